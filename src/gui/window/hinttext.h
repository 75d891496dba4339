// SPDX-License-Identifier: MIT
#pragma once

#include "core/games/game.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

/// The hint the side panel shows: a move to try and why, in sentences that stand on their
/// own (the Explain panel may be closed): the key numbers are named, and in a lost
/// position it says why every move loses and what the computer would answer.
struct Hint {
    /// The move the hint suggests (the winning move, or in a lost position the move the
    /// computer would make in your place); nullopt when the game is over.
    std::optional<grundy::AnyMove> move;
    QString text; ///< the whole hint in the window's language
};

/// Makes Hints from the core's explanation data, with tr() for the window's sentences.
class HintText {
    Q_DECLARE_TR_FUNCTIONS(HintText)

public:
    /// The hint for the player to move in `position`; `winning` is a winning move there
    /// (GameSession::hint()), nullopt in a lost position.
    static Hint make(const grundy::AnyPosition& position,
                     const std::optional<grundy::AnyMove>& winning);
};
