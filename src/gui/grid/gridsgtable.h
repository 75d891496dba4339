// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// The Sprague-Grundy values the Wythoff grid's tooltips show: one table per process,
/// filled on a worker thread on first need and never freed.

#include "natural.h"

#include <cstdint>
#include <optional>

namespace gridsgtable {

/// Values are known for 0 <= a, b < kSize.
constexpr int kSize = 1024;
/// Starts filling the table on a worker thread, once per process (about 15 ms).
void prepare();
/// Whether the table is ready.
bool ready();
/// G(a, b) when the table is ready and holds (a, b); starts the fill otherwise.
std::optional<std::uint32_t> value(const grundy::Natural& a, const grundy::Natural& b);

} // namespace gridsgtable
