// SPDX-License-Identifier: MIT
#pragma once

/// Northcott's game (curriculum.md section 8, HDU 1730): rows with one black and one white
/// piece each; a player slides one of his own pieces along its row, not past the other one.
/// Moving away is reversible (the opponent follows and restores the gap), so the game is Nim
/// on the gaps: the player to move wins exactly when the gaps XOR to non-zero.

#include "natural.h"

namespace grundy::northcott {

/// The Nim heap of one row: the empty squares between the pieces on columns a and b,
/// |a - b| - 1. Requires a != b.
Natural gap(const Natural& a, const Natural& b);
/// The same for 64-bit columns. Requires a != b.
inline u64 gap(u64 a, u64 b) {
    return (a > b ? a - b : b - a) - 1;
}

} // namespace grundy::northcott
