// SPDX-License-Identifier: MIT
// The window never waits for the computer or a table (issues 9 and 10): the computer's move
// computed on a worker thread while the window stays responsive, "The computer is thinking…"
// once its delay is over, Undo taking the turn back at once; and the Fibonacci subtraction
// table built in the background with its percentage in the status bar before the game starts.
#include "windowparts.h"
#include "heldworkers.h"
#include "core/io/record.h"
#include "testsettings.h"
#include "window/backgroundwork.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"

#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace grundy;

namespace {

AnyPosition fibonacciPiles(std::vector<Natural> piles) {
    return makePosition(GameKind::Subtraction, std::move(piles), {{"set", "fibonacci"}});
}

AnyPosition nimPiles(std::vector<Natural> piles) {
    return makePosition(GameKind::Nim, std::move(piles), {});
}

QString statusText(const BackgroundWork* work) {
    QString text;
    for (const QLabel* label : work->findChildren<QLabel*>())
        text += label->text();
    return text;
}

} // namespace

class TestBackground : public QObject {
    Q_OBJECT

private slots:
    void init() { testsettings::clear(); }

    // While the computer's move is held on its worker, the window runs: the delay runs out,
    // the status bar says the computer is thinking, and Undo gives the turn back at once.
    void thinkingComputerLeavesTheWindowResponsive() {
        HeldWorkers held;
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(
            {nimPiles({Natural(3), Natural(4), Natural(5)}), {Seat::Human, Seat::Computer}});
        QVERIFY(w.session()->playHumanMove(nim::Move{0, 1}));
        QTRY_COMPARE(held.reached(), 1);
        BackgroundWork* work = inwindow::backgroundWork(w);
        QTRY_VERIFY(work->showsThinking());
        QVERIFY(work->isVisibleTo(&w));
        QVERIFY(statusText(work).contains("thinking"));
        QVERIFY(inwindow::sidePanel(w)->turnLabel()->text().contains("thinking"));
        QVERIFY(inwindow::undoAction(w)->isEnabled());
        inwindow::undoAction(w)->trigger();
        QVERIFY(w.session()->history().empty());
        QVERIFY(w.session()->humanToMove());
        QVERIFY(!work->showsThinking());
        QVERIFY(!work->isVisibleTo(&w));
        held.release();
        // The computer answers the next move, and only that one.
        QVERIFY(w.session()->playHumanMove(nim::Move{1, 1}));
        QTRY_COMPARE(w.session()->history().size(), std::size_t(2));
        QVERIFY(w.session()->humanToMove());
        QVERIFY(!work->showsThinking());
    }

    // A game whose table is not built yet waits for it: built on a worker thread, its
    // percentage rising to 100 in the status bar, the board disabled; then the game starts
    // and the computer plays. (Each test here builds a table larger than the ones before it:
    // the tables are kept for the whole process.)
    void tableIsBuiltBeforeTheGame() {
        MainWindow w;
        w.setComputerDelay(0);
        const AnyPosition start = fibonacciPiles({Natural(3'000'017), Natural(5)});
        QVERIFY(!tablesReady(start));
        BackgroundWork* work = inwindow::backgroundWork(w);
        QSignalSpy progress(work, &BackgroundWork::tableProgress);
        w.startGame({start, {Seat::Computer, Seat::Human}});
        QVERIFY(work->isBuildingTables());
        QVERIFY(!w.centralWidget()->isEnabled());
        QVERIFY(work->isVisibleTo(&w));
        QVERIFY(statusText(work).contains("%"));
        QVERIFY(!(w.session()->position() == start)); // the game waits
        QTRY_VERIFY_WITH_TIMEOUT(!work->isBuildingTables(), 120'000);
        QVERIFY(!progress.isEmpty());
        for (qsizetype i = 1; i < progress.size(); ++i)
            QVERIFY(progress[i].at(0).toInt() > progress[i - 1].at(0).toInt());
        QCOMPARE(progress.last().at(0).toInt(), 100);
        QVERIFY(tablesReady(start));
        QVERIFY(w.centralWidget()->isEnabled());
        QVERIFY(!work->isVisibleTo(&w));
        QVERIFY(w.session()->startPosition() == start);
        QTRY_COMPARE(w.session()->history().size(), std::size_t(1)); // the computer played
        QVERIFY(w.session()->humanToMove());
    }

    // A saved game whose table is not built opens once it is, in the background; the
    // game shown meanwhile stays.
    void anOpenedGameWaitsForItsTable() {
        QTemporaryDir folder;
        const QString path = folder.filePath("big.json");
        GameRecord record;
        record.start = fibonacciPiles({Natural(5'000'011), Natural(7)});
        QVERIFY(!tablesReady(record.start));
        record.moves.push_back({0, fibonacciPiles({Natural(5'000'010), Natural(7)})});
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(toJson(record)));
        file.close();
        MainWindow w;
        w.setComputerDelay(60'000); // the computer stays on its turn while the game is read
        QVERIFY(w.openFile(path));
        QVERIFY(inwindow::backgroundWork(w)->isBuildingTables());
        QVERIFY(!(w.session()->startPosition() == record.start));
        QTRY_VERIFY_WITH_TIMEOUT(!inwindow::backgroundWork(w)->isBuildingTables(), 120'000);
        QVERIFY(w.session()->startPosition() == record.start);
        QCOMPARE(w.session()->history().size(), std::size_t(1));
    }

    // Another game started while a table is built replaces the waiting one for good.
    void aNewGameDropsTheWaitingOne() {
        MainWindow w;
        const AnyPosition big = fibonacciPiles({Natural(6'000'029)});
        QVERIFY(!tablesReady(big));
        w.startGame({big, {Seat::Human, Seat::Computer}});
        QVERIFY(inwindow::backgroundWork(w)->isBuildingTables());
        const AnyPosition nim = nimPiles({Natural(6), Natural(2)});
        w.startGame({nim, {Seat::Human, Seat::Computer}});
        QVERIFY(!inwindow::backgroundWork(w)->isBuildingTables());
        QVERIFY(w.centralWidget()->isEnabled());
        QVERIFY(w.session()->startPosition() == nim);
        QTRY_COMPARE(inwindow::backgroundWork(w)->runningBuilds(), 0);
        QVERIFY(w.session()->startPosition() == nim);
        QVERIFY(w.session()->history().empty());
    }
};

QTEST_MAIN(TestBackground)
#include "tst_background.moc"
