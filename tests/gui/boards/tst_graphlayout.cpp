// SPDX-License-Identifier: MIT
// The graph board's layout (Graphviz's dot): every edge runs the ranks' way and keeps clear
// of the vertices it does not join, in both directions, for a long chain with skipping
// edges, small named graphs and random ones; big graphs get the quick layout; and how long
// the biggest graph dot lays out takes.
#include "games/dag/graphlayout.h"

#include "core/games/dag/dag.h"

#include <QElapsedTimer>
#include <QtTest>

#include <cmath>
#include <ctime>
#include <string>

using Direction = GraphLayout::Direction;
using Successors = std::vector<std::vector<std::size_t>>;

namespace {

/// The graph of an edge list ("0>1,0>2"), as the game reads it.
Successors graph(const std::string& text) {
    return grundy::dag::readGraph(text)->graph.successors;
}

/// The chain: 30 vertices, edges i -> i+1, i+3 and i+7 where the target is a vertex.
std::string skippingChain(int n = 30) {
    std::string text;
    for (int i = 0; i < n; ++i)
        for (const int d : {1, 3, 7})
            if (i + d < n)
                text += (text.empty() ? "" : ",") + std::to_string(i) + ">" + std::to_string(i + d);
    return text;
}

double distance(QPointF a, QPointF b) {
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

/// The first edge that passes through a vertex other than its ends ("0>3 crosses 1"): a
/// point along its curve or arrowhead within a radius of that vertex's centre; empty when
/// every edge keeps clear.
QString firstCrossing(const GraphLayout& layout, const Successors& next) {
    for (std::size_t v = 0; v < next.size(); ++v)
        for (std::size_t i = 0; i < next[v].size(); ++i) {
            const std::size_t w = next[v][i];
            for (const QPointF& p : layout.edges[v][i].sample(24))
                for (std::size_t u = 0; u < next.size(); ++u)
                    if (u != v && u != w && distance(p, layout.at[u]) <= layout.radius)
                        return QStringLiteral("%1>%2 crosses %3").arg(v).arg(w).arg(u);
        }
    return {};
}

} // namespace

class TstGraphLayout : public QObject {
    Q_OBJECT

private slots:
    void edgesKeepClearOfOtherVertices_data() {
        QTest::addColumn<QString>("edges");
        QTest::addColumn<int>("direction");
        const std::vector<std::pair<const char*, std::string>> graphs{
            {"skipping chain", skippingChain()},
            {"diamond", "0>1,0>2,1>3,2>3,2>4,3>5,4>5"},
            {"binary tree", "0>1,0>2,1>3,1>4,2>5,2>6,3>7,3>8,4>9,4>10,5>11,5>12,6>13,6>14"},
            {"all edges of 7",
             [] {
                 std::string t;
                 for (int i = 0; i < 7; ++i)
                     for (int j = i + 1; j < 7; ++j)
                         t += (t.empty() ? "" : ",") + std::to_string(i) + ">" + std::to_string(j);
                 return t;
             }()},
            {"random 40", grundy::dag::randomGraphText(40, 7)},
            {"random 100", grundy::dag::randomGraphText(100, 19)},
        };
        for (const auto& [name, text] : graphs)
            for (const Direction d : {Direction::Down, Direction::Right})
                QTest::newRow(
                    (std::string(name) + (d == Direction::Down ? " down" : " right")).c_str())
                    << QString::fromStdString(text) << int(d);
    }

    /// No edge passes through a vertex other than its ends: points along each edge's
    /// curve (and its arrowhead) stay more than a radius from every other centre; it
    /// starts on its tail's circle and its arrowhead touches its head's; and it runs the
    /// ranks' way.
    void edgesKeepClearOfOtherVertices() {
        QFETCH(QString, edges);
        QFETCH(int, direction);
        const Successors next = graph(edges.toStdString());
        const Direction d = Direction(direction);
        const GraphLayout layout = GraphLayout::of(next, d);
        QVERIFY(layout.routed);
        const double r = layout.radius;
        QVERIFY(r > 0);
        const QRectF drawing(QPointF(0, 0), layout.content);
        for (std::size_t v = 0; v < next.size(); ++v) {
            QVERIFY(drawing.contains(layout.at[v]));
            QCOMPARE(layout.edges[v].size(), next[v].size());
            for (std::size_t i = 0; i < next[v].size(); ++i) {
                const std::size_t w = next[v][i];
                const GraphLayout::Path& path = layout.edges[v][i];
                QCOMPARE((path.spline.size() - 1) % 3, std::size_t(0));
                const QPointF a = layout.at[v], b = layout.at[w];
                QVERIFY(d == Direction::Down ? b.y() > a.y() : b.x() > a.x());
                QVERIFY2(std::abs(distance(path.spline.front(), a) - r) < 2,
                         qPrintable(QStringLiteral("%1>%2 starts off its circle").arg(v).arg(w)));
                QVERIFY2(std::abs(distance(path.tip, b) - r) < 2,
                         qPrintable(QStringLiteral("%1>%2 ends off its circle").arg(v).arg(w)));
            }
        }
        const QString crossing = firstCrossing(layout, next);
        QVERIFY2(crossing.isEmpty(), qPrintable(crossing));
    }

