// SPDX-License-Identifier: MIT
// The sum's board: each component on its own game's board, whose marks (View → Move Values)
// judge a move in the whole sum, not in its component alone; a click there is the sum's move
// in that component; the captions name the components and, while the values are on, their
// values.
#include "boards/pileview.h"
#include "core/analysis/movevalues.h"
#include "core/games/catalogue.h"
#include "core/games/sum/component.h"
#include "games/gamehome.h"
#include "games/sum/sumview.h"
#include "testsettings.h"

#include <QLabel>
#include <QSignalSpy>
#include <QtTest>

#include <memory>

using grundy::AnyMove;
using grundy::AnyPosition;
namespace sum = grundy::sum;

namespace {

AnyPosition sumOf(const std::vector<std::string>& words) {
    return grundy::gameInfo(grundy::GameKind::Sum).fromWords(words);
}

/// The sum's board as the window makes it, showing `p`.
std::unique_ptr<SumView> boardFor(const AnyPosition& p) {
    std::unique_ptr<SumView> view(qobject_cast<SumView*>(homeOf(p).createBoard(p, nullptr)));
    view->setPosition(p);
    view->resize(view->sizeHint().expandedTo(QSize(700, 500)));
    view->show();
    return view;
}

/// How many of component i's legal moves its board marks; each mark must be the sum's value
/// of that move (the core's isWinningMove on the whole sum).
int checkMarks(const SumView& view, const AnyPosition& p, std::size_t i) {
    const auto& s = std::get<sum::Position>(p);
    const BoardView* board = view.componentBoard(int(i));
    int marked = 0;
    for (const AnyMove& m : grundy::legalMoves(sum::componentAt(s, i))) {
        const MoveValue value = board->markedValue(m);
        if (value == MoveValue::None) continue;
        ++marked;
        const bool wins = grundy::isWinningMove(p, sum::moveIn(i, m));
        if (value != (wins ? MoveValue::Winning : MoveValue::Losing)) {
            qWarning() << "component" << i + 1
                       << QString::fromStdString(grundy::describe(p, sum::moveIn(i, m)));
            return -1;
        }
    }
    return marked;
}

} // namespace

class TstSumView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<AnyMove>(); }
    void init() {
        testsettings::clear();
        MoveValuesSwitch::instance().setOn(true);
    }
    void cleanup() { MoveValuesSwitch::instance().setOn(false); }

    // Nim 1 + Kayles 1 is worth 1 XOR 1 = 0: every move loses, though alone taking Nim's
    // stone wins.
    void marksJudgedInTheSum() {
        const AnyPosition p = sumOf({"nim:1", "kayles:1"});
        const auto view = boardFor(p);
        QCOMPARE(view->componentCount(), 2);
        const AnyPosition& nim = sum::componentAt(std::get<sum::Position>(p), 0);
        const AnyMove take = grundy::legalMoves(nim).at(0);
        QCOMPARE(view->componentBoard(0)->markedValue(take), MoveValue::Losing);
        QCOMPARE(view->markedValue(sum::moveIn(0, take)), MoveValue::Losing);
        for (std::size_t i = 0; i < 2; ++i) {
            const BoardView* board = view->componentBoard(int(i));
            for (const AnyMove& m :
                 grundy::legalMoves(sum::componentAt(std::get<sum::Position>(p), i)))
                QCOMPARE(board->markedValue(m), MoveValue::Losing);
        }
        // The same Nim position on a board of its own.
        std::unique_ptr<BoardView> alone(homeOf(nim).createBoard(nim, nullptr));
        alone->setPosition(nim);
        QCOMPARE(alone->markedValue(take), MoveValue::Winning);
    }

    // Every move the component boards mark is marked as it is worth in the sum, and again
    // after a move in another component changed the total.
    void marksAgreeWithTheSum() {
        AnyPosition p = sumOf({"nim:3,5", "kayles:6"});
        const auto view = boardFor(p);
        for (int round = 0; round < 2; ++round) {
            for (std::size_t i = 0; i < 2; ++i) {
                const int marked = checkMarks(*view, p, i);
                QVERIFY2(marked > 0,
                         qPrintable(QString("component %1, round %2").arg(i + 1).arg(round)));
            }
            // Kayles 6 → 2 + 3 (knock the 2nd pin): the Nim board's marks must follow.
            const AnyMove move = sum::moveIn(
                1, grundy::legalMoves(sum::componentAt(std::get<sum::Position>(p), 1)).at(1));
            p = grundy::apply(p, move);
            view->setPosition(p, move);
        }
    }

    // A click on a component's board is the sum's move in that component.
    void clickEmitsTheSumsMove() {
        const AnyPosition p = sumOf({"wythoff:4,7", "nim:3,5"});
        const auto view = boardFor(p);
        view->setInteractive(true);
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        auto* nim = qobject_cast<PileView*>(view->componentBoard(1));
        QVERIFY(nim);
        QVERIFY(nim->drawsStones());
        QSignalSpy spy(view.get(), &BoardView::moveRequested);
        // The top stone of the second pile: take 1 from pile 2.
        const QRect r = nim->stoneRect(1, 4);
        QVERIFY(!r.isEmpty());
        QTest::mouseMove(nim, r.center());
        QTest::mouseClick(nim, Qt::LeftButton, {}, r.center());
        QCOMPARE(spy.count(), 1);
        const AnyMove made = spy.at(0).at(0).value<AnyMove>();
        const auto* m = std::get_if<sum::Move>(&made);
        QVERIFY(m);
        QCOMPARE(m->component, std::size_t(1));
        QVERIFY(grundy::isLegal(p, made));
        const auto after = std::get<sum::Position>(grundy::apply(p, made));
        QCOMPARE(grundy::numbersOf(sum::componentAt(after, 1)),
                 (std::vector<grundy::Natural>{3, 4}));
    }

    // The captions name each component; with the values on, its value too, and the line
    // below gives them in binary with their XOR.
    void captionsAndCount() {
        MoveValuesSwitch::instance().setOn(false);
        const AnyPosition p = sumOf({"nim:3,5", "wythoff:4,7", "kayles:6"});
        const auto view = boardFor(p);
        QCOMPARE(view->componentCount(), 3);
        QVERIFY(view->componentBoard(2));
        QVERIFY(!view->componentBoard(3));
        QVERIFY(!view->componentBoard(-1));
        const auto caption = [&](int i) {
            return view->findChild<QLabel*>(QStringLiteral("componentCaption%1").arg(i))->text();
        };
        QCOMPARE(caption(1), QStringLiteral("1. Nim 3, 5"));
        QVERIFY2(caption(3).contains(QLatin1String("Kayles")), qPrintable(caption(3)));
        QVERIFY(!caption(1).contains(QLatin1String("6")));
        MoveValuesSwitch::instance().setOn(true);
        QVERIFY2(caption(1).contains(QLatin1String("6")), qPrintable(caption(1))); // 3 XOR 5
        const QString total = view->findChild<QLabel*>(QStringLiteral("sumTotal"))->text();
        QVERIFY2(total.contains(QLatin1String("110")), qPrintable(total));
    }
};

QTEST_MAIN(TstSumView)
#include "tst_sumview.moc"
