// SPDX-License-Identifier: MIT
#pragma once

/// Nim's words: its name, moves, explanation and errors.
/// Translated in the context "nim" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase GameNim = GRUNDY_TR("nim", "Nim");
inline constexpr Phrase FactNimXor = GRUNDY_TR("nim", "X = XOR of the piles");
inline constexpr Phrase NimIntro =
    GRUNDY_TR("nim", "Write every pile in binary, one above the other, and count the 1s in each "
                     "column. The XOR X of the piles (the nim-sum) has a 1 exactly in the columns "
                     "with an odd number of 1s.");
inline constexpr Phrase NimZero = GRUNDY_TR(
    "nim", "Every column holds an even number of 1s, so X = 0. Every move loses against "
           "best play: a move changes one pile only, so it flips at least one bit in one "
           "row, and that column becomes odd. The opponent can then make every column even "
           "again, so you never reach the empty position (all zeros, all even) first.");
inline constexpr Phrase NimOddColumns = GRUNDY_TR(
    "nim", "The odd columns are %1, so X = %2. To win, make every column even again: change "
           "one pile p into p XOR X, which flips that row's bits in exactly the odd columns.");
inline constexpr Phrase NimHighestColumn =
    GRUNDY_TR("nim", "That is a legal move only if p XOR X is smaller than p. It is exactly when p "
                     "has a 1 in the highest odd column, %1: that 1 becomes 0 and every higher bit "
                     "stays. Piles with a 1 there: %2.");
inline constexpr Phrase NimReason = GRUNDY_TR(
    "nim", "%1 has %2, with a 1 in %3, the highest column where X = %4 has a 1; taking %5 "
           "turns %6 into %6 XOR %4 = %7, which flips exactly the odd columns: every column "
           "is even again (XOR 0).");
inline constexpr Phrase NimMisereOver =
    GRUNDY_TR("nim", "Every pile is empty: the other player took the last stone and lost.");
inline constexpr Phrase NimMisereIntro =
    GRUNDY_TR("nim", "Mis\u00e8re Nim (the anti-SG rule): whoever takes the last stone loses. What "
                     "decides it first is how many piles hold 2 or more stones: here %1.");
inline constexpr Phrase NimMisereSmallOdd = GRUNDY_TR(
    "nim", "Every pile holds at most 1 stone, so every move empties one pile of 1 and the "
           "players simply take turns. There are %1 piles of 1, an odd number: the player to "
           "move will take the last one and loses, whatever happens.");
inline constexpr Phrase NimMisereSmallEven = GRUNDY_TR(
    "nim", "Every pile holds at most 1 stone, so every move empties one pile of 1 and the "
           "players simply take turns. There are %1 piles of 1, an even number: take any of "
           "them, and the opponent will take the last one.");
inline constexpr Phrase NimMisereOneBig = GRUNDY_TR(
    "nim", "Only %1 holds 2 or more stones, so the player to move decides the end: cut it to "
           "%2, leaving nothing bigger than 1 and an odd number of piles of 1 (%3). The "
           "players then take them in turns and the opponent takes the last one. So the player "
           "to move wins.");
inline constexpr Phrase NimMisereManyBig = GRUNDY_TR(
    "nim", "With two or more piles of 2 or more stones, mis\u00e8re Nim is won as normal Nim "
           "is: make the XOR 0. A position with exactly one pile of 2 or more never has XOR 0, "
           "so whoever keeps the XOR 0 never leaves one; the opponent must leave it first, and "
           "then you cut that pile to 0 or 1 so that an odd number of piles of 1 is left, and "
           "the opponent takes the last stone.");
inline constexpr Phrase NimMisereZero = GRUNDY_TR(
    "nim", "Every column holds an even number of 1s, so X = 0. Every move loses against best "
           "play: whatever you do, the opponent makes the XOR 0 again, until you must leave a "
           "single pile of 2 or more; then the opponent leaves you an odd number of piles of "
           "1, and you take the last stone.");
inline constexpr Phrase NimMisereReasonOnes = GRUNDY_TR(
    "nim", "it leaves only piles of at most 1 stone, %1 of them with 1, an odd number: the "
           "players take them in turns and the opponent takes the last one.");

} // namespace grundy::words
