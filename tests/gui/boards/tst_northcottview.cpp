// SPDX-License-Identifier: MIT
// The board of Northcott's game driven as a person would: clicks on the drawn squares, a
// drag, hover and keys, checked by the moves the board emits; what it says when a click
// cannot move; huge and many-rowed boards. Set BOARDS_SHOTS=<dir> to save a PNG of the
// board as it is drawn.
#include "games/northcott/northcottview.h"

#include <QLabel>
#include <QScrollArea>
#include <QSignalSpy>
#include <QtTest>

using grundy::AnyMove;
using grundy::Natural;
namespace nc = grundy::northcott;

namespace {

/// The last move the spy saw (none: an impossible one).
AnyMove lastMove(const QSignalSpy& spy) {
    return spy.isEmpty() ? AnyMove(grundy::bash::Move{0}) : spy.last().at(0).value<AnyMove>();
}

/// Rows (2, 6) and (7, 3) on 8 columns, black to move, shown.
void showBoard(NorthcottView& view, const nc::Position& p, QSize size = {640, 360}) {
    view.setPosition(p);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
}

nc::Position sample() {
    return nc::fromNumbers({Natural(2), Natural(6), Natural(7), Natural(3)}, Natural(8));
}

void saveShot(NorthcottView& view, const char* name) {
    const QByteArray dir = qgetenv("BOARDS_SHOTS");
    if (!dir.isEmpty()) view.grab().save(QString::fromUtf8(dir + "/" + name + ".png"));
}

} // namespace

