// SPDX-License-Identifier: MIT
#pragma once

/// Facts about Grundy's game (split a heap into two heaps of different sizes) that are
/// computed, not proved: no period of its values is known (docs/takebreak.md §4).

#include <cstddef>
#include <cstdint>

namespace grundy::takebreak {

/// The heaps below kGrundysGameZerosCheckedTo whose value is 0 (the second player wins a
/// single heap): 0 and these 41. Computed by the sparse-space table (octalvalues.h) to 2^24
/// (bench/bench_takebreak checks it there; tst_octal to 2^16) and by the mex definition
/// to 10^6 (docs/takebreak.md §4). Above the range no rule is known.
inline constexpr std::uint32_t kGrundysGameZeros[] = {
    0,   1,   2,   4,   7,   10,  20,  23,  26,  50,  53,  270, 273, 276,
    282, 285, 288, 316, 334, 337, 340, 346, 359, 362, 365, 386, 389, 392,
    566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222};
inline constexpr std::uint64_t kGrundysGameZerosCheckedTo = std::uint64_t(1) << 24;

/// Whether a heap of n (below kGrundysGameZerosCheckedTo) is lost for the player to move.
bool grundysGameIsZero(std::uint64_t n);

} // namespace grundy::takebreak
