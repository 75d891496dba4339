// SPDX-License-Identifier: MIT
// The Value History dock through the window: the rows of a played game (who was to move,
// P or N, the SG value, each mistake marked), a click on a row taking the game back to that
// turn, a demonstration filling it in, its export, and its place in View and in the settings.

#include "windowparts.h"
#include "common/settings.h"
#include "history/valuehistorymodel.h"
#include "history/valuehistorypanel.h"
#include "testsettings.h"
#include "window/mainwindow.h"
#include "window/remotenessline.h"
#include "window/windowsettings.h"

#include <QDockWidget>
#include <QRegularExpression>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using grundy::Natural;
using grundy::Seat;
using grundy::Verdict;

namespace {

grundy::nim::Position nim(std::vector<Natural> piles, bool misere = false) {
    return {std::move(piles), misere ? grundy::Convention::Misere : grundy::Convention::Normal};
}

/// Nim 1, 2, 4 between two people: a winning move, a forced one, a mistake, a winning one.
void playKnownGame(MainWindow& w) {
    w.startGame(GameSetup{nim({1, 2, 4}), {Seat::Human, Seat::Human}});
    GameSession* s = w.session();
    QVERIFY(s->playHumanMove(grundy::nim::Move{2, 1})); // 1 2 3: P
    QVERIFY(s->playHumanMove(grundy::nim::Move{0, 1})); // 0 2 3: N (forced)
    QVERIFY(s->playHumanMove(grundy::nim::Move{1, 1})); // 0 1 3: N (a mistake)
    QVERIFY(s->playHumanMove(grundy::nim::Move{2, 2})); // 0 1 1: P
}

/// Remoteness from its definition (0 with no move; the winner hurries, the loser holds
/// out), for the small positions of the known game.
int remotenessByDefinition(const grundy::AnyPosition& p) {
    const auto moves = grundy::legalMoves(p);
    if (moves.empty()) return 0;
    const bool winner = grundy::outcome(p) == grundy::Outcome::N;
    int best = winner ? 1 << 30 : 0;
    for (const grundy::AnyMove& m : moves) {
        const grundy::AnyPosition next = grundy::apply(p, m);
        if (winner && grundy::outcome(next) != grundy::Outcome::P) continue;
        const int r = remotenessByDefinition(next);
        best = winner ? std::min(best, r) : std::max(best, r);
    }
    return 1 + best;
}

} // namespace

Q_DECLARE_METATYPE(grundy::AnyPosition)

class TstValueHistory : public QObject {
    Q_OBJECT

private slots:
    void init() { testsettings::clear(); }

    void rowsOfAPlayedGame_data() {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("player");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("verdict"); // -1: no move made from this turn
        QTest::newRow("start") << 0 << "Player 1"
                               << "\u25CB N"
                               << "7" << int(Verdict::Winning);
        QTest::newRow("forced") << 1 << "Player 2"
                                << "\u25A0 P"
                                << "0" << int(Verdict::Forced);
        QTest::newRow("mistake") << 2 << "Player 1"
                                 << "\u25CB N"
                                 << "1" << int(Verdict::Mistake);
        QTest::newRow("winning") << 3 << "Player 2"
                                 << "\u25CB N"
                                 << "2" << int(Verdict::Winning);
        QTest::newRow("now") << 4 << "Player 1"
                             << "\u25A0 P"
                             << "0" << -1;
    }

    void rowsOfAPlayedGame() {
        QFETCH(int, row);
        QFETCH(QString, player);
        QFETCH(QString, outcome);
        QFETCH(QString, value);
        QFETCH(int, verdict);
        MainWindow w;
        playKnownGame(w);
        const ValueHistoryModel* m = inwindow::valueHistory(w)->model();
        QCOMPARE(m->rowCount(), 5);
        QCOMPARE(m->text(row, ValueHistoryModel::TurnColumn), QString::number(row + 1));
        QCOMPARE(m->text(row, ValueHistoryModel::PlayerColumn), player);
        QCOMPARE(m->text(row, ValueHistoryModel::OutcomeColumn), outcome);
        QCOMPARE(m->text(row, ValueHistoryModel::ValueColumn), value);
        const auto history = w.session()->history();
        const grundy::AnyPosition at = std::size_t(row) < history.size()
                                           ? history[std::size_t(row)].before
                                           : w.session()->position();
        // Counted on the session's worker thread: "…" until then.
        QTRY_COMPARE(m->text(row, ValueHistoryModel::RemotenessColumn),
                     QString::number(remotenessByDefinition(at)));
        const auto v = m->verdict(row);
        QCOMPARE(v ? int(*v) : -1, verdict);
        QCOMPARE(m->text(row, ValueHistoryModel::VerdictColumn),
                 v ? ValueHistoryModel::verdictText(*v) : QString());
        // A mistake is marked by its word and in bold, not by colour alone.
        const QModelIndex cell = m->index(row, ValueHistoryModel::MoveColumn);
        QCOMPARE(m->data(cell, Qt::FontRole).value<QFont>().bold(),
                 verdict == int(Verdict::Mistake));
        QCOMPARE(m->text(row, ValueHistoryModel::MoveColumn).isEmpty(), verdict == -1);
    }

