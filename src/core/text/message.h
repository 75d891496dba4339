// SPDX-License-Identifier: MIT
#pragma once

/// Text that leaves the core as data: which sentence (a MessageId) with which numbers and
/// nested phrases (the Args), so that each front end renders it in its own language —
/// grundy-cli in English (english.h), the window with tr() (gui/common/messagetext.h).
/// Every MessageId is one whole sentence or phrase with %1..%9 placeholders; nothing is
/// glued from pieces, so a translation may put the placeholders in any order.

#include "core/base/natural.h"

#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace grundy {

// One entry per sentence or phrase. Its English is in english.cpp, its tr() in the
// window's messagetext.cpp; both switch over every id, so a new one is a compile error
// until both say it.
#define GRUNDY_MESSAGE_IDS(X)                                                                      \
    /* phrases used inside others */                                                               \
    X(StoneOne)                                                                                    \
    X(StonesMany)                                                                                  \
    X(ListSeparator)                                                                               \
    X(ListLastSeparator)                                                                           \
    X(None)                                                                                        \
    X(PileNumber)                                                                                  \
    X(PileA)                                                                                       \
    X(PileB)                                                                                       \
    X(XorLabel)                                                                                    \
    X(OrdinalSt)                                                                                   \
    X(OrdinalNd)                                                                                   \
    X(OrdinalRd)                                                                                   \
    X(OrdinalTh) X(WithBinary) X(ColumnSmall) X(ColumnPower) X(ManyColumns) X(PairOfNumbers)       \
        X(PPositionNamed) X(PartnerOf) X(EqualPair) X(ChipAndWall) X(ChipsOn)                      \
            X(ThePairOf) /* move descriptions */                                                   \
        X(BashTake) X(NimTake) X(WythoffTakeBoth) X(WythoffTakeA) X(WythoffTakeB) X(WythoffTakeAB) \
            X(RedistributionRemove) X(RedistributionRemoveGive) X(RedistributionGift)              \
                X(StaircaseMove) /* titles and verdicts */                                         \
        X(GameBash) X(GameNim) X(GameWythoff) X(GameRedistribution) X(GameStaircase) X(TitleOver)  \
            X(TitleWins) X(TitleLoses) X(BashPosition) X(WythoffPosition)                          \
                X(RedistributionPosition) X(StaircasePosition) X(StaircaseNoCells) X(VerdictOver)  \
                    X(VerdictN) X(VerdictP) /* the key numbers */                                  \
        X(FactStones) X(FactMaxTake) X(FactKPlus1) X(FactStonesModK1) X(FactPiles) X(FactNimXor)   \
            X(FactOddColumns) X(FactSmallerPile) X(FactLargerPile) X(FactDifference) X(FactLowerK) \
                X(FactUpperK) X(FactPilesInPlay) X(FactSizesSorted) X(FactPairs) X(FactUnpaired)   \
                    X(FactChips) X(FactStripLength) X(FactGapXor) /* Bash */                       \
        X(BashOver) X(BashKeyIdea) X(BashMultiple) X(BashNotMultiple) X(BashReasonAll)             \
            X(BashReason) /* Nim */                                                                \
        X(NimOver) X(NimIntro) X(NimZero) X(NimOddColumns) X(NimHighestColumn)                     \
            X(NimReason) /* Wythoff */                                                             \
        X(WythoffIntro) X(WythoffIsP) X(WythoffOver) X(WythoffLoses) X(WythoffNotP)                \
            X(WythoffSmallerIsLower) X(WythoffBetween) X(WythoffCandidates) X(WythoffEqualWins)    \
                X(WythoffEqualFails) X(WythoffLargerWins) X(WythoffLargerFails)                    \
                    X(WythoffSmallerWins) X(WythoffSmallerFails) X(WythoffReasonBoth)              \
                        X(WythoffReasonOne) /* the Redistribution game */                          \
        X(RedistributionOver) X(RedistributionIntro) X(RedistributionPaired)                       \
            X(RedistributionUnpaired) X(RedistributionReasonLast)                                  \
                X(RedistributionReason) /* Georgia and Bob */                                      \
        X(StaircaseOver) X(StaircaseIntroPairs) X(StaircaseIntroNim) X(StaircaseZero)              \
            X(StaircaseWinning) X(StaircaseReasonRight)                                            \
                X(StaircaseReasonLeft)     /* a move that does not win */                          \
        X(ReasonFromP) X(ReasonNotWinning) /* errors: moves that are not legal */                  \
        X(ErrorGameOver) X(ErrorAllPilesEmpty) X(ErrorNoChipCanMove) X(ErrorBothPilesEmpty)        \
            X(ErrorOtherGame) X(ErrorTakeNothing) X(ErrorTakeTooMany) X(ErrorPileHasOnly)          \
                X(ErrorNoPile) X(ErrorPileShort) X(ErrorPileEmpty) X(ErrorRemoveNothing)           \
                    X(ErrorGiftToItself) X(ErrorGiftToEmpty) X(ErrorGiftNothing) X(ErrorGiftTwice) \
                        X(ErrorPileUses) X(ErrorNoChip) X(ErrorNoChipNumber) X(ErrorChipOnlyLeft)  \
                            X(ErrorChipLeavesStrip) X(ErrorChipBlocked) X(ErrorTakeNegative)       \
                                X(ErrorWythoffMixed) X(ErrorWythoffBothShort)                      \
                                    X(ErrorWythoffAShort)                                          \
                                        X(ErrorWythoffBShort) /* errors: broken positions */       \
        X(ErrorMaxTakeZero) X(ErrorNegativePile) X(ErrorPileNegative) X(ErrorPilesNegative)        \
            X(ErrorCellZero) X(ErrorCellBeyond) X(ErrorTwoChips) X(ErrorCellsOrder)                \
                X(ErrorShapeExactlyOne) X(ErrorShapeExactly) X(ErrorShapeAtLeast)                  \
                    X(ErrorShapeAtMost) X(ErrorNegativeNumber) X(NounPiles) X(NounCells)           \
                        X(NounStones) /* errors: a game's options */                               \
        X(ErrorOptionUnknown) X(ErrorOptionMissing) X(ErrorOptionNotANumber)                       \
            X(ErrorOptionTooSmall) X(ErrorOptionInvalid) X(ErrorPlayWord) /* Fibonacci Nim */      \
        X(GameFibonacciNim) X(FibonacciNimPosition) X(NounNumbers) X(ErrorFibonacciOneStone)       \
            X(ErrorFibonacciLimitZero) X(ErrorFibonacciTakeTooMany) X(FactFibonacciLimit)          \
                X(FactZeckendorf) X(FactSmallestPart) X(FactFibonacciIndex)                        \
                    X(FibonacciIndexMeaning) X(ZeckendorfAbridged) X(FibonacciNimIntro)            \
                        X(FibonacciNimSinglePart) X(FibonacciNimParts) X(FibonacciNimLosing)       \
                            X(FibonacciNimTakeAll) X(FibonacciNimWinning) X(FibonacciNimReason)    \
                                X(FibonacciNimReasonSingle) /* Lasker's Nim */                     \
        X(GameLasker) X(LaskerSplit) X(LaskerReasonTake) X(LaskerReasonSplit) X(FactSgXor)         \
            X(LaskerRowLabel) X(LaskerSgOf) X(LaskerIntro) X(LaskerValues) X(LaskerZero)           \
                X(LaskerWinning) X(LaskerMoreSplits) X(ErrorLaskerNothing)                         \
                    X(ErrorLaskerTakeAndSplit) X(ErrorLaskerSplitSmall)                            \
                        X(ErrorLaskerSplitPart) /* Northcott's game */                             \
        X(GameNorthcott) X(NorthcottBlack) X(NorthcottWhite) X(NorthcottPosition)                  \
            X(NorthcottRowLabel) X(NorthcottMove) X(FactToMove) X(FactRows) X(FactBoardColumns)    \
                X(NorthcottOver) X(NorthcottIntroGaps) X(NorthcottIntroBack) X(NorthcottZero)      \
                    X(NorthcottWinning) X(NorthcottReasonToward) X(NorthcottReasonAway)            \
                        X(NounPieceColumns) X(ErrorNorthcottPairs) X(ErrorNorthcottColumns)        \
                            X(ErrorNorthcottOffBoard) X(ErrorNorthcottSameSquare)                  \
                                X(ErrorNorthcottNoMove) X(ErrorNorthcottNoRow)                     \
                                    X(ErrorNorthcottNotYours) X(ErrorNorthcottOffEdge)             \
                                        X(ErrorNorthcottStay) X(ErrorNorthcottTaken)               \
                                            X(ErrorNorthcottJump) /* subtraction */                \
        X(GameSubtraction) X(SubtractionPosition) X(SubtractionSetFinite) X(SubtractionSetLong) X( \
            SubtractionSetPowers) X(SubtractionSetFibonacci) X(SubtractionPileLabel)               \
            X(FactSubtractionSet) X(FactSgValues) X(FactPrePeriod) X(FactPeriod) X(FactMisereLost) \
                X(SubtractionIntro) X(SubtractionPeriodic) X(SubtractionPowers)                    \
                    X(SubtractionFibonacci) X(SubtractionNoPeriod) X(SubtractionZero) X(           \
                        SubtractionWinning) X(SubtractionOver) X(SubtractionReason)                \
                        X(SubtractionReasonLast) X(SubtractionMisereRule) X(SubtractionMisereOne)  \
                            X(SubtractionMiserePeriod) X(SubtractionMisereMany) X(                 \
                                SubtractionMisereOver) X(SubtractionVerdictMisereOver)             \
                                X(SubtractionReasonMisere) X(ErrorNotInSet) X(ErrorNotInLargeSet)  \
                                    X(ErrorNotPowerOfTwo) X(ErrorNotFibonacci)                     \
                                        X(ErrorSetSyntax) X(ErrorSetZero) X(ErrorSetTooLarge) X(   \
                                            ErrorSubtractionBeyondTable) X(ErrorMisereSearchLimit) \
                                            X(SubtractionPeriodicFromStart)                        \
                                                X(SubtractionPositionMisere) /* misère play */    \
        X(MisereGameName) X(VerdictOverMisere) X(ReasonTakesLast) X(BashMisereOver)                \
            X(BashMisereKeyIdea) X(BashMisereLastStone) X(BashMisereLosing) X(BashMisereWinning)   \
                X(BashMisereReason) X(NimMisereOver) X(NimMisereIntro) X(NimMisereSmallOdd)        \
                    X(NimMisereSmallEven) X(NimMisereOneBig) X(NimMisereManyBig) X(NimMisereZero)  \
                        X(NimMisereReasonOnes) X(WythoffMisereOver) X(WythoffMisereIntro)          \
                            X(WythoffMisereIsP) X(WythoffMisereAdded) X(WythoffMisereRemoved)      \
                                X(WythoffMisereNotP)                                               \
                                    X(WythoffMisereReasonAdded) /* chessmen on a graph */          \
        X(GameDag) X(NounChessmen) X(DagMove) X(DagPosition) X(ChessmanOn) X(GraphSize)            \
            X(FactGraph) X(FactChessmen) X(DagFactSgValues) X(DagFactSgXor) X(DagOver) X(DagIntro) \
                X(DagVertex) X(DagVertexSink) X(DagVertexMany) X(DagZero) X(DagWinning)            \
                    X(DagReason) X(ErrorGraphEmpty) X(ErrorGraphCount) X(ErrorGraphEdge)           \
                        X(ErrorGraphSelfLoop) X(ErrorGraphCycle) X(ErrorGraphTooManyVertices)      \
                            X(ErrorGraphTooManyEdges) X(ErrorGraphBeyondCount) X(ErrorNoVertex)    \
                                X(ErrorNoChessman) X(ErrorNoEdge) X(ExplainMoreMoves)

