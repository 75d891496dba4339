// SPDX-License-Identifier: MIT
#pragma once

/// The words of the take-and-break engine: what is wrong with an octal code, and where a
/// heap's value is not known. Translated in the context "takebreak" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase ErrorCodeEmpty = GRUNDY_TR(
    "takebreak", "the code is empty: write it as digits after a point, such as 0.77 (Kayles)");
inline constexpr Phrase ErrorCodeCharacter = GRUNDY_TR(
    "takebreak", "character %1 of the code %2 is \u201c%3\u201d, which is not an octal digit "
                 "(0 to 7), the point or the \u201c!\u201d of 4!");
inline constexpr Phrase ErrorCodeNoPoint = GRUNDY_TR(
    "takebreak", "the code %1 has no point: the digits after it say how many tokens a move "
                 "takes, as in 0.77 (Kayles)");
inline constexpr Phrase ErrorCodeTwoPoints =
    GRUNDY_TR("takebreak", "the code %1 has more than one point");
inline constexpr Phrase ErrorCodeLeadingDigit = GRUNDY_TR(
    "takebreak", "the digit before the point of %1 is %2: a move that takes nothing can only "
                 "split a heap in two (4) or not be allowed (0)");
inline constexpr Phrase ErrorCodeBang = GRUNDY_TR(
    "takebreak", "in %1, \u201c!\u201d (split into two unequal heaps) may only follow the "
                 "digit 4 before the point");
inline constexpr Phrase ErrorCodeTooLong = GRUNDY_TR(
    "takebreak", "the code %1 has %2 digits after the point; at most %3 are allowed");
inline constexpr Phrase ErrorCodeNoMove =
    GRUNDY_TR("takebreak", "the code %1 allows no move at all: every digit is 0");
inline constexpr Phrase ErrorHeapBeyondTable = GRUNDY_TR(
    "takebreak", "a heap of %1 is beyond what is known of %2: its values are computed up to a "
                 "heap of %3, and no period is proved to go further by");

} // namespace grundy::words
