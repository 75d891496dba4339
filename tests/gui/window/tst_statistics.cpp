// SPDX-License-Identifier: MIT
// Game → Statistics: each game a person finishes against the computer counted once per
// game and level (played, won, mistakes), kept in the settings (a temporary folder here),
// and shown in the dialog.
#include "windowparts.h"
#include "common/settings.h"
#include "core/games/catalogue.h"
#include "testsettings.h"
#include "window/mainwindow.h"
#include "window/statistics.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QtTest>

using namespace grundy;

namespace {

GameSetup nimGame(std::vector<Natural> piles, Level level,
                  std::array<Seat, 2> players = {Seat::Human, Seat::Computer}) {
    GameSetup setup{makePosition(GameKind::Nim, std::move(piles), {}), players};
    setup.level = level;
    setup.seed = 1;
    return setup;
}

/// Plays the person's moves, `first` and then the computer's own choice, to the end.
bool playToTheEnd(MainWindow& w, const AnyMove& first) {
    if (!w.session()->playHumanMove(first)) return false;
    while (!w.session()->isOver()) {
        if (!QTest::qWaitFor([&w] { return w.session()->isOver() || w.session()->humanToMove(); }))
            return false;
        if (!w.session()->isOver() &&
            !w.session()->playHumanMove(computerMove(w.session()->position())))
            return false;
    }
    return true;
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT

private slots:
    void init() { testsettings::clear(); }

    void countsFinishedGames() {
        MainWindow w;
        w.setComputerDelay(0);
        // A win without a mistake.
        w.startGame(nimGame({1}, Level::Strong));
        QVERIFY(playToTheEnd(w, nim::Move{0, 1}));
        // A loss after one mistake (1, 2, 4 has a winning move; taking pile 1 is not it):
        // the computer plays perfectly from there, so the person's later moves are forced.
        w.startGame(nimGame({1, 2, 4}, Level::Perfect));
        QVERIFY(playToTheEnd(w, nim::Move{0, 1}));
        QCOMPARE(*w.session()->winner(), 1);
        // Undo and the same end again: still one game.
        w.session()->undo();
        QVERIFY(!w.session()->isOver());
        QVERIFY(w.session()->playHumanMove(computerMove(w.session()->position())));
        QTRY_VERIFY(w.session()->isOver() || w.session()->humanToMove());
        while (!w.session()->isOver()) {
            QVERIFY(w.session()->playHumanMove(computerMove(w.session()->position())));
            QTRY_VERIFY(w.session()->isOver() || w.session()->humanToMove());
        }
        // Play Again (Restart) is a new game.
        w.session()->restart();
        QVERIFY(playToTheEnd(w, nim::Move{0, 1}));
        // Two people, or two computers: not counted.
        w.startGame(nimGame({1}, Level::Perfect, {Seat::Human, Seat::Human}));
        QVERIFY(w.session()->playHumanMove(nim::Move{0, 1}));
        w.startGame(nimGame({3, 4}, Level::Perfect, {Seat::Computer, Seat::Computer}));
        QTRY_VERIFY(w.session()->isOver());

        const std::vector<statistics::Tally> all = statistics::tallies();
        QCOMPARE(all.size(), std::size_t(2));
        QCOMPARE(all[0].game, QString("nim"));
        QCOMPARE(int(all[0].level), int(Level::Perfect));
        QCOMPARE(all[0].played, 2);
        QCOMPARE(all[0].won, 0);
        QCOMPARE(all[0].mistakes, 2);
        QCOMPARE(int(all[1].level), int(Level::Strong));
        QCOMPARE(all[1].played, 1);
        QCOMPARE(all[1].won, 1);
        QCOMPARE(all[1].mistakes, 0);

        // The dialog, from the Game menu.
        QVERIFY(inwindow::statisticsAction(w)->isEnabled());
        inwindow::statisticsAction(w)->trigger();
        auto* dialog = w.findChild<statistics::Dialog*>();
        QVERIFY(dialog);
        QTableWidget* table = dialog->table();
        QCOMPARE(table->rowCount(), 2);
        const QStringList first{"Nim", "Perfect", "2", "0", "1.0"};
        const QStringList second{"Nim", "Strong", "1", "1", "0.0"};
        for (int column = 0; column < 5; ++column) {
            QCOMPARE(table->item(0, column)->text(), first[column]);
            QCOMPARE(table->item(1, column)->text(), second[column]);
        }
        dialog->close();
    }

    // Misère Nim has its own row, named so; normal Nim keeps its own.
    void misereHasItsOwnRow() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(nimGame({1}, Level::Perfect)); // the person takes the last stone and wins
        QVERIFY(playToTheEnd(w, nim::Move{0, 1}));
        GameOptions misere;
        setPlay(misere, Convention::Misere);
        GameSetup setup{makePosition(GameKind::Nim, {1}, misere), {Seat::Human, Seat::Computer}};
        setup.level = Level::Perfect;
        setup.seed = 1;
        w.startGame(setup); // the person must take the last stone, and loses
        QVERIFY(playToTheEnd(w, nim::Move{0, 1}));

        const std::vector<statistics::Tally> all = statistics::tallies();
        QCOMPARE(all.size(), std::size_t(2));
        QCOMPARE(all[0].won, 1);
        QCOMPARE(all[1].won, 0);
        statistics::Dialog dialog;
        QCOMPARE(dialog.table()->rowCount(), 2);
        QCOMPARE(dialog.table()->item(0, 0)->text(), QString("Nim"));
        QCOMPARE(dialog.table()->item(1, 0)->text(), QString("Nim (misère)"));
    }

