// SPDX-License-Identifier: MIT
// Whole games through the window: for each game the person asks for a
// hint, makes exactly that move by clicking the board, and wins against the computer.
#include "windowparts.h"
#include "boards/pilerules.h"
#include "boards/pileview.h"
#include "core/games/catalogue.h"
#include "gamehooks.h"
#include "games/dag/graphview.h"
#include "games/gamehome.h"
#include "games/northcott/northcottview.h"
#include "games/octal/pinsview.h"
#include "games/redistribution/redistributionview.h"
#include "games/staircase/stripview.h"
#include "games/sum/sumview.h"
#include "games/treblecross/cellsview.h"
#include "core/games/sum/component.h"
#include "testsettings.h"
#include "window/mainwindow.h"

#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QToolButton>
#include <QtTest>

#include <functional>

using namespace grundy;

namespace {

using Clicker = std::function<void(BoardView*, const AnyPosition&, const AnyMove&)>;

// Clicks stone `index` (0 = bottom) of `pile`, which takes it and every stone above it.
void clickStone(PileView* view, int pile, int index) {
    const QRect r = view->stoneRect(pile, index);
    QVERIFY2(!r.isEmpty(), qPrintable(QString("no stone %1 in pile %2").arg(index).arg(pile)));
    QTest::mouseMove(view, r.center());
    QTest::mouseClick(view, Qt::LeftButton, {}, r.center());
}

// Bash, Nim, Wythoff and Fibonacci Nim: take `take` from a column holding `count` stones.
void takeFromColumn(PileView* view, int pile, const Natural& count, const Natural& take) {
    QVERIFY(view->drawsStones());
    clickStone(view, pile, int(Natural(count - take).get_si()));
}

// Any pile game, through the rules its home hands the board: the move takes from the "both
// piles" ladder, or from one pile, or splits one (Split on, point at the lowest stone of the
// smaller part, on top, read the preview, click), so a new pile game needs nothing here.
void clickPiles(BoardView* board, const AnyPosition& p, const AnyMove& m) {
    auto* view = qobject_cast<PileView*>(board);
    QVERIFY(view);
    const PileRules* rules = homeOf(kindOf(p)).pileRules();
    QVERIFY(rules);
    const std::vector<Natural> piles = rules->piles(p);
    std::vector<int> columns;
    if (rules->hasLadder()) columns.push_back(PileRules::kBoth);
    for (int c = 0; c < int(piles.size()); ++c)
        columns.push_back(c);
    for (const int c : columns) {
        if (const Natural part = rules->splitPartOf(m, c); part > 0) {
            QVERIFY(view->splitButton()->isVisible());
            QTest::mouseClick(view->splitButton(), Qt::LeftButton);
            QVERIFY(view->splitMode());
            const QPoint at = view->stoneRect(c, int(Natural(piles[c] - part).get_si())).center();
            QTest::mouseMove(view, at);
            QTRY_VERIFY(
                view->caption().startsWith(QString("split %1 into").arg(rules->pileName(c))));
            QTest::mouseClick(view, Qt::LeftButton, {}, at);
            return;
        }
        // A rung of the ladder takes the same from both piles (the board reads a move so too:
        // one pile's take alone is no rung).
        if (c == PileRules::kBoth) {
            if (rules->takesFromBoth(m))
                return takeFromColumn(view, c, std::min(piles[0], piles[1]),
                                      rules->takenFrom(m, 0));
        } else if (const Natural take = rules->takenFrom(m, c); take > 0) {
            return takeFromColumn(view, c, piles[c], take);
        }
    }
    QFAIL("the move takes from no column and splits no pile");
}

// Presses a tool button `times` times.
void press(QToolButton* button, const Natural& times) {
    QVERIFY(button && button->isEnabled());
    for (Natural i = 0; i < times; ++i)
        QTest::mouseClick(button, Qt::LeftButton);
}

void clickRedistribution(BoardView* board, const AnyPosition& position, const AnyMove& m) {
    auto* view = qobject_cast<RedistributionView*>(board);
    QVERIFY(view);
    const auto& move = std::get<redistribution::Move>(m);
    const int src = int(move.pile);
    const Natural& size = std::get<redistribution::Position>(position).piles[src];
    if (view->drawsStones()) {
        // The lowest stone the hint outlines: it and those above it leave the game.
        const int stone = int(Natural(size - move.removed).get_si());
        QTest::mouseClick(view, Qt::LeftButton, {}, view->stoneRect(src, stone).center());
        QCOMPARE(view->source(), src);
        QCOMPARE(view->amountEdit(src)->text(), QString::fromStdString(toString(move.removed)));
    } else {
        // Clicking the pile makes it the source with one stone removed.
        QTest::mouseClick(view, Qt::LeftButton, {}, view->pileRect(src).center());
        QCOMPARE(view->source(), src);
        QCOMPARE(view->amountEdit(src)->text(), QString("1"));
        press(view->plusButton(src), move.removed - 1);
    }
    for (const auto& [to, stones] : move.gifts)
        press(view->plusButton(int(to)), stones);
    QVERIFY(view->preparedMove() == move);
    QVERIFY(view->confirmButton()->isEnabled());
    QTest::mouseClick(view->confirmButton(), Qt::LeftButton);
}

void clickStrip(BoardView* board, const AnyPosition&, const AnyMove& m) {
    auto* view = qobject_cast<StripView*>(board);
    QVERIFY(view);
    QVERIFY(!view->isCompressed());
    const auto& move = std::get<staircase::Move>(m);
    const QPoint chip = view->chipCenter(int(move.chip));
    const QPoint target = view->cellCenter(move.to);
    QVERIFY(!chip.isNull() && !target.isNull());
    QTest::mouseClick(view, Qt::LeftButton, {}, chip);
    QCOMPARE(view->selectedChip(), int(move.chip));
    QTest::mouseMove(view, target);
    QTest::mouseClick(view, Qt::LeftButton, {}, target);
}

// Northcott's game: in even rows a click on the target square alone (the row's own piece
// goes there); in odd rows the piece first, then the square.
void clickNorthcott(BoardView* board, const AnyPosition&, const AnyMove& m) {
    auto* view = qobject_cast<NorthcottView*>(board);
    QVERIFY(view);
    const auto& move = std::get<northcott::Move>(m);
    const int row = int(move.row);
    const QPoint target = view->squareCenter(row, move.to);
    QVERIFY(!target.isNull());
    if (row % 2 == 1) {
        const QPoint piece =
            view->squareCenter(row, view->position().rows[move.row].of(move.piece));
        QTest::mouseClick(view->canvas(), Qt::LeftButton, {}, piece);
        QCOMPARE(view->selectedRow(), row);
    }
    QTest::mouseMove(view->canvas(), target);
    QTest::mouseClick(view->canvas(), Qt::LeftButton, {}, target);
}

void clickGraph(BoardView* board, const AnyPosition& p, const AnyMove& m) {
    auto* view = qobject_cast<GraphView*>(board);
    QVERIFY(view);
    const auto& move = std::get<dag::Move>(m);
    const std::size_t from = std::get<dag::Position>(p).chessmen.at(move.chessman);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->vertexCenter(from));
    QCOMPARE(view->selectedVertex(), int(from));
    const auto lit = view->litVertices();
    QVERIFY(std::find(lit.begin(), lit.end(), move.to) != lit.end());
    QTest::mouseMove(view, view->vertexCenter(move.to));
    QTest::mouseClick(view, Qt::LeftButton, {}, view->vertexCenter(move.to));
}

