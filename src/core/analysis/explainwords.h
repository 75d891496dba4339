// SPDX-License-Identifier: MIT
#pragma once

/// The words of every explanation (explain.h): titles, verdicts, binary tables, the facts
/// and sentences several games share, and the reasons of moves that do not win.
/// Translated in the context "explain" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase XorLabel = GRUNDY_TR("explain", "XOR");
inline constexpr Phrase WithBinary = GRUNDY_TR("explain", "%1 = %2 in binary");
inline constexpr Phrase ColumnSmall = GRUNDY_TR("explain", "the %1s column");
inline constexpr Phrase ColumnPower = GRUNDY_TR("explain", "the 2^%1 column");
inline constexpr Phrase ManyColumns = GRUNDY_TR("explain", "%1 columns, the highest %2");
inline constexpr Phrase PairOfNumbers = GRUNDY_TR("explain", "(%1, %2)");
inline constexpr Phrase TitleOver = GRUNDY_TR("explain", "%1: %2 \u2014 game over");
inline constexpr Phrase TitleWins = GRUNDY_TR("explain", "%1: %2 \u2014 the player to move wins");
inline constexpr Phrase TitleLoses = GRUNDY_TR("explain", "%1: %2 \u2014 the player to move loses");
inline constexpr Phrase VerdictOver =
    GRUNDY_TR("explain", "The game is over: the player to move cannot move and has lost.");
inline constexpr Phrase VerdictN =
    GRUNDY_TR("explain", "The player to move wins with best play (an N-position).");
inline constexpr Phrase VerdictP =
    GRUNDY_TR("explain", "The player to move loses against best play (a P-position).");
inline constexpr Phrase FactStones = GRUNDY_TR("explain", "stones n");
inline constexpr Phrase FactPiles = GRUNDY_TR("explain", "piles");
inline constexpr Phrase FactOddColumns = GRUNDY_TR("explain", "odd columns");
inline constexpr Phrase FactGapXor = GRUNDY_TR("explain", "X = XOR of the gaps");
inline constexpr Phrase NoStonesLeft =
    GRUNDY_TR("explain", "No stones are left: the other player took the last stone.");
inline constexpr Phrase ReasonTakeAll =
    GRUNDY_TR("explain", "taking all %1 takes the last stone and wins at once.");
inline constexpr Phrase EveryPileEmpty =
    GRUNDY_TR("explain", "Every pile is empty: the other player took the last stone.");
inline constexpr Phrase ReasonFromP = GRUNDY_TR(
    "explain", "every move from here loses against best play: the opponent can answer with "
               "\"%1\", since %2");
inline constexpr Phrase ReasonNotWinning =
    GRUNDY_TR("explain", "this move does not win: the opponent can answer with \"%1\", since %2");
inline constexpr Phrase FactSgXor = GRUNDY_TR("explain", "X = XOR of the SG values");
inline constexpr Phrase MisereGameName = GRUNDY_TR("explain", "%1 (mis\u00e8re)");
inline constexpr Phrase VerdictOverMisere = GRUNDY_TR(
    "explain", "The game is over: the other player took the last stone, so the player to move has "
               "won.");
inline constexpr Phrase ReasonTakesLast = GRUNDY_TR(
    "explain", "this takes the last stone, and under mis\u00e8re play whoever takes the last stone "
               "loses.");
inline constexpr Phrase ExplainMoreMoves =
    GRUNDY_TR("explain", "Only the first %1 winning moves are explained here.");

} // namespace grundy::words
