// SPDX-License-Identifier: MIT
#pragma once

/// The Bash game: one pile of n stones; a move takes 1..K of them.

#include "core/text/message.h"
#include "core/base/natural.h"
#include "core/base/random.h"

#include <optional>
#include <string>
#include <vector>

namespace grundy::bash {

/// A pile of n stones, with the most a move may take (K >= 1), played under normal or
/// misère play (whoever takes the last stone loses).
struct Position {
    Natural stones;
    Natural maxTake; ///< K
    Convention play = Convention::Normal;
    bool operator==(const Position&) const = default;
};

/// Take this many stones (1..min(K, n)).
struct Move {
    Natural take;
    bool operator==(const Move&) const = default;
};

/// Throws InvalidPosition when K = 0.
void validate(const Position& p);
/// Why m is not legal in p, or nothing when it is (what apply throws).
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m); ///< !whyIllegal(p, m) (games/legality.cpp)
/// The position after m; throws IllegalMove (saying why) when m is not legal.
Position apply(const Position& p, const Move& m);
bool isOver(const Position& p);
/// Normal play: P iff n is a multiple of K+1. Misère play: P iff n = 1 (mod K+1); with no
/// stones left the player to move has won (N).
Outcome outcome(const Position& p);
/// The Sprague–Grundy value under normal play, n mod (K+1); nullopt under misère play (a
/// misère position has no SG value of its own). sgvalue.h finds it.
std::optional<Natural> sgValue(const Position& p);
/// The play convention of p (catalogue.h's conventionOf finds it).
Convention convention(const Position& p);
/// The remoteness (remoteness.h) at any size. Normal play: 2*floor(n/(K+1)), plus 1 when
/// K+1 does not divide n. Misère play: 0 for n = 0, else 1 + the normal play value of n-1.
/// Proofs in docs/remoteness.md.
std::optional<Natural> remoteness(const Position& p);
/// Every legal move; only for small positions (min(K, n) moves).
std::vector<Move> legalMoves(const Position& p);
/// A legal move, each legal move of p equally likely (a take from 1 to min(n, K)), at any size; the
/// same Random gives the same move. Throws IllegalMove when the game is over.
Move randomMove(const Position& p, Random& random);
/// All winning moves (none from a P-position, exactly one otherwise).
std::vector<Move> winningMoves(const Position& p);
/// The computer's move: the winning one, or else the move that leaves the opponent
/// the fewest winning replies (ties: fewest stones): under either convention every move
/// from a P-position leaves exactly one, so that is one stone. Requires a game that is not
/// over.
Move computerMove(const Position& p);
/// The move in words, e.g. "take 3 stones".
/// The move as data: which sentence, with which numbers (render it with english.h or
/// the window's messagetext.h).
Message describeMove(const Position& p, const Move& m);
/// describeMove in English.
std::string describe(const Position& p, const Move& m);
/// Why the winning move m wins from p, naming its numbers (GameInfo::reason;
/// written in bashexplain.cpp).
Message reason(const Position& p, const Move& m);

/// Fast path for the judge: whether the first player wins n stones with take 1..k.
bool firstPlayerWins(u64 n, u64 k);

} // namespace grundy::bash
