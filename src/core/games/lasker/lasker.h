// SPDX-License-Identifier: MIT
#pragma once

/// Lasker's Nim (docs/course.md §7, HDU 3032): heaps; a move takes any positive number
/// from one heap or splits a heap into two non-empty heaps. SG(0) = 0 and, for x >= 1,
/// SG(x) = x - 1 if x = 0 (mod 4), x + 1 if x = 3 (mod 4), else x.

#include "core/text/message.h"
#include "core/base/natural.h"
#include "core/base/random.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace grundy::lasker {

/// The heaps ("piles", as on the board) in their order; an emptied heap stays as 0. A split
/// writes its two parts in place of the heap, smaller first, so the count grows by one.
struct Position {
    std::vector<Natural> piles;
    bool operator==(const Position&) const = default;
};

/// One move on pile `pile` (0-based): either take `take` >= 1 stones from it (`split` is 0),
/// or split it in two, `split` >= 1 being the smaller part (`take` is 0): a pile of n becomes
/// the piles `split` and n - `split`, with split <= n - split.
struct Move {
    std::size_t pile = 0;
    Natural take;  ///< stones taken; 0 for a split
    Natural split; ///< the smaller part of a split; 0 for a take

    /// Taking `stones` from pile `pile`.
    static Move taking(std::size_t pile, const Natural& stones) { return {pile, stones, 0}; }
    /// Splitting pile `pile` so that its smaller part is `part`.
    static Move splitting(std::size_t pile, const Natural& part) { return {pile, 0, part}; }
    bool isSplit() const { return split != 0; }
    bool operator==(const Move&) const = default;
};

/// The Sprague-Grundy value of one heap of x, exact at any size.
Natural sgValue(const Natural& x);
/// The same for 64-bit x; x must be below 2^64 - 1 (whose value, 2^64, does not fit).
inline u64 sgValue(u64 x) {
    switch (x & 3) {
    case 0:
        return x == 0 ? 0 : x - 1;
    case 3:
        return x + 1;
    default:
        return x;
    }
}
/// The heap whose SG value is g: sgValue is its own inverse (it swaps 4k+3 and 4k+4).
inline Natural heapWithValue(const Natural& g) {
    return sgValue(g);
}

/// Throws InvalidPosition when a pile is negative.
void validate(const Position& p);
/// Why m is not legal in p, or nothing when it is (what apply throws).
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove
bool isOver(const Position& p);
/// XOR of the piles' SG values.
Natural sgSum(const Position& p);
/// N exactly when the piles' SG values XOR to non-zero.
Outcome outcome(const Position& p);
/// The Sprague–Grundy value of the position, sgSum, at any size.
std::optional<Natural> sgValue(const Position& p);
std::vector<Move> legalMoves(const Position& p); ///< small positions only
/// The position the remoteness search keeps for p (remoteness.cpp): its piles in order, since
/// the order changes no remoteness and so each order is searched once.
Position remotenessKey(Position p);
/// A legal move, each legal move of p equally likely (among all takes and splits of all piles), at
/// any size; the same Random gives the same move. Throws IllegalMove when the game is over.
Move randomMove(const Position& p, Random& random);

/// At most this many winning splits of one pile are listed by winningMoves (those with the
/// smallest parts). A pile of n can have about 2^(bits of n) winning splits (from [2^k - 1,
/// 2^k], splitting the 2^k - 1 into any two parts that share no bit, the low two bits 01 and
/// 10: all 2^(k-2) of them win), so they cannot all be listed at every size.
constexpr std::size_t kMaxListedSplits = 16;

/// The winning moves: every pile in order, its winning take (at most one: the only heap
/// below it with the wanted SG value) and then its winning splits by their smaller part,
/// listing at most kMaxListedSplits of them per pile (the smallest parts; all of them when
/// there are no more, which is always so for piles below 32). Computed arithmetically:
/// never by trying the splits one by one.
std::vector<Move> winningMoves(const Position& p);
/// How many winning splits pile `pile` has, exactly, at any size (all of them, also those
/// winningMoves leaves out).
Natural winningSplitCount(const Position& p, std::size_t pile);
/// How many winning moves p has, exactly: takes and splits (0 for a P-position).
Natural winningMoveCount(const Position& p);

/// Below this many stones in all, the computer's move from a P-position is chosen by trying
/// every move (see computerMove).
constexpr unsigned kSmallTotal = 200;

/// A winning move (the first of winningMoves) if any. From a P-position every move loses
/// against best play; with fewer than kSmallTotal stones in all, the move leaving the fewest
/// winning replies (ties: a take before a split, then the fewest stones taken or the
/// smallest part, then the lowest pile); beyond that, taking 1 from the largest pile (the
/// first of them). Requires a game that is not over.
Move computerMove(const Position& p);
/// The move as data: which sentence, with which numbers (render it with english.h or
/// the window's messagetext.h).
Message describeMove(const Position& p, const Move& m);
/// describeMove in English.
std::string describe(const Position& p, const Move& m);
/// Why the winning move m wins from p: the pile's SG value, the SG value the move gives it,
/// and the XOR that becomes 0 (GameInfo::reason).
Message reason(const Position& p, const Move& m);

} // namespace grundy::lasker
