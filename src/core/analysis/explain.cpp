// SPDX-License-Identifier: MIT
#include "core/analysis/explain.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/bash/bashwords.h"
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/games/nim/nimwords.h"
#include "core/games/redistribution/redistributionwords.h"
#include "core/games/staircase/staircasewords.h"
#include "core/games/wythoff/wythoffwords.h"
#include "core/text/english.h"
#include "core/text/words.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <type_traits>

namespace grundy::explain {

namespace {

using namespace words;

// ---------------------------------------------------------------------------- Bash

/// Misère Bash: the P-positions are n = 1 (mod K+1).
void explainMisereBash(Explanation& e, const bash::Position& p) {
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
        const Natural take = bash::winningMoves(p).front().take;
        e.paragraphs.push_back(
            {BashMisereWinning, {n, m, Natural(n % m), stones(take), Natural(n - take)}});
    }
}

Explanation explainBash(const bash::Position& p) {
    bash::validate(p);
    Explanation e;
    e.game = GameKind::Bash;
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

Message reason(const bash::Position& p, const bash::Move& m) {
    const Natural mod = p.maxTake + 1;
    const Natural left = p.stones - m.take;
    if (p.play == Convention::Misere) return {BashMisereReason, {stones(m.take), left, mod}};
    if (left == 0) return {ReasonTakeAll, {stones(p.stones)}};
    return {BashReason, {p.stones, mod, Natural(p.stones % mod), m.take, left}};
}

// ----------------------------------------------------------------------------- Nim

Message pileName(std::size_t i) {
    return {PileNumber, {i + 1}};
}

/// How many piles of exactly 1.
std::size_t onesIn(const std::vector<Natural>& piles) {
    return static_cast<std::size_t>(std::count(piles.begin(), piles.end(), 1));
}

/// Misère Nim's case analysis (the anti-SG rule) by the piles of 2 or more. Returns whether
/// the normal analysis by XOR follows (two or more such piles).
bool explainMisereNimEnd(Explanation& e, const nim::Position& p) {
    const std::size_t big = nim::bigPileCount(p);
    e.paragraphs.push_back({NimMisereIntro, {big}});
    const std::size_t ones = onesIn(p.piles);
    if (big == 0) {
        e.paragraphs.push_back({ones % 2 == 1 ? NimMisereSmallOdd : NimMisereSmallEven, {ones}});
        return false;
    }
    if (big == 1) {
        const nim::Move m = nim::winningMoves(p).front();
        const Natural left = p.piles[m.pile] - m.take;
        e.paragraphs.push_back({NimMisereOneBig, {pileName(m.pile), left, ones + (left == 1)}});
        return false;
    }
    e.paragraphs.push_back(text(NimMisereManyBig));
    return true;
}

Explanation explainNim(const nim::Position& p) {
    nim::validate(p);
    Explanation e;
    e.game = GameKind::Nim;
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

Message reason(const nim::Position& p, const nim::Move& m) {
    if (p.play == Convention::Misere) {
        const nim::Position next = nim::apply(p, m);
        if (nim::bigPileCount(next) == 0) return {NimMisereReasonOnes, {onesIn(next.piles)}};
    }
    const Natural x = xorOf(p.piles);
    const Natural& pile = p.piles.at(m.pile);
    const Natural after = xorOf(pile, x);
    return {NimReason,
            {pileName(m.pile), withBinary(pile), columnName(topBit(x)), x, m.take, pile,
             withBinary(after)}};
}

// ------------------------------------------------------------------------- Wythoff

/// (a_k, b_k) as numbers: "(4, 7)".
Message pPosition(const Natural& k) {
    const Natural a = wythoff::lower(k);
    return {PairOfNumbers, {a, Natural(a + k)}};
}

/// (a_k, b_k) with its name: "(4, 7) = (a_3, b_3)".
Message pPositionNamed(const Natural& k) {
    const Natural a = wythoff::lower(k);
    return {PPositionNamed, {a, Natural(a + k), k}};
}

/// The largest j with a_j <= n: which P-positions n lies between by the lower pile.
Natural indexBelow(const Natural& n) {
    // j is close to n / phi = n (sqrt5 - 1) / 2; the exact a_j corrects the estimate.
    Natural j = (isqrt(Natural(5 * n * n)) - n) / 2;
    while (wythoff::lower(j + 1) <= n)
        ++j;
    while (j > 0 && wythoff::lower(j) > n)
        --j;
    return j;
}

/// "3, the partner of 5 ((3, 5) = (a_2, b_2) is a P-position)".
Message partnerText(const Natural& n, const Natural& partner) {
    const Natural k = partner > n ? Natural(partner - n) : Natural(n - partner);
    return {PartnerOf, {partner, n, pPositionNamed(k)}};
}

/// Misère Wythoff: the normal P-positions with three small ones changed.
void explainMisereWythoff(Explanation& e, const wythoff::Position& p, const Message& sorted) {
    e.paragraphs.push_back(text(WythoffMisereIntro));
    if (wythoff::misereAdded(p.a, p.b)) e.paragraphs.push_back({WythoffMisereAdded, {sorted}});
    if (wythoff::misereRemoved(p.a, p.b)) e.paragraphs.push_back({WythoffMisereRemoved, {sorted}});
    if (e.over)
        e.paragraphs.push_back(text(WythoffMisereOver));
    else
        e.paragraphs.push_back(
            {e.outcome == Outcome::P ? WythoffMisereIsP : WythoffMisereNotP, {sorted}});
}

Explanation explainWythoff(const wythoff::Position& p) {
    Explanation e;
    e.game = GameKind::Wythoff;
    fillCommon(e, p, GameWythoff, Message{WythoffPosition, {p.a, p.b}});
    const bool aIsLow = p.a <= p.b;
    const Natural& lo = aIsLow ? p.a : p.b;
    const Natural& hi = aIsLow ? p.b : p.a;
    const Message loName = text(aIsLow ? PileA : PileB);
    const Message hiName = text(aIsLow ? PileB : PileA);
    const Natural k = hi - lo;
    const Natural ak = wythoff::lower(k);
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
    if (wythoff::lower(j) == lo)
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
    const Natural pl = wythoff::partner(lo);
    if (pl < hi)
        e.paragraphs.push_back(
            {WythoffLargerWins, {hiName, hi, partnerText(lo, pl), Natural(hi - pl)}});
    else
        e.paragraphs.push_back({WythoffLargerFails, {lo, pl, hi}});
    // 3. The smaller pile down to the partner of the larger.
    const Natural ph = wythoff::partner(hi);
    if (ph < lo)
        e.paragraphs.push_back(
            {WythoffSmallerWins, {loName, lo, partnerText(hi, ph), Natural(lo - ph)}});
    else
        e.paragraphs.push_back({WythoffSmallerFails, {hi, ph, lo}});
    return e;
}

Message reason(const wythoff::Position& p, const wythoff::Move& m) {
    const wythoff::Position next = wythoff::apply(p, m);
    const Natural& x = std::min(next.a, next.b);
    const Natural& y = std::max(next.a, next.b);
    if (p.play == Convention::Misere && wythoff::misereAdded(next.a, next.b))
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

// ------------------------------------------------------------------ Redistribution

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

Explanation explainRedistribution(const redistribution::Position& p) {
    redistribution::validate(p);
    Explanation e;
    e.game = GameKind::Redistribution;
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

Message reason(const redistribution::Position& p, const redistribution::Move& m) {
    const Pairing after = pairing(redistribution::apply(p, m).piles);
    if (after.sorted.empty()) return text(RedistributionReasonLast);
    return {RedistributionReason, {numberList(after.sorted), pairsText(after.paired)}};
}

// ------------------------------------------------------------- Georgia and Bob

/// A pair of chips from the right: chip indices (no left chip: the wall) and the gap.
struct ChipPair {
    std::size_t right = 0;
    std::optional<std::size_t> left;
    Natural gap;
};

/// Pairs from the left end to the right end of the strip (the wall pair first).
std::vector<ChipPair> chipPairs(const staircase::Position& p) {
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

Message pairLabel(const staircase::Position& p, const ChipPair& pair) {
    if (!pair.left) return {ChipAndWall, {p.cells[pair.right]}};
    return {ChipsOn, {p.cells[*pair.left], p.cells[pair.right]}};
}

Explanation explainStaircase(const staircase::Position& p) {
    staircase::validate(p);
    Explanation e;
    e.game = GameKind::Staircase;
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

Message reason(const staircase::Position& p, const staircase::Move& m) {
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

// --------------------------------------------------------------------- dispatch

/// The first letter in upper case, for a move description that starts a line.
std::string capitalized(std::string s) {
    if (!s.empty()) s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

} // namespace

std::string binary(const Natural& n) {
    return n.get_str(2);
}

Explanation explain(const AnyPosition& p) {
    if (const GameInfo& game = gameOf(p); game.explain) return game.explain(p);
    return std::visit(
        [](const auto& x) -> Explanation {
            using P = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<P, bash::Position>) return explainBash(x);
            if constexpr (std::is_same_v<P, nim::Position>) return explainNim(x);
            if constexpr (std::is_same_v<P, wythoff::Position>) return explainWythoff(x);
            if constexpr (std::is_same_v<P, redistribution::Position>)
                return explainRedistribution(x);
            if constexpr (std::is_same_v<P, staircase::Position>) return explainStaircase(x);
            throw std::logic_error("a game without an explanation");
        },
        p);
}

Message reasonMessage(const AnyPosition& p, const AnyMove& m) {
    const AnyPosition next = apply(p, m); // throws IllegalMove, also for another game's move
    const Outcome after = outcome(next);
    if (after == Outcome::N && isOver(next)) return text(ReasonTakesLast); // misère
    if (after == Outcome::N) {
        // Not a winning move: show the opponent's refutation, in the same words.
        const AnyMove reply = winningMoves(next).front();
        return {outcome(p) == Outcome::P ? ReasonFromP : ReasonNotWinning,
                {describeMove(next, reply), reasonMessage(next, reply)}};
    }
    return std::visit(
        [](const auto& x, const auto& move) -> Message {
            if constexpr (requires { reason(x, move); })
                return reason(x, move);
            else
                throw IllegalMove({ErrorOtherGame, {}});
        },
        p, m);
}

std::string reasonFor(const AnyPosition& p, const AnyMove& m) {
    return toEnglish(reasonMessage(p, m));
}

std::string toText(const Explanation& e) {
    std::string out = toEnglish(e.title) + "\n" + toEnglish(e.verdict) + "\n";
    for (const Fact& fact : e.facts)
        out += toEnglish(fact.name) + ": " + toEnglish(fact.value) + "\n";
    if (e.binary) {
        auto line = [&](const BinaryRow& row) {
            out += toEnglish(row.label) + "  " + row.bits + "  (" + row.value + ")\n";
        };
        for (const BinaryRow& row : e.binary->rows)
            line(row);
        line(e.binary->xorRow);
    }
    for (const Message& para : e.paragraphs)
        out += toEnglish(para) + "\n";
    if (!e.moves.empty()) out += "Winning moves:\n";
    for (const WinningMove& move : e.moves)
        out += "- " + capitalized(toEnglish(move.move)) + ": " + toEnglish(move.reason) + "\n";
    if (e.moreMoves) out += toEnglish(Message{words::ExplainMoreMoves, {e.moves.size()}}) + "\n";
    return out;
}

} // namespace grundy::explain
