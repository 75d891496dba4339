// SPDX-License-Identifier: MIT
// The core's text as data: which sentence, with which values, for moves, reasons and
// explanations of every game; and the renderer that writes them out.
#include "core/analysis/explain.h"
#include "core/analysis/explainwords.h"
#include "core/games/bash/bashwords.h"
#include "core/games/dag/dagwords.h"
#include "core/games/fibonaccinim/fibonaccinimwords.h"
#include "core/games/game.h"
#include "core/games/gamewords.h"
#include "core/games/lasker/laskerwords.h"
#include "core/games/nim/nimwords.h"
#include "core/games/northcott/northcottwords.h"
#include "core/games/redistribution/redistributionwords.h"
#include "core/games/staircase/staircasewords.h"
#include "core/games/wythoff/wythoffwords.h"
#include "core/text/english.h"
#include "core/text/words.h"

#include <QtTest>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

using namespace grundy;
using namespace words;

Q_DECLARE_METATYPE(grundy::AnyPosition)
Q_DECLARE_METATYPE(grundy::AnyMove)
Q_DECLARE_METATYPE(grundy::Message)
Q_DECLARE_METATYPE(std::vector<grundy::Phrase>)

namespace {

Message text(Phrase phrase) {
    return {phrase, {}};
}

std::vector<Natural> nums(std::initializer_list<long> values) {
    return {values.begin(), values.end()};
}

std::vector<Phrase> idsOf(const std::vector<Message>& messages) {
    std::vector<Phrase> ids;
    for (const Message& m : messages)
        ids.push_back(m.phrase);
    return ids;
}

} // namespace

class TestMessage : public QObject {
    Q_OBJECT
private slots:
    void describeMoveIsData_data() {
        QTest::addColumn<AnyPosition>("position");
        QTest::addColumn<AnyMove>("move");
        QTest::addColumn<Message>("expected");
        QTest::addColumn<QString>("english");
        QTest::newRow("bash one") << AnyPosition(bash::Position{Natural(9), Natural(5)})
                                  << AnyMove(bash::Move{Natural(1)})
                                  << Message{TakeStones, {Message{StoneOne, {Natural(1)}}}}
                                  << "take 1 stone";
        QTest::newRow("nim") << makePosition(GameKind::Nim, nums({4, 5}), {})
                             << AnyMove(nim::Move{1, Natural(3)})
                             << Message{TakeFromPile, {Natural(3), Natural(2)}}
                             << "take 3 from pile 2";
        QTest::newRow("wythoff both")
            << AnyPosition(wythoff::Position{Natural(4), Natural(7)})
            << AnyMove(wythoff::Move{Natural(2), Natural(2)})
            << Message{WythoffTakeBoth, {Natural(2)}} << "take 2 from both piles";
        QTest::newRow("wythoff B") << AnyPosition(wythoff::Position{Natural(4), Natural(7)})
                                   << AnyMove(wythoff::Move{Natural(0), Natural(5)})
                                   << Message{WythoffTakeB, {Natural(5)}} << "take 5 from pile B";
        QTest::newRow("redistribution gifts")
            << makePosition(GameKind::Redistribution, nums({2, 9, 1}), {})
            << AnyMove(redistribution::Move{1, Natural(2), {{0, Natural(1)}, {2, Natural(4)}}})
            << Message{RedistributionRemoveGive,
                       {Natural(2), Natural(2),
                        List{{Message{RedistributionGift, {Natural(1), Natural(1)}},
                              Message{RedistributionGift, {Natural(4), Natural(3)}}}}}}
            << "remove 2 from pile 2 and give 1 to pile 1, 4 to pile 3";
        QTest::newRow("staircase")
            << makePosition(GameKind::Staircase, nums({2, 9}), {{"cells", "14"}})
            << AnyMove(staircase::Move{1, Natural(7)})
            << Message{StaircaseMove, {Natural(9), Natural(7)}}
            << "move the chip on cell 9 to cell 7";
        QTest::newRow("fibonacci-nim")
            << makePosition(GameKind::FibonacciNim, nums({20}), {})
            << AnyMove(fibonaccinim::Move{Natural(2)})
            << Message{TakeStones, {Message{StonesMany, {Natural(2)}}}} << "take 2 stones";
        QTest::newRow("lasker take")
            << makePosition(GameKind::Lasker, nums({4, 5}), {})
            << AnyMove(lasker::Move::taking(0, Natural(3)))
            << Message{TakeFromPile, {Natural(3), Natural(1)}} << "take 3 from pile 1";
        QTest::newRow("lasker split") << makePosition(GameKind::Lasker, nums({4, 9}), {})
                                      << AnyMove(lasker::Move::splitting(1, Natural(2)))
                                      << Message{LaskerSplit, {Natural(2), Natural(2), Natural(7)}}
                                      << "split pile 2 into 2 and 7";
        QTest::newRow("northcott")
            << makePosition(GameKind::Northcott, nums({4, 5, 6, 1}), {{"columns", "6"}})
            << AnyMove(northcott::Move{1, northcott::Colour::Black, Natural(3)})
            << Message{NorthcottMove,
                       {Message{NorthcottBlack, {}}, Natural(2), Natural(6), Natural(3)}}
            << "move the black piece of row 2 from column 6 to column 3";
        QTest::newRow("dag") << makePosition(GameKind::Dag, nums({0, 3}), {{"graph", "0>1,1>3"}})
                             << AnyMove(dag::Move{0, 1})
                             << Message{DagMove, {Natural(0), Natural(1)}}
                             << "move the chessman on 0 to 1";
    }

