// SPDX-License-Identifier: MIT
#include "core/games/lasker/lasker.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/games/lasker/laskerwords.h"
#include "core/games/legality.h"
#include "core/text/english.h"

#include <algorithm>
#include <bit>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>

namespace grundy::lasker {

namespace {

using namespace words;

// ---- winning splits, arithmetically ------------------------------------------------------
//
// Write u = SG(a), v = SG(b) for a split of n into a + b. SG is its own inverse and moves a
// heap by at most 1, by its residue mod 4: a = u + e(u mod 4) with e(0) = -1 (u = 4k+4 is
// the value of a = 4k+3), e(3) = +1, e(1) = e(2) = 0. For a wanted value t of the split,
// fix the residues ru, rv of u and v (they must XOR to t mod 4): then u + v = s with
// s = n - e(ru) - e(rv), and u XOR v = t. As u + v = (u XOR v) + 2 (u AND v), u AND v is
// c = (s - t) / 2, which must be whole and share no bit with t; then u = c | w for any w
// within t's bits, v = s - u. The low two bits of w are fixed by ru; the others are free:
// each residue pair gives 2^(bits of t above the lowest two) splits (ordered, u, v >= 1).

int offset(unsigned residue) {
    return residue == 0 ? -1 : residue == 3 ? 1 : 0;
}

unsigned low2(u64 n) {
    return unsigned(n & 3);
}
unsigned low2(const Natural& n) {
    return unsigned(mpz_fdiv_ui(n.get_mpz_t(), 4));
}
unsigned bitCount(u64 n) {
    return unsigned(std::popcount(n));
}
unsigned bitCount(const Natural& n) {
    return unsigned(mpz_popcount(n.get_mpz_t()));
}
/// The positions of the lowest `most` set bits of n, lowest first.
std::vector<unsigned> lowBits(const Natural& n, std::size_t most) {
    std::vector<unsigned> out;
    if (sgn(n) == 0) return out;
    for (mp_bitcnt_t b = mpz_scan1(n.get_mpz_t(), 0); out.size() < most;) {
        out.push_back(unsigned(b));
        if (out.size() == bitCount(n)) break;
        b = mpz_scan1(n.get_mpz_t(), b + 1);
    }
    return out;
}

/// One residue pair's family of ordered splits: u = c | wLow | (any part of `high`).
template <class N> struct Family {
    N s, c, high;
    unsigned wLow = 0;
    int eu = 0; ///< a = u + eu
    bool uMayBeZero = false, vMayBeZero = false;
};

/// Every family of ordered splits of a pile of n into two parts whose SG values XOR to t.
template <class N> std::vector<Family<N>> families(const N& n, const N& t) {
    std::vector<Family<N>> out;
    const unsigned lowT = low2(t);
    for (unsigned ru = 0; ru < 4; ++ru) {
        const unsigned rv = ru ^ lowT;
        const int shift = offset(ru) + offset(rv);
        if (shift > 0 && n < N(shift)) continue;
        const N s = shift >= 0 ? N(n - N(shift)) : N(n + N(-shift));
        if (s < t) continue;
        const N twice = s - t;
        if (low2(twice) & 1) continue;
        const N c = twice >> 1;
        if ((c & t) != 0) continue;
        const unsigned lowC = low2(c);
        if ((ru & lowC) != lowC) continue;
        const unsigned wLow = ru ^ lowC;
        if ((wLow & ~lowT) != 0) continue;
        Family<N> f{s, c, N(t - N(lowT)), wLow, offset(ru)};
        f.uMayBeZero = c == 0 && wLow == 0;
        f.vMayBeZero = c == 0 && wLow == lowT; // w = t
        out.push_back(std::move(f));
    }
    return out;
}

/// How many unordered splits of n into two non-empty parts have SG values XORing to t.
template <class N> N splitCount(const N& n, const N& t) {
    if (n < 2) return 0;
    N ordered = 0;
    for (const Family<N>& f : families(n, t)) {
        ordered += N(1) << bitCount(f.high);
        if (f.uMayBeZero) ordered -= 1;
        if (f.vMayBeZero) ordered -= 1;
    }
    // Each split a < b is counted as (a, b) and as (b, a); a = b (t = 0, n even) once.
    const bool halves = t == 0 && low2(n) % 2 == 0 && n >= 2;
    return (ordered + (halves ? 1 : 0)) / 2;
}

/// The smaller parts of the `most` splits of n with value t that have the smallest parts.
std::vector<Natural> smallestSplits(const Natural& n, const Natural& t, std::size_t most) {
    std::vector<Natural> parts;
    if (n < 2) return parts;
    for (const Family<Natural>& f : families(n, t)) {
        // The k-th part of `high` in increasing order spreads k's bits over high's bits;
        // one more than `most`, in case the first is the part 0, which is no split.
        const std::vector<unsigned> bits = lowBits(f.high, std::bit_width(most + 1));
        const std::size_t count = std::min<std::size_t>(most + 1, std::size_t(1) << bits.size());
        for (std::size_t k = 0; k < count; ++k) {
            Natural u = f.c | Natural(f.wLow);
            for (std::size_t j = 0; j < bits.size(); ++j)
                if (k >> j & 1) mpz_setbit(u.get_mpz_t(), bits[j]);
            if (u == 0 || u == f.s) continue; // a part of 0 is no split
            const Natural a = u + f.eu;
            if (2 * a > n) break; // the parts only grow from here
            parts.push_back(a);
        }
    }
    std::sort(parts.begin(), parts.end());
    if (parts.size() > most) parts.resize(most);
    return parts;
}

/// The winning replies from pile n when the piles' SG values XOR to x (x != 0): a take
/// (0 or 1) plus the splits.
template <class N> N replies(const N& n, const N& x) {
    const N g = sgValue(n);
    const N t = g ^ x;
    N count = splitCount(n, t);
    if (sgValue(t) < n) ++count;
    return count;
}

/// The piles as 64-bit numbers when every one is small, for the search of computerMove.
std::optional<std::vector<u64>> smallPiles(const Position& p) {
    Natural total = 0;
    for (const Natural& pile : p.piles)
        total += pile;
    if (total >= kSmallTotal) return std::nullopt;
    std::vector<u64> out;
    for (const Natural& pile : p.piles)
        out.push_back(pile.get_ui());
    return out;
}

/// The move from a small P-position that leaves the fewest winning replies (ties: a take
/// before a split, then the fewest stones or the smallest part, then the lowest pile). Piles
/// of one size are counted together, and only the first of them is moved (a later one gives
/// the same count at a higher index): under kSmallTotal stones there are few sizes.
Move fewestReplies(const std::vector<u64>& piles) {
    std::map<u64, u64> sizes; // size -> how many piles have it
    u64 x = 0;
    for (u64 pile : piles) {
        ++sizes[pile];
        x ^= sgValue(pile);
    }
    // The winning replies once one pile of n is replaced by `parts`.
    const auto repliesAfter = [&](u64 n, std::initializer_list<u64> parts) {
        u64 y = x ^ sgValue(n);
        for (u64 q : parts)
            y ^= sgValue(q);
        if (y == 0) return u64{0};
        u64 count = 0;
        for (const auto& [size, k] : sizes)
            count += (size == n ? k - 1 : k) * replies<u64>(size, y);
        for (u64 q : parts)
            count += replies<u64>(q, y);
        return count;
    };
    struct Best {
        u64 replies, split, amount, pile;
        auto operator<=>(const Best&) const = default;
    };
    std::optional<Best> best;
    const auto consider = [&](const Best& candidate) {
        if (!best || candidate < *best) best = candidate;
    };
    std::set<u64> moved;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        const u64 n = piles[i];
        if (!moved.insert(n).second) continue;
        for (u64 t = 1; t <= n; ++t)
            consider({repliesAfter(n, {n - t}), 0, t, i});
        for (u64 a = 1; 2 * a <= n; ++a)
            consider({repliesAfter(n, {a, n - a}), 1, a, i});
    }
    return best->split ? Move::splitting(best->pile, best->amount)
                       : Move::taking(best->pile, best->amount);
}

} // namespace

