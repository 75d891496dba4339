// SPDX-License-Identifier: MIT
#pragma once

/// Wythoff's game's words: its name, moves, explanation and errors.
/// Translated in the context "wythoff" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase PileA = GRUNDY_TR("wythoff", "pile A");
inline constexpr Phrase PileB = GRUNDY_TR("wythoff", "pile B");
inline constexpr Phrase PPositionNamed = GRUNDY_TR("wythoff", "(%1, %2) = (a_%3, b_%3)");
inline constexpr Phrase PartnerOf =
    GRUNDY_TR("wythoff", "%1, the partner of %2 (%3 is a P-position)");
inline constexpr Phrase WythoffTakeBoth = GRUNDY_TR("wythoff", "take %1 from both piles");
inline constexpr Phrase WythoffTakeA = GRUNDY_TR("wythoff", "take %1 from pile A");
inline constexpr Phrase WythoffTakeB = GRUNDY_TR("wythoff", "take %1 from pile B");
inline constexpr Phrase WythoffTakeAB =
    GRUNDY_TR("wythoff", "take %1 from pile A and %2 from pile B");
inline constexpr Phrase GameWythoff = GRUNDY_TR("wythoff", "Wythoff's game");
inline constexpr Phrase WythoffPosition = GRUNDY_TR("wythoff", "piles %1 and %2");
inline constexpr Phrase FactSmallerPile = GRUNDY_TR("wythoff", "smaller pile a");
inline constexpr Phrase FactLargerPile = GRUNDY_TR("wythoff", "larger pile b");
inline constexpr Phrase FactDifference = GRUNDY_TR("wythoff", "k = b \u2212 a");
inline constexpr Phrase FactLowerK = GRUNDY_TR("wythoff", "a_k = \u230ak\u00b7\u03c6\u230b");
inline constexpr Phrase FactUpperK = GRUNDY_TR("wythoff", "b_k = a_k + k");
// "\u221a" ends its literal: lupdate would read "\u221a5" as one escape, not as "√5".
inline constexpr Phrase WythoffIntro = GRUNDY_TR(
    "wythoff", "The P-positions of Wythoff's game are the pairs (a_k, b_k) for k = 0, 1, 2, "
               "\u2026 with a_k = \u230ak\u00b7\u03c6\u230b, \u03c6 = (1 + \u221a"
               "5)/2, and b_k "
               "= a_k + k: the piles differ by exactly k. The first are (0, 0), (1, 2), (3, 5), "
               "(4, 7), (6, 10), (8, 13). Every positive number is in exactly one of them, so "
               "every pile size has a partner, the other number of its P-position.");
inline constexpr Phrase WythoffIsP = GRUNDY_TR(
    "wythoff", "Here b \u2212 a = %1 and a_%1 = %2 = a, so %3 is the P-position (a_%1, b_%1), "
               "the %4 P-position (k = %1).");
inline constexpr Phrase WythoffOver =
    GRUNDY_TR("wythoff", "Both piles are empty: the other player took the last stone.");
inline constexpr Phrase WythoffLoses = GRUNDY_TR(
    "wythoff", "Every move loses against best play: taking from one pile keeps the other pile, "
               "and each number belongs to only one P-position; taking the same from both keeps "
               "the difference k = %1, and %2 is the only P-position with that difference. So "
               "every move leaves an N-position, and the opponent has a winning move back.");
inline constexpr Phrase WythoffNotP = GRUNDY_TR(
    "wythoff", "Here b \u2212 a = %1 and a_%1 = %2 \u2260 %3, so %4 is not a P-position.");
inline constexpr Phrase WythoffSmallerIsLower = GRUNDY_TR(
    "wythoff", "Its smaller pile is a_%1 of %2, the %3 P-position (k = %1), but its larger pile "
               "is not b_%1.");
inline constexpr Phrase WythoffBetween = GRUNDY_TR(
    "wythoff", "By the smaller pile it lies between the P-positions k = %1, %2, and k = %3, %4.");
inline constexpr Phrase WythoffCandidates = GRUNDY_TR(
    "wythoff", "A winning move must reach a P-position. There are three kinds of candidates:");
inline constexpr Phrase WythoffEqualWins = GRUNDY_TR(
    "wythoff", "1. Equal removal: taking %1 from both piles keeps the difference k = %2 and "
               "leaves %3. This move wins.");
