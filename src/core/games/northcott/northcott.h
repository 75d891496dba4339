// SPDX-License-Identifier: MIT
#pragma once

/// Northcott's game (docs/course.md §8, HDU 1730): rows with one black and one white
/// piece each; a player slides one of his own pieces along its row to any empty square, not
/// past the other piece (moving away from it is allowed); who cannot move loses. Player 0
/// moves the black pieces and moves first.
///
/// The game is partizan (each player has his own pieces) and loopy (pieces may move back),
/// but moving away is reversible: the opponent follows and restores the gap, and the wall
/// ends such chases. So it is Nim on the gaps, |b - w| - 1 per row: the player to move,
/// whichever colour, wins exactly when the gaps XOR to non-zero (checked against a
/// retrograde analysis of the real game in tests/core/tst_northcott.cpp).

#include "core/text/message.h"
#include "core/base/natural.h"
#include "core/base/random.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace grundy::northcott {

/// A player's colour: black moves first (player 0), white second (player 1).
enum class Colour { Black, White };

/// The other colour.
constexpr Colour other(Colour c) {
    return c == Colour::Black ? Colour::White : Colour::Black;
}

/// One row: the columns (1..columns) of its black and its white piece, in either order.
struct Row {
    Natural black;
    Natural white;
    bool operator==(const Row&) const = default;

    const Natural& of(Colour c) const { return c == Colour::Black ? black : white; }
    Natural& of(Colour c) { return c == Colour::Black ? black : white; }
};

/// The board and whose colour moves. The numbers of a position (files, the command line)
/// are the rows' columns only; a position made from them has black to move, and every
/// move hands the turn to the other colour.
struct Position {
    std::vector<Row> rows;
    Natural columns;
    Colour toMove = Colour::Black;
    bool operator==(const Position&) const = default;
};

/// Slide the `piece` piece of row `row` (from 0) to column `to`. Naming the colour lets a
/// move of the opponent's piece be refused in words.
struct Move {
    std::size_t row = 0;
    Colour piece = Colour::Black;
    Natural to;
    bool operator==(const Move&) const = default;
};

/// The Nim heap of one row: the empty squares between the pieces on columns a and b,
/// |a - b| - 1. Requires a != b.
Natural gap(const Natural& a, const Natural& b);
/// The same for 64-bit columns. Requires a != b.
inline u64 gap(u64 a, u64 b) {
    return (a > b ? a - b : b - a) - 1;
}
/// The gap of a row.
Natural gap(const Row& r);
/// The empty squares behind the `c` piece of a row: between it and its wall.
Natural room(const Row& r, Colour c, const Natural& columns);

/// A position from the numbers [black1, white1, black2, white2, ...], black to move;
/// throws InvalidPosition (an odd count, a piece off the board, two pieces on one square).
Position fromNumbers(const std::vector<Natural>& numbers, const Natural& columns);
/// The numbers of a position, as fromNumbers takes them.
std::vector<Natural> numbersOf(const Position& p);
void validate(const Position& p); ///< throws InvalidPosition
/// Why m is not legal in p, or nothing when it is (the window's refusals; apply throws it).
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove
/// Whether the colour to move has no move: in every row its piece stands against its wall
/// with the other piece beside it.
bool isOver(const Position& p);
/// The gaps of the rows, in row order.
std::vector<Natural> gaps(const Position& p);
Outcome outcome(const Position& p);
/// The value of the Nim position the game equals: the XOR of the gaps, at any size. (The
/// game is partizan and loopy, so "Sprague–Grundy value" means that of the game without its
/// reversible retreats, which are the moves that make it so; see the top of this file.)
std::optional<Natural> sgValue(const Position& p);
std::vector<Move> legalMoves(const Position& p); ///< small positions only
/// A legal move, each legal move of p equally likely (among the cells each row's piece of the
/// player to move can reach), at any size; the same Random gives the same move. Throws IllegalMove
/// when the game is over.
Move randomMove(const Position& p, Random& random);
/// Every winning move (at most one per row): the mover's piece goes toward the other piece
/// when that shrinks the row's gap g to g XOR X, or back, away from it, when g XOR X is
/// larger and the piece has that much room behind it. The moves that shrink a gap come
/// first (there is always one; the hint and the computer play it, which ends the game),
/// then the moves back, each in row order.
std::vector<Move> winningMoves(const Position& p);
/// From an N-position the first winning move that shrinks a gap (one always exists). From
/// a P-position, a move that shrinks some gap by one square, the one leaving the fewest
/// winning replies (ties: the first row); only when every gap is 0, a step of one square
/// back, chosen the same way. So a game against the computer ends: when it wins, each of
/// its moves shrinks the squares between the opponent's walls and its own pieces, which
/// the opponent's moves never grow; when it loses, it never opens a gap while one is open,
/// so once the winner only shrinks gaps, the gaps close and its steps back use up its room.
/// One pass over the rows with 64-bit words per row (the replies are counted once per
/// distinct XOR a candidate leaves, at most 64 of them; a gap divisible by 2^64 costs a pass
/// of big numbers more): 0.1 to 0.3 ms for 10^4 rows on a board narrower than 2^64, 0.6 ms
/// on one 10^40 wide (docs/benchmarks.md).
Move computerMove(const Position& p);
/// The move as data (render it with english.h or the window's messagetext.h).
Message describeMove(const Position& p, const Move& m);
/// describeMove in English.
std::string describe(const Position& p, const Move& m);
/// Why the winning move m wins (GameInfo::reason).
Message reason(const Position& p, const Move& m);
/// The colour as a phrase ("black").
Message colourWords(Colour c);

} // namespace grundy::northcott