Natural sgValue(const Natural& x) {
    if (sgn(x) == 0) return x;
    switch (mpz_fdiv_ui(x.get_mpz_t(), 4)) {
    case 0:
        return x - 1;
    case 3:
        return x + 1;
    default:
        return x;
    }
}

void validate(const Position& p) {
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        if (p.piles[i] < 0) throw InvalidPosition({ErrorPileNegative, {i + 1}});
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    if (m.pile >= p.piles.size()) return Message{ErrorNoPile, {m.pile + 1, p.piles.size()}};
    if (m.take < 0 || m.split < 0) return Message{ErrorTakeNegative, {}};
    if (m.take == 0 && m.split == 0) return Message{ErrorLaskerNothing, {}};
    if (m.take != 0 && m.split != 0) return Message{ErrorLaskerTakeAndSplit, {}};
    const Natural& pile = p.piles[m.pile];
    if (m.take > pile) return Message{ErrorPileShort, {m.pile + 1, stones(pile), m.take}};
    if (m.split != 0) {
        if (pile < 2) return Message{ErrorLaskerSplitSmall, {m.pile + 1, stones(pile)}};
        if (2 * m.split > pile)
            return Message{ErrorLaskerSplitPart, {m.pile + 1, pile, Natural(pile / 2), m.split}};
    }
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    requireLegal(p, m);
    Position next = p;
    if (!m.isSplit()) {
        next.piles[m.pile] -= m.take;
        return next;
    }
    const Natural rest = p.piles[m.pile] - m.split;
    next.piles[m.pile] = m.split;
    next.piles.insert(next.piles.begin() + std::ptrdiff_t(m.pile) + 1, rest);
    return next;
}