inline constexpr Phrase WythoffEqualFails = GRUNDY_TR(
    "wythoff", "1. Equal removal keeps the difference k = %1, and the only P-position with that "
               "difference is %2. Its smaller pile %3 is more than %4, so equal removal cannot "
               "win.");
inline constexpr Phrase WythoffLargerWins =
    GRUNDY_TR("wythoff", "2. Reduce the larger pile (%1, %2) to %3: take %4. This move wins.");
inline constexpr Phrase WythoffLargerFails = GRUNDY_TR(
    "wythoff", "2. Reducing the larger pile to the partner of %1 is impossible: the partner is "
               "%2, not less than %3, and a pile cannot grow.");
inline constexpr Phrase WythoffSmallerWins =
    GRUNDY_TR("wythoff", "3. Reduce the smaller pile (%1, %2) to %3: take %4. This move wins.");
inline constexpr Phrase WythoffSmallerFails = GRUNDY_TR(
    "wythoff", "3. Reducing the smaller pile to the partner of %1 is impossible: the partner is "
               "%2, not less than %3, and a pile cannot grow.");
inline constexpr Phrase WythoffReasonBoth =
    GRUNDY_TR("wythoff", "taking %1 from both piles keeps the difference k = %2 and leaves %3, the "
                         "P-position with that difference.");
inline constexpr Phrase WythoffReasonOne =
    GRUNDY_TR("wythoff", "it keeps %1 at %2 and brings %3 down to %4, the partner of %2: %5 is a "
                         "P-position.");
inline constexpr Phrase ErrorBothPilesEmpty =
    GRUNDY_TR("wythoff", "no move is left: both piles are empty");
inline constexpr Phrase ErrorWythoffMixed = GRUNDY_TR(
    "wythoff", "a move takes from one pile, or the same number from both piles; not %1 from "
               "pile A and %2 from pile B");
inline constexpr Phrase ErrorWythoffBothShort =
    GRUNDY_TR("wythoff", "cannot take %1 from both piles of %2 and %3");
inline constexpr Phrase ErrorWythoffAShort =
    GRUNDY_TR("wythoff", "cannot take %1 from pile A of %2");
inline constexpr Phrase ErrorWythoffBShort =
    GRUNDY_TR("wythoff", "cannot take %1 from pile B of %2");
inline constexpr Phrase ErrorPilesNegative =
    GRUNDY_TR("wythoff", "a pile cannot hold a negative number of stones (%1, %2)");
inline constexpr Phrase WythoffMisereOver =
    GRUNDY_TR("wythoff", "Both piles are empty: the other player took the last stone and lost.");
inline constexpr Phrase WythoffMisereIntro = GRUNDY_TR(
    "wythoff", "Mis\u00e8re play: whoever takes the last stone loses. Its P-positions are those of "
               "normal play, (a_k, b_k) with a_k = \u230ak\u00b7\u03c6\u230b and b_k = a_k + k, "
               "except three small ones: (0, 0), (1, 2) and (2, 1) are replaced by (0, 1), (1, 0) "
               "and (2, 2). From (3, 5) on nothing changes, and still every line of moves (one "
               "pile kept, or the difference kept) holds exactly one P-position.");
inline constexpr Phrase WythoffMisereIsP = GRUNDY_TR(
    "wythoff", "%1 is a mis\u00e8re P-position. Every move loses against best play: a move keeps "
               "one pile or the difference, and each such line holds only one P-position, so every "
               "move leaves an N-position.");
inline constexpr Phrase WythoffMisereAdded = GRUNDY_TR(
    "wythoff", "%1 is one of the three P-positions mis\u00e8re play adds: (0, 1), (1, 0) and (2, "
               "2).");
inline constexpr Phrase WythoffMisereRemoved = GRUNDY_TR(
    "wythoff", "%1 is a P-position of normal play, but not of mis\u00e8re play: (0, 0), (1, 2) and "
               "(2, 1) are replaced.");
inline constexpr Phrase WythoffMisereNotP = GRUNDY_TR(
    "wythoff", "%1 is not a mis\u00e8re P-position, so the player to move wins: each winning move "
               "reaches one.");
inline constexpr Phrase WythoffMisereReasonAdded = GRUNDY_TR(
    "wythoff", "it leaves %1, one of the three P-positions mis\u00e8re play adds: every move from "
               "there takes the last stone or leaves a position you win.");

} // namespace grundy::words