// Treblecross: a click on the cell (pointing at it first shows the X it would get).
void clickCells(BoardView* board, const AnyPosition&, const AnyMove& m) {
    auto* view = qobject_cast<CellsView*>(board);
    QVERIFY(view);
    const std::size_t cell = std::get<treblecross::Move>(m).cell;
    QTest::mouseMove(view, view->cellCenter(cell));
    QTRY_VERIFY(view->caption().contains(QString::number(cell + 1)));
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(cell));
}

// The octal games: press on the first pin, drag to the last and release (one pin: a click);
// a split, a click between its two pins.
void clickPins(BoardView* board, const AnyPosition&, const AnyMove& m) {
    auto* view = qobject_cast<PinsView*>(board);
    QVERIFY(view);
    const auto& move = std::get<octal::Move>(m);
    const int row = int(move.row);
    if (move.isCut()) {
        const QPoint at = view->gapCenter(row, move.start);
        QVERIFY(!at.isNull());
        QTest::mouseMove(view, at);
        QVERIFY(view->chosenMove() == move);
        QTest::mouseClick(view, Qt::LeftButton, {}, at);
        return;
    }
    const QPoint first = view->pinCenter(row, move.start + 1);
    const QPoint last = view->pinCenter(row, move.start + move.width);
    QVERIFY(!first.isNull() && !last.isNull());
    QTest::mousePress(view, Qt::LeftButton, {}, first);
    QTest::mouseMove(view, last);
    QVERIFY(view->chosenMove() == move);
    QTest::mouseRelease(view, Qt::LeftButton, {}, last);
}

