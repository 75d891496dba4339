// SPDX-License-Identifier: MIT
#pragma once

/// The Sprague–Grundy value of a position of any game, where it is defined and known
/// exactly: the value-history panel's "SG" column.

#include "core/games/game.h"

#include <optional>

namespace grundy {

/// The position's Sprague–Grundy value (0 exactly for a P-position): under normal play only
/// (nullopt in misère play, where a position has no value of its own), by the game's own
/// `sgValue(const Position&)`, found by argument-dependent lookup. A closed form where one
/// holds (Nim, Bash, Georgia and Bob, the subtraction games, Lasker's Nim, Northcott, a
/// graph); a search bounded by the game's kSgLimit where none is known (Wythoff's game, the
/// redistribution game, Fibonacci Nim), nullopt beyond it.
std::optional<Natural> sgValue(const AnyPosition& p);

} // namespace grundy
