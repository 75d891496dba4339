// SPDX-License-Identifier: MIT
#include "staircase.h"

#include <algorithm>
#include <tuple>

namespace grundy::staircase {

namespace {

/// A pair of chips, counted from the right: its right chip, its left chip (none when
/// the lowest chip pairs with the wall at cell 0), the gap between them, and the room
/// the left chip has before the next chip to its left (or cell 0).
struct Pair {
    std::size_t right = 0;
    bool hasLeft = false;
    std::size_t left = 0;
    Natural gap;
    Natural room;
};

std::vector<Pair> pairsOf(const Position& p) {
    std::vector<Pair> pairs;
    const std::size_t n = p.cells.size();
    for (std::size_t r = n; r-- > 0;) {
        Pair pair;
        pair.right = r;
        pair.hasLeft = r > 0;
        if (pair.hasLeft) {
            pair.left = r - 1;
            pair.gap = p.cells[r] - p.cells[r - 1] - 1;
            pair.room = p.cells[r - 1] - (r >= 2 ? p.cells[r - 2] : Natural(0)) - 1;
            r = r - 1; // the left chip is used up
        } else {
            pair.gap = p.cells[r] - 1;
        }
        pairs.push_back(std::move(pair));
    }
    return pairs;
}

Natural xorOfGaps(const std::vector<Pair>& pairs) {
    Natural x = 0;
    for (const Pair& pair : pairs)
        mpz_xor(x.get_mpz_t(), x.get_mpz_t(), pair.gap.get_mpz_t());
    return x;
}

std::string cellText(const Natural& cell) {
    return "cell " + toString(cell);
}

/// Why m is illegal in p, or an empty string when it is legal.
std::string whyIllegal(const Position& p, const Move& m) {
    if (m.chip >= p.cells.size())
        return "there is no chip number " + std::to_string(m.chip + 1) + " (there are " +
               std::to_string(p.cells.size()) + ")";
    const Natural& from = p.cells[m.chip];
    if (m.to >= from)
        return "the chip on " + cellText(from) + " can only move left, not to " + cellText(m.to);
    if (m.to < 1) return "the chip on " + cellText(from) + " cannot leave the strip";
    if (m.chip > 0 && m.to <= p.cells[m.chip - 1])
        return "the chip on " + cellText(from) + " cannot reach " + cellText(m.to) +
               ": the chip on " + cellText(p.cells[m.chip - 1]) + " is in the way";
    return {};
}

/// A candidate move from a P-position: slide pair `pair`'s right or left chip by `slide`.
struct Candidate {
    std::size_t pair = 0;
    bool leftChip = false;
    Natural slide;
};

/// The gap after sliding the pair's left chip (widening) or right chip (shrinking) by d.
Natural movedGap(const Natural& gap, bool leftChip, const Natural& d) {
    return leftChip ? Natural(gap + d) : Natural(gap - d);
}

/// The highest bit in which a and b differ (a != b).
mp_bitcnt_t topChangedBit(const Natural& a, const Natural& b) {
    Natural y;
    mpz_xor(y.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
    return mpz_sizeinbase(y.get_mpz_t(), 2) - 1;
}

/// How a candidate ranks: winning replies left to the opponent, then the slide, then
/// the chip index (smaller is better in each).
using Rank = std::tuple<std::size_t, Natural, std::size_t>;

/// The number of winning replies after candidate c from a P-position. The move changes
/// one pair's gap g to g', so the new XOR is Y = g ^ g' with top bit h. A pair with gap
/// q answers by its right chip when q has bit h, else by its left chip when that chip
/// has room to widen q to q ^ Y. The moved chip changes one room: a right chip's slide
/// adds to the room of the pair on its right (index pair - 1), a left chip's slide uses
/// up its own room.
std::size_t replies(const std::vector<Pair>& pairs, const Candidate& c) {
    const Pair& moved = pairs[c.pair];
    const Natural newGap = movedGap(moved.gap, c.leftChip, c.slide);
    Natural y;
    mpz_xor(y.get_mpz_t(), moved.gap.get_mpz_t(), newGap.get_mpz_t());
    const mp_bitcnt_t h = mpz_sizeinbase(y.get_mpz_t(), 2) - 1;
    std::size_t count = 0;
    Natural widened, room;
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        const Natural& gap = k == c.pair ? newGap : pairs[k].gap;
        if (mpz_tstbit(gap.get_mpz_t(), h)) {
            ++count;
            continue;
        }
        if (!pairs[k].hasLeft) continue;
        room = pairs[k].room;
        if (!c.leftChip && k + 1 == c.pair) room += c.slide;
        if (c.leftChip && k == c.pair) room -= c.slide;
        mpz_xor(widened.get_mpz_t(), gap.get_mpz_t(), y.get_mpz_t());
        widened -= gap;
        if (widened <= room) ++count;
    }
    return count;
}

Move toMove(const Position& p, const std::vector<Pair>& pairs, const Candidate& c) {
    const std::size_t chip = c.leftChip ? pairs[c.pair].left : pairs[c.pair].right;
    return {chip, p.cells[chip] - c.slide};
}

Rank rankOf(const std::vector<Pair>& pairs, const Candidate& c) {
    return {replies(pairs, c), c.slide, c.leftChip ? pairs[c.pair].left : pairs[c.pair].right};
}

/// Exact: every legal move, ranked. Costs (number of moves) x (number of pairs).
Candidate bestOfAll(const std::vector<Pair>& pairs) {
    Candidate best;
    Rank bestRank;
    bool found = false;
    auto consider = [&](const Candidate& c) {
        Rank r = rankOf(pairs, c);
        if (!found || r < bestRank) {
            best = c;
            bestRank = std::move(r);
            found = true;
        }
    };
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        for (Natural d = 1; d <= pairs[k].gap; ++d)
            consider({k, false, d});
        if (pairs[k].hasLeft)
            for (Natural d = 1; d <= pairs[k].room; ++d)
                consider({k, true, d});
    }
    return best;
}

/// How many of the shortest and of the longest slides of every chip bestOfFew ranks.
constexpr unsigned long shortSlides = 16;

/// Fast, for positions too large to enumerate: only a few slides per pair and bit are
/// ranked, each one exactly. For a right chip and each set bit h of its gap g, the
/// shortest slide whose new gap has top changed bit h ((g mod 2^h) + 1), the slide that
/// just outruns the left chip's room (so it cannot simply undo the move), and the full
/// slide; for a left chip and each clear bit h of g, the shortest slide that sets it
/// (2^h - (g mod 2^h)) when there is room, and the longest slide. Besides, the shortest
/// and longest few slides of every chip (the order prefers short slides, and the long
/// ones leave a small gap or room behind). Not proven optimal: on random strips of a
/// few hundred cells it left the exact fewest replies in 596 of 600 P-positions and one
/// more in the rest (tst_staircase reports the figures). Candidates are ranked
/// in order of a lower bound on their replies (the pairs holding bit h), which usually
/// stops the search after a handful.

Candidate bestOfFew(const std::vector<Pair>& pairs) {
    std::vector<std::size_t> holders; // holders[h] = pairs whose gap has bit h
    for (const Pair& pair : pairs) {
        const mp_bitcnt_t bits = mpz_sizeinbase(pair.gap.get_mpz_t(), 2);
        if (bits > holders.size()) holders.resize(bits, 0);
        for (mp_bitcnt_t h = 0; h < bits; ++h)
            holders[h] += mpz_tstbit(pair.gap.get_mpz_t(), h);
    }
    auto holdersOf = [&](mp_bitcnt_t h) { return h < holders.size() ? holders[h] : 0; };

    struct Bounded {
        std::size_t bound;
        Candidate c;
    };
    std::vector<Bounded> candidates;
    Natural low;
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        const Pair& pair = pairs[k];
        auto add = [&](bool leftChip, const Natural& d) {
            const mp_bitcnt_t h = topChangedBit(pair.gap, movedGap(pair.gap, leftChip, d));
            // A right slide clears bit h of this pair, a left slide sets it.
            const std::size_t bound = leftChip ? holdersOf(h) + 1 : holdersOf(h) - 1;
            candidates.push_back({bound, {k, leftChip, d}});
        };
        const mp_bitcnt_t gapBits = mpz_sizeinbase(pair.gap.get_mpz_t(), 2);
        if (pair.gap > 0) {
            for (mp_bitcnt_t h = 0; h < gapBits; ++h) {
                if (!mpz_tstbit(pair.gap.get_mpz_t(), h)) continue;
                mpz_fdiv_r_2exp(low.get_mpz_t(), pair.gap.get_mpz_t(), h);
                add(false, low + 1);
            }
            if (pair.hasLeft && pair.room < pair.gap) add(false, pair.room + 1);
            add(false, pair.gap);
            for (unsigned long d = 1; d <= shortSlides && d < pair.gap; ++d) {
                add(false, Natural(d));
                add(false, Natural(pair.gap - d));
            }
        }
        if (pair.hasLeft && pair.room > 0) {
            const Natural reach = pair.gap + pair.room;
            const mp_bitcnt_t reachBits = mpz_sizeinbase(reach.get_mpz_t(), 2);
            for (mp_bitcnt_t h = 0; h < reachBits; ++h) {
                if (mpz_tstbit(pair.gap.get_mpz_t(), h)) continue;
                mpz_fdiv_r_2exp(low.get_mpz_t(), pair.gap.get_mpz_t(), h);
                Natural d;
                mpz_ui_pow_ui(d.get_mpz_t(), 2, h);
                d -= low;
                if (d <= pair.room) add(true, d);
            }
            add(true, pair.room);
            for (unsigned long d = 1; d <= shortSlides && d < pair.room; ++d) {
                add(true, Natural(d));
                add(true, Natural(pair.room - d));
            }
        }
    }
    std::sort(candidates.begin(), candidates.end(), [](const Bounded& a, const Bounded& b) {
        return std::tie(a.bound, a.c.slide) < std::tie(b.bound, b.c.slide);
    });
    Candidate best;
    Rank bestRank;
    bool found = false;
    for (const Bounded& b : candidates) {
        // Sorted by (bound, slide): once that exceeds the best (replies, slide), nothing
        // later can rank better.
        if (found &&
            std::tie(b.bound, b.c.slide) > std::tie(std::get<0>(bestRank), std::get<1>(bestRank)))
            break;
        Rank r = rankOf(pairs, b.c);
        if (!found || r < bestRank) {
            best = b.c;
            bestRank = std::move(r);
            found = true;
        }
    }
    return best;
}

