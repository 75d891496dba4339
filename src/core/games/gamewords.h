// SPDX-License-Identifier: MIT
#pragma once

/// The words several games share: their common moves, and the errors about moves,
/// positions and options that catalogue.cpp and the games raise.
/// Translated in the context "games" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase TakeStones = GRUNDY_TR("games", "take %1");
inline constexpr Phrase TakeFromPile = GRUNDY_TR("games", "take %1 from pile %2");
inline constexpr Phrase ErrorGameOver =
    GRUNDY_TR("games", "the game is over: there is no move to make");
inline constexpr Phrase ErrorOtherGame = GRUNDY_TR("games", "the move belongs to another game");
inline constexpr Phrase ErrorTakeNothing =
    GRUNDY_TR("games", "a move must take at least one stone");
inline constexpr Phrase ErrorPileHasOnly =
    GRUNDY_TR("games", "the pile has only %1, cannot take %2");
inline constexpr Phrase ErrorNoPile = GRUNDY_TR("games", "there is no pile %1 (there are %2)");
inline constexpr Phrase ErrorPileShort = GRUNDY_TR("games", "pile %1 has only %2, cannot take %3");
inline constexpr Phrase ErrorTakeNegative =
    GRUNDY_TR("games", "cannot take a negative number of stones");
inline constexpr Phrase ErrorPileNegative =
    GRUNDY_TR("games", "pile %1 has a negative number of stones");
inline constexpr Phrase ErrorShapeExactlyOne =
    GRUNDY_TR("games", "%1 needs exactly 1 number, got %2");
inline constexpr Phrase ErrorShapeExactly =
    GRUNDY_TR("games", "%1 needs exactly %2 numbers, got %3");
inline constexpr Phrase ErrorShapeAtLeast =
    GRUNDY_TR("games", "a position needs at least %1 of its %2");
inline constexpr Phrase ErrorShapeAtMost = GRUNDY_TR("games", "a position has at most %1 %2");
inline constexpr Phrase ErrorNegativeNumber =
    GRUNDY_TR("games", "numbers in a position cannot be negative");
inline constexpr Phrase NounPiles = GRUNDY_TR("games", "piles");
inline constexpr Phrase ErrorOptionUnknown = GRUNDY_TR("games", "%1 has no option \"%2\"");
inline constexpr Phrase ErrorOptionMissing = GRUNDY_TR("games", "%1 needs the option %2");
inline constexpr Phrase ErrorOptionNotANumber =
    GRUNDY_TR("games", "option %1: expected a non-negative whole number, got \"%2\"");
inline constexpr Phrase ErrorOptionTooSmall =
    GRUNDY_TR("games", "option %1: must be at least %2, got %3");
inline constexpr Phrase ErrorOptionInvalid = GRUNDY_TR("games", "option %1: \"%2\" %3");
inline constexpr Phrase ErrorPresetOption =
    GRUNDY_TR("games", "disagrees with %1, which is played with %2");
inline constexpr Phrase ErrorPlayWord = GRUNDY_TR("games", "is neither \"normal\" nor \"misere\"");

} // namespace grundy::words
