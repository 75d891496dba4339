// SPDX-License-Identifier: MIT
// Georgia and Bob's (staircase Nim's) facts for the shared tests and the fuzz target
// (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

#include <algorithm>
#include <numeric>

namespace testhooks::staircase {
namespace {

using namespace grundy;
using testsupport::nums;

/// Every set of chips on a strip of 7 cells.
std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (unsigned mask = 0; mask < (1u << 7); ++mask) {
        std::vector<Natural> cells;
        for (long c = 1; c <= 7; ++c)
            if (mask & (1u << (c - 1))) cells.emplace_back(c);
        all.push_back(makePosition(GameKind::Staircase, cells, {{"cells", "7"}}));
    }
    return all;
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    GameOptions options;
    options.set("cells", big + 5);
    return makePosition(GameKind::Staircase, {Natural(1), huge, big}, options);
}

/// Distinct cells of the strip.
std::vector<Natural> drawNumbers(std::size_t count, const Natural& size, Random& random) {
    std::vector<Natural> numbers = random.distinctBelow(size, count);
    for (Natural& cell : numbers)
        cell += 1;
    return numbers;
}

Start randomSmall(std::mt19937& rng) {
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    GameOptions options;
    options.set("cells", 6 + upTo(6));
    std::vector<long> cells(options.natural("cells")->get_si());
    std::iota(cells.begin(), cells.end(), 1);
    std::shuffle(cells.begin(), cells.end(), rng);
    std::vector<Natural> numbers;
    for (long i = 0, n = 1 + upTo(2); i < n; ++i)
        numbers.emplace_back(cells[i]);
    return {numbers, options};
}

/// Chips in pairs, left to right: numbers are (space before the pair, gap inside it);
/// the last gap is the XOR of the others, so the gaps XOR to 0.
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& numbers, const Natural&) {
    const std::vector<Natural> pairs = zeroXorPairs(numbers);
    std::vector<Natural> cells;
    Natural cell = 0;
    for (std::size_t i = 0; i < pairs.size(); i += 2) {
        cell += pairs[i] + 1;
        cells.push_back(cell);
        cell += pairs[i + 1] + 1;
        cells.push_back(cell);
    }
    return cells;
}

/// The fuzzer's option is the number of free cells after the last chip.
void fuzzOptions(const Natural& option, std::vector<Natural>& numbers, GameOptions& options) {
    const auto last = std::max_element(numbers.begin(), numbers.end());
    options.set("cells", (last == numbers.end() ? Natural(0) : *last) + option);
}

bool isSmall(const AnyPosition& p) {
    return *optionsOf(p).natural("cells") <= 12;
}

} // namespace

const GameHooks& hooks() {
    static const GameHooks h{
        .englishName = "Georgia and Bob",
        .sample = {nums({2, 5, 9, 14}), {{"cells", "20"}}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                {"staircase", {nums({2, 5, 9, 14}), {{"cells", "16"}}}},
                {"staircase mid-game", {nums({14, 2, 9}), {{"cells", "16"}}}, 2},
            },
        .hugeStart = hugeStart,
        .startDraws = {{"staircase", {}, 3}},
        .drawNumbers = drawNumbers,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                {"georgiaAndBob",
                 grundy::staircase::fromCells({Natural(2), Natural(5), Natural(9), Natural(14)},
                                              Natural(20))},
            },
        .pPosition = pPosition,
        .fuzzOptions = fuzzOptions,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::staircase
