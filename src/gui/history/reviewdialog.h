// SPDX-License-Identifier: MIT
#pragma once

#include "core/analysis/review.h"

#include <QDialog>

#include <functional>
#include <vector>

class GameSession;
class QLabel;
class QPushButton;
class QTableView;
class ReviewModel;

/// Game → Review: the game so far looked back on (grundy::review over the session's record):
/// every move with its verdict (a mark and a word), how many mistakes each side made, the
/// first mistake one click away (it is selected and the game taken back to just before it),
/// and beside each mistake a move that would have won. Printable, and exported as PDF, HTML
/// or plain text. The review is of the game as it was when the dialog opened. The table says
/// a move in words only when it is shown, so a long game opens as fast as a short one.
class ReviewDialog : public QDialog {
    Q_OBJECT
public:
    /// `names` gives a player's name as the side panel says it.
    ReviewDialog(GameSession* session, std::function<QString(int)> names,
                 QWidget* parent = nullptr);

    const grundy::Review& review() const { return m_review; }
    QTableView* table() const { return m_table; }
    /// The text of move `row`'s cell in `column` (0: its number, 1: the player, 2: the
    /// move, 3: the verdict, 4: the winning move beside a mistake), as the table shows it.
    QString cellText(int row, int column) const;
    QLabel* summary() const { return m_summary; }
    QPushButton* firstMistakeButton() const { return m_firstMistake; }

    /// Selects move `index` (from 1) and takes the game back to just before it; false when
    /// the game has changed since the review was made (or there is no such move).
    bool goToMove(std::size_t index);

    /// The review as an HTML page and as plain text (what printing and exporting write).
    QString html() const;
    QString plainText() const;
    /// Writes the review as a PDF (QPrinter), or as HTML or text by the file's suffix.
    bool exportPdf(const QString& path, QString* error = nullptr) const;
    bool exportText(const QString& path, QString* error = nullptr) const;

private:
    void fillSummary();
    void print();
    void askAndExport(bool pdf);
    /// Whether the session still holds the reviewed game's moves (made or undone).
    bool sameGame() const;

    GameSession* m_session;
    std::function<QString(int)> m_names;
    grundy::GameRecord m_record; ///< the positions, to say each move in words when shown
    grundy::Review m_review;
    QString m_title;
    std::vector<quint64> m_ids; ///< the session's entries, to know the game again
    QLabel* m_summary;
    ReviewModel* m_model;
    QTableView* m_table;
    QPushButton* m_firstMistake;
    QPushButton* m_goBack;
    QLabel* m_changed;
};