    // The history shows the remoteness the side panel's line says, turn by turn (issue 19,
    // item 5: Lasker's Nim 3 5 7 said "You can win in 13 moves" beside a "—" in row 1; the
    // history searched with limits a hundred times smaller). Then every row is known.
    void remotenessAsTheLineSaysIt_data() {
        QTest::addColumn<grundy::AnyPosition>("start");
        QTest::newRow("lasker 3 5 7")
            << grundy::makePosition(grundy::GameKind::Lasker, {3, 5, 7}, {});
        QTest::newRow("nim 9 10 12")
            << grundy::makePosition(grundy::GameKind::Nim, {9, 10, 12}, {});
        QTest::newRow("redistribution 3 5 5 8")
            << grundy::makePosition(grundy::GameKind::Redistribution, {3, 5, 5, 8}, {});
    }
    void remotenessAsTheLineSaysIt() {
        QFETCH(grundy::AnyPosition, start);
        MainWindow w;
        w.startGame(GameSetup{start, {Seat::Human, Seat::Human}});
        const auto* line = w.findChild<RemotenessLine*>("remotenessLine");
        QVERIFY(line);
        const QRegularExpression number("(\\d+) moves?\\.");
        std::vector<QString> said;
        for (int turn = 0; turn < 4; ++turn) {
            QTRY_VERIFY_WITH_TIMEOUT(!line->isCounting(), 60'000);
            const QRegularExpressionMatch n = number.match(line->text());
            QVERIFY2(n.hasMatch(), qPrintable(line->text()));
            said.push_back(n.captured(1));
            const grundy::AnyPosition now = w.session()->position();
            QVERIFY(w.session()->playHumanMove(grundy::computerMove(now)));
        }
        const ValueHistoryModel* m = inwindow::valueHistory(w)->model();
        for (int row = 0; row < 4; ++row)
            QTRY_COMPARE_WITH_TIMEOUT(m->text(row, ValueHistoryModel::RemotenessColumn),
                                      said[std::size_t(row)], 60'000);
    }

    // Misère play has no SG value: a dash, never a number.
    void misereHasNoValue() {
        MainWindow w;
        w.startGame(GameSetup{nim({1, 2, 4}, true), {Seat::Human, Seat::Human}});
        QVERIFY(w.session()->playHumanMove(grundy::nim::Move{2, 1}));
        const ValueHistoryModel* m = inwindow::valueHistory(w)->model();
        QCOMPARE(m->rowCount(), 2);
        for (int row = 0; row < 2; ++row)
            QCOMPARE(m->text(row, ValueHistoryModel::ValueColumn), QStringLiteral("\u2014"));
    }

    // A click on a row, at its place on the screen, takes the game back to that turn; taking
    // moves back and playing on keeps the rows in step.
    void clickingATurnGoesBack() {
        MainWindow w;
        playKnownGame(w);
        inwindow::valueHistory(w)->dock()->show();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTableView* view = inwindow::valueHistory(w)->view();
        const QRect rect = view->visualRect(view->model()->index(1, 0));
        QVERIFY(view->viewport()->rect().contains(rect.center()));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        QTRY_COMPARE(w.session()->history().size(), std::size_t(1));
        QVERIFY(grundy::numbersOf(w.session()->position()) == (std::vector<Natural>{1, 2, 3}));
        QCOMPARE(view->model()->rowCount(), 2);
        // The turn now is not a way back.
        QVERIFY(!inwindow::valueHistory(w)->goToTurn(1));
        QVERIFY(w.session()->playHumanMove(grundy::nim::Move{1, 2})); // 1 0 3
        QCOMPARE(view->model()->rowCount(), 3);
        QCOMPARE(inwindow::valueHistory(w)->model()->text(2, ValueHistoryModel::ValueColumn),
                 QStringLiteral("2"));
        w.session()->undoStack()->redo(); // nothing to redo: the new move replaced the rest
        QCOMPARE(view->model()->rowCount(), 3);
    }

    // A hidden panel does no work at each move (no SG value is computed for it) and is up
    // to date as soon as it is read or shown.
    void hiddenPanelCatchesUp() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(GameSetup{nim({3, 5, 6}), {Seat::Computer, Seat::Computer}});
        QTRY_VERIFY(w.session()->isOver());
        const std::size_t moves = w.session()->history().size();
        ValueHistoryPanel* panel = inwindow::valueHistory(w);
        QVERIFY(panel->isBehind()); // followed nothing
        QCOMPARE(panel->view(), nullptr); // never shown: no table made
        QCOMPARE(panel->model()->rowCount(), int(moves) + 1);
        QVERIFY(!panel->isBehind());
        // Shown, the table is made with every row.
        panel->dock()->show();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(panel->view() && panel->view()->isVisible());
        QCOMPARE(panel->view()->model()->rowCount(), int(moves) + 1);
    }

    // Two computers playing each other fill the history in as they go, while it is shown
    // (a hidden panel catches up when it is next shown or read).
    void demonstrationFillsIn() {
        MainWindow w;
        inwindow::valueHistory(w)->dock()->show();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setComputerDelay(0);
        w.startGame(GameSetup{nim({3, 5, 6}), {Seat::Computer, Seat::Computer}});
        const ValueHistoryModel* m = inwindow::valueHistory(w)->model();
        QSignalSpy inserted(m, &QAbstractItemModel::rowsInserted);
        QTRY_VERIFY(w.session()->isOver());
        const std::size_t moves = w.session()->history().size();
        QVERIFY(moves >= 2);
        QCOMPARE(m->rowCount(), int(moves) + 1);
        QVERIFY(inserted.count() >= int(moves)); // a row at every move, not all at the end
        for (int row = 0; row < int(moves); ++row)
            QVERIFY(m->verdict(row) != Verdict::Mistake); // perfect play throws nothing away
    }

    void exportsPngAndSvg() {
        MainWindow w;
        playKnownGame(w);
        QTemporaryDir dir;
        QString error;
        const QString png = dir.filePath("history.png"), svg = dir.filePath("history.svg");
        QVERIFY2(inwindow::valueHistory(w)->exportPng(png, &error), qPrintable(error));
        QVERIFY2(inwindow::valueHistory(w)->exportSvg(svg, &error), qPrintable(error));
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.height() > image.width() / 10); // five rows and a header
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("mistake"));
    }

    /// An export counts every row's moves to the end first: no "…" for a row still being
    /// counted (Lasker's Nim is searched, on a worker thread, a position at a time).
    void exportWaitsForTheCount() {
        MainWindow w;
        w.startGame(GameSetup{grundy::makePosition(grundy::GameKind::Lasker, {3, 5, 6}, {}),
                              {Seat::Human, Seat::Human}});
        GameSession* s = w.session();
        for (int i = 0; i < 3; ++i)
            QVERIFY(s->playHumanMove(grundy::legalMoves(s->position()).back()));
        QTemporaryDir dir;
        const QString svg = dir.filePath("history.svg");
        QString error;
        QVERIFY2(inwindow::valueHistory(w)->exportSvg(svg, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(!text.contains(QChar(0x2026)), "a row not yet counted was exported as …");
        QVERIFY(inwindow::valueHistory(w)->model()->awaitRemoteness(0)); // all known: no wait
    }

    // Off by default, under View, and remembered like the other docks.
    void dockIsRemembered() {
        {
            MainWindow w;
            QVERIFY(inwindow::valueHistory(w)->dock()->isHidden());
            QAction* toggle = inwindow::valueHistory(w)->dock()->toggleViewAction();
            QVERIFY(w.menuBar()->actions().size() > 1);
            bool inView = false;
            for (QAction* menu : w.menuBar()->actions())
                if (menu->menu() && menu->menu()->actions().contains(toggle)) inView = true;
            QVERIFY(inView);
            toggle->trigger();
            QVERIFY(!inwindow::valueHistory(w)->dock()->isHidden());
            WindowSettings::save(w);
        }
        QCOMPARE(Settings::value(Settings::kValueHistoryPanel).toBool(), true);
        MainWindow again;
        QVERIFY(!inwindow::valueHistory(again)->dock()->isHidden());
    }
};

QTEST_MAIN(TstValueHistory)
#include "tst_valuehistory.moc"
