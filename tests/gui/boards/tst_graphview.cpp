// SPDX-License-Identifier: MIT
// The board of chessmen on a graph: arrows point down the layers, clicks and keys make
// exactly the moves they show, the SG values on demand, and big graphs scroll and zoom.
#include "games/dag/graphview.h"

#include <QScrollBar>
#include <QSignalSpy>
#include <QToolButton>
#include <QtTest>

using namespace grundy;

namespace {

/// SG values: 5 has 0, 3 and 4 have 1, 1 and 2 have 0, 0 has 1.
const char* const kDiamond = "0>1,0>2,1>3,2>3,2>4,3>5,4>5";

AnyPosition on(const char* graph, std::initializer_list<long> vertices) {
    std::vector<Natural> at;
    for (const long v : vertices)
        at.emplace_back(v);
    return dag::fromGraph(graph, at);
}

/// The move the board asked for last.
dag::Move requested(const QSignalSpy& spy) {
    return std::get<dag::Move>(spy.last().at(0).value<AnyMove>());
}

} // namespace

class TstGraphView : public QObject {
    Q_OBJECT

    std::unique_ptr<GraphView> board(const AnyPosition& p, QSize size = {600, 500}) {
        auto view = std::make_unique<GraphView>();
        view->setPosition(p);
        view->resize(size);
        view->show();
        return view;
    }

private slots:
    void arrowsPointDown() {
        auto view = board(on(kDiamond, {0}));
        const auto& layers = view->layers();
        QCOMPARE(layers, (std::vector<int>{0, 1, 1, 2, 2, 3}));
        for (const auto& [v, w] : std::vector<std::pair<int, int>>{{0, 1}, {2, 4}, {4, 5}})
            QVERIFY(view->vertexCenter(std::size_t(v)).y() <
                    view->vertexCenter(std::size_t(w)).y());
        // Every vertex is inside the board.
        for (std::size_t v = 0; v < 6; ++v)
            QVERIFY(view->rect().contains(view->vertexCenter(v)));
    }

    void clickChessmanThenVertex() {
        auto view = board(on(kDiamond, {0, 2}));
        QSignalSpy spy(view.get(), &BoardView::moveRequested);
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(2));
        QCOMPARE(view->selectedVertex(), 2);
        QCOMPARE(view->litVertices(), (std::vector<std::size_t>{3, 4}));
        QVERIFY(view->caption().contains("2"));
        // A vertex that is not a successor: nothing moves, the choice is dropped.
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(5));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(view->selectedVertex(), -1);
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(2));
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(4));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(requested(spy), (dag::Move{1, 4}));
    }

    void clickSuccessorDirectly() {
        auto view = board(on(kDiamond, {0, 2}));
        QSignalSpy spy(view.get(), &BoardView::moveRequested);
        // Only the chessman on 2 reaches 4: one click moves it.
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(4));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(requested(spy), (dag::Move{1, 4}));
        // 3 is reached from 1 and 2: with chessmen on both, a click on 3 chooses nothing.
        view->setPosition(on(kDiamond, {1, 2}));
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(3));
        QCOMPARE(spy.count(), 1);
    }

    void sharedVertexShowsCount() {
        auto view = board(on(kDiamond, {3, 3, 0}));
        QVERIFY(view->partText(3).contains("2 chessmen"));
        QVERIFY(view->partText(5).contains("no chessman"));
        QCOMPARE(view->partCount(), 6);
        QVERIFY(!view->partRect(0).isEmpty());
        QSignalSpy spy(view.get(), &BoardView::moveRequested);
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(3));
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(5));
        QCOMPARE(requested(spy), (dag::Move{0, 5})); // the first chessman on 3
    }

    void keyboard() {
        auto view = board(on(kDiamond, {0, 2}));
        QSignalSpy spy(view.get(), &BoardView::moveRequested);
        view->setFocus();
        QTest::keyClick(view.get(), Qt::Key_Right); // the chessman on 0
        QCOMPARE(view->focusedPart(), 0);
        QTest::keyClick(view.get(), Qt::Key_Right); // the chessman on 2
        QCOMPARE(view->focusedPart(), 2);
        QTest::keyClick(view.get(), Qt::Key_Return);
        QCOMPARE(view->selectedVertex(), 2);
        QCOMPARE(view->focusedPart(), 3);
        QTest::keyClick(view.get(), Qt::Key_Right);
        QCOMPARE(view->focusedPart(), 4);
        QTest::keyClick(view.get(), Qt::Key_Escape);
        QCOMPARE(view->selectedVertex(), -1);
        QTest::keyClick(view.get(), Qt::Key_Return);
        QTest::keyClick(view.get(), Qt::Key_Return);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(requested(spy), (dag::Move{1, 3}));
    }

    void notYourTurn() {
        auto view = board(on(kDiamond, {0}));
        view->setInteractive(false);
        QSignalSpy spy(view.get(), &BoardView::moveRequested);
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(0));
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(1));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(view->caption(), view->idleText());
    }

    void sgValuesOnDemand() {
        auto view = board(on(kDiamond, {0}));
        QVERIFY(!view->showsValues());
        QVERIFY(!view->partText(0).contains("SG"));
        auto* button = view->findChild<QToolButton*>("sgValuesButton");
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(view->showsValues());
        QVERIFY(view->partText(0).contains("SG value 1"));
        QVERIFY(view->partText(3).contains("SG value 1"));
        QVERIFY(view->partText(2).contains("SG value 0"));
    }

    void lastMoveAndHint() {
        auto view = board(on(kDiamond, {0, 2}));
        const AnyPosition after = on(kDiamond, {0, 4});
        view->setPosition(after, AnyMove(dag::Move{1, 4}));
        view->showHint(AnyMove(dag::Move{1, 5}));
        QImage image(view->size(), QImage::Format_ARGB32);
        view->render(&image); // draws the last move and the hint without trouble
        QVERIFY(!image.isNull());
    }

    void bigGraphScrollsAndZooms() {
        std::string path;
        for (int v = 0; v + 1 < 200; ++v)
            path += (v ? "," : "") + std::to_string(v) + ">" + std::to_string(v + 1);
        auto view = board(dag::fromGraph(path, {Natural(0), Natural(150)}), {500, 400});
        auto* vertical = view->findChildren<QScrollBar*>().size() == 2
                             ? view->findChildren<QScrollBar*>()[1]
                             : nullptr;
        QVERIFY(vertical);
        QVERIFY(vertical->isVisible());
        QVERIFY(vertical->maximum() > 0);
        // The circles stay readable: two layers are more than two radii apart.
        QVERIFY(view->vertexCenter(1).y() - view->vertexCenter(0).y() > 40);
        const double before = view->zoom();
        view->setFocus();
        QTest::keyClick(view.get(), Qt::Key_Minus);
        QVERIFY(view->zoom() < before);
        QTest::keyClick(view.get(), Qt::Key_0);
        QCOMPARE(view->zoom(), 1.0);
        // Choosing the chessman on 150 scrolls it into view.
        QTest::keyClick(view.get(), Qt::Key_Right);
        QTest::keyClick(view.get(), Qt::Key_Right);
        QCOMPARE(view->focusedPart(), 150);
        QVERIFY(view->rect().contains(view->vertexCenter(150)));
    }
};

QTEST_MAIN(TstGraphView)
#include "tst_graphview.moc"
