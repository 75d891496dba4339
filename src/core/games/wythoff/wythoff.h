// SPDX-License-Identifier: MIT
#pragma once

/// Wythoff's game: two piles; take any positive number from one pile, or the same
/// positive number from both. P-positions are (a_k, b_k) with a_k = floor(k*phi),
/// b_k = a_k + k, computed exactly at every size.

#include "core/text/message.h"
#include "core/base/natural.h"
#include "core/base/random.h"

#include <optional>
#include <string>
#include <vector>

namespace grundy::wythoff {

/// Two piles, A and B, in their own order (not sorted), played under normal or misère play
/// (whoever takes the last stone loses).
struct Position {
    Natural a, b;
    Convention play = Convention::Normal;
    bool operator==(const Position&) const = default;
};

/// Stones taken from pile A and from pile B: (x, 0), (0, y) or (t, t) with x, y, t >= 1.
struct Move {
    Natural fromA, fromB;
    bool operator==(const Move&) const = default;
};

/// Why m is not legal in p, or nothing when it is (what apply throws).
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove
bool isOver(const Position& p);
/// P iff isP (normal play) or isMisereP (misère play).
Outcome outcome(const Position& p);
/// Both piles below this: sgValue knows the position's Sprague–Grundy value (from one
/// kSgLimit x kSgLimit table, filled once, 1 MiB). The values have no known closed form.
inline constexpr unsigned kSgLimit = 512;
/// The Sprague–Grundy value under normal play while both piles are below kSgLimit; nullopt
/// beyond, and under misère play.
std::optional<Natural> sgValue(const Position& p);
/// The play convention of p (catalogue.h's conventionOf finds it).
Convention convention(const Position& p);
std::vector<Move> legalMoves(const Position& p); ///< small positions only
/// The position the remoteness search keeps for p (remoteness.cpp): the smaller pile as pile A,
/// since the order of the piles changes no remoteness and so each order is searched once.
Position remotenessKey(Position p);
/// A legal move, each legal move of p equally likely (among the a takes from the first pile, the b
/// from the second and the min(a, b) from both), at any size; the same Random gives the same move.
/// Throws IllegalMove when the game is over.
Move randomMove(const Position& p, Random& random);
/// All winning moves (at most three: equal removal, reduce B, reduce A), in that order: each
/// of these three lines through p holds exactly one P-position of p's convention.
std::vector<Move> winningMoves(const Position& p);
/// Winning move (the first of winningMoves) if any; else the move after which the
/// opponent has the fewest winning replies (ties: fewest stones taken).
Move computerMove(const Position& p);
/// The move as data: which sentence, with which numbers (render it with english.h or
/// the window's messagetext.h).
Message describeMove(const Position& p, const Move& m);
/// describeMove in English.
std::string describe(const Position& p, const Move& m);
/// Why the winning move m wins from p, naming its numbers (GameInfo::reason;
/// written in wythoffexplain.cpp).
Message reason(const Position& p, const Move& m);

/// a_k = floor(k * phi), exactly.
Natural lower(const Natural& k);
/// b_k = a_k + k.
Natural upper(const Natural& k);
/// The other member of the P-position that contains n (every n >= 1 is in exactly one;
/// the partner of 0 is 0).
Natural partner(const Natural& n);
/// Whether (a, b), in any order, is a P-position.
bool isP(const Natural& a, const Natural& b);
/// Whether (a, b) is a P-position of misère play: the normal ones with (0, 0), (1, 2) and
/// (2, 1) replaced by (0, 1), (1, 0) and (2, 2) (docs/course.md §12).
bool isMisereP(const Natural& a, const Natural& b);
/// Whether (a, b) is one of the six positions misère play changes: the three P-positions
/// it adds (misereAdded) or the three it removes.
bool misereAdded(const Natural& a, const Natural& b);
bool misereRemoved(const Natural& a, const Natural& b);
/// The partner of n under misère play: the other pile of the misère P-position with a pile
/// of n (0 -> 1, 1 -> 0, 2 -> 2, else partner(n)).
Natural miserePartner(const Natural& n);

/// A P-position of the convention with both piles from 1 to `most`, each one equally likely,
/// in either order: a random start the player to move must lose, drawn directly, since among
/// random piles up to 10^40 about one pair in 10^40 is one. Nothing when there is none (most
/// below 2, or misère play with most below 2).
std::optional<Position> randomPPosition(const Natural& most, Convention play, Random& random);

/// 64-bit fast paths, valid while every argument is below kFastLimit.
inline constexpr u64 kFastLimit = u64{1} << 62;
u64 lower(u64 k);
u64 partner(u64 n);
bool isP(u64 a, u64 b);

/// The arbitrary-precision path at every size, bypassing the fast path: for tests and
/// benchmarks that compare the two paths on the same numbers.
namespace detail {
Natural lowerBig(const Natural& k);
Natural partnerBig(const Natural& n);
bool isPBig(const Natural& a, const Natural& b);
std::vector<Move> winningMovesBig(const Position& p);
} // namespace detail

} // namespace grundy::wythoff
