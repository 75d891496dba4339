// SPDX-License-Identifier: MIT
// The subtraction game's facts for the shared tests and the fuzz target
// (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

#include <string>

namespace testhooks::subtraction {
namespace {

using namespace grundy;
using testsupport::nums;

std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (const auto& t : testsupport::allTuples(2, 8)) // numbers 0..7
        all.push_back(
            makePosition(GameKind::Subtraction, testsupport::naturals(t), {{"set", "1,3,4"}}));
    return all;
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    return makePosition(GameKind::Subtraction, {huge, big}, {{"set", "1,3,4"}});
}

Start randomSmall(std::mt19937& rng) {
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    GameOptions options;
    options.set("set", upTo(1) ? "1,3,4" : "2,5");
    options.set("play", upTo(1) ? "misere" : "normal");
    std::vector<Natural> numbers;
    for (long i = 0, n = 1 + upTo(2); i < n; ++i)
        numbers.emplace_back(upTo(12));
    return {numbers, options};
}

/// Every pile twice: SG values XOR to 0 (normal play).
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& numbers, const Natural&) {
    std::vector<Natural> n = numbers;
    n.insert(n.end(), numbers.begin(), numbers.end());
    return n;
}

/// The options from one number: odd means misère play; the rest, halved, is 0 for the
/// powers of two, 1 for the Fibonacci set, else its bits are the set (bit i: a take of i + 1).
void fuzzOptions(const Natural& option, std::vector<Natural>&, GameOptions& options) {
    options.set("play", mpz_odd_p(option.get_mpz_t()) ? "misere" : "normal");
    const Natural code = option / 2;
    std::string set;
    for (std::size_t bit = 0; code > 1 && bit < mpz_sizeinbase(code.get_mpz_t(), 2); ++bit)
        if (mpz_tstbit(code.get_mpz_t(), bit))
            set += (set.empty() ? "" : ",") + std::to_string(bit + 1);
    options.set("set", code == 0 ? "powers-of-two" : code == 1 ? "fibonacci" : set);
}

/// As Nim: each state has at most `stones` moves.
bool isSmall(const AnyPosition& p) {
    return fewStates(numbersOf(p), 20000);
}

} // namespace

const GameHooks& hooks() {
    using grundy::subtraction::Position;
    using grundy::subtraction::Set;
    static const GameHooks h{
        .englishName = "Subtraction game",
        .sample = {nums({7, 0, 9}), {{"set", "1,3,4"}}},
        .moveBetweenUniverse = moveBetweenUniverse,
        // More sets and both conventions: tst_record's roundTripSubtraction.
        .records = {{"subtraction", {nums({9, 12}), {{"set", "1,3,4"}}}}},
        .hugeStart = hugeStart,
        .startDraws =
            {
                {"subtraction", {{"set", "1,3,4"}}, 3},
                // Misère play with several heaps is searched, so only small heaps are decided.
                {"subtraction misere", {{"set", "2,5"}, {"play", "misere"}}, 2, 9, false},
            },
        .drawNumbers = drawPiles,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                {"subtraction",
                 Position{{Natural(7), Natural(9), Natural(5)}, *Set::parse("1,3,4")}},
                // The person wins by leaving the computer the last stones.
                {"subtractionMisere", Position{{Natural(9), Natural(6)},
                                               *Set::parse("2,5"),
                                               grundy::Convention::Misere}},
            },
        .pPosition = pPosition,
        .fuzzOptions = fuzzOptions,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::subtraction
