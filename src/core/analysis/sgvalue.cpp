// SPDX-License-Identifier: MIT
#include "core/analysis/sgvalue.h"

#include "core/games/catalogue.h"

namespace grundy {

namespace sgdispatch {

/// Hides grundy::sgValue(const AnyPosition&) from the call below, so that only a game's own
/// sgValue, found by argument-dependent lookup, can match: a game without one is a compile
/// error rather than an endless recursion through the variant's converting constructor.
void sgValue() = delete;

std::optional<Natural> valueOf(const AnyPosition& p) {
    return std::visit([](const auto& position) { return sgValue(position); }, p);
}

} // namespace sgdispatch

std::optional<Natural> sgValue(const AnyPosition& p) {
    if (conventionOf(p) == Convention::Misere) return std::nullopt;
    return sgdispatch::valueOf(p);
}

} // namespace grundy
