// SPDX-License-Identifier: MIT
// Why a position of Wythoff's game is won or lost, in words a student can follow (explain.h).
#include "core/games/wythoff/wythoffexplain.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/wythoff/wythoffwords.h"

#include <algorithm>

namespace grundy::wythoff {

using namespace explain;
using namespace words;

namespace {

/// (a_k, b_k) as numbers: "(4, 7)".
Message pPosition(const Natural& k) {
    const Natural a = lower(k);
    return {PairOfNumbers, {a, Natural(a + k)}};
}

/// (a_k, b_k) with its name: "(4, 7) = (a_3, b_3)".
Message pPositionNamed(const Natural& k) {
    const Natural a = lower(k);
    return {PPositionNamed, {a, Natural(a + k), k}};
}

/// The largest j with a_j <= n: which P-positions n lies between by the lower pile.
Natural indexBelow(const Natural& n) {
    // j is close to n / phi = n (sqrt5 - 1) / 2; the exact a_j corrects the estimate.
    Natural j = (isqrt(Natural(5 * n * n)) - n) / 2;
    while (lower(j + 1) <= n)
        ++j;
    while (j > 0 && lower(j) > n)
        --j;
    return j;
}

/// "3, the partner of 5 ((3, 5) = (a_2, b_2) is a P-position)".
Message partnerText(const Natural& n, const Natural& partner) {
    const Natural k = partner > n ? Natural(partner - n) : Natural(n - partner);
    return {PartnerOf, {partner, n, pPositionNamed(k)}};
}

/// Misère Wythoff: the normal P-positions with three small ones changed.
void explainMisereWythoff(Explanation& e, const Position& p, const Message& sorted) {
    e.paragraphs.push_back(text(WythoffMisereIntro));
    if (misereAdded(p.a, p.b)) e.paragraphs.push_back({WythoffMisereAdded, {sorted}});
    if (misereRemoved(p.a, p.b)) e.paragraphs.push_back({WythoffMisereRemoved, {sorted}});
    if (e.over)
        e.paragraphs.push_back(text(WythoffMisereOver));
    else
        e.paragraphs.push_back(
            {e.outcome == Outcome::P ? WythoffMisereIsP : WythoffMisereNotP, {sorted}});
}

Explanation explainWythoff(const Position& p) {
    Explanation e;
    fillCommon(e, p, GameWythoff, Message{WythoffPosition, {p.a, p.b}});
    const bool aIsLow = p.a <= p.b;
    const Natural& lo = aIsLow ? p.a : p.b;
    const Natural& hi = aIsLow ? p.b : p.a;
    const Message loName = text(aIsLow ? PileA : PileB);
    const Message hiName = text(aIsLow ? PileB : PileA);
    const Natural k = hi - lo;
    const Natural ak = lower(k);
    const Natural bk = ak + k;
    e.facts = {{text(FactSmallerPile), lo},
               {text(FactLargerPile), hi},
               {text(FactDifference), k},
               {text(FactLowerK), ak},
               {text(FactUpperK), bk}};
    const Message sorted{PairOfNumbers, {lo, hi}};
    if (p.play == Convention::Misere) {
        explainMisereWythoff(e, p, sorted);
        return e;
    }
    e.paragraphs.push_back(text(WythoffIntro));
    if (lo == ak) {
        e.paragraphs.push_back({WythoffIsP, {k, ak, sorted, ordinal(k + 1)}});
        if (e.over) {
            e.paragraphs.push_back(text(WythoffOver));
            return e;
        }
        e.paragraphs.push_back({WythoffLoses, {k, pPosition(k)}});
        return e;
    }
    e.paragraphs.push_back({WythoffNotP, {k, ak, lo, sorted}});
    const Natural j = indexBelow(lo);
    if (lower(j) == lo)
        e.paragraphs.push_back({WythoffSmallerIsLower, {j, pPositionNamed(j), ordinal(j + 1)}});
    else
        e.paragraphs.push_back(
            {WythoffBetween, {j, pPosition(j), Natural(j + 1), pPosition(j + 1)}});
    e.paragraphs.push_back(text(WythoffCandidates));
    // 1. Equal removal keeps k, so only (a_k, b_k) can be reached.
    if (ak < lo)
        e.paragraphs.push_back({WythoffEqualWins, {Natural(lo - ak), k, pPositionNamed(k)}});
    else
        e.paragraphs.push_back({WythoffEqualFails, {k, pPositionNamed(k), ak, lo}});
    // 2. The larger pile down to the partner of the smaller.
    const Natural pl = partner(lo);
    if (pl < hi)
        e.paragraphs.push_back(
            {WythoffLargerWins, {hiName, hi, partnerText(lo, pl), Natural(hi - pl)}});
    else
        e.paragraphs.push_back({WythoffLargerFails, {lo, pl, hi}});
    // 3. The smaller pile down to the partner of the larger.
    const Natural ph = partner(hi);
    if (ph < lo)
        e.paragraphs.push_back(
            {WythoffSmallerWins, {loName, lo, partnerText(hi, ph), Natural(lo - ph)}});
    else
        e.paragraphs.push_back({WythoffSmallerFails, {hi, ph, lo}});
    return e;
}

} // namespace

Explanation explainPosition(const AnyPosition& position) {
    return explainWythoff(std::get<Position>(position));
}

Message reason(const Position& p, const Move& m) {
    const Position next = apply(p, m);
    const Natural& x = std::min(next.a, next.b);
    const Natural& y = std::max(next.a, next.b);
    if (p.play == Convention::Misere && misereAdded(next.a, next.b))
        return {WythoffMisereReasonAdded, {Message{PairOfNumbers, {next.a, next.b}}}};
    const Natural j = y - x;
    const Message reached{PPositionNamed, {x, y, j}};
    if (m.fromA == m.fromB) return {WythoffReasonBoth, {m.fromA, j, reached}};
    const bool cutB = m.fromA == 0;
    const Natural& keep = cutB ? p.a : p.b;
    const Natural& target = cutB ? next.b : next.a;
    return {WythoffReasonOne,
            {text(cutB ? PileA : PileB), keep, text(cutB ? PileB : PileA), target, reached}};
}

} // namespace grundy::wythoff
