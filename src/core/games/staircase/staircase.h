// SPDX-License-Identifier: MIT
#pragma once

/// Georgia and Bob (POJ 1704): chips on a 1xM strip of cells 1..M; a move slides one
/// chip left by at least one cell without landing on or jumping over another chip.
/// Staircase Nim: pair chips from the right; P iff the XOR of the pairs' gaps is 0.

#include "core/text/message.h"
#include "core/base/natural.h"
#include "core/base/random.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace grundy::staircase {

/// Chip cells in ascending order, and the strip length M (every cell is in 1..M).
struct Position {
    std::vector<Natural> cells;
    Natural length;
    bool operator==(const Position&) const = default;
};

/// Slide the chip at index `chip` (in ascending order) to cell `to`.
struct Move {
    std::size_t chip = 0;
    Natural to;
    bool operator==(const Move&) const = default;
};

/// Builds a position from cells in any order; throws InvalidPosition on a cell 0,
/// a cell beyond M, or two chips on one cell.
Position fromCells(std::vector<Natural> cells, const Natural& length);
void validate(const Position& p); ///< throws InvalidPosition
/// Why m is not legal in p, or nothing when it is (what apply throws).
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove
bool isOver(const Position& p);
/// The gaps of the pairs, from the rightmost pair leftwards.
std::vector<Natural> gaps(const Position& p);
Outcome outcome(const Position& p);
/// The Sprague–Grundy value: the XOR of the pairs' gaps, at any size. (A move shrinks one
/// gap, reaching every smaller XOR, or widens one, never keeping the XOR: so the mex is the
/// XOR, as in Nim.)
std::optional<Natural> sgValue(const Position& p);
std::vector<Move> legalMoves(const Position& p); ///< small positions only
/// A legal move, each legal move of p equally likely (among every chip's free cells to its left),
/// at any size; the same Random gives the same move. Throws IllegalMove when the game is over.
Move randomMove(const Position& p, Random& random);
/// All winning moves: right chips that shrink a gap and left chips that widen one
/// (where there is room), sorted by chip index then target.
std::vector<Move> winningMoves(const Position& p);
/// Winning move if any; else the move leaving the fewest winning replies (ties: the
/// shortest slide, then the lowest chip index), found exactly and fast at any size by
/// the search described in staircasesearch.cpp.
Move computerMove(const Position& p);
/// The move as data: which sentence, with which numbers (render it with english.h or
/// the window's messagetext.h).
Message describeMove(const Position& p, const Move& m);
/// describeMove in English.
std::string describe(const Position& p, const Move& m);
/// Why the winning move m wins from p, naming its numbers (GameInfo::reason;
/// written in staircaseexplain.cpp).
Message reason(const Position& p, const Move& m);

/// Judge fast path: whether the first player (Georgia) wins; cells unsorted, valid.
bool firstPlayerWins(std::vector<u64> cells);

namespace detail {
/// The search computerMove uses from a P-position (staircasesearch.cpp): exact, and fast
/// at any size; exposed so the tests can compare it with the enumeration. Requires a
/// P-position that is not over.
Move fastMoveFromP(const Position& p);
/// The same choice by ranking every legal move; for any size but slow beyond small
/// strips. Requires a P-position that is not over.
Move exactMoveFromP(const Position& p);
} // namespace detail

} // namespace grundy::staircase
