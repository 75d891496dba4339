// SPDX-License-Identifier: MIT
#pragma once

/// Why a position is won or lost, in words a student can follow, plus the numbers a view
/// can draw (facts, and the binary columns of Nim and Georgia and Bob). Exact at every
/// size: all numbers are computed with GMP and shown in full.

#include "core/games/game.h"
#include "core/text/message.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace grundy::explain {

/// One row of a binary table: a pile (Nim) or a pair's gap (Georgia and Bob).
struct BinaryRow {
    Message label;     ///< "pile 2", "chips on 9 and 14"
    std::string value; ///< decimal
    std::string bits;  ///< binary, left-padded with 0 to the table's width
    bool operator==(const BinaryRow&) const = default;
};

/// Numbers written in binary, one above the other, with their XOR. Column 0 is the
/// leftmost (highest place value); every `bits` string has `width` characters.
struct BinaryTable {
    std::size_t width = 1;
    std::vector<BinaryRow> rows;
    BinaryRow xorRow; ///< label "XOR"
    /// Per column, left to right: whether it holds an odd number of 1s (= the XOR's bit).
    std::vector<bool> oddColumns;
    /// Rows a winning move can change (a 1 in the highest odd column), in row order.
    std::vector<std::size_t> winningRows;
    bool operator==(const BinaryTable&) const = default;
};

/// One key number of a position: its name ("K + 1") and its value (a number, a list, a
/// phrase).
struct Fact {
    Message name;
    Arg value;
    bool operator==(const Fact&) const = default;
};

/// A winning move with why it wins; a view writes it as "Move: reason", the move
/// capitalised.
struct WinningMove {
    Message move;   ///< describeMove
    Message reason; ///< reasonMessage
    bool operator==(const WinningMove&) const = default;
};

/// The most winning moves an explanation explains: a reason each costs a move and an outcome,
/// and a Fibonacci Nim heap of 10^4 digits has about 10^4 winning moves.
inline constexpr std::size_t kExplainedMoves = 16;

/// A position explained, as data (render it with english.h or the window's
/// messagetext.h). `paragraphs` say why, in order; `facts` are the key numbers; `moves`
/// lists the winning moves the explanation is about, the first kExplainedMoves of them.
struct Explanation {
    GameKind game = GameKind::Bash;
    Outcome outcome = Outcome::P;
    bool over = false;
    Message title;   ///< "Nim: 3, 5, 7 — the player to move wins"
    Message verdict; ///< one sentence: who wins and why, in short
    std::vector<Fact> facts;
    std::optional<BinaryTable> binary; ///< Nim and Georgia and Bob only
    std::vector<Message> paragraphs;
    std::vector<WinningMove> moves;
    bool moreMoves = false; ///< there are winning moves past `moves`, not explained
};

/// Explains any position, in its game's own words (GameInfo::explain); throws
/// InvalidPosition for a broken one.
Explanation explain(const AnyPosition& p);

/// Why the move m wins from p, naming its numbers (for the hint, after describeMove(p, m)).
/// For a move that does not win, says so and names a winning reply for the opponent.
/// Throws IllegalMove when m is not legal in p.
Message reasonMessage(const AnyPosition& p, const AnyMove& m);
/// reasonMessage in English.
std::string reasonFor(const AnyPosition& p, const AnyMove& m);

/// The explanation as plain English text: title, verdict, facts, table, paragraphs, moves.
std::string toText(const Explanation& e);

/// n in binary (no prefix; "0" for 0).
std::string binary(const Natural& n);

} // namespace grundy::explain
