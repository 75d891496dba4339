// SPDX-License-Identifier: MIT
// The Bash game's facts for the shared tests and the fuzz target (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

namespace testhooks::bash {
namespace {

using namespace grundy;
using testsupport::nums;

std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (long n = 0; n <= 12; ++n)
        all.push_back(makePosition(GameKind::Bash, nums({n}), {{"k", "3"}}));
    return all;
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    GameOptions options;
    options.set("k", huge);
    return makePosition(GameKind::Bash, {big}, options);
}

Start randomSmall(std::mt19937& rng) {
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    GameOptions options;
    options.set("k", 1 + upTo(4));
    return {nums({1 + upTo(30)}), options};
}

/// The fuzzer's option is K: a multiple of K + 1 is a P-position.
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& n, const Natural& k) {
    if (n.empty()) return std::nullopt;
    return std::vector<Natural>{n[0] * (k + 1)};
}

void fuzzOptions(const Natural& k, std::vector<Natural>&, GameOptions& options) {
    options.set("k", k);
}

bool isSmall(const AnyPosition& p) {
    return numbersOf(p)[0] <= 100;
}

} // namespace

const GameHooks& hooks() {
    static const GameHooks h{
        .englishName = "Bash game",
        .sample = {nums({23}), {{"k", "4"}}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                {"bash", {nums({30}), {{"k", "4"}}}},
                {"bash mid-game", {nums({30}), {{"k", "4"}}}, 3},
                // Misère play: player 0 takes the last stone, so player 1 wins.
                {"bash misere", {nums({9}), {{"k", "3"}, {"play", "misere"}}}, kToTheEnd, 1},
            },
        .hugeStart = hugeStart,
        .startDraws =
            {
                {"bash", {{"k", "3"}}, 1},
                {"bash misere", {{"k", "4"}, {"play", "misere"}}, 1},
            },
        .drawNumbers = drawPiles,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                {"bash", grundy::bash::Position{Natural(23), Natural(4)}},
                // Misère play: the computer is left the last stone.
                {"misereBash",
                 grundy::bash::Position{Natural(23), Natural(4), grundy::Convention::Misere}},
            },
        .pPosition = pPosition,
        .fuzzOptions = fuzzOptions,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::bash
