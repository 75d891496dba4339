// SPDX-License-Identifier: MIT
// The computer's levels in the window: --level and --seed, New Game's level (remembered),
// the side panel's "Computer: Strong", the same moves for the same seed (and after undo),
// saved games keeping level and seed, and the Coach's note after a mistake, which moves
// nothing on the board and waits for Continue.
#include "windowparts.h"
#include "boards/boardview.h"
#include "common/settings.h"
#include "duetimers.h"
#include "testsettings.h"
#include "ui_newgamedialog.h"
#include "window/coachbar.h"
#include "window/commandline.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QtTest>

using namespace grundy;

namespace {

GameSetup nimGame(std::vector<Natural> piles, Level level, std::optional<u64> seed = {},
                  std::array<Seat, 2> players = {Seat::Human, Seat::Computer}) {
    GameSetup setup{makePosition(GameKind::Nim, std::move(piles), {}), players};
    setup.level = level;
    setup.seed = seed;
    return setup;
}

/// The moves of a demonstration (two computers) at `level` with `seed`, to its end.
std::vector<AnyMove> demoMoves(Level level, u64 seed) {
    MainWindow w;
    w.setComputerDelay(0);
    w.startGame(nimGame({7, 9, 12}, level, seed, {Seat::Computer, Seat::Computer}));
    if (!QTest::qWaitFor([&w] { return w.session()->isOver(); })) return {};
    std::vector<AnyMove> moves;
    for (const auto& entry : w.session()->history())
        moves.push_back(entry.move);
    return moves;
}

} // namespace

class TestLevels : public QObject {
    Q_OBJECT

private slots:
    void init() { testsettings::clear(); }