/// Which sentence or phrase a Message is.
enum class MessageId {
#define GRUNDY_MESSAGE_ENUM(name) name,
    GRUNDY_MESSAGE_IDS(GRUNDY_MESSAGE_ENUM)
#undef GRUNDY_MESSAGE_ENUM
};

/// How many MessageIds there are.
inline constexpr std::size_t kMessageIdCount = 0
#define GRUNDY_MESSAGE_COUNT(name) +1
    GRUNDY_MESSAGE_IDS(GRUNDY_MESSAGE_COUNT)
#undef GRUNDY_MESSAGE_COUNT
    ;

/// Every MessageId, in order (for tests that render each of them). Its size is given: the
/// deduction from the list is a fold that clang refuses past 256 elements.
inline constexpr std::array<MessageId, kMessageIdCount> kAllMessageIds = {
#define GRUNDY_MESSAGE_ALL(name) MessageId::name,
    GRUNDY_MESSAGE_IDS(GRUNDY_MESSAGE_ALL)
#undef GRUNDY_MESSAGE_ALL
};

/// The id's name in the source ("NimTake"), for test output and logs.
std::string_view messageIdName(MessageId id);

struct Arg;

/// A number shown in binary ("111"), without a prefix.
struct Binary {
    Natural value;
    bool operator==(const Binary&) const = default;
};

