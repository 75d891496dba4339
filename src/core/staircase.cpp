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

// --- The least bad move from a P-position, exactly and fast ----------------------------
//
// Notation: pairs k with gap g_k and room r_k (pairs without a left chip never widen);
// c_h = the number of gaps with bit h set. A move changes one pair i's gap g to g', so
// the new XOR is Y = g ^ g' with top bit h; write x = g' mod 2^h and low = g mod 2^h.
// Every move is exactly one (pair, chip, h, x): a right chip clears a set bit h of g
// (slide d = 2^h + low - x, any x < 2^h), a left chip sets a clear bit h (slide
// d = 2^h + x - low, any x < 2^h with d <= r_i). A pair answers by its right chip iff
// its new gap has bit h (so c_h - 1 or c_h + 1 of them), else by its left chip iff
//   r_k >= 2^h + (q ^ Y') - q,   q = g_k mod 2^h, Y' = low ^ x,
// i.e. iff (q ^ low ^ x) <= T_k := q + r_k - 2^h: never when T_k < 0, always when
// T_k >= 2^h - 1, and otherwise ("sometimes") iff x lies in {x : x ^ m <= T} with
// m = q ^ low. Two pairs are special: after a right move pair i answers iff d <= r_i,
// i.e. iff x >= 2^h + low - r_i, and pair i - 1 (on its right) gains d of room.
//
// So for a fixed (pair, chip, h) the replies are a constant plus indicator terms, each
// of the form [x ^ m <= T] or its negation, plus pair i - 1's term for right moves.
// Walk the bits of x from h - 1 down (a binary trie): a term stays undecided only while
// x follows the single path x = m ^ T; the first bit that leaves the path decides it
// (inside when T has a 1 there). Once no term is undecided, every x of the subtree has
// the same count except pair i - 1's: it answers iff r_{i-1} >= phi(x) =
// (q ^ low ^ x) + x - q - low, and each free bit of x adds 2 * 2^b to phi (when q and
// low have a 0 there) or nothing, so all free bits 1 maximise phi (fewest replies) and
// x (shortest right slide) at once. For left moves pair i - 1 is unchanged and all
// free bits 0 give the shortest slide. Hence the best move of a subtree is one point,
// and a depth-first walk over the paths (at most terms x h nodes) with branch and bound
// on (replies, slide, chip) finds the exact optimum. Pairs are "sometimes" for at most
// two bits each (the top bit of the room, and the first 0 of g above it), so the walks
// are short; (pair, chip, h) triples are visited in order of a lower bound on their
// replies and the search stops once that bound exceeds the best found. Positions built
// to defeat the pruning (hundreds of pairs with equal gaps and rooms, or gaps sharing
// long runs of 1 bits) could still take long, so a work budget caps the search; past it
// the best move found so far is played. 2^15 steps keep the 64-chip adversarial
// benchmarks under 0.4 ms while every test position still gets the exact optimum.

/// 2^h.
Natural pow2(mp_bitcnt_t h) {
    Natural r;
    mpz_setbit(r.get_mpz_t(), h);
    return r;
}

/// n mod 2^h.
Natural lowBits(const Natural& n, mp_bitcnt_t h) {
    Natural r;
    mpz_fdiv_r_2exp(r.get_mpz_t(), n.get_mpz_t(), h);
    return r;
}

bool bitOf(const Natural& n, mp_bitcnt_t h) {
    return mpz_tstbit(n.get_mpz_t(), h) != 0;
}

/// The number of binary digits of n (0 for 0).
mp_bitcnt_t bitLength(const Natural& n) {
    return n == 0 ? 0 : mpz_sizeinbase(n.get_mpz_t(), 2);
}

/// Whether a pair whose gap has bit h clear answers, by its left chip, a move whose new
/// XOR has top bit h; for "sometimes" the bound T (see above).
enum class Answer { Never, Always, Sometimes };

Answer answerOf(const Pair& pair, mp_bitcnt_t h, Natural* bound = nullptr) {
    if (!pair.hasLeft) return Answer::Never;
    Natural s = lowBits(pair.gap, h) + pair.room; // q + r
    const Natural top = pow2(h);
    if (s < top) return Answer::Never;
    s -= top;
    if (s >= top - 1) return Answer::Always;
    if (bound) *bound = std::move(s);
    return Answer::Sometimes;
}

