// SPDX-License-Identifier: MIT
#pragma once

/// Treblecross's words: its name, moves, explanation and errors. Translated in the context
/// "treblecross" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase GameTreblecross = GRUNDY_TR("treblecross", "Treblecross");
inline constexpr Phrase TreblecrossNotInSum = GRUNDY_TR(
    "treblecross", "whoever completes three in a row wins, not whoever moves last, so it has no "
                   "value to add in a sum of games");
inline constexpr Phrase NounCells = GRUNDY_TR("treblecross", "cells");
inline constexpr Phrase TreblecrossMove = GRUNDY_TR("treblecross", "write X in cell %1");
inline constexpr Phrase TreblecrossReasonThree =
    GRUNDY_TR("treblecross", "an X in cell %1 completes three in a row.");
inline constexpr Phrase TreblecrossReasonRuns = GRUNDY_TR(
    "treblecross", "an X in cell %1 leaves safe runs worth %2, whose values XOR to 0: every "
                   "reply either hands back three in a row or leaves a nonzero XOR again.");
inline constexpr Phrase TreblecrossBoardFacts = GRUNDY_TR("treblecross", "%1 cells, X in %2");
inline constexpr Phrase TreblecrossEmpty = GRUNDY_TR("treblecross", "an empty board of %1 cells");
inline constexpr Phrase TreblecrossIntro = GRUNDY_TR(
    "treblecross", "Whoever writes an X next to an X, or two cells from one, lets the opponent "
                   "complete three in a row, so with best play nobody does until they must. The"
                   " cells three or more away from every X are the safe cells; they form runs, "
                   "played side by side. Writing in cell j of a run of L safe cells leaves runs "
                   "of j \u2212 2 and L \u2212 j \u2212 3 (fewer than none count as none): the "
                   "octal game 0.007 (knock down three adjacent pins) on a row of L + 2, so by "
                   "the Sprague\u2013Grundy theorem a run is worth G(L + 2) of 0.007, and the "
                   "player to move loses exactly when the runs' values XOR to 0 (Winning Ways, "
                   "ch. 4).");
inline constexpr Phrase TreblecrossCompletes = GRUNDY_TR(
    "treblecross", "Two X are in a row or one cell apart: the player to move completes three "
                   "and wins at once, in cell %1.");
inline constexpr Phrase TreblecrossRuns = GRUNDY_TR("treblecross", "The safe runs: %1.");
inline constexpr Phrase TreblecrossRun =
    GRUNDY_TR("treblecross", "cells %1 to %2 (%3 cells, worth %4)");
inline constexpr Phrase TreblecrossNoRuns = GRUNDY_TR(
    "treblecross", "No cell is safe: every X the player to move writes lets the opponent "
                   "complete three.");
inline constexpr Phrase TreblecrossZero = GRUNDY_TR(
    "treblecross", "The runs' values XOR to 0: every safe X leaves a nonzero XOR, and every "
                   "other X hands the opponent three in a row.");
inline constexpr Phrase TreblecrossWinning = GRUNDY_TR(
    "treblecross", "The runs' values XOR to X = %1: write in a run so that what it leaves is "
                   "worth its value XOR X.");
inline constexpr Phrase TreblecrossOver =
    GRUNDY_TR("treblecross", "Three X are in a row: the player who wrote the last one won.");
inline constexpr Phrase RunLabel = GRUNDY_TR("treblecross", "run %1");

inline constexpr Phrase ErrorTreblecrossSmall = GRUNDY_TR(
    "treblecross", "a board of %1 cells is too small: with fewer than 3 nobody can complete "
                   "three, and the game would be a draw");
inline constexpr Phrase ErrorTreblecrossLarge =
    GRUNDY_TR("treblecross", "a board of %1 cells is too large: at most %2 are played");
inline constexpr Phrase ErrorTreblecrossCell =
    GRUNDY_TR("treblecross", "there is no cell %1 on a board of %2 cells");
inline constexpr Phrase ErrorTreblecrossTaken =
    GRUNDY_TR("treblecross", "cell %1 already holds an X");
inline constexpr Phrase ErrorTreblecrossTwice =
    GRUNDY_TR("treblecross", "cell %1 is named twice");

} // namespace grundy::words