/// Text from the input shown as it was given, never translated: an option's name, a value
/// that is not a number.
struct Verbatim {
    std::string text;
    bool operator==(const Verbatim&) const = default;
};

/// A list of items shown one after the other: "3, 5, 7", or with `conjunction` the last
/// two joined by "and": "pile 1, pile 2 and pile 3". The separators are messages too.
struct List {
    std::vector<Arg> items;
    bool conjunction = false;
    bool operator==(const List&) const;
};

/// One sentence or phrase: its id and the values of its placeholders (%1 is args[0]).
struct Message {
    MessageId id{};
    std::vector<Arg> args;
    bool operator==(const Message&) const;
};

/// The value of one placeholder: a number (in decimal), a number in binary, a nested
/// phrase, a list, or text from the input.
struct Arg {
    std::variant<Natural, Binary, Message, List, Verbatim> value;

    Arg(const Natural& n) : value(n) {}
    Arg(std::size_t n) : value(Natural(n)) {}
    Arg(Binary b) : value(std::move(b)) {}
    Arg(Message m) : value(std::move(m)) {}
    Arg(List l) : value(std::move(l)) {}
    Arg(Verbatim v) : value(std::move(v)) {}
    bool operator==(const Arg&) const = default;
};

inline bool List::operator==(const List& o) const {
    return conjunction == o.conjunction && items == o.items;
}
inline bool Message::operator==(const Message& o) const {
    return id == o.id && args == o.args;
}