    void commandLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("problem"); // empty: accepted
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("seed"); // empty: none given
        const QStringList nim{"grundy", "--game", "nim", "--position", "3,4,5"};
        const int perfect = int(Level::Perfect);
        QTest::newRow("default") << nim << QString() << perfect << QString();
        for (const Level level : kLevels) {
            const QString word = QString::fromUtf8(levelWord(level).data());
            QTest::newRow(qPrintable(word))
                << (nim + QStringList{"--level", word}) << QString() << int(level) << QString();
        }
        QTest::newRow("seed") << (nim + QStringList{"--level", "strong", "--seed", "42"})
                              << QString() << int(Level::Strong) << QString("42");
        QTest::newRow("largest seed") << (nim + QStringList{"--seed", "18446744073709551615"})
                                      << QString() << perfect << QString("18446744073709551615");
        QTest::newRow("demo") << (nim + QStringList{"--opponent", "demo", "--level", "random"})
                              << QString() << int(Level::Random) << QString();
        QTest::newRow("bad level")
            << (nim + QStringList{"--level", "expert"})
            << QString("--level takes perfect, strong, learner, random or coach, not \"expert\"")
            << perfect << QString();
        QTest::newRow("level in capitals") << (nim + QStringList{"--level", "Strong"})
                                           << QString("not \"Strong\"") << perfect << QString();
        QTest::newRow("seed too big")
            << (nim + QStringList{"--seed", "18446744073709551616"})
            << QString("--seed takes a whole number from 0 to 18446744073709551615, not "
                       "\"18446744073709551616\"")
            << perfect << QString();
        QTest::newRow("seed negative")
            << (nim + QStringList{"--seed", "-1"}) << QString("not \"-1\"") << perfect << QString();
        QTest::newRow("seed word") << (nim + QStringList{"--seed", "lucky"})
                                   << QString("not \"lucky\"") << perfect << QString();
        QTest::newRow("level without game")
            << QStringList{"grundy", "--level", "strong"} << QString("--level needs --game")
            << perfect << QString();
        QTest::newRow("seed without game")
            << QStringList{"grundy", "--seed", "4"} << QString("--seed needs --game") << perfect
            << QString();
        QTest::newRow("level for two people")
            << (nim + QStringList{"--opponent", "human", "--level", "strong"})
            << QString("--level only applies when a computer plays") << perfect << QString();
    }
    void commandLine() {
        QFETCH(QStringList, args);
        QFETCH(QString, problem);
        QFETCH(int, level);
        QFETCH(QString, seed);
        const LaunchRequest r = parseCommandLine(args);
        if (!problem.isEmpty()) {
            QCOMPARE(int(r.action), int(LaunchRequest::Action::Fail));
            QVERIFY2(r.message.contains(problem), qPrintable(r.message));
            return;
        }
        QCOMPARE(int(r.action), int(LaunchRequest::Action::Run));
        QVERIFY(r.setup);
        QCOMPARE(int(r.setup->level), level);
        QCOMPARE(r.setup->seed.has_value(), !seed.isEmpty());
        if (r.setup->seed) QCOMPARE(QString::number(*r.setup->seed), seed);
    }

    void helpNamesTheOptions() {
        const LaunchRequest r = parseCommandLine({"grundy", "--help"});
        QVERIFY(r.message.contains("--level <perfect|strong|learner|random|coach>"));
        QVERIFY(r.message.contains("--seed <N>"));
    }

    // The level combo: every level, remembered, and off for two people.
    void newGameDialogLevel() {
        {
            NewGameDialog dialog;
            QComboBox* combo = dialog.form()->levelCombo;
            QCOMPARE(combo->count(), int(kLevels.size()));
            QCOMPARE(combo->currentText(), QString("Perfect"));
            QVERIFY(!combo->itemData(1, Qt::ToolTipRole).toString().isEmpty());
            dialog.form()->opponentCombo->setCurrentIndex(1); // a second person
            QVERIFY(!combo->isEnabled());
            dialog.form()->opponentCombo->setCurrentIndex(0);
            QVERIFY(combo->isEnabled());
            combo->setCurrentIndex(combo->findText("Learner"));
            dialog.accept();
            QCOMPARE(int(dialog.setup().level), int(Level::Learner));
            QVERIFY(!dialog.setup().seed); // the window draws one
        }
        QCOMPARE(Settings::value(Settings::kNewGameLevel).toString(), QString("learner"));
        NewGameDialog again;
        QCOMPARE(again.form()->levelCombo->currentText(), QString("Learner"));
    }

    // "From a position I can win / must lose": the random start has that outcome for the
    // person, whoever moves first, in any game and at any size; the choice is remembered and
    // only offered for a random start against the computer.
    void newGameDialogOutcome_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("first");   // the first-move combo: you, the computer
        QTest::addColumn<int>("outcome"); // the outcome combo: any, win, lose
        for (const char* game : {"nim", "wythoff", "bash", "lasker", "northcott"})
            for (const int size : {12, 1000000})
                for (const int first : {0, 1})
                    for (const int outcome : {1, 2})
                        QTest::addRow("%s up to %d, %s first, %s", game, size,
                                      first ? "computer" : "you", outcome == 1 ? "win" : "lose")
                            << QString(game) << size << first << outcome;
    }
    void newGameDialogOutcome() {
        QFETCH(QString, game);
        QFETCH(int, size);
        QFETCH(int, first);
        QFETCH(int, outcome);
        for (int trial = 0; trial < 10; ++trial) {
            NewGameDialog dialog;
            dialog.setGame(*gameFromId(game.toStdString()));
            dialog.form()->randomRadio->setChecked(true);
            dialog.form()->sizeSpin->setValue(size);
            dialog.form()->firstCombo->setCurrentIndex(first);
            dialog.form()->outcomeCombo->setCurrentIndex(outcome);
            QVERIFY(dialog.form()->outcomeCombo->isEnabled());
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            const GameSetup setup = dialog.setup();
            QCOMPARE(setup.players[first], Seat::Human);
            // The player to move first wins an N-position.
            const bool personWins = (grundy::outcome(setup.start) == Outcome::N) == (first == 0);
            QCOMPARE(personWins, outcome == 1);
            if (game != "northcott")
                for (const Natural& n : numbersOf(setup.start))
                    QVERIFY(n <= size);
        }
        QCOMPARE(Settings::value(Settings::kNewGameOutcome).toString(),
                 QString(outcome == 1 ? "win" : "lose"));
        NewGameDialog again;
        QCOMPARE(again.form()->outcomeCombo->currentIndex(), outcome);
        // Typed in, or no person against the computer: no "you" to win.
        again.form()->typedRadio->setChecked(true);
        QVERIFY(!again.form()->outcomeCombo->isEnabled());
        again.form()->randomRadio->setChecked(true);
        QVERIFY(again.form()->outcomeCombo->isEnabled());
        for (const int opponent : {1, 2}) {
            again.form()->opponentCombo->setCurrentIndex(opponent);
            QVERIFY(!again.form()->outcomeCombo->isEnabled());
        }
    }

    void sidePanelShowsTheLevel_data() {
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("text");
        QTest::newRow("perfect") << int(Level::Perfect) << "Computer: Perfect";
        QTest::newRow("strong") << int(Level::Strong) << "Computer: Strong";
        QTest::newRow("learner") << int(Level::Learner) << "Computer: Learner";
        QTest::newRow("random") << int(Level::Random) << "Computer: Random";
        QTest::newRow("coach") << int(Level::Coach) << "Computer: Coach";
    }
    void sidePanelShowsTheLevel() {
        QFETCH(int, level);
        QFETCH(QString, text);
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(nimGame({3, 4, 5}, Level(level)));
        QCOMPARE(inwindow::sidePanel(w)->computerLabel()->text(), text);
        QVERIFY(!inwindow::sidePanel(w)->computerLabel()->isHidden());
        // Two people: no computer, no line.
        w.startGame(nimGame({3, 4, 5}, Level(level), {}, {Seat::Human, Seat::Human}));
        QVERIFY(inwindow::sidePanel(w)->computerLabel()->isHidden());
    }

    // A demonstration with one seed is the same game every time; another seed, another.
    void sameSeedSameGame() {
        const auto first = demoMoves(Level::Random, 42);
        QVERIFY(!first.empty());
        QVERIFY(demoMoves(Level::Random, 42) == first);
        QVERIFY(demoMoves(Level::Random, 43) != first);
        QVERIFY(demoMoves(Level::Learner, 7) == demoMoves(Level::Learner, 7));
    }

    // The computer's reply to a move is the same after undo and the same move again.
    void undoReplaysTheSameReply() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(nimGame({10, 20, 30, 40}, Level::Random, 5));
        const AnyMove mine = nim::Move{0, 1};
        QVERIFY(w.session()->playHumanMove(mine));
        QTRY_COMPARE(w.session()->history().size(), std::size_t(2));
        const AnyMove reply = w.session()->history()[1].move;
        w.session()->undo();
        QCOMPARE(w.session()->history().size(), std::size_t(0));
        QVERIFY(w.session()->playHumanMove(mine));
        QTRY_COMPARE(w.session()->history().size(), std::size_t(2));
        QVERIFY(w.session()->history()[1].move == reply);
    }

    // A drawn seed is kept for the saved game; opening it brings back level and seed;
    // a file from before the levels opens as Perfect.
    void savedGameKeepsLevelAndSeed() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(nimGame({3, 4, 5}, Level::Strong));
        const u64 seed = w.session()->computerPlay().seed;
        const GameRecord record = w.session()->record();
        QVERIFY(record.computer);
        QCOMPARE(int(record.computer->level), int(Level::Strong));
        QCOMPARE(record.computer->seed, seed);
        const std::string text = toJson(record);
        QVERIFY(text.find("\"computer\": {\"level\":\"strong\",\"seed\":\"" + std::to_string(seed) +
                          "\"}") != std::string::npos);

        MainWindow other;
        other.session()->load(parseRecord(text));
        QCOMPARE(int(other.session()->computerPlay().level), int(Level::Strong));
        QCOMPARE(other.session()->computerPlay().seed, seed);
        QCOMPARE(inwindow::sidePanel(other)->computerLabel()->text(), QString("Computer: Strong"));

        GameRecord old = record;
        old.computer.reset();
        other.session()->load(parseRecord(toJson(old)));
        QCOMPARE(int(other.session()->computerPlay().level), int(Level::Perfect));
        // Two people: nothing to record.
        w.startGame(nimGame({3, 4, 5}, Level::Strong, 1, {Seat::Human, Seat::Human}));
        QVERIFY(!w.session()->record().computer);
    }

    // The Coach: a mistake (N-position to N-position) stops the computer and shows a
    // winning move and why above the board, without moving the board; Continue lets the
    // computer reply. A good move shows nothing.
    void coachStopsAfterAMistake() {
        MainWindow w;
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setComputerDelay(0);
        w.startGame(nimGame({1, 2, 4}, Level::Coach)); // nim-sum 7: the person can win
        CoachBar* coach = inwindow::coachBar(w);
        QTRY_VERIFY(coach->isVisible()); // its room is kept from the start
        QVERIFY(!coach->isNoteShown() && !coach->noteLabel()->isVisible());
        QTRY_VERIFY(inwindow::board(w)->isVisible() && inwindow::board(w)->width() > 200); // laid out
        QCoreApplication::processEvents();
        const QRect board = QRect(inwindow::board(w)->mapTo(&w, QPoint(0, 0)), inwindow::board(w)->size());

        // A mistake: taking the one stone leaves 2 and 4, nim-sum 6 (an N-position).
        QVERIFY(w.session()->playHumanMove(nim::Move{0, 1}));
        QVERIFY(coach->isNoteShown());
        QTRY_VERIFY(coach->noteLabel()->isVisible());
        QVERIFY(coach->continueButton()->isVisible());
        QVERIFY2(coach->noteLabel()->text().contains("A winning move was: take 1 from pile 3"),
                 qPrintable(coach->noteLabel()->text()));
        QVERIFY(coach->noteLabel()->text().contains("Why: "));
        QVERIFY(inwindow::sidePanel(w)->turnLabel()->text().contains("coach"));
        // Nothing under the pointer moved (once the window's layout has settled: the side
        // panel's new lines are laid out by a posted event).
        QTRY_COMPARE(QRect(inwindow::board(w)->mapTo(&w, QPoint(0, 0)), inwindow::board(w)->size()), board);
        // The computer waits for Continue.
        QVERIFY(duetimers::fireTimersDueWithin(w.session()->computerDelay()));
        QCOMPARE(w.session()->history().size(), std::size_t(1));

        QTest::mouseClick(coach->continueButton(), Qt::LeftButton, {},
                          coach->continueButton()->rect().center());
        QVERIFY(!coach->isNoteShown());
        QTRY_COMPARE(w.session()->history().size(), std::size_t(2));
        QVERIFY(!coach->noteLabel()->isVisible());
        QCOMPARE(inwindow::board(w)->mapTo(&w, QPoint(0, 0)).y(), board.y()); // the bar keeps its room

        // A lost position: every move is forced, no note.
        w.startGame(nimGame({1, 2, 3}, Level::Coach));
        QVERIFY(w.session()->playHumanMove(nim::Move{2, 1}));
        QVERIFY(!coach->isNoteShown());
        QTRY_COMPARE(w.session()->history().size(), std::size_t(2));
        // A winning move: no note either.
        w.startGame(nimGame({1, 2, 4}, Level::Coach));
        QVERIFY(w.session()->playHumanMove(nim::Move{2, 1}));
        QVERIFY(!coach->isNoteShown());
        QTRY_COMPARE(w.session()->history().size(), std::size_t(2));
    }

    // Undo instead of Continue: the note goes and the person moves again, unpaused.
    void coachNoteGoesWithUndo() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(nimGame({1, 2, 4}, Level::Coach));
        QVERIFY(w.session()->playHumanMove(nim::Move{0, 1}));
        QVERIFY(inwindow::coachBar(w)->isNoteShown());
        inwindow::undoAction(w)->trigger();
        QVERIFY(!inwindow::coachBar(w)->isNoteShown());
        QVERIFY(!w.session()->isPaused());
        QVERIFY(w.session()->humanToMove());
        // Other levels never stop.
        w.startGame(nimGame({1, 2, 4}, Level::Perfect));
        QVERIFY(inwindow::coachBar(w)->isHidden());
        QVERIFY(w.session()->playHumanMove(nim::Move{0, 1}));
        QVERIFY(!inwindow::coachBar(w)->isNoteShown());
        QTRY_COMPARE(w.session()->history().size(), std::size_t(2));
    }
};

QTEST_MAIN(TestLevels)
#include "tst_levels.moc"
