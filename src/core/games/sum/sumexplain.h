// SPDX-License-Identifier: MIT
#pragma once

/// The explanation of a sum of games, for its catalogue entry (GameInfo::explain).

#include "core/analysis/explain.h"

namespace grundy::sum {

/// Why a sum is won or lost: each component's value, their XOR in binary, the theorem.
explain::Explanation explainSum(const AnyPosition& position);

} // namespace grundy::sum
