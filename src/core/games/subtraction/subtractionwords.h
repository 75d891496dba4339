// SPDX-License-Identifier: MIT
#pragma once

/// The subtraction game's words: its name, moves, explanation and errors.
/// Translated in the context "subtraction" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase GameSubtraction = GRUNDY_TR("subtraction", "Subtraction game");
inline constexpr Phrase SubtractionPosition = GRUNDY_TR("subtraction", "piles %1, S = %2");
inline constexpr Phrase SubtractionSetFinite = GRUNDY_TR("subtraction", "{%1}");
inline constexpr Phrase SubtractionSetLong = GRUNDY_TR("subtraction", "{%1, \u2026} (%2 numbers)");
inline constexpr Phrase SubtractionSetPowers = GRUNDY_TR("subtraction", "the powers of two");
inline constexpr Phrase SubtractionSetFibonacci = GRUNDY_TR("subtraction", "the Fibonacci numbers");
inline constexpr Phrase SubtractionPileLabel = GRUNDY_TR("subtraction", "pile %1: SG(%2)");
inline constexpr Phrase FactSubtractionSet = GRUNDY_TR("subtraction", "the set S");
inline constexpr Phrase FactSgValues = GRUNDY_TR("subtraction", "SG(0), SG(1), \u2026");
inline constexpr Phrase FactPrePeriod = GRUNDY_TR("subtraction", "pre-period");
inline constexpr Phrase FactPeriod = GRUNDY_TR("subtraction", "period");
inline constexpr Phrase FactMisereLost =
    GRUNDY_TR("subtraction", "single piles lost under mis\u00e8re play (up to 40)");
inline constexpr Phrase SubtractionIntro =
    GRUNDY_TR("subtraction",
              "Each pile is a game of its own with a Sprague\u2013Grundy value: SG(n) is the "
              "least number that is not among SG(n \u2212 s) for the takes s \u2264 n. A sum of "
              "piles is lost for the player to move exactly when the SG values of its piles XOR "
              "to 0, as the piles of Nim do.");
inline constexpr Phrase SubtractionPeriodic =
    GRUNDY_TR("subtraction",
              "The SG values of this set repeat: after a pre-period of %1 values they repeat with "
              "period %2, so a pile of n \u2265 %1 stones has the value of the pile of %1 + (n "
              "\u2212 %1) mod %2 stones, exactly, at any size.");
inline constexpr Phrase SubtractionPowers =
    GRUNDY_TR("subtraction",
              "For the powers of two SG(n) = n mod 3: every power of two is 1 or 2 more than a "
              "multiple of 3, so from a multiple of 3 every move leaves a non-multiple, and from "
              "a non-multiple a take of 1 or 2 reaches a multiple.");
inline constexpr Phrase SubtractionFibonacci =
    GRUNDY_TR("subtraction",
              "The values of the Fibonacci set have no known period: they come from a table grown "
              "as far as needed, up to piles of %1 stones.");
inline constexpr Phrase SubtractionNoPeriod =
    GRUNDY_TR("subtraction",
              "These values showed no period within the table: they come from the table, up to "
              "piles of %1 stones.");
inline constexpr Phrase SubtractionZero =
    GRUNDY_TR("subtraction",
              "The SG values XOR to 0: any take changes one pile's value (no value equals a value "
              "one take below it), which makes the XOR non-zero, and the opponent can always "
              "bring it back to 0. The player to move loses.");
inline constexpr Phrase SubtractionWinning = GRUNDY_TR(
    "subtraction", "The SG values XOR to X = %1. A pile whose value v has a 1 in %2 can be brought "
                   "to the smaller value v XOR X: v is the least value missing one take below the "
                   "pile, so every smaller value is there. Then the XOR is 0. Piles sure to have "
                   "such a take: %3. A take may also raise a pile's value to v XOR X; the winning "
                   "moves below are all of them.");
inline constexpr Phrase SubtractionOver =
    GRUNDY_TR("subtraction",
              "No pile can lose a take of the set: the player to move cannot move and has lost.");
