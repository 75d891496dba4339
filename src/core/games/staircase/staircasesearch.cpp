// SPDX-License-Identifier: MIT
#include "core/games/staircase/staircasesearch.h"

#include "core/games/staircase/staircaselimbs.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace grundy::staircase {

namespace {

using namespace limbs;

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
// the best move found so far is played. 2^15 steps keep every adversarial benchmark
// under 0.3 ms while every test position still gets the exact optimum (2^17 doubled the
// 64-chip ones and bettered one move by a single reply).

/// Whether a pair whose gap has bit h clear answers, by its left chip, a move whose new
/// XOR has top bit h; for "sometimes" the bound T (see above).
enum class Answer { Never, Always, Sometimes };

/// Work (in tested terms: one per term and bit) the search may spend before it settles
/// for the best move found so far. Only adversarial positions (hundreds of pairs whose
/// gaps and rooms share long runs of bits) come near it; see docs/benchmarks.md.
constexpr std::size_t workBudget = std::size_t(1) << 15;
/// The work of one step that does big-number arithmetic, in tested terms.
constexpr std::size_t nodeWork = 16;

/// Finds the least bad move from a P-position (see above).
class LeastRepliesSearch {
public:
    explicit LeastRepliesSearch(const std::vector<Pair>& pairs)
        : m_pairs(pairs), m_w(widthOf(pairs)), m_nums(m_w), m_someNums(m_w), m_termNums(m_w),
          m_scratch(ScratchCount * m_w) {
        const std::size_t n = pairs.size();
        mp_bitcnt_t bits = 0;
        m_nums.reserve(2 * n);
        for (const Pair& pair : pairs) {
            load(m_nums[m_nums.push()], pair.gap, m_w);
            load(m_nums[m_nums.push()], pair.room, m_w);
        }
        for (std::size_t k = 0; k < n; ++k) {
            mpn_add_n(tmp(A), gap(k), room(k), w());
            m_reach.push_back(bitLength(tmp(A), m_w));
            bits = std::max(bits, m_reach.back());
        }
        m_holders.assign(bits, 0);
        m_always.assign(bits, 0);
        m_groups.resize(bits);
        m_member.assign(2 * n, {});
        addColumnSums(m_holders, n, [&](std::size_t k, std::size_t j) { return gap(k)[j]; });
        // Below the room's top bit the room beats any threshold (< 2^(h+1)); above the first
        // 0 of g past the room's bits the threshold beats the room. Only those two bits need
        // the exact test.
        std::vector<mp_bitcnt_t> roomBits(n);
        for (std::size_t k = 0; k < n; ++k)
            roomBits[k] = pairs[k].hasLeft ? bitLength(room(k), m_w) : 0;
        addColumnSums(m_always, n, [&](std::size_t k, std::size_t j) {
            return roomBits[k] == 0 ? 0 : ~gap(k)[j] & maskBelow(j, roomBits[k] - 1);
        });
        std::vector<std::vector<std::pair<std::size_t, std::size_t>>> sometimes(bits); // (k, num)
        for (std::size_t k = 0; k < n; ++k) {
            if (roomBits[k] == 0) continue;
            for (mp_bitcnt_t h : {roomBits[k] - 1, firstZeroFrom(gap(k), roomBits[k], m_w)}) {
                if (h >= bits || bitAt(gap(k), h)) continue;
                const Answer answer = answerOf(k, h, tmp(A));
                if (answer == Answer::Always) {
                    ++m_always[h];
                } else if (answer == Answer::Sometimes) {
                    const std::size_t num = m_someNums.push();
                    m_someNums.push();
                    std::copy_n(tmp(A), m_w, m_someNums[num]); // T
                    lowBitsOf(tmp(B), gap(k), h, m_w);
                    mpn_xor_n(m_someNums[num + 1], tmp(A), tmp(B), w()); // T ^ q
                    sometimes[h].push_back({k, num});
                }
            }
        }
        // Pairs with the same (q, T) make one term of greater weight: equal gaps and rooms
        // would otherwise walk the same path once per pair.
        const auto less = [&](const auto& a, const auto& b) {
            const int bound = mpn_cmp(m_someNums[a.second], m_someNums[b.second], w());
            return bound != 0
                       ? bound < 0
                       : mpn_cmp(m_someNums[a.second + 1], m_someNums[b.second + 1], w()) < 0;
        };
        for (mp_bitcnt_t h = 0; h < bits; ++h) {
            std::sort(sometimes[h].begin(), sometimes[h].end(), less);
            for (std::size_t s = 0; s < sometimes[h].size(); ++s) {
                const auto& [k, num] = sometimes[h][s];
                if (s == 0 || less(sometimes[h][s - 1], sometimes[h][s]))
                    m_groups[h].push_back({num, 0});
                ++m_groups[h].back().weight;
                Member& member = m_member[2 * k + (m_member[2 * k].group != noGroup)];
                member = {h, m_groups[h].size() - 1};
            }
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
            if (m_found && e.bound > m_replies) break;
            // Leftmost pair first: its chips have the lowest indices, which win ties.
            for (std::size_t i = m_pairs.size(); i-- > 0 && !overBudget();)
                if (bitAt(gap(i), e.h) != e.leftChip) e.leftChip ? left(i, e.h) : right(i, e.h);
            if (overBudget()) break;
        }
        return {m_bestPair, m_bestLeft, toNatural(tmp(BestSlide), m_w)};
    }

private:
    /// Pairs that answer for some x only, all with the same T and T ^ q (m_someNums at
    /// num and num + 1).
    struct Group {
        std::size_t num = 0;
        std::size_t weight = 0; ///< pairs in it
    };
    static constexpr std::size_t noGroup = std::size_t(-1);
    /// A group a pair belongs to (a pair is "sometimes" for at most two bits).
    struct Member {
        mp_bitcnt_t h = 0;
        std::size_t group = noGroup;
    };
    /// An indicator term over x: inside iff x ^ m <= bound; path = m ^ bound. Its path and
    /// bound are m_termNums at 2t and 2t + 1.
    struct Term {
        enum Kind { CountInside, CountOutside, MustBeInside } kind;
        std::size_t weight = 1; ///< replies it adds (pairs sharing it)
    };
    enum Scratch { Top, Low, X, Slide, BestSlide, A, B, C, D, ScratchCount };

