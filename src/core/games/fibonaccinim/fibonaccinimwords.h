// SPDX-License-Identifier: MIT
#pragma once

/// Fibonacci Nim's words: its name, moves, explanation and errors.
/// Translated in the context "fibonaccinim" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase GameFibonacciNim = GRUNDY_TR("fibonaccinim", "Fibonacci Nim");
inline constexpr Phrase FibonacciNimPosition =
    GRUNDY_TR("fibonaccinim", "%1, the next move takes 1 to %2");
inline constexpr Phrase NounNumbers = GRUNDY_TR("fibonaccinim", "numbers");
inline constexpr Phrase ErrorFibonacciOneStone =
    GRUNDY_TR("fibonaccinim",
              "a heap of 1 stone has no first move (it may take 1 to n \u2212 1 = 0): Fibonacci "
              "Nim starts with at least 2 stones");
inline constexpr Phrase ErrorFibonacciLimitZero = GRUNDY_TR(
    "fibonaccinim", "the next move must be allowed at least 1 stone while stones are left");
inline constexpr Phrase ErrorFibonacciTakeTooMany =
    GRUNDY_TR("fibonaccinim",
              "this move may take at most %1 (twice the previous move; on the first move, all "
              "but one stone), not %2");
inline constexpr Phrase FactFibonacciLimit =
    GRUNDY_TR("fibonaccinim", "most the next move may take");
inline constexpr Phrase FactZeckendorf =
    GRUNDY_TR("fibonaccinim", "Zeckendorf representation of n");
inline constexpr Phrase FactSmallestPart = GRUNDY_TR("fibonaccinim", "smallest part");
inline constexpr Phrase FactFibonacciIndex = GRUNDY_TR("fibonaccinim", "F(k)");
inline constexpr Phrase FibonacciIndexMeaning =
    GRUNDY_TR("fibonaccinim",
              "the k-th Fibonacci number, F(1) = F(2) = 1, F(k) = F(k \u2212 1) + F(k \u2212 2)");
inline constexpr Phrase ZeckendorfAbridged =
    GRUNDY_TR("fibonaccinim", "%1 + \u2026 + %2 (%3 parts)");
inline constexpr Phrase FibonacciNimIntro =
    GRUNDY_TR("fibonaccinim",
              "The first move takes 1 to n \u2212 1 stones, and every later move 1 to twice the "
              "move before it; here the next move may take at most %1. Write the heap as a sum "
              "of Fibonacci numbers 1, 2, 3, 5, 8, 13, \u2026 with no two neighbours in the "
              "sequence (its Zeckendorf representation; every number has exactly one). The "
              "player to move wins exactly when the smallest part is at most the limit: taking "
              "it leaves a heap whose smallest part is more than twice the take, since the next "
              "part is at least two places further along the sequence. From such a heap every "
              "take t leaves a smallest part of at most 2t, which the other player takes in turn.");
inline constexpr Phrase FibonacciNimSinglePart = GRUNDY_TR(
    "fibonaccinim", "Here %1 is itself a Fibonacci number: its representation is the one part %1.");
inline constexpr Phrase FibonacciNimParts =
    GRUNDY_TR("fibonaccinim", "Here %1 = %2, so the smallest part is %3.");
inline constexpr Phrase FibonacciNimLosing =
    GRUNDY_TR("fibonaccinim",
              "The smallest part, %1, is more than the limit %2. Every move loses against best "
              "play: a take t of at most %2 is less than %1, and the heap it leaves has a "
              "smallest part of at most 2t, the opponent's new limit; the opponent takes that "
              "part and you face the same again.");
inline constexpr Phrase FibonacciNimTakeAll = GRUNDY_TR(
    "fibonaccinim", "The limit %2 allows taking the whole heap: take all %1 and win at once.");
inline constexpr Phrase FibonacciNimWinning =
    GRUNDY_TR("fibonaccinim",
              "The smallest part, %1, is at most the limit %2: take %1. That leaves %3, whose "
              "smallest part %4 is more than %5, twice the take and the opponent's new limit. "
              "The opponent cannot take it, and whatever they take, you can take the smallest "
              "part again.");
inline constexpr Phrase FibonacciNimReason =
    GRUNDY_TR("fibonaccinim",
              "taking %1 leaves %2 = %3, whose smallest part %4 is more than %5, the most the "
              "opponent may take next: whatever they take, the smallest part of what is left is "
              "at most twice their take, and you take it.");
inline constexpr Phrase FibonacciNimReasonSingle =
    GRUNDY_TR("fibonaccinim",
              "taking %1 leaves %2, a Fibonacci number and so its own smallest part, more than "
              "%3, "
              "the most the opponent may take next: whatever they take, the smallest part of "
              "what is left is at most twice their take, and you take it.");

} // namespace grundy::words
