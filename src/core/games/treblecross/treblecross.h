// SPDX-License-Identifier: MIT
#pragma once

/// Treblecross (docs/takebreak.md): a strip of cells; players take turns writing X in an
/// empty cell, and whoever completes three X in a row wins. Won and lost positions come from
/// the take-and-break engine (takebreak/treblecross.h): an X next to an X or two cells from
/// one hands the opponent the win, and the safe cells' runs are heaps of 0.007.

#include "core/base/natural.h"
#include "core/base/random.h"
#include "core/text/message.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace grundy::treblecross {

/// The most cells a board may have: the strip must be drawn and 0.007's values known
/// (its table reaches about 43 000 heaps without a proved period).
constexpr std::size_t kMaxCells = 1000;

/// The board: '.' empty, 'X' written, cell 0 at the left.
struct Position {
    std::string board;
    bool operator==(const Position&) const = default;
};

/// Writing X in cell `cell` (0-based).
struct Move {
    std::size_t cell = 0;
    bool operator==(const Move&) const = default;
};

/// The position from its numbers: the cells, then the X cells counted from 1 (any order).
/// Throws InvalidPosition for fewer than 3 or more than kMaxCells cells, an X outside, or
/// one named twice.
Position fromNumbers(const std::vector<Natural>& numbers);
/// The numbers of a position: the cells, then the X cells from 1, ascending.
std::vector<Natural> cellNumbers(const Position& p);

void validate(const Position& p);
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove
/// Three X in a row: the player who wrote the last one won.
bool isOver(const Position& p);
Outcome outcome(const Position& p);
/// 0 for a lost position (or a finished game); nothing otherwise. The runs' values XOR
/// decides who wins, but it is not the position's own SG value: a move next to an X is a
/// move too, and the mex over all of them differs (an empty board of 5 cells is worth 1 by
/// the real game, its run G(7) = 2 of 0.007), so no value is claimed that is not the game's.
std::optional<Natural> sgValue(const Position& p);
/// Every empty cell, left to right.
std::vector<Move> legalMoves(const Position& p);
/// Every winning cell, left to right: those completing three, else the safe cells after which
/// the runs' values XOR to 0.
std::vector<Move> winningMoves(const Position& p);
/// The first winning move. From a lost position, a safe cell (three or more from every X)
/// while there is one, since any other X lets the opponent complete three at once: on a board
/// of at most kSmallBoard cells the safe cell leaving the fewest winning replies (ties: the
/// leftmost), else the leftmost safe cell; with no safe cell, the leftmost empty one.
/// Requires a game that is not over.
constexpr std::size_t kSmallBoard = 64;
Move computerMove(const Position& p);
/// An empty cell, each equally likely. Throws IllegalMove when the game is over.
Move randomMove(const Position& p, Random& random);

Message describeMove(const Position& p, const Move& m);
std::string describe(const Position& p, const Move& m);
Message reason(const Position& p, const Move& m);

} // namespace grundy::treblecross