    /// Limbs enough for g + r of every pair and then some: sums of two of the search's
    /// values never overflow.
    static std::size_t widthOf(const std::vector<Pair>& pairs) {
        std::size_t size = 0;
        for (const Pair& pair : pairs)
            size =
                std::max({size, mpz_size(pair.gap.get_mpz_t()), mpz_size(pair.room.get_mpz_t())});
        return size + 1;
    }

    const Limb* gap(std::size_t k) const { return m_nums[2 * k]; }
    const Limb* room(std::size_t k) const { return m_nums[2 * k + 1]; }
    Limb* tmp(Scratch s) { return m_scratch.data() + std::size_t(s) * m_w; }
    const Limb* tmp(Scratch s) const { return m_scratch.data() + std::size_t(s) * m_w; }
    mp_size_t w() const { return mp_size_t(m_w); }
    bool overBudget() const { return m_found && m_work > workBudget; }

    /// Whether pair k answers by its left chip when its gap has bit h clear; for
    /// "sometimes" the bound T goes to `bound` (scratch D is used).
    Answer answerOf(std::size_t k, mp_bitcnt_t h, Limb* bound) {
        if (!m_pairs[k].hasLeft) return Answer::Never;
        Limb* s = tmp(D);
        lowBitsOf(s, gap(k), h, m_w);
        mpn_add_n(s, s, room(k), w()); // q + r
        // s < 2^h: never; s - 2^h >= 2^h - 1, i.e. s >= 2^(h+1) - 1: always.
        if (bitLength(s, m_w) <= h) return Answer::Never;
        mpn_add_1(bound, s, w(), 1);
        if (bitLength(bound, m_w) > h + 1) return Answer::Always;
        mpn_sub_1(bound, bound, w(), 1);
        bound[h / limbBits] &= ~(Limb(1) << (h % limbBits)); // T = s - 2^h
        return Answer::Sometimes;
    }

    /// Whether (replies, slide, chip) cannot beat the best so far.
    bool beaten(std::size_t replies, const Limb* slide) const {
        if (!m_found) return false;
        if (replies != m_replies) return replies > m_replies;
        const int order = mpn_cmp(slide, tmp(BestSlide), w());
        return order != 0 ? order > 0 : m_chip >= m_bestChip;
    }

    void addTerm(Term::Kind kind, const Limb* path, const Limb* bound, std::size_t weight) {
        m_terms.push_back({kind, weight});
        const std::size_t at = m_termNums.push();
        m_termNums.push();
        std::copy_n(path, m_w, m_termNums[at]);
        std::copy_n(bound, m_w, m_termNums[at + 1]);
    }

    void addSometimes(std::size_t skip) {
        std::size_t skipGroup = noGroup;
        if (skip < m_pairs.size())
            for (const Member& member : {m_member[2 * skip], m_member[2 * skip + 1]})
                if (member.group != noGroup && member.h == m_h) skipGroup = member.group;
        const std::vector<Group>& groups = m_groups[m_h];
        for (std::size_t g = 0; g < groups.size(); ++g) {
            const std::size_t weight = groups[g].weight - (g == skipGroup);
            if (weight == 0) continue;
            mpn_xor_n(tmp(A), m_someNums[groups[g].num + 1], tmp(Low), w());
            addTerm(Term::CountInside, tmp(A), m_someNums[groups[g].num], weight);
        }
    }

