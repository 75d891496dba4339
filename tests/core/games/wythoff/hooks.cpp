// SPDX-License-Identifier: MIT
// Wythoff's game's facts for the shared tests and the fuzz target (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

#include <algorithm>

namespace testhooks::wythoff {
namespace {

using namespace grundy;
using testsupport::nums;

std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (const auto& t : testsupport::allTuples(2, 10)) // numbers 0..9
        all.push_back(makePosition(GameKind::Wythoff, testsupport::naturals(t), {}));
    return all;
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    return makePosition(GameKind::Wythoff, {huge, big}, {});
}

Start randomSmall(std::mt19937& rng) {
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    std::vector<Natural> numbers;
    for (long i = 0; i < 2; ++i)
        numbers.emplace_back(upTo(9));
    return {numbers, {}};
}

/// The k-th P-position (floor(k phi), floor(k phi) + k) for k = n1, its piles swapped when
/// n2 is odd.
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& n, const Natural&) {
    if (n.empty()) return std::nullopt;
    const Natural a = testsupport::referenceLower(n[0]);
    const Natural b = a + n[0];
    if (n.size() > 1 && mpz_odd_p(n[1].get_mpz_t())) return std::vector<Natural>{b, a};
    return std::vector<Natural>{a, b};
}

bool isSmall(const AnyPosition& p) {
    const std::vector<Natural> n = numbersOf(p);
    return std::all_of(n.begin(), n.end(), [](const Natural& x) { return x <= 16; });
}

} // namespace

const GameHooks& hooks() {
    using grundy::wythoff::Position;
    static const GameHooks h{
        .englishName = "Wythoff's game",
        .sample = {nums({30, 47}), {}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                {"wythoff", {nums({30, 47}), {}}},
                {"wythoff no moves", {nums({30, 47}), {}}, 0},
                // Misère play: from (2, 2) player 0 takes the last stone, so player 1 wins;
                // (0, 0) is over at once, won by the player to move.
                {"wythoff misere", {nums({2, 2}), {{"play", "misere"}}}, kToTheEnd, 1},
                {"wythoff misere (0, 0)", {nums({0, 0}), {{"play", "misere"}}}, kToTheEnd, 0},
            },
        .hugeStart = hugeStart,
        .startDraws =
            {
                {"wythoff", {}, 2},
                {"wythoff misere", {{"play", "misere"}}, 2},
            },
        .drawNumbers = drawPiles,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                {"wythoff", Position{Natural(5), Natural(8)}},
                {"misereWythoff", Position{Natural(5), Natural(8), grundy::Convention::Misere}},
                // (4, 6) is won only by taking 1 from both: the ladder.
                {"wythoffBothPiles", Position{Natural(4), Natural(6)}},
            },
        .pPosition = pPosition,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::wythoff
