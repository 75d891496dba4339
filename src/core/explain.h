// SPDX-License-Identifier: MIT
#pragma once

/// Why a position is won or lost, in words a student can follow, plus the numbers a view
/// can draw (facts, and the binary columns of Nim and Georgia and Bob). Exact at every
/// size: all numbers are computed with GMP and shown in full.

#include "game.h"

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace grundy::explain {

/// One row of a binary table: a pile (Nim) or a pair's gap (Georgia and Bob).
struct BinaryRow {
    std::string label; ///< "pile 2", "chips on 9 and 14"
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

/// A position explained. `paragraphs` say why, in order; `facts` are the key numbers as
/// (name, value) pairs; `moves` lists every winning move the explanation is about, each
/// as "describe(move): reasonFor(move)"-style text.
struct Explanation {
    GameKind game = GameKind::Bash;
    Outcome outcome = Outcome::P;
    bool over = false;
    std::string title;   ///< "Nim: 3, 5, 7 — the player to move wins"
    std::string verdict; ///< one sentence: who wins and why, in short
    std::vector<std::pair<std::string, std::string>> facts;
    std::optional<BinaryTable> binary; ///< Nim and Georgia and Bob only
    std::vector<std::string> paragraphs;
    std::vector<std::string> moves;
};

/// Explains any position of the five games (throws InvalidPosition for a broken one).
Explanation explain(const AnyPosition& p);

/// Why the move m wins from p, naming its numbers (for the hint, after describe(p, m)).
/// For a move that does not win, says so and names a winning reply for the opponent.
/// Throws IllegalMove when m is not legal in p.
std::string reasonFor(const AnyPosition& p, const AnyMove& m);

/// The explanation as plain text: title, verdict, facts, table, paragraphs, moves.
std::string toText(const Explanation& e);

/// n in binary (no prefix; "0" for 0).
std::string binary(const Natural& n);

} // namespace grundy::explain