/// The pattern of one MessageId in some language: whole text with %1..%9 placeholders.
using MessageFormat = std::function<std::string(MessageId)>;

/// m written out with `format` for every sentence, nested phrase and list separator.
/// Throws std::logic_error when a pattern names a placeholder the message has no value
/// for (a bug in the core or a translation).
std::string render(const Message& m, const MessageFormat& format);
/// One value written out the same way (a fact's value, a list).
std::string render(const Arg& a, const MessageFormat& format);

/// n as a phrase: "1 stone", "5 stones".
Message stones(const Natural& n);
/// n as an ordinal: "1st", "2nd", "23rd", "11th".
Message ordinal(const Natural& n);

/// An error whose words are a Message, so each front end says it in its own language;
/// what() is its English (english.cpp), for grundy-cli and logs.
class MessageError : public std::invalid_argument {
public:
    explicit MessageError(Message message);
    /// What is wrong, as data.
    const Message& message() const noexcept { return *m_message; }

private:
    std::shared_ptr<const Message> m_message; // shared: copying an exception cannot throw
};

/// Thrown when a move is not legal in a position; message() says why.
class IllegalMove : public MessageError {
public:
    using MessageError::MessageError;
};

/// Thrown when a position itself breaks the rules (two chips on one cell, K = 0, ...);
/// message() says what is wrong.
class InvalidPosition : public MessageError {
public:
    using MessageError::MessageError;
};

} // namespace grundy
