// SPDX-License-Identifier: MIT
// Northcott's game's facts for the shared tests and the fuzz target
// (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

#include <algorithm>

namespace testhooks::northcott {
namespace {

using namespace grundy;
using testsupport::nums;

/// None: the positions carry the colour to move, which their numbers do not say;
/// tst_northcott checks its moveBetween on positions read back from numbers.
std::vector<AnyPosition> moveBetweenUniverse() {
    return {};
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    return makePosition(GameKind::Northcott, {Natural(1), huge, big, Natural(2)}, {});
}

/// `count` rows of a board of 8 columns: the black piece, then the white one to its right.
std::vector<Natural> drawNumbers(std::size_t count, const Natural&, Random& random) {
    std::vector<Natural> numbers;
    for (std::size_t row = 0; row < count; ++row) {
        const Natural black = random.below(Natural(7)) + 1;
        numbers.push_back(black);
        numbers.push_back(black + 1 + random.below(Natural(8) - black));
    }
    return numbers;
}

Start randomSmall(std::mt19937& rng) { // one or two rows of a board of 3 to 6 columns
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    GameOptions options;
    options.set("columns", 3 + upTo(3));
    std::vector<Natural> numbers;
    for (long i = 0, n = 1 + upTo(1); i < n; ++i) {
        const long m = options.natural("columns")->get_si();
        const long black = 1 + upTo(m - 1);
        long white = 1 + upTo(m - 2);
        if (white >= black) ++white;
        numbers.emplace_back(black);
        numbers.emplace_back(white);
    }
    return {numbers, options};
}

/// Rows from pairs (space before the row, gap inside it), black on the left in even rows
/// and on the right in odd ones; the last gap is the XOR of the others.
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& numbers, const Natural&) {
    const std::vector<Natural> pairs = zeroXorPairs(numbers);
    std::vector<Natural> out;
    for (std::size_t i = 0; i < pairs.size(); i += 2) {
        const Natural left = pairs[i] + 1, right = left + pairs[i + 1] + 1;
        out.push_back(i % 4 == 0 ? left : right);
        out.push_back(i % 4 == 0 ? right : left);
    }
    return out;
}

/// The fuzzer's option is the number of free columns after the rightmost piece.
void fuzzOptions(const Natural& option, std::vector<Natural>& numbers, GameOptions& options) {
    const auto last = std::max_element(numbers.begin(), numbers.end());
    options.set("columns", (last == numbers.end() ? Natural(0) : *last) + option);
}

/// Never: loopy (pieces move back), so the fuzzer's depth-first search would not end; and
/// the numbers do not say whose colour moves. tests/core/games/northcott/tst_northcott
/// checks every rule against a retrograde analysis of all small boards instead.
bool isSmall(const AnyPosition&) {
    return false;
}

} // namespace

const GameHooks& hooks() {
    static const GameHooks h{
        .englishName = "Northcott's game",
        .sample = {nums({4, 5, 9, 2}), {{"columns", "20"}}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                // The colour to move is not in the numbers: reading gives it back.
                {"northcott", {nums({2, 6, 7, 3, 1, 4}), {{"columns", "8"}}}},
                {"northcott mid-game", {nums({2, 6, 7, 3}), {{"columns", "8"}}}, 3},
                {"northcott over", {nums({1, 2, 8, 7}), {{"columns", "8"}}}},
            },
        .hugeStart = hugeStart,
        .startDraws = {{"northcott", {{"columns", "8"}}, 3, 9, false}},
        .drawNumbers = drawNumbers,
        .loopy = true,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                // Gaps 2, 4 and 5: black wins; pieces in either order.
                {"northcott", grundy::northcott::fromNumbers({Natural(1), Natural(4), Natural(9),
                                                              Natural(4), Natural(2), Natural(8)},
                                                             Natural(10))},
            },
        .pPosition = pPosition,
        .fuzzOptions = fuzzOptions,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::northcott
