// SPDX-License-Identifier: MIT
#include "english.h"

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
    case FactSgValues:
        return "Their SG values";
    case FactSgXor:
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
