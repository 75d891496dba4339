// SPDX-License-Identifier: MIT
#pragma once

/// The computer's dice: a seeded source of random choices that every machine follows alike.
///
/// Only exact integer steps decide anything: the engine is std::mt19937_64 (its output is
/// fixed by the C++ standard), a number below a bound is drawn by rejection (never by a
/// floating-point scale, nor by std::uniform_int_distribution, whose output each standard
/// library chooses), and numbers beyond 64 bits are built from whole 64-bit words by GMP.
/// So the same seed gives the same moves on every machine and compiler.

#include "core/base/natural.h"

#include <cstddef>
#include <random>
#include <vector>

namespace grundy {

/// A stream of exact random choices.
class Random {
public:
    /// The stream of a seed alone.
    explicit Random(u64 seed);
    /// The stream of one turn of a game with this seed: each turn has its own stream, so a
    /// move replayed after undo, or in a replay of the whole game, draws the same numbers.
    Random(u64 seed, u64 turn);

    /// A number in [0, bound), each equally likely; bound must be at least 1.
    u64 below(u64 bound);
    /// The same for a bound of any size.
    Natural below(const Natural& bound);

    /// `count` different numbers in [0, bound), ascending, each such set equally likely
    /// (Floyd's algorithm: `count` draws, no retries); count must not exceed bound.
    std::vector<Natural> distinctBelow(const Natural& bound, std::size_t count);

    /// One thing among several groups of `counts[i]` things, each thing equally likely: the
    /// group and the thing's index in it. How the games pick a move uniformly among all
    /// their moves, counted per pile, row or chip. The total must be at least 1.
    struct Pick {
        std::size_t group = 0;
        Natural index;
    };
    Pick among(const std::vector<Natural>& counts);

private:
    std::mt19937_64 m_engine;
};

} // namespace grundy
