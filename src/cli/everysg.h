// SPDX-License-Identifier: MIT
#pragma once

/// Every-SG of the Euclid-type game (docs/course.md §11, HDU 3595): a game is two
/// piles; a move takes k * x (k >= 1) from one pile, x being the other pile's size; a game
/// with an empty pile is over. In Every-SG the player must move in every unfinished game at
/// once, and who cannot move loses. The winner of a game drags it out and the loser cuts it
/// short: its "step" is 0 when it is over, min over moves + 1 for a lost game, max over
/// moves to lost games + 1 for a won game. The first player wins the sum exactly when the
/// largest step is odd.

#include "core/base/natural.h"

#include <cstdint>

namespace grundy::everysg {

/// One game's normal-play outcome for the mover and its step.
struct Value {
    bool moverWins = false;
    std::uint64_t step = 0;
    bool operator==(const Value&) const = default;
};

/// The value of the game with piles a and b (any order, any size). With x <= y,
/// q = floor(y / x), r = y mod x and t the value of (r, x): r = 0 gives (win, 1); q = 1
/// gives (not t's win, t's step + 1); q >= 2 gives (win, t's step + 1 if t is lost, else
/// + 2). A game with an empty pile is over: (lose, 0). Linear in the Euclid steps.
Value value(const Natural& a, const Natural& b);

} // namespace grundy::everysg