    void describeMoveIsData() {
        QFETCH(AnyPosition, position);
        QFETCH(AnyMove, move);
        QFETCH(Message, expected);
        QFETCH(QString, english);
        QVERIFY(describeMove(position, move) == expected);
        QCOMPARE(QString::fromStdString(describe(position, move)), english);
    }

    // The sentences of an explanation, in order, for a position of every game.
    void explanationIsData_data() {
        QTest::addColumn<AnyPosition>("position");
        QTest::addColumn<Message>("title");
        QTest::addColumn<std::vector<Phrase>>("paragraphs");
        const auto bash23 = bash::Position{Natural(23), Natural(4)};
        QTest::newRow("bash N")
            << AnyPosition(bash23)
            << Message{TitleWins,
                       {text(GameBash),
                        Message{BashPosition, {Message{StonesMany, {Natural(23)}}, Natural(4)}}}}
            << std::vector{BashKeyIdea, BashNotMultiple};
        QTest::newRow("nim P") << makePosition(GameKind::Nim, nums({1, 2, 3}), {})
                               << Message{TitleLoses,
                                          {text(GameNim),
                                           List{{Natural(1), Natural(2), Natural(3)}, false}}}
                               << std::vector{NimIntro, NimZero};
        QTest::newRow("wythoff N")
            << AnyPosition(wythoff::Position{Natural(4), Natural(9)})
            << Message{TitleWins,
                       {text(GameWythoff), Message{WythoffPosition, {Natural(4), Natural(9)}}}}
            << std::vector{WythoffIntro,       WythoffNotP,       WythoffSmallerIsLower,
                           WythoffCandidates,  WythoffEqualFails, WythoffLargerWins,
                           WythoffSmallerFails};
        QTest::newRow("wythoff over")
            << AnyPosition(wythoff::Position{Natural(0), Natural(0)})
            << Message{TitleOver,
                       {text(GameWythoff), Message{WythoffPosition, {Natural(0), Natural(0)}}}}
            << std::vector{WythoffIntro, WythoffIsP, WythoffOver};
        QTest::newRow("redistribution P")
            << makePosition(GameKind::Redistribution, nums({5, 5}), {})
            << Message{TitleLoses,
                       {text(GameRedistribution),
                        Message{RedistributionPosition, {List{{Natural(5), Natural(5)}, false}}}}}
            << std::vector{RedistributionIntro, RedistributionPaired};
        QTest::newRow("staircase N")
            << makePosition(GameKind::Staircase, nums({2, 5, 9, 14}), {{"cells", "14"}})
            << Message{TitleWins,
                       {text(GameStaircase),
                        Message{StaircasePosition,
                                {List{{Natural(2), Natural(5), Natural(9), Natural(14)}, false}}}}}
            << std::vector{StaircaseIntroPairs, StaircaseIntroNim, StaircaseWinning};
        QTest::newRow("fibonacci-nim N")
            << makePosition(GameKind::FibonacciNim, nums({20}), {})
            << Message{TitleWins,
                       {text(GameFibonacciNim),
                        Message{FibonacciNimPosition,
                                {Message{StonesMany, {Natural(20)}}, Natural(19)}}}}
            << std::vector{FibonacciNimIntro, FibonacciNimParts, FibonacciNimWinning};
        QTest::newRow("fibonacci-nim P")
            << makePosition(GameKind::FibonacciNim, nums({13, 12}), {})
            << Message{TitleLoses,
                       {text(GameFibonacciNim),
                        Message{FibonacciNimPosition,
                                {Message{StonesMany, {Natural(13)}}, Natural(12)}}}}
            << std::vector{FibonacciNimIntro, FibonacciNimSinglePart, FibonacciNimLosing};
        QTest::newRow("lasker N") << makePosition(GameKind::Lasker, nums({3, 4}), {})
                                  << Message{TitleWins,
                                             {text(GameLasker),
                                              List{{Natural(3), Natural(4)}, false}}}
                                  << std::vector{LaskerIntro, LaskerValues, LaskerWinning};
        QTest::newRow("lasker P") << makePosition(GameKind::Lasker, nums({1, 0, 2, 4}), {})
                                  << Message{TitleLoses,
                                             {text(GameLasker),
                                              List{{Natural(1), Natural(0), Natural(2), Natural(4)},
                                                   false}}}
                                  << std::vector{LaskerIntro, LaskerValues, LaskerZero};
        QTest::newRow("lasker over")
            << makePosition(GameKind::Lasker, nums({0, 0}), {})
            << Message{TitleOver, {text(GameLasker), List{{Natural(0), Natural(0)}, false}}}
            << std::vector{EveryPileEmpty};
        QTest::newRow("lasker many splits")
            << makePosition(GameKind::Lasker, nums({1023, 1024}), {})
            << Message{TitleWins, {text(GameLasker), List{{Natural(1023), Natural(1024)}, false}}}
            << std::vector{LaskerIntro, LaskerValues, LaskerWinning, LaskerMoreSplits};
        QTest::newRow("northcott P")
            << makePosition(GameKind::Northcott, nums({4, 5, 1, 2}), {{"columns", "6"}})
            << Message{TitleLoses,
                       {text(GameNorthcott),
                        Message{NorthcottPosition,
                                {text(NorthcottBlack),
                                 List{{Message{PairOfNumbers, {Natural(4), Natural(5)}},
                                       Message{PairOfNumbers, {Natural(1), Natural(2)}}},
                                      false}}}}}
            << std::vector{NorthcottIntroGaps, NorthcottIntroBack, NorthcottZero};
        QTest::newRow("northcott over")
            << makePosition(GameKind::Northcott, nums({1, 2}), {{"columns", "6"}})
            << Message{TitleOver,
                       {text(GameNorthcott),
                        Message{NorthcottPosition,
                                {text(NorthcottBlack),
                                 List{{Message{PairOfNumbers, {Natural(1), Natural(2)}}}, false}}}}}
            << std::vector{NorthcottOver};
        QTest::newRow("dag P")
            << makePosition(GameKind::Dag, nums({0, 0, 2}), {{"graph", "0>1,0>2,1>3"}})
            << Message{TitleLoses,
                       {text(GameDag),
                        Message{DagPosition, {List{{Natural(0), Natural(0), Natural(2)}, false}}}}}
            << std::vector{DagIntro, DagVertex, DagVertexSink, DagZero};
        QTest::newRow("dag N") << makePosition(GameKind::Dag, nums({1}), {{"graph", "0>1,0>2,1>3"}})
                               << Message{TitleWins,
                                          {text(GameDag),
                                           Message{DagPosition, {List{{Natural(1)}, false}}}}}
                               << std::vector{DagIntro, DagVertex, DagWinning};
    }

