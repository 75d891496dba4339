// SPDX-License-Identifier: MIT
// The sum of games' facts for the shared tests and the fuzz target (tests/common/gamehooks.h).
// A sum's numbers are each component's count of numbers, then its numbers; its option
// "components" names the games ("nim;kayles").
#include "gamehooks.h"
#include "testsupport.h"

#include "core/games/sum/sum.h"

#include <array>

namespace testhooks::sum {
namespace {

using namespace grundy;
using testsupport::nums;

/// The numbers of two components: the first half of `numbers`, then the rest.
std::vector<Natural> twoComponents(const std::vector<Natural>& numbers) {
    const std::size_t half = (numbers.size() + 1) / 2;
    std::vector<Natural> out{Natural(half)};
    out.insert(out.end(), numbers.begin(), numbers.begin() + std::ptrdiff_t(half));
    out.push_back(numbers.size() - half);
    out.insert(out.end(), numbers.begin() + std::ptrdiff_t(half), numbers.end());
    return out;
}

GameOptions components(std::string text) {
    GameOptions options;
    options.set("components", std::move(text));
    return options;
}

std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (long a = 0; a <= 2; ++a)
        for (long b = 0; b <= 2; ++b)
            for (long c = 0; c <= 3; ++c)
                all.push_back(makePosition(GameKind::Sum, nums({2, a, b, 1, c}),
                                           components("nim;bash:k=2")));
    return all;
}

std::optional<AnyPosition> hugeStart(const Natural& huge, const Natural& big) {
    return makePosition(GameKind::Sum, {1, huge, 2, big, huge}, components("kayles;nim"));
}

std::vector<Natural> drawNumbers(std::size_t count, const Natural& size, Random& random) {
    return twoComponents(drawPiles(std::max<std::size_t>(count, 2), size, random));
}

Start randomSmall(std::mt19937& rng) {
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    // Each pair of games with how many numbers each takes: a fixed count, or 1 to 2.
    struct Pair {
        const char* games;
        long first, second; ///< 0: one or two numbers
    };
    static const std::array<Pair, 4> pairs{{{"nim;kayles", 0, 0},
                                            {"bash:k=3;lasker", 1, 0},
                                            {"subtraction:set=1,3,4;wythoff", 0, 2},
                                            {"kayles;dawson-kayles", 1, 1}}};
    const Pair& pair = pairs[std::size_t(upTo(3))];
    std::vector<Natural> numbers;
    for (const long fixed : {pair.first, pair.second}) {
        const long count = fixed ? fixed : 1 + upTo(1);
        numbers.push_back(count);
        for (long i = 0; i < count; ++i)
            numbers.push_back(upTo(5));
    }
    return {numbers, components(pair.games)};
}

/// Two equal components make a P-position: the second player copies the first.
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>& n, const Natural&) {
    std::vector<Natural> out = n;
    out.insert(out.end(), n.begin(), n.end());
    return out;
}

/// The fuzzer's option chooses the game of both components; the numbers are split in two.
void fuzzOptions(const Natural& option, std::vector<Natural>& numbers, GameOptions& options) {
    static const std::array<const char*, 5> games{"nim", "kayles", "lasker", "dawson-kayles",
                                                  "subtraction:set=1,3,4"};
    const std::string game = games[Natural(option % games.size()).get_ui()];
    options.set("components", game + ';' + game);
    numbers = twoComponents(numbers);
}

bool isSmall(const AnyPosition& p) {
    const std::vector<Natural> numbers = numbersOf(p);
    Natural total = 0;
    for (const Natural& n : numbers)
        total += n;
    // Lasker's Nim splits piles, so its sums have many more positions to search: 6 and 6
    // took 16 s in the fuzz target (instrumented), 5 and 4 take 0.6 s.
    const bool splits = optionsOf(p).find("components")->find("lasker") != std::string::npos;
    return numbers.size() <= 8 && total <= (splits ? 9 : 14);
}

} // namespace

const GameHooks& hooks() {
    static const GameHooks h{
        .englishName = "Sum of games",
        .sample = {nums({2, 3, 5, 1, 6}), components("nim;kayles")},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                {"sum", {nums({2, 3, 5, 1, 6}), components("nim;kayles")}},
                {"sum mid-game", {nums({2, 4, 7, 1, 9}), components("wythoff;lasker")}, 3},
            },
        .hugeStart = hugeStart,
        .startDraws = {{"sum", components("nim;kayles"), 3}},
        .drawNumbers = drawNumbers,
        .randomSmall = randomSmall,
        .playthroughs = {{"sum", grundy::sum::fromWords({"nim:3,5", "wythoff:4,7", "kayles:6"})}},
        .pPosition = pPosition,
        .fuzzOptions = fuzzOptions,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::sum
