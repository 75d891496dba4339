// SPDX-License-Identifier: MIT
#pragma once

/// Lasker's Nim (curriculum.md section 7, HDU 3032): heaps; a move takes any positive number
/// from one heap or splits a heap into two non-empty heaps. SG(0) = 0 and, for x >= 1,
/// SG(x) = x - 1 if x = 0 (mod 4), x + 1 if x = 3 (mod 4), else x.

#include "natural.h"

#include <vector>

namespace grundy::lasker {

/// The Sprague-Grundy value of one heap of x, exact at any size.
Natural sgValue(const Natural& x);
/// The same for 64-bit x; x must be below 2^64 - 1 (whose value, 2^64, does not fit).
inline u64 sgValue(u64 x) {
    switch (x & 3) {
    case 0:
        return x == 0 ? 0 : x - 1;
    case 3:
        return x + 1;
    default:
        return x;
    }
}

/// The outcome of a position: N exactly when the heaps' SG values XOR to non-zero.
Outcome outcome(const std::vector<Natural>& heaps);

} // namespace grundy::lasker
