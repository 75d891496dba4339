// SPDX-License-Identifier: MIT
#pragma once

/// Lasker's Nim's words: its name, moves, explanation and errors.
/// Translated in the context "lasker" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase GameLasker = GRUNDY_TR("lasker", "Lasker's Nim");
inline constexpr Phrase LaskerSplit = GRUNDY_TR("lasker", "split pile %1 into %2 and %3");
inline constexpr Phrase LaskerReasonTake = GRUNDY_TR(
    "lasker", "pile %1 has SG value %2; taking %3 leaves %4, whose SG value %5 is %2 XOR %6 (X), "
              "so the SG values of the piles XOR to 0 again.");
inline constexpr Phrase LaskerReasonSplit = GRUNDY_TR(
    "lasker", "pile %1 has SG value %2; splitting it into %3 and %4 gives two piles of SG values "
              "%5 and %6, whose XOR %7 is %2 XOR %8 (X), so the SG values of the piles XOR to 0 "
              "again.");
inline constexpr Phrase LaskerRowLabel = GRUNDY_TR("lasker", "SG of pile %1");
inline constexpr Phrase LaskerSgOf = GRUNDY_TR("lasker", "SG(%1) = %2 (%1 mod 4 = %3)");
inline constexpr Phrase LaskerIntro = GRUNDY_TR(
    "lasker", "A split leaves two piles that are played side by side, so by the "
              "Sprague\u2013Grundy theorem every pile counts as a Nim pile of its SG value, and a"
              " split as the XOR of its two parts' values. Working out the values from the rules "
              "(the mex of the values of all the moves) shows a pattern by x mod 4: SG(x) = x "
              "when x mod 4 is 1 or 2, x + 1 when it is 3, x \u2212 1 when it is 0 (and SG(0) = "
              "0). The player to move loses exactly when the SG values XOR to 0.");
inline constexpr Phrase LaskerValues = GRUNDY_TR("lasker", "Here: %1.");
inline constexpr Phrase LaskerZero = GRUNDY_TR(
    "lasker", "The SG values XOR to 0. Every move loses against best play: a move changes one "
              "pile's SG value (a split replaces it with its parts' XOR, never equal to it, since"
              " a pile's value is the mex of its moves' values), so the XOR becomes nonzero, and "
              "the opponent can make it 0 again.");
inline constexpr Phrase LaskerWinning = GRUNDY_TR(
    "lasker", "The SG values XOR to X = %1 (odd columns %2). To win, turn one pile's SG value g "
              "into g XOR X: take stones down to the pile whose SG value is g XOR X when that "
              "pile is smaller, or split the pile into two parts whose SG values XOR to g XOR X.");
inline constexpr Phrase LaskerMoreSplits = GRUNDY_TR(
    "lasker", "Pile %1 has %2 winning splits; the %3 with the smallest parts are listed.");
inline constexpr Phrase ErrorLaskerNothing =
    GRUNDY_TR("lasker", "a move must take at least one stone or split a pile");
inline constexpr Phrase ErrorLaskerTakeAndSplit =
    GRUNDY_TR("lasker", "a move either takes stones or splits a pile, not both");
inline constexpr Phrase ErrorLaskerSplitSmall =
    GRUNDY_TR("lasker", "pile %1 has %2: only a pile of at least 2 stones can be split");
inline constexpr Phrase ErrorLaskerSplitPart =
    GRUNDY_TR("lasker", "a split of pile %1 (%2) names its smaller part, at most %3, not %4");

} // namespace grundy::words
