// SPDX-License-Identifier: MIT
#pragma once

#include "session/gamesession.h"

#include <QWidget>

class QLabel;
class QPushButton;
class TextPane;

/// The Coach level's note above the board: after each of the person's mistakes (a move from
/// an N-position to an N-position, review.h's verdictOf) the computer waits (the session is
/// paused) and the bar shows a winning move from the position before and why; Continue lets
/// the computer reply. Non-modal: the person may also undo the mistake instead.
///
/// In a game against the Coach the bar keeps its height all the time, the note hidden while
/// the person plays well, so that nothing on the board moves when the note appears; in any
/// other game it takes no room at all. A note longer than the bar's three lines scrolls
/// (TextPane): whole, never cut, never only in a tooltip.
class CoachBar : public QWidget {
    Q_OBJECT
public:
    CoachBar(GameSession* session, QWidget* parent = nullptr);

    /// Whether the note is shown (a mistake waits for Continue).
    bool isNoteShown() const;
    QLabel* noteLabel() const;
    TextPane* notePane() const { return m_note; }
    QPushButton* continueButton() const { return m_continue; }

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Shows the bar's room in a game against the Coach, and drops a note the game left.
    void follow();
    void onMoveMade(const GameSession::Entry& entry);
    /// Hides the note and lets the computer go on.
    void dismiss();
    void retranslate();
    void updateHeight();

    GameSession* m_session;
    QWidget* m_frame;
    TextPane* m_note;
    QPushButton* m_continue;
    /// The mistake the note is about (its entry id), or 0 when no note is shown.
    quint64 m_mistake = 0;
    GameSession::Entry m_entry; ///< that mistake, to say it again in another language
};
