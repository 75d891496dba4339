// SPDX-License-Identifier: MIT
#include "core/play/level.h"

namespace grundy {

std::string_view levelWord(Level level) {
    switch (level) {
    case Level::Perfect:
        return "perfect";
    case Level::Strong:
        return "strong";
    case Level::Learner:
        return "learner";
    case Level::Random:
        return "random";
    case Level::Coach:
        return "coach";
    }
    return "perfect"; // unreachable: the switch names every level
}

std::optional<Level> levelFromWord(std::string_view word) {
    for (const Level level : kLevels)
        if (levelWord(level) == word) return level;
    return std::nullopt;
}

AnyMove randomMove(const AnyPosition& p, Random& random) {
    // Each game's randomMove, found by argument-dependent lookup like computerMove.
    return std::visit([&](const auto& x) { return AnyMove(randomMove(x, random)); }, p);
}

namespace {

/// Whether the computer at `level` plays a perfect move this turn: draws from `random`
/// for Strong and Learner only.
bool playsPerfectMove(Level level, Random& random) {
    switch (level) {
    case Level::Perfect:
    case Level::Coach:
        return true;
    case Level::Strong:
        return random.below(u64{10}) < 9;
    case Level::Learner:
        return random.below(u64{2}) == 0;
    case Level::Random:
        return false;
    }
    return true;
}

} // namespace

AnyMove levelMove(const AnyPosition& p, Level level, Random& random, const PerfectMove& perfect) {
    if (!playsPerfectMove(level, random)) return randomMove(p, random);
    return perfect ? perfect(p) : computerMove(p);
}

AnyMove levelMove(const AnyPosition& p, Level level, u64 seed, u64 turn,
                  const PerfectMove& perfect) {
    Random random(seed, turn);
    return levelMove(p, level, random, perfect);
}

} // namespace grundy
