// SPDX-License-Identifier: MIT
#pragma once

#include "core/base/natural.h"
#include "core/analysis/remoteness.h"
#include "core/analysis/review.h"

#include <QAbstractTableModel>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class GameSession;

/// The value history of the game being played: one row per turn, from the start position
/// to the position now, with who was to move, P or N, the SG value where it is defined
/// (grundy::sgValue), the move made and its verdict (a mistake: from an N-position to an
/// N-position). Follows the session: rows already shown are kept while their moves stay
/// (by the entries' ids), so a move costs one row's values.
///
/// A column is one Column value, one field of Turn filled in turnAt(), and one case in
/// headerText() and display(): e.g. the remoteness.
class ValueHistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TurnColumn,
        PlayerColumn,
        OutcomeColumn,
        ValueColumn,
        RemotenessColumn, ///< moves to the end with best play, where known
        VerdictColumn,
        MoveColumn, ///< last: the longest text, stretched to the panel's edge
        ColumnCount
    };

    /// What one turn shows, worked out once when the row first appears.
    struct Turn {
        int toMove = 0;
        grundy::Outcome outcome = grundy::Outcome::N;
        std::optional<grundy::Natural> value;
        quint64 id = 0; ///< the entry of the move made from this turn; 0 for the turn now
    };

    /// `names` gives a player's name as the side panel says it ("You", "Computer 2").
    ValueHistoryModel(GameSession* session, std::function<QString(int)> names,
                      QObject* parent = nullptr);

    /// Brings the rows up to the session's history (connected to its historyChanged).
    void refresh();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The verdict of the move made from turn `row`, if one was made.
    std::optional<grundy::Verdict> verdict(int row) const;
    /// The text of a cell (also what the PNG and SVG export draw).
    QString text(int row, int column) const;
    /// A verdict as a mark and a word ("✗ mistake"), here and in the review.
    static QString verdictText(grundy::Verdict verdict);
    /// How a mistake's cells look, for Qt::FontRole (bold) and Qt::BackgroundRole (a
    /// translucent red), here and in the review.
    static QVariant mistakeLook(int role);
    /// A column's heading.
    static QString headerText(int column);
    /// Tells the views that every text may have changed (the language did).
    void retranslate();
    /// Waits, running the window's events, until every row's remoteness is counted (each
    /// search has its own time limit) or `mostMs` have passed; whether all are known. An
    /// export waits so, rather than print "…" for rows still being counted.
    bool awaitRemoteness(int mostMs) const;

private:
    Turn turnAt(std::size_t row) const;
    /// Turn `row`'s remoteness from the session's RemotenessCounter (the side panel's line
    /// says the same); nullopt while it is counted, on first need: only the rows on screen
    /// are asked for.
    std::optional<grundy::RemotenessAnswer> remotenessOf(int row) const;

    GameSession* m_session;
    std::function<QString(int)> m_names;
    std::vector<Turn> m_turns;
};
