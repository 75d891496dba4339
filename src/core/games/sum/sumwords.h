// SPDX-License-Identifier: MIT
#pragma once

/// The sum of games' words: its name, its components, the theorem's explanation and the
/// errors of component words. Translated in the context "sum" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase GameSum = GRUNDY_TR("sum", "Sum of games");
/// A sum's numbers: each component's count of numbers, then its numbers.
inline constexpr Phrase NounComponentNumbers = GRUNDY_TR("sum", "numbers");
/// A component in words: its game and its position's numbers.
inline constexpr Phrase SumComponentName = GRUNDY_TR("sum", "%1 %2");
/// A component with nothing left ("Nim, empty").
inline constexpr Phrase SumComponentEmpty = GRUNDY_TR("sum", "%1, empty");
inline constexpr Phrase SumComponentOrdinal = GRUNDY_TR("sum", "component %1");
inline constexpr Phrase SumMoveIn = GRUNDY_TR("sum", "in component %1 (%2): %3");
inline constexpr Phrase SumPosition = GRUNDY_TR("sum", "%1 components");
inline constexpr Phrase SumComponentLabel = GRUNDY_TR("sum", "component %1: %2");
inline constexpr Phrase FactSumTotal = GRUNDY_TR("sum", "total = XOR of the values");
inline constexpr Phrase FactComponentValue = GRUNDY_TR("sum", "component %1 (%2)");
inline constexpr Phrase SumTheorem = GRUNDY_TR(
    "sum", "By the Sprague\u2013Grundy theorem a sum of games is worth the XOR of its "
           "components' values: each component plays like a Nim pile of its value. The player "
           "to move loses exactly when the XOR is 0.");
inline constexpr Phrase SumLosing = GRUNDY_TR(
    "sum", "The values XOR to 0. Every move changes one component's value and so makes the XOR "
           "nonzero, and the opponent can always make it 0 again.");
inline constexpr Phrase SumWinning = GRUNDY_TR(
    "sum", "The values XOR to %1. Component %2, %3, is worth %4, and %4 XOR %1 = %5 is smaller: "
           "a move in it to a position worth exactly %5 makes the XOR 0.");
inline constexpr Phrase SumOver = GRUNDY_TR(
    "sum", "No component has a move left: the player who made the last move won.");
inline constexpr Phrase SumReason = GRUNDY_TR(
    "sum", "component %1, %2, is worth %3; the total is %4; move it to a position worth %5 "
           "(%3 XOR %4), which makes the XOR of all the components 0.");
inline constexpr Phrase ErrorSumNoComponent = GRUNDY_TR("sum", "a sum needs at least one component");
inline constexpr Phrase ErrorSumTooMany =
    GRUNDY_TR("sum", "a sum has at most %1 components, not %2");
inline constexpr Phrase ErrorSumNoMoveIn = GRUNDY_TR("sum", "there is no component %1 (there are %2)");
inline constexpr Phrase ErrorSumComponent = GRUNDY_TR("sum", "component %1 (\"%2\"): %3");
inline constexpr Phrase ErrorSumWordShape = GRUNDY_TR(
    "sum", "write a component as GAME:POSITION[:OPTION=VALUE]..., such as nim:3,5 or "
           "subtraction:7,9:set=1,3,4");
inline constexpr Phrase ErrorSumUnknownGame = GRUNDY_TR("sum", "no game is called \"%1\"");
inline constexpr Phrase ErrorSumNotNumber =
    GRUNDY_TR("sum", "\"%1\" is not a list of non-negative whole numbers");
inline constexpr Phrase ErrorSumOptionShape = GRUNDY_TR("sum", "\"%1\" is not OPTION=VALUE");
inline constexpr Phrase ErrorSumMisere = GRUNDY_TR(
    "sum", "misère play is not offered in a sum: the theorem that solves sums is for normal play");
inline constexpr Phrase ErrorSumValueUnknown =
    GRUNDY_TR("sum", "%1 has no Sprague\u2013Grundy value Grundy can compute at this size");
inline constexpr Phrase ErrorSumTooLarge = GRUNDY_TR(
    "sum", "%1 is too large to search for a move to a given value; try smaller numbers");
inline constexpr Phrase ErrorSumNotInSum = GRUNDY_TR("sum", "%1 cannot be a component: %2");
inline constexpr Phrase ErrorSumNumbers = GRUNDY_TR(
    "sum", "the numbers do not match the components: each component's count of numbers, then "
           "its numbers");
inline constexpr Phrase WhySumNotInSum =
    GRUNDY_TR("sum", "a sum inside a sum is the sum of all their components: list them instead");

} // namespace grundy::words
