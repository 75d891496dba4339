// SPDX-License-Identifier: MIT
// Why a position of Georgia and Bob is won or lost, in words a student can follow (explain.h).
#include "core/games/staircase/staircaseexplain.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/staircase/staircasewords.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace grundy::staircase {

using namespace explain;
using namespace words;

namespace {

/// A pair of chips from the right: chip indices (no left chip: the wall) and the gap.
struct ChipPair {
    std::size_t right = 0;
    std::optional<std::size_t> left;
    Natural gap;
};

/// Pairs from the left end to the right end of the strip (the wall pair first).
std::vector<ChipPair> chipPairs(const Position& p) {
    std::vector<ChipPair> pairs;
    for (std::size_t r = p.cells.size(); r-- > 0;) {
        ChipPair pair{r, std::nullopt, p.cells[r] - 1};
        if (r > 0) {
            pair.left = r - 1;
            pair.gap = p.cells[r] - p.cells[r - 1] - 1;
            --r; // the left chip is used up
        }
        pairs.push_back(std::move(pair));
    }
    std::reverse(pairs.begin(), pairs.end());
    return pairs;
}

Message pairLabel(const Position& p, const ChipPair& pair) {
    if (!pair.left) return {ChipAndWall, {p.cells[pair.right]}};
    return {ChipsOn, {p.cells[*pair.left], p.cells[pair.right]}};
}

Explanation explainStaircase(const Position& p) {
    validate(p);
    Explanation e;
    fillCommon(e, p, GameStaircase,
               p.cells.empty() ? text(StaircaseNoCells)
                               : Message{StaircasePosition, {numberList(p.cells)}});
    const auto pairs = chipPairs(p);
    std::vector<Message> labels;
    std::vector<Natural> gapValues;
    for (const ChipPair& pair : pairs) {
        labels.push_back(pairLabel(p, pair));
        gapValues.push_back(pair.gap);
    }
    const Natural x = xorOf(gapValues);
    e.binary = binaryTable(labels, gapValues);
    e.facts = {{text(FactChips), p.cells.size()},
               {text(FactStripLength), p.length},
               {text(FactGapXor), x}};
    if (e.over) {
        e.paragraphs.push_back(text(StaircaseOver));
        return e;
    }
    e.paragraphs.push_back(text(StaircaseIntroPairs));
    e.paragraphs.push_back(text(StaircaseIntroNim));
    if (x == 0) {
        e.paragraphs.push_back(text(StaircaseZero));
        return e;
    }
    e.facts.push_back({text(FactOddColumns), oddColumns(x)});
    std::vector<Message> movers;
    for (std::size_t i : e.binary->winningRows)
        movers.push_back({ThePairOf, {labels[i]}});
    e.paragraphs.push_back(
        {StaircaseWinning,
         {withBinary(x), oddColumns(x), columnName(topBit(x)), joined(std::move(movers))}});
    return e;
}

} // namespace

Explanation explainPosition(const AnyPosition& position) {
    return explainStaircase(std::get<Position>(position));
}

Message reason(const Position& p, const Move& m) {
    const auto pairs = chipPairs(p);
    std::vector<Natural> gapValues;
    for (const ChipPair& pair : pairs)
        gapValues.push_back(pair.gap);
    const Natural x = xorOf(gapValues);
    const Natural slide = p.cells.at(m.chip) - m.to;
    for (const ChipPair& pair : pairs) {
        if (pair.right != m.chip && pair.left != m.chip) continue;
        const bool right = pair.right == m.chip;
        const Natural newGap = right ? Natural(pair.gap - slide) : Natural(pair.gap + slide);
        return {right ? StaircaseReasonRight : StaircaseReasonLeft,
                {pairLabel(p, pair), slide, pair.gap, newGap, x}};
    }
    throw IllegalMove({ErrorNoChipNumber, {m.chip + 1}});
}

} // namespace grundy::staircase
