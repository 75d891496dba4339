// SPDX-License-Identifier: MIT
#pragma once

/// Take-and-break games with a closed form (docs/takebreak.md §5.2): a move takes any
/// positive number from one heap, or splits a heap into three non-empty heaps (HDU 5795).
/// G(0) = 0 and, for x >= 1, G(x) = x − 1 when x = 0 (mod 8), x + 1 when x = 7 (mod 8), else x
/// (checked against the mex definition in the tests). It is its own inverse.

#include "core/base/natural.h"

namespace grundy::takebreak {

/// The value of a heap of x when a move takes any number or splits in three.
inline Natural takeOrSplitInThree(const Natural& x) {
    if (sgn(x) == 0) return x;
    switch (mpz_fdiv_ui(x.get_mpz_t(), 8)) {
    case 0:
        return x - 1;
    case 7:
        return x + 1;
    default:
        return x;
    }
}
/// The same for x below 2^64 − 1 (whose value does not fit).
inline u64 takeOrSplitInThree(u64 x) {
    switch (x & 7) {
    case 0:
        return x == 0 ? 0 : x - 1;
    case 7:
        return x + 1;
    default:
        return x;
    }
}

} // namespace grundy::takebreak
