// SPDX-License-Identifier: MIT
// The octal games' facts for the shared tests and the fuzz target (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

#include <string>

namespace testhooks::octal {
namespace {

using namespace grundy;
using testsupport::nums;

/// The codes the shared tests play: Kayles, Dawson's Kayles, Grundy's game and 4.07, whose
/// first 4 splits without taking as well as knocking pins down.
constexpr const char* kCodes[] = {"0.77", "0.07", "4!.0", "4.07", "0.137", "0.6", "0.4"};

std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (const char* code : {"0.77", "4!.0", "4.07"})
        for (int count = 1; count <= 3; ++count)
            for (const auto& t : testsupport::allTuples(count, 6))
                all.push_back(makePosition(GameKind::Octal, testsupport::naturals(t), {{"code", code}}));
    return all;
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    return makePosition(GameKind::Octal, {huge, big, Natural(7)}, {{"code", "0.77"}});
}

Start randomSmall(std::mt19937& rng) {
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    std::vector<Natural> numbers;
    for (long i = 0, n = 1 + upTo(2); i < n; ++i)
        numbers.emplace_back(upTo(7));
    return {numbers, {{"code", kCodes[upTo(std::size(kCodes) - 1)]}}};
}

/// Every row twice: the values XOR to 0.
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& numbers, const Natural&) {
    std::vector<Natural> n = numbers;
    n.insert(n.end(), numbers.begin(), numbers.end());
    return n;
}

/// The code from the fuzzer's number: one of kCodes, or, past them, the number's octal
/// digits after "0." (a number with no usable digit plays Kayles).
void fuzzOptions(const Natural& option, std::vector<Natural>&, GameOptions& options) {
    if (option < Natural(std::size(kCodes))) {
        options.set("code", kCodes[option.get_ui()]);
        return;
    }
    std::string digits = option.get_str(8);
    if (digits.size() > 6) digits.resize(6);
    while (!digits.empty() && digits.back() == '0')
        digits.pop_back();
    options.set("code", digits.empty() ? "0.77" : "0." + digits);
}

/// Splits keep the pins or lose some: every state holds at most the pins of the start.
bool isSmall(const AnyPosition& p) {
    const std::vector<Natural> n = numbersOf(p);
    Natural pins = 0;
    for (const Natural& x : n)
        pins += x;
    return n.size() <= 4 && pins <= 12;
}

} // namespace

const GameHooks& hooks() {
    using grundy::octal::Position;
    using grundy::takebreak::OctalCode;
    static const GameHooks h{
        .englishName = "Octal game",
        .sample = {nums({5, 0, 7}), {{"code", "0.77"}}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                {"kayles", {nums({4, 7}), {{"code", "0.77"}}}},
                {"grundys game", {nums({9, 5}), {{"code", "4!.0"}}}},
            },
        .hugeStart = hugeStart,
        .startDraws =
            {
                // Moves make rows: two rows keep the search of the real game short.
                {"kayles", {{"code", "0.77"}}, 2, 8},
                {"dawson kayles", {{"code", "0.07"}}, 2, 8},
                // Grundy's game has no period: huge starts are refused.
                {"grundys game", {{"code", "4!.0"}}, 2, 9, false},
            },
        .drawNumbers = drawPiles,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                {"kayles", Position{{Natural(3), Natural(5), Natural(7)}, OctalCode::parse("0.77")}},
                {"grundysGame", Position{{Natural(7), Natural(9)}, OctalCode::grundysGame()}},
            },
        .pPosition = pPosition,
        .fuzzOptions = fuzzOptions,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::octal