class TstNorthcottView : public QObject {
    Q_OBJECT

private slots:
    /// A click on an empty square moves the row's own piece there: toward or back.
    void clickSquare_data() {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::newRow("toward") << 0 << 5;
        QTest::newRow("back") << 0 << 1;
        QTest::newRow("right to the wall") << 1 << 8;
        QTest::newRow("row 2 toward") << 1 << 4;
    }
    void clickSquare() {
        QFETCH(int, row);
        QFETCH(int, column);
        NorthcottView view;
        showBoard(view, sample());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        const QPoint at = view.squareCenter(row, Natural(column));
        QVERIFY(!at.isNull());
        QTest::mouseMove(view.canvas(), at);
        QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, at);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(nc::Move{std::size_t(row), nc::Colour::Black, column}));
    }

    /// The piece first: it is chosen and its squares are the targets; then a square.
    void clickPieceThenSquare() {
        NorthcottView view;
        showBoard(view, sample());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, view.squareCenter(1, Natural(7)));
        QCOMPARE(view.selectedRow(), 1);
        QVERIFY(view.caption().contains("Row 2"));
        QCOMPARE(spy.count(), 0);
        saveShot(view, "northcott-chosen");
        QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, view.squareCenter(1, Natural(5)));
        QCOMPARE(lastMove(spy), AnyMove(nc::Move{1, nc::Colour::Black, 5}));
        QCOMPARE(view.selectedRow(), -1);
    }

    void drag() {
        NorthcottView view;
        showBoard(view, sample());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        const QPoint from = view.squareCenter(0, Natural(2)), to = view.squareCenter(0, Natural(4));
        QTest::mousePress(view.canvas(), Qt::LeftButton, {}, from);
        QTest::mouseMove(view.canvas(), (from + to) / 2);
        QTest::mouseMove(view.canvas(), to);
        QTest::mouseRelease(view.canvas(), Qt::LeftButton, {}, to);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(nc::Move{0, nc::Colour::Black, 4}));
    }

    /// The other colour's piece does not move; the board says why, in the core's words.
    void otherPlayersPiece() {
        NorthcottView view;
        showBoard(view, sample());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, view.squareCenter(0, Natural(6)));
        QCOMPARE(spy.count(), 0);
        QVERIFY2(view.caption().contains("the white pieces are the other player's"),
                 qPrintable(view.caption()));
        // White to move: the person plays white, and the black pieces are the other's.
        view.setPosition(nc::apply(sample(), {0, nc::Colour::Black, Natural(3)}),
                         AnyMove(nc::Move{0, nc::Colour::Black, Natural(3)}));
        QVERIFY2(view.caption().startsWith("You play white"), qPrintable(view.caption()));
        QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, view.squareCenter(1, Natural(7)));
        QCOMPARE(spy.count(), 0);
        QVERIFY(view.caption().contains("the black pieces are the other player's"));
        saveShot(view, "northcott-last-move");
    }

    /// A square past the other piece is passed on as the move it means; the window's
    /// session refuses it in words (the core's isLegal).
    void pastTheOtherPiece() {
        NorthcottView view;
        showBoard(view, sample());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, view.squareCenter(0, Natural(8)));
        QCOMPARE(spy.count(), 1);
        const auto move = std::get<nc::Move>(lastMove(spy));
        QCOMPARE(move.to, Natural(8));
        QVERIFY(!nc::isLegal(sample(), move));
    }

    void keys() {
        NorthcottView view;
        showBoard(view, sample());
        view.activateWindow();
        view.setFocus();
        QTRY_VERIFY(view.hasFocus());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::keyClick(&view, Qt::Key_Down); // row 2, the black piece on 7
        QCOMPARE(view.selectedRow(), 1);
        QTest::keyClick(&view, Qt::Key_Left); // 6
        QTest::keyClick(&view, Qt::Key_Left); // 5
        QCOMPARE(view.target(), std::optional(Natural(5)));
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(view.selectedRow(), -1);
        QTest::keyClick(&view, Qt::Key_Up); // row 1, black on 2
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Right); // stops before the white piece on 6
        QCOMPARE(view.target(), std::optional(Natural(5)));
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(lastMove(spy), AnyMove(nc::Move{0, nc::Colour::Black, 5}));
    }

    void notInteractive() {
        NorthcottView view;
        showBoard(view, sample());
        view.setIdleText("Waiting for the computer's move.");
        view.setInteractive(false);
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, view.squareCenter(0, Natural(4)));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(view.caption(), QString("Waiting for the computer's move."));
    }

    void hint() {
        NorthcottView view;
        const nc::Position p =
            nc::fromNumbers({Natural(1), Natural(4), Natural(9), Natural(4)}, 10);
        showBoard(view, p);
        view.showHint(AnyMove(nc::winningMoves(p).front()));
        saveShot(view, "northcott-hint");
        // Nothing about the hint changes the squares' places.
        QVERIFY(!view.squareCenter(1, Natural(9)).isNull());
    }

    /// A board of 10^30 columns draws the squares near the pieces and the edges, and a
    /// "…" column for each long stretch; the squares it draws play as usual.
    void hugeBoard() {
        const Natural m("1000000000000000000000000000000");
        NorthcottView view;
        showBoard(view, nc::fromNumbers({Natural(1), m - 5, m, Natural(2)}, m));
        QVERIFY(view.isCompressed());
        const auto drawn = view.drawnColumns();
        QVERIFY(drawn.size() < 40);
        QVERIFY(std::count(drawn.begin(), drawn.end(), Natural(0)) >= 1);
        QVERIFY(std::find(drawn.begin(), drawn.end(), m) != drawn.end());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        const QPoint at = view.squareCenter(0, Natural(3));
        QVERIFY(!at.isNull());
        QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, at);
        QCOMPARE(lastMove(spy), AnyMove(nc::Move{0, nc::Colour::Black, 3}));
        saveShot(view, "northcott-huge");
    }

    /// Many rows scroll; a row out of view is scrolled to when shown.
    void manyRows() {
        std::vector<Natural> numbers;
        for (int row = 0; row < 60; ++row) {
            numbers.push_back(row % 9 + 1);
            numbers.push_back(10);
        }
        NorthcottView view;
        showBoard(view, nc::fromNumbers(numbers, 12), {500, 300});
        QVERIFY(view.canvas()->height() > 300);
        QCOMPARE(view.partCount(), 60);
        QVERIFY(view.partRect(59).isEmpty()); // not in view
        view.showSquare(59, Natural(10));
        QVERIFY(!view.partRect(59).isEmpty());
        QVERIFY(!view.squareCenterOnBoard(59, Natural(10)).isNull());
    }

    /// The pieces are told apart by colour and by shape on every theme: the board's own
    /// wood stays the same, and both pieces stand out from it.
    void piecesStandOut() {
        NorthcottView view;
        showBoard(view, sample());
        const QImage shot = view.canvas()->grab().toImage();
        const QPoint black = view.squareCenter(0, Natural(2)),
                     white = view.squareCenter(0, Natural(6));
        const QColor b = shot.pixelColor(black), w = shot.pixelColor(white);
        QVERIFY2(b.lightness() < 60, qPrintable(b.name()));
        QVERIFY2(w.lightness() > 230, qPrintable(w.name()));
        QVERIFY(view.partText(0).contains("black piece on column 2"));
    }
};

QTEST_MAIN(TstNorthcottView)
#include "tst_northcottview.moc"
