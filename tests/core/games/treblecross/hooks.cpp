// SPDX-License-Identifier: MIT
// Treblecross's facts for the shared tests and the fuzz target (tests/common/gamehooks.h).
#include "gamehooks.h"
#include "testsupport.h"

namespace testhooks::treblecross {
namespace {

using namespace grundy;
using testsupport::nums;

/// Boards of 3 to 6 cells with every set of X cells.
std::vector<AnyPosition> moveBetweenUniverse() {
    std::vector<AnyPosition> all;
    for (unsigned cells = 3; cells <= 6; ++cells)
        for (unsigned mask = 0; mask < (1u << cells); ++mask) {
            std::vector<Natural> numbers{Natural(cells)};
            for (unsigned c = 0; c < cells; ++c)
                if (mask >> c & 1) numbers.emplace_back(c + 1);
            all.push_back(makePosition(GameKind::Treblecross, numbers, {}));
        }
    return all;
}

Start randomSmall(std::mt19937& rng) {
    const auto upTo = [&rng](long max) { return std::uniform_int_distribution<long>(0, max)(rng); };
    const long cells = 3 + upTo(9);
    std::vector<Natural> numbers{Natural(cells)};
    for (long c = 1; c <= cells; ++c)
        if (upTo(4) == 0) numbers.emplace_back(c);
    return {numbers, {}};
}

/// An empty board of the first number's size, fitted to 3..kMaxCells cells.
std::vector<Natural> drawBoard(std::size_t, const Natural& size, Random& random) {
    Natural most = size < 3 ? Natural(3) : size;
    if (most > grundy::treblecross::kMaxCells) most = grundy::treblecross::kMaxCells;
    const Natural cells = 3 + random.below(most - 2);
    return {cells};
}

/// A board is at most kMaxCells cells: no huge start.
std::optional<AnyPosition> hugeStart(const Natural&, const Natural&) {
    return std::nullopt;
}

/// No construction of lost boards from numbers (the runs' values have no closed form).
std::optional<std::vector<Natural>> pPosition(const std::vector<Natural>&, const Natural&) {
    return std::nullopt;
}

/// Boards of up to 12 cells are searched at once.
bool isSmall(const AnyPosition& p) {
    return std::get<grundy::treblecross::Position>(p).board.size() <= 12;
}

/// The fuzzer's numbers as a board: the first (3..40) its cells, the rest X cells in it.
void fuzzOptions(const Natural&, std::vector<Natural>& numbers, GameOptions&) {
    if (numbers.empty()) numbers.emplace_back(3);
    Natural cells = numbers[0] % 38 + 3;
    numbers[0] = cells;
    std::vector<Natural> kept{cells};
    for (std::size_t i = 1; i < numbers.size(); ++i) {
        const Natural x = numbers[i] % cells + 1;
        if (std::find(kept.begin() + 1, kept.end(), x) == kept.end()) kept.push_back(x);
    }
    numbers = kept;
}

} // namespace

const GameHooks& hooks() {
    using grundy::treblecross::Position;
    static const GameHooks h{
        .englishName = "Treblecross",
        .sample = {nums({9, 2}), {}},
        .moveBetweenUniverse = moveBetweenUniverse,
        .records =
            {
                {"treblecross", {nums({12}), {}}},
                {"treblecross X", {nums({10, 5}), {}}},
            },
        .hugeStart = hugeStart,
        // Boards up to 12 cells: the test searches the real game on them.
        .startDraws = {{"treblecross", {}, 1, 12, false}},
        .drawNumbers = drawBoard,
        .randomSmall = randomSmall,
        .playthroughs =
            {
                {"treblecross", Position{std::string(11, '.')}},
                {"treblecrossX", Position{"....X......"}},
            },
        .pPosition = pPosition,
        .fuzzOptions = fuzzOptions,
        .isSmall = isSmall,
        .leavesFewestReplies = false, // safe cells first: tst_treblecrossgame checks it
    };
    return h;
}

} // namespace testhooks::treblecross
