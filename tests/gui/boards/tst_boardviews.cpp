// SPDX-License-Identifier: MIT
// The three board views driven as a person would: clicks at the drawn positions of
// stones, cells and buttons, hover, keys and typed numbers, checked by the moves they
// emit. Set BOARDS_SHOTS=<dir> to also save a PNG of each view for looking at them.
#include "boards/stonepainter.h"
#include "common/presentation.h"
#include "games/redistribution/redistributionview.h"
#include "games/staircase/stripview.h"
#include "pileboard.h"

#include <QApplication>
#include <QComboBox>
#include <QFontMetrics>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QToolButton>
#include <QtTest>

using grundy::AnyMove;
using grundy::Natural;

namespace {

Natural big(const char* digits) {
    return Natural(digits);
}

/// The last move the spy saw (or an impossible one when it saw none).
AnyMove lastMove(const QSignalSpy& spy) {
    return spy.isEmpty() ? AnyMove(grundy::bash::Move{0}) : spy.last().at(0).value<AnyMove>();
}

void show(QWidget& w, QSize size = {}) {
    w.resize(size.isValid() ? size : w.sizeHint());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

void shoot(QWidget& w, const QString& name) {
    const QString dir = qEnvironmentVariable("BOARDS_SHOTS");
    if (!dir.isEmpty()) w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

void typeInto(QLineEdit* edit, const QString& text) {
    edit->clear();
    QTest::keyClicks(edit, text);
}

/// What presentation mode does to one board (as MainWindow does to the whole window).
void present(QWidget& w) {
    w.setProperty(presentation::kProperty, presentation::kScale);
    QFont f = w.font();
    f.setPointSizeF(f.pointSizeF() * presentation::kScale);
    w.setFont(f);
}

/// Every child widget lies inside `w`, and every label gets the height its text needs.
void verifyNothingClipped(QWidget& w) {
    for (QWidget* child : w.findChildren<QWidget*>()) {
        if (!child->isVisibleTo(&w)) continue;
        const QRect r(child->mapTo(&w, QPoint(0, 0)), child->size());
        QVERIFY2(w.rect().contains(r), qPrintable(child->metaObject()->className()));
        if (const auto* label = qobject_cast<QLabel*>(child); label && !label->text().isEmpty()) {
            const int need = label->wordWrap() ? label->heightForWidth(label->width())
                                               : label->sizeHint().height();
            QVERIFY2(label->height() >= need - 1, qPrintable(QStringLiteral("%1: %2 < %3")
                                                                 .arg(label->text())
                                                                 .arg(label->height())
                                                                 .arg(need)));
        }
    }
}

} // namespace

class TstBoardViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        qRegisterMetaType<AnyMove>();
        qRegisterMetaType<grundy::AnyPosition>();
    }

