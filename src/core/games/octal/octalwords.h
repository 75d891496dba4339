// SPDX-License-Identifier: MIT
#pragma once

/// The octal games' words: their names, moves, explanation and errors. Translated in the
/// context "octal" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase GameOctal = GRUNDY_TR("octal", "Octal game");
inline constexpr Phrase GameKayles = GRUNDY_TR("octal", "Kayles");
inline constexpr Phrase GameDawsonKayles = GRUNDY_TR("octal", "Dawson's Kayles");
inline constexpr Phrase GameDawsonChess = GRUNDY_TR("octal", "Dawson's chess");
inline constexpr Phrase GameGrundysGame = GRUNDY_TR("octal", "Grundy's game");
inline constexpr Phrase OctalNamed = GRUNDY_TR("octal", "%1 (octal code %2)");
inline constexpr Phrase OctalWithCode = GRUNDY_TR("octal", "the octal game %1");
inline constexpr Phrase NounRows = GRUNDY_TR("octal", "rows");
inline constexpr Phrase PinOne = GRUNDY_TR("octal", "%1 pin");
inline constexpr Phrase PinsMany = GRUNDY_TR("octal", "%1 pins");

// What a move leaves of its row.
inline constexpr Phrase LeavesNothing = GRUNDY_TR("octal", "nothing");
inline constexpr Phrase LeavesOne = GRUNDY_TR("octal", "a row of %1");
inline constexpr Phrase LeavesTwo = GRUNDY_TR("octal", "rows of %1 and %2");

inline constexpr Phrase OctalKnockPin =
    GRUNDY_TR("octal", "knock down pin %2 of row %1, leaving %3");
inline constexpr Phrase OctalKnockPins =
    GRUNDY_TR("octal", "knock down pins %2 to %3 of row %1, leaving %4");
inline constexpr Phrase OctalCut = GRUNDY_TR("octal", "split row %1 into rows of %2 and %3");

inline constexpr Phrase OctalReason = GRUNDY_TR(
    "octal", "row %1 is worth %2; the move leaves %3, worth %4 together, which is %2 XOR %5 "
             "(X), so the rows' values XOR to 0 again.");

inline constexpr Phrase OctalRowLabel = GRUNDY_TR("octal", "G of row %1");
inline constexpr Phrase OctalValueOf = GRUNDY_TR("octal", "G(%1) = %2");
inline constexpr Phrase OctalIntro = GRUNDY_TR(
    "octal", "This is the octal game %1. Its digits after the point say, for k = 1, 2, 3, \u2026,"
             " what a move that knocks down k adjacent pins of one row may leave of it, as a "
             "sum: 1, nothing (the whole row); 2, one row (pins at an end); 4, two rows (pins "
             "in the middle). A first digit 4 allows splitting a row in two without knocking "
             "any pin down. Rows are played side by side, so by the Sprague\u2013Grundy "
             "theorem each counts as a Nim pile of its value G(n): the mex of the values its "
             "moves leave, two rows counting as the XOR of theirs. The player to move loses "
             "exactly when the rows' values XOR to 0.");
inline constexpr Phrase GrundysGameIntro = GRUNDY_TR(
    "octal", "In Grundy's game a move splits one row into two rows of different sizes (CGSuite "
             "writes it 4!.0); rows of 1 and 2 cannot be split. Rows are played side by side, "
             "so by the Sprague\u2013Grundy theorem each counts as a Nim pile of its value G(n):"
             " the mex of the XORs of the two parts of every split. The player to move loses "
             "exactly when the rows' values XOR to 0.");
inline constexpr Phrase OctalPeriodic = GRUNDY_TR(
    "octal", "The values of %1 are periodic: G(n + %2) = G(n) for every n \u2265 %3. This is "
             "proved, not guessed: the octal periodicity theorem needs the values to repeat up "
             "to heap %4, and they do. So a row of any length is worth what a row of the same "
             "remainder is.");
inline constexpr Phrase OctalNotPeriodic = GRUNDY_TR(
    "octal", "No period of %1 is proved within %2 heaps, so its values are computed from the "
             "rules, up to rows of %3 pins.");
inline constexpr Phrase OctalValues = GRUNDY_TR("octal", "Here: %1.");
inline constexpr Phrase OctalZero = GRUNDY_TR(
    "octal", "The rows' values XOR to 0. Every move loses against best play: a move changes "
             "one row's value (what it leaves is worth something else, since a row's value is "
             "the mex of its moves' values), so the XOR becomes nonzero, and the opponent can "
             "make it 0 again.");
inline constexpr Phrase OctalWinning = GRUNDY_TR(
    "octal", "The rows' values XOR to X = %1 (odd columns %2). To win, turn one row's value g "
             "into g XOR X: knock down pins so that what is left of that row is worth g XOR X.");

// Errors.
inline constexpr Phrase ErrorNoRow = GRUNDY_TR("octal", "there is no row %1 (there are %2)");
inline constexpr Phrase ErrorRowNegative =
    GRUNDY_TR("octal", "row %1 has a negative number of pins");
inline constexpr Phrase ErrorOctalOutside =
    GRUNDY_TR("octal", "row %1 has %2: pins %3 to %4 are not all in it");
inline constexpr Phrase ErrorOctalWhole = GRUNDY_TR(
    "octal", "the code %1 does not allow knocking down a whole row of %2");
inline constexpr Phrase ErrorOctalEnd = GRUNDY_TR(
    "octal", "the code %1 does not allow knocking down %2 at the end of a row");
inline constexpr Phrase ErrorOctalMiddle = GRUNDY_TR(
    "octal", "the code %1 does not allow knocking down %2 from the middle of a row");
inline constexpr Phrase ErrorOctalTooMany = GRUNDY_TR(
    "octal", "the code %1 allows knocking down at most %2 at once, not %3");
inline constexpr Phrase ErrorOctalNoCut =
    GRUNDY_TR("octal", "the code %1 does not allow splitting a row without knocking pins down");
inline constexpr Phrase ErrorOctalCutEnd = GRUNDY_TR(
    "octal", "a split of row %1 (%2) must leave pins on both sides, not %3 and %4");
inline constexpr Phrase ErrorOctalCutEqual = GRUNDY_TR(
    "octal", "in %1 a row must be split into two rows of different sizes, not %2 and %3");

} // namespace grundy::words
