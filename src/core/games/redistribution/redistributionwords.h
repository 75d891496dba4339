// SPDX-License-Identifier: MIT
#pragma once

/// The Redistribution game's words: its name, moves, explanation and errors.
/// Translated in the context "redistribution" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase EqualPair = GRUNDY_TR("redistribution", "(%1, %1)");
inline constexpr Phrase RedistributionRemove =
    GRUNDY_TR("redistribution", "remove %1 from pile %2");
inline constexpr Phrase RedistributionRemoveGive =
    GRUNDY_TR("redistribution", "remove %1 from pile %2 and give %3");
inline constexpr Phrase RedistributionGift = GRUNDY_TR("redistribution", "%1 to pile %2");
inline constexpr Phrase GameRedistribution = GRUNDY_TR("redistribution", "Redistribution game");
inline constexpr Phrase RedistributionPosition = GRUNDY_TR("redistribution", "piles %1");
inline constexpr Phrase FactPilesInPlay = GRUNDY_TR("redistribution", "piles in play");
inline constexpr Phrase FactSizesSorted = GRUNDY_TR("redistribution", "sizes sorted");
inline constexpr Phrase FactPairs = GRUNDY_TR("redistribution", "pairs");
inline constexpr Phrase FactUnpaired = GRUNDY_TR("redistribution", "unpaired sizes");
inline constexpr Phrase RedistributionOver =
    GRUNDY_TR("redistribution", "No piles are left: the other player took the last stone.");
inline constexpr Phrase RedistributionIntro =
    GRUNDY_TR("redistribution",
              "Sort the pile sizes and pair equal sizes. The player to move loses exactly when "
              "every size pairs up (each size occurs an even number of times): a move always "
              "shrinks its pile and can only make other piles bigger, and such a move cannot "
              "leave every size paired again, while from unpaired sizes there is always a move "
              "that pairs them all. No piles at all counts as paired, so the player who keeps "
              "restoring the pairing takes the last stone.");
inline constexpr Phrase RedistributionPaired =
    GRUNDY_TR("redistribution",
              "Here every size pairs up: %1. Every move loses against best play: whatever you "
              "do, the opponent pairs the sizes again.");
inline constexpr Phrase RedistributionUnpaired =
    GRUNDY_TR("redistribution",
              "Unpaired sizes: %1. The largest pile always has stones enough to pair "
              "everything: with the sizes sorted s1 \u2264 s2 \u2264 \u2026 \u2264 sn, give "
              "the smaller of each neighbouring couple the difference so that they match, and "
              "then empty the largest pile (odd number of piles) or leave it with s1 stones, "
              "the twin of the smallest (even number). Whatever is left of it leaves the game.");
inline constexpr Phrase RedistributionReasonLast =
    GRUNDY_TR("redistribution", "it takes the last stones: no piles are left.");
inline constexpr Phrase RedistributionReason =
    GRUNDY_TR("redistribution",
              "it leaves the sizes %1, which pair up as %2: any move of the opponent breaks "
              "the pairing, and you can restore it.");
inline constexpr Phrase ErrorAllPilesEmpty =
    GRUNDY_TR("redistribution", "the game is over: every pile is empty");
inline constexpr Phrase ErrorPileEmpty = GRUNDY_TR("redistribution", "pile %1 is empty");
inline constexpr Phrase ErrorRemoveNothing =
    GRUNDY_TR("redistribution", "a move must remove at least one stone from the game");
inline constexpr Phrase ErrorGiftToItself =
    GRUNDY_TR("redistribution", "pile %1 cannot give stones to itself");
inline constexpr Phrase ErrorGiftToEmpty =
    GRUNDY_TR("redistribution", "pile %1 is empty: stones go only onto piles still in play");
inline constexpr Phrase ErrorGiftNothing =
    GRUNDY_TR("redistribution", "a gift to pile %1 must be at least one stone");
inline constexpr Phrase ErrorGiftTwice =
    GRUNDY_TR("redistribution", "pile %1 is given stones twice");
inline constexpr Phrase ErrorPileUses =
    GRUNDY_TR("redistribution", "pile %1 has only %2, the move uses %3");

} // namespace grundy::words
