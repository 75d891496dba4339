// SPDX-License-Identifier: MIT
#pragma once

/// The explanation of the Redistribution game's positions, for its catalogue entry
/// (GameInfo::explain).

#include "core/analysis/explain.h"

namespace grundy::redistribution {

/// Why one of the Redistribution game's positions is won or lost (explain::explain).
explain::Explanation explainPosition(const AnyPosition& position);

} // namespace grundy::redistribution
