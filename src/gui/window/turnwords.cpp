// SPDX-License-Identifier: MIT
#include "window/turnwords.h"

#include "common/levelname.h"
#include "common/messagetext.h"
#include "core/analysis/explain.h"
#include "games/gamehome.h"

#include <algorithm>

using grundy::Seat;

bool TurnWords::isYou(int player) const {
    return m_session.seat(player) == Seat::Human && m_session.seat(1 - player) == Seat::Computer;
}

QString TurnWords::playerName(int player) const {
    const Seat me = m_session.seat(player), other = m_session.seat(1 - player);
    if (me == Seat::Human && other == Seat::Computer) return tr("You");
    if (me == Seat::Computer && other == Seat::Human) return tr("The computer");
    if (me == Seat::Human) return tr("Player %1").arg(player + 1);
    return tr("Computer %1").arg(player + 1);
}

QString TurnWords::describeMove(const GameSession::Entry& entry) const {
    // Said again from the move, not entry.description: in the language in effect now.
    return tr("%1: %2").arg(playerName(entry.by),
                            MessageText::text(grundy::describeMove(entry.before, entry.move)));
}

bool TurnWords::isDemonstration() const {
    return m_session.seat(0) == Seat::Computer && m_session.seat(1) == Seat::Computer;
}

QString TurnWords::turn(bool coachNote) const {
    QString turn;
    if (m_session.isOver()) {
        turn = result();
    } else if (m_session.humanToMove()) {
        turn = isYou(m_session.toMove()) ? tr("Your move")
                                         : tr("%1 to move").arg(playerName(m_session.toMove()));
    } else if (m_session.isPaused() && coachNote) {
        turn = tr("See the coach's note above.");
    } else if (m_session.isPaused()) {
        turn = tr("Paused: %1 to move. Step plays one move.").arg(playerName(m_session.toMove()));
    } else {
        turn = tr("%1 is thinking…").arg(playerName(m_session.toMove()));
    }
    for (int player = 0; player < 2; ++player) // which colour is yours, in a game of colours
        if (const QString seat = homeOf(m_session.kind()).seatText(player);
            isYou(player) && !seat.isEmpty())
            turn = tr("%1\n%2").arg(turn, seat);
    return turn;
}

QString TurnWords::result() const {
    const int w = *m_session.winner();
    return isYou(w) ? tr("You won!") : tr("%1 won.").arg(playerName(w));
}

QString TurnWords::statusLine() const {
    if (m_session.isOver()) return result();
    // The players take turns: a computer's last move is one of the last two.
    const auto history = m_session.history();
    for (std::size_t back = 1; back <= std::min<std::size_t>(2, history.size()); ++back)
        if (const auto& entry = history[history.size() - back];
            m_session.seat(entry.by) == Seat::Computer)
            return describeMove(entry);
    return {};
}

QString TurnWords::idle() const {
    // "Waiting for the other player" is wrong when the game is over, and there is no other
    // player for a spectator.
    if (m_session.isOver())
        return tr("Game over. Restart plays it again; New Game starts another.");
    if (isDemonstration() && m_session.isPaused())
        return tr("Paused. Step plays one move; Resume lets the computers go on.");
    if (isDemonstration())
        return tr("The computers play each other. Pause to follow move by move.");
    return tr("Waiting for the computer's move.");
}

QString TurnWords::computer() const {
    const bool computerPlays =
        m_session.seat(0) == Seat::Computer || m_session.seat(1) == Seat::Computer;
    return computerPlays ? tr("Computer: %1").arg(LevelName::of(m_session.computerPlay().level))
                         : QString();
}

QString TurnWords::demonstrationWhy() const {
    const auto& history = m_session.history();
    if (!isDemonstration() || history.empty()) return {};
    const auto& last = history.back();
    return tr("%1: %2. Why: %3")
        .arg(playerName(last.by), MessageText::text(grundy::describeMove(last.before, last.move)),
             MessageText::text(grundy::explain::reasonMessage(last.before, last.move)));
}
