// SPDX-License-Identifier: MIT
#pragma once

/// The explanation of Nim's positions, for its catalogue entry (GameInfo::explain).

#include "core/analysis/explain.h"

namespace grundy::nim {

/// Why one of Nim's positions is won or lost (explain::explain).
explain::Explanation explainPosition(const AnyPosition& position);

} // namespace grundy::nim