/// Work (in tested terms: one per term and bit) the search may spend before it settles
/// for the best move found so far: a few milliseconds. Only adversarial positions (hundreds of
/// pairs whose gaps and rooms share long runs of bits) come near it; see
/// docs/benchmarks.md.
constexpr std::size_t workBudget = std::size_t(1) << 15;
/// The work of one step that does big-number arithmetic, in tested terms.
constexpr std::size_t nodeWork = 16;

/// Finds the least bad move from a P-position (see above).
class LeastRepliesSearch {
public:
    explicit LeastRepliesSearch(const std::vector<Pair>& pairs) : m_pairs(pairs) {
        mp_bitcnt_t bits = 0;
        for (const Pair& pair : pairs) {
            m_reach.push_back(bitLength(pair.gap + pair.room));
            bits = std::max(bits, m_reach.back());
        }
        m_holders.assign(bits, 0);
        m_always.assign(bits, 0);
        m_sometimes.resize(bits);
        for (std::size_t k = 0; k < pairs.size(); ++k) {
            const Pair& pair = pairs[k];
            for (mp_bitcnt_t h = 0; h < bitLength(pair.gap); ++h)
                m_holders[h] += bitOf(pair.gap, h);
            if (!pair.hasLeft || pair.room == 0) continue;
            // Below the room's top bit the room beats any threshold (< 2^(h+1)); above the
            // first 0 of g past the room's bits the threshold beats the room. Only those
            // two bits need the exact test.
            const mp_bitcnt_t roomBits = bitLength(pair.room);
            for (mp_bitcnt_t h = 0; h + 1 < roomBits; ++h)
                m_always[h] += !bitOf(pair.gap, h);
            for (mp_bitcnt_t h : {roomBits - 1, mpz_scan0(pair.gap.get_mpz_t(), roomBits)}) {
                if (h >= bits || bitOf(pair.gap, h)) continue;
                Natural bound;
                switch (answerOf(pair, h, &bound)) {
                case Answer::Always:
                    ++m_always[h];
                    break;
                case Answer::Sometimes:
                    m_sometimes[h].push_back({{k}, bound, bound ^ lowBits(pair.gap, h)});
                    break;
                case Answer::Never:
                    break;
                }
            }
        }
        // Pairs with the same (q, T) make one term of greater weight: equal gaps and rooms
        // would otherwise walk the same path once per pair.
        for (std::vector<Sometimes>& list : m_sometimes) {
            if (list.size() < 2) continue;
            std::sort(list.begin(), list.end(), [](const Sometimes& a, const Sometimes& b) {
                return std::tie(a.bound, a.boundXorLow) < std::tie(b.bound, b.boundXorLow);
            });
            std::vector<Sometimes> merged;
            for (Sometimes& s : list) {
                if (!merged.empty() && merged.back().bound == s.bound &&
                    merged.back().boundXorLow == s.boundXorLow)
                    merged.back().pairs.push_back(s.pairs.front());
                else
                    merged.push_back(std::move(s));
            }
            list = std::move(merged);
        }
    }

    Candidate run() {
        // Lower bounds per (h, chip side), whatever the pair: right moves leave c_h - 1
        // holders, left moves c_h + 1 but may take one "always" pair out of the count.
        struct Entry {
            std::size_t bound;
            mp_bitcnt_t h;
            bool leftChip;
        };
        std::vector<Entry> entries;
        for (mp_bitcnt_t h = 0; h < m_holders.size(); ++h) {
            if (m_holders[h] > 0) entries.push_back({m_holders[h] - 1 + m_always[h], h, false});
            entries.push_back({m_holders[h] + m_always[h], h, true});
        }
        std::sort(entries.begin(), entries.end(),
                  [](const Entry& a, const Entry& b) { return a.bound < b.bound; });
        for (const Entry& e : entries) {
            if (m_found && (e.bound > m_replies || m_work > workBudget)) break;
            // Leftmost pair first: its chips have the lowest indices, which win ties.
            for (std::size_t i = m_pairs.size(); i-- > 0;)
                if (bitOf(m_pairs[i].gap, e.h) != e.leftChip)
                    e.leftChip ? left(i, e.h) : right(i, e.h);
        }
        return m_best;
    }

private:
    /// Pairs that answer for some x only, all with the same T and T ^ q.
    struct Sometimes {
        std::vector<std::size_t> pairs;
        Natural bound;
        Natural boundXorLow;
    };
    /// An indicator term over x: inside iff x ^ m <= bound; `path` = m ^ bound.
    struct Term {
        enum Kind { CountInside, CountOutside, MustBeInside } kind;
        Natural path;
        Natural bound;
        std::size_t weight = 1; ///< replies it adds (pairs sharing it)
    };