    void explanationIsData() {
        QFETCH(AnyPosition, position);
        QFETCH(Message, title);
        QFETCH(std::vector<Phrase>, paragraphs);
        const explain::Explanation e = explain::explain(position);
        QVERIFY2(e.title == title, explain::toText(e).c_str());
        QVERIFY2(idsOf(e.paragraphs) == paragraphs, explain::toText(e).c_str());
        // Every winning move explained (the first kExplainedMoves) carries its description
        // and its reason as data.
        const auto winning = winningMoves(position);
        QCOMPARE(e.moves.size(), std::min(winning.size(), explain::kExplainedMoves));
        QCOMPARE(e.moreMoves, winning.size() > explain::kExplainedMoves);
        for (std::size_t i = 0; i < e.moves.size(); ++i) {
            QVERIFY(e.moves[i].move == describeMove(position, winning[i]));
            QVERIFY(e.moves[i].reason == explain::reasonMessage(position, winning[i]));
        }
    }

    void reasonsAreData() {
        const AnyPosition nim = makePosition(GameKind::Nim, nums({3, 5, 7}), {});
        const Message why = explain::reasonMessage(nim, nim::Move{0, Natural(1)});
        QCOMPARE(why.phrase, NimReason);
        QVERIFY(why.args[0] == Arg(Message{PileNumber, {Natural(1)}}));
        QVERIFY(why.args[2] == Arg(Message{ColumnSmall, {Natural(1)}}));
        QVERIFY(why.args[3] == Arg(Natural(1)));
        // A losing move names the opponent's winning reply and its reason.
        const AnyPosition bash = bash::Position{Natural(23), Natural(4)};
        const Message losing = explain::reasonMessage(bash, bash::Move{Natural(1)});
        QCOMPARE(losing.phrase, ReasonNotWinning);
        QVERIFY(losing.args[0] == Arg(Message{TakeStones, {Message{StonesMany, {Natural(2)}}}}));
    }

