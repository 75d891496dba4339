// SPDX-License-Identifier: MIT
#pragma once

/// Fibonacci Nim (docs/course.md §4, HDU 2516): one heap; the first move takes 1..n-1,
/// each later move 1..2x the previous one. A position is the heap and the most the next move
/// may take (its limit). The theory (Zeckendorf's theorem): write the heap as a sum of
/// Fibonacci numbers 1, 2, 3, 5, 8, ... no two of them neighbours in the sequence; the player
/// to move wins exactly when the smallest part is at most the limit. At the start the limit is
/// n-1, so the first player loses exactly when n is a Fibonacci number.

#include "core/text/message.h"
#include "core/base/natural.h"
#include "core/base/random.h"

#include <optional>
#include <string>
#include <vector>

namespace grundy::fibonaccinim {

/// A heap of `stones`; the next move may take 1..limit of them (at most what is left).
/// limit = n-1 at the start and twice the previous take afterwards; it may be above the heap.
struct Position {
    Natural stones;
    Natural limit;
    bool operator==(const Position&) const = default;
};

/// Take this many stones (1..min(limit, stones)).
struct Move {
    Natural take;
    bool operator==(const Move&) const = default;
};

/// The start position of a heap of n stones: the first move may take n-1 (n = 0: the empty
/// heap, over). Throws InvalidPosition for n = 1, which has no first move.
Position startPosition(const Natural& n);

/// Throws InvalidPosition when the limit is 0 while stones are left (a position without a
/// move that is not over: the heap of 1 at the start) or a number is negative.
void validate(const Position& p);
/// Why m is not legal in p, or nothing when it is (what apply throws).
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m); ///< !whyIllegal(p, m) (games/legality.cpp)
/// The position after m: the heap less the take, the limit twice the take. Throws IllegalMove
/// (saying why) when m is not legal.
Position apply(const Position& p, const Move& m);
bool isOver(const Position& p);
/// N exactly when the smallest Zeckendorf part of the heap is at most the limit.
Outcome outcome(const Position& p);
/// At most this many stones: sgValue knows the position's Sprague–Grundy value (a table of
/// every heap up to it and every limit, filled once, 256 KiB). The game is not a sum, and the
/// values have no known closed form (only which are 0).
inline constexpr unsigned kSgLimit = 512;
/// The Sprague–Grundy value of the heap with its limit, while the heap holds at most
/// kSgLimit stones; nullopt beyond.
std::optional<Natural> sgValue(const Position& p);
/// Every legal move; only for small positions (min(limit, stones) moves).
std::vector<Move> legalMoves(const Position& p);
/// A legal move, each legal move of p equally likely (a take from 1 to the smaller of the stones
/// and the limit), at any size; the same Random gives the same move. Throws IllegalMove when the
/// game is over.
Move randomMove(const Position& p, Random& random);
/// The most winning moves winningMoves lists: a heap of 10^4 digits has about 10^4, of 10^5
/// digits about 10^5, most of them thousands of digits long (4.3 GB for 10^5 digits).
inline constexpr std::size_t kMaxWinningMoves = 4096;
/// The winning moves, by take ascending: the sums of the j smallest Zeckendorf parts that
/// are at most the limit and less than half of the next part (or are the whole heap). At most
/// as many as the heap has parts, O(log n); the first is the smallest part. Only the
/// kMaxWinningMoves smallest when there are more (heaps of more than about 4000 digits).
std::vector<Move> winningMoves(const Position& p);
/// The computer's move: the smallest Zeckendorf part when it wins; otherwise take 1. From a
/// P-position every take leaves the opponent at least one winning reply, and after taking 1
/// (new limit 2) exactly one: only the smallest part of what is left can be 2 or less, since
/// the next smallest is at least 3 more. So 1 leaves the fewest winning replies, with the
/// fewest stones. Requires a game that is not over.
Move computerMove(const Position& p);
/// The move as data, "take 3 stones" (render it with english.h or the window's
/// messagetext.h).
Message describeMove(const Position& p, const Move& m);
/// describeMove in English.
std::string describe(const Position& p, const Move& m);
/// Why a winning move wins (GameInfo::reason, for explain::reasonMessage).
Message reason(const Position& p, const Move& m);

/// The Zeckendorf representation of n: distinct Fibonacci numbers from 1, 2, 3, 5, ..., no two
/// neighbours in the sequence, summing to n; largest first (empty for 0). Exact at any size,
/// by O(log n) big-number steps.
std::vector<Natural> zeckendorf(const Natural& n);
/// The same parts as indices k of F(k) in GMP's numbering (F(1) = F(2) = 1, F(3) = 2), each at
/// least 2: the form for huge heaps, whose parts together are far longer than n.
std::vector<unsigned long> zeckendorfIndices(const Natural& n);
/// The smallest part of zeckendorf(n); n > 0 (throws InvalidPosition for 0).
Natural smallestPart(const Natural& n);
/// The index of smallestPart(n) in GMP's numbering (at least 2), without the rest of the
/// representation: by the shift of n (zeckendorfShift) and a search over m with exact sign
/// tests of n phi - shift against phi^-m, O(M(d) log d) for d digits where the greedy from
/// the top costs O(d^2). n > 0 (throws InvalidPosition for 0).
unsigned long smallestPartIndex(const Natural& n);
/// The shift of n: the sum of F(k + 1) over the parts F(k) of n (0 for 0), in closed form,
/// floor((n + 1) phi) - 1 with floor(x phi) = (x + isqrt(5 x^2)) / 2.
Natural zeckendorfShift(const Natural& n);
/// n's parts as indices from the smallest up, found one by one from the bottom
/// (smallestPartIndex): each part while their sum is at most `most`, then the first that
/// takes the sum over it, if any. Cheap when `most` is short, whatever n's size.
std::vector<unsigned long> smallestIndices(const Natural& n, const Natural& most);

/// Whether n is a Fibonacci number (0, 1, 2, 3, 5, 8, ...): 5n^2 + 4 or 5n^2 - 4 is a perfect
/// square. Exact at any size.
bool isFibonacci(const Natural& n);
/// The same for 64-bit n, by the 94 Fibonacci numbers below 2^64.
bool isFibonacci(u64 n);

/// The outcome of the start position with n stones (nobody has moved yet): P exactly when n
/// is a Fibonacci number; n = 0 and n = 1 leave the first player no move, so they are P.
Outcome startOutcome(const Natural& n);

/// The slower path, bypassing the fast one: for benchmarks that compare the two.
namespace detail {
/// zeckendorfIndices by the greedy from the top alone: a subtraction of n's length per
/// part, O(d^2) for d digits (what zeckendorfIndices does below 8192 bits).
std::vector<unsigned long> greedyIndices(const Natural& n);
} // namespace detail

} // namespace grundy::fibonaccinim
