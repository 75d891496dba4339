// SPDX-License-Identifier: MIT
#pragma once

/// Move values (issue 10): a move is winning when it leaves the opponent a P-position,
/// losing otherwise. The one place the window's boards ask, for every game at any size.

#include "core/games/game.h"

#include <cstddef>
#include <vector>

namespace grundy {

/// Whether the legal move `m` wins from `p`: the position it leaves is a P-position (the
/// player then to move loses against best play, under the game's play convention). Exact at
/// any size: decided by the game's own outcome (its closed form or tables), never by search.
/// Throws IllegalMove when `m` is not legal in `p`.
bool isWinningMove(const AnyPosition& p, const AnyMove& m);

/// Which of `moves` (each legal in `p`; throws IllegalMove if one is not) win, in the same
/// order: one position's values worked out at once (the boards keep them until the position
/// changes); from a P-position, without trying the moves.
std::vector<bool> winningAmong(const AnyPosition& p, const std::vector<AnyMove>& moves);

} // namespace grundy
