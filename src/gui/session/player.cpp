// SPDX-License-Identifier: MIT
#include "session/player.h"

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