    /// Whether (replies, slide, chip) cannot beat the best so far.
    bool beaten(std::size_t replies, const Natural& slide) const {
        return m_found &&
               std::tie(replies, slide, m_chip) >= std::tie(m_replies, m_best.slide, m_bestChip);
    }

    void addSometimes(std::size_t skip) {
        for (const Sometimes& s : m_sometimes[m_h]) {
            const auto weight =
                s.pairs.size() - std::size_t(std::count(s.pairs.begin(), s.pairs.end(), skip));
            if (weight > 0)
                m_terms.push_back({Term::CountInside, s.boundXorLow ^ m_low, s.bound, weight});
        }
    }

    /// Right chip of pair i clears bit h of its gap.
    void right(std::size_t i, mp_bitcnt_t h) {
        std::size_t count = m_holders[h] - 1 + m_always[h];
        if (m_found && count > m_replies) return;
        const Pair& pair = m_pairs[i];
        start(i, false, h, pair.right);
        if (beaten(count, m_low + 1)) return; // the shortest slide for bit h
        if (pair.hasLeft) {
            // Pair i undoes the move iff d <= r_i, i.e. x >= 2^h + low - r_i.
            const Natural least = m_top + m_low - pair.room;
            if (least <= 0)
                ++count;
            else if (least < m_top)
                m_terms.push_back({Term::CountOutside, least - 1, least - 1});
        }
        const bool neighbour =
            i > 0 && !bitOf(m_pairs[i - 1].gap, h) && answerOf(m_pairs[i - 1], h) != Answer::Always;
        m_neighbour = neighbour ? i - 1 : m_pairs.size();
        addSometimes(m_neighbour);
        m_work += nodeWork / 2 * m_terms.size();
        walk(h, allTerms(), count);
    }

    /// Left chip of pair i sets bit h of its gap.
    void left(std::size_t i, mp_bitcnt_t h) {
        const Pair& pair = m_pairs[i];
        if (!pair.hasLeft || pair.room == 0 || h >= m_reach[i]) return;
        std::size_t count = m_holders[h] + 1 + m_always[h];
        if (m_found && count > m_replies + 1) return;
        if (answerOf(pair, h) == Answer::Always) --count; // pair i now answers by its right chip
        if (m_found && count > m_replies) return;
        start(i, true, h, pair.left);
        const Natural shortest = m_top - m_low;
        if (shortest > pair.room || beaten(count, shortest)) return;
        // d <= r_i, i.e. x <= r_i - 2^h + low.
        const Natural most = pair.room - shortest;
        if (most < m_top - 1) m_terms.push_back({Term::MustBeInside, most, most});
        m_neighbour = m_pairs.size();
        addSometimes(i);
        m_work += nodeWork / 2 * m_terms.size();
        walk(h, allTerms(), count);
    }

    void start(std::size_t i, bool leftChip, mp_bitcnt_t h, std::size_t chip) {
        m_work += nodeWork;
        m_pair = i;
        m_leftChip = leftChip;
        m_h = h;
        m_chip = chip;
        m_top = pow2(h);
        m_low = lowBits(m_pairs[i].gap, h);
        m_x = 0;
        m_terms.clear();
    }

    std::vector<std::size_t> allTerms() const {
        std::vector<std::size_t> all(m_terms.size());
        for (std::size_t t = 0; t < all.size(); ++t)
            all[t] = t;
        return all;
    }

