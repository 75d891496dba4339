// SPDX-License-Identifier: MIT
#include "core/games/redistribution/redistribution.h"

#include "core/games/catalogue.h"
#include "core/games/redistribution/redistributionexplain.h"
#include "core/text/english.h"

#include "core/base/grundy.h"
#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/games/redistribution/redistributionwords.h"
#include <algorithm>
#include <map>
#include <mutex>
#include <numeric>
#include <vector>

namespace grundy::redistribution {

namespace {

/// Indices of the non-empty piles, by size (then index): sorts indices, not numbers.
std::vector<std::size_t> sortedInPlay(const Position& p) {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        if (p.piles[i] > 0) order.push_back(i);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const int c = cmp(p.piles[a], p.piles[b]);
        return c != 0 ? c < 0 : a < b;
    });
    return order;
}

/// Every way to give at most `budget` stones to `targets[t..]` (each gets 0 or more;
/// only positive gifts are listed), appended to `out` for the move `base`.
void distribute(const std::vector<std::size_t>& targets, std::size_t t, const Natural& budget,
                Move& base, std::vector<Move>& out) {
    if (t == targets.size()) {
        out.push_back(base);
        return;
    }
    distribute(targets, t + 1, budget, base, out); // nothing for this one
    for (Natural g = 1; g <= budget; ++g) {
        base.gifts.emplace_back(targets[t], g);
        distribute(targets, t + 1, budget - g, base, out);
        base.gifts.pop_back();
    }
}

} // namespace

void validate(const Position& p) {
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        if (p.piles[i] < 0) throw InvalidPosition({words::ErrorPileNegative, {i + 1}});
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    using namespace words;
    auto missing = [&](std::size_t i) { return Message{ErrorNoPile, {i + 1, p.piles.size()}}; };
    if (m.pile >= p.piles.size()) return missing(m.pile);
    const Natural& from = p.piles[m.pile];
    if (from <= 0) return Message{ErrorPileEmpty, {m.pile + 1}};
    if (m.removed < 1) return Message{ErrorRemoveNothing, {}};
    Natural used = m.removed;
    for (std::size_t g = 0; g < m.gifts.size(); ++g) {
        const auto& [to, given] = m.gifts[g];
        if (to >= p.piles.size()) return missing(to);
        if (to == m.pile) return Message{ErrorGiftToItself, {to + 1}};
        if (p.piles[to] <= 0) return Message{ErrorGiftToEmpty, {to + 1}};
        if (given < 1) return Message{ErrorGiftNothing, {to + 1}};
        for (std::size_t e = 0; e < g; ++e)
            if (m.gifts[e].first == to) return Message{ErrorGiftTwice, {to + 1}};
        used += given;
    }
    if (used > from) return Message{ErrorPileUses, {m.pile + 1, stones(from), used}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    requireLegal(p, m);
    Position next = p;
    next.piles[m.pile] -= m.removed;
    for (const auto& [to, stones] : m.gifts) {
        next.piles[m.pile] -= stones;
        next.piles[to] += stones;
    }
    return next;
}

bool isOver(const Position& p) {
    return std::all_of(p.piles.begin(), p.piles.end(), [](const Natural& n) { return n <= 0; });
}

namespace {

/// The piles in play, ascending: the SG value depends on nothing else.
using Piles = std::vector<unsigned>;

/// The SG values searched so far, for the whole process (positions of at most kSgLimit
/// stones: a few hundred).
struct SgMemo {
    std::mutex mutex;
    std::map<Piles, unsigned> values;
};

SgMemo& sgMemo() {
    static SgMemo memo;
    return memo;
}

/// Calls f with every way of giving at most `budget` stones to the piles from `from` on.
template <class F> void eachGift(Piles& others, std::size_t from, unsigned budget, F&& f) {
    if (from == others.size()) {
        f(others);
        return;
    }
    for (unsigned g = 0; g <= budget; ++g) {
        others[from] += g;
        eachGift(others, from + 1, budget - g, f);
        others[from] -= g;
    }
}

/// SG of `piles` from the rules: a pile of s keeps k < s stones, gives stones to the other
/// piles and removes the rest (at least one). Requires the memo's lock.
unsigned searchSg(const Piles& piles, std::map<Piles, unsigned>& memo) {
    if (auto it = memo.find(piles); it != memo.end()) return it->second;
    std::vector<unsigned> seen;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        if (i > 0 && piles[i] == piles[i - 1]) continue; // the same options again
        Piles others = piles;
        others.erase(others.begin() + std::ptrdiff_t(i));
        for (unsigned keep = 0; keep < piles[i]; ++keep)
            eachGift(others, 0, piles[i] - 1 - keep, [&](const Piles& given) {
                Piles next = given;
                if (keep > 0) next.push_back(keep);
                std::sort(next.begin(), next.end());
                seen.push_back(searchSg(next, memo));
            });
    }
    const unsigned value = mex(seen);
    memo.emplace(piles, value);
    return value;
}

} // namespace

