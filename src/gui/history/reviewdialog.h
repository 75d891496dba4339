// SPDX-License-Identifier: MIT
#pragma once

#include "review.h"

#include <QDialog>

#include <functional>
#include <vector>

class GameSession;
class QLabel;
class QPushButton;
class QTableWidget;

/// Game → Review: the game so far looked back on (grundy::review over the session's record):
/// every move with its verdict (a mark and a word), how many mistakes each side made, the
/// first mistake one click away (it is selected and the game taken back to just before it),
/// and beside each mistake a move that would have won. Printable, and exported as PDF, HTML
/// or plain text. The review is of the game as it was when the dialog opened.
class ReviewDialog : public QDialog {
    Q_OBJECT
public:
    /// `names` gives a player's name as the side panel says it.
    ReviewDialog(GameSession* session, std::function<QString(int)> names,
                 QWidget* parent = nullptr);

    const grundy::Review& review() const { return m_review; }
    QTableWidget* table() const { return m_table; }
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
    void fill();
    void print();
    void askAndExport(bool pdf);
    /// Whether the session still holds the reviewed game's moves (made or undone).
    bool sameGame() const;

    GameSession* m_session;
    std::function<QString(int)> m_names;
    grundy::Review m_review;
    QString m_title;
    std::vector<QString> m_moveTexts;   ///< each move in words
    std::vector<QString> m_betterTexts; ///< the better move beside a mistake, else empty
    std::vector<quint64> m_ids;         ///< the session's entries, to know the game again
    QLabel* m_summary;
    QTableWidget* m_table;
    QPushButton* m_firstMistake;
    QPushButton* m_goBack;
    QLabel* m_changed;
};
