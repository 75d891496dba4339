// SPDX-License-Identifier: MIT
#include "core/text/english.h"

#include <stdexcept>

namespace grundy {

std::string englishFormat(MessageId id) {
    using enum MessageId;
    switch (id) {
    case StoneOne:
        return "%1 stone";
    case StonesMany:
        return "%1 stones";
    case ListSeparator:
        return ", ";
    case ListLastSeparator:
        return " and ";
    case None:
        return "none";
    case PileNumber:
        return "pile %1";
    case PileA:
        return "pile A";
    case PileB:
        return "pile B";
    case XorLabel:
        return "XOR";
    case OrdinalSt:
        return "%1st";
    case OrdinalNd:
        return "%1nd";
    case OrdinalRd:
        return "%1rd";
    case OrdinalTh:
        return "%1th";
    case WithBinary:
        return "%1 = %2 in binary";
    case ColumnSmall:
        return "the %1s column";
    case ColumnPower:
        return "the 2^%1 column";
    case ManyColumns:
        return "%1 columns, the highest %2";
    case PairOfNumbers:
        return "(%1, %2)";
    case PPositionNamed:
        return "(%1, %2) = (a_%3, b_%3)";
    case PartnerOf:
        return "%1, the partner of %2 (%3 is a P-position)";
    case EqualPair:
        return "(%1, %1)";
    case ChipAndWall:
        return "chip on %1 and the wall";
    case ChipsOn:
        return "chips on %1 and %2";
    case ThePairOf:
        return "the pair of %1";
    case BashTake:
        return "take %1";
    case NimTake:
        return "take %1 from pile %2";
    case WythoffTakeBoth:
        return "take %1 from both piles";
    case WythoffTakeA:
        return "take %1 from pile A";
    case WythoffTakeB:
        return "take %1 from pile B";
    case WythoffTakeAB:
        return "take %1 from pile A and %2 from pile B";
    case RedistributionRemove:
        return "remove %1 from pile %2";
    case RedistributionRemoveGive:
        return "remove %1 from pile %2 and give %3";
    case RedistributionGift:
        return "%1 to pile %2";
    case StaircaseMove:
        return "move the chip on cell %1 to cell %2";
    case GameBash:
        return "Bash game";
    case GameNim:
        return "Nim";
    case GameWythoff:
        return "Wythoff's game";
    case GameRedistribution:
        return "Redistribution game";
    case GameStaircase:
        return "Georgia and Bob";
    case TitleOver:
        return "%1: %2 \u2014 game over";
    case TitleWins:
        return "%1: %2 \u2014 the player to move wins";
    case TitleLoses:
        return "%1: %2 \u2014 the player to move loses";
    case BashPosition:
        return "%1, take 1 to %2 per move";
    case WythoffPosition:
        return "piles %1 and %2";
    case RedistributionPosition:
        return "piles %1";
    case StaircasePosition:
        return "chips on %1";
    case StaircaseNoCells:
        return "chips on no cells";
    case VerdictOver:
        return "The game is over: the player to move cannot move and has lost.";
    case VerdictN:
        return "The player to move wins with best play (an N-position).";
    case VerdictP:
        return "The player to move loses against best play (a P-position).";
    case FactStones:
        return "stones n";
    case FactMaxTake:
        return "most per move K";
    case FactKPlus1:
        return "K + 1";
    case FactStonesModK1:
        return "n mod (K + 1)";
    case FactPiles:
        return "piles";
    case FactNimXor:
        return "X = XOR of the piles";
    case FactOddColumns:
        return "odd columns";
    case FactSmallerPile:
        return "smaller pile a";
    case FactLargerPile:
        return "larger pile b";
    case FactDifference:
        return "k = b \u2212 a";
    case FactLowerK:
        return "a_k = \u230ak\u00b7\u03c6\u230b";
    case FactUpperK:
        return "b_k = a_k + k";
    case FactPilesInPlay:
        return "piles in play";
    case FactSizesSorted:
        return "sizes sorted";
    case FactPairs:
        return "pairs";
    case FactUnpaired:
        return "unpaired sizes";
    case FactChips:
        return "chips";
    case FactStripLength:
        return "strip length M";
    case FactGapXor:
        return "X = XOR of the gaps";
    case BashOver:
        return "No stones are left: the other player took the last stone.";
    case BashKeyIdea:
        return "The key number is K + 1 = %1. Whatever a player takes, t stones with 1 \u2264 t "
               "\u2264 %2, the other can answer with %1 \u2212 t stones, which is also between "
               "1 and %2. So a player who faces a multiple of %1 can be kept on multiples of "
               "it, round after round, down to 0: they never take the last stone.";
    case BashMultiple:
        return "%1 = %2 \u00d7 %3 + %4, so %1 mod %3 = %4. The pile is a multiple of %3. Every "
               "move loses against best play: whatever you take, t stones, the opponent takes "
               "%3 \u2212 t and leaves %5, the next multiple of %3 below.";
    case BashNotMultiple:
        return "%1 = %2 \u00d7 %3 + %4, so %1 mod %3 = %4. The winning move takes n mod (K + 1) "
               "= %5, leaving %6 = %2 \u00d7 %3, a multiple of %3: from then on the opponent "
               "faces the multiples.";
    case BashReasonAll:
        return "taking all %1 takes the last stone and wins at once.";
    case BashReason:
        return "%1 mod %2 = %3, so taking %4 leaves %5, a multiple of K + 1 = %2: whatever the "
               "opponent takes (t), take %2 \u2212 t and stay on multiples of %2 until none are "
               "left.";
    case NimOver:
        return "Every pile is empty: the other player took the last stone.";
    case NimIntro:
        return "Write every pile in binary, one above the other, and count the 1s in each "
               "column. The XOR X of the piles (the nim-sum) has a 1 exactly in the columns "
               "with an odd number of 1s.";
    case NimZero:
        return "Every column holds an even number of 1s, so X = 0. Every move loses against "
               "best play: a move changes one pile only, so it flips at least one bit in one "
               "row, and that column becomes odd. The opponent can then make every column even "
               "again, so you never reach the empty position (all zeros, all even) first.";
    case NimOddColumns:
        return "The odd columns are %1, so X = %2. To win, make every column even again: change "
               "one pile p into p XOR X, which flips that row's bits in exactly the odd columns.";
    case NimHighestColumn:
        return "That is a legal move only if p XOR X is smaller than p. It is exactly when p "
               "has a 1 in the highest odd column, %1: that 1 becomes 0 and every higher bit "
               "stays. Piles with a 1 there: %2.";
    case NimReason:
        return "%1 has %2, with a 1 in %3, the highest column where X = %4 has a 1; taking %5 "
               "turns %6 into %6 XOR %4 = %7, which flips exactly the odd columns: every column "
               "is even again (XOR 0).";
    case WythoffIntro:
        return "The P-positions of Wythoff's game are the pairs (a_k, b_k) for k = 0, 1, 2, "
               "\u2026 with a_k = \u230ak\u00b7\u03c6\u230b, \u03c6 = (1 + \u221a5)/2, and b_k "
               "= a_k + k: the piles differ by exactly k. The first are (0, 0), (1, 2), (3, 5), "
               "(4, 7), (6, 10), (8, 13). Every positive number is in exactly one of them, so "
               "every pile size has a partner, the other number of its P-position.";
    case WythoffIsP:
        return "Here b \u2212 a = %1 and a_%1 = %2 = a, so %3 is the P-position (a_%1, b_%1), "
               "the %4 P-position (k = %1).";
    case WythoffOver:
        return "Both piles are empty: the other player took the last stone.";
    case WythoffLoses:
        return "Every move loses against best play: taking from one pile keeps the other pile, "
               "and each number belongs to only one P-position; taking the same from both keeps "
               "the difference k = %1, and %2 is the only P-position with that difference. So "
               "every move leaves an N-position, and the opponent has a winning move back.";
    case WythoffNotP:
        return "Here b \u2212 a = %1 and a_%1 = %2 \u2260 %3, so %4 is not a P-position.";
    case WythoffSmallerIsLower:
        return "Its smaller pile is a_%1 of %2, the %3 P-position (k = %1), but its larger pile "
               "is not b_%1.";
    case WythoffBetween:
        return "By the smaller pile it lies between the P-positions k = %1, %2, and k = %3, %4.";
    case WythoffCandidates:
        return "A winning move must reach a P-position. There are three kinds of candidates:";
    case WythoffEqualWins:
        return "1. Equal removal: taking %1 from both piles keeps the difference k = %2 and "
               "leaves %3. This move wins.";
    case WythoffEqualFails:
        return "1. Equal removal keeps the difference k = %1, and the only P-position with that "
               "difference is %2. Its smaller pile %3 is more than %4, so equal removal cannot "
               "win.";
    case WythoffLargerWins:
        return "2. Reduce the larger pile (%1, %2) to %3: take %4. This move wins.";
    case WythoffLargerFails:
        return "2. Reducing the larger pile to the partner of %1 is impossible: the partner is "
               "%2, not less than %3, and a pile cannot grow.";
    case WythoffSmallerWins:
        return "3. Reduce the smaller pile (%1, %2) to %3: take %4. This move wins.";
    case WythoffSmallerFails:
        return "3. Reducing the smaller pile to the partner of %1 is impossible: the partner is "
               "%2, not less than %3, and a pile cannot grow.";
    case WythoffReasonBoth:
        return "taking %1 from both piles keeps the difference k = %2 and leaves %3, the "
               "P-position with that difference.";
    case WythoffReasonOne:
        return "it keeps %1 at %2 and brings %3 down to %4, the partner of %2: %5 is a "
               "P-position.";
    case RedistributionOver:
        return "No piles are left: the other player took the last stone.";
    case RedistributionIntro:
        return "Sort the pile sizes and pair equal sizes. The player to move loses exactly when "
               "every size pairs up (each size occurs an even number of times): a move always "
               "shrinks its pile and can only make other piles bigger, and such a move cannot "
               "leave every size paired again, while from unpaired sizes there is always a move "
               "that pairs them all. No piles at all counts as paired, so the player who keeps "
               "restoring the pairing takes the last stone.";
    case RedistributionPaired:
        return "Here every size pairs up: %1. Every move loses against best play: whatever you "
               "do, the opponent pairs the sizes again.";
    case RedistributionUnpaired:
        return "Unpaired sizes: %1. The largest pile always has stones enough to pair "
               "everything: with the sizes sorted s1 \u2264 s2 \u2264 \u2026 \u2264 sn, give "
               "the smaller of each neighbouring couple the difference so that they match, and "
               "then empty the largest pile (odd number of piles) or leave it with s1 stones, "
               "the twin of the smallest (even number). Whatever is left of it leaves the game.";
    case RedistributionReasonLast:
        return "it takes the last stones: no piles are left.";
    case RedistributionReason:
        return "it leaves the sizes %1, which pair up as %2: any move of the opponent breaks "
               "the pairing, and you can restore it.";
    case StaircaseOver:
        return "Every chip is packed against the left end: no chip can move.";
    case StaircaseIntroPairs:
        return "Pair the chips from the right: the rightmost chip with its left neighbour, the "
               "next two together, and so on; with an odd number of chips the leftmost one "
               "pairs with the wall left of cell 1. The gap of a pair is the number of empty "
               "cells between its two chips. Only gaps count, not the space between pairs.";
    case StaircaseIntroNim:
        return "Moving a pair's right chip left shrinks its gap, exactly like taking stones "
               "from a Nim pile (it only widens space between pairs, which counts for nothing). "
               "Moving a pair's left chip widens its gap, but the opponent can move the right "
               "chip as far and restore it. So the game is Nim on the gaps: the player to move "
               "loses exactly when the XOR of the gaps is 0.";
    case StaircaseZero:
        return "Here the XOR of the gaps is 0. Every move loses against best play: any move "
               "changes exactly one gap, which makes the XOR nonzero, and the opponent makes it "
               "0 again, until every chip is packed to the left after the opponent's move.";
    case StaircaseWinning:
        return "Here X = %1, with odd columns %2. As in Nim, change one gap g into g XOR X: a "
               "gap with a 1 in %3 shrinks, by moving its right chip left by g \u2212 (g XOR X) "
               "(%4). A gap that would grow to g XOR X can be widened by moving the pair's left "
               "chip instead, when that chip has room.";
    case StaircaseReasonRight:
        return "moving the right chip of the %1 by %2 shrinks their gap from %3 to %4 = %3 XOR "
               "%5, so the XOR of the gaps becomes 0, as after a winning Nim move.";
    case StaircaseReasonLeft:
        return "moving the left chip of the %1 by %2 widens their gap from %3 to %4 = %3 XOR "
               "%5, so the XOR of the gaps becomes 0, as after a winning Nim move.";
    case ReasonFromP:
        return "every move from here loses against best play: the opponent can answer with "
               "\"%1\", since %2";
    case ReasonNotWinning:
        return "this move does not win: the opponent can answer with \"%1\", since %2";
    case ErrorGameOver:
        return "the game is over: there is no move to make";
    case ErrorAllPilesEmpty:
        return "the game is over: every pile is empty";
    case ErrorNoChipCanMove:
        return "the game is over: no chip can move";
    case ErrorBothPilesEmpty:
        return "no move is left: both piles are empty";
    case ErrorOtherGame:
        return "the move belongs to another game";
    case ErrorTakeNothing:
        return "a move must take at least one stone";
    case ErrorTakeTooMany:
        return "a move may take at most %1, not %2";
    case ErrorPileHasOnly:
        return "the pile has only %1, cannot take %2";
    case ErrorNoPile:
        return "there is no pile %1 (there are %2)";
    case ErrorPileShort:
        return "pile %1 has only %2, cannot take %3";
    case ErrorPileEmpty:
        return "pile %1 is empty";
    case ErrorRemoveNothing:
        return "a move must remove at least one stone from the game";
    case ErrorGiftToItself:
        return "pile %1 cannot give stones to itself";
    case ErrorGiftToEmpty:
        return "pile %1 is empty: stones go only onto piles still in play";
    case ErrorGiftNothing:
        return "a gift to pile %1 must be at least one stone";
    case ErrorGiftTwice:
        return "pile %1 is given stones twice";
    case ErrorPileUses:
        return "pile %1 has only %2, the move uses %3";
    case ErrorNoChip:
        return "there is no chip number %1 (there are %2)";
    case ErrorNoChipNumber:
        return "no chip number %1";
    case ErrorChipOnlyLeft:
        return "the chip on cell %1 can only move left, not to cell %2";
    case ErrorChipLeavesStrip:
        return "the chip on cell %1 cannot leave the strip";
    case ErrorChipBlocked:
        return "the chip on cell %1 cannot reach cell %2: the chip on cell %3 is in the way";
    case ErrorTakeNegative:
        return "cannot take a negative number of stones";
    case ErrorWythoffMixed:
        return "a move takes from one pile, or the same number from both piles; not %1 from "
               "pile A and %2 from pile B";
    case ErrorWythoffBothShort:
        return "cannot take %1 from both piles of %2 and %3";
    case ErrorWythoffAShort:
        return "cannot take %1 from pile A of %2";
    case ErrorWythoffBShort:
        return "cannot take %1 from pile B of %2";
    case ErrorMaxTakeZero:
        return "K (the most a move may take) must be at least 1";
    case ErrorNegativePile:
        return "a pile cannot hold a negative number of stones";
    case ErrorPileNegative:
        return "pile %1 has a negative number of stones";
    case ErrorPilesNegative:
        return "a pile cannot hold a negative number of stones (%1, %2)";
    case ErrorCellZero:
        return "a chip on cell %1: cells are numbered from 1";
    case ErrorCellBeyond:
        return "a chip on cell %1, beyond the strip of %2 cells";
    case ErrorTwoChips:
        return "two chips on cell %1";
    case ErrorCellsOrder:
        return "chip cells must be listed in ascending order";
    case ErrorShapeExactlyOne:
        return "%1 needs exactly 1 number, got %2";
    case ErrorShapeExactly:
        return "%1 needs exactly %2 numbers, got %3";
    case ErrorShapeAtLeast:
        return "a position needs at least %1 of its %2";
    case ErrorShapeAtMost:
        return "a position has at most %1 %2";
    case ErrorNegativeNumber:
        return "numbers in a position cannot be negative";
    case NounPiles:
        return "piles";
    case NounCells:
        return "cells";
    case NounStones:
        return "stones";
    case ErrorOptionUnknown:
        return "%1 has no option \"%2\"";
    case ErrorOptionMissing:
        return "%1 needs the option %2";
    case ErrorOptionNotANumber:
        return "option %1: expected a non-negative whole number, got \"%2\"";
    case ErrorOptionTooSmall:
        return "option %1: must be at least %2, got %3";
    case ErrorOptionInvalid:
        return "option %1: \"%2\" %3";
    case ErrorPlayWord:
        return "is neither \"normal\" nor \"misere\"";
    case GameFibonacciNim:
        return "Fibonacci Nim";
    case FibonacciNimPosition:
        return "%1, the next move takes 1 to %2";
    case NounNumbers:
        return "numbers";
    case ErrorFibonacciOneStone:
        return "a heap of 1 stone has no first move (it may take 1 to n \u2212 1 = 0): Fibonacci "
               "Nim starts with at least 2 stones";
    case ErrorFibonacciLimitZero:
        return "the next move must be allowed at least 1 stone while stones are left";
    case ErrorFibonacciTakeTooMany:
        return "this move may take at most %1 (twice the previous move; on the first move, all "
               "but one stone), not %2";
    case FactFibonacciLimit:
        return "most the next move may take";
    case FactZeckendorf:
        return "Zeckendorf representation of n";
    case FactSmallestPart:
        return "smallest part";
    case FactFibonacciIndex:
        return "F(k)";
    case FibonacciIndexMeaning:
        return "the k-th Fibonacci number, F(1) = F(2) = 1, F(k) = F(k \u2212 1) + F(k \u2212 2)";
    case ZeckendorfAbridged:
        return "%1 + \u2026 + %2 (%3 parts)";
    case FibonacciNimIntro:
        return "The first move takes 1 to n \u2212 1 stones, and every later move 1 to twice the "
               "move before it; here the next move may take at most %1. Write the heap as a sum "
               "of Fibonacci numbers 1, 2, 3, 5, 8, 13, \u2026 with no two neighbours in the "
               "sequence (its Zeckendorf representation; every number has exactly one). The "
               "player to move wins exactly when the smallest part is at most the limit: taking "
               "it leaves a heap whose smallest part is more than twice the take, since the next "
               "part is at least two places further along the sequence. From such a heap every "
               "take t leaves a smallest part of at most 2t, which the other player takes in turn.";
    case FibonacciNimSinglePart:
        return "Here %1 is itself a Fibonacci number: its representation is the one part %1.";
    case FibonacciNimParts:
        return "Here %1 = %2, so the smallest part is %3.";
    case FibonacciNimLosing:
        return "The smallest part, %1, is more than the limit %2. Every move loses against best "
               "play: a take t of at most %2 is less than %1, and the heap it leaves has a "
               "smallest part of at most 2t, the opponent's new limit; the opponent takes that "
               "part and you face the same again.";
    case FibonacciNimTakeAll:
        return "The limit %2 allows taking the whole heap: take all %1 and win at once.";
    case FibonacciNimWinning:
        return "The smallest part, %1, is at most the limit %2: take %1. That leaves %3, whose "
               "smallest part %4 is more than %5, twice the take and the opponent's new limit. "
               "The opponent cannot take it, and whatever they take, you can take the smallest "
               "part again.";
    case FibonacciNimReason:
        return "taking %1 leaves %2 = %3, whose smallest part %4 is more than %5, the most the "
               "opponent may take next: whatever they take, the smallest part of what is left is "
               "at most twice their take, and you take it.";
    case FibonacciNimReasonSingle:
        return "taking %1 leaves %2, a Fibonacci number and so its own smallest part, more than "
               "%3, "
               "the most the opponent may take next: whatever they take, the smallest part of "
               "what is left is at most twice their take, and you take it.";
    case GameLasker:
        return "Lasker's Nim";
    case LaskerSplit:
        return "split pile %1 into %2 and %3";
    case LaskerReasonTake:
        return "pile %1 has SG value %2; taking %3 leaves %4, whose SG value %5 is %2 XOR %6 (X), "
               "so the SG values of the piles XOR to 0 again.";
    case LaskerReasonSplit:
        return "pile %1 has SG value %2; splitting it into %3 and %4 gives two piles of SG values "
               "%5 and %6, whose XOR %7 is %2 XOR %8 (X), so the SG values of the piles XOR to 0 "
               "again.";
    case FactSgXor:
        return "X = XOR of the SG values";
    case LaskerRowLabel:
        return "SG of pile %1";
    case LaskerSgOf:
        return "SG(%1) = %2 (%1 mod 4 = %3)";
    case LaskerIntro:
        return "A split leaves two piles that are played side by side, so by the "
               "Sprague\u2013Grundy theorem every pile counts as a Nim pile of its SG value, and a"
               " split as the XOR of its two parts' values. Working out the values from the rules "
               "(the mex of the values of all the moves) shows a pattern by x mod 4: SG(x) = x "
               "when x mod 4 is 1 or 2, x + 1 when it is 3, x \u2212 1 when it is 0 (and SG(0) = "
               "0). The player to move loses exactly when the SG values XOR to 0.";
    case LaskerValues:
        return "Here: %1.";
    case LaskerZero:
        return "The SG values XOR to 0. Every move loses against best play: a move changes one "
               "pile's SG value (a split replaces it with its parts' XOR, never equal to it, since"
               " a pile's value is the mex of its moves' values), so the XOR becomes nonzero, and "
               "the opponent can make it 0 again.";
    case LaskerWinning:
        return "The SG values XOR to X = %1 (odd columns %2). To win, turn one pile's SG value g "
               "into g XOR X: take stones down to the pile whose SG value is g XOR X when that "
               "pile is smaller, or split the pile into two parts whose SG values XOR to g XOR X.";
    case LaskerMoreSplits:
        return "Pile %1 has %2 winning splits; the %3 with the smallest parts are listed.";
    case ErrorLaskerNothing:
        return "a move must take at least one stone or split a pile";
    case ErrorLaskerTakeAndSplit:
        return "a move either takes stones or splits a pile, not both";
    case ErrorLaskerSplitSmall:
        return "pile %1 has %2: only a pile of at least 2 stones can be split";
    case ErrorLaskerSplitPart:
        return "a split of pile %1 (%2) names its smaller part, at most %3, not %4";
    case GameNorthcott:
        return "Northcott's game";
    case NorthcottBlack:
        return "black";
    case NorthcottWhite:
        return "white";
    case NorthcottPosition:
        return "%1 to move, rows %2";
    case NorthcottRowLabel:
        return "row %1 (black %2, white %3)";
    case NorthcottMove:
        return "move the %1 piece of row %2 from column %3 to column %4";
    case FactToMove:
        return "to move";
    case FactRows:
        return "rows";
    case FactBoardColumns:
        return "columns of the board";
    case NorthcottOver:
        return "The %1 pieces cannot move: in every row the %1 piece stands against its wall with "
               "the other piece beside it. The player who cannot move loses.";
    case NorthcottIntroGaps:
        return "The gap of a row is the number of empty squares between its two pieces. Moving "
               "your piece toward the other one shrinks the gap by as many squares as you like, "
               "exactly like taking stones from a Nim pile; when every gap is 0 and your pieces "
               "are against their walls, you cannot move and lose.";
    case NorthcottIntroBack:
        return "Moving your piece back, away from the other one, widens the gap, but it does not "
               "help: the opponent follows with his piece in that row and the gap is what it "
               "was, and the wall behind ends such retreats. So the game is Nim on the gaps, "
               "whichever colour you play: the player to move loses exactly when the XOR of the "
               "gaps is 0.";
    case NorthcottZero:
        return "Here the XOR of the gaps is 0. Every move loses against best play: shrinking a "
               "gap makes the XOR nonzero and the opponent makes it 0 again, as in Nim; moving "
               "back is answered by following, until your pieces are stuck.";
    case NorthcottWinning:
        return "Here X = %1, with odd columns %2. As in Nim, change one gap g into g XOR X: a gap "
               "with a 1 in %3 shrinks when you move your piece toward the other one by "
               "g \u2212 (g XOR X) squares (%4). A gap that would grow to g XOR X can also be "
               "widened by moving your piece back, when it has the room behind it.";
    case NorthcottReasonToward:
        return "moving the %1 piece of row %2 toward the other piece shrinks the gap from %3 to "
               "%4 = %3 XOR %5, so the XOR of the gaps becomes 0, as after a winning Nim move.";
    case NorthcottReasonAway:
        return "moving the %1 piece of row %2 back widens the gap from %3 to %4 = %3 XOR %5, so "
               "the XOR of the gaps becomes 0: whatever the opponent does, you can make it 0 "
               "again.";
    case NounPieceColumns:
        return "piece columns";
    case ErrorNorthcottPairs:
        return "the numbers come in pairs, the black and the white piece's column of each row; "
               "got %1 numbers";
    case ErrorNorthcottColumns:
        return "the board needs at least 2 columns, got %1";
    case ErrorNorthcottOffBoard:
        return "row %1: a piece on column %2, off the board of columns 1 to %3";
    case ErrorNorthcottSameSquare:
        return "row %1: both pieces on column %2";
    case ErrorNorthcottNoMove:
        return "the %1 pieces cannot move: each stands against its wall with the other piece "
               "beside it";
    case ErrorNorthcottNoRow:
        return "there is no row %1 (the board has %2 rows)";
    case ErrorNorthcottNotYours:
        return "%1 moves now: the %2 pieces are the other player's";
    case ErrorNorthcottOffEdge:
        return "column %1 is off the board: its columns are 1 to %2";
    case ErrorNorthcottStay:
        return "the %1 piece of row %2 is already on column %3";
    case ErrorNorthcottTaken:
        return "column %1 of row %2 is taken by the %3 piece";
    case ErrorNorthcottJump:
        return "the %1 piece of row %2 cannot jump over the %3 piece on column %4";
    case GameSubtraction:
        return "Subtraction game";
    case SubtractionPosition:
        return "piles %1, S = %2";
    case SubtractionPositionMisere:
        return "piles %1, S = %2, mis\u00e8re play";
    case SubtractionSetFinite:
        return "{%1}";
    case SubtractionSetLong:
        return "{%1, \u2026} (%2 numbers)";
    case SubtractionSetPowers:
        return "the powers of two";
    case SubtractionSetFibonacci:
        return "the Fibonacci numbers";
    case SubtractionPileLabel:
        return "pile %1: SG(%2)";
    case FactSubtractionSet:
        return "the set S";
    case FactSgValues:
        return "SG(0), SG(1), \u2026";
    case FactPrePeriod:
        return "pre-period";
    case FactPeriod:
        return "period";
    case FactMisereLost:
        return "single piles lost under mis\u00e8re play (up to 40)";
    case SubtractionIntro:
        return "Each pile is a game of its own with a Sprague\u2013Grundy value: SG(n) is the "
               "least number that is not among SG(n \u2212 s) for the takes s \u2264 n. A sum of "
               "piles is lost for the player to move exactly when the SG values of its piles XOR "
               "to 0, as the piles of Nim do.";
    case SubtractionPeriodic:
        return "The SG values of this set repeat: after a pre-period of %1 values they repeat with "
               "period %2, so a pile of n \u2265 %1 stones has the value of the pile of %1 + (n "
               "\u2212 %1) mod %2 stones, exactly, at any size.";
    case SubtractionPowers:
        return "For the powers of two SG(n) = n mod 3: every power of two is 1 or 2 more than a "
               "multiple of 3, so from a multiple of 3 every move leaves a non-multiple, and from "
               "a non-multiple a take of 1 or 2 reaches a multiple.";
    case SubtractionFibonacci:
        return "The values of the Fibonacci set have no known period: they come from a table grown "
               "as far as needed, up to piles of %1 stones.";
    case SubtractionNoPeriod:
        return "These values showed no period within the table: they come from the table, up to "
               "piles of %1 stones.";
    case SubtractionZero:
        return "The SG values XOR to 0: any take changes one pile's value (no value equals a value "
               "one take below it), which makes the XOR non-zero, and the opponent can always "
               "bring it back to 0. The player to move loses.";
    case SubtractionWinning:
        return "The SG values XOR to X = %1. A pile whose value v has a 1 in %2 can be brought "
               "to the smaller value v XOR X: v is the least value missing one take below the "
               "pile, so every smaller value is there. Then the XOR is 0. Piles sure to have "
               "such a take: %3. A take may also raise a pile's value to v XOR X; the winning "
               "moves below are all of them.";
    case SubtractionPeriodicFromStart:
        return "The SG values of this set repeat with period %1 from the first pile on: a pile "
               "of n stones has the value of the pile of n mod %1 stones, exactly, at any size.";
    case SubtractionOver:
        return "No pile can lose a take of the set: the player to move cannot move and has lost.";
    case SubtractionReason:
        return "it leaves %2 stones in pile %1, of SG value %3, so the piles' SG values XOR to 0 "
               "and every reply can be answered.";
    case SubtractionReasonLast:
        return "after it no take of the set fits any pile: the opponent cannot move and loses.";
    case SubtractionMisereRule:
        return "Mis\u00e8re play: whoever takes the last stone loses, so a player who cannot move "
               "wins. The SG values do not decide a mis\u00e8re game.";
    case SubtractionMisereOne:
        return "With at most one pile that can still move, the game is that pile alone, decided by "
               "the mis\u00e8re table of S: the single piles lost for the player to move are %1, "
               "\u2026";
    case SubtractionMiserePeriod:
        return "That table repeats: after a pre-period of %1 piles it repeats with period %2, so a "
               "pile of any size is decided exactly.";
    case SubtractionMisereMany:
        return "With several piles that can move there is no general rule for mis\u00e8re play: "
               "Grundy decides the position by searching every continuation (at most %1 "
               "positions).";
    case SubtractionMisereOver:
        return "No pile can lose a take of the set: the player to move cannot move and, under "
               "mis\u00e8re play, has won.";
    case SubtractionVerdictMisereOver:
        return "The game is over: the player to move cannot move and so wins (mis\u00e8re play).";
    case SubtractionReasonMisere:
        return "it leaves piles %1, lost for the player to move under mis\u00e8re play: every move "
               "from there leaves a position the opponent wins.";
    case ErrorNotInSet:
        return "%1 is not in the set {%2}";
    case ErrorNotInLargeSet:
        return "%1 is not one of the set's %2 numbers";
    case ErrorNotPowerOfTwo:
        return "%1 is not a power of two";
    case ErrorNotFibonacci:
        return "%1 is not a Fibonacci number (1, 2, 3, 5, 8, \u2026)";
    case ErrorSetSyntax:
        return "is not a set: write numbers separated by commas (1,3,4), powers-of-two or "
               "fibonacci";
    case ErrorSetZero:
        return "contains 0: every take must be at least 1 stone";
    case ErrorSetTooLarge:
        return "has more than %1 numbers";
    case ErrorSubtractionBeyondTable:
        return "a pile of %1 stones is beyond what Grundy can decide for S = %2: its table of "
               "values goes to %3 stones, and no period carries it further";
    case ErrorMisereSearchLimit:
        return "this mis\u00e8re position is too large: with several piles that can move it is "
               "decided by searching every continuation, at most %1 positions";
    case MisereGameName:
        return "%1 (mis\u00e8re)";
    case VerdictOverMisere:
        return "The game is over: the other player took the last stone, so the player to move has "
               "won.";
    case ExplainMoreMoves:
        return "Only the first %1 winning moves are explained here.";
    case ReasonTakesLast:
        return "this takes the last stone, and under mis\u00e8re play whoever takes the last stone "
               "loses.";
    case BashMisereOver:
        return "No stones are left: the other player took the last stone and lost.";
    case BashMisereKeyIdea:
        return "Mis\u00e8re play: whoever takes the last stone loses, so the aim is to leave the "
               "opponent exactly 1 stone. The key number is still K + 1 = %1: whatever a player "
               "takes, t stones with 1 \u2264 t \u2264 %2, the other can answer with %1 \u2212 t. "
               "So a player who faces 1 more than a multiple of %1 can be kept there, round after "
               "round, down to the last stone, which they must take.";
    case BashMisereLastStone:
        return "Only 1 stone is left, and a move takes at least one: the player to move must take "
               "the last stone and loses.";
    case BashMisereLosing:
        return "%1 mod %2 = 1: the pile is 1 more than a multiple of %2. Every move loses against "
               "best play: whatever you take, t stones, the opponent takes %2 \u2212 t and leaves "
               "%3, again 1 more than a multiple of %2.";
    case BashMisereWinning:
        return "%1 mod %2 = %3, so the winning move takes %4, leaving %5, 1 more than a multiple "
               "of %2: from then on the opponent faces such piles, down to the last stone.";
    case BashMisereReason:
        return "taking %1 leaves %2, 1 more than a multiple of K + 1 = %3: whatever the opponent "
               "takes (t), take %3 \u2212 t, until they must take the last stone.";
    case NimMisereOver:
        return "Every pile is empty: the other player took the last stone and lost.";
    case NimMisereIntro:
        return "Mis\u00e8re Nim (the anti-SG rule): whoever takes the last stone loses. What "
               "decides it first is how many piles hold 2 or more stones: here %1.";
    case NimMisereSmallOdd:
        return "Every pile holds at most 1 stone, so every move empties one pile of 1 and the "
               "players simply take turns. There are %1 piles of 1, an odd number: the player to "
               "move will take the last one and loses, whatever happens.";
    case NimMisereSmallEven:
        return "Every pile holds at most 1 stone, so every move empties one pile of 1 and the "
               "players simply take turns. There are %1 piles of 1, an even number: take any of "
               "them, and the opponent will take the last one.";
    case NimMisereOneBig:
        return "Only %1 holds 2 or more stones, so the player to move decides the end: cut it to "
               "%2, leaving nothing bigger than 1 and an odd number of piles of 1 (%3). The "
               "players then take them in turns and the opponent takes the last one. So the player "
               "to move wins.";
    case NimMisereManyBig:
        return "With two or more piles of 2 or more stones, mis\u00e8re Nim is won as normal Nim "
               "is: make the XOR 0. A position with exactly one pile of 2 or more never has XOR 0, "
               "so whoever keeps the XOR 0 never leaves one; the opponent must leave it first, and "
               "then you cut that pile to 0 or 1 so that an odd number of piles of 1 is left, and "
               "the opponent takes the last stone.";
    case NimMisereZero:
        return "Every column holds an even number of 1s, so X = 0. Every move loses against best "
               "play: whatever you do, the opponent makes the XOR 0 again, until you must leave a "
               "single pile of 2 or more; then the opponent leaves you an odd number of piles of "
               "1, and you take the last stone.";
    case NimMisereReasonOnes:
        return "it leaves only piles of at most 1 stone, %1 of them with 1, an odd number: the "
               "players take them in turns and the opponent takes the last one.";
    case WythoffMisereOver:
        return "Both piles are empty: the other player took the last stone and lost.";
    case WythoffMisereIntro:
        return "Mis\u00e8re play: whoever takes the last stone loses. Its P-positions are those of "
               "normal play, (a_k, b_k) with a_k = \u230ak\u00b7\u03c6\u230b and b_k = a_k + k, "
               "except three small ones: (0, 0), (1, 2) and (2, 1) are replaced by (0, 1), (1, 0) "
               "and (2, 2). From (3, 5) on nothing changes, and still every line of moves (one "
               "pile kept, or the difference kept) holds exactly one P-position.";
    case WythoffMisereIsP:
        return "%1 is a mis\u00e8re P-position. Every move loses against best play: a move keeps "
               "one pile or the difference, and each such line holds only one P-position, so every "
               "move leaves an N-position.";
    case WythoffMisereAdded:
        return "%1 is one of the three P-positions mis\u00e8re play adds: (0, 1), (1, 0) and (2, "
               "2).";
    case WythoffMisereRemoved:
        return "%1 is a P-position of normal play, but not of mis\u00e8re play: (0, 0), (1, 2) and "
               "(2, 1) are replaced.";
    case WythoffMisereNotP:
        return "%1 is not a mis\u00e8re P-position, so the player to move wins: each winning move "
               "reaches one.";
    case WythoffMisereReasonAdded:
        return "it leaves %1, one of the three P-positions mis\u00e8re play adds: every move from "
               "there takes the last stone or leaves a position you win.";
    case GameDag:
        return "Chessmen on a graph";
    case NounChessmen:
        return "chessmen";
    case DagMove:
        return "move the chessman on %1 to %2";
    case DagPosition:
        return "chessmen on %1";
    case ChessmanOn:
        return "chessman on %1";
    case GraphSize:
        return "%1 vertices, %2 edges";
    case FactGraph:
        return "Graph";
    case FactChessmen:
        return "Chessmen on vertices";
    case DagFactSgValues:
        return "Their SG values";
    case DagFactSgXor:
        return "XOR of the SG values";
    case DagOver:
        return "No chessman has an edge to move along: the player to move cannot move and "
               "loses.";
    case DagIntro:
        return "The SG value of a vertex is the least number that is not the SG value of one of "
               "its successors (the mex); a vertex without edges has SG value 0. A chessman on a "
               "vertex of SG value n plays like a Nim pile of n stones, so the chessmen together "
               "are Nim: the player to move wins exactly when their SG values XOR to more than "
               "0.";
    case DagVertex:
        return "Vertex %1 leads to %2, whose SG values are %3; the least number missing is %4, "
               "so SG(%1) = %4.";
    case DagVertexSink:
        return "Vertex %1 has no edges, so SG(%1) = 0.";
    case DagVertexMany:
        return "Vertex %1 leads to %2 vertices; the least SG value missing among them is %3, so "
               "SG(%1) = %3.";
    case DagZero:
        return "The SG values XOR to 0: every move changes one of them and so makes the XOR "
               "more than 0, which the opponent can undo. The player to move loses.";
    case DagWinning:
        return "The SG values XOR to %1, with odd columns %2. A winning move takes a chessman "
               "whose SG value has a 1 in %3 to a successor whose SG value is its own XOR %1 "
               "(the mex guarantees one), and leaves SG values that XOR to 0.";
    case DagReason:
        return "vertex %1 has SG value %2 and vertex %3 has SG value %4; the XOR was %5 = %2 "
               "XOR %4, so afterwards the SG values XOR to 0 and the opponent loses.";
    case ErrorGraphEmpty:
        return "names no vertex (write N: for N vertices without edges)";
    case ErrorGraphCount:
        return "does not start with a vertex count: \"%1\" before the colon is not a whole "
               "number";
    case ErrorGraphEdge:
        return "is not an edge list: its %1 edge, \"%2\", is not two vertex numbers written "
               "FROM>TO";
    case ErrorGraphSelfLoop:
        return "has an edge %1>%1 (its %2 edge) from a vertex to itself";
    case ErrorGraphCycle:
        return "has a cycle through the edge %1>%2: the graph must be acyclic";
    case ErrorGraphTooManyVertices:
        return "has more than %1 vertices";
    case ErrorGraphTooManyEdges:
        return "has more than %1 edges";
    case ErrorGraphBeyondCount:
        return "names vertex %1 but has only %2 vertices";
    case ErrorNoVertex:
        return "there is no vertex %1: the graph's vertices are 0 to %2";
    case ErrorNoChessman:
        return "there is no chessman %1; there are %2";
    case ErrorNoEdge:
        return "there is no edge from vertex %1 to vertex %2";
    }
    throw std::logic_error("no English for message " + std::to_string(int(id)));
}

std::string toEnglish(const Message& m) {
    return render(m, englishFormat);
}

std::string toEnglish(const Arg& a) {
    return render(a, englishFormat);
}

MessageError::MessageError(Message message)
    : std::invalid_argument(toEnglish(message)),
      m_message(std::make_shared<const Message>(std::move(message))) {}

} // namespace grundy
