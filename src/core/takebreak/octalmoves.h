// SPDX-License-Identifier: MIT
#pragma once

/// Moves on one heap of an octal game, as a row of tokens: `width` adjacent tokens taken from
/// `start` (0-based) leave `start` tokens before them and n − start − width after; a move that
/// takes nothing (width 0, the digit before the point) cuts the heap before token `start`.
/// Which moves a code allows (docs/takebreak.md): the whole heap (bit 1 of the digit for the
/// width), from either end leaving one heap (bit 2), from the middle leaving two (bit 4).

#include "core/base/natural.h"
#include "core/takebreak/octalvalues.h"

#include <optional>
#include <vector>

namespace grundy::takebreak {

struct HeapMove {
    Natural start; ///< tokens left before the ones taken
    Natural width; ///< tokens taken (0: a cut)
    bool operator==(const HeapMove&) const = default;
};

/// Whether `code` allows the move on a heap of `heap`.
bool allows(const OctalCode& code, const Natural& heap, const HeapMove& move);

/// The non-empty heaps the move leaves, in their order on the row (none, one or two).
std::vector<Natural> partsAfter(const Natural& heap, const HeapMove& move);

/// A move from a heap of `heap` to heaps worth `target` together (their values XORed), if
/// there is one: the first in the order of takes (fewest first), then a whole heap, then a
/// take from the start of the row, then splits by their smaller part (leftmost start). For a
/// heap past a proved period it looks only at a heap of the same remainder just past the
/// theorem's bound and moves the larger part along, so the time does not grow with the heap.
/// Throws BeyondTable when the heap's options cannot be known.
std::optional<HeapMove> moveToValue(OctalValues& values, const Natural& heap, unsigned target);

} // namespace grundy::takebreak
