// SPDX-License-Identifier: MIT
#pragma once

/// The pieces explanations are built from (explain.h): lists, XOR and binary tables, column
/// names, titles and the parts every game's explanation shares. Shared by explain.cpp and
/// by the games that explain themselves in their own files (GameInfo::explain).

#include "core/analysis/explain.h"
#include "core/analysis/explainwords.h"
#include "core/games/catalogue.h"

namespace grundy::explain {

/// Binary numbers longer than this are left out of the one-line hint texts (they stay in
/// the table): a 130-digit string helps nobody read a sentence.
constexpr std::size_t kInlineBinaryLimit = 16;

/// The numbers as a list: "3, 5, 7".
List numberList(const std::vector<Natural>& values);
/// The phrases as a list joined by "and": "a", "a and b", "a, b and c".
List joined(std::vector<Message> items);
Natural xorOf(const std::vector<Natural>& values);
Natural xorOf(const Natural& a, const Natural& b);
/// The index of the highest 1 bit of n > 0.
std::size_t topBit(const Natural& n);
/// The column of place value 2^bit, in words: "the 4s column", or "the 2^40 column"
/// once the place value itself would be a long number.
Message columnName(std::size_t bit);
/// "7 = 111 in binary" for small numbers, "7" when the binary form would be too long for a
/// sentence.
Arg withBinary(const Natural& n);
/// Rows of numbers in binary, aligned, with their XOR and the columns it makes odd.
BinaryTable binaryTable(std::vector<Message> labels, const std::vector<Natural>& values);
/// The odd columns of a nonzero XOR x in words, highest first.
Arg oddColumns(const Natural& x);
/// "Nim: 3, 5, 7 — the player to move wins" (or loses, or the game is over).
Message titleFor(Phrase game, Arg position, const Explanation& e);
/// The same with the game's name as a message ("Nim (misère)").
Message titleFor(Message game, Arg position, const Explanation& e);
/// A message without values.
inline Message text(Phrase id) {
    return {id, {}};
}

/// Fills the parts every game shares: the game, outcome, title, verdict, and the winning
/// moves (described, then reasonMessage).
template <class Position>
void fillCommon(Explanation& e, const Position& p, Phrase game, Arg position) {
    using namespace words;
    const AnyPosition any(p);
    e.game = kindOf(any);
    e.outcome = outcome(p);
    e.over = isOver(p);
    // Under misère play the title says so, and at the end the player to move has won.
    const bool misere = conventionOf(any) == Convention::Misere;
    e.title = titleFor(misere ? Message{MisereGameName, {Message{game, {}}}} : Message{game, {}},
                       std::move(position), e);
    const Phrase over = misere ? VerdictOverMisere : VerdictOver;
    e.verdict = {e.over ? over : e.outcome == Outcome::N ? VerdictN : VerdictP, {}};
    const auto winning = winningMoves(p);
    for (const auto& m : winning) {
        if (e.moves.size() == kExplainedMoves) break;
        e.moves.push_back({describeMove(p, m), reasonMessage(any, AnyMove(m))});
    }
    e.moreMoves = winning.size() > e.moves.size();
}

} // namespace grundy::explain
