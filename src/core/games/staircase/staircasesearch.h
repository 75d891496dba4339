// SPDX-License-Identifier: MIT
#pragma once

/// The pairs of chips of a position and the search for the least bad move from a
/// P-position, which computerMove uses: shared by staircase.cpp (the rules) and
/// staircasesearch.cpp (the search). Not part of the game's interface (staircase.h).

#include "core/base/natural.h"

#include <cstddef>
#include <vector>

namespace grundy::staircase {

/// A pair of chips, counted from the right: its right chip, its left chip (none when
/// the lowest chip pairs with the wall at cell 0), the gap between them, and the room
/// the left chip has before the next chip to its left (or cell 0).
struct Pair {
    std::size_t right = 0;
    bool hasLeft = false;
    std::size_t left = 0;
    Natural gap;
    Natural room;
};

/// A candidate move from a P-position: slide pair `pair`'s right or left chip by `slide`.
struct Candidate {
    std::size_t pair = 0;
    bool leftChip = false;
    Natural slide;
};

/// The move from a P-position that leaves the fewest winning replies (ties: the shortest
/// slide, then the lowest chip index), found by the search described in
/// staircasesearch.cpp: exact, and fast at any size (within a work budget, past which it
/// takes the best found). Requires a P-position that is not over.
Candidate leastReplies(const std::vector<Pair>& pairs);

} // namespace grundy::staircase
