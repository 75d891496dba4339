// SPDX-License-Identifier: MIT
#pragma once

#include "session/gamesession.h"

#include <QCoreApplication>
#include <QString>

/// The window's words about the players and the turn, from the seats of a session: "You",
/// "The computer", "Player 2"; whose move it is; what the board says while nobody may
/// click it; each move of the history.
class TurnWords {
    Q_DECLARE_TR_FUNCTIONS(TurnWords)
public:
    explicit TurnWords(const GameSession& session) : m_session(session) {}

    /// Whether `player` is the one person playing the computer (who is "you").
    bool isYou(int player) const;
    QString playerName(int player) const;
    /// "You: take 3 from pile 2", in the language in use now.
    QString describeMove(const GameSession::Entry& entry) const;
    /// Whose turn it is, or who won, with the colour the person plays in a game of colours;
    /// `coachNote`: the coach's note above the board says what to do.
    QString turn(bool coachNote) const;
    /// Who won ("You won!", "The computer won."); only when the game is over.
    QString result() const;
    /// The status bar's line: the computer's last move while the game goes on (empty when
    /// the computer has not moved), the result once it is over.
    QString statusLine() const;
    /// The board's own line while nobody may click it.
    QString idle() const;
    /// "Computer: Perfect", or empty when no computer plays.
    QString computer() const;
    /// Why the last move of a demonstration was made, or empty.
    QString demonstrationWhy() const;
    /// Whether two computers play each other.
    bool isDemonstration() const;

private:
    const GameSession& m_session;
};
