// SPDX-License-Identifier: MIT
// Why a position of the Bash game is won or lost, in words a student can follow (explain.h).
#include "core/games/bash/bashexplain.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/bash/bashwords.h"

namespace grundy::bash {

using namespace explain;
using namespace words;

namespace {

/// Misère Bash: the P-positions are n = 1 (mod K+1).
void explainMisereBash(Explanation& e, const Position& p) {
    const Natural& n = p.stones;
    const Natural m = p.maxTake + 1;
    if (e.over) {
        e.paragraphs.push_back(text(BashMisereOver));
        return;
    }
    e.paragraphs.push_back({BashMisereKeyIdea, {m, p.maxTake}});
    if (n == 1) {
        e.paragraphs.push_back(text(BashMisereLastStone));
    } else if (e.outcome == Outcome::P) {
        e.paragraphs.push_back({BashMisereLosing, {n, m, Natural(n - m)}});
    } else {
        const Natural take = winningMoves(p).front().take;
        e.paragraphs.push_back(
            {BashMisereWinning, {n, m, Natural(n % m), stones(take), Natural(n - take)}});
    }
}

Explanation explainBash(const Position& p) {
    validate(p);
    Explanation e;
    const Natural& n = p.stones;
    const Natural m = p.maxTake + 1;
    const Natural q = n / m;
    const Natural r = n % m;
    fillCommon(e, p, GameBash, Message{BashPosition, {stones(n), p.maxTake}});
    e.facts = {{text(FactStones), n},
               {text(FactMaxTake), p.maxTake},
               {text(FactKPlus1), m},
               {text(FactStonesModK1), r}};
    if (p.play == Convention::Misere) {
        explainMisereBash(e, p);
        return e;
    }
    if (e.over) {
        e.paragraphs.push_back(text(NoStonesLeft));
        return e;
    }
    e.paragraphs.push_back({BashKeyIdea, {m, p.maxTake}});
    if (r == 0)
        e.paragraphs.push_back({BashMultiple, {n, q, m, r, Natural(n - m)}});
    else
        e.paragraphs.push_back({BashNotMultiple, {n, q, m, r, stones(r), Natural(n - r)}});
    return e;
}

} // namespace

Explanation explainPosition(const AnyPosition& position) {
    return explainBash(std::get<Position>(position));
}

Message reason(const Position& p, const Move& m) {
    const Natural mod = p.maxTake + 1;
    const Natural left = p.stones - m.take;
    if (p.play == Convention::Misere) return {BashMisereReason, {stones(m.take), left, mod}};
    if (left == 0) return {ReasonTakeAll, {stones(p.stones)}};
    return {BashReason, {p.stones, mod, Natural(p.stones % mod), m.take, left}};
}

} // namespace grundy::bash
