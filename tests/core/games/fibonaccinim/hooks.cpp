// SPDX-License-Identifier: MIT
// Fibonacci Nim's facts for the shared tests and the fuzz target (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

namespace testhooks::fibonaccinim {
namespace {

using namespace grundy;
using testsupport::nums;

/// (stones, limit) for up to 12 stones, every limit up to 26 (0 only with no stones).
std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (long s = 0; s <= 12; ++s)
        for (long l = s == 0 ? 0 : 1; l <= 26; ++l)
            all.push_back(makePosition(GameKind::FibonacciNim, nums({s, l}), {}));
    return all;
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    return makePosition(GameKind::FibonacciNim, {big, huge}, {});
}

/// A heap of at least 2 stones, so that it has a first move.
std::vector<Natural> drawNumbers(std::size_t, const Natural& size, Random& random) {
    return {random.below(size - 1) + 2};
}

Start randomSmall(std::mt19937& rng) { // the stones and the limit
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    return {nums({2 + upTo(30), 1 + upTo(20)}), {}};
}

/// Parts F(i) (GMP's numbering, independent of the core) at indices 3 + n1, then 2 + n2
/// above the one before, ...: never neighbours, so their sum has these parts and a limit one
/// below the smallest (at least 2) makes a P-position: (sum, smallest - 1).
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& numbers, const Natural&) {
    if (numbers.empty()) return std::nullopt;
    constexpr unsigned long kMaxIndex = 950; // F(950) has 199 digits
    unsigned long index = 1;
    Natural sum = 0, smallest = 0, part;
    for (const Natural& n : numbers) {
        if (n > kMaxIndex) return std::nullopt;
        index += 2 + n.get_ui();
        if (index > kMaxIndex) return std::nullopt;
        mpz_fib_ui(part.get_mpz_t(), index);
        if (smallest == 0) smallest = part;
        sum += part;
    }
    return std::vector<Natural>{sum, smallest - 1};
}

/// (stones, limit) states below the heap, each limit at most 2 x 60.
bool isSmall(const AnyPosition& p) {
    return numbersOf(p)[0] <= 60;
}

} // namespace

const GameHooks& hooks() {
    static const GameHooks h{
        .englishName = "Fibonacci Nim",
        .sample = {nums({20, 7}), {}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                {"fibonacci-nim", {nums({20}), {}}},
                {"fibonacci-nim from P", {nums({21, 20}), {}}},
                {"fibonacci-nim mid-game", {nums({30, 7}), {}}, 2},
            },
        .hugeStart = hugeStart,
        .startDraws = {{"fibonacci-nim", {}, 1, 9, false}},
        .drawNumbers = drawNumbers,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                // 20 = 13 + 5 + 2: the first move takes 2, and so on.
                {"fibonacciNim", grundy::fibonaccinim::startPosition(Natural(20))},
            },
        .pPosition = pPosition,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::fibonaccinim
