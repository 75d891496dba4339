// SPDX-License-Identifier: MIT
// The side panel's remoteness line ("You can win in 7 moves") in a real window and
// session, offscreen: the words by seat, the background search, stale results dropped;
// and the computer's style (Game → Computer Style) played through the session.
#include "windowparts.h"
#include "core/analysis/remoteness.h"
#include "testsettings.h"
#include "window/computerstylemenu.h"
#include "window/mainwindow.h"
#include "window/remotenessline.h"

#include "common/settings.h"

#include <QLabel>
#include <QMenuBar>
#include <QSignalSpy>
#include <QtTest>

using namespace grundy;

namespace {

AnyPosition nim3(long a, long b, long c) {
    return nim::Position{{Natural(a), Natural(b), Natural(c)}, Convention::Normal};
}

AnyPosition bashPile(const Natural& n, long k) {
    return bash::Position{n, Natural(k), Convention::Normal};
}

RemotenessLine* lineOf(MainWindow& w) {
    return w.findChild<RemotenessLine*>("remotenessLine");
}

ComputerStyleMenu* styleMenuOf(MainWindow& w) {
    return w.menuBar()->findChild<ComputerStyleMenu*>();
}

} // namespace

Q_DECLARE_METATYPE(grundy::AnyPosition)
Q_DECLARE_METATYPE(grundy::Seat)

class TestRemotenessLine : public QObject {
    Q_OBJECT

private slots:
    void init() { testsettings::clear(); }

