// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli sg subtraction --set S --count N`: the Sprague–Grundy values of heaps
/// 0..N−1 under the subtraction set S, and their period.

#include "output.h"
#include "core/games/subtraction/subtractionvalues.h"
#include "core/takebreak/octalcode.h"

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

/// `grundy-cli sg octal --code C --count N`: the values of heaps 0..count−1 of an octal game
/// on a line, then its period: "period 12 from heap 71, proved (the theorem's check holds to
/// heap 155)", or "no period proved below M" (M: the heaps looked at, at least
/// takebreak::kPeriodSearch). With `json`: {"code": "0.77", "values": […], "period": 12,
/// "preperiod": 71, "proved": true, "checkedTo": 155} (period, preperiod and checkedTo null
/// and "searchedTo": M when none is proved). Throws takebreak::BeyondTable before writing
/// anything when the values cannot be known that far.
void writeOctalSequence(Output& out, const takebreak::OctalCode& code, std::size_t count,
                        bool json);

} // namespace grundy::cli
