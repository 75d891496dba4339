// SPDX-License-Identifier: MIT
#pragma once

/// The explanation of Wythoff's game's positions, for its catalogue entry (GameInfo::explain).

#include "core/analysis/explain.h"

namespace grundy::wythoff {

/// Why one of Wythoff's game's positions is won or lost (explain::explain).
explain::Explanation explainPosition(const AnyPosition& position);

} // namespace grundy::wythoff