    // Who is to move and who sits where decide the words; the number is the core's.
    void wordsBySeat_data() {
        QTest::addColumn<AnyPosition>("start");
        QTest::addColumn<Seat>("first");
        QTest::addColumn<Seat>("second");
        QTest::addColumn<QString>("text");
        const Seat H = Seat::Human, C = Seat::Computer;
        QTest::newRow("you win, closed form")
            << bashPile(23, 4) << H << C << "You can win in 9 moves.";
        QTest::newRow("you hold out")
            << bashPile(20, 4) << H << C << "You can hold out for 8 moves.";
        QTest::newRow("one move") << bashPile(3, 4) << H << C << "You can win in 1 move.";
        QTest::newRow("you win, searched") << nim3(3, 5, 7) << H << C << "You can win in 15 moves.";
        QTest::newRow("computer holds out, searched")
            << nim3(2, 5, 7) << C << H << "The computer can hold out for 14 moves.";
        QTest::newRow("computer wins")
            << bashPile(23, 4) << C << H << "The computer can win in 9 moves.";
        QTest::newRow("two people")
            << bashPile(20, 4) << H << H << "Player 1 can hold out for 8 moves.";
        QTest::newRow("demonstration")
            << nim3(3, 5, 7) << C << C << "Computer 1 can win in 15 moves.";
    }
    void wordsBySeat() {
        QFETCH(AnyPosition, start);
        QFETCH(Seat, first);
        QFETCH(Seat, second);
        QFETCH(QString, text);
        MainWindow w;
        w.setComputerDelay(60'000); // the computer stays on its turn while the line is read
        w.startGame({start, {first, second}});
        RemotenessLine* line = lineOf(w);
        QVERIFY(line);
        QTRY_COMPARE(line->text().remove(QChar(0x200B)), text);
        QVERIFY(!line->isHidden());
        QVERIFY(!line->isCounting());
    }

    // A huge closed form is said at once, its digits as they are.
    void hugeClosedForm() {
        MainWindow w;
        Natural big;
        mpz_ui_pow_ui(big.get_mpz_t(), 10, 40);
        w.startGame({bashPile(big, 4), {Seat::Human, Seat::Computer}});
        const QString n = "4" + QString(39, '0');
        QCOMPARE(lineOf(w)->text().remove(QChar(0x200B)),
                 QString("You can hold out for %1 moves.").arg(n));
        QVERIFY(!lineOf(w)->isCounting());
    }

    // Beyond the search's reach: what it proved, "at least", never a guess (and never a
    // frozen window: the search ran on a worker thread while the window went on).
    void notKnown() {
        MainWindow w;
        Natural big;
        mpz_ui_pow_ui(big.get_mpz_t(), 10, 30);
        w.startGame({nim::Position{{big, big, Natural(1)}, Convention::Normal},
                     {Seat::Human, Seat::Computer}});
        QTRY_VERIFY(!lineOf(w)->isCounting());
        QCOMPARE(lineOf(w)->text().remove(QChar(0x200B)),
                 QString("The game lasts at least 2 more moves; how many exactly is not known: "
                         "too many positions to search."));
    }

    // A search for a position left behind is dropped: the line says the new position's.
    void staleResultDropped() {
        MainWindow w;
        w.setComputerDelay(60'000);
        w.startGame({nim3(12, 13, 14), {Seat::Human, Seat::Computer}});
        RemotenessLine* line = lineOf(w);
        QVERIFY(line->isCounting());
        QCOMPARE(line->text(), QString("Counting the moves to the end…"));
        w.startGame({bashPile(23, 4), {Seat::Human, Seat::Computer}});
        QCOMPARE(line->text(), QString("You can win in 9 moves."));
        QTRY_COMPARE_WITH_TIMEOUT(line->runningSearches(), 0, 60'000);
        QCoreApplication::processEvents(); // anything it posted has arrived
        QCOMPARE(line->text(), QString("You can win in 9 moves."));
        // After a move the line follows the new turn.
        QVERIFY(w.session()->playHumanMove(bash::Move{Natural(3)}));
        QCOMPARE(line->text(), QString("The computer can hold out for 8 moves."));
    }

    // A demonstration names each seat as the turn line does: "Computer 2 is thinking…"
    // beside "Computer 2 can hold out…", never "Player 2" (issue 19).
    void demonstrationNamesTheComputers() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame({nim3(3, 5, 7), {Seat::Computer, Seat::Computer}});
        w.session()->setPaused(true);
        w.session()->restart(); // from the start, paused: one move a step
        RemotenessLine* line = lineOf(w);
        const QLabel* turn = inwindow::sidePanel(w)->turnLabel();
        int said = 0;
        while (!w.session()->isOver()) {
            QTRY_VERIFY(!line->isCounting());
            const QString seat = QString("Computer %1").arg(w.session()->toMove() + 1);
            QVERIFY2(turn->text().contains(seat), qPrintable(turn->text()));
            QVERIFY2(line->text().startsWith(seat), qPrintable(line->text()));
            for (const QLabel* label : inwindow::sidePanel(w)->findChildren<QLabel*>())
                QVERIFY2(!label->text().contains("Player"), qPrintable(label->text()));
            ++said;
            const std::size_t moves = w.session()->history().size();
            QVERIFY(w.session()->step());
            QTRY_COMPARE(w.session()->history().size(), moves + 1);
        }
        QVERIFY(said >= 2); // both computers were named
    }

    void hiddenWhenOver() {
        MainWindow w;
        w.startGame({bashPile(3, 4), {Seat::Human, Seat::Human}});
        QVERIFY(!lineOf(w)->isHidden());
        QVERIFY(w.session()->playHumanMove(bash::Move{Natural(3)}));
        QVERIFY(w.session()->isOver());
        QVERIFY(lineOf(w)->isHidden());
    }

    // Game → Computer Style: remembered, given to the session, and the computer then plays
    // the remoteness move where it differs from the default's.
    void computerStyle() {
        // A position where the styles differ, so that the test can tell them apart.
        std::optional<AnyPosition> start;
        for (int a = 1; a <= 6 && !start; ++a)
            for (int b = a; b <= 6 && !start; ++b)
                for (int c = b; c <= 6 && !start; ++c)
                    if (remotenessMove(nim3(a, b, c)) != computerMove(nim3(a, b, c)))
                        start = nim3(a, b, c);
        QVERIFY(start);
        for (const bool remoteness : {false, true}) {
            MainWindow w;
            w.setComputerDelay(0);
            ComputerStyleMenu* menu = styleMenuOf(w);
            QVERIFY(menu);
            QVERIFY(menu->action(ComputerStyle::FewestReplies)->isChecked()); // the default
            if (remoteness) menu->action(ComputerStyle::Remoteness)->trigger();
            QCOMPARE(w.session()->computerStyle(),
                     remoteness ? ComputerStyle::Remoteness : ComputerStyle::FewestReplies);
            QCOMPARE(Settings::value(Settings::kComputerStyle).toString(),
                     QString(remoteness ? "remoteness" : "fewest"));
            w.startGame({*start, {Seat::Computer, Seat::Human}});
            QTRY_COMPARE(w.session()->history().size(), std::size_t(1));
            const AnyMove expected = remoteness ? remotenessMove(*start) : computerMove(*start);
            QVERIFY(w.session()->history().front().move == expected);
        }
        // A new window starts with the remembered style.
        MainWindow again;
        QCOMPARE(again.session()->computerStyle(), ComputerStyle::Remoteness);
        QVERIFY(styleMenuOf(again)->action(ComputerStyle::Remoteness)->isChecked());
    }
};

QTEST_MAIN(TestRemotenessLine)
#include "tst_remotenessline.moc"