inline constexpr Phrase SubtractionReason =
    GRUNDY_TR("subtraction",
              "it leaves %2 stones in pile %1, of SG value %3, so the piles' SG values XOR to 0 "
              "and every reply can be answered.");
inline constexpr Phrase SubtractionReasonLast =
    GRUNDY_TR("subtraction",
              "after it no take of the set fits any pile: the opponent cannot move and loses.");
inline constexpr Phrase SubtractionMisereRule =
    GRUNDY_TR("subtraction",
              "Mis\u00e8re play: whoever takes the last stone loses, so a player who cannot move "
              "wins. The SG values do not decide a mis\u00e8re game.");
inline constexpr Phrase SubtractionMisereOne =
    GRUNDY_TR("subtraction",
              "With at most one pile that can still move, the game is that pile alone, decided by "
              "the mis\u00e8re table of S: the single piles lost for the player to move are %1, "
              "\u2026");
inline constexpr Phrase SubtractionMiserePeriod =
    GRUNDY_TR("subtraction",
              "That table repeats: after a pre-period of %1 piles it repeats with period %2, so a "
              "pile of any size is decided exactly.");
inline constexpr Phrase SubtractionMisereMany =
    GRUNDY_TR("subtraction",
              "With several piles that can move there is no general rule for mis\u00e8re play: "
              "Grundy decides the position by searching every continuation (at most %1 "
              "positions).");
inline constexpr Phrase SubtractionMisereOver = GRUNDY_TR(
    "subtraction", "No pile can lose a take of the set: the player to move cannot move and, under "
                   "mis\u00e8re play, has won.");
inline constexpr Phrase SubtractionVerdictMisereOver =
    GRUNDY_TR("subtraction",
              "The game is over: the player to move cannot move and so wins (mis\u00e8re play).");
inline constexpr Phrase SubtractionReasonMisere =
    GRUNDY_TR("subtraction",
              "it leaves piles %1, lost for the player to move under mis\u00e8re play: every move "
              "from there leaves a position the opponent wins.");
inline constexpr Phrase ErrorNotInSet = GRUNDY_TR("subtraction", "%1 is not in the set {%2}");
inline constexpr Phrase ErrorNotInLargeSet =
    GRUNDY_TR("subtraction", "%1 is not one of the set's %2 numbers");
inline constexpr Phrase ErrorNotPowerOfTwo = GRUNDY_TR("subtraction", "%1 is not a power of two");
inline constexpr Phrase ErrorNotFibonacci =
    GRUNDY_TR("subtraction", "%1 is not a Fibonacci number (1, 2, 3, 5, 8, \u2026)");
inline constexpr Phrase ErrorSetSyntax = GRUNDY_TR(
    "subtraction", "is not a set: write numbers separated by commas (1,3,4), powers-of-two or "
                   "fibonacci");
inline constexpr Phrase ErrorSetZero =
    GRUNDY_TR("subtraction", "contains 0: every take must be at least 1 stone");
inline constexpr Phrase ErrorSetTooLarge = GRUNDY_TR("subtraction", "has more than %1 numbers");
inline constexpr Phrase ErrorSubtractionBeyondTable = GRUNDY_TR(
    "subtraction", "a pile of %1 stones is beyond what Grundy can decide for S = %2: its table of "
                   "values goes to %3 stones, and no period carries it further");
inline constexpr Phrase ErrorMisereSearchLimit = GRUNDY_TR(
    "subtraction", "this mis\u00e8re position is too large: with several piles that can move it is "
                   "decided by searching every continuation, at most %1 positions");
inline constexpr Phrase SubtractionPeriodicFromStart =
    GRUNDY_TR("subtraction",
              "The SG values of this set repeat with period %1 from the first pile on: a pile "
              "of n stones has the value of the pile of n mod %1 stones, exactly, at any size.");
inline constexpr Phrase SubtractionPositionMisere =
    GRUNDY_TR("subtraction", "piles %1, S = %2, mis\u00e8re play");

} // namespace grundy::words
