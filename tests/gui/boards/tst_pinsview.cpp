// SPDX-License-Identifier: MIT
// The octal games' board, rows of pins, driven as a person would: drags over pins, clicks
// between them, the keys, the caption's preview, the last move's fallen pins and split rows,
// rows too long to draw, the hint, Move Values and the parts a screen reader reads.
// Set BOARDS_SHOTS=<dir> to also save a PNG of each view for looking at them.
#include "common/presentation.h"
#include "games/octal/pinsview.h"
#include "testsettings.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

using grundy::AnyMove;
using grundy::Natural;
namespace oc = grundy::octal;
using grundy::takebreak::OctalCode;

namespace {

oc::Position rows(std::initializer_list<const char*> lengths, const char* code = "0.77") {
    oc::Position p{{}, OctalCode::parse(code)};
    for (const char* n : lengths)
        p.rows.emplace_back(n);
    return p;
}

void show(QWidget& w, QSize size = {}) {
    w.resize(size.isValid() ? size : w.sizeHint());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

void shoot(QWidget& w, const QString& name) {
    const QString dir = qEnvironmentVariable("BOARDS_SHOTS");
    if (!dir.isEmpty()) w.grab().save(dir + QStringLiteral("/pins-") + name + QStringLiteral(".png"));
}

oc::Move lastMove(const QSignalSpy& spy) {
    return std::get<oc::Move>(spy.last().at(0).value<AnyMove>());
}

} // namespace

class TstPinsView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qRegisterMetaType<AnyMove>(); }
    void init() {
        testsettings::clear();
        MoveValuesSwitch::instance().setOn(false);
    }

    // A drag over pins 3 to 4 of row 2 previews the move and plays it on release.
    void dragKnocksDownAdjacentPins() {
        PinsView view;
        view.setPosition(rows({"5", "7"}));
        show(view);
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.pinCenter(1, 3));
        QTest::mouseMove(&view, view.pinCenter(1, 4));
        QVERIFY(view.chosenMove() == (oc::Move{1, 2, 2}));
        QVERIFY2(view.caption().contains("leaving rows of 2 and 3"), qPrintable(view.caption()));
        shoot(view, "drag");
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.pinCenter(1, 4));
        QCOMPARE(spy.count(), 1);
        QVERIFY(lastMove(spy) == (oc::Move{1, 2, 2}));
        // A click is one pin.
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.pinCenter(0, 5));
        QCOMPARE(spy.count(), 2);
        QVERIFY(lastMove(spy) == (oc::Move{0, 4, 1}));
        // Released away from the row, nothing is played.
        QTest::mousePress(&view, Qt::LeftButton, {}, view.pinCenter(0, 1));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(2, view.height() - 2));
        QCOMPARE(spy.count(), 2);
    }

    // Pointing says what the move leaves, or why it is not allowed, in the core's words.
    void hoverPreviewsLegality() {
        PinsView view;
        view.setPosition(rows({"6"}, "0.07")); // Dawson's Kayles: two pins, or one alone
        show(view);
        QTest::mouseMove(&view, view.pinCenter(0, 3));
        QTRY_VERIFY(view.caption().startsWith("Not allowed: the code 0.07"));
        shoot(view, "illegal");
        QTest::mouseMove(&view, view.pinCenter(0, 1));
        QVERIFY(view.caption().startsWith("Not allowed"));
    }

    // Grundy's game: a click between two pins splits the row there; equal halves are refused.
    void grundysGameCuts() {
        PinsView view;
        view.setPosition(rows({"7", "8"}, "4!.0"));
        show(view);
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseMove(&view, view.gapCenter(0, 3));
        QVERIFY(view.chosenMove() == (oc::Move{0, 3, 0}));
        QVERIFY2(view.caption().contains("rows of 3 and 4"), qPrintable(view.caption()));
        QTest::mouseMove(&view, view.gapCenter(1, 4));
        QVERIFY2(view.caption().startsWith("Not allowed"), qPrintable(view.caption()));
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.gapCenter(0, 3));
        QCOMPARE(spy.count(), 1);
        QVERIFY(lastMove(spy) == (oc::Move{0, 3, 0}));
        // The new rows stand on one line with the cut between them.
        view.setPosition(oc::apply(rows({"7", "8"}, "4!.0"), oc::Move{0, 3, 0}), AnyMove(oc::Move{0, 3, 0}));
        QVERIFY(view.onOneLine(0, 1));
        QVERIFY(!view.onOneLine(1, 2));
        shoot(view, "cut");
    }

    // Keys: Right chooses, Shift+Right widens, Enter plays; Escape clears.
    void keys() {
        PinsView view;
        view.setPosition(rows({"5", "7"}));
        show(view);
        view.activateWindow();
        view.setFocus();
        QTRY_VERIFY(view.hasFocus());
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(view.focusedPart(), 1);
        QTest::keyClick(&view, Qt::Key_Right); // pin 1 of row 2
        QVERIFY(view.chosenMove() == (oc::Move{1, 0, 1}));
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Right, Qt::ShiftModifier);
        QVERIFY(view.chosenMove() == (oc::Move{1, 1, 2}));
        QVERIFY(view.caption().contains("Enter"));
        QTest::keyClick(&view, Qt::Key_Escape);
        QVERIFY(!view.chosenMove());
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_End);
        QVERIFY(view.chosenMove() == (oc::Move{1, 6, 1}));
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QVERIFY2(lastMove(spy) == (oc::Move{1, 6, 1}),
                 qPrintable(QString::fromStdString(oc::describe(view.position(), lastMove(spy)))));
    }

    void nonInteractiveEmitsNothing() {
        PinsView view;
        view.setPosition(rows({"5", "7"}));
        view.setIdleText("Waiting for the computer's move.");
        view.setInteractive(false);
        show(view);
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.pinCenter(0, 2));
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(spy.count(), 0);
        QCOMPARE(view.caption(), QStringLiteral("Waiting for the computer's move."));
    }

    // The last move's pins lie fallen: two rows of a split on one line, an end's at the end.
    void lastMoveFalls() {
        PinsView view;
        const oc::Position before = rows({"10", "4"});
        view.setPosition(before);
        show(view);
        const oc::Move split{0, 3, 2};
        view.setPosition(oc::apply(before, split), AnyMove(split));
        QVERIFY(view.onOneLine(0, 1));
        QCOMPARE(view.fallenPins(), Natural(2));
        QVERIFY(view.pinCenter(1, 1).x() > view.pinCenter(0, 3).x() + 2 * view.pitch());
        shoot(view, "split");
        // The window shows it again: still fallen. A move from elsewhere: nothing is.
        view.setPosition(oc::apply(before, split), AnyMove(split));
        QCOMPARE(view.fallenPins(), Natural(2));
        const oc::Position after = oc::apply(before, split);
        const oc::Move end{2, 2, 2};
        view.setPosition(oc::apply(after, end), AnyMove(end));
        QVERIFY(!view.onOneLine(0, 1));
        QCOMPARE(view.fallenPins(), Natural(2));
        view.setPosition(rows({"3", "3"}), AnyMove(end));
        QCOMPARE(view.fallenPins(), Natural(0));
    }

    // A row of 42 digits: its first pins, its last few and a gap with the exact count; the
    // hint's pins drawn with their own numbers.
    void hugeRows() {
        const char* huge = "123456789012345678901234567890123456789012";
        PinsView view;
        const oc::Position p = rows({huge, "5"});
        view.setPosition(p);
        QElapsedTimer timer;
        timer.start();
        show(view, {800, 500});
        QVERIFY(timer.elapsed() < 2000);
        QVERIFY(view.isCompressed(0));
        QVERIFY(!view.isCompressed(1));
        for (int pin = 1; pin <= 3; ++pin)
            QVERIFY(!view.pinCenter(0, pin).isNull());
        const Natural n(huge);
        QVERIFY(!view.pinCenter(0, n).isNull());
        QVERIFY(!view.pinCenter(0, n - 2).isNull());
        QVERIFY(view.pinCenter(0, n).x() < view.width());
        QCOMPARE(view.gapLabels().size(), 1);
        QVERIFY2(view.gapLabels().front().contains("123,456,789,012,345,678,901,234,567,890,123,"),
                 qPrintable(view.gapLabels().front()));
        const oc::Move middle{0, Natural("1000000000000"), 2};
        view.showHint(AnyMove(middle));
        QVERIFY(!view.pinCenter(0, middle.start + 1).isNull());
        QVERIFY(!view.pinCenter(0, middle.start + 2).isNull());
        QCOMPARE(view.gapLabels().size(), 2);
        shoot(view, "huge");
        // A drag from pin 1 plays at the row's start, with its real numbers.
        QSignalSpy spy(&view, &BoardView::moveRequested);
        QTest::mousePress(&view, Qt::LeftButton, {}, view.pinCenter(0, 2));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.pinCenter(0, 2));
        QCOMPARE(spy.count(), 1);
        QVERIFY(lastMove(spy) == (oc::Move{0, 1, 1}));
    }

    // Move Values: each row's value, every legal move marked as the core says.
    void moveValues() {
        PinsView view;
        const oc::Position p = rows({"3", "5", "7"});
        view.setPosition(p);
        show(view);
        const auto moves = oc::legalMoves(p);
        for (const oc::Move& m : moves)
            QCOMPARE(view.markedValue(AnyMove(m)), MoveValue::None);
        QVERIFY(!view.partText(0).contains("G ="));
        MoveValuesSwitch::instance().setOn(true);
        const auto winning = oc::winningMoves(p);
        QVERIFY(!winning.empty());
        for (const oc::Move& m : moves) {
            const bool wins = std::find(winning.begin(), winning.end(), m) != winning.end();
            QCOMPARE(view.markedValue(AnyMove(m)), wins ? MoveValue::Winning : MoveValue::Losing);
        }
        QCOMPARE(view.partText(1).left(21), QStringLiteral("Row 2: 5 pins, G = 4."));
        bool named = false;
        for (int part = 0; part < view.partCount(); ++part)
            named = named || view.partText(part).contains("Winning move:");
        QVERIFY(named);
        QTest::mouseMove(&view, view.pinCenter(2, 4));
        QVERIFY(view.caption().contains("move"));
        shoot(view, "values");
        MoveValuesSwitch::instance().setOn(false);
        QCOMPARE(view.markedValue(AnyMove(winning.front())), MoveValue::None);
    }

    // A screen reader's parts: each row, where it is drawn, and the keys' row.
    void parts() {
        PinsView view;
        view.setPosition(rows({"1", "0", "12"}));
        show(view);
        QCOMPARE(view.partCount(), 3);
        QCOMPARE(view.partText(0), QStringLiteral("Row 1: 1 pin"));
        QCOMPARE(view.partText(1), QStringLiteral("Row 2: no pins"));
        QCOMPARE(view.partText(2), QStringLiteral("Row 3: 12 pins"));
        QVERIFY(view.partRect(2).contains(view.pinCenter(2, 12)));
        QVERIFY(!view.partRect(0).intersects(view.partRect(2)));
        QCOMPARE(view.focusedPart(), 0);
    }

    // Presentation mode: larger words and pins; many rows scroll and keep their pins whole.
    void presentationAndManyRows() {
        PinsView view;
        view.setPosition(rows({"5", "7", "10"}));
        show(view);
        const QSize normal = view.sizeHint();
        view.setProperty(presentation::kProperty, presentation::kScale);
        QFont f = view.font();
        f.setPointSizeF(f.pointSizeF() * presentation::kScale);
        view.setFont(f);
        const QSize large = view.sizeHint();
        QVERIFY(large.width() > normal.width() && large.height() > normal.height());
        view.resize(large);
        QTest::qWait(0);
        QVERIFY(view.rect().contains(view.pinCenter(2, 10)));
        shoot(view, "presentation");

        PinsView many;
        oc::Position p = rows({}, "0.77");
        for (int i = 0; i < 30; ++i)
            p.rows.emplace_back(3 + i % 9);
        many.setPosition(p);
        show(many, {600, 400});
        QVERIFY(many.pinCenter(29, 1).isNull()); // scrolled away
        QVERIFY(!many.pinCenter(0, 1).isNull());
        many.showHint(AnyMove(oc::Move{29, 0, 1}));
        QVERIFY(!many.pinCenter(29, 1).isNull());
        shoot(many, "many");
    }
};

QTEST_MAIN(TstPinsView)
#include "tst_pinsview.moc"
