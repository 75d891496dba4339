// SPDX-License-Identifier: MIT
#include "level.h"

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

AnyMove levelMove(const AnyPosition& p, Level level, Random& random) {
    bool perfect = true;
    switch (level) {
    case Level::Perfect:
    case Level::Coach:
        break;
    case Level::Strong:
        perfect = random.below(u64{10}) < 9;
        break;
    case Level::Learner:
        perfect = random.below(u64{2}) == 0;
        break;
    case Level::Random:
        perfect = false;
        break;
    }
    return perfect ? computerMove(p) : randomMove(p, random);
}

AnyMove levelMove(const AnyPosition& p, Level level, u64 seed, u64 turn) {
    Random random(seed, turn);
    return levelMove(p, level, random);
}

} // namespace grundy
