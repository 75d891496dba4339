// SPDX-License-Identifier: MIT
#pragma once

/// The Bash game's words: its name, moves, explanation and errors.
/// Translated in the context "bash" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase GameBash = GRUNDY_TR("bash", "Bash game");
inline constexpr Phrase BashPosition = GRUNDY_TR("bash", "%1, take 1 to %2 per move");
inline constexpr Phrase FactMaxTake = GRUNDY_TR("bash", "most per move K");
inline constexpr Phrase FactKPlus1 = GRUNDY_TR("bash", "K + 1");
inline constexpr Phrase FactStonesModK1 = GRUNDY_TR("bash", "n mod (K + 1)");
inline constexpr Phrase BashKeyIdea = GRUNDY_TR(
    "bash", "The key number is K + 1 = %1. Whatever a player takes, t stones with 1 \u2264 t "
            "\u2264 %2, the other can answer with %1 \u2212 t stones, which is also between "
            "1 and %2. So a player who faces a multiple of %1 can be kept on multiples of "
            "it, round after round, down to 0: they never take the last stone.");
inline constexpr Phrase BashMultiple = GRUNDY_TR(
    "bash", "%1 = %2 \u00d7 %3 + %4, so %1 mod %3 = %4. The pile is a multiple of %3. Every "
            "move loses against best play: whatever you take, t stones, the opponent takes "
            "%3 \u2212 t and leaves %5, the next multiple of %3 below.");
inline constexpr Phrase BashNotMultiple = GRUNDY_TR(
    "bash", "%1 = %2 \u00d7 %3 + %4, so %1 mod %3 = %4. The winning move takes n mod (K + 1) "
            "= %5, leaving %6 = %2 \u00d7 %3, a multiple of %3: from then on the opponent "
            "faces the multiples.");
inline constexpr Phrase BashReason = GRUNDY_TR(
    "bash", "%1 mod %2 = %3, so taking %4 leaves %5, a multiple of K + 1 = %2: whatever the "
            "opponent takes (t), take %2 \u2212 t and stay on multiples of %2 until none are "
            "left.");
inline constexpr Phrase ErrorTakeTooMany = GRUNDY_TR("bash", "a move may take at most %1, not %2");
inline constexpr Phrase ErrorMaxTakeZero =
    GRUNDY_TR("bash", "K (the most a move may take) must be at least 1");
inline constexpr Phrase ErrorNegativePile =
    GRUNDY_TR("bash", "a pile cannot hold a negative number of stones");
inline constexpr Phrase NounStones = GRUNDY_TR("bash", "stones");
inline constexpr Phrase BashMisereOver =
    GRUNDY_TR("bash", "No stones are left: the other player took the last stone and lost.");
inline constexpr Phrase BashMisereKeyIdea = GRUNDY_TR(
    "bash", "Mis\u00e8re play: whoever takes the last stone loses, so the aim is to leave the "
            "opponent exactly 1 stone. The key number is still K + 1 = %1: whatever a player "
            "takes, t stones with 1 \u2264 t \u2264 %2, the other can answer with %1 \u2212 t. "
            "So a player who faces 1 more than a multiple of %1 can be kept there, round after "
            "round, down to the last stone, which they must take.");
inline constexpr Phrase BashMisereLastStone = GRUNDY_TR(
    "bash", "Only 1 stone is left, and a move takes at least one: the player to move must take "
            "the last stone and loses.");
inline constexpr Phrase BashMisereLosing = GRUNDY_TR(
    "bash", "%1 mod %2 = 1: the pile is 1 more than a multiple of %2. Every move loses against "
            "best play: whatever you take, t stones, the opponent takes %2 \u2212 t and leaves "
            "%3, again 1 more than a multiple of %2.");
inline constexpr Phrase BashMisereWinning = GRUNDY_TR(
    "bash", "%1 mod %2 = %3, so the winning move takes %4, leaving %5, 1 more than a multiple "
            "of %2: from then on the opponent faces such piles, down to the last stone.");
inline constexpr Phrase BashMisereReason = GRUNDY_TR(
    "bash", "taking %1 leaves %2, 1 more than a multiple of K + 1 = %3: whatever the opponent "
            "takes (t), take %3 \u2212 t, until they must take the last stone.");

} // namespace grundy::words
