// SPDX-License-Identifier: MIT
#pragma once

/// Practice's words: the questions, the verdicts and their reasons. Translated in the
/// context "practice" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase PracticePosition = GRUNDY_TR("practice", "%1: %2");
inline constexpr Phrase PracticePositionWith = GRUNDY_TR("practice", "%1 (%2): %3");
/// A game with its options, without a position: "Subtraction game (set = 1,3,4)".
inline constexpr Phrase PracticeGameWith = GRUNDY_TR("practice", "%1 (%2)");
inline constexpr Phrase PracticeAskPn = GRUNDY_TR(
    "practice", "%1. Is it a P-position (the player to move loses) or an N-position (the player "
                "to move wins)?");
inline constexpr Phrase PracticeAskMove = GRUNDY_TR("practice", "%1. Find a winning move.");
inline constexpr Phrase PracticeAskSg =
    GRUNDY_TR("practice", "%1. What is its Sprague\u2013Grundy value?");
inline constexpr Phrase PracticeAskTable = GRUNDY_TR(
    "practice", "%1: fill in G(0) to G(%2), the values of a single pile (or row) of 0 to %2.");
inline constexpr Phrase PracticeAskWhich = GRUNDY_TR(
    "practice", "%1. In which component is there a winning move?");
inline constexpr Phrase PracticeIsP = GRUNDY_TR(
    "practice", "It is a P-position: every move leaves the opponent a winning position.");
inline constexpr Phrase PracticeIsN =
    GRUNDY_TR("practice", "It is an N-position: %1 wins, because %2");
inline constexpr Phrase PracticeNoWinningMove = GRUNDY_TR(
    "practice", "There is no winning move: it is a P-position, and every move loses.");
inline constexpr Phrase PracticeMoveIllegal = GRUNDY_TR("practice", "That move is not legal: %1");
inline constexpr Phrase PracticeSgIs = GRUNDY_TR("practice", "Its value is %1. %2");
inline constexpr Phrase PracticeTableCell =
    GRUNDY_TR("practice", "G(%1) = mex{%2} = %3: the least value no move from %1 reaches.");
inline constexpr Phrase PracticeTableCellNoMove =
    GRUNDY_TR("practice", "G(%1) = mex{} = 0: no move is left from %1.");
inline constexpr Phrase PracticeTableLength =
    GRUNDY_TR("practice", "the table needs %1 values, G(0) to G(%2); %3 were given");
inline constexpr Phrase PracticeTableRight =
    GRUNDY_TR("practice", "Every value is right: each is the mex of the values its moves reach.");
inline constexpr Phrase PracticeWhichNone = GRUNDY_TR(
    "practice", "No component: the values XOR to 0, so every move loses.");
inline constexpr Phrase PracticeWhichWrong = GRUNDY_TR(
    "practice", "Component %1 has no winning move. %2");
inline constexpr Phrase PracticeAnswerP = GRUNDY_TR("practice", "P-position");
inline constexpr Phrase PracticeAnswerN = GRUNDY_TR("practice", "N-position");
inline constexpr Phrase PracticeAnswerComponent = GRUNDY_TR("practice", "component %1");
/// A value or a table of values given as an answer: the numbers alone.
inline constexpr Phrase PracticeAnswerNumbers = GRUNDY_TR("practice", "%1");
inline constexpr Phrase PracticeAnswerBlank = GRUNDY_TR("practice", "(no answer)");
inline constexpr Phrase PracticeKindPn = GRUNDY_TR("practice", "P or N?");
inline constexpr Phrase PracticeKindMove = GRUNDY_TR("practice", "Find a winning move");
inline constexpr Phrase PracticeKindSg = GRUNDY_TR("practice", "What is the SG value?");
inline constexpr Phrase PracticeKindTable = GRUNDY_TR("practice", "Fill in the table");
inline constexpr Phrase PracticeKindWhich = GRUNDY_TR("practice", "Which component?");

} // namespace grundy::words