    /// The check above sees an edge through a vertex: the quick layout's straight edges
    /// do cross (0, 1 and 2 in one column, 0>2 through 1), as the old layout's did.
    void crossingsAreSeen() {
        const Successors next = graph("0>1,1>2,0>2");
        QCOMPARE(firstCrossing(GraphLayout::layered(next), next), QStringLiteral("0>2 crosses 1"));
        QCOMPARE(firstCrossing(GraphLayout::of(next), next), QString());
    }

    /// The skipping chain is not one column: its ranks are spread across the drawing, so
    /// the edges that skip vertices go around them.
    void chainSpreadsAcross() {
        const GraphLayout layout = GraphLayout::of(graph(skippingChain()), Direction::Down);
        double left = layout.content.width(), right = 0;
        for (const QPointF& p : layout.at) {
            left = std::min(left, p.x());
            right = std::max(right, p.x());
        }
        QVERIFY(right - left > 6 * layout.radius);
        QCOMPARE(layout.layer.front(), 0);
        QCOMPARE(layout.layer.back(), 29); // every edge i -> i+1 goes one rank on
    }

    /// Beyond dot's limits the quick layout places every vertex, edges straight.
    void bigGraphsGetTheQuickLayout() {
        const Successors next = graph(grundy::dag::randomGraphText(2000, 3));
        QElapsedTimer timer;
        timer.start();
        const GraphLayout layout = GraphLayout::of(next, Direction::Down);
        qInfo("quick layout of 2000 vertices: %lld ms", timer.elapsed());
        QVERIFY(!layout.routed);
        QCOMPARE(layout.at.size(), next.size());
        for (std::size_t v = 0; v < next.size(); ++v)
            for (std::size_t i = 0; i < next[v].size(); ++i)
                QVERIFY(layout.at[next[v][i]].y() > layout.at[v].y());
        const GraphLayout across = GraphLayout::of(next, Direction::Right);
        QCOMPARE(across.content, layout.content.transposed());
    }

    /// How long dot takes for the biggest graph it is given (printed: the CPU is shared,
    /// so the bound checked is loose; the aim is about 100 ms).
    void biggestRoutedGraphTime() {
        // As many vertices and edges as dot is given: a chain with skipping edges.
        const std::size_t n = GraphLayout::kMaxRoutedVertices;
        std::string text;
        std::size_t edges = 0;
        for (std::size_t i = 0; i < n; ++i)
            for (const std::size_t d : {1, 3, 7})
                if (i + d < n && edges < GraphLayout::kMaxRoutedEdges) {
                    text +=
                        (text.empty() ? "" : ",") + std::to_string(i) + ">" + std::to_string(i + d);
                    ++edges;
                }
        const Successors next = graph(text);
        GraphLayout::of(graph("0>1"), Direction::Down); // Graphviz loads its plugins once
        QElapsedTimer timer;
        timer.start();
        const std::clock_t cpu = std::clock();
        const GraphLayout layout = GraphLayout::of(next, Direction::Down);
        const qint64 wall = timer.elapsed();
        const double used = 1000.0 * double(std::clock() - cpu) / CLOCKS_PER_SEC;
        qInfo("dot: %zu vertices, %zu edges: %lld ms (%.0f ms of processor time)", n, edges, wall,
              used);
        QVERIFY(layout.routed);
        QVERIFY(wall < 2000);
    }
};

QTEST_MAIN(TstGraphLayout)
#include "tst_graphlayout.moc"