bool isOver(const Position& p) {
    return std::all_of(p.piles.begin(), p.piles.end(), [](const Natural& n) { return n == 0; });
}

Natural sgSum(const Position& p) {
    Natural x = 0;
    for (const Natural& h : p.piles)
        x ^= sgValue(h);
    return x;
}

std::optional<Natural> sgValue(const Position& p) {
    return sgSum(p);
}

Outcome outcome(const Position& p) {
    validate(p);
    return sgSum(p) == 0 ? Outcome::P : Outcome::N;
}

Position remotenessKey(Position p) {
    std::sort(p.piles.begin(), p.piles.end());
    return p;
}

std::vector<Move> legalMoves(const Position& p) {
    validate(p);
    std::vector<Move> moves;
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        for (Natural t = 1; t <= p.piles[i]; ++t)
            moves.push_back(Move::taking(i, t));
        for (Natural a = 1; 2 * a <= p.piles[i]; ++a)
            moves.push_back(Move::splitting(i, a));
    }
    return moves;
}

Move randomMove(const Position& p, Random& random) {
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    // Per pile of n: n takes, then floor(n / 2) splits, as legalMoves lists them.
    std::vector<Natural> counts;
    for (const Natural& n : p.piles) {
        counts.push_back(n);
        counts.push_back(n / 2);
    }
    const Random::Pick pick = random.among(counts);
    const std::size_t pile = pick.group / 2;
    return pick.group % 2 == 0 ? Move::taking(pile, pick.index + 1)
                               : Move::splitting(pile, pick.index + 1);
}

std::vector<Move> winningMoves(const Position& p) {
    validate(p);
    const Natural x = sgSum(p);
    std::vector<Move> moves;
    if (x == 0) return moves;
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        const Natural& n = p.piles[i];
        const Natural t = sgValue(n) ^ x;
        if (const Natural y = heapWithValue(t); y < n) moves.push_back(Move::taking(i, n - y));
        for (const Natural& part : smallestSplits(n, t, kMaxListedSplits))
            moves.push_back(Move::splitting(i, part));
    }
    return moves;
}

Natural winningSplitCount(const Position& p, std::size_t pile) {
    validate(p);
    const Natural x = sgSum(p);
    if (x == 0) return 0;
    const Natural& n = p.piles.at(pile);
    return splitCount(n, Natural(sgValue(n) ^ x));
}

Natural winningMoveCount(const Position& p) {
    validate(p);
    const Natural x = sgSum(p);
    if (x == 0) return 0;
    Natural count = 0;
    for (const Natural& n : p.piles)
        count += replies(n, x);
    return count;
}

namespace {

/// The first of winningMoves without the rest: a pile's take, else its smallest winning
/// split, for the first pile with either.
std::optional<Move> firstWinningMove(const Position& p) {
    const Natural x = sgSum(p);
    if (x == 0) return std::nullopt;
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        const Natural& n = p.piles[i];
        const Natural t = sgValue(n) ^ x;
        if (const Natural y = heapWithValue(t); y < n) return Move::taking(i, n - y);
        // As winningMoves lists them (a family's first parts may be no split at all).
        if (const auto parts = smallestSplits(n, t, kMaxListedSplits); !parts.empty())
            return Move::splitting(i, parts.front());
    }
    return std::nullopt; // not reached: x != 0 has a winning move
}

} // namespace

Move computerMove(const Position& p) {
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    validate(p);
    if (auto winning = firstWinningMove(p)) return *winning;
    if (const auto small = smallPiles(p)) return fewestReplies(*small);
    const auto largest = std::max_element(p.piles.begin(), p.piles.end());
    return Move::taking(std::size_t(largest - p.piles.begin()), 1);
}