    /// Right chip of pair i clears bit h of its gap.
    void right(std::size_t i, mp_bitcnt_t h) {
        std::size_t count = m_holders[h] - 1 + m_always[h];
        if (m_found && count > m_replies) return;
        const Pair& pair = m_pairs[i];
        start(i, false, h, pair.right);
        mpn_add_1(tmp(Slide), tmp(Low), w(), 1);
        if (beaten(count, tmp(Slide))) return; // the shortest slide for bit h
        if (pair.hasLeft) {
            // Pair i undoes the move iff d <= r_i, i.e. x >= least = 2^h + low - r_i.
            Limb* least = tmp(A);
            mpn_add_n(least, tmp(Top), tmp(Low), w());
            if (mpn_cmp(least, room(i), w()) <= 0) {
                ++count;
            } else {
                mpn_sub_n(least, least, room(i), w());
                if (mpn_cmp(least, tmp(Top), w()) < 0) {
                    mpn_sub_1(least, least, w(), 1);
                    addTerm(Term::CountOutside, least, least, 1);
                }
            }
        }
        const bool neighbour =
            i > 0 && !bitAt(gap(i - 1), h) && answerOf(i - 1, h, tmp(A)) != Answer::Always;
        m_neighbour = neighbour ? i - 1 : m_pairs.size();
        addSometimes(m_neighbour);
        searchTerms(count);
    }

    /// Left chip of pair i sets bit h of its gap.
    void left(std::size_t i, mp_bitcnt_t h) {
        const Pair& pair = m_pairs[i];
        if (!pair.hasLeft || h >= m_reach[i] || mpn_zero_p(room(i), w())) return;
        std::size_t count = m_holders[h] + 1 + m_always[h];
        if (m_found && count > m_replies + 1) return;
        if (answerOf(i, h, tmp(A)) == Answer::Always)
            --count; // pair i now answers by its right chip
        if (m_found && count > m_replies) return;
        start(i, true, h, pair.left);
        Limb* shortest = tmp(Slide);
        mpn_sub_n(shortest, tmp(Top), tmp(Low), w());
        if (mpn_cmp(shortest, room(i), w()) > 0 || beaten(count, shortest)) return;
        // d <= r_i, i.e. x <= most = r_i - 2^h + low; a bound only when below 2^h - 1.
        Limb* most = tmp(A);
        mpn_sub_n(most, room(i), shortest, w());
        mpn_add_1(tmp(B), most, w(), 1);
        if (mpn_cmp(tmp(B), tmp(Top), w()) < 0) addTerm(Term::MustBeInside, most, most, 1);
        m_neighbour = m_pairs.size();
        addSometimes(i);
        searchTerms(count);
    }

    void start(std::size_t i, bool leftChip, mp_bitcnt_t h, std::size_t chip) {
        m_work += nodeWork;
        m_pair = i;
        m_leftChip = leftChip;
        m_h = h;
        m_chip = chip;
        setPow2(tmp(Top), h, m_w);
        lowBitsOf(tmp(Low), gap(i), h, m_w);
        std::fill_n(tmp(X), m_w, Limb(0));
        m_terms.clear();
        m_termNums.clear();
    }

    void searchTerms(std::size_t count) {
        m_work += nodeWork / 2 * m_terms.size();
        m_order.resize(m_terms.size());
        for (std::size_t t = 0; t < m_order.size(); ++t)
            m_order[t] = t;
        walk(m_h, m_order.data(), m_order.data() + m_order.size(), count);
    }

    const Limb* pathOf(std::size_t t) const { return m_termNums[2 * t]; }
    const Limb* boundOf(std::size_t t) const { return m_termNums[2 * t + 1]; }

    /// The slide for x, into scratch Slide.
    const Limb* slideAt(const Limb* x) {
        Limb* slide = tmp(Slide);
        if (m_leftChip) {
            mpn_add_n(slide, tmp(Top), x, w());
            mpn_sub_n(slide, slide, tmp(Low), w());
        } else {
            mpn_add_n(slide, tmp(Top), tmp(Low), w());
            mpn_sub_n(slide, slide, x, w());
        }
        return slide;
    }

    /// The best x of the subtree whose bits from b up are m_x's: right moves take every
    /// free bit 1, left moves 0 (see above). Into scratch C.
    const Limb* bestBelow(mp_bitcnt_t b) {
        withLowOnes(tmp(C), tmp(X), m_leftChip ? 0 : b, m_w);
        return tmp(C);
    }

