// SPDX-License-Identifier: MIT
// The board of chessmen on a graph: arrows point down the ranks (or right on a wide
// board), a long graph fits the board, clicks and keys make exactly the moves they show,
// the SG values on demand, and big graphs scroll and zoom. Set BOARDS_SHOTS=<dir> to save
// PNGs of the 30-vertex chain as drawn.
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
        auto view = board(on(kDiamond, {0}), {500, 600});
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

    /// The chain of 30 vertices with edges i -> i+1, i+3 and i+7, on a wide, a
    /// projector's and a tall board: the ranks go along the longer side, every vertex is on the board with
    /// no scrolling, and the drawing takes more than half the board's width.
    void chainFitsTheBoard_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("right");
        QTest::newRow("1024x600") << QSize(1024, 600) << true;
        QTest::newRow("600x800") << QSize(600, 800) << false;
        // The board of a 1024x768 window beside the side panel (a projector).
        QTest::newRow("725x615") << QSize(725, 615) << true;
    }
    void chainFitsTheBoard() {
        QFETCH(QSize, size);
        QFETCH(bool, right);
        std::string chain;
        for (int i = 0; i < 30; ++i)
            for (const int d : {1, 3, 7})
                if (i + d < 30)
                    chain += (chain.empty() ? "" : ",") + std::to_string(i) + ">" +
                             std::to_string(i + d);
        auto view = board(dag::fromGraph(chain, {Natural(0), Natural(29)}), size);
        QVERIFY(view->layout().routed);
        for (QScrollBar* bar : view->findChildren<QScrollBar*>())
            QVERIFY(!bar->isVisible());
        int left = size.width(), rightmost = 0;
        for (std::size_t v = 0; v < 30; ++v) {
            const QPoint at = view->vertexCenter(v);
            QVERIFY2(view->rect().contains(at), qPrintable(QString::number(v)));
            QVERIFY(!view->partRect(int(v)).isEmpty()); // on the drawing, not under the caption
            left = std::min(left, at.x());
            rightmost = std::max(rightmost, at.x());
        }
        QVERIFY2(rightmost - left > size.width() / 2,
                 qPrintable(QStringLiteral("%1 of %2").arg(rightmost - left).arg(size.width())));
        // Every edge i -> i+1 goes one rank on, the way the board is longer.
        for (std::size_t v = 0; v + 1 < 30; ++v) {
            const QPoint a = view->vertexCenter(v), b = view->vertexCenter(v + 1);
            QVERIFY(right ? b.x() > a.x() : b.y() > a.y());
        }
        QVERIFY(view->radius() >= 7.9);
        // Draws the curves and their arrowheads, then with the SG values, a chosen
        // chessman's edges, the last move and a hint; BOARDS_SHOTS=<dir> saves both.
        const QByteArray dir = qgetenv("BOARDS_SHOTS");
        const auto shot = [&](const QString& name) {
            const QImage image = view->grab().toImage();
            QVERIFY(!image.isNull());
            if (!dir.isEmpty())
                image.save(QString::fromUtf8(dir) + "/graph-chain-" + name +
                           QTest::currentDataTag() + ".png");
        };
        shot({});
        view->setPosition(dag::fromGraph(chain, {Natural(7), Natural(29)}),
                          AnyMove(dag::Move{0, 7}));
        view->showHint(AnyMove(dag::Move{0, 14}));
        view->setShowsValues(true);
        QTest::mouseClick(view.get(), Qt::LeftButton, {}, view->vertexCenter(7));
        QCOMPARE(view->selectedVertex(), 7);
        shot(QStringLiteral("marked-"));
    }

    /// A board made for a graph laid out before (a game loaded, or come back to) takes
    /// dot's layout as it was, without laying it out again.
    void layoutKeptForTheNextBoard() {
        auto first = board(on(kDiamond, {0}), {500, 600});
        auto second = board(on(kDiamond, {1}), {500, 600});
        QVERIFY(first->layout().routed);
        QCOMPARE(&second->layout(), &first->layout());
    }

    /// Resizing the board from wide to tall turns the ranks from right to down.
    void turnsWithTheBoard() {
        auto view = board(on(kDiamond, {0}), {600, 900});
        QVERIFY(view->vertexCenter(5).y() > view->vertexCenter(0).y());
        const std::string path = "0>1,1>2,2>3,3>4,4>5,5>6,6>7,7>8,8>9,9>10,10>11";
        view->setPosition(dag::fromGraph(path, {Natural(0)}));
        QVERIFY(view->vertexCenter(11).y() > view->vertexCenter(0).y() + 300);
        view->resize(1000, 300);
        QVERIFY(view->vertexCenter(11).x() > view->vertexCenter(0).x() + 500);
        view->resize(300, 1000);
        QVERIFY(view->vertexCenter(11).y() > view->vertexCenter(0).y() + 500);
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
        // The board is wider than high: the ranks go right, and the board scrolls that way.
        auto* horizontal = view->findChildren<QScrollBar*>()[0];
        QVERIFY(horizontal->isVisible());
        QVERIFY(horizontal->maximum() > 0);
        QVERIFY(!vertical->isVisible());
        // The circles stay readable (8 pixels at least): two ranks are more than two radii
        // apart.
        QVERIFY(view->radius() >= 7.9);
        QVERIFY(view->vertexCenter(1).x() - view->vertexCenter(0).x() > 2 * view->radius());
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
