// SPDX-License-Identifier: MIT
// The redistribution game's facts for the shared tests and the fuzz target
// (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

#include <algorithm>

namespace testhooks::redistribution {
namespace {

using namespace grundy;
using testsupport::nums;

std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (const auto& t : testsupport::allTuples(3, 5))
        all.push_back(makePosition(GameKind::Redistribution, testsupport::naturals(t), {}));
    return all;
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    return makePosition(GameKind::Redistribution, {huge, big, Natural(1)}, {});
}

Start randomSmall(std::mt19937& rng) { // the moves multiply fast: keep it tiny
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    std::vector<Natural> numbers;
    for (long i = 0, n = 1 + upTo(2); i < n; ++i)
        numbers.emplace_back(1 + upTo(3));
    return {numbers, {}};
}

/// Every size twice.
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& numbers, const Natural&) {
    std::vector<Natural> n = numbers;
    n.insert(n.end(), numbers.rbegin(), numbers.rend());
    return n;
}

bool isSmall(const AnyPosition& p) {
    const std::vector<Natural> n = numbersOf(p);
    return n.size() <= 3 &&
           std::all_of(n.begin(), n.end(), [](const Natural& x) { return x <= 4; });
}

} // namespace

const GameHooks& hooks() {
    using grundy::redistribution::Position;
    static const GameHooks h{
        .englishName = "Redistribution game",
        .sample = {nums({3, 5, 5, 8}), {}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records = {{"redistribution", {nums({3, 5, 5, 8}), {}}}},
        .hugeStart = hugeStart,
        .startDraws = {{"redistribution", {}, 3, 5, false}},
        .drawNumbers = drawPiles,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                {"redistribution", Position{{Natural(3), Natural(5), Natural(5), Natural(8)}}},
                {"redistributionSmall", Position{{Natural(1), Natural(2), Natural(4)}}},
            },
        .pPosition = pPosition,
        .isSmall = isSmall,
        // One winning move, by the pairing construction (its header), not all of them; and
        // from a P-position the computer follows a rule of its own.
        .listsEveryWinningMove = false,
    };
    return h;
}

} // namespace testhooks::redistribution