/// Exact enumeration costs (moves x pairs) reply tests; below this it is instant.
constexpr unsigned long exactBudget = 1ul << 20;

} // namespace

Position fromCells(std::vector<Natural> cells, const Natural& length) {
    std::sort(cells.begin(), cells.end());
    Position p{std::move(cells), length};
    validate(p);
    return p;
}

void validate(const Position& p) {
    for (std::size_t i = 0; i < p.cells.size(); ++i) {
        const Natural& c = p.cells[i];
        if (c < 1)
            throw InvalidPosition("a chip on " + cellText(c) + ": cells are numbered from 1");
        if (c > p.length)
            throw InvalidPosition("a chip on " + cellText(c) + ", beyond the strip of " +
                                  toString(p.length) + " cells");
        if (i > 0 && c == p.cells[i - 1]) throw InvalidPosition("two chips on " + cellText(c));
        if (i > 0 && c < p.cells[i - 1])
            throw InvalidPosition("chip cells must be listed in ascending order");
    }
}

bool isLegal(const Position& p, const Move& m) {
    return whyIllegal(p, m).empty();
}

Position apply(const Position& p, const Move& m) {
    if (std::string why = whyIllegal(p, m); !why.empty()) throw IllegalMove(why);
    Position next = p;
    next.cells[m.chip] = m.to;
    return next;
}

