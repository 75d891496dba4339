// SPDX-License-Identifier: MIT
#pragma once

/// Northcott's game's words: its name, moves, explanation and errors.
/// Translated in the context "northcott" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase GameNorthcott = GRUNDY_TR("northcott", "Northcott's game");
inline constexpr Phrase NorthcottBlack = GRUNDY_TR("northcott", "black");
inline constexpr Phrase NorthcottWhite = GRUNDY_TR("northcott", "white");
inline constexpr Phrase NorthcottPosition = GRUNDY_TR("northcott", "%1 to move, rows %2");
inline constexpr Phrase NorthcottRowLabel = GRUNDY_TR("northcott", "row %1 (black %2, white %3)");
inline constexpr Phrase NorthcottMove =
    GRUNDY_TR("northcott", "move the %1 piece of row %2 from column %3 to column %4");
inline constexpr Phrase FactToMove = GRUNDY_TR("northcott", "to move");
inline constexpr Phrase FactRows = GRUNDY_TR("northcott", "rows");
inline constexpr Phrase FactBoardColumns = GRUNDY_TR("northcott", "columns of the board");
inline constexpr Phrase NorthcottOver =
    GRUNDY_TR("northcott",
              "The %1 pieces cannot move: in every row the %1 piece stands against its wall with "
              "the other piece beside it. The player who cannot move loses.");
inline constexpr Phrase NorthcottIntroGaps = GRUNDY_TR(
    "northcott", "The gap of a row is the number of empty squares between its two pieces. Moving "
                 "your piece toward the other one shrinks the gap by as many squares as you like, "
                 "exactly like taking stones from a Nim pile; when every gap is 0 and your pieces "
                 "are against their walls, you cannot move and lose.");
inline constexpr Phrase NorthcottIntroBack = GRUNDY_TR(
    "northcott", "Moving your piece back, away from the other one, widens the gap, but it does not "
                 "help: the opponent follows with his piece in that row and the gap is what it "
                 "was, and the wall behind ends such retreats. So the game is Nim on the gaps, "
                 "whichever colour you play: the player to move loses exactly when the XOR of the "
                 "gaps is 0.");
inline constexpr Phrase NorthcottZero = GRUNDY_TR(
    "northcott", "Here the XOR of the gaps is 0. Every move loses against best play: shrinking a "
                 "gap makes the XOR nonzero and the opponent makes it 0 again, as in Nim; moving "
                 "back is answered by following, until your pieces are stuck.");
inline constexpr Phrase NorthcottWinning =
    GRUNDY_TR("northcott",
              "Here X = %1, with odd columns %2. As in Nim, change one gap g into g XOR X: a gap "
              "with a 1 in %3 shrinks when you move your piece toward the other one by "
              "g \u2212 (g XOR X) squares (%4). A gap that would grow to g XOR X can also be "
              "widened by moving your piece back, when it has the room behind it.");
inline constexpr Phrase NorthcottReasonToward = GRUNDY_TR(
    "northcott", "moving the %1 piece of row %2 toward the other piece shrinks the gap from %3 to "
                 "%4 = %3 XOR %5, so the XOR of the gaps becomes 0, as after a winning Nim move.");
inline constexpr Phrase NorthcottReasonAway = GRUNDY_TR(
    "northcott", "moving the %1 piece of row %2 back widens the gap from %3 to %4 = %3 XOR %5, so "
                 "the XOR of the gaps becomes 0: whatever the opponent does, you can make it 0 "
                 "again.");
inline constexpr Phrase NounPieceColumns = GRUNDY_TR("northcott", "piece columns");
inline constexpr Phrase ErrorNorthcottPairs = GRUNDY_TR(
    "northcott", "the numbers come in pairs, the black and the white piece's column of each row; "
                 "got %1 numbers");
inline constexpr Phrase ErrorNorthcottColumns =
    GRUNDY_TR("northcott", "the board needs at least 2 columns, got %1");
inline constexpr Phrase ErrorNorthcottOffBoard =
    GRUNDY_TR("northcott", "row %1: a piece on column %2, off the board of columns 1 to %3");
inline constexpr Phrase ErrorNorthcottSameSquare =
    GRUNDY_TR("northcott", "row %1: both pieces on column %2");
inline constexpr Phrase ErrorNorthcottNoMove = GRUNDY_TR(
    "northcott", "the %1 pieces cannot move: each stands against its wall with the other piece "
                 "beside it");
inline constexpr Phrase ErrorNorthcottNoRow =
    GRUNDY_TR("northcott", "there is no row %1 (the board has %2 rows)");
inline constexpr Phrase ErrorNorthcottNotYours =
    GRUNDY_TR("northcott", "%1 moves now: the %2 pieces are the other player's");
inline constexpr Phrase ErrorNorthcottOffEdge =
    GRUNDY_TR("northcott", "column %1 is off the board: its columns are 1 to %2");
inline constexpr Phrase ErrorNorthcottStay =
    GRUNDY_TR("northcott", "the %1 piece of row %2 is already on column %3");
inline constexpr Phrase ErrorNorthcottTaken =
    GRUNDY_TR("northcott", "column %1 of row %2 is taken by the %3 piece");
inline constexpr Phrase ErrorNorthcottJump =
    GRUNDY_TR("northcott", "the %1 piece of row %2 cannot jump over the %3 piece on column %4");

} // namespace grundy::words
