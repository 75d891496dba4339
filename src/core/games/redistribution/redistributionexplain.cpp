// SPDX-License-Identifier: MIT
// Why a position of the Redistribution game is won or lost, in words a student can follow
// (explain.h).
#include "core/games/redistribution/redistributionexplain.h"

#include "core/analysis/explainparts.h"
#include "core/games/redistribution/redistributionwords.h"
#include "core/text/words.h"

#include <algorithm>
#include <vector>

namespace grundy::redistribution {

using namespace explain;
using namespace words;

namespace {

/// Sorted sizes split into equal pairs and the sizes left over.
struct Pairing {
    std::vector<Natural> sorted, paired, unpaired; ///< paired: one entry per pair
};

Pairing pairing(const std::vector<Natural>& piles) {
    Pairing out;
    for (const Natural& s : piles)
        if (s > 0) out.sorted.push_back(s);
    std::sort(out.sorted.begin(), out.sorted.end());
    for (std::size_t i = 0; i < out.sorted.size(); ++i) {
        if (i + 1 < out.sorted.size() && out.sorted[i] == out.sorted[i + 1]) {
            out.paired.push_back(out.sorted[i]);
            ++i;
        } else {
            out.unpaired.push_back(out.sorted[i]);
        }
    }
    return out;
}

/// "(5, 5) and (8, 8)", or "none".
Arg pairsText(const std::vector<Natural>& paired) {
    if (paired.empty()) return text(None);
    std::vector<Message> items;
    for (const Natural& s : paired)
        items.push_back({EqualPair, {s}});
    return joined(std::move(items));
}

/// "3, 5, 8", or "none".
Arg numbersOrNone(const std::vector<Natural>& values) {
    if (values.empty()) return text(None);
    return numberList(values);
}

Explanation explainRedistribution(const Position& p) {
    validate(p);
    Explanation e;
    fillCommon(e, p, GameRedistribution, Message{RedistributionPosition, {numberList(p.piles)}});
    const Pairing pr = pairing(p.piles);
    e.facts = {{text(FactPilesInPlay), pr.sorted.size()},
               {text(FactSizesSorted), numbersOrNone(pr.sorted)},
               {text(FactPairs), pairsText(pr.paired)},
               {text(FactUnpaired), numbersOrNone(pr.unpaired)}};
    if (e.over) {
        e.paragraphs.push_back(text(RedistributionOver));
        return e;
    }
    e.paragraphs.push_back(text(RedistributionIntro));
    if (pr.unpaired.empty()) {
        e.paragraphs.push_back({RedistributionPaired, {pairsText(pr.paired)}});
        return e;
    }
    e.paragraphs.push_back({RedistributionUnpaired, {numberList(pr.unpaired)}});
    return e;
}

} // namespace

Explanation explainPosition(const AnyPosition& position) {
    return explainRedistribution(std::get<Position>(position));
}

Message reason(const Position& p, const Move& m) {
    const Pairing after = pairing(apply(p, m).piles);
    if (after.sorted.empty()) return text(RedistributionReasonLast);
    return {RedistributionReason, {numberList(after.sorted), pairsText(after.paired)}};
}

} // namespace grundy::redistribution
