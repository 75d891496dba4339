// SPDX-License-Identifier: MIT
#include "session/player.h"

#include "remoteness.h"

#include <algorithm>

void HumanPlayer::takeTurn(const grundy::AnyPosition& /*position*/) {
    m_toMove = true;
}

void HumanPlayer::play(const grundy::AnyMove& move) {
    if (!m_toMove) return;
    // Drop the turn before emitting: the session may offer the next turn from the slot.
    m_toMove = false;
    emit moveChosen(move);
}

ComputerPlayer::ComputerPlayer(int delayMs, QObject* parent) : Player(parent), m_delayMs(delayMs) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this,
            [this] { emit moveChosen(moveFor(m_position, m_turn)); });
}

void ComputerPlayer::takeTurn(const grundy::AnyPosition& position) {
    m_position = position;
    // Even with no delay the move comes from the event loop, so the session never
    // receives a move while it is still announcing the previous one.
    m_timer.start(std::max(0, m_delayMs));
}

void ComputerPlayer::cancelTurn() {
    m_timer.stop();
}

grundy::AnyMove ComputerPlayer::choose(const grundy::AnyPosition& position) const {
    if (m_style == ComputerStyle::FewestReplies) return grundy::computerMove(position);
    // A smaller search than the core's default: it runs on the window's thread, so it is
    // kept to a blink (beyond it the usual move, which also never throws a win away).
    grundy::RemotenessLimits limits;
    limits.positions = 20'000;
    limits.work = 400'000;
    return grundy::remotenessMove(position, limits);
}

grundy::AnyMove ComputerPlayer::moveFor(const grundy::AnyPosition& position,
                                        grundy::u64 turn) const {
    return grundy::levelMove(position, m_level, m_seed, turn,
                             [this](const grundy::AnyPosition& p) { return choose(p); });
}