bool isOver(const Position& p) {
    // No chip can move exactly when they fill cells 1..n.
    return p.cells.empty() || p.cells.back() == p.cells.size();
}

std::vector<Natural> gaps(const Position& p) {
    std::vector<Natural> result;
    for (Pair& pair : pairsOf(p))
        result.push_back(std::move(pair.gap));
    return result;
}

Outcome outcome(const Position& p) {
    validate(p);
    return xorOfGaps(pairsOf(p)) == 0 ? Outcome::P : Outcome::N;
}

std::vector<Move> legalMoves(const Position& p) {
    validate(p);
    std::vector<Move> moves;
    for (std::size_t i = 0; i < p.cells.size(); ++i)
        for (Natural to = i > 0 ? p.cells[i - 1] + 1 : Natural(1); to < p.cells[i]; ++to)
            moves.push_back({i, to});
    return moves;
}

std::vector<Move> winningMoves(const Position& p) {
    validate(p);
    const std::vector<Pair> pairs = pairsOf(p);
    const Natural x = xorOfGaps(pairs);
    std::vector<Move> moves;
    if (x == 0) return moves;
    Natural target;
    for (const Pair& pair : pairs) {
        mpz_xor(target.get_mpz_t(), pair.gap.get_mpz_t(), x.get_mpz_t());
        if (target < pair.gap) // shrink the gap: the right chip slides g - target
            moves.push_back({pair.right, p.cells[pair.right] - (pair.gap - target)});
        else if (pair.hasLeft && target - pair.gap <= pair.room) // widen it, room permitting
            moves.push_back({pair.left, p.cells[pair.left] - (target - pair.gap)});
    }
    // Pairs were listed from the right; each chip has at most one winning move.
    std::sort(moves.begin(), moves.end(),
              [](const Move& a, const Move& b) { return a.chip < b.chip; });
    return moves;
}

