// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli sg subtraction --set S --count N`: the Sprague–Grundy values of heaps
/// 0..N−1 under the subtraction set S, and their period.

#include "output.h"
#include "core/games/subtraction/subtractionvalues.h"

#include <cstddef>

namespace grundy::cli {

/// The most values `sg` prints (the table of the Fibonacci set goes no further).
inline constexpr std::size_t kMaxSgCount = subtraction::kTableLimit;

/// Writes the values of heaps 0..count−1 (a line, space-separated) and then the period:
/// "period 7 from heap 0", or why there is none. With `json`, one object:
/// {"set": "1,3,4", "values": [0, 1, …], "period": {"start": 0, "length": 7}} (period null
/// when there is none). Throws subtraction::BeyondTable before writing anything when the
/// values cannot be known that far.
void writeSgSequence(Output& out, const subtraction::Set& set, std::size_t count, bool json);

} // namespace grundy::cli
