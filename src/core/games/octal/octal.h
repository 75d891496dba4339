// SPDX-License-Identifier: MIT
#pragma once

/// Octal games (docs/takebreak.md): rows of pins; a move knocks down k adjacent pins of one
/// row, and the code's digit d_k says what it may leave of the row: nothing (1), one row
/// (2: pins at an end) or two rows (4: pins in the middle). Kayles is 0.77, Dawson's Kayles
/// 0.07, Dawson's chess 0.137; Grundy's game, 4!.0, splits a row into two unequal rows. A
/// row's value G(n) comes from the take-and-break engine (core/takebreak): from a proved
/// period at any size, else from the computed table, up to its limit; past it a position
/// is refused, never guessed.

#include "core/base/natural.h"
#include "core/base/progress.h"
#include "core/base/random.h"
#include "core/takebreak/octalcode.h"
#include "core/text/message.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace grundy::octal {

/// The rows in their order and the code. A row knocked down to nothing stays as 0; a move
/// that leaves two rows writes them in place of its row, in their order on the row, so the
/// count grows by one.
struct Position {
    std::vector<Natural> rows;
    takebreak::OctalCode code;
    bool operator==(const Position&) const = default;
};

/// Knocking down `width` adjacent pins of row `row` (0-based) after the first `start` pins
/// of it (pins start + 1 to start + width, counting from 1); width 0 is a split that knocks
/// nothing down, cutting the row after pin `start` (the code's first digit 4).
struct Move {
    std::size_t row = 0;
    Natural start;
    Natural width;
    bool isCut() const { return width == 0; }
    bool operator==(const Move&) const = default;
};

/// The value of one row, exact at any size where it is known; throws InvalidPosition
/// naming the row's length and the table's limit where it is not.
unsigned rowValue(const takebreak::OctalCode& code, const Natural& row);
/// The rows a move leaves of its row, in their order (none, one or two).
std::vector<Natural> partsAfter(const Position& p, const Move& m);

/// Throws InvalidPosition when a row is negative, or a row's value cannot be known (past
/// the table with no proved period). Grows no table past a quick period search.
void validate(const Position& p);
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove
bool isOver(const Position& p);
/// The XOR of the rows' values.
Natural sgSum(const Position& p);
Outcome outcome(const Position& p);
std::optional<Natural> sgValue(const Position& p);
/// Every legal move, row by row; for each row by width (a split first), then the whole row,
/// the pins at the end, then the middle from the left. Pins at the start of a row leave the
/// same row as those at its end: a legal move, but listed (and chosen by the computer, the
/// hint and randomMove) as the pins at the end, so that each listed move reaches a position
/// of its own (saved games keep positions). Small positions only.
std::vector<Move> legalMoves(const Position& p);
/// The rows in order: the order changes no remoteness.
Position remotenessKey(Position p);
/// A legal move, each equally likely, at any size. Throws IllegalMove when the game is over.
Move randomMove(const Position& p, Random& random);

/// Rows up to this long have every winning move listed; a longer row, only the first
/// (moveToValue's), since its winning moves grow with its length.
constexpr unsigned kListedRow = 1024;
/// The most winning moves winningMoves lists (GameInfo::winningMovesListed).
constexpr std::size_t kMaxWinningMoves = 64;
/// Below this many pins in all, the computer's move from a P-position is the one leaving the
/// fewest winning replies.
constexpr unsigned kSmallTotal = 48;

/// The winning moves, row by row in legalMoves' order (see kListedRow, kMaxWinningMoves).
std::vector<Move> winningMoves(const Position& p);
/// A winning move if any (the first of winningMoves), found in a time that does not grow with
/// a periodic row's length; from a P-position with fewer than kSmallTotal pins, the move
/// leaving the fewest winning replies (ties: legalMoves' order); beyond that, the first legal
/// move of the longest row. Requires a game that is not over.
Move computerMove(const Position& p);

/// Whether the table answers every row of p at once (or within a few milliseconds).
bool tablesReady(const Position& p);
/// Grows the table for p's rows, with progress; false when asked to stop.
bool buildTables(const Position& p, const TableProgress& progress);

Message describeMove(const Position& p, const Move& m);
std::string describe(const Position& p, const Move& m);
/// Why the winning move m wins: the row's value, what the move leaves and the XOR.
Message reason(const Position& p, const Move& m);
/// The game's name: "Kayles (octal code 0.77)" for a named code, else "the octal game 0.156".
Message codeName(const takebreak::OctalCode& code);

} // namespace grundy::octal
