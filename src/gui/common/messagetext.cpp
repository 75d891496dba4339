// SPDX-License-Identifier: MIT
#include "common/messagetext.h"

#include <stdexcept>

namespace {

std::string formatOf(grundy::MessageId id) {
    return MessageText::format(id).toStdString();
}

} // namespace

QString MessageText::format(grundy::MessageId id) {
    using enum grundy::MessageId;
    // No default: a message without its tr() here is a compile error (-Werror=switch).
    switch (id) {
    case StoneOne:
        return tr("%1 stone");
    case StonesMany:
        return tr("%1 stones");
    case ListSeparator:
        return tr(", ");
    case ListLastSeparator:
        return tr(" and ");
    case None:
        return tr("none");
    case PileNumber:
        return tr("pile %1");
    case PileA:
        return tr("pile A");
    case PileB:
        return tr("pile B");
    case XorLabel:
        return tr("XOR");
    case OrdinalSt:
        return tr("%1st");
    case OrdinalNd:
        return tr("%1nd");
    case OrdinalRd:
        return tr("%1rd");
    case OrdinalTh:
        return tr("%1th");
    case WithBinary:
        return tr("%1 = %2 in binary");
    case ColumnSmall:
        return tr("the %1s column");
    case ColumnPower:
        return tr("the 2^%1 column");
    case ManyColumns:
        return tr("%1 columns, the highest %2");
    case PairOfNumbers:
        return tr("(%1, %2)");
    case PPositionNamed:
        return tr("(%1, %2) = (a_%3, b_%3)");
    case PartnerOf:
        return tr("%1, the partner of %2 (%3 is a P-position)");
    case EqualPair:
        return tr("(%1, %1)");
    case ChipAndWall:
        return tr("chip on %1 and the wall");
    case ChipsOn:
        return tr("chips on %1 and %2");
    case ThePairOf:
        return tr("the pair of %1");
    case BashTake:
        return tr("take %1");
    case NimTake:
        return tr("take %1 from pile %2");
    case WythoffTakeBoth:
        return tr("take %1 from both piles");
    case WythoffTakeA:
        return tr("take %1 from pile A");
    case WythoffTakeB:
        return tr("take %1 from pile B");
    case WythoffTakeAB:
        return tr("take %1 from pile A and %2 from pile B");
    case RedistributionRemove:
        return tr("remove %1 from pile %2");
    case RedistributionRemoveGive:
        return tr("remove %1 from pile %2 and give %3");
    case RedistributionGift:
        return tr("%1 to pile %2");
    case StaircaseMove:
        return tr("move the chip on cell %1 to cell %2");
    case GameBash:
        return tr("Bash game");
    case GameNim:
        return tr("Nim");
    case GameWythoff:
        return tr("Wythoff's game");
    case GameRedistribution:
        return tr("Redistribution game");
    case GameStaircase:
        return tr("Georgia and Bob");
    case TitleOver:
        return tr("%1: %2 \u2014 game over");
    case TitleWins:
        return tr("%1: %2 \u2014 the player to move wins");
    case TitleLoses:
        return tr("%1: %2 \u2014 the player to move loses");
    case BashPosition:
        return tr("%1, take 1 to %2 per move");
    case WythoffPosition:
        return tr("piles %1 and %2");
    case RedistributionPosition:
        return tr("piles %1");
    case StaircasePosition:
        return tr("chips on %1");
    case StaircaseNoCells:
        return tr("chips on no cells");
    case VerdictOver:
        return tr("The game is over: the player to move cannot move and has lost.");
    case VerdictN:
        return tr("The player to move wins with best play (an N-position).");
    case VerdictP:
        return tr("The player to move loses against best play (a P-position).");
    case FactStones:
        return tr("stones n");
    case FactMaxTake:
        return tr("most per move K");
    case FactKPlus1:
        return tr("K + 1");
    case FactStonesModK1:
        return tr("n mod (K + 1)");
    case FactPiles:
        return tr("piles");
    case FactNimXor:
        return tr("X = XOR of the piles");
    case FactOddColumns:
        return tr("odd columns");
    case FactSmallerPile:
        return tr("smaller pile a");
    case FactLargerPile:
        return tr("larger pile b");
    case FactDifference:
        return tr("k = b \u2212 a");
    case FactLowerK:
        return tr("a_k = ⌊k·φ⌋");
    case FactUpperK:
        return tr("b_k = a_k + k");
    case FactPilesInPlay:
        return tr("piles in play");
    case FactSizesSorted:
        return tr("sizes sorted");
    case FactPairs:
        return tr("pairs");
    case FactUnpaired:
        return tr("unpaired sizes");
    case FactChips:
        return tr("chips");
    case FactStripLength:
        return tr("strip length M");
    case FactGapXor:
        return tr("X = XOR of the gaps");
    case BashOver:
        return tr("No stones are left: the other player took the last stone.");
    case BashKeyIdea:
        return tr("The key number is K + 1 = %1. Whatever a player takes, t stones with 1 "
                  "\u2264 t \u2264 %2, the other can answer with %1 \u2212 t stones, which is "
                  "also between 1 and %2. So a player who faces a multiple of %1 can be kept "
                  "on multiples of it, round after round, down to 0: they never take the last "
                  "stone.");
    case BashMultiple:
        return tr("%1 = %2 \u00d7 %3 + %4, so %1 mod %3 = %4. The pile is a multiple of %3. "
                  "Every move loses against best play: whatever you take, t stones, the "
                  "opponent takes %3 \u2212 t and leaves %5, the next multiple of %3 below.");
    case BashNotMultiple:
        return tr("%1 = %2 \u00d7 %3 + %4, so %1 mod %3 = %4. The winning move takes n mod (K "
                  "+ 1) = %5, leaving %6 = %2 \u00d7 %3, a multiple of %3: from then on the "
                  "opponent faces the multiples.");
    case BashReasonAll:
        return tr("taking all %1 takes the last stone and wins at once.");
    case BashReason:
        return tr("%1 mod %2 = %3, so taking %4 leaves %5, a multiple of K + 1 = %2: whatever "
                  "the opponent takes (t), take %2 \u2212 t and stay on multiples of %2 until "
                  "none are left.");
    case NimOver:
        return tr("Every pile is empty: the other player took the last stone.");
    case NimIntro:
        return tr("Write every pile in binary, one above the other, and count the 1s in each "
                  "column. The XOR X of the piles (the nim-sum) has a 1 exactly in the columns "
                  "with an odd number of 1s.");
    case NimZero:
        return tr("Every column holds an even number of 1s, so X = 0. Every move loses against "
                  "best play: a move changes one pile only, so it flips at least one bit in "
                  "one row, and that column becomes odd. The opponent can then make every "
                  "column even again, so you never reach the empty position (all zeros, all "
                  "even) first.");
    case NimOddColumns:
        return tr("The odd columns are %1, so X = %2. To win, make every column even again: "
                  "change one pile p into p XOR X, which flips that row's bits in exactly the "
                  "odd columns.");
    case NimHighestColumn:
        return tr("That is a legal move only if p XOR X is smaller than p. It is exactly when "
                  "p has a 1 in the highest odd column, %1: that 1 becomes 0 and every higher "
                  "bit stays. Piles with a 1 there: %2.");
    case NimReason:
        return tr("%1 has %2, with a 1 in %3, the highest column where X = %4 has a 1; taking "
                  "%5 turns %6 into %6 XOR %4 = %7, which flips exactly the odd columns: every "
                  "column is even again (XOR 0).");
    case WythoffIntro:
        return tr("The P-positions of Wythoff's game are the pairs (a_k, b_k) for k = 0, 1, 2, "
                  "… with a_k = ⌊k·φ⌋, φ = (1 + √5)/2, and "
                  "b_k = a_k + k: the piles differ by exactly k. The first are (0, 0), (1, 2), "
                  "(3, 5), (4, 7), (6, 10), (8, 13). Every positive number is in exactly one "
                  "of them, so every pile size has a partner, the other number of its "
                  "P-position.");
    case WythoffIsP:
        return tr("Here b \u2212 a = %1 and a_%1 = %2 = a, so %3 is the P-position (a_%1, "
                  "b_%1), the %4 P-position (k = %1).");
    case WythoffOver:
        return tr("Both piles are empty: the other player took the last stone.");
    case WythoffLoses:
        return tr("Every move loses against best play: taking from one pile keeps the other "
                  "pile, and each number belongs to only one P-position; taking the same from "
                  "both keeps the difference k = %1, and %2 is the only P-position with that "
                  "difference. So every move leaves an N-position, and the opponent has a "
                  "winning move back.");
    case WythoffNotP:
        return tr("Here b \u2212 a = %1 and a_%1 = %2 \u2260 %3, so %4 is not a P-position.");
    case WythoffSmallerIsLower:
        return tr("Its smaller pile is a_%1 of %2, the %3 P-position (k = %1), but its larger "
                  "pile is not b_%1.");
    case WythoffBetween:
        return tr("By the smaller pile it lies between the P-positions k = %1, %2, and k = %3, "
                  "%4.");
    case WythoffCandidates:
        return tr("A winning move must reach a P-position. There are three kinds of candidates:");
    case WythoffEqualWins:
        return tr("1. Equal removal: taking %1 from both piles keeps the difference k = %2 and "
                  "leaves %3. This move wins.");
    case WythoffEqualFails:
        return tr("1. Equal removal keeps the difference k = %1, and the only P-position with "
                  "that difference is %2. Its smaller pile %3 is more than %4, so equal "
                  "removal cannot win.");
    case WythoffLargerWins:
        return tr("2. Reduce the larger pile (%1, %2) to %3: take %4. This move wins.");
    case WythoffLargerFails:
        return tr("2. Reducing the larger pile to the partner of %1 is impossible: the partner "
                  "is %2, not less than %3, and a pile cannot grow.");
    case WythoffSmallerWins:
        return tr("3. Reduce the smaller pile (%1, %2) to %3: take %4. This move wins.");
    case WythoffSmallerFails:
        return tr("3. Reducing the smaller pile to the partner of %1 is impossible: the "
                  "partner is %2, not less than %3, and a pile cannot grow.");
    case WythoffReasonBoth:
        return tr("taking %1 from both piles keeps the difference k = %2 and leaves %3, the "
                  "P-position with that difference.");
    case WythoffReasonOne:
        return tr("it keeps %1 at %2 and brings %3 down to %4, the partner of %2: %5 is a "
                  "P-position.");
    case RedistributionOver:
        return tr("No piles are left: the other player took the last stone.");
    case RedistributionIntro:
        return tr("Sort the pile sizes and pair equal sizes. The player to move loses exactly "
                  "when every size pairs up (each size occurs an even number of times): a move "
                  "always shrinks its pile and can only make other piles bigger, and such a "
                  "move cannot leave every size paired again, while from unpaired sizes there "
                  "is always a move that pairs them all. No piles at all counts as paired, so "
                  "the player who keeps restoring the pairing takes the last stone.");
    case RedistributionPaired:
        return tr("Here every size pairs up: %1. Every move loses against best play: whatever "
                  "you do, the opponent pairs the sizes again.");
    case RedistributionUnpaired:
        return tr("Unpaired sizes: %1. The largest pile always has stones enough to pair "
                  "everything: with the sizes sorted s1 \u2264 s2 \u2264 \u2026 \u2264 sn, "
                  "give the smaller of each neighbouring couple the difference so that they "
                  "match, and then empty the largest pile (odd number of piles) or leave it "
                  "with s1 stones, the twin of the smallest (even number). Whatever is left of "
                  "it leaves the game.");
    case RedistributionReasonLast:
        return tr("it takes the last stones: no piles are left.");
    case RedistributionReason:
        return tr("it leaves the sizes %1, which pair up as %2: any move of the opponent "
                  "breaks the pairing, and you can restore it.");
    case StaircaseOver:
        return tr("Every chip is packed against the left end: no chip can move.");
    case StaircaseIntroPairs:
        return tr("Pair the chips from the right: the rightmost chip with its left neighbour, "
                  "the next two together, and so on; with an odd number of chips the leftmost "
                  "one pairs with the wall left of cell 1. The gap of a pair is the number of "
                  "empty cells between its two chips. Only gaps count, not the space between "
                  "pairs.");
    case StaircaseIntroNim:
        return tr("Moving a pair's right chip left shrinks its gap, exactly like taking stones "
                  "from a Nim pile (it only widens space between pairs, which counts for "
                  "nothing). Moving a pair's left chip widens its gap, but the opponent can "
                  "move the right chip as far and restore it. So the game is Nim on the gaps: "
                  "the player to move loses exactly when the XOR of the gaps is 0.");
    case StaircaseZero:
        return tr("Here the XOR of the gaps is 0. Every move loses against best play: any move "
                  "changes exactly one gap, which makes the XOR nonzero, and the opponent "
                  "makes it 0 again, until every chip is packed to the left after the "
                  "opponent's move.");
    case StaircaseWinning:
        return tr("Here X = %1, with odd columns %2. As in Nim, change one gap g into g XOR X: "
                  "a gap with a 1 in %3 shrinks, by moving its right chip left by g \u2212 (g "
                  "XOR X) (%4). A gap that would grow to g XOR X can be widened by moving the "
                  "pair's left chip instead, when that chip has room.");
    case StaircaseReasonRight:
        return tr("moving the right chip of the %1 by %2 shrinks their gap from %3 to %4 = %3 "
                  "XOR %5, so the XOR of the gaps becomes 0, as after a winning Nim move.");
    case StaircaseReasonLeft:
        return tr("moving the left chip of the %1 by %2 widens their gap from %3 to %4 = %3 "
                  "XOR %5, so the XOR of the gaps becomes 0, as after a winning Nim move.");
    case ReasonFromP:
        return tr("every move from here loses against best play: the opponent can answer with "
                  "\"%1\", since %2");
    case ReasonNotWinning:
        return tr("this move does not win: the opponent can answer with \"%1\", since %2");
    case ErrorGameOver:
        return tr("the game is over: there is no move to make");
    case ErrorAllPilesEmpty:
        return tr("the game is over: every pile is empty");
    case ErrorNoChipCanMove:
        return tr("the game is over: no chip can move");
    case ErrorBothPilesEmpty:
        return tr("no move is left: both piles are empty");
    case ErrorOtherGame:
        return tr("the move belongs to another game");
    case ErrorTakeNothing:
        return tr("a move must take at least one stone");
    case ErrorTakeTooMany:
        return tr("a move may take at most %1, not %2");
    case ErrorPileHasOnly:
        return tr("the pile has only %1, cannot take %2");
    case ErrorNoPile:
        return tr("there is no pile %1 (there are %2)");
    case ErrorPileShort:
        return tr("pile %1 has only %2, cannot take %3");
    case ErrorPileEmpty:
        return tr("pile %1 is empty");
    case ErrorRemoveNothing:
        return tr("a move must remove at least one stone from the game");
    case ErrorGiftToItself:
        return tr("pile %1 cannot give stones to itself");
    case ErrorGiftToEmpty:
        return tr("pile %1 is empty: stones go only onto piles still in play");
    case ErrorGiftNothing:
        return tr("a gift to pile %1 must be at least one stone");
    case ErrorGiftTwice:
        return tr("pile %1 is given stones twice");
    case ErrorPileUses:
        return tr("pile %1 has only %2, the move uses %3");
    case ErrorNoChip:
        return tr("there is no chip number %1 (there are %2)");
    case ErrorNoChipNumber:
        return tr("no chip number %1");
    case ErrorChipOnlyLeft:
        return tr("the chip on cell %1 can only move left, not to cell %2");
    case ErrorChipLeavesStrip:
        return tr("the chip on cell %1 cannot leave the strip");
    case ErrorChipBlocked:
        return tr("the chip on cell %1 cannot reach cell %2: the chip on cell %3 is in the way");
    case ErrorTakeNegative:
        return tr("cannot take a negative number of stones");
    case ErrorWythoffMixed:
        return tr("a move takes from one pile, or the same number from both piles; not %1 from "
                  "pile A and %2 from pile B");
    case ErrorWythoffBothShort:
        return tr("cannot take %1 from both piles of %2 and %3");
    case ErrorWythoffAShort:
        return tr("cannot take %1 from pile A of %2");
    case ErrorWythoffBShort:
        return tr("cannot take %1 from pile B of %2");
    case ErrorMaxTakeZero:
        return tr("K (the most a move may take) must be at least 1");
    case ErrorNegativePile:
        return tr("a pile cannot hold a negative number of stones");
    case ErrorPileNegative:
        return tr("pile %1 has a negative number of stones");
    case ErrorPilesNegative:
        return tr("a pile cannot hold a negative number of stones (%1, %2)");
    case ErrorCellZero:
        return tr("a chip on cell %1: cells are numbered from 1");
    case ErrorCellBeyond:
        return tr("a chip on cell %1, beyond the strip of %2 cells");
    case ErrorTwoChips:
        return tr("two chips on cell %1");
    case ErrorCellsOrder:
        return tr("chip cells must be listed in ascending order");
    case ErrorShapeExactlyOne:
        return tr("%1 needs exactly 1 number, got %2");
    case ErrorShapeExactly:
        return tr("%1 needs exactly %2 numbers, got %3");
    case ErrorShapeAtLeast:
        return tr("a position needs at least %1 of its %2");
    case ErrorShapeAtMost:
        return tr("a position has at most %1 %2");
    case ErrorNegativeNumber:
        return tr("numbers in a position cannot be negative");
    case NounPiles:
        return tr("piles");
    case NounCells:
        return tr("cells");
    case NounStones:
        return tr("stones");
    case ErrorOptionUnknown:
        return tr("%1 has no option \"%2\"");
    case ErrorOptionMissing:
        return tr("%1 needs the option %2");
    case ErrorOptionNotANumber:
        return tr("option %1: expected a non-negative whole number, got \"%2\"");
    case ErrorOptionTooSmall:
        return tr("option %1: must be at least %2, got %3");
    case ErrorOptionInvalid:
        return tr("option %1: \"%2\" %3");
    case ErrorPlayWord:
        return tr("is neither \"normal\" nor \"misere\"");
    case GameFibonacciNim:
        return tr("Fibonacci Nim");
    case FibonacciNimPosition:
        return tr("%1, the next move takes 1 to %2");
    case NounNumbers:
        return tr("numbers");
    case ErrorFibonacciOneStone:
        return tr(
            "a heap of 1 stone has no first move (it may take 1 to n \u2212 1 = 0): Fibonacci "
            "Nim starts with at least 2 stones");
    case ErrorFibonacciLimitZero:
        return tr("the next move must be allowed at least 1 stone while stones are left");
    case ErrorFibonacciTakeTooMany:
        return tr("this move may take at most %1 (twice the previous move; on the first move, all "
                  "but one stone), not %2");
    case FactFibonacciLimit:
        return tr("most the next move may take");
    case FactZeckendorf:
        return tr("Zeckendorf representation of n");
    case FactSmallestPart:
        return tr("smallest part");
    case FactFibonacciIndex:
        return tr("F(k)");
    case FibonacciIndexMeaning:
        return tr(
            "the k-th Fibonacci number, F(1) = F(2) = 1, F(k) = F(k \u2212 1) + F(k \u2212 2)");
    case ZeckendorfAbridged:
        return tr("%1 + \u2026 + %2 (%3 parts)");
    case FibonacciNimIntro:
        return tr(
            "The first move takes 1 to n \u2212 1 stones, and every later move 1 to twice the "
            "move before it; here the next move may take at most %1. Write the heap as a sum "
            "of Fibonacci numbers 1, 2, 3, 5, 8, 13, \u2026 with no two neighbours in the "
            "sequence (its Zeckendorf representation; every number has exactly one). The "
            "player to move wins exactly when the smallest part is at most the limit: taking "
            "it leaves a heap whose smallest part is more than twice the take, since the next "
            "part is at least two places further along the sequence. From such a heap every "
            "take t leaves a smallest part of at most 2t, which the other player takes in turn.");
    case FibonacciNimSinglePart:
        return tr("Here %1 is itself a Fibonacci number: its representation is the one part %1.");
    case FibonacciNimParts:
        return tr("Here %1 = %2, so the smallest part is %3.");
    case FibonacciNimLosing:
        return tr("The smallest part, %1, is more than the limit %2. Every move loses against best "
                  "play: a take t of at most %2 is less than %1, and the heap it leaves has a "
                  "smallest part of at most 2t, the opponent's new limit; the opponent takes that "
                  "part and you face the same again.");
    case FibonacciNimTakeAll:
        return tr("The limit %2 allows taking the whole heap: take all %1 and win at once.");
    case FibonacciNimWinning:
        return tr("The smallest part, %1, is at most the limit %2: take %1. That leaves %3, whose "
                  "smallest part %4 is more than %5, twice the take and the opponent's new limit. "
                  "The opponent cannot take it, and whatever they take, you can take the smallest "
                  "part again.");
    case FibonacciNimReason:
        return tr(
            "taking %1 leaves %2 = %3, whose smallest part %4 is more than %5, the most the "
            "opponent may take next: whatever they take, the smallest part of what is left is "
            "at most twice their take, and you take it.");
    case FibonacciNimReasonSingle:
        return tr(
            "taking %1 leaves %2, a Fibonacci number and so its own smallest part, more than %3, "
            "the most the opponent may take next: whatever they take, the smallest part of "
            "what is left is at most twice their take, and you take it.");
    case GameLasker:
        return tr("Lasker's Nim");
    case LaskerSplit:
        return tr("split pile %1 into %2 and %3");
    case LaskerReasonTake:
        return tr("pile %1 has SG value %2; taking %3 leaves %4, whose SG value %5 is %2 XOR %6"
                  " (X), so the SG values of the piles XOR to 0 again.");
    case LaskerReasonSplit:
        return tr("pile %1 has SG value %2; splitting it into %3 and %4 gives two piles of SG "
                  "values %5 and %6, whose XOR %7 is %2 XOR %8 (X), so the SG values of the "
                  "piles XOR to 0 again.");
    case FactSgXor:
        return tr("X = XOR of the SG values");
    case LaskerRowLabel:
        return tr("SG of pile %1");
    case LaskerSgOf:
        return tr("SG(%1) = %2 (%1 mod 4 = %3)");
    case LaskerIntro:
        return tr("A split leaves two piles that are played side by side, so by the "
                  "Sprague\u2013Grundy theorem every pile counts as a Nim pile of its SG value,"
                  " and a split as the XOR of its two parts' values. Working out the values "
                  "from the rules (the mex of the values of all the moves) shows a pattern by x"
                  " mod 4: SG(x) = x when x mod 4 is 1 or 2, x + 1 when it is 3, x \u2212 1 "
                  "when it is 0 (and SG(0) = 0). The player to move loses exactly when the SG "
                  "values XOR to 0.");
    case LaskerValues:
        return tr("Here: %1.");
    case LaskerZero:
        return tr("The SG values XOR to 0. Every move loses against best play: a move changes "
                  "one pile's SG value (a split replaces it with its parts' XOR, never equal to"
                  " it, since a pile's value is the mex of its moves' values), so the XOR "
                  "becomes nonzero, and the opponent can make it 0 again.");
    case LaskerWinning:
        return tr("The SG values XOR to X = %1 (odd columns %2). To win, turn one pile's SG "
                  "value g into g XOR X: take stones down to the pile whose SG value is g XOR X"
                  " when that pile is smaller, or split the pile into two parts whose SG values"
                  " XOR to g XOR X.");
    case LaskerMoreSplits:
        return tr("Pile %1 has %2 winning splits; the %3 with the smallest parts are listed.");
    case ErrorLaskerNothing:
        return tr("a move must take at least one stone or split a pile");
    case ErrorLaskerTakeAndSplit:
        return tr("a move either takes stones or splits a pile, not both");
    case ErrorLaskerSplitSmall:
        return tr("pile %1 has %2: only a pile of at least 2 stones can be split");
    case ErrorLaskerSplitPart:
        return tr("a split of pile %1 (%2) names its smaller part, at most %3, not %4");
    case GameNorthcott:
        return tr("Northcott's game");
    case NorthcottBlack:
        return tr("black");
    case NorthcottWhite:
        return tr("white");
    case NorthcottPosition:
        return tr("%1 to move, rows %2");
    case NorthcottRowLabel:
        return tr("row %1 (black %2, white %3)");
    case NorthcottMove:
        return tr("move the %1 piece of row %2 from column %3 to column %4");
    case FactToMove:
        return tr("to move");
    case FactRows:
        return tr("rows");
    case FactBoardColumns:
        return tr("columns of the board");
    case NorthcottOver:
        return tr(
            "The %1 pieces cannot move: in every row the %1 piece stands against its wall with "
            "the other piece beside it. The player who cannot move loses.");
    case NorthcottIntroGaps:
        return "The gap of a row is the number of empty squares between its two pieces. Moving "
               "your piece toward the other one shrinks the gap by as many squares as you like, "
               "exactly like taking stones from a Nim pile; when every gap is 0 and your pieces "
               "are against their walls, you cannot move and lose.";
    case NorthcottIntroBack:
        return tr(
            "Moving your piece back, away from the other one, widens the gap, but it does not "
            "help: the opponent follows with his piece in that row and the gap is what it "
            "was, and the wall behind ends such retreats. So the game is Nim on the gaps, "
            "whichever colour you play: the player to move loses exactly when the XOR of the "
            "gaps is 0.");
    case NorthcottZero:
        return "Here the XOR of the gaps is 0. Every move loses against best play: shrinking a "
               "gap makes the XOR nonzero and the opponent makes it 0 again, as in Nim; moving "
               "back is answered by following, until your pieces are stuck.";
    case NorthcottWinning:
        return tr(
            "Here X = %1, with odd columns %2. As in Nim, change one gap g into g XOR X: a gap "
            "with a 1 in %3 shrinks when you move your piece toward the other one by "
            "g \u2212 (g XOR X) squares (%4). A gap that would grow to g XOR X can also be "
            "widened by moving your piece back, when it has the room behind it.");
    case NorthcottReasonToward:
        return tr("moving the %1 piece of row %2 toward the other piece shrinks the gap from %3 to "
                  "%4 = %3 XOR %5, so the XOR of the gaps becomes 0, as after a winning Nim move.");
    case NorthcottReasonAway:
        return tr("moving the %1 piece of row %2 back widens the gap from %3 to %4 = %3 XOR %5, so "
                  "the XOR of the gaps becomes 0: whatever the opponent does, you can make it 0 "
                  "again.");
    case NounPieceColumns:
        return tr("piece columns");
    case ErrorNorthcottPairs:
        return "the numbers come in pairs, the black and the white piece's column of each row; "
               "got %1 numbers";
    case ErrorNorthcottColumns:
        return tr("the board needs at least 2 columns, got %1");
    case ErrorNorthcottOffBoard:
        return tr("row %1: a piece on column %2, off the board of columns 1 to %3");
    case ErrorNorthcottSameSquare:
        return tr("row %1: both pieces on column %2");
    case ErrorNorthcottNoMove:
        return tr("the %1 pieces cannot move: each stands against its wall with the other piece "
                  "beside it");
    case ErrorNorthcottNoRow:
        return tr("there is no row %1 (the board has %2 rows)");
    case ErrorNorthcottNotYours:
        return tr("%1 moves now: the %2 pieces are the other player's");
    case ErrorNorthcottOffEdge:
        return tr("column %1 is off the board: its columns are 1 to %2");
    case ErrorNorthcottStay:
        return tr("the %1 piece of row %2 is already on column %3");
    case ErrorNorthcottTaken:
        return tr("column %1 of row %2 is taken by the %3 piece");
    case ErrorNorthcottJump:
        return tr("the %1 piece of row %2 cannot jump over the %3 piece on column %4");
    case GameSubtraction:
        return tr("Subtraction game");
    case SubtractionPosition:
        return tr("piles %1, S = %2");
    case SubtractionPositionMisere:
        return tr("piles %1, S = %2, mis\u00e8re play");
    case SubtractionSetFinite:
        return tr("{%1}");
    case SubtractionSetLong:
        return tr("{%1, \u2026} (%2 numbers)");
    case SubtractionSetPowers:
        return tr("the powers of two");
    case SubtractionSetFibonacci:
        return tr("the Fibonacci numbers");
    case SubtractionPileLabel:
        return tr("pile %1: SG(%2)");
    case FactSubtractionSet:
        return tr("the set S");
    case FactSgValues:
        return tr("SG(0), SG(1), \u2026");
    case FactPrePeriod:
        return tr("pre-period");
    case FactPeriod:
        return tr("period");
    case FactMisereLost:
        return tr("single piles lost under mis\u00e8re play (up to 40)");
    case SubtractionIntro:
        return tr("Each pile is a game of its own with a Sprague\u2013Grundy value: SG(n) is the "
                  "least number that is not among SG(n \u2212 s) for the takes s \u2264 n. A sum "
                  "of piles is lost for the player to move exactly when the SG values of its piles "
                  "XOR to 0, as the piles of Nim do.");
    case SubtractionPeriodic:
        return tr("The SG values of this set repeat: after a pre-period of %1 values they repeat "
                  "with period %2, so a pile of n \u2265 %1 stones has the value of the pile of %1 "
                  "+ (n \u2212 %1) mod %2 stones, exactly, at any size.");
    case SubtractionPowers:
        return tr("For the powers of two SG(n) = n mod 3: every power of two is 1 or 2 more than a "
                  "multiple of 3, so from a multiple of 3 every move leaves a non-multiple, and "
                  "from a non-multiple a take of 1 or 2 reaches a multiple.");
    case SubtractionFibonacci:
        return tr("The values of the Fibonacci set have no known period: they come from a table "
                  "grown as far as needed, up to piles of %1 stones.");
    case SubtractionNoPeriod:
        return tr("These values showed no period within the table: they come from the table, up to "
                  "piles of %1 stones.");
    case SubtractionZero:
        return tr("The SG values XOR to 0: any take changes one pile's value (no value equals a "
                  "value one take below it), which makes the XOR non-zero, and the opponent can "
                  "always bring it back to 0. The player to move loses.");
    case SubtractionWinning:
        return tr("The SG values XOR to X = %1. A pile whose value v has a 1 in %2 can be "
                  "brought to the smaller value v XOR X: v is the least value missing one take "
                  "below the pile, so every smaller value is there. Then the XOR is 0. Piles "
                  "sure to have such a take: %3. A take may also raise a pile's value to v XOR "
                  "X; the winning moves below are all of them.");
    case SubtractionPeriodicFromStart:
        return tr("The SG values of this set repeat with period %1 from the first pile on: a "
                  "pile of n stones has the value of the pile of n mod %1 stones, exactly, at "
                  "any size.");
    case SubtractionOver:
        return tr(
            "No pile can lose a take of the set: the player to move cannot move and has lost.");
    case SubtractionReason:
        return tr("it leaves %2 stones in pile %1, of SG value %3, so the piles' SG values XOR to "
                  "0 and every reply can be answered.");
    case SubtractionReasonLast:
        return tr("after it no take of the set fits any pile: the opponent cannot move and loses.");
    case SubtractionMisereRule:
        return tr("Mis\u00e8re play: whoever takes the last stone loses, so a player who cannot "
                  "move wins. The SG values do not decide a mis\u00e8re game.");
    case SubtractionMisereOne:
        return tr("With at most one pile that can still move, the game is that pile alone, decided "
                  "by the mis\u00e8re table of S: the single piles lost for the player to move are "
                  "%1, \u2026");
    case SubtractionMiserePeriod:
        return tr("That table repeats: after a pre-period of %1 piles it repeats with period %2, "
                  "so a pile of any size is decided exactly.");
    case SubtractionMisereMany:
        return tr(
            "With several piles that can move there is no general rule for mis\u00e8re play: "
            "Grundy decides the position by searching every continuation (at most %1 positions).");
    case SubtractionMisereOver:
        return tr("No pile can lose a take of the set: the player to move cannot move and, under "
                  "mis\u00e8re play, has won.");
    case SubtractionVerdictMisereOver:
        return tr(
            "The game is over: the player to move cannot move and so wins (mis\u00e8re play).");
    case SubtractionReasonMisere:
        return tr("it leaves piles %1, lost for the player to move under mis\u00e8re play: every "
                  "move from there leaves a position the opponent wins.");
    case ErrorNotInSet:
        return tr("%1 is not in the set {%2}");
    case ErrorNotInLargeSet:
        return tr("%1 is not one of the set's %2 numbers");
    case ErrorNotPowerOfTwo:
        return tr("%1 is not a power of two");
    case ErrorNotFibonacci:
        return tr("%1 is not a Fibonacci number (1, 2, 3, 5, 8, \u2026)");
    case ErrorSetSyntax:
        return tr(
            "is not a set: write numbers separated by commas (1,3,4), powers-of-two or fibonacci");
    case ErrorSetZero:
        return tr("contains 0: every take must be at least 1 stone");
    case ErrorSetTooLarge:
        return tr("has more than %1 numbers");
    case ErrorSubtractionBeyondTable:
        return tr("a pile of %1 stones is beyond what Grundy can decide for S = %2: its table of "
                  "values goes to %3 stones, and no period carries it further");
    case ErrorMisereSearchLimit:
        return tr("this mis\u00e8re position is too large: with several piles that can move it is "
                  "decided by searching every continuation, at most %1 positions");
    case MisereGameName:
        return tr("%1 (mis\u00e8re)");
    case VerdictOverMisere:
        return tr("The game is over: the other player took the last stone, so the player to move "
                  "has won.");
    case ExplainMoreMoves:
        return tr("Only the first %1 winning moves are explained here.");
    case ReasonTakesLast:
        return tr("this takes the last stone, and under mis\u00e8re play whoever takes the last "
                  "stone loses.");
    case BashMisereOver:
        return tr("No stones are left: the other player took the last stone and lost.");
    case BashMisereKeyIdea:
        return tr("Mis\u00e8re play: whoever takes the last stone loses, so the aim is to leave "
                  "the opponent exactly 1 stone. The key number is still K + 1 = %1: whatever a "
                  "player takes, t stones with 1 \u2264 t \u2264 %2, the other can answer with %1 "
                  "\u2212 t. So a player who faces 1 more than a multiple of %1 can be kept there, "
                  "round after round, down to the last stone, which they must take.");
    case BashMisereLastStone:
        return tr("Only 1 stone is left, and a move takes at least one: the player to move must "
                  "take the last stone and loses.");
    case BashMisereLosing:
        return tr("%1 mod %2 = 1: the pile is 1 more than a multiple of %2. Every move loses "
                  "against best play: whatever you take, t stones, the opponent takes %2 \u2212 t "
                  "and leaves %3, again 1 more than a multiple of %2.");
    case BashMisereWinning:
        return tr(
            "%1 mod %2 = %3, so the winning move takes %4, leaving %5, 1 more than a multiple of "
            "%2: from then on the opponent faces such piles, down to the last stone.");
    case BashMisereReason:
        return tr("taking %1 leaves %2, 1 more than a multiple of K + 1 = %3: whatever the "
                  "opponent takes (t), take %3 \u2212 t, until they must take the last stone.");
    case NimMisereOver:
        return tr("Every pile is empty: the other player took the last stone and lost.");
    case NimMisereIntro:
        return tr("Mis\u00e8re Nim (the anti-SG rule): whoever takes the last stone loses. What "
                  "decides it first is how many piles hold 2 or more stones: here %1.");
    case NimMisereSmallOdd:
        return tr("Every pile holds at most 1 stone, so every move empties one pile of 1 and the "
                  "players simply take turns. There are %1 piles of 1, an odd number: the player "
                  "to move will take the last one and loses, whatever happens.");
    case NimMisereSmallEven:
        return tr("Every pile holds at most 1 stone, so every move empties one pile of 1 and the "
                  "players simply take turns. There are %1 piles of 1, an even number: take any of "
                  "them, and the opponent will take the last one.");
    case NimMisereOneBig:
        return tr(
            "Only %1 holds 2 or more stones, so the player to move decides the end: cut it to %2, "
            "leaving nothing bigger than 1 and an odd number of piles of 1 (%3). The players then "
            "take them in turns and the opponent takes the last one. So the player to move wins.");
    case NimMisereManyBig:
        return tr("With two or more piles of 2 or more stones, mis\u00e8re Nim is won as normal "
                  "Nim is: make the XOR 0. A position with exactly one pile of 2 or more never has "
                  "XOR 0, so whoever keeps the XOR 0 never leaves one; the opponent must leave it "
                  "first, and then you cut that pile to 0 or 1 so that an odd number of piles of 1 "
                  "is left, and the opponent takes the last stone.");
    case NimMisereZero:
        return tr("Every column holds an even number of 1s, so X = 0. Every move loses against "
                  "best play: whatever you do, the opponent makes the XOR 0 again, until you must "
                  "leave a single pile of 2 or more; then the opponent leaves you an odd number of "
                  "piles of 1, and you take the last stone.");
    case NimMisereReasonOnes:
        return tr("it leaves only piles of at most 1 stone, %1 of them with 1, an odd number: the "
                  "players take them in turns and the opponent takes the last one.");
    case WythoffMisereOver:
        return tr("Both piles are empty: the other player took the last stone and lost.");
    case WythoffMisereIntro:
        return tr("Mis\u00e8re play: whoever takes the last stone loses. Its P-positions are those "
                  "of normal play, (a_k, b_k) with a_k = \u230ak\u00b7\u03c6\u230b and b_k = a_k + "
                  "k, except three small ones: (0, 0), (1, 2) and (2, 1) are replaced by (0, 1), "
                  "(1, 0) and (2, 2). From (3, 5) on nothing changes, and still every line of "
                  "moves (one pile kept, or the difference kept) holds exactly one P-position.");
    case WythoffMisereIsP:
        return tr("%1 is a mis\u00e8re P-position. Every move loses against best play: a move "
                  "keeps one pile or the difference, and each such line holds only one P-position, "
                  "so every move leaves an N-position.");
    case WythoffMisereAdded:
        return tr(
            "%1 is one of the three P-positions mis\u00e8re play adds: (0, 1), (1, 0) and (2, 2).");
    case WythoffMisereRemoved:
        return tr("%1 is a P-position of normal play, but not of mis\u00e8re play: (0, 0), (1, 2) "
                  "and (2, 1) are replaced.");
    case WythoffMisereNotP:
        return tr("%1 is not a mis\u00e8re P-position, so the player to move wins: each winning "
                  "move reaches one.");
    case WythoffMisereReasonAdded:
        return tr("it leaves %1, one of the three P-positions mis\u00e8re play adds: every move "
                  "from there takes the last stone or leaves a position you win.");
    case GameDag:
        return tr("Chessmen on a graph");
    case NounChessmen:
        return tr("chessmen");
    case DagMove:
        return tr("move the chessman on %1 to %2");
    case DagPosition:
        return tr("chessmen on %1");
    case ChessmanOn:
        return tr("chessman on %1");
    case GraphSize:
        return tr("%1 vertices, %2 edges");
    case FactGraph:
        return tr("Graph");
    case FactChessmen:
        return tr("Chessmen on vertices");
    case DagFactSgValues:
        return tr("Their SG values");
    case DagFactSgXor:
        return tr("XOR of the SG values");
    case DagOver:
        return tr("No chessman has an edge to move along: the player to move cannot move and "
                  "loses.");
    case DagIntro:
        return tr(
            "The SG value of a vertex is the least number that is not the SG value of one of "
            "its successors (the mex); a vertex without edges has SG value 0. A chessman on a "
            "vertex of SG value n plays like a Nim pile of n stones, so the chessmen together "
            "are Nim: the player to move wins exactly when their SG values XOR to more than "
            "0.");
    case DagVertex:
        return tr("Vertex %1 leads to %2, whose SG values are %3; the least number missing is %4, "
                  "so SG(%1) = %4.");
    case DagVertexSink:
        return tr("Vertex %1 has no edges, so SG(%1) = 0.");
    case DagVertexMany:
        return tr("Vertex %1 leads to %2 vertices; the least SG value missing among them is %3, so "
                  "SG(%1) = %3.");
    case DagZero:
        return tr("The SG values XOR to 0: every move changes one of them and so makes the XOR "
                  "more than 0, which the opponent can undo. The player to move loses.");
    case DagWinning:
        return tr("The SG values XOR to %1, with odd columns %2. A winning move takes a chessman "
                  "whose SG value has a 1 in %3 to a successor whose SG value is its own XOR %1 "
                  "(the mex guarantees one), and leaves SG values that XOR to 0.");
    case DagReason:
        return tr("vertex %1 has SG value %2 and vertex %3 has SG value %4; the XOR was %5 = %2 "
                  "XOR %4, so afterwards the SG values XOR to 0 and the opponent loses.");
    case ErrorGraphEmpty:
        return tr("names no vertex (write N: for N vertices without edges)");
    case ErrorGraphCount:
        return tr("does not start with a vertex count: \"%1\" before the colon is not a whole "
                  "number");
    case ErrorGraphEdge:
        return tr("is not an edge list: its %1 edge, \"%2\", is not two vertex numbers written "
                  "FROM>TO");
    case ErrorGraphSelfLoop:
        return tr("has an edge %1>%1 (its %2 edge) from a vertex to itself");
    case ErrorGraphCycle:
        return tr("has a cycle through the edge %1>%2: the graph must be acyclic");
    case ErrorGraphTooManyVertices:
        return tr("has more than %1 vertices");
    case ErrorGraphTooManyEdges:
        return tr("has more than %1 edges");
    case ErrorGraphBeyondCount:
        return tr("names vertex %1 but has only %2 vertices");
    case ErrorNoVertex:
        return tr("there is no vertex %1: the graph's vertices are 0 to %2");
    case ErrorNoChessman:
        return tr("there is no chessman %1; there are %2");
    case ErrorNoEdge:
        return tr("there is no edge from vertex %1 to vertex %2");
    }
    throw std::logic_error("no text for message " + std::to_string(int(id)));
}

QString MessageText::text(const grundy::Message& m) {
    return QString::fromStdString(grundy::render(m, formatOf));
}

QString MessageText::text(const grundy::Arg& a) {
    return QString::fromStdString(grundy::render(a, formatOf));
}