    void ordinalsAndStones_data() {
        QTest::addColumn<long>("n");
        QTest::addColumn<QString>("ordinal");
        QTest::addColumn<QString>("stones");
        QTest::newRow("1") << 1L << "1st"
                           << "1 stone";
        QTest::newRow("2") << 2L << "2nd"
                           << "2 stones";
        QTest::newRow("3") << 3L << "3rd"
                           << "3 stones";
        QTest::newRow("11") << 11L << "11th"
                            << "11 stones";
        QTest::newRow("12") << 12L << "12th"
                            << "12 stones";
        QTest::newRow("23") << 23L << "23rd"
                            << "23 stones";
        QTest::newRow("101") << 101L << "101st"
                             << "101 stones";
    }

    void ordinalsAndStones() {
        QFETCH(long, n);
        QFETCH(QString, ordinal);
        QFETCH(QString, stones);
        QCOMPARE(QString::fromStdString(toEnglish(grundy::ordinal(Natural(n)))), ordinal);
        QCOMPARE(QString::fromStdString(toEnglish(grundy::stones(Natural(n)))), stones);
    }

    void renderReplacesEveryPlaceholder() {
        // Repeated placeholders, binary values, lists with and without "and".
        QCOMPARE(toEnglish(Message{EqualPair, {Natural(5)}}), std::string("(5, 5)"));
        QCOMPARE(toEnglish(Message{WithBinary, {Natural(6), Binary{Natural(6)}}}),
                 std::string("6 = 110 in binary"));
        QCOMPARE(toEnglish(Arg(List{{Natural(1), Natural(2), Natural(3)}, false})),
                 std::string("1, 2, 3"));
        QCOMPARE(toEnglish(Arg(List{{text(PileA), text(PileB)}, true})),
                 std::string("pile A and pile B"));
        QCOMPARE(toEnglish(Arg(List{})), std::string());
        // A pattern naming a value the message lacks is a bug, not a silent gap.
        QVERIFY_THROWS_EXCEPTION(std::logic_error, toEnglish(Message{TakeFromPile, {Natural(3)}}));
        // A pattern is used as written: a value that looks like a placeholder stays.
        QCOMPARE(render(Message{PileNumber, {Natural(7)}},
                        [](Phrase) { return std::string("%1 of 100%"); }),
                 std::string("7 of 100%"));
    }

    void listSeparatorsSetNoSpaceBesideChinese() {
        // As the Chinese translation words them: " 和 ", "、", "%1 这一列", "A 堆".
        const auto chinese = [](Phrase p) {
            const std::string_view source = p.source;
            if (source == " and ") return std::string(" 和 ");
            if (source == ", ") return std::string("、");
            if (source == "pile A") return std::string("A 堆");
            if (source == "pile B") return std::string("B 堆");
            return std::string("%1 这一列"); // PileNumber, standing in for a column
        };
        const Message column16{PileNumber, {Natural(16)}}, column8{PileNumber, {Natural(8)}};
        // Before: "16 这一列 和 8 这一列", a space between two Chinese characters.
        QCOMPARE(render(Arg(List{{column16, column8}, true}), chinese),
                 std::string("16 这一列和 8 这一列"));
        QCOMPARE(render(Arg(List{{text(PileA), text(PileB)}, true}), chinese),
                 std::string("A 堆和 B 堆"));
        // Numbers keep their spaces, as "第 1 堆" does.
        QCOMPARE(render(Arg(List{{Natural(3), Natural(5)}, true}), chinese), std::string("3 和 5"));
        QCOMPARE(render(Arg(List{{Natural(3), column8}, true}), chinese),
                 std::string("3 和 8 这一列"));
        QCOMPARE(render(Arg(List{{column16, Natural(5)}, true}), chinese),
                 std::string("16 这一列和 5"));
        QCOMPARE(render(Arg(List{{Natural(1), Natural(2), Natural(3)}, true}), chinese),
                 std::string("1、2 和 3"));
        // English is untouched.
        QCOMPARE(toEnglish(Arg(List{{column16, column8}, true})), std::string("pile 16 and pile 8"));
    }
};

QTEST_APPLESS_MAIN(TestMessage)
#include "tst_message.moc"