std::optional<Natural> sgValue(const Position& p) {
    validate(p);
    Natural total = 0;
    Piles piles;
    for (const Natural& n : p.piles) {
        total += n;
        if (total > kSgLimit) return std::nullopt;
        if (n > 0) piles.push_back(unsigned(n.get_ui()));
    }
    std::sort(piles.begin(), piles.end());
    SgMemo& memo = sgMemo();
    const std::lock_guard guard(memo.mutex);
    return Natural(searchSg(piles, memo.values));
}

Outcome outcome(const Position& p) {
    validate(p);
    // P iff the sizes pair up: in sorted order, entries 0-1, 2-3, ... are equal.
    const auto order = sortedInPlay(p);
    if (order.size() % 2 != 0) return Outcome::N;
    for (std::size_t j = 0; j < order.size(); j += 2)
        if (p.piles[order[j]] != p.piles[order[j + 1]]) return Outcome::N;
    return Outcome::P;
}

std::vector<Move> legalMoves(const Position& p) {
    validate(p);
    std::vector<Move> moves;
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        if (p.piles[i] <= 0) continue;
        std::vector<std::size_t> targets;
        for (std::size_t j = 0; j < p.piles.size(); ++j)
            if (j != i && p.piles[j] > 0) targets.push_back(j);
        for (Natural r = 1; r <= p.piles[i]; ++r) {
            Move base{i, r, {}};
            distribute(targets, 0, p.piles[i] - r, base, moves);
        }
    }
    return moves;
}

Natural legalMoveCount(const Position& p) {
    validate(p);
    unsigned long others = 0;
    for (const Natural& pile : p.piles)
        if (pile > 0) ++others;
    Natural count = 0;
    for (const Natural& pile : p.piles) {
        if (pile <= 0) continue;
        // r >= 1 removed, then at most s-r given to the k = others-1 other piles:
        // the sum over m < s of C(m+k, k) is C(s+k, k+1).
        const unsigned long k = others - 1;
        Natural ways;
        const Natural top = pile + k;
        mpz_bin_ui(ways.get_mpz_t(), top.get_mpz_t(), k + 1);
        count += ways;
    }
    return count;
}

Move randomMove(const Position& p, Random& random) {
    validate(p);
    if (isOver(p)) throw IllegalMove({words::ErrorAllPilesEmpty, {}});
    // A move of a pile of n with k other non-empty piles is r >= 1 removed and gifts
    // g_1 ... g_k >= 0 with (r - 1) + g_1 + ... + g_k <= n - 1: by stars and bars, one move
    // per set of k + 1 different numbers below n + k, so C(n + k, k + 1) moves.
    const std::size_t inPlay = static_cast<std::size_t>(
        std::count_if(p.piles.begin(), p.piles.end(), [](const Natural& n) { return n > 0; }));
    const std::size_t others = inPlay - 1;
    std::vector<Natural> counts;
    for (const Natural& n : p.piles) {
        Natural count = 0;
        if (n > 0) mpz_bin_ui(count.get_mpz_t(), Natural(n + others).get_mpz_t(), others + 1);
        counts.push_back(std::move(count));
    }
    const Random::Pick pick = random.among(counts);
    const std::size_t pile = pick.group;
    // Within the pile, every set of bars (so every move) is equally likely.
    const std::vector<Natural> bars = random.distinctBelow(p.piles[pile] + others, others + 1);
    Move move{pile, bars[0] + 1, {}};
    std::size_t bar = 1;
    for (std::size_t j = 0; j < p.piles.size(); ++j) {
        if (j == pile || p.piles[j] <= 0) continue;
        Natural gift = bars[bar] - bars[bar - 1] - 1;
        ++bar;
        if (gift > 0) move.gifts.emplace_back(j, std::move(gift));
    }
    return move;
}

