// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// TableProgress: how a long computation (a table built ahead of play) reports how far it
/// is, and how it is asked to stop.

#include <cstdint>
#include <functional>

namespace grundy {

/// Called now and then from the computing thread with the work done out of the total (both
/// in the computation's own units, done ≤ total); returning false asks it to stop soon,
/// keeping what it has built.
using TableProgress = std::function<bool(std::uint64_t done, std::uint64_t total)>;

} // namespace grundy
