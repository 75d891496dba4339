// SPDX-License-Identifier: MIT
#pragma once

/// The subtraction game (S-Nim) as a game to play: piles, and a move takes s ∈ S stones from
/// one pile, under normal play (whoever takes the last stone wins) or misère play (whoever
/// takes it loses). The theory is in subtractionvalues.h; this file holds the rules and the
/// solver built on it.
///
/// Normal play: the SG values of subtractionvalues.h, XORed. A finite set's values are exact at
/// any pile size through their period; the powers of two by n mod 3; the Fibonacci set by a
/// table of up to kTableLimit piles (2^24 − 1 stones; 10^7 piles take about 0.5 s in a
/// release build, docs/benchmarks.md), grown only as far as the largest pile needs. Misère play:
/// one pile that can still move by the misère table of S (eventually periodic for a finite set,
/// found exactly as for the SG values); several such piles by searching every continuation, at most
/// kMisereSearchLimit positions: misère sums have no general rule (docs/course.md §12).
///
/// A position this cannot decide (a pile past the table with no period, a misère search
/// past its limit) is refused by validate() with the reason in words, so a game that starts
/// can be played to its end: every later position is smaller.
///
/// The tables are kept per set for the whole process and shared by every position of that
/// set, so each is computed once; they are safe to use from several threads. validate() grows
/// no table for piles within the limit (it only checks them), so making a position is quick at
/// any size; buildTables() grows what a position needs ahead of play, with progress, which the
/// window does on a worker thread (tablesReady() says whether it must).

#include "core/text/message.h"
#include "core/base/natural.h"
#include "core/base/progress.h"
#include "core/base/random.h"
#include "core/games/subtraction/subtractionvalues.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grundy::subtraction {

/// The most positions a misère sum of several piles may span (the product of pile + 1 over
/// the piles that can move), and the most moves its search may look at.
inline constexpr std::size_t kMisereSearchLimit = 250000;
inline constexpr std::size_t kMisereMoveLimit = std::size_t(1) << 25;

/// Piles of stones, the set of takes and the play convention.
struct Position {
    std::vector<Natural> piles;
    Set set = Set::finite({1, 2, 3});
    Convention play = Convention::Normal;
    bool operator==(const Position&) const = default;
};

/// Take `take` stones (a number in the set) from pile `pile` (0-based).
struct Move {
    std::size_t pile = 0;
    Natural take;
    bool operator==(const Move&) const = default;
};

/// The set option's text checked and written the one way files keep it: "1, 4,3" -> "1,3,4",
/// "powers-of-two", "fibonacci". Throws InvalidPosition saying what is wrong.
std::string setText(std::string_view text);

/// Throws InvalidPosition for a negative pile, or a position whose outcome cannot be
/// decided (see above).
void validate(const Position& p);
/// Why m is not legal in p, or nothing when it is (what apply throws).
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove, saying why
/// Over when no pile can lose a take of the set.
bool isOver(const Position& p);
Outcome outcome(const Position& p);
/// The Sprague–Grundy value under normal play, the XOR of the piles' values; nullopt under
/// misère play, and for a pile whose value no table or period gives.
std::optional<Natural> sgValue(const Position& p);
Convention convention(const Position& p);
/// Every legal move; for small positions (the tests' searches).
std::vector<Move> legalMoves(const Position& p);
/// The position the remoteness search keeps for p (remoteness.cpp): its piles in order, since
/// the order changes no remoteness and so each order is searched once.
Position remotenessKey(Position p);
/// A legal move, each legal move of p equally likely (among the takes of the set that fit, in all
/// piles), at any size; the same Random gives the same move. Throws IllegalMove when the game is
/// over.
Move randomMove(const Position& p, Random& random);
/// The most winning moves winningMoves lists (GameInfo::winningMovesListed): the powers of
/// two give a pile of 10^100000 stones 166,096 of them, each a number of up to 100,000 digits.
inline constexpr std::size_t kMaxWinningMoves = 4096;
/// The winning moves, pile by pile, takes ascending, the first kMaxWinningMoves of them: at
/// most |S ∩ [1, pile]| per pile, each decided through the tables (never by scanning a pile).
std::vector<Move> winningMoves(const Position& p);
/// A winning move when there is one; else, when the position has at most 64 moves, the
/// one leaving the opponent the fewest winning replies (under misère play a move that ends
/// the game counts as the worst: it loses at once), otherwise the smallest take from
/// the first pile that can move (from a lost position every move loses anyway). Ties:
/// the smaller take, then the lower pile. Requires a game that is not over.
Move computerMove(const Position& p);
Message describeMove(const Position& p, const Move& m);
std::string describe(const Position& p, const Move& m);
/// Why a winning move wins, naming its numbers (GameInfo::reason).
Message reason(const Position& p, const Move& m);

/// The SG value of one pile under the position's set (normal play), from the shared tables.
unsigned sgValue(const Set& set, const Natural& pile);
/// The period of the set's SG values (the powers of two: {0, 3}); nullopt without one.
std::optional<Period> sgPeriod(const Set& set);
/// The first `count` SG values of the set (grows its table).
std::vector<unsigned> sgValues(const Set& set, std::size_t count);
/// Whether the mover wins one pile alone under misère play.
bool misereWins(const Set& set, const Natural& pile);
/// The period of the misère table (1 = the mover wins) of one pile; nullopt without one.
std::optional<Period> miserePeriod(const Set& set);
/// The first `count` entries of the misère table (1 = the mover wins).
std::vector<unsigned> misereValues(const Set& set, std::size_t count);

/// Whether every answer about `p` (and the positions after it, whose piles are smaller) is
/// quick: its tables are built, or what is left of them takes a lookup a few milliseconds
/// (a table to 2^16 heaps, a misère search of 2^12 positions). Quick, grows nothing.
bool tablesReady(const Position& p);
/// Grows the tables that answers about `p` look up (the SG or misère table to its largest
/// pile; a misère sum's search), a piece at a time: between pieces the tables are free for
/// other threads, and `progress` (may be empty) hears the heaps done out of those needed,
/// the last call saying done == total. Returns false when `progress` asked it to stop (what
/// was built is kept). Throws InvalidPosition as validate() does.
bool buildTables(const Position& p, const TableProgress& progress);

/// The set as a phrase: "{1, 3, 4}", "the powers of two", "the Fibonacci numbers".
Message setPhrase(const Set& set);

} // namespace grundy::subtraction
