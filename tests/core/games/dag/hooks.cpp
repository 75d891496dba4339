// SPDX-License-Identifier: MIT
// The chessmen-on-a-graph game's facts for the shared tests and the fuzz target
// (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

namespace testhooks::dag {
namespace {

using namespace grundy;
using testsupport::nums;

/// Two chessmen on a small graph; they may share a vertex: any legal move between the
/// positions will do.
std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    const GameOptions graph{{"graph", "0>1,0>2,1>2,1>3,2>3,4>3"}};
    for (const auto& t : testsupport::allTuples(2, 5))
        all.push_back(makePosition(GameKind::Dag, testsupport::naturals(t), graph));
    return all;
}

/// None: the chessmen stand on the graph's few vertices.
std::optional<AnyPosition> hugeStart(const Natural&, const Natural&) {
    return std::nullopt;
}

/// Chessmen on the first 5 vertices.
std::vector<Natural> drawNumbers(std::size_t count, const Natural&, Random& random) {
    std::vector<Natural> numbers;
    for (std::size_t i = 0; i < count; ++i)
        numbers.push_back(random.below(Natural(5)));
    return numbers;
}

Start randomSmall(std::mt19937& rng) { // a random graph of 6 to 12 vertices, one or two chessmen
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    GameOptions options;
    options.set("graph", grundy::dag::randomGraphText(6 + std::size_t(upTo(6)), rng()));
    std::vector<Natural> numbers;
    for (long i = 0, n = 1 + upTo(1); i < n; ++i)
        numbers.emplace_back(upTo(5));
    return {numbers, options};
}

/// None from numbers alone.
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>&, const Natural&) {
    return std::nullopt;
}

/// The fuzzer's option is the seed of a random graph of 2 + (seed mod 40) vertices, whose
/// vertices the numbers name modulo their count.
void fuzzOptions(const Natural& option, std::vector<Natural>& numbers, GameOptions& options) {
    const std::size_t vertices = 2 + option.get_ui() % 40;
    options.set("graph", grundy::dag::randomGraphText(vertices, option.get_ui()));
    for (Natural& v : numbers)
        v %= Natural(vertices);
}

/// Up to 12^3 positions of 3 chessmen.
bool isSmall(const AnyPosition& p) {
    return numbersOf(p).size() <= 3 &&
           std::get<grundy::dag::Position>(p).graph->vertexCount() <= 12;
}

} // namespace

const GameHooks& hooks() {
    static const GameHooks h{
        .englishName = "Chessmen on a graph",
        .sample = {nums({0, 2}), {{"graph", "0>1,0>2,1>2,1>3,2>3,4>3"}}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                {"dag", {nums({0, 0, 4}), {{"graph", "7: 0>1, 0>2, 1>3, 2>3, 3>5, 4>5, 0>4"}}}},
                {"dag mid-game",
                 {nums({4, 0}), {{"graph", "7: 0>1, 0>2, 1>3, 2>3, 3>5, 4>5, 0>4"}}},
                 1},
            },
        .hugeStart = hugeStart,
        .startDraws = {{"dag", {{"graph", "0>1,0>2,1>3,2>3,3>4,1>4"}}, 3, 9, false}},
        .drawNumbers = drawNumbers,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                {"chessmenOnAGraph",
                 grundy::dag::fromGraph("0>1,0>2,1>3,2>3,2>4,3>5,4>5",
                                        {Natural(0), Natural(2), Natural(3), Natural(4)})},
            },
        .pPosition = pPosition,
        .fuzzOptions = fuzzOptions,
        .isSmall = isSmall,
    };
    return h;
}

} // namespace testhooks::dag
