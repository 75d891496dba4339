// SPDX-License-Identifier: MIT
#pragma once

/// The explanation of Georgia and Bob's positions, for its catalogue entry (GameInfo::explain).

#include "core/analysis/explain.h"

namespace grundy::staircase {

/// Why one of Georgia and Bob's positions is won or lost (explain::explain).
explain::Explanation explainPosition(const AnyPosition& position);

} // namespace grundy::staircase
