// SPDX-License-Identifier: MIT
// Treblecross's board driven as a person would: a click on a cell, hover, keys, and what a
// click on an X says; Move Values' marks against the core; screen readers' parts; a board
// of 1000 cells wraps into lines that fit.
#include "games/treblecross/cellsview.h"

#include "boards/movemarks.h"
#include "core/games/treblecross/treblecross.h"

#include <QSignalSpy>
#include <QtTest>

using grundy::AnyMove;
namespace tc = grundy::treblecross;

namespace {

void show(CellsView& view, const tc::Position& p, QSize size = {640, 240}) {
    view.setPosition(grundy::AnyPosition(p));
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
}

std::size_t cellOf(const QSignalSpy& spy) {
    return std::get<tc::Move>(spy.last().at(0).value<AnyMove>()).cell;
}

} // namespace

class TstCellsView : public QObject {
    Q_OBJECT
private slots:
    void clickWritesX() {
        CellsView view;
        show(view, tc::Position{"....X......"});
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseMove(&view, view.cellCenter(7));
        QTRY_COMPARE(view.caption(), QString("write X in cell 8"));
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(7));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(cellOf(spy), std::size_t(7));
        // A cell holding an X says so and moves nothing.
        QTest::mouseMove(&view, view.cellCenter(4));
        QTRY_COMPARE(view.caption(), QString("Cell 5 already holds an X."));
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(4));
        QCOMPARE(spy.count(), 1);
    }

    void keysChooseEmptyCells() {
        CellsView view;
        show(view, tc::Position{".X.X."});
        view.setFocus();
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::keyClick(&view, Qt::Key_Right); // the first empty cell
        QCOMPARE(view.cursor(), std::optional<std::size_t>(0));
        QTest::keyClick(&view, Qt::Key_Right); // over the X
        QCOMPARE(view.cursor(), std::optional<std::size_t>(2));
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(cellOf(spy), std::size_t(2));
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(view.cursor(), std::nullopt);
    }

    void notInteractive() {
        CellsView view;
        show(view, tc::Position{"........"});
        view.setIdleText("Waiting.");
        view.setInteractive(false);
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(3));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(view.caption(), QString("Waiting."));
    }

    /// With Move Values on, every empty cell is marked as the core judges it.
    void moveValuesAgreeWithTheCore() {
        CellsView view;
        const tc::Position p{"...X........"};
        show(view, p);
        MoveValuesSwitch::instance().setOn(true);
        const std::vector<tc::Move> winning = tc::winningMoves(p);
        QVERIFY(!winning.empty());
        for (std::size_t c = 0; c < p.board.size(); ++c) {
            const MoveValue v = view.markedValue(AnyMove(tc::Move{c}));
            if (p.board[c] == 'X') {
                QCOMPARE(v, MoveValue::None);
                continue;
            }
            const bool wins = std::find(winning.begin(), winning.end(), tc::Move{c}) != winning.end();
            QCOMPARE(v, wins ? MoveValue::Winning : MoveValue::Losing);
            QVERIFY(view.partText(int(c)).endsWith(wins ? "winning move" : "losing move"));
        }
        MoveValuesSwitch::instance().setOn(false);
        QCOMPARE(view.markedValue(AnyMove(winning.front())), MoveValue::None);
    }

    void partsForScreenReaders() {
        CellsView view;
        show(view, tc::Position{"..X.."});
        QCOMPARE(view.partCount(), 5);
        QCOMPARE(view.partText(2), QString("Cell 3, X"));
        QCOMPARE(view.partText(0), QString("Cell 1, empty"));
        QVERIFY(view.partRect(4).contains(view.cellCenter(4)));
        QVERIFY(view.partsAreCells());
    }

    /// 1000 cells wrap into lines inside the board; every cell is drawn where it is clicked.
    void longBoardsWrap() {
        CellsView view;
        show(view, tc::Position{std::string(1000, '.')}, {800, 600});
        const QRect last = view.partRect(999);
        QVERIFY(last.right() <= view.width());
        QVERIFY(view.partRect(0).top() < last.top());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(999));
        QCOMPARE(cellOf(spy), std::size_t(999));
        QVERIFY(view.heightForWidth(800) >= last.bottom());
    }
};

QTEST_MAIN(TstCellsView)
#include "tst_cellsview.moc"