Move computerMove(const Position& p) {
    validate(p);
    if (isOver(p)) throw IllegalMove("the game is over: no chip can move");
    if (auto winning = winningMoves(p); !winning.empty()) return winning.front();
    const std::vector<Pair> pairs = pairsOf(p);
    // The number of legal moves is the number of empty cells left of the last chip.
    const Natural moveCount = p.cells.back() - p.cells.size();
    const bool small = moveCount * pairs.size() <= exactBudget;
    return toMove(p, pairs, small ? bestOfAll(pairs) : bestOfFew(pairs));
}

namespace detail {
Move fastMoveFromP(const Position& p) {
    validate(p);
    const std::vector<Pair> pairs = pairsOf(p);
    return toMove(p, pairs, bestOfFew(pairs));
}

Move exactMoveFromP(const Position& p) {
    validate(p);
    const std::vector<Pair> pairs = pairsOf(p);
    return toMove(p, pairs, bestOfAll(pairs));
}
} // namespace detail

std::string describe(const Position& p, const Move& m) {
    return "move the chip on " + cellText(p.cells.at(m.chip)) + " to " + cellText(m.to);
}

bool firstPlayerWins(std::vector<u64> cells) {
    std::sort(cells.begin(), cells.end());
    u64 x = 0;
    // Pairs from the right; the lone lowest chip (n odd) pairs with cell 0.
    for (std::size_t r = cells.size(); r-- > 0;) {
        const u64 left = r > 0 ? cells[r - 1] : 0;
        x ^= cells[r] - left - 1;
        if (r > 0) --r;
    }
    return x != 0;
}

} // namespace grundy::staircase
