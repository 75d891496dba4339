// SPDX-License-Identifier: MIT
// The window takes only what a saved game holds, and saves only what opens again: the
// limits of core/io/record.h at their edges.
#include "common/recordlimits.h"
#include "core/io/record.h"

#include <QtTest>

class TstRecordLimits : public QObject {
    Q_OBJECT

private slots:
    void numbersAtTheEdges() {
        QVERIFY(RecordLimits::numbersProblem(QStringList(10000, QStringLiteral("9"))).isEmpty());
        QCOMPARE(RecordLimits::numbersProblem(QStringList(10001, QStringLiteral("9"))),
                 QStringLiteral("10001 numbers: at most 10000, as many as a saved game holds"));
        const QString longest(100000, QLatin1Char('4'));
        QVERIFY(RecordLimits::numbersProblem({"3", longest}).isEmpty());
        QCOMPARE(RecordLimits::numbersProblem({"3", "5", longest + "4"}),
                 QStringLiteral("number 3 has 100001 digits: at most 100000, as many as a saved "
                                "game holds"));
        QVERIFY(RecordLimits::digitsProblem(longest).isEmpty());
        QCOMPARE(RecordLimits::digitsProblem(longest + "0"),
                 QStringLiteral("100001 digits: at most 100000, as many as a saved game holds"));
    }

    void gamesAtTheEdges() {
        const std::size_t bytes = grundy::kMaxRecordBytes, moves = grundy::kMaxRecordMoves;
        QVERIFY(RecordLimits::gameProblem(moves, bytes).isEmpty());
        QCOMPARE(RecordLimits::gameProblem(moves + 1, 100),
                 QStringLiteral("the game has 2000001 moves, and a saved game holds at most "
                                "2000000"));
        QCOMPARE(RecordLimits::gameProblem(10, bytes + 1),
                 QStringLiteral("the game would take 65 MiB, and a saved game holds at most "
                                "64 MiB"));
    }
};

QTEST_MAIN(TstRecordLimits)
#include "tst_recordlimits.moc"
