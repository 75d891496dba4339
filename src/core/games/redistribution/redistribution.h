// SPDX-License-Identifier: MIT
#pragma once

/// The redistribution game (POJ 1740): remove at least one stone of a pile from the
/// game, then optionally move some of that pile's remaining stones onto other
/// non-empty piles. P iff every pile size occurs an even number of times.

#include "core/text/message.h"
#include "core/base/natural.h"
#include "core/base/random.h"

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace grundy::redistribution {

/// Pile sizes in their original order; an emptied pile stays as 0 and is out of play.
struct Position {
    std::vector<Natural> piles;
    bool operator==(const Position&) const = default;
};

/// From pile `pile`, `removed` >= 1 stones leave the game, and `gifts` move stones onto
/// other piles that are non-empty before the move: (pile index, stones given).
struct Move {
    std::size_t pile = 0;
    Natural removed;
    std::vector<std::pair<std::size_t, Natural>> gifts;
    bool operator==(const Move&) const = default;
};

/// Throws InvalidPosition when a pile is negative.
void validate(const Position& p);
/// Why m is not legal in p, or nothing when it is (what apply throws).
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove
bool isOver(const Position& p);
Outcome outcome(const Position& p);
/// At most this many stones in all: sgValue searches the position's Sprague–Grundy value.
/// The game is not a sum of its piles (a move touches several), and its values have no
/// known closed form; the options of a pile grow as the ways to share its stones out.
inline constexpr unsigned kSgLimit = 12;
/// The Sprague–Grundy value of the whole position, by exhaustive search (memoised for the
/// whole process) when it holds at most kSgLimit stones; nullopt beyond.
std::optional<Natural> sgValue(const Position& p);
/// Every legal move; tiny positions only (the count grows very fast).
std::vector<Move> legalMoves(const Position& p);
/// How many moves legalMoves would list, without listing them (it grows very fast): from a
/// pile of s stones with k other non-empty piles, C(s+k, k+1).
Natural legalMoveCount(const Position& p);
/// A legal move, each legal move of p equally likely (among all the moves of all piles), at any
/// size; the same Random gives the same move. Throws IllegalMove when the game is over.
Move randomMove(const Position& p, Random& random);
/// One winning move (the pairing construction of docs/games.md section 4); none from P.
std::vector<Move> winningMoves(const Position& p);
/// Winning move if any; else a documented rule (see the .cpp) that plays on.
Move computerMove(const Position& p);
/// The move as data: which sentence, with which numbers (render it with english.h or
/// the window's messagetext.h).
Message describeMove(const Position& p, const Move& m);
/// describeMove in English.
std::string describe(const Position& p, const Move& m);
/// Why the winning move m wins from p, naming its numbers (GameInfo::reason;
/// written in redistributionexplain.cpp).
Message reason(const Position& p, const Move& m);

} // namespace grundy::redistribution