std::vector<Move> winningMoves(const Position& p) {
    if (outcome(p) == Outcome::P) return {};
    // docs/games.md section 4, sizes s1 <= ... <= sn: the largest pile tops up every other
    // pile of one parity to its neighbour, and keeps s1 (n even) or nothing (n odd).
    const auto order = sortedInPlay(p);
    const std::size_t n = order.size();
    auto size = [&](std::size_t j) -> const Natural& { return p.piles[order[j]]; };
    Move move{order[n - 1], size(n - 1), {}};
    if (n % 2 == 0) move.removed -= size(0);
    for (std::size_t j = n % 2 == 0 ? 1 : 0; j + 2 < n; j += 2) {
        Natural gift = size(j + 1) - size(j);
        if (gift == 0) continue;
        move.removed -= gift;
        move.gifts.emplace_back(order[j], std::move(gift));
    }
    std::sort(move.gifts.begin(), move.gifts.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    return {move};
}

Move computerMove(const Position& p) {
    validate(p);
    if (isOver(p)) throw IllegalMove({words::ErrorAllPilesEmpty, {}});
    if (auto winning = winningMoves(p); !winning.empty()) return winning.front();
    // From a P-position every move loses against best play, and counting the opponent's
    // winning replies would mean enumerating splits (exponential). The rule: remove a
    // single stone (the fewest stones out of the game, so the game lasts longest) from
    // the largest pile (lowest index on ties), which keeps every pile in play unless all
    // piles are single stones.
    std::size_t largest = 0;
    for (std::size_t i = 1; i < p.piles.size(); ++i)
        if (p.piles[i] > p.piles[largest]) largest = i;
    return {largest, 1, {}};
}

Message describeMove(const Position&, const Move& m) {
    if (m.gifts.empty()) return {words::RedistributionRemove, {m.removed, m.pile + 1}};
    List gifts;
    for (const auto& [pile, stones] : m.gifts)
        gifts.items.emplace_back(Message{words::RedistributionGift, {stones, pile + 1}});
    return {words::RedistributionRemoveGive, {m.removed, m.pile + 1, std::move(gifts)}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Redistribution,
        .id = "redistribution",
        .name = words::GameRedistribution,
        .rule = "take stones out of one pile, then optionally move some of its other stones "
                "onto other piles (POJ 1740)",
        .example = "3 5 5 8",
        .shape = {1, 0, "piles", words::NounPiles, "piles"},
        .options = {},
        .make = positionOfPiles<Position>,
        .numbers = pilesOf<Position>,
        .optionsOf = noOptions,
        .moveBetween = [](const AnyPosition& f, const AnyPosition& t) -> std::optional<AnyMove> {
            const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
            if (from.piles.size() != to.piles.size()) return std::nullopt;
            Move m;
            bool sourceFound = false;
            for (std::size_t i = 0; i < from.piles.size(); ++i) {
                if (to.piles[i] < from.piles[i]) {
                    if (sourceFound) return std::nullopt; // stones leave exactly one pile
                    sourceFound = true;
                    m.pile = i;
                } else if (to.piles[i] > from.piles[i]) {
                    m.gifts.emplace_back(i, to.piles[i] - from.piles[i]);
                }
            }
            if (!sourceFound) return std::nullopt;
            const Natural before =
                std::accumulate(from.piles.begin(), from.piles.end(), Natural(0));
            const Natural after = std::accumulate(to.piles.begin(), to.piles.end(), Natural(0));
            m.removed = before - after;
            return ifLegal(from, m);
        },
        .explain = explainPosition,
        .reason = hook<reason>,
        .legalMoveCount = hook<legalMoveCount>,
    };
    return game;
}

} // namespace grundy::redistribution
