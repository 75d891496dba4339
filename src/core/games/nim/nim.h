// SPDX-License-Identifier: MIT
#pragma once

/// Nim: several piles; a move takes any positive number of stones from one pile.

#include "core/text/message.h"
#include "core/base/natural.h"
#include "core/base/random.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace grundy::nim {

/// Pile sizes in their original order; an emptied pile stays as 0. Played under normal or
/// misère play (whoever takes the last stone loses).
struct Position {
    std::vector<Natural> piles;
    Convention play = Convention::Normal;
    bool operator==(const Position&) const = default;
};

/// Take `take` >= 1 stones from pile `pile` (0-based).
struct Move {
    std::size_t pile = 0;
    Natural take;
    bool operator==(const Move&) const = default;
};

/// Throws InvalidPosition when a pile is negative.
void validate(const Position& p);
/// Why m is not legal in p, or nothing when it is (what apply throws).
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove
bool isOver(const Position& p);
/// XOR of all piles (the nim-sum).
Natural nimSum(const Position& p);
/// Normal play: P iff the nim-sum is 0. Misère play: misereOutcome.
Outcome outcome(const Position& p);
/// The Sprague–Grundy value under normal play, the nim-sum; nullopt under misère play.
std::optional<Natural> sgValue(const Position& p);
/// The play convention of p (catalogue.h's conventionOf finds it).
Convention convention(const Position& p);
std::vector<Move> legalMoves(const Position& p); ///< small positions only
/// The remoteness (remoteness.h) when at most two piles are non-empty, at any size; nullopt
/// with three or more. With the two piles a <= b, normal play: 2a, plus 1 when a != b.
/// Misère play: 0, 1, 2 for (0,0), (0,1), (1,1) and (a <= 1, b >= 2); 2a-1 for a = b >= 2;
/// 2a for 2 <= a < b. Proofs in docs/remoteness.md.
std::optional<Natural> remoteness(const Position& p);

/// The position the remoteness search keeps for p (remoteness.cpp): its piles in order, since
/// the order changes no remoteness and so each order is searched once.
Position remotenessKey(Position p);
/// A legal move, each legal move of p equally likely (a stone count drawn among all the piles'
/// stones names the pile and the take), at any size; the same Random gives the same move. Throws
/// IllegalMove when the game is over.
Move randomMove(const Position& p, Random& random);
/// All winning moves, in pile order. Normal play: every pile p with (p XOR X) < p reduced to
/// p XOR X. Misère play: the same while two or more piles hold 2 or more stones; with
/// exactly one such pile, the one move that cuts it to 0 or 1 leaving an odd number of
/// 1s; with none, taking any pile of 1 when their number is even.
std::vector<Move> winningMoves(const Position& p);
/// How many winning moves p has: the piles holding the top bit of the nim-sum (0 when the
/// nim-sum is 0). POJ 2975's answer (docs/course.md §9).
std::size_t winningMoveCount(const Position& p);
/// The same for 64-bit piles.
std::size_t winningMoveCount(const std::vector<u64>& piles);

/// Misère Nim (the player who takes the last stone loses; docs/course.md §5, the
/// anti-SG rule of HDU 1907): the mover wins exactly when some pile holds more than one
/// stone and the nim-sum is non-zero, or every pile holds at most one and the nim-sum is 0.
/// With no stones at all the mover cannot move, and so wins.
inline bool misereMoverWins(bool somePileAboveOne, bool nimSumIsZero) {
    return somePileAboveOne != nimSumIsZero;
}
/// The misère outcome of p, by misereMoverWins (whatever p.play says).
Outcome misereOutcome(const Position& p);
/// How many piles hold 2 or more stones (misère play's case analysis).
std::size_t bigPileCount(const Position& p);

/// Winning move if any; else the move leaving the fewest winning replies of p's convention
/// (ties: fewest stones, then the lowest pile index). Requires a game that is not over.
Move computerMove(const Position& p);
/// The move as data: which sentence, with which numbers (render it with english.h or
/// the window's messagetext.h).
Message describeMove(const Position& p, const Move& m);
/// describeMove in English.
std::string describe(const Position& p, const Move& m);
/// Why the winning move m wins from p, naming its numbers (GameInfo::reason;
/// written in nimexplain.cpp).
Message reason(const Position& p, const Move& m);

} // namespace grundy::nim