    void nimClickTakesStoneAndAbove() {
        PileView view = pileBoard(grundy::nim::Position{{3, 4, 5}});
        show(view);
        QVERIFY(view.drawsStones());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(1, 1).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::nim::Move{1, 3}));
    }

    void hoverShowsWhatWouldBeTaken() {
        PileView view = pileBoard(grundy::nim::Position{{3, 4, 5}});
        view.setPosition(grundy::nim::Position{{3, 4, 5}}, grundy::nim::Move{0, 2});
        show(view);
        QTest::mouseMove(&view, view.stoneRect(2, 3).center());
        QTRY_COMPARE(view.caption(), QStringLiteral("take 2 from pile 3"));
        shoot(view, QStringLiteral("nim-hover"));
        view.showHint(grundy::nim::Move{2, 2});
        shoot(view, QStringLiteral("nim-hint"));
    }

    void nonInteractiveEmitsNothing() {
        PileView piles = pileBoard(grundy::nim::Position{{3, 4}});
        piles.setInteractive(false);
        show(piles);
        QSignalSpy spy(&piles, &BoardView::moveRequested);
        QTest::mouseClick(&piles, Qt::LeftButton, {}, piles.stoneRect(0, 0).center());
        QTest::keyClick(&piles, Qt::Key_Return);
        QCOMPARE(spy.count(), 0);

        StripView strip;
        strip.setPosition(grundy::staircase::Position{{3, 5}, 8});
        strip.setInteractive(false);
        show(strip);
        QSignalSpy stripSpy(&strip, &BoardView::moveRequested);
        QTest::mouseClick(&strip, Qt::LeftButton, {}, strip.chipCenter(1));
        QTest::mouseClick(&strip, Qt::LeftButton, {}, strip.cellCenter(4));
        QCOMPARE(stripSpy.count(), 0);

        RedistributionView redistribution;
        redistribution.setInteractive(false);
        show(redistribution);
        QTest::mouseClick(&redistribution, Qt::LeftButton, {}, redistribution.pileRect(0).center());
        QCOMPARE(redistribution.source(), -1);
        QVERIFY(!redistribution.confirmButton()->isEnabled());
    }

    void bashOnlyTopKTakeable() {
        PileView view = pileBoard(grundy::bash::Position{10, 3});
        show(view);
        shoot(view, QStringLiteral("bash"));
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(0, 5).center()); // 5 > K
        QCOMPARE(spy.count(), 0);
        QTest::mouseMove(&view, view.stoneRect(0, 5).center());
        QTRY_VERIFY(view.caption().contains(QStringLiteral("not allowed")));
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(0, 8).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::bash::Move{2}));
    }

    void wythoffBothPiles() {
        PileView view = pileBoard(grundy::wythoff::Position{5, 7});
        show(view);
        QVERIFY(!view.stoneRect(PileView::kBoth, 4).isEmpty());
        QVERIFY(view.stoneRect(PileView::kBoth, 5).isEmpty()); // min(5, 7) rungs
        QTest::mouseMove(&view, view.stoneRect(PileView::kBoth, 2).center());
        QTRY_COMPARE(view.caption(), QStringLiteral("take 3 from both piles"));
        shoot(view, QStringLiteral("wythoff-both-hover"));
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(PileView::kBoth, 2).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::wythoff::Move{3, 3}));
        spy.clear();
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(1, 6).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::wythoff::Move{0, 1}));
    }

    void pileKeyboard() {
        PileView view = pileBoard(grundy::wythoff::Position{4, 6});
        show(view);
        QSignalSpy spy(&view, &BoardView::moveRequested);
        // The first key starts at pile A; Right moves to the ladder, Up twice: 3 from both.
        for (auto key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Up})
            QTest::keyClick(&view, key);
        QCOMPARE(view.caption(), QStringLiteral("take 3 from both piles"));
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::wythoff::Move{3, 3}));
        spy.clear();
        // Up past the pile size stays at the whole pile.
        for (auto key : {Qt::Key_Right, Qt::Key_Up, Qt::Key_Up, Qt::Key_Up, Qt::Key_Up, Qt::Key_Up,
                         Qt::Key_Up, Qt::Key_Up, Qt::Key_Up, Qt::Key_Enter})
            QTest::keyClick(&view, key);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::wythoff::Move{0, 6}));
    }

    void hugePilesAreTypedExactly() {
        const Natural huge = big("10000000000000000000000000000000000000000"); // 10^40
        PileView view = pileBoard(grundy::nim::Position{{huge, 5}});
        view.setPosition(grundy::nim::Position{{huge, 5}}, grundy::nim::Move{1, 2});
        show(view);
        QVERIFY(!view.drawsStones());
        QVERIFY(view.typedRow()->isVisible());
        shoot(view, QStringLiteral("nim-huge"));
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QLineEdit* edit = view.typedRow()->edit();
        typeInto(edit, QStringLiteral("abc"));
        QCOMPARE(edit->text(), QString()); // the validator takes digits only
        view.typedRow()->primaryButton()->click();
        QVERIFY(!view.typedRow()->message().isEmpty());
        typeInto(edit, QStringLiteral("100000000000000000000000000000000000000000")); // 10^41
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(spy.count(), 0);
        QCOMPARE(view.typedRow()->message(), QStringLiteral("That is more than pile 1 holds."));
        shoot(view, QStringLiteral("nim-huge-refused"));
        typeInto(edit, QStringLiteral("9999999999999999999999999999999999999999"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::nim::Move{0, huge - 1}));
        QVERIFY(view.typedRow()->message().isEmpty());
        // Clicking a bar chooses that pile for the typed move.
        spy.clear();
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.pileRect(1).center());
        QCOMPARE(view.typedRow()->chooser()->currentIndex(), 1);
        typeInto(edit, QStringLiteral("5"));
        view.typedRow()->primaryButton()->click();
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::nim::Move{1, 5}));
    }

    void hugeWythoffTakeFromBoth() {
        const Natural a = big("10000000000000000000000000000000000000000");
        PileView view = pileBoard(grundy::wythoff::Position{a, a + 5});
        show(view);
        QVERIFY(!view.drawsStones());
        shoot(view, QStringLiteral("wythoff-huge"));
        QSignalSpy spy(&view, &BoardView::moveRequested);
        typeInto(view.typedRow()->edit(), QStringLiteral("123456789012345678901234567890"));
        view.typedRow()->secondaryButton()->click();
        const Natural t = big("123456789012345678901234567890");
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::wythoff::Move{t, t}));
    }

    // Lasker's Nim: the Split switch turns a click into a cut below the stone, previewed first.
    /// A tall pile on a low board (a projector with panels open) sits two or three stones
    /// to a row, larger than one thin column: every stone is whole, apart from the others,
    /// and a click on it takes it and every stone after it (rows fill left to right).
    void tallPilesSitSideBySide() {
        const grundy::nim::Position start{{20, 3}};
        PileView view = pileBoard(start);
        show(view, QSize(700, 360));
        QVERIFY(view.drawsStones());
        QCOMPARE(view.stoneRect(0, 0).top(), view.stoneRect(0, 1).top()); // side by side
        QVERIFY(view.stoneRect(0, 0).width() >= 24);
        QSignalSpy spy(&view, &BoardView::moveRequested);
        for (int i = 0; i < 20; ++i) {
            const QRect r = view.stoneRect(0, i);
            QVERIFY(view.pileRect(0).contains(r));
            for (int j = 0; j < i; ++j)
                QVERIFY2(!r.intersects(view.stoneRect(0, j)), qPrintable(QStringLiteral("%1 %2").arg(i).arg(j)));
            QTest::mouseClick(&view, Qt::LeftButton, {}, r.center());
            QCOMPARE(spy.count(), i + 1);
            QCOMPARE(lastMove(spy), AnyMove(grundy::nim::Move{0, Natural(20 - i)}));
        }
        shoot(view, QStringLiteral("nim-side-by-side"));
    }

    /// Lasker's cut passes between two stones of a row: pointing at stone 5 of 15 splits
    /// 10 off the top (15 = 5 + 10).
    void splitSideBySide() {
        PileView lasker = pileBoard(grundy::lasker::Position{{15, 2}});
        show(lasker, QSize(700, 360));
        QVERIFY(lasker.stoneRect(0, 0).top() == lasker.stoneRect(0, 1).top());
        QTest::mouseClick(lasker.splitButton(), Qt::LeftButton);
        QTest::qWait(0); // the split mode's longer caption lays the board out again
        QTest::mouseMove(&lasker, lasker.stoneRect(0, 5).center());
        QTRY_COMPARE(lasker.caption(), QStringLiteral("split pile 1 into 5 and 10 (click to split)"));
        shoot(lasker, QStringLiteral("lasker-side-by-side-cut"));
    }

    void laskerSplitByClick() {
        PileView view = pileBoard(grundy::lasker::Position{{3, 7}});
        show(view);
        QVERIFY(view.splitButton()->isVisible());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(view.splitButton(), Qt::LeftButton);
        QVERIFY(view.splitMode());
        // Pointing at stone 4 of 7 (0-based) cuts 3 off the top: 3 + 4, smaller first.
        QTest::mouseMove(&view, view.stoneRect(1, 4).center());
        QTRY_COMPARE(view.caption(), QStringLiteral("split pile 2 into 3 and 4 (click to split)"));
        shoot(view, QStringLiteral("lasker-split-preview"));
        // The bottom stone leaves nothing below the cut.
        QTest::mouseMove(&view, view.stoneRect(1, 0).center());
        QTRY_VERIFY(view.caption().startsWith(QStringLiteral("A split leaves stones")));
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(1, 0).center());
        QCOMPARE(spy.count(), 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(1, 2).center());
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::lasker::Move::splitting(1, 2)));
        QVERIFY(!view.splitMode()); // one split, then clicks take again
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(0, 1).center());
        QCOMPARE(lastMove(spy), AnyMove(grundy::lasker::Move::taking(0, 2)));
    }

    void laskerSplitByKeys() {
        PileView view = pileBoard(grundy::lasker::Position{{6}});
        show(view);
        QSignalSpy spy(&view, &BoardView::moveRequested);
        for (auto key : {Qt::Key_S, Qt::Key_Up, Qt::Key_Up})
            QTest::keyClick(&view, key);
        QVERIFY(view.splitMode());
        QCOMPARE(view.caption(), QStringLiteral("split pile 1 into 3 and 3 (click to split)"));
        // Up stops short of the whole pile: a cut needs stones below it.
        for (int i = 0; i < 8; ++i)
            QTest::keyClick(&view, Qt::Key_Up);
        QCOMPARE(view.caption(), QStringLiteral("split pile 1 into 1 and 5 (click to split)"));
        QTest::keyClick(&view, Qt::Key_S); // back to taking
        QVERIFY(!view.splitMode());
        QCOMPARE(view.caption(), QStringLiteral("take 5 from pile 1"));
        QTest::keyClick(&view, Qt::Key_S);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::lasker::Move::splitting(0, 1)));
    }

    void laskerSplitHintOutlinesThePart() {
        PileView view = pileBoard(grundy::lasker::Position{{3, 4}});
        show(view);
        view.showHint(grundy::lasker::Move::splitting(0, 1));
        QCOMPARE(view.caption(),
                 QStringLiteral("Hint: split pile 1 into 1 and 2. Turn on Split, then click the "
                                "lowest outlined stone."));
        shoot(view, QStringLiteral("lasker-split-hint"));
        // Other games have no Split switch.
        PileView nim = pileBoard(grundy::nim::Position{{3, 4}});
        show(nim);
        QVERIFY(!nim.splitButton()->isVisible());
        QTest::keyClick(&nim, Qt::Key_S);
        QVERIFY(!nim.splitMode());
    }

    void hugeLaskerSplitIsTyped() {
        const Natural huge = big("10000000000000000000000000000000000000000"); // 10^40
        PileView view = pileBoard(grundy::lasker::Position{{huge, 5}});
        show(view);
        QVERIFY(!view.drawsStones());
        QVERIFY(!view.splitButton()->isVisible());
        QPushButton* split = view.typedRow()->secondaryButton();
        QVERIFY(split->isVisible());
        QCOMPARE(split->text(), QStringLiteral("Split"));
        QSignalSpy spy(&view, &BoardView::moveRequested);
        typeInto(view.typedRow()->edit(),
                 QStringLiteral("10000000000000000000000000000000000000000"));
        split->click();
        QCOMPARE(spy.count(), 0); // nothing left on the other side
        QVERIFY(view.typedRow()->message().startsWith(QStringLiteral("Type how many stones")));
        // Either part may be typed: the rules write the smaller first.
        typeInto(view.typedRow()->edit(),
                 QStringLiteral("9999999999999999999999999999999999999997"));
        split->click();
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::lasker::Move::splitting(0, 3)));
        // A split hint fills the row, and Enter splits.
        spy.clear();
        view.showHint(grundy::lasker::Move::splitting(0, 7));
        QCOMPARE(view.typedRow()->edit()->text(), QStringLiteral("7"));
        QVERIFY(view.typedRow()->enterPressesSecondary());
        shoot(view, QStringLiteral("lasker-huge-hint"));
        QTest::keyClick(view.typedRow()->edit(), Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::lasker::Move::splitting(0, 7)));
    }

    /// The redistribution board's tall piles sit side by side too on a low board, every
    /// stone whole and apart from the others (they were 10 px for 13 stones in 420 px).
    void redistributionTallPilesSitSideBySide() {
        RedistributionView view;
        view.setPosition(grundy::redistribution::Position{{13, 4, 9, 2}});
        show(view, QSize(760, 420));
        QTRY_VERIFY(view.stoneRect(0, 0).isValid());
        QCOMPARE(view.stoneRect(0, 0).top(), view.stoneRect(0, 1).top());
        QVERIFY2(view.stoneRect(0, 0).width() >= 20, qPrintable(QString::number(view.stoneRect(0, 0).width())));
        for (int i = 0; i < 13; ++i) {
            QVERIFY(view.pileRect(0).contains(view.stoneRect(0, i)));
            for (int j = 0; j < i; ++j)
                QVERIFY(!view.stoneRect(0, i).intersects(view.stoneRect(0, j)));
        }
        shoot(view, QStringLiteral("redistribution-side-by-side"));
    }

    /// Resizing the redistribution board measures its columns instead of trying them: − and
    /// + change only where the board turns compact or back (they were shown and hidden
    /// again at every resize), and every column in view keeps its whole controls.
    void redistributionResizeMeasuresItsColumns() {
        RedistributionView view;
        view.setPosition(grundy::redistribution::Position{{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}});
        show(view, QSize(2400, 420));
        struct ShowsAndHides : QObject {
            int count = 0;
            bool eventFilter(QObject*, QEvent* e) override {
                count += e->type() == QEvent::Show || e->type() == QEvent::Hide;
                return false;
            }
        } events;
        QToolButton* minus = view.minusButton(0);
        QVERIFY(minus);
        minus->installEventFilter(&events);
        const bool startedWide = !minus->isHidden();
        bool compact = !startedWide;
        int turns = 0;
        for (int width = 2400; width >= 300; width -= 20) {
            view.resize(width, 420);
            QTest::qWait(0);
            if (minus->isHidden() != compact) {
                compact = minus->isHidden();
                ++turns;
            }
            for (int pile = 0; pile < 12; ++pile) {
                if (!view.inView(pile)) continue;
                const QWidget* box = view.amountEdit(pile)->parentWidget();
                QVERIFY2(box->width() >= box->minimumSizeHint().width(),
                         qPrintable(QStringLiteral("pile %1 at %2 px: %3 < %4")
                                        .arg(pile + 1).arg(width).arg(box->width()).arg(box->minimumSizeHint().width())));
            }
        }
        QVERIFY(startedWide && compact && turns == 1); // − and + at 2400 px, not at 300
        QCOMPARE(events.count, turns);
    }

    /// Choosing the pile to take from moves no pile: its column said "leave the game",
    /// which widened it and pushed every pile after it (a second click missed).
    void redistributionSourceMovesNoPile() {
        for (const int width : {560, 640, 726, 900}) {
            RedistributionView view;
            view.setPosition(grundy::redistribution::Position{{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}});
            show(view, QSize(width, 430));
            const auto places = [&view] {
                QList<QRect> rects;
                for (int pile = 0; pile < 12; ++pile)
                    rects << view.pileRect(pile)
                          << (view.inView(pile) ? view.amountEdit(pile)->geometry() : QRect());
                return rects;
            };
            const QList<QRect> before = places();
            for (const int source : {0, 5}) {
                QVERIFY(view.chooseSource(source));
                QTest::qWait(20); // the new words' layout, box after box
                QCOMPARE(places(), before);
            }
        }
    }

    void redistributionConfirmOnlyWhenLegal() {
        RedistributionView view;
        view.setPosition(grundy::redistribution::Position{{2, 1, 3}});
        show(view);
        QVERIFY(!view.confirmButton()->isEnabled());
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.pileRect(2).center());
        QCOMPARE(view.source(), 2);
        QVERIFY(view.confirmButton()->isEnabled()); // remove 1
        QTest::mouseClick(view.plusButton(0), Qt::LeftButton);
        QCOMPARE(view.summary(), QStringLiteral("remove 1 from pile 3, give 1 to pile 1"));
        QTest::mouseClick(view.plusButton(2), Qt::LeftButton);
        QTest::mouseClick(view.plusButton(2), Qt::LeftButton); // 3 leave + 1 given > 3
        QVERIFY(!view.confirmButton()->isEnabled());
        QVERIFY(view.summary().contains(QStringLiteral("not allowed")));
        QTest::mouseClick(view.minusButton(2), Qt::LeftButton);
        QVERIFY(view.confirmButton()->isEnabled());
        shoot(view, QStringLiteral("redistribution-prepared"));
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(view.confirmButton(), Qt::LeftButton);
        const grundy::redistribution::Move expected{2, 2, {{0, 1}}};
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(expected));
        // Reset clears the prepared move.
        QTest::mouseClick(view.resetButton(), Qt::LeftButton);
        QCOMPARE(view.source(), -1);
        QVERIFY(!view.confirmButton()->isEnabled());
    }

    void redistributionEmptyPilesOutOfPlay() {
        RedistributionView view;
        view.setPosition(grundy::redistribution::Position{{2, 0, 3}});
        show(view);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.pileRect(1).center());
        QCOMPARE(view.source(), -1);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(0, 0).center());
        QCOMPARE(view.source(), 0);
        QVERIFY(!view.plusButton(1)->isEnabled());
        QVERIFY(view.plusButton(2)->isEnabled());
        shoot(view, QStringLiteral("redistribution-out-of-play"));
        // Keys: Right picks pile 3 (skipping the empty one), Up: 2 leave, Enter confirms.
        QSignalSpy spy(&view, &BoardView::moveRequested);
        for (auto key : {Qt::Key_Right, Qt::Key_Up, Qt::Key_Return})
            QTest::keyClick(&view, key);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::redistribution::Move{2, 2, {}}));
    }

    void redistributionHugeTyped() {
        RedistributionView view;
        const Natural a = big("10000000000000000000000000000000000000000");
        view.setPosition(grundy::redistribution::Position{{a, a + 1}});
        show(view);
        QVERIFY(!view.drawsStones());
        QVERIFY(view.chooseSource(1));
        typeInto(view.amountEdit(1), QStringLiteral("1"));
        typeInto(view.amountEdit(0), QStringLiteral("x")); // refused by the validator
        QCOMPARE(view.amountEdit(0)->text(), QString());
        QVERIFY(!view.confirmButton()->isEnabled());
        typeInto(view.amountEdit(0), QStringLiteral("10000000000000000000000000000000000000000"));
        QVERIFY(view.confirmButton()->isEnabled());
        shoot(view, QStringLiteral("redistribution-huge"));
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::keyClick(view.amountEdit(0), Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::redistribution::Move{1, 1, {{0, a}}}));
    }

    void stripClickAndDrag() {
        StripView view;
        view.setPosition(grundy::staircase::Position{{3, 5}, 8});
        show(view);
        QVERIFY(!view.isCompressed());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.chipCenter(1));
        QCOMPARE(view.selectedChip(), 1);
        shoot(view, QStringLiteral("strip-selected"));
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(2)); // beyond chip 0
        QCOMPARE(spy.count(), 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(4));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::staircase::Move{1, 4}));
        spy.clear();
        QTest::mousePress(&view, Qt::LeftButton, {}, view.chipCenter(0));
        QTest::mouseMove(&view, view.cellCenter(1));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCenter(1));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::staircase::Move{0, 1}));
    }

    void stripKeyboard() {
        StripView view;
        view.setPosition(grundy::staircase::Position{{3, 6}, 8}, grundy::staircase::Move{1, 6});
        show(view);
        QSignalSpy spy(&view, &BoardView::moveRequested);
        for (auto key : {Qt::Key_Right, Qt::Key_Right, Qt::Key_Return, Qt::Key_Left, Qt::Key_Left})
            QTest::keyClick(&view, key);
        QCOMPARE(view.caption(), QStringLiteral("Move the chip on cell 6 to cell 4: press Enter."));
        QTest::keyClick(&view, Qt::Key_Left); // cell 3 holds a chip: stays on 4
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::staircase::Move{1, 4}));
    }

    void stripCompressedTyped() {
        StripView view;
        const Natural c = big("1000000000000000000000000000000"); // 10^30
        view.setPosition(grundy::staircase::Position{{5, c, c + 10}, c + 100});
        view.showHint(grundy::staircase::Move{1, 7});
        show(view);
        QVERIFY(view.isCompressed());
        QVERIFY(view.gapLabels()
                    .join(QString())
                    .remove(QChar(0x200B))
                    .contains(
                        QStringLiteral("… 999,999,999,999,999,999,999,999,999,990 empty cells …")));
        shoot(view, QStringLiteral("strip-huge"));
        QSignalSpy spy(&view, &BoardView::moveRequested);
        // Cells around the chips are still clickable.
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.chipCenter(2));
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(c + 9));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::staircase::Move{2, c + 9}));
        spy.clear();
        view.typedRow()->chooser()->setCurrentIndex(1);
        typeInto(view.typedRow()->edit(), QStringLiteral("3")); // chip on 5 is in the way
        view.typedRow()->primaryButton()->click();
        QCOMPARE(spy.count(), 0);
        QVERIFY(view.typedRow()->message().contains(QStringLiteral("in the way")));
        typeInto(view.typedRow()->edit(), QStringLiteral("999999999999999999999999999999"));
        view.typedRow()->primaryButton()->click();
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::staircase::Move{1, c - 1}));
    }

    void stonesFitAboveTheCaption_data() {
        QTest::addColumn<grundy::AnyPosition>("huge");
        QTest::addColumn<grundy::AnyPosition>("position");
        QTest::addColumn<QSize>("size");
        const Natural huge = big("100000000000000000000");
        QTest::newRow("bash 23, tall")
            << grundy::AnyPosition(grundy::bash::Position{huge, 4})
            << grundy::AnyPosition(grundy::bash::Position{23, 4}) << QSize(600, 720);
        QTest::newRow("bash 23, narrow")
            << grundy::AnyPosition(grundy::bash::Position{huge, 4})
            << grundy::AnyPosition(grundy::bash::Position{23, 4}) << QSize(280, 820);
        QTest::newRow("wythoff 5 8, narrow")
            << grundy::AnyPosition(grundy::wythoff::Position{huge, 2})
            << grundy::AnyPosition(grundy::wythoff::Position{5, 8}) << QSize(300, 520);
        QTest::newRow("nim 40, tall")
            << grundy::AnyPosition(grundy::nim::Position{{huge, 2}})
            << grundy::AnyPosition(grundy::nim::Position{{40, 1}}) << QSize(500, 900);
    }

    void stonesFitAboveTheCaption() {
        QFETCH(grundy::AnyPosition, huge);
        QFETCH(grundy::AnyPosition, position);
        QFETCH(QSize, size);
        // From a huge game (bars and the typed row) to this one of the same game, as New Game
        // does (another game gets a board of its own): the typed row goes away and the
        // caption moves down after the board was laid out.
        PileView view = pileBoard(huge);
        show(view, size);
        QVERIFY(!view.drawsStones());
        view.setPosition(position);
        QTest::qWait(0);
        QVERIFY(view.drawsStones());
        // The caption's height depends on its wrapping at this width: stones must clear it.
        const auto* caption = view.findChild<QLabel*>(QString(), Qt::FindDirectChildrenOnly);
        QVERIFY(caption);
        const int piles = int(grundy::numbersOf(position).size());
        for (int p = 0; p < piles; ++p) {
            const int n = int(grundy::numbersOf(position)[std::size_t(p)].get_si());
            const QRect top = view.stoneRect(p, n - 1), bottom = view.stoneRect(p, 0);
            QVERIFY2(top.top() >= 0, qPrintable(QString::number(top.top())));
            QVERIFY(view.rect().contains(top) && view.rect().contains(bottom));
            QVERIFY2(view.pileRect(p).bottom() < caption->geometry().top(),
                     qPrintable(QStringLiteral("%1 %2")
                                    .arg(view.pileRect(p).bottom())
                                    .arg(caption->geometry().top())));
        }
    }

    void wythoffHintLightsTheLadderRung() {
        PileView view = pileBoard(grundy::wythoff::Position{5, 8});
        show(view, {420, 520});
        const QRect rung = view.stoneRect(PileView::kBoth, 4); // the top rung: take 1
        QVERIFY(!rung.isEmpty());
        const QColor hint = stonepainter::hintColor(view.palette());
        const QPoint edge(rung.center().x(), rung.top() - 1);
        QVERIFY(view.grab().toImage().pixelColor(edge) != hint);
        view.showHint(grundy::wythoff::Move{1, 1});
        QCOMPARE(view.grab().toImage().pixelColor(edge), hint);
        QVERIFY(view.caption().contains(QStringLiteral("rung")));
        // The piles' stones are not outlined: clicking one would take from one pile only.
        const QRect topA = view.stoneRect(0, 4);
        QVERIFY(view.grab().toImage().pixelColor(QPoint(topA.center().x(), topA.top())) != hint);
        // Only the rung the click goes to: the rung below stays plain.
        const QRect below = view.stoneRect(PileView::kBoth, 3);
        QVERIFY(view.grab().toImage().pixelColor(QPoint(below.center().x(), below.top() - 1)) !=
                hint);
        shoot(view, QStringLiteral("wythoff-hint-both"));
        // A hint on one pile leaves the ladder alone.
        view.showHint(grundy::wythoff::Move{0, 5});
        QVERIFY(view.grab().toImage().pixelColor(edge) != hint);
        const QRect topB = view.stoneRect(1, 7);
        QCOMPARE(view.grab().toImage().pixelColor(QPoint(topB.center().x(), topB.top())), hint);
        QVERIFY(view.caption().contains(QStringLiteral("outlined stone")));
    }

    void presentationGrowsTextAndLines_data() {
        QTest::addColumn<grundy::AnyPosition>("position");
        QTest::newRow("nim") << grundy::AnyPosition(grundy::nim::Position{{3, 4, 5}});
        QTest::newRow("bash") << grundy::AnyPosition(grundy::bash::Position{23, 4});
        QTest::newRow("wythoff") << grundy::AnyPosition(grundy::wythoff::Position{5, 8});
        QTest::newRow("huge nim") << grundy::AnyPosition(
            grundy::nim::Position{{big("100000000000000000000"), 2}});
        QTest::newRow("redistribution")
            << grundy::AnyPosition(grundy::redistribution::Position{{2, 1, 3}});
        QTest::newRow("strip") << grundy::AnyPosition(grundy::staircase::Position{{3, 5}, 8});
        QTest::newRow("long strip")
            << grundy::AnyPosition(grundy::staircase::Position{{3, 5000}, 100000});
    }

    void presentationGrowsTextAndLines() {
        QFETCH(grundy::AnyPosition, position);
        std::unique_ptr<BoardView> view;
        if (std::holds_alternative<grundy::redistribution::Position>(position))
            view = std::make_unique<RedistributionView>();
        else if (std::holds_alternative<grundy::staircase::Position>(position))
            view = std::make_unique<StripView>();
        else
            view = std::make_unique<PileView>(pileRulesOf(position), position);
        view->setPosition(position);
        show(*view);
        QCOMPARE(view->presentationScale(), 1.0);
        QCOMPARE(view->lineWidth(2.0), 2.0);
        const QSize normal = view->sizeHint();
        const qreal normalFont = view->font().pointSizeF();
        present(*view);
        QCOMPARE(view->presentationScale(), presentation::kScale);
        QCOMPARE(view->lineWidth(2.0), 2.0 * presentation::kScale);
        QCOMPARE(view->font().pointSizeF(), normalFont * presentation::kScale);
        const QSize large = view->sizeHint();
        QVERIFY2(large.width() > normal.width() && large.height() > normal.height(),
                 qPrintable(QStringLiteral("%1x%2 -> %3x%4")
                                .arg(normal.width())
                                .arg(normal.height())
                                .arg(large.width())
                                .arg(large.height())));
        // At its new size hint the board shows everything: no clipped label or control.
        view->resize(large);
        QTest::qWait(0);
        verifyNothingClipped(*view);
        if (auto* pile = qobject_cast<PileView*>(view.get()); pile && pile->drawsStones()) {
            const auto numbers = grundy::numbersOf(position);
            for (int p = 0; p < int(numbers.size()); ++p) {
                QVERIFY(pile->rect().contains(pile->pileRect(p)));
                QVERIFY(pile->rect().contains(pile->stoneRect(p, int(numbers[p].get_si()) - 1)));
            }
        }
        if (auto* strip = qobject_cast<StripView*>(view.get())) {
            const auto& cells = std::get<grundy::staircase::Position>(position).cells;
            for (int c = 0; c < int(cells.size()); ++c)
                QVERIFY(strip->rect().contains(strip->chipCenter(c)));
        }
        shoot(*view, QStringLiteral("presentation-") + QTest::currentDataTag());
    }

    void hintRingIsThickerInPresentation() {
        PileView view = pileBoard(grundy::nim::Position{{3, 4, 5}});
        show(view, {500, 520});
        view.showHint(grundy::nim::Move{2, 1});
        const QColor hint = stonepainter::hintColor(view.palette());
        auto ringRows = [&] {
            // How many rows of the hinted stone's top edge, down its middle, are the ring.
            const QImage image = view.grab().toImage();
            const QRect r = view.stoneRect(2, 4);
            int rows = 0;
            for (int y = r.top(); y < r.center().y(); ++y)
                rows += image.pixelColor(r.center().x(), y) == hint;
            return rows;
        };
        const int normal = ringRows();
        QVERIFY2(normal >= 2, qPrintable(QString::number(normal)));
        present(view);
        view.resize(view.sizeHint());
        QTest::qWait(0);
        QVERIFY2(ringRows() > normal, qPrintable(QString::number(ringRows())));
    }

    void hoverDoesNotMoveTheStones() {
        // The help under the board wraps onto lines; the move under the pointer is short.
        // The board must not jump when the caption changes, or the click misses.
        PileView view = pileBoard(grundy::wythoff::Position{1, 2});
        show(view, {330, 520});
        const QRect top = view.stoneRect(1, 1);
        QTest::mouseMove(&view, top.center());
        QVERIFY(view.caption().startsWith(QStringLiteral("take 1")));
        QTest::qWait(0);
        QCOMPARE(view.stoneRect(1, 1), top);
        // Ctrl (on its way to a shortcut) does not make a keyboard choice either.
        QTest::mouseMove(&view, QPoint(1, 1));
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_Control);
        QVERIFY(!view.caption().startsWith(QStringLiteral("take")));
    }

    void narrowCompressedStripKeepsEveryCell() {
        StripView view;
        view.setPosition(grundy::staircase::Position{{2, 5, 900, 1000}, 5000});
        show(view, {600, 300});
        QVERIFY(view.isCompressed());
        // The last cell (5000) and every chip are on the board, not cut off at its edge.
        for (const Natural& cell : {Natural(1), Natural(1000), Natural(5000)}) {
            const QPoint c = view.cellCenter(cell);
            QVERIFY(!c.isNull());
            QVERIFY2(c.x() < view.width() - 8, qPrintable(QString::number(c.x())));
        }
    }

    void typedRowFitsTheNarrowestBoard_data() {
        QTest::addColumn<bool>("presented");
        QTest::newRow("normal") << false;
        QTest::newRow("presentation") << true;
    }

    // At the board's minimumSizeHint, the typed row's buttons wrap under the field instead
    // of being cut ("ake from bot"): every button shows its whole text.
    void typedRowFitsTheNarrowestBoard() {
        QFETCH(bool, presented);
        const Natural a = big("10000000000000000000000000000000000000000");
        PileView view = pileBoard(grundy::wythoff::Position{a, a + 5});
        if (presented) present(view);
        QVERIFY(!view.drawsStones());
        for (const bool narrowest : {true, false}) {
            show(view, narrowest ? view.minimumSizeHint() : view.sizeHint());
            QCoreApplication::processEvents();
            TypedMoveRow* row = view.typedRow();
            QVERIFY(row->isVisible());
            if (narrowest) QVERIFY(row->buttonsWrapped());
            QCOMPARE(row->secondaryButton()->text(), tr("Take from both"));
            for (QPushButton* b : {row->primaryButton(), row->secondaryButton()}) {
                QVERIFY(b->isVisible());
                // The padding is what the style keeps around the label inside the button.
                QStyleOptionButton option;
                option.initFrom(b);
                option.text = b->text();
                const int padding =
                    b->width() -
                    b->style()->subElementRect(QStyle::SE_PushButtonContents, &option, b).width();
                const int need = b->fontMetrics().horizontalAdvance(b->text());
                QVERIFY2(need <= b->width() - padding, qPrintable(QStringLiteral("%1: %2 > %3 - %4")
                                                                      .arg(b->text())
                                                                      .arg(need)
                                                                      .arg(b->width())
                                                                      .arg(padding)));
                QVERIFY(b->width() >= b->sizeHint().width());
                const QRect r(b->mapTo(&view, QPoint(0, 0)), b->size());
                QVERIFY(view.rect().contains(r));
            }
            QVERIFY(row->edit()->width() >= row->edit()->minimumWidth());
            verifyNothingClipped(view);
            shoot(view, QStringLiteral("typed-row-%1-%2")
                            .arg(QTest::currentDataTag(), narrowest ? "narrowest" : "natural"));
        }
    }

    void numbersAreExact() {
        QCOMPARE(stonepainter::formatNatural(big("1234567")), QStringLiteral("1,234,567"));
        QCOMPARE(*stonepainter::parseNatural(QStringLiteral("1,234,567")), big("1234567"));
        QVERIFY(!stonepainter::parseNatural(QString()));
    }

    void longNumbersAreAbridged_data() {
        QTest::addColumn<QString>("digits");
        QTest::addColumn<QString>("shown");
        const auto repeat = [](char c, int n) { return QString(n, QLatin1Char(c)); };
        QTest::newRow("zero") << "0"
                              << "0";
        QTest::newRow("short") << "1234567"
                               << "1,234,567";
        QTest::newRow("24 digits, in full") << repeat('9', 24) << "999,999,999,999,999,999,999,999";
        // Whole groups at the start ("1,000…", not "1,000,00…"), and the digit count joined
        // to its number by no-break spaces (never wrapped onto a line of its own).
        const auto shown = [](const char* text) {
            return QString::fromUtf8(text).replace(QLatin1Char(' '), QChar(0x00A0));
        };
        QTest::newRow("10^24") << "1" + repeat('0', 24) << shown("1,000…000,000 (25 digits)");
        QTest::newRow("25 nines") << repeat('9', 25) << shown("9,999…999,999 (25 digits)");
        QTest::newRow("26 nines") << repeat('9', 26) << shown("99,999…999,999 (26 digits)");
        QTest::newRow("27 digits")
            << "123456789012345678901234567" << shown("123,456…234,567 (27 digits)");
        QTest::newRow("30 digits")
            << "123456789012345678901234567890" << shown("123,456…567,890 (30 digits)");
        QTest::newRow("60,000 digits")
            << "3" + repeat('7', 59993) + "012345" << shown("377,777…012,345 (60,000 digits)");
        QTest::newRow("10^6 digits")
            << "1" + repeat('0', 999999) << shown("1,000…000,000 (1,000,000 digits)");
    }

    void longNumbersAreAbridged() {
        QFETCH(QString, digits);
        QFETCH(QString, shown);
        const Natural n(digits.toStdString());
        QCOMPARE(stonepainter::abridgedNatural(n), shown);
        QCOMPARE(stonepainter::abridgedNatural(n), shown); // again, from the cache
    }

    // A bar's count wraps to its column at digit groups only, and its digit count stays
    // whole: never "(30 digits" over a lone ")", never a group cut over two lines.
    void countsWrapAtGroups_data() {
        QTest::addColumn<QString>("digits");
        QTest::newRow("30 digits, abridged") << "123456789012345678901234567890";
        QTest::newRow("24 digits, whole") << "123456789012345678901234";
        QTest::newRow("10^6 digits") << "1" + QString(999999, QLatin1Char('0'));
    }
    void countsWrapAtGroups() {
        QFETCH(QString, digits);
        const QString count = stonepainter::abridgedNatural(Natural(digits.toStdString()));
        const QFontMetrics fm(QApplication::font());
        static const QRegularExpression digitCount(
            QStringLiteral("^\\([0-9,]+[ \\x{00A0}]\\w+\\)$"));
        for (int width = fm.horizontalAdvance(QStringLiteral("999,")); width <= 400; width += 3) {
            const QStringList lines = stonepainter::wrappedCount(count, fm, width).split('\n');
            QCOMPARE(lines.join(QString()).remove(QChar(0x00A0)).remove(' '),
                     QString(count).remove(QChar(0x00A0)).remove(' ')); // nothing lost
            for (qsizetype i = 0; i < lines.size(); ++i) {
                const QString& line = lines[i];
                const QString where = QStringLiteral("width %1: \"%2\"").arg(width).arg(line);
                QVERIFY2(!line.isEmpty(), qPrintable(where));
                // A break follows a group's comma or the "…", or comes before the bracket.
                if (i + 1 < lines.size())
                    QVERIFY2(line.endsWith(',') || line.endsWith(QChar(0x2026)) ||
                                 lines[i + 1].startsWith('('),
                             qPrintable(where));
                if (const qsizetype open = line.indexOf('('); open >= 0)
                    QVERIFY2(digitCount.match(line.mid(open)).hasMatch(), qPrintable(where));
                // A line wider than the column holds one piece no line may split.
                QVERIFY2(fm.horizontalAdvance(line) <= width || line.startsWith('(') ||
                             line.count(',') + line.count(QChar(0x2026)) <= 1,
                         qPrintable(where));
            }
            if (width >= fm.horizontalAdvance(count)) QCOMPARE(lines.size(), qsizetype(1));
        }
    }

    void pileBoardMinimumWidthIsBounded_data() {
        QTest::addColumn<grundy::AnyPosition>("position");
        grundy::nim::Position small, large;
        for (int i = 0; i < 2000; ++i) {
            small.piles.push_back(1 + i % 7);
            large.piles.push_back(Natural("1" + std::string(29, '0')) + i);
        }
        const Natural huge("3" + std::string(59999, '7'));
        QTest::newRow("Nim, 2,000 piles of stones") << grundy::AnyPosition(small);
        QTest::newRow("Nim, 2,000 piles as bars") << grundy::AnyPosition(large);
        QTest::newRow("Bash, 60,000-digit K")
            << grundy::AnyPosition(grundy::bash::Position{30, huge});
        QTest::newRow("Bash, 60,000-digit pile")
            << grundy::AnyPosition(grundy::bash::Position{huge, huge});
        QTest::newRow("Wythoff, 60,000-digit pile")
            << grundy::AnyPosition(grundy::wythoff::Position{huge, 5});
    }

    void pileBoardMinimumWidthIsBounded() {
        QFETCH(grundy::AnyPosition, position);
        PileView view = pileBoard(position);
        QVERIFY(view.minimumSizeHint().width() <= 1200);
        QVERIFY(view.sizeHint().width() <= 2400);
        show(view, view.minimumSizeHint());
        QVERIFY(view.minimumSizeHint().width() <= 1200);
        const int piles = int(grundy::numbersOf(position).size());
        for (int p = 0; p < piles; ++p)
            QVERIFY(view.countText(p).size() <= 40);
        if (piles < 100) {
            QVERIFY(view.scrollBar()->isHidden());
            return;
        }
        // The piles that do not fit scroll into view.
        QVERIFY(view.scrollBar()->isVisible());
        QVERIFY(!view.pileRect(0).isEmpty());
        QVERIFY(view.pileRect(piles - 1).isEmpty());
        view.scrollBar()->setValue(view.scrollBar()->maximum());
        QVERIFY(view.pileRect(0).isEmpty());
        QVERIFY(!view.pileRect(piles - 1).isEmpty());
        QVERIFY(view.rect().contains(view.pileRect(piles - 1)));
    }

    void keysScrollThePilesIntoView() {
        grundy::nim::Position many;
        for (int i = 0; i < 200; ++i)
            many.piles.push_back(3);
        PileView view = pileBoard(many);
        show(view, view.minimumSizeHint());
        view.setFocus();
        QVERIFY(view.pileRect(199).isEmpty());
        for (int i = 0; i < 199; ++i)
            QTest::keyClick(&view, Qt::Key_Right);
        QVERIFY(!view.pileRect(199).isEmpty());
        QCOMPARE(view.caption(), QStringLiteral("take 1 from pile 200"));
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
    }

    // The redistribution board keeps its width with many piles: a window of columns
    // scrolls, and a move may still give stones to piles out of view.
    void redistributionManyPilesScroll() {
        grundy::redistribution::Position many;
        for (int i = 0; i < 10000; ++i)
            many.piles.push_back(1 + i % 5);
        RedistributionView view;
        view.setPosition(many);
        QVERIFY2(view.minimumSizeHint().width() <= 600,
                 qPrintable(QString::number(view.minimumSizeHint().width())));
        QVERIFY(view.sizeHint().width() <= 1600);
        show(view, view.minimumSizeHint());
        QVERIFY(view.scrollBar()->isVisible());
        // Only the columns in view have controls.
        QVERIFY(view.findChildren<QLineEdit*>().size() <= 20);
        QVERIFY(!view.pileRect(0).isEmpty());
        QVERIFY(view.pileRect(9999).isEmpty());
        QVERIFY(view.amountEdit(9999) == nullptr);
        // The source scrolls into view; pile 1 (out of view) receives from it.
        QVERIFY(view.chooseSource(9999));
        QVERIFY(view.rect().contains(view.pileRect(9999)));
        QVERIFY(view.pileRect(0).isEmpty());
        view.scrollBar()->setValue(0);
        QTest::mouseClick(view.plusButton(0), Qt::LeftButton);
        QCOMPARE(view.summary(), QStringLiteral("remove 1 from pile 10000, give 1 to pile 1"));
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::redistribution::Move{9999, 1, {{0, 1}}}));
        // A hint on a pile out of view brings it into view.
        view.scrollBar()->setValue(0);
        view.showHint(grundy::redistribution::Move{5000, 1, {}});
        QVERIFY(!view.pileRect(5000).isEmpty());
    }

    // A click on a stone chooses how many leave, as on the pile boards: the lowest of
    // the stones a hint outlines makes the hinted move.
    void redistributionClickOnAStoneChoosesHowMany() {
        RedistributionView view;
        view.setPosition(grundy::redistribution::Position{{2, 1, 5}});
        show(view);
        QVERIFY(view.drawsStones());
        view.showHint(grundy::redistribution::Move{2, 4, {}});
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(2, 1).center());
        QCOMPARE(view.source(), 2);
        QCOMPARE(view.summary(), QStringLiteral("remove 4 from pile 3"));
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.stoneRect(0, 0).center());
        QCOMPARE(view.source(), 0);
        QCOMPARE(view.summary(), QStringLiteral("remove 2 from pile 1"));
        // Above the stones, the pile is chosen with one stone leaving.
        const QRect pile = view.pileRect(2);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(pile.center().x(), pile.top() + 2));
        QCOMPARE(view.summary(), QStringLiteral("remove 1 from pile 3"));
    }

    // A strip of many chips keeps readable cells and scrolls; the keys bring the chosen
    // chip into view.
    void stripOfManyChipsScrolls() {
        grundy::staircase::Position many;
        for (int i = 1; i <= 3000; ++i)
            many.cells.push_back(3 * i);
        many.length = 9001;
        StripView view;
        view.setPosition(many);
        QVERIFY2(view.minimumSizeHint().width() <= 600,
                 qPrintable(QString::number(view.minimumSizeHint().width())));
        show(view, view.minimumSizeHint());
        QVERIFY(view.scrollBar()->isVisible());
        QVERIFY(!view.chipCenter(0).isNull());
        QVERIFY(view.chipCenter(2999).isNull()); // scrolled out of view
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_Left); // the last chip
        QCOMPARE(view.selectedChip(), 2999);
        const QPoint last = view.chipCenter(2999);
        QVERIFY(!last.isNull());
        QVERIFY(view.rect().contains(last));
        QVERIFY(view.chipCenter(0).isNull());
        // A click on the chip and on a lit cell moves it.
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, last);
        const QPoint target = view.cellCenter(8999);
        QVERIFY(!target.isNull());
        QTest::mouseClick(&view, Qt::LeftButton, {}, target);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastMove(spy), AnyMove(grundy::staircase::Move{2999, 8999}));
    }
};

QTEST_MAIN(TstBoardViews)
#include "tst_boardviews.moc"
