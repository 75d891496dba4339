// SPDX-License-Identifier: MIT
// Nim's facts for the shared tests and the fuzz target (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

namespace testhooks::nim {
namespace {

using namespace grundy;
using testsupport::nums;

std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (const auto& t : testsupport::allTuples(3, 5)) // numbers 0..4
        all.push_back(makePosition(GameKind::Nim, testsupport::naturals(t), {}));
    return all;
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    return makePosition(GameKind::Nim, {huge, big, Natural(7)}, {});
}

Start randomSmall(std::mt19937& rng) {
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    std::vector<Natural> numbers;
    for (long i = 0, n = 2 + upTo(1); i < n; ++i)
        numbers.emplace_back(upTo(9));
    return {numbers, {}};
}

/// One more pile, the XOR of the others.
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& numbers, const Natural&) {
    std::vector<Natural> n = numbers;
    n.push_back(xorOf(n));
    return n;
}

bool isSmall(const AnyPosition& p) {
    return fewStates(numbersOf(p), 20000);
}

} // namespace

const GameHooks& hooks() {
    static const GameHooks h{
        .englishName = "Nim",
        .sample = {nums({3, 0, 7}), {}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                {"nim", {nums({3, 0, 7, 9}), {}}},
                {"nim from P", {nums({1, 2, 3}), {}}},
                // Misère P-positions: player 0 takes the last stone, so player 1 wins.
                {"nim misere", {nums({1, 1, 1}), {{"play", "misere"}}}, kToTheEnd, 1},
                {"nim misere from N", {nums({3, 0, 7, 9}), {{"play", "misere"}}}, kToTheEnd, 0},
            },
        .hugeStart = hugeStart,
        .startDraws =
            {
                {"nim", {}, 3},
                {"nim misere", {{"play", "misere"}}, 3},
            },
        .drawNumbers = drawPiles,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                {"nim", grundy::nim::Position{{Natural(3), Natural(5), Natural(7)}}},
                {"misereNim", grundy::nim::Position{{Natural(3), Natural(5), Natural(7)},
                                                    grundy::Convention::Misere}},
            },
        .pPosition = pPosition,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::nim
