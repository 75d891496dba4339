// SPDX-License-Identifier: MIT
// What the boards say and show, checked as data: bars to one linear scale with the last
// move and the hint as parts of their own, the typed row filled in by a hint, the words
// under and over the boards, and the keyboard's cursor.
#include "boards/stonepainter.h"
#include "games/redistribution/redistributionview.h"
#include "games/staircase/stripview.h"
#include "pileboard.h"

#include <QComboBox>
#include <QImage>
#include <QLineEdit>
#include <QPainter>
#include <QSignalSpy>
#include <QtTest>

using grundy::AnyMove;
using grundy::AnyPosition;
using grundy::Natural;

namespace {

/// `digit` followed by `zeros` zeros.
Natural power(int digit, int zeros) {
    Natural n;
    mpz_ui_pow_ui(n.get_mpz_t(), 10, zeros);
    return n * digit;
}

void show(QWidget& w) {
    w.resize(w.sizeHint());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

AnyMove lastMove(const QSignalSpy& spy) {
    return spy.isEmpty() ? AnyMove(grundy::bash::Move{0}) : spy.last().at(0).value<AnyMove>();
}

bool near(double a, double b) {
    return std::abs(a - b) < 1e-9;
}

} // namespace

class TstBoardTruth : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<AnyMove>(); }

    // The cases: 40-digit piles where one is an eighth of another stood at 95 %,
    // 100 % and 99 %; Wythoff 30, 47 showed A at 88 % of B.
    void barsAreToScale_data() {
        QTest::addColumn<AnyPosition>("position");
        QTest::addColumn<QList<double>>("kept");
        QTest::newRow("an eighth")
            << AnyPosition(grundy::nim::Position{{power(8, 39), power(1, 39), power(7, 39)}})
            << QList<double>{1.0, 0.125, 0.875};
        QTest::newRow("wythoff 30, 47")
            << AnyPosition(grundy::wythoff::Position{Natural(30), Natural(47)})
            << QList<double>{30.0 / 47.0, 1.0};
        QTest::newRow("a small pile beside a huge one")
            << AnyPosition(grundy::nim::Position{{power(1, 40), Natural(5)}})
            << QList<double>{1.0, 5e-40};
    }
    void barsAreToScale() {
        QFETCH(AnyPosition, position);
        QFETCH(QList<double>, kept);
        PileView view = pileBoard(position);
        show(view);
        QVERIFY(!view.drawsStones());
        for (int p = 0; p < kept.size(); ++p)
            QVERIFY2(
                std::abs(view.barParts(p).kept - kept[p]) <= kept[p] * 1e-9,
                qPrintable(
                    QString("pile %1: %2, not %3").arg(p).arg(view.barParts(p).kept).arg(kept[p])));
        QVERIFY(view.barNotes().join(' ').contains("to scale"));
    }

    // Taking 3·10^39 changed nothing visible: the taken part is a segment of its own, as
    // is a hint's, and the scale stays the one before the move.
    void theLastMoveAndTheHintArePartsOfTheBar() {
        const grundy::nim::Position after{{power(7, 39), power(5, 39)}};
        PileView view = pileBoard(after);
        view.setPosition(after, AnyMove(grundy::nim::Move{0, power(3, 39)}));
        show(view);
        QVERIFY(near(view.barParts(0).kept, 0.7));
        QVERIFY(near(view.barParts(0).taken, 0.3));
        QCOMPARE(view.barParts(1).taken, 0.0);
        QVERIFY(near(view.barParts(1).kept, 0.5));
        view.showHint(grundy::nim::Move{1, power(3, 39)});
        QVERIFY(near(view.barParts(1).hinted, 0.3));
        QCOMPARE(view.barParts(0).hinted, 0.0);
        QVERIFY(view.barNotes().join(' ').contains("Last move"));
    }

    // One stone of 10^40 is drawn a few pixels tall: the board changes with every move.
    void theSmallestMoveIsVisible() {
        const auto draw = [](const stonepainter::BarParts& parts) {
            QImage image(60, 200, QImage::Format_ARGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            stonepainter::paintBar(painter, QRectF(10, 10, 40, 180), parts, QPalette(), false);
            return image;
        };
        const Natural pile = power(1, 40);
        const auto before = stonepainter::barParts(pile, 0, 0, pile);
        const auto after = stonepainter::barParts(pile - 1, 1, 0, pile);
        QVERIFY(after.taken > 0);
        QVERIFY(draw(before) != draw(after));
        const auto hinted = stonepainter::barParts(pile, 0, 1, pile);
        QVERIFY(draw(before) != draw(hinted));
    }

    void redistributionBarsAreToScale() {
        RedistributionView view;
        view.setPosition(grundy::redistribution::Position{{power(8, 39), power(1, 39)}});
        show(view);
        QVERIFY(!view.drawsStones());
        QVERIFY(near(view.barParts(0).kept, 1.0));
        QVERIFY(near(view.barParts(1).kept, 0.125));
    }

    // A hint fills in the typed move, ready to confirm with Enter.
    void hintFillsTheTypedRow_data() {
        QTest::addColumn<AnyPosition>("position");
        QTest::addColumn<AnyMove>("hint");
        QTest::addColumn<int>("chosen");
        QTest::newRow("nim") << AnyPosition(grundy::nim::Position{{power(3, 40), power(1, 40)}})
                             << AnyMove(grundy::nim::Move{0, power(2, 40)}) << 0;
        QTest::newRow("nim second pile")
            << AnyPosition(grundy::nim::Position{{power(1, 40), power(3, 40)}})
            << AnyMove(grundy::nim::Move{1, power(2, 40)}) << 1;
        QTest::newRow("wythoff both")
            << AnyPosition(grundy::wythoff::Position{power(1, 30), power(2, 30)})
            << AnyMove(grundy::wythoff::Move{Natural(7), Natural(7)}) << -1;
        QTest::newRow("bash") << AnyPosition(grundy::bash::Position{power(1, 30), Natural(7)})
                              << AnyMove(grundy::bash::Move{Natural(6)}) << -1;
    }
    void hintFillsTheTypedRow() {
        QFETCH(AnyPosition, position);
        QFETCH(AnyMove, hint);
        QFETCH(int, chosen);
        PileView view = pileBoard(position);
        show(view);
        QSignalSpy spy(&view, &BoardView::moveRequested);
        view.showHint(hint);
        QVERIFY(!view.typedRow()->edit()->text().isEmpty());
        if (chosen >= 0) QCOMPARE(view.typedRow()->chooser()->currentIndex(), chosen);
        view.typedRow()->edit()->setFocus();
        QTest::keyClick(view.typedRow()->edit(), Qt::Key_Return);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(lastMove(spy), hint);
    }

    void hintFillsTheStripRow() {
        StripView view;
        const grundy::staircase::Position p{{Natural(5), power(1, 30)}, power(2, 30)};
        view.setPosition(p);
        show(view);
        QVERIFY(view.isCompressed());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        const grundy::staircase::Move hint{1, Natural(6)};
        view.showHint(hint);
        QCOMPARE(view.typedRow()->chooser()->currentIndex(), 1);
        QTest::keyClick(view.typedRow()->edit(), Qt::Key_Return);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(lastMove(spy), AnyMove(hint));
    }

    void hintFillsTheRedistributionFields() {
        RedistributionView view;
        view.setPosition(grundy::redistribution::Position{{Natural(5), Natural(2), Natural(9)}});
        show(view);
        grundy::redistribution::Move hint;
        hint.pile = 2;
        hint.removed = 4;
        hint.gifts = {{1, Natural(3)}};
        view.showHint(hint);
        QCOMPARE(view.source(), 2);
        QVERIFY(view.preparedMove().has_value());
        QCOMPARE(*view.preparedMove(), hint);
    }

    // Words on the boards.
    void barBoardTooltipSpeaksOfBars() {
        PileView view = pileBoard(grundy::nim::Position{{power(1, 40), power(2, 40)}});
        show(view);
        QVERIFY2(!view.toolTip().contains("stone above"), qPrintable(view.toolTip()));
        QVERIFY2(view.toolTip().contains("bar"), qPrintable(view.toolTip()));
        view.setPosition(grundy::nim::Position{{Natural(3), Natural(4)}});
        QVERIFY(view.drawsStones());
        QVERIFY(view.toolTip().contains("click a stone"));
    }

    void bashShowsK() {
        PileView view = pileBoard(grundy::bash::Position{power(1, 30), Natural(7)});
        show(view);
        QVERIFY(!view.drawsStones());
        QVERIFY2(view.barNotes().join(' ').contains("1 to 7"),
                 qPrintable(view.barNotes().join(' ')));
    }

    void onePileSaysNothingOfChoosingAPile_data() {
        QTest::addColumn<AnyPosition>("position");
        QTest::newRow("stones") << AnyPosition(grundy::bash::Position{Natural(9), Natural(3)});
        QTest::newRow("bar") << AnyPosition(grundy::bash::Position{power(1, 30), Natural(7)});
    }
    void onePileSaysNothingOfChoosingAPile() {
        QFETCH(AnyPosition, position);
        PileView view = pileBoard(position);
        show(view);
        for (const QString& text : {view.caption(), view.toolTip()}) {
            QVERIFY2(!text.contains("choose a pile"), qPrintable(text));
            QVERIFY2(!text.contains("←/→"), qPrintable(text));
            QVERIFY2(!text.contains("Left/Right"), qPrintable(text));
        }
    }

    void oneEmptyCellIsSingular_data() {
        QTest::addColumn<Natural>("count");
        QTest::addColumn<QString>("text");
        QTest::newRow("1") << Natural(1) << QString("… 1 empty cell …");
        QTest::newRow("2") << Natural(2) << QString("… 2 empty cells …");
        QTest::newRow("1000") << Natural(1000) << QString("… 1,000 empty cells …");
    }
    void oneEmptyCellIsSingular() {
        QFETCH(Natural, count);
        QFETCH(QString, text);
        QCOMPARE(StripView::gapText(count), text);
    }

    // The keyboard's cursor.
    void pileCursorShowsFromTheStartAndLeavesAnEmptiedPile() {
        PileView view = pileBoard(grundy::nim::Position{{Natural(0), Natural(3), Natural(4)}});
        show(view);
        view.setFocus();
        QTRY_VERIFY(view.hasFocus());
        QCOMPARE(view.cursorColumn(), 1); // the first pile with stones
        view.setPosition(grundy::nim::Position{{Natural(0), Natural(0), Natural(4)}},
                         AnyMove(grundy::nim::Move{1, Natural(3)}));
        QCOMPARE(view.cursorColumn(), 2);
        view.setPosition(grundy::nim::Position{{Natural(2), Natural(0), Natural(0)}},
                         AnyMove(grundy::nim::Move{2, Natural(4)}));
        QCOMPARE(view.cursorColumn(), 0);
    }

    void stripCursorSkipsChipsThatCannotMove() {
        StripView view;
        // Chips on 1 and 2 are packed against the wall: only the chip on 5 can move.
        view.setPosition(grundy::staircase::Position{{Natural(1), Natural(2), Natural(5)}, 8});
        show(view);
        view.setFocus();
        QTRY_VERIFY(view.hasFocus());
        QVERIFY(!view.canMove(0) && !view.canMove(1) && view.canMove(2));
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(view.selectedChip(), 2);
        QTest::keyClick(&view, Qt::Key_Left);
        QCOMPARE(view.selectedChip(), 2);
        QTest::keyClick(&view, Qt::Key_Escape);
        QTest::keyClick(&view, Qt::Key_Left);
        QCOMPARE(view.selectedChip(), 2);
    }

    void stripMarksTheOldCellOfTheLastMove() {
        StripView view;
        const grundy::staircase::Position before{{Natural(3), Natural(7)}, 9};
        view.setPosition(before);
        show(view);
        view.setPosition(grundy::staircase::Position{{Natural(3), Natural(4)}, 9},
                         AnyMove(grundy::staircase::Move{1, Natural(4)}));
        QVERIFY(view.lastFromCell().has_value());
        QCOMPARE(*view.lastFromCell(), Natural(7));
        // The window shows the same position again (a refresh): the mark stays.
        view.setPosition(grundy::staircase::Position{{Natural(3), Natural(4)}, 9},
                         AnyMove(grundy::staircase::Move{1, Natural(4)}));
        QVERIFY(view.lastFromCell().has_value());
        QCOMPARE(*view.lastFromCell(), Natural(7));
    }

    void redistributionHoverLightsWhatAClickTakes() {
        RedistributionView view;
        view.setPosition(grundy::redistribution::Position{{Natural(5), Natural(2)}});
        show(view);
        QVERIFY(view.drawsStones());
        const QRect stone = view.stoneRect(0, 1); // the second from the bottom: takes 4
        QVERIFY(!stone.isEmpty());
        QTest::mouseMove(&view, stone.center());
        QTRY_VERIFY(view.hovered().has_value());
        QCOMPARE(view.hovered()->first, 0);
        QCOMPARE(view.hovered()->second, 4);
        QTest::mouseClick(&view, Qt::LeftButton, {}, stone.center());
        QCOMPARE(view.source(), 0);
        QCOMPARE(view.amountEdit(0)->text(), QString("4"));
    }
};

QTEST_MAIN(TstBoardTruth)
#include "tst_boardtruth.moc"
