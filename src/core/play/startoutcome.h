// SPDX-License-Identifier: MIT
#pragma once

/// Random starts with a chosen outcome: "a position I can win" or "one I must lose".

#include "core/games/game.h"
#include "core/base/random.h"

#include <functional>
#include <optional>

namespace grundy {

/// How many starts drawWithOutcome draws before it makes one from the last.
inline constexpr int kOutcomeDraws = 64;

/// A start whose outcome for the player to move is `want`. Starts are drawn from `draw`
/// until one has that outcome, so that among the starts `draw` makes, each one with the
/// outcome is equally likely. Where such starts are too rare for that (a P-position among
/// 40-digit piles), the last start drawn is made one by a single move: from an N-position
/// its winning move (computerMove), which leaves a P-position; from a P-position a random
/// move, since every move from a P-position leaves an N-position. Nothing when the last start
/// drawn has ended with the other outcome (no move leaves a game that has ended).
std::optional<AnyPosition> drawWithOutcome(const std::function<AnyPosition()>& draw, Outcome want,
                                           Random& random, int draws = kOutcomeDraws);

} // namespace grundy
