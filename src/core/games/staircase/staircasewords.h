// SPDX-License-Identifier: MIT
#pragma once

/// Georgia and Bob (the staircase game)'s words: its name, moves, explanation and errors.
/// Translated in the context "staircase" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase ChipAndWall = GRUNDY_TR("staircase", "chip on %1 and the wall");
inline constexpr Phrase ChipsOn = GRUNDY_TR("staircase", "chips on %1 and %2");
inline constexpr Phrase ThePairOf = GRUNDY_TR("staircase", "the pair of %1");
inline constexpr Phrase StaircaseMove =
    GRUNDY_TR("staircase", "move the chip on cell %1 to cell %2");
inline constexpr Phrase GameStaircase = GRUNDY_TR("staircase", "Georgia and Bob");
inline constexpr Phrase StaircasePosition = GRUNDY_TR("staircase", "chips on %1");
inline constexpr Phrase StaircaseNoCells = GRUNDY_TR("staircase", "chips on no cells");
inline constexpr Phrase FactChips = GRUNDY_TR("staircase", "chips");
inline constexpr Phrase FactStripLength = GRUNDY_TR("staircase", "strip length M");
inline constexpr Phrase StaircaseOver =
    GRUNDY_TR("staircase", "Every chip is packed against the left end: no chip can move.");
inline constexpr Phrase StaircaseIntroPairs = GRUNDY_TR(
    "staircase", "Pair the chips from the right: the rightmost chip with its left neighbour, the "
                 "next two together, and so on; with an odd number of chips the leftmost one "
                 "pairs with the wall left of cell 1. The gap of a pair is the number of empty "
                 "cells between its two chips. Only gaps count, not the space between pairs.");
inline constexpr Phrase StaircaseIntroNim = GRUNDY_TR(
    "staircase", "Moving a pair's right chip left shrinks its gap, exactly like taking stones "
                 "from a Nim pile (it only widens space between pairs, which counts for nothing). "
                 "Moving a pair's left chip widens its gap, but the opponent can move the right "
                 "chip as far and restore it. So the game is Nim on the gaps: the player to move "
                 "loses exactly when the XOR of the gaps is 0.");
inline constexpr Phrase StaircaseZero = GRUNDY_TR(
    "staircase", "Here the XOR of the gaps is 0. Every move loses against best play: any move "
                 "changes exactly one gap, which makes the XOR nonzero, and the opponent makes it "
                 "0 again, until every chip is packed to the left after the opponent's move.");
inline constexpr Phrase StaircaseWinning = GRUNDY_TR(
    "staircase", "Here X = %1, with odd columns %2. As in Nim, change one gap g into g XOR X: a "
                 "gap with a 1 in %3 shrinks, by moving its right chip left by g \u2212 (g XOR X) "
                 "(%4). A gap that would grow to g XOR X can be widened by moving the pair's left "
                 "chip instead, when that chip has room.");
inline constexpr Phrase StaircaseReasonRight = GRUNDY_TR(
    "staircase", "moving the right chip of the %1 by %2 shrinks their gap from %3 to %4 = %3 XOR "
                 "%5, so the XOR of the gaps becomes 0, as after a winning Nim move.");
inline constexpr Phrase StaircaseReasonLeft = GRUNDY_TR(
    "staircase", "moving the left chip of the %1 by %2 widens their gap from %3 to %4 = %3 XOR "
                 "%5, so the XOR of the gaps becomes 0, as after a winning Nim move.");
inline constexpr Phrase ErrorNoChipCanMove =
    GRUNDY_TR("staircase", "the game is over: no chip can move");
inline constexpr Phrase ErrorNoChip =
    GRUNDY_TR("staircase", "there is no chip number %1 (there are %2)");
inline constexpr Phrase ErrorNoChipNumber = GRUNDY_TR("staircase", "no chip number %1");
inline constexpr Phrase ErrorChipOnlyLeft =
    GRUNDY_TR("staircase", "the chip on cell %1 can only move left, not to cell %2");
inline constexpr Phrase ErrorChipLeavesStrip =
    GRUNDY_TR("staircase", "the chip on cell %1 cannot leave the strip");
inline constexpr Phrase ErrorChipBlocked = GRUNDY_TR(
    "staircase", "the chip on cell %1 cannot reach cell %2: the chip on cell %3 is in the way");
inline constexpr Phrase ErrorCellZero =
    GRUNDY_TR("staircase", "a chip on cell %1: cells are numbered from 1");
inline constexpr Phrase ErrorCellBeyond =
    GRUNDY_TR("staircase", "a chip on cell %1, beyond the strip of %2 cells");
inline constexpr Phrase ErrorTwoChips = GRUNDY_TR("staircase", "two chips on cell %1");
inline constexpr Phrase ErrorCellsOrder =
    GRUNDY_TR("staircase", "chip cells must be listed in ascending order");
inline constexpr Phrase NounCells = GRUNDY_TR("staircase", "cells");

} // namespace grundy::words