    /// The shortest slide of the subtree whose bits from b up are m_x's.
    Natural shortestBelow(mp_bitcnt_t b) const {
        Natural x = m_x;
        if (!m_leftChip) x += pow2(b) - 1;
        return slideAt(x);
    }

    Natural slideAt(const Natural& x) const {
        return m_leftChip ? Natural(m_top + x - m_low) : Natural(m_top + m_low - x);
    }

    /// The best x whose bits from `free` up are m_x's, given the undecided terms.
    void walk(mp_bitcnt_t free, const std::vector<std::size_t>& undecided, std::size_t count) {
        if (m_found && m_work > workBudget) return;
        if (undecided.empty() || free == 0) {
            // At free == 0 x sits on every undecided term's boundary: inside.
            for (std::size_t t : undecided)
                count += m_terms[t].kind == Term::CountInside ? m_terms[t].weight : 0;
            Natural x = m_x;
            if (!m_leftChip && free > 0) x += pow2(free) - 1;
            offer(x, count);
            return;
        }
        const mp_bitcnt_t b = free - 1;
        m_work += nodeWork + 2 * undecided.size();
        struct Branch {
            bool one;
            bool allowed = true;
            std::size_t count;
            std::vector<std::size_t> undecided;
        };
        Branch branches[2] = {{!m_leftChip, true, count, {}}, {m_leftChip, true, count, {}}};
        for (Branch& branch : branches) {
            for (std::size_t t : undecided) {
                const Term& term = m_terms[t];
                if (bitOf(term.path, b) == branch.one) {
                    branch.undecided.push_back(t);
                    continue;
                }
                const bool inside = bitOf(term.bound, b);
                if (term.kind == Term::MustBeInside)
                    branch.allowed = branch.allowed && inside;
                else if (inside == (term.kind == Term::CountInside))
                    branch.count += term.weight;
            }
        }
        // The branch with fewer decided replies first (it prunes more), else the preferred bit.
        if (branches[1].count < branches[0].count) std::swap(branches[0], branches[1]);
        for (const Branch& branch : branches) {
            if (!branch.allowed || (m_found && branch.count > m_replies)) continue;
            if (branch.one) mpz_setbit(m_x.get_mpz_t(), b);
            if (!(m_found && branch.count == m_replies && beaten(branch.count, shortestBelow(b))))
                walk(b, branch.undecided, branch.count);
            if (branch.one) mpz_clrbit(m_x.get_mpz_t(), b);
        }
    }

    void offer(const Natural& x, std::size_t count) {
        const Natural slide = slideAt(x);
        if (m_neighbour < m_pairs.size()) {
            // Pair i - 1 answers iff its room, grown by the slide, reaches its threshold.
            const Pair& n = m_pairs[m_neighbour];
            const Natural q = lowBits(n.gap, m_h);
            const Natural needed = m_top + (q ^ m_low ^ x) - q;
            count += n.room + slide >= needed;
        }
        if (beaten(count, slide)) return;
        m_found = true;
        m_replies = count;
        m_bestChip = m_chip;
        m_best = {m_pair, m_leftChip, slide};
    }

    const std::vector<Pair>& m_pairs;
    std::vector<mp_bitcnt_t> m_reach;   ///< bits of g + r: a left chip sets no bit beyond
    std::vector<std::size_t> m_holders; ///< c_h
    std::vector<std::size_t> m_always;  ///< pairs with bit h clear, always answering
    std::vector<std::vector<Sometimes>> m_sometimes; ///< per bit h
    // The (pair, chip, h) being searched.
    std::size_t m_pair = 0, m_chip = 0, m_neighbour = 0;
    bool m_leftChip = false;
    mp_bitcnt_t m_h = 0;
    Natural m_top, m_low, m_x;
    std::vector<Term> m_terms;
    // The best move so far, and the work spent (undecided terms tested, one per bit).
    std::size_t m_work = 0;
    bool m_found = false;
    std::size_t m_replies = 0, m_bestChip = 0;
    Candidate m_best;
};

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
    return detail::fastMoveFromP(p);
}

namespace detail {
Move fastMoveFromP(const Position& p) {
    validate(p);
    const std::vector<Pair> pairs = pairsOf(p);
    return toMove(p, pairs, LeastRepliesSearch(pairs).run());
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
