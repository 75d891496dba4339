// SPDX-License-Identifier: MIT
#include "core/games/staircase/staircase.h"

#include "core/games/catalogue.h"
#include "core/games/legality.h"
#include "core/games/staircase/staircaseexplain.h"
#include "core/games/staircase/staircasesearch.h"
#include "core/games/staircase/staircasewords.h"
#include "core/text/english.h"

#include <algorithm>
#include <bit>
#include <tuple>
#include <utility>

namespace grundy::staircase {

namespace {

/// The pairs of p, from the rightmost leftwards.
std::vector<Pair> pairsOf(const Position& p) {
    std::vector<Pair> pairs;
    const std::size_t n = p.cells.size();
    pairs.reserve((n + 1) / 2);
    // b - a - 1 written in place: no temporaries for the thousand pairs of a big strip.
    const auto setGap = [](Natural& gap, const Natural& b, const Natural* a) {
        if (a)
            mpz_sub(gap.get_mpz_t(), b.get_mpz_t(), a->get_mpz_t());
        else
            gap = b;
        mpz_sub_ui(gap.get_mpz_t(), gap.get_mpz_t(), 1);
    };
    for (std::size_t r = n; r-- > 0;) {
        Pair& pair = pairs.emplace_back();
        pair.right = r;
        pair.hasLeft = r > 0;
        if (pair.hasLeft) {
            pair.left = r - 1;
            setGap(pair.gap, p.cells[r], &p.cells[r - 1]);
            setGap(pair.room, p.cells[r - 1], r >= 2 ? &p.cells[r - 2] : nullptr);
            r = r - 1; // the left chip is used up
        } else {
            setGap(pair.gap, p.cells[r], nullptr);
        }
    }
    return pairs;
}

Natural xorOfGaps(const std::vector<Pair>& pairs) {
    Natural x = 0;
    for (const Pair& pair : pairs)
        mpz_xor(x.get_mpz_t(), x.get_mpz_t(), pair.gap.get_mpz_t());
    return x;
}

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
        if (c < 1) throw InvalidPosition({words::ErrorCellZero, {c}});
        if (c > p.length) throw InvalidPosition({words::ErrorCellBeyond, {c, p.length}});
        if (i > 0 && c == p.cells[i - 1]) throw InvalidPosition({words::ErrorTwoChips, {c}});
        if (i > 0 && c < p.cells[i - 1]) throw InvalidPosition({words::ErrorCellsOrder, {}});
    }
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    using namespace words;
    if (m.chip >= p.cells.size()) return Message{ErrorNoChip, {m.chip + 1, p.cells.size()}};
    const Natural& from = p.cells[m.chip];
    if (m.to >= from) return Message{ErrorChipOnlyLeft, {from, m.to}};
    if (m.to < 1) return Message{ErrorChipLeavesStrip, {from}};
    if (m.chip > 0 && m.to <= p.cells[m.chip - 1])
        return Message{ErrorChipBlocked, {from, m.to, p.cells[m.chip - 1]}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    requireLegal(p, m);
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

std::optional<Natural> sgValue(const Position& p) {
    return xorOfGaps(pairsOf(p));
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

Move randomMove(const Position& p, Random& random) {
    validate(p);
    if (isOver(p)) throw IllegalMove({words::ErrorNoChipCanMove, {}});
    // Chip i moves to any free cell between its left neighbour (or the strip's start) and it.
    std::vector<Natural> counts;
    for (std::size_t i = 0; i < p.cells.size(); ++i) {
        const Natural first = i > 0 ? Natural(p.cells[i - 1] + 1) : Natural(1);
        counts.push_back(p.cells[i] > first ? Natural(p.cells[i] - first) : Natural(0));
    }
    const Random::Pick pick = random.among(counts);
    const Natural first = pick.group > 0 ? Natural(p.cells[pick.group - 1] + 1) : Natural(1);
    return {pick.group, first + pick.index};
}

namespace {
/// winningMoves given the pairs: computerMove needs them for the search too.
std::vector<Move> winningMovesOf(const Position& p, const std::vector<Pair>& pairs) {
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

Move leastBadMove(const Position& p, const std::vector<Pair>& pairs) {
    return toMove(p, pairs, leastReplies(pairs));
}
} // namespace

std::vector<Move> winningMoves(const Position& p) {
    validate(p);
    return winningMovesOf(p, pairsOf(p));
}

Move computerMove(const Position& p) {
    validate(p);
    if (isOver(p)) throw IllegalMove({words::ErrorNoChipCanMove, {}});
    const std::vector<Pair> pairs = pairsOf(p);
    if (auto winning = winningMovesOf(p, pairs); !winning.empty()) return winning.front();
    return leastBadMove(p, pairs);
}

namespace detail {
Move fastMoveFromP(const Position& p) {
    validate(p);
    return leastBadMove(p, pairsOf(p));
}

Move exactMoveFromP(const Position& p) {
    validate(p);
    const std::vector<Pair> pairs = pairsOf(p);
    return toMove(p, pairs, bestOfAll(pairs));
}
} // namespace detail

Message describeMove(const Position& p, const Move& m) {
    return {words::StaircaseMove, {p.cells.at(m.chip), m.to}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
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

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Staircase,
        .id = "staircase",
        .name = words::GameStaircase,
        .rule = "chips on a 1xM strip: slide one chip left, never onto or over another chip "
                "(POJ 1704)",
        .example = "2 5 9 14 --cells 20",
        .shape = {0, 0, "cells", words::NounCells, "chips on cells"},
        // Without a length the strip ends at the last chip.
        .options = {{"cells", "M", "the strip length, by default the largest chip cell", 1,
                     [](const std::vector<Natural>& numbers) -> std::optional<Natural> {
                         if (numbers.empty()) return std::nullopt;
                         return *std::max_element(numbers.begin(), numbers.end());
                     },
                     "length"}},
        .make = [](std::vector<Natural> numbers, const GameOptions& options) -> AnyPosition {
            return fromCells(std::move(numbers), *options.natural("cells"));
        },
        .numbers = [](const AnyPosition& p) { return std::get<Position>(p).cells; },
        .optionsOf =
            [](const AnyPosition& p) {
                GameOptions options;
                options.set("cells", std::get<Position>(p).length);
                return options;
            },
        .moveBetween = [](const AnyPosition& f, const AnyPosition& t) -> std::optional<AnyMove> {
            const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
            if (from.length != to.length) return std::nullopt;
            const auto i = onlyDifference(from.cells, to.cells);
            if (!i) return std::nullopt;
            return ifLegal(from, Move{*i, to.cells[*i]});
        },
        .explain = explainPosition,
        .reason = hook<reason>,
    };
    return game;
}

} // namespace grundy::staircase