Clicker clickerFor(BoardView* board);

// A sum of games: the move in its component, clicked on that component's own board.
void clickSum(BoardView* board, const AnyPosition& p, const AnyMove& m) {
    auto* view = qobject_cast<SumView*>(board);
    QVERIFY(view);
    const auto& move = std::get<sum::Move>(m);
    BoardView* own = view->componentBoard(int(move.component));
    QVERIFY(own);
    const Clicker click = clickerFor(own);
    QVERIFY(click);
    click(own, sum::componentAt(std::get<sum::Position>(p), move.component), move.move->move);
}

/// How to click the move on the board the window shows: by the board's kind, not the game's.
Clicker clickerFor(BoardView* board) {
    if (qobject_cast<PileView*>(board)) return clickPiles;
    if (qobject_cast<RedistributionView*>(board)) return clickRedistribution;
    if (qobject_cast<StripView*>(board)) return clickStrip;
    if (qobject_cast<NorthcottView*>(board)) return clickNorthcott;
    if (qobject_cast<GraphView*>(board)) return clickGraph;
    if (qobject_cast<PinsView*>(board)) return clickPins;
    if (qobject_cast<CellsView*>(board)) return clickCells;
    if (qobject_cast<SumView*>(board)) return clickSum;
    return nullptr;
}

} // namespace

class TstPlaythrough : public QObject {
    Q_OBJECT

    // Plays `start` to the end, the person following every hint by clicking.
    void playThrough(const AnyPosition& start, Level level = Level::Perfect) {
        QVERIFY(outcome(start) == Outcome::N);
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(GameSetup{start, {Seat::Human, Seat::Computer}, level, u64(7)});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        GameSession* s = w.session();
        const Clicker click = clickerFor(inwindow::board(w));
        QVERIFY2(click, "no way to click on this game's board");
        for (int turn = 0; turn < 200; ++turn) {
            QTRY_VERIFY(s->humanToMove() || s->isOver());
            if (s->isOver()) break;
            const AnyPosition before = s->position();
            inwindow::hintAction(w)->trigger();
            const auto hint = s->hint();
            QVERIFY2(hint, "the person should always be winning");
            const std::size_t made = s->history().size();
            click(inwindow::board(w), before, *hint);
            if (QTest::currentTestFailed()) return;
            // The clicks made exactly the hinted move.
            QTRY_VERIFY(s->history().size() > made);
            const GameSession::Entry& e = s->history()[made];
            QCOMPARE(e.by, 0);
            QVERIFY(e.move == *hint);
            QVERIFY(e.before == before);
            QVERIFY(e.after == apply(before, *hint));
            if (s->isOver()) QVERIFY(s->position() == apply(before, *hint));
        }
        QVERIFY(s->isOver());
        QVERIFY(!s->history().empty());
        QCOMPARE(s->winner(), std::optional<int>(0));
        QTRY_VERIFY(inwindow::gameOverBox(w) != nullptr);
        QVERIFY(inwindow::gameOverBox(w)->text().contains("You won"));
        // Misère play: the computer is left the last stone, and the words say so.
        if (conventionOf(start) == Convention::Misere)
            QVERIFY2(inwindow::gameOverBox(w)->text().contains("Your opponent took the last stone."),
                     qPrintable(inwindow::gameOverBox(w)->text()));
    }

private slots:
    // Every test function starts from the default settings (testsettings.h).
    void init() { testsettings::clear(); }

