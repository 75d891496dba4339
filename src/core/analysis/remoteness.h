// SPDX-License-Identifier: MIT
#pragma once

/// Remoteness ("wins in N", Steinhaus): how many moves the game lasts from a position when
/// the winner hurries and the loser holds out. 0 at a position with no move; from an
/// N-position 1 + the least remoteness among its winning moves; from a P-position 1 + the
/// greatest remoteness among its moves. A finished misère game (the player to move has won,
/// outcome() N) has no move and remoteness 0. docs/remoteness.md has the proofs.

#include "core/games/game.h"
#include "core/base/natural.h"

#include <chrono>
#include <cstddef>
#include <optional>
#include <stop_token>

namespace grundy {

/// How far the search may go before it says "not known".
struct RemotenessLimits {
    std::size_t positions = 200'000; ///< distinct positions reached from the start
    /// Moves listed over all of them, each counted as 1 + its position's numbers (a move
    /// of a game of 400 piles costs as much as 400 moves of one pile: the copies it makes).
    std::size_t work = 4'000'000;
    /// Asked between positions: a search that is no longer wanted gives up (nullopt).
    std::stop_token stop;
    /// When to stop, asked as often as the stop token. Time decides nothing about the game,
    /// only when the answer is given: what was proved by then (exact, or a lower bound).
    std::optional<std::chrono::steady_clock::time_point> deadline;
};

/// What a search found: the exact remoteness, or else the least it can be as far as the
/// search got (never more than the truth), and whether it stopped at the deadline.
struct RemotenessAnswer {
    std::optional<Natural> exact;
    /// When `exact` is not known: a proven lower bound of at least 2 (1 needs no search:
    /// a game that is not over lasts at least one move); nullopt when nothing beyond that.
    std::optional<Natural> atLeast;
    bool timedOut = false; ///< the deadline (not the limits) ended the search
    bool operator==(const RemotenessAnswer&) const = default;
};

/// The remoteness of p as far as it can be known within the limits: the game's closed form
/// (GameInfo::remoteness) when it has one; else short wins first (a search deepened one move
/// at a time, exact when the game ends within its depth, and otherwise proving "at least"),
/// then every position reachable from p (exact when they fit the limits), then deeper still
/// with what is left of the limits. docs/remoteness.md.
RemotenessAnswer remotenessAnswer(const AnyPosition& p, const RemotenessLimits& limits = {});

/// remotenessAnswer(p, limits).exact: the exact remoteness of p, or nullopt when it is not
/// known within the limits.
std::optional<Natural> remoteness(const AnyPosition& p, const RemotenessLimits& limits = {});

/// The move of the "win fastest, hold out longest" style: from an N-position a winning move
/// with the least remoteness after it, from a P-position a move with the greatest (the
/// first such in legalMoves' order). computerMove(p) when that is not known (also when the
/// moves are too many to list). Requires a game that is not over.
AnyMove remotenessMove(const AnyPosition& p, const RemotenessLimits& limits = {});

/// The closed form alone: the game's GameInfo::remoteness when it has one that knows
/// p, else nullopt (no search). For the tests and the benchmark.
std::optional<Natural> closedFormRemoteness(const AnyPosition& p);

/// How many moves listing p's moves may produce: the game's own count (legalMoveCount) where
/// it has one, else a bound from its numbers and numeric options.
Natural listingSize(const AnyPosition& p);

} // namespace grundy