    // Figures saved before misère games had rows of their own read as normal play.
    void oldFiguresStillRead() {
        QVariantMap entry{{"played", 4}, {"won", 3}, {"mistakes", 2}};
        Settings::setValue(Settings::kStatistics, QVariantMap{{"nim/strong", entry}});
        const std::vector<statistics::Tally> all = statistics::tallies();
        QCOMPARE(all.size(), std::size_t(1));
        QCOMPARE(int(all[0].play), int(Convention::Normal));
        QCOMPARE(all[0].played, 4);
        QCOMPARE(all[0].won, 3);
        statistics::add("nim", Level::Strong, true, 0);
        QCOMPARE(statistics::tallies()[0].played, 5);
    }

    // Kept between runs: a new window reads the same figures; Forget All clears them.
    void keptAndForgotten() {
        statistics::add("wythoff", Level::Coach, true, 3);
        statistics::add("wythoff", Level::Coach, false, 1);
        statistics::Dialog dialog;
        QCOMPARE(dialog.table()->rowCount(), 1);
        QCOMPARE(dialog.table()->item(0, 0)->text(), QString("Wythoff's game"));
        QCOMPARE(dialog.table()->item(0, 4)->text(), QString("2.0"));
        statistics::clear();
        QVERIFY(statistics::tallies().empty());
    }

    // An empty table says why it is empty; Forget All has nothing to forget.
    void emptyTablesSaySo() {
        const auto notes = [](const statistics::Dialog& d) {
            return std::pair(d.emptyGamesNote()->isVisibleTo(&d), d.emptyPracticeNote()->isVisibleTo(&d));
        };
        const auto forget = [](const statistics::Dialog& d) {
            for (QPushButton* b : d.findChildren<QPushButton*>())
                if (b->text() == QLatin1String("&Forget All")) return b;
            return static_cast<QPushButton*>(nullptr);
        };
        {
            statistics::Dialog dialog;
            QCOMPARE(notes(dialog), std::pair(true, true));
            QVERIFY(!forget(dialog)->isEnabled());
        }
        statistics::add("nim", Level::Perfect, true, 0);
        {
            statistics::Dialog dialog;
            QCOMPARE(notes(dialog), std::pair(false, true));
            QVERIFY(forget(dialog)->isEnabled());
            forget(dialog)->click();
            QCOMPARE(notes(dialog), std::pair(true, true));
            QVERIFY(!forget(dialog)->isEnabled());
        }
        statistics::addPractice("nim", grundy::practice::Kind::PorN, true);
        statistics::Dialog dialog;
        QCOMPARE(notes(dialog), std::pair(true, false));
        QVERIFY(forget(dialog)->isEnabled());
    }

    // Practice: a row per game and kind, in catalogue and kind order, beside the games'
    // figures and not among them; Forget All clears both.
    void practiceHasItsOwnTable() {
        using grundy::practice::Kind;
        statistics::add("nim", Level::Perfect, true, 0);
        statistics::addPractice("wythoff", Kind::SgValue, true);
        statistics::addPractice("nim", Kind::Move, false);
        statistics::addPractice("nim", Kind::PorN, true);
        statistics::addPractice("nim", Kind::PorN, true);
        statistics::addPractice("nim", Kind::PorN, false);
        QCOMPARE(statistics::tallies().size(), std::size_t(1));
        const std::vector<statistics::PracticeTally> all = statistics::practiceTallies();
        QCOMPARE(all.size(), std::size_t(3));
        QCOMPARE(all[0].game, QString("nim"));
        QCOMPARE(all[0].kind, Kind::PorN);
        QCOMPARE(all[0].done, 3);
        QCOMPARE(all[0].rightFirstTime, 2);
        QCOMPARE(all[1].kind, Kind::Move);
        QCOMPARE(all[1].rightFirstTime, 0);
        QCOMPARE(all[2].game, QString("wythoff"));

        statistics::Dialog dialog;
        QCOMPARE(dialog.table()->rowCount(), 1);
        QTableWidget* practice = dialog.practiceTable();
        QCOMPARE(practice->rowCount(), 3);
        QCOMPARE(practice->item(0, 0)->text(), QString("Nim"));
        QCOMPARE(practice->item(0, 1)->text(), QString("P or N?"));
        QCOMPARE(practice->item(0, 2)->text(), QString("3"));
        QCOMPARE(practice->item(0, 3)->text(), QString("2"));
        QCOMPARE(practice->item(0, 4)->text(), QString("66"));
        QCOMPARE(practice->item(2, 0)->text(), QString("Wythoff's game"));
        statistics::clear();
        QVERIFY(statistics::practiceTallies().empty());
    }
};

QTEST_MAIN(TestStatistics)
#include "tst_statistics.moc"
