// SPDX-License-Identifier: MIT
// Why a position of the subtraction game is won or lost, and why a winning move wins (explain.h).
#include "core/games/subtraction/subtractionexplain.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/subtraction/subtractiontables.h"
#include "core/games/subtraction/subtractionwords.h"
#include "core/text/words.h"

#include <algorithm>

namespace grundy::subtraction {

using explain::numberList;
using explain::text;
using namespace words;

Message reason(const Position& p, const Move& m) {
    const Position next = apply(p, m);
    if (p.play == Convention::Misere)
        return {SubtractionReasonMisere, {explain::numberList(next.piles)}};
    if (isOver(next)) return text(SubtractionReasonLast);
    const Natural& left = next.piles[m.pile];
    return {SubtractionReason, {m.pile + 1, left, sgValue(p.set, left)}};
}

namespace {

/// "SG(0), SG(1), …": enough values to show the pre-period and one period, at most 40.
std::vector<Natural> shownValues(const std::vector<unsigned>& values) {
    return {values.begin(), values.end()};
}

std::size_t shownCount(const std::optional<Period>& period) {
    constexpr std::size_t kFew = 20, kMost = 40;
    if (!period) return kFew;
    return std::clamp<std::size_t>(period->start + period->length, kFew, kMost);
}

/// The paragraph saying how a sequence of the set continues past what is shown.
Message continuation(const Set& set, const std::optional<Period>& period, Phrase periodic) {
    if (period && period->start == 0 && periodic == SubtractionPeriodic)
        return {SubtractionPeriodicFromStart, {period->length}};
    if (period) return {periodic, {period->start, period->length}};
    if (set.kind() == Set::Kind::Fibonacci) return {SubtractionFibonacci, {lastTableHeap(set)}};
    return {SubtractionNoPeriod, {lastTableHeap(set)}};
}

explain::Explanation explainMisere(const Position& p, explain::Explanation e) {
    const std::optional<Period> period = miserePeriod(p.set);
    const std::vector<unsigned> table = misereValues(p.set, 41);
    std::vector<Natural> lost;
    for (std::size_t n = 0; n < table.size(); ++n)
        if (table[n] == 0) lost.emplace_back(n);
    e.facts.push_back({text(FactMisereLost), numberList(lost)});
    if (period) {
        e.facts.push_back({text(FactPrePeriod), period->start});
        e.facts.push_back({text(FactPeriod), period->length});
    }
    e.paragraphs.push_back(text(SubtractionMisereRule));
    if (e.over) {
        e.verdict = text(SubtractionVerdictMisereOver);
        e.paragraphs.push_back(text(SubtractionMisereOver));
        return e;
    }
    if (livePiles(p).size() <= 1) {
        e.paragraphs.push_back({SubtractionMisereOne, {numberList(lost)}});
        e.paragraphs.push_back(continuation(p.set, period, SubtractionMiserePeriod));
    } else {
        e.paragraphs.push_back({SubtractionMisereMany, {kMisereSearchLimit}});
    }
    return e;
}

} // namespace

explain::Explanation explainPosition(const AnyPosition& any) {
    using namespace explain;
    const auto& p = std::get<Position>(any);
    validate(p);
    Explanation e;
    fillCommon(
        e, p, GameSubtraction,
        Message{p.play == Convention::Misere ? SubtractionPositionMisere : SubtractionPosition,
                {numberList(p.piles), setPhrase(p.set)}});
    e.facts.push_back({text(FactSubtractionSet), setPhrase(p.set)});
    if (p.play == Convention::Misere) return explainMisere(p, std::move(e));

    const std::optional<Period> period = sgPeriod(p.set);
    const std::vector<Natural> values = pileValues(p);
    const Natural x = xorOf(values);
    e.facts.push_back(
        {text(FactSgValues), numberList(shownValues(sgValues(p.set, shownCount(period))))});
    if (period) {
        e.facts.push_back({text(FactPrePeriod), period->start});
        e.facts.push_back({text(FactPeriod), period->length});
    }
    e.facts.push_back({text(FactSgXor), x});
    std::vector<Message> labels;
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        labels.push_back({SubtractionPileLabel, {i + 1, p.piles[i]}});
    e.binary = binaryTable(labels, values);
    if (e.over) {
        e.paragraphs.push_back(text(SubtractionOver));
        return e;
    }
    e.paragraphs.push_back(text(SubtractionIntro));
    if (p.set.kind() == Set::Kind::PowersOfTwo)
        e.paragraphs.push_back(text(SubtractionPowers));
    else
        e.paragraphs.push_back(continuation(p.set, period, SubtractionPeriodic));
    if (x == 0) {
        e.paragraphs.push_back(text(SubtractionZero));
        return e;
    }
    std::vector<Message> movers;
    for (std::size_t i : e.binary->winningRows)
        movers.push_back({PileNumber, {i + 1}});
    e.paragraphs.push_back(
        {SubtractionWinning, {x, columnName(topBit(x)), joined(std::move(movers))}});
    return e;
}

} // namespace grundy::subtraction