    // Every game's starts (its test hooks), each played to the end.
    void play_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("index"); // in the game's playthroughs
        for (GameKind kind : allGameKinds()) {
            const auto& starts = testhooks::hooksOf(kind).playthroughs;
            for (std::size_t i = 0; i < starts.size(); ++i)
                QTest::newRow(starts[i].name) << int(kind) << int(i);
        }
    }
    void play() {
        QFETCH(int, kind);
        QFETCH(int, index);
        playThrough(testhooks::hooksOf(GameKind(kind)).playthroughs[index].start);
    }
    // The take-and-break games, every named code, a code of no name and Treblecross, each
    // against every level of the computer: whatever it plays, the hints win.
    void takeAndBreakAgainstEveryLevel_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("level");
        const std::vector<std::pair<const char*, const char*>> games{
            {"kayles", "0.77"}, {"dawson-kayles", "0.07"}, {"dawson-chess", "0.137"},
            {"grundys-game", "4!.0"}, {"octal", "0.156"}, {"treblecross", ""}};
        for (const auto& [game, code] : games)
            for (const Level level : {Level::Perfect, Level::Strong, Level::Learner, Level::Random,
                                      Level::Coach})
                QTest::newRow(qPrintable(QString("%1 %2").arg(game).arg(int(level))))
                    << QString(game) << QString(code) << int(level);
    }
    void takeAndBreakAgainstEveryLevel() {
        QFETCH(QString, game);
        QFETCH(QString, code);
        QFETCH(int, level);
        // The first start of a few that the player to move wins.
        std::optional<AnyPosition> start;
        for (long a = 5; a < 12 && !start; ++a) {
            const AnyPosition p =
                code.isEmpty() ? makePosition(GameKind::Treblecross, {Natural(a + 6)}, {})
                               : makePosition(GameKind::Octal, {Natural(a), Natural(a + 3)},
                                              {{"code", code.toStdString()}});
            if (outcome(p) == Outcome::N) start = p;
        }
        QVERIFY2(start, qPrintable(game));
        playThrough(*start, Level(level));
    }

    void fibonacciNimLimit() {
        // The board says what the last move took and lets only the allowed takes through.
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(
            GameSetup{fibonaccinim::startPosition(Natural(20)), {Seat::Human, Seat::Computer}});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        GameSession* s = w.session();
        auto* view = qobject_cast<PileView*>(inwindow::board(w));
        QVERIFY(view);
        QVERIFY(view->caption().startsWith("The first move may take 1 to 19: all but one stone."));
        QVERIFY(view->stoneRect(1, 0).isEmpty()); // the limit is not a pile
        takeFromColumn(view, 0, 20, 2);           // (18, 4): 13 + 5, lost for the computer
        QTRY_VERIFY(s->humanToMove());
        const auto& p = std::get<fibonaccinim::Position>(s->position());
        QCOMPARE(p, (fibonaccinim::Position{17, 2})); // the computer took 1
        QVERIFY2(view->caption().startsWith("The last move took 1, so this move may take 1 to 2."),
                 qPrintable(view->caption()));
        const std::size_t made = s->history().size();
        clickStone(view, 0, 17 - 3); // 3 is over the limit: nothing happens
        QCOMPARE(s->history().size(), made);
        QVERIFY(view->caption().contains("is not allowed"));
        clickStone(view, 0, 17 - 2);
        QTRY_VERIFY(s->history().size() > made);
        QVERIFY(s->history()[made].move == AnyMove(fibonaccinim::Move{2}));
    }
    void northcottSayWhichColour() {
        // The computer starts: it plays black, the person white, and the window says so.
        MainWindow w;
        w.setComputerDelay(0);
        const AnyPosition start =
            northcott::fromNumbers({Natural(2), Natural(6), Natural(7), Natural(3)}, Natural(8));
        w.startGame(GameSetup{start, {Seat::Computer, Seat::Human}});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY(w.session()->humanToMove());
        auto* view = qobject_cast<NorthcottView*>(inwindow::board(w));
        QVERIFY(view);
        QCOMPARE(view->position().toMove, northcott::Colour::White);
        QVERIFY2(view->caption().startsWith("You play white"), qPrintable(view->caption()));
        // A click on a black piece is refused in words, and nothing moves.
        const std::size_t made = w.session()->history().size();
        QTest::mouseClick(view->canvas(), Qt::LeftButton, {},
                          view->squareCenter(0, view->position().rows[0].black));
        QVERIFY2(view->caption().contains("black pieces are the other player's"),
                 qPrintable(view->caption()));
        QCOMPARE(w.session()->history().size(), made);
    }
};

QTEST_MAIN(TstPlaythrough)
#include "tst_playthrough.moc"
