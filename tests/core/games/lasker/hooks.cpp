// SPDX-License-Identifier: MIT
// Lasker's Nim's facts for the shared tests and the fuzz target (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

namespace testhooks::lasker {
namespace {

using namespace grundy;
using testsupport::nums;

/// A split adds a pile, so the universe holds 1 to 3 piles of 0..5.
std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (int count = 1; count <= 3; ++count)
        for (const auto& t : testsupport::allTuples(count, 6))
            all.push_back(makePosition(GameKind::Lasker, testsupport::naturals(t), {}));
    return all;
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    return makePosition(GameKind::Lasker, {huge, big, Natural(7)}, {});
}

Start randomSmall(std::mt19937& rng) { // splits add piles: keep the moves few
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    std::vector<Natural> numbers;
    for (long i = 0, n = 1 + upTo(2); i < n; ++i)
        numbers.emplace_back(upTo(6));
    return {numbers, {}};
}

/// Lasker's SG(x) by x mod 4 (4k + 1 and 4k + 2 are their own values, 4k + 3 and 4k + 4
/// swap), written here rather than taken from the core; it is its own inverse.
Natural laskerValue(const Natural& x) {
    if (x == 0) return 0;
    const unsigned long r = mpz_fdiv_ui(x.get_mpz_t(), 4);
    return r == 0 ? Natural(x - 1) : r == 3 ? Natural(x + 1) : x;
}

/// One more heap, worth the XOR of the others' values.
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& numbers, const Natural&) {
    std::vector<Natural> n = numbers;
    Natural x = 0;
    for (const Natural& h : n)
        x ^= laskerValue(h);
    n.push_back(laskerValue(x));
    return n;
}

/// Splits keep the stones: every state holds at most `stones`.
bool isSmall(const AnyPosition& p) {
    const std::vector<Natural> n = numbersOf(p);
    Natural stones = 0;
    for (const Natural& x : n)
        stones += x;
    return n.size() <= 4 && stones <= 10;
}

} // namespace

const GameHooks& hooks() {
    using grundy::lasker::Position;
    static const GameHooks h{
        .englishName = "Lasker's Nim",
        .sample = {nums({3, 0, 7}), {}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                // [3, 4]: the first move splits the 3 (into 1 and 2), so the file holds a split.
                {"lasker split", {nums({3, 4}), {}}},
                {"lasker from P", {nums({4, 4, 0}), {}}},
            },
        .hugeStart = hugeStart,
        .startDraws = {{"lasker", {}, 2, 6}}, // splits make many heaps: kept small
        .drawNumbers = drawPiles,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                {"lasker", Position{{Natural(3), Natural(5), Natural(7)}}},
                // [3, 4]: the hint splits the 3 into 1 and 2.
                {"laskerSplits", Position{{Natural(3), Natural(4)}}},
            },
        .pPosition = pPosition,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::lasker