    /// The best x whose bits from `free` up are m_x's, given the undecided terms
    /// [begin, end) of m_order. The walk reorders that range only (each branch's undecided
    /// terms are one part of it), so the caller's ranges stay valid.
    void walk(mp_bitcnt_t free, std::size_t* begin, std::size_t* end, std::size_t count) {
        if (overBudget()) return;
        if (begin == end || free == 0) {
            // At free == 0 x sits on every undecided term's boundary: inside.
            for (const std::size_t* t = begin; t != end; ++t)
                count += m_terms[*t].kind == Term::CountInside ? m_terms[*t].weight : 0;
            offer(bestBelow(free), count);
            return;
        }
        const mp_bitcnt_t b = free - 1;
        m_work += nodeWork + 2 * std::size_t(end - begin);
        std::size_t* const mid =
            std::partition(begin, end, [&](std::size_t t) { return !bitAt(pathOf(t), b); });
        struct Branch {
            bool one;
            bool allowed = true;
            std::size_t count;
            std::size_t *begin, *end; ///< undecided; the other part is decided
        };
        Branch branches[2] = {{false, true, count, begin, mid}, {true, true, count, mid, end}};
        for (Branch& branch : branches) {
            const auto [from, to] = branch.one ? std::pair(begin, mid) : std::pair(mid, end);
            for (const std::size_t* t = from; t != to; ++t) {
                const Term& term = m_terms[*t];
                const bool inside = bitAt(boundOf(*t), b);
                if (term.kind == Term::MustBeInside)
                    branch.allowed = branch.allowed && inside;
                else if (inside == (term.kind == Term::CountInside))
                    branch.count += term.weight;
            }
        }
        // The preferred bit first (1 for right moves), unless the other has fewer decided
        // replies (it prunes more).
        if (!m_leftChip) std::swap(branches[0], branches[1]);
        if (branches[1].count < branches[0].count) std::swap(branches[0], branches[1]);
        for (const Branch& branch : branches) {
            if (!branch.allowed || (m_found && branch.count > m_replies)) continue;
            Limb& word = tmp(X)[b / limbBits];
            const Limb bit = Limb(branch.one) << (b % limbBits);
            word |= bit;
            if (!(m_found && branch.count == m_replies &&
                  beaten(branch.count, slideAt(bestBelow(b)))))
                walk(b, branch.begin, branch.end, branch.count);
            word &= ~bit;
        }
    }

    void offer(const Limb* x, std::size_t count) {
        const Limb* slide = slideAt(x);
        if (m_neighbour < m_pairs.size()) {
            // Pair i - 1 answers iff its room, grown by the slide, reaches its threshold
            // 2^h + (q ^ low ^ x) - q.
            Limb* q = tmp(A);
            Limb* needed = tmp(B);
            lowBitsOf(q, gap(m_neighbour), m_h, m_w);
            mpn_xor_n(needed, q, tmp(Low), w());
            mpn_xor_n(needed, needed, x, w());
            mpn_add_n(needed, needed, tmp(Top), w());
            mpn_sub_n(needed, needed, q, w());
            mpn_add_n(tmp(D), room(m_neighbour), slide, w());
            count += mpn_cmp(tmp(D), needed, w()) >= 0;
        }
        if (beaten(count, slide)) return;
        m_found = true;
        m_replies = count;
        m_bestChip = m_chip;
        m_bestPair = m_pair;
        m_bestLeft = m_leftChip;
        std::copy_n(slide, m_w, tmp(BestSlide));
    }

    const std::vector<Pair>& m_pairs;
    std::size_t m_w;                          ///< limbs per number
    Numbers m_nums;                           ///< gap and room of pair k at 2k and 2k + 1
    std::vector<mp_bitcnt_t> m_reach;         ///< bits of g + r: a left chip sets no bit beyond
    std::vector<std::size_t> m_holders;       ///< c_h
    std::vector<std::size_t> m_always;        ///< pairs with bit h clear, always answering
    std::vector<std::vector<Group>> m_groups; ///< "sometimes" pairs per bit h
    Numbers m_someNums;
    std::vector<Member> m_member; ///< pair k's groups at 2k and 2k + 1
    // The (pair, chip, h) being searched, its terms and scratch numbers.
    std::size_t m_pair = 0, m_chip = 0, m_neighbour = 0;
    bool m_leftChip = false;
    mp_bitcnt_t m_h = 0;
    std::vector<Term> m_terms;
    Numbers m_termNums;
    std::vector<std::size_t> m_order;
    std::vector<Limb> m_scratch;
    // The best move so far, and the work spent (undecided terms tested, one per bit).
    std::size_t m_work = 0;
    bool m_found = false, m_bestLeft = false;
    std::size_t m_replies = 0, m_bestChip = 0, m_bestPair = 0;
};

} // namespace

Candidate leastReplies(const std::vector<Pair>& pairs) {
    return LeastRepliesSearch(pairs).run();
}

} // namespace grundy::staircase