Message describeMove(const Position& p, const Move& m) {
    if (!m.isSplit()) return {TakeFromPile, {m.take, m.pile + 1}};
    const Natural rest = m.pile < p.piles.size() ? Natural(p.piles[m.pile] - m.split) : Natural(0);
    return {LaskerSplit, {m.pile + 1, m.split, rest}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

Message reason(const Position& p, const Move& m) {
    const Natural x = sgSum(p);
    const Natural& n = p.piles.at(m.pile);
    const Natural g = sgValue(n);
    if (!m.isSplit()) {
        const Natural left = n - m.take;
        return {LaskerReasonTake, {m.pile + 1, g, m.take, left, sgValue(left), x}};
    }
    const Natural rest = n - m.split;
    const Natural u = sgValue(m.split), v = sgValue(rest);
    return {LaskerReasonSplit, {m.pile + 1, g, m.split, rest, u, v, Natural(u ^ v), x}};
}

// ---- the explanation ---------------------------------------------------------------------

namespace {

explain::Explanation explainLasker(const AnyPosition& any) {
    using namespace explain;
    const Position& p = std::get<Position>(any);
    validate(p);
    Explanation e;
    fillCommon(e, p, GameLasker, numberList(p.piles));
    std::vector<Message> labels;
    std::vector<Natural> values;
    List perPile{{}, true};
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        labels.push_back({LaskerRowLabel, {i + 1}});
        values.push_back(sgValue(p.piles[i]));
        perPile.items.emplace_back(
            Message{LaskerSgOf, {p.piles[i], values.back(), Natural(low2(p.piles[i]))}});
    }
    const Natural x = xorOf(values);
    e.binary = binaryTable(std::move(labels), values);
    e.facts = {{text(FactPiles), p.piles.size()}, {text(FactSgXor), x}};
    if (e.over) {
        e.paragraphs.push_back(text(EveryPileEmpty));
        return e;
    }
    e.paragraphs.push_back(text(LaskerIntro));
    e.paragraphs.push_back({LaskerValues, {std::move(perPile)}});
    if (x == 0) {
        e.paragraphs.push_back(text(LaskerZero));
        return e;
    }
    e.facts.push_back({text(FactOddColumns), oddColumns(x)});
    e.paragraphs.push_back({LaskerWinning, {withBinary(x), oddColumns(x)}});
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        const Natural count = winningSplitCount(p, i);
        if (count > kMaxListedSplits)
            e.paragraphs.push_back({LaskerMoreSplits, {i + 1, count, kMaxListedSplits}});
    }
    return e;
}

/// The move from `from` to `to`: a take (same count, one pile smaller) or a split (one
/// more pile: the pile at i replaced by two parts, smaller first, adding up to it).
std::optional<AnyMove> moveBetween(const AnyPosition& f, const AnyPosition& t) {
    const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
    if (from.piles.size() == to.piles.size()) {
        const auto i = onlyDifference(from.piles, to.piles);
        if (!i || to.piles[*i] > from.piles[*i]) return std::nullopt;
        return ifLegal(from, Move::taking(*i, from.piles[*i] - to.piles[*i]));
    }
    if (to.piles.size() != from.piles.size() + 1) return std::nullopt;
    std::size_t i = 0;
    while (i < from.piles.size() && from.piles[i] == to.piles[i])
        ++i;
    // A split's first part is smaller than its pile, so the piles differ first at the split.
    if (i == from.piles.size()) return std::nullopt;
    // The two parts at i, i + 1; everything after them shifted by one.
    if (!std::equal(from.piles.begin() + std::ptrdiff_t(i) + 1, from.piles.end(),
                    to.piles.begin() + std::ptrdiff_t(i) + 2))
        return std::nullopt;
    if (to.piles[i] + to.piles[i + 1] != from.piles[i] || to.piles[i] > to.piles[i + 1])
        return std::nullopt;
    return ifLegal(from, Move::splitting(i, to.piles[i]));
}

} // namespace

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Lasker,
        .id = "lasker",
        .name = words::GameLasker,
        .rule = "several piles: take any number of stones from one pile, or split a pile in two",
        .example = "3 5 7",
        .shape = {1, 0, "piles", words::NounPiles, "piles"},
        .options = {},
        .make = positionOfPiles<Position>,
        .numbers = pilesOf<Position>,
        .optionsOf = noOptions,
        .moveBetween = moveBetween,
        .explain = explainLasker,
        .reason = hook<reason>,
        .remotenessKey = hook<remotenessKey>,
    };
    return game;
}

} // namespace grundy::lasker
