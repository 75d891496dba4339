// SPDX-License-Identifier: MIT
// Why a position of Nim is won or lost, in words a student can follow (explain.h).
#include "core/games/nim/nimexplain.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/nim/nimwords.h"
#include "core/text/words.h"

#include <algorithm>
#include <vector>

namespace grundy::nim {

using namespace explain;
using namespace words;

namespace {

Message pileName(std::size_t i) {
    return {PileNumber, {i + 1}};
}

/// How many piles of exactly 1.
std::size_t onesIn(const std::vector<Natural>& piles) {
    return static_cast<std::size_t>(std::count(piles.begin(), piles.end(), 1));
}

/// Misère Nim's case analysis (the anti-SG rule) by the piles of 2 or more. Returns whether
/// the normal analysis by XOR follows (two or more such piles).
bool explainMisereNimEnd(Explanation& e, const Position& p) {
    const std::size_t big = bigPileCount(p);
    e.paragraphs.push_back({NimMisereIntro, {big}});
    const std::size_t ones = onesIn(p.piles);
    if (big == 0) {
        e.paragraphs.push_back({ones % 2 == 1 ? NimMisereSmallOdd : NimMisereSmallEven, {ones}});
        return false;
    }
    if (big == 1) {
        const Move m = winningMoves(p).front();
        const Natural left = p.piles[m.pile] - m.take;
        e.paragraphs.push_back({NimMisereOneBig, {pileName(m.pile), left, ones + (left == 1)}});
        return false;
    }
    e.paragraphs.push_back(text(NimMisereManyBig));
    return true;
}

Explanation explainNim(const Position& p) {
    validate(p);
    Explanation e;
    fillCommon(e, p, GameNim, numberList(p.piles));
    const Natural x = xorOf(p.piles);
    std::vector<Message> labels;
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        labels.push_back(pileName(i));
    e.binary = binaryTable(std::move(labels), p.piles);
    e.facts = {{text(FactPiles), p.piles.size()}, {text(FactNimXor), x}};
    const bool misere = p.play == Convention::Misere;
    if (e.over) {
        e.paragraphs.push_back(text(misere ? NimMisereOver : EveryPileEmpty));
        return e;
    }
    if (misere && !explainMisereNimEnd(e, p)) return e;
    e.paragraphs.push_back(text(NimIntro));
    if (x == 0) {
        e.paragraphs.push_back(text(misere ? NimMisereZero : NimZero));
        return e;
    }
    std::vector<Message> movers;
    for (std::size_t i : e.binary->winningRows)
        movers.push_back(pileName(i));
    e.facts.push_back({text(FactOddColumns), oddColumns(x)});
    e.paragraphs.push_back({NimOddColumns, {oddColumns(x), withBinary(x)}});
    e.paragraphs.push_back({NimHighestColumn, {columnName(topBit(x)), joined(std::move(movers))}});
    return e;
}

} // namespace

Explanation explainPosition(const AnyPosition& position) {
    return explainNim(std::get<Position>(position));
}

Message reason(const Position& p, const Move& m) {
    if (p.play == Convention::Misere) {
        const Position next = apply(p, m);
        if (bigPileCount(next) == 0) return {NimMisereReasonOnes, {onesIn(next.piles)}};
    }
    const Natural x = xorOf(p.piles);
    const Natural& pile = p.piles.at(m.pile);
    const Natural after = xorOf(pile, x);
    return {NimReason,
            {pileName(m.pile), withBinary(pile), columnName(topBit(x)), x, m.take, pile,
             withBinary(after)}};
}

} // namespace grundy::nim
