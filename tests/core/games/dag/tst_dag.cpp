// SPDX-License-Identifier: MIT
// Chessmen on a DAG (docs/course.md §10): the SG values against a search of the real
// game (every chessman position of up to 3 chessmen) on random DAGs of up to 8 vertices;
// cycles found and named; a path of a million vertices without recursion.
#include "core/games/dag/dag.h"
#include "oracle.h"

#include <QRandomGenerator>
#include <QtTest>

#include <map>
#include <vector>

using namespace grundy::dag;

namespace {

/// A random DAG on n vertices: edges only from a vertex to a later one in a shuffled order,
/// some repeated.
Graph randomDag(std::size_t n, QRandomGenerator& rng) {
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i)
        order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    Graph g;
    g.successors.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            for (int copies = rng.bounded(4) == 0 ? 2 : 1; copies > 0; --copies)
                if (rng.bounded(3) == 0) g.successors[order[i]].push_back(order[j]);
    return g;
}

/// Whether the mover wins with chessmen on `at` (sorted), moving one along an edge.
bool moverWins(std::vector<std::size_t> at, const Graph& g,
               std::map<std::vector<std::size_t>, bool>& memo) {
    std::sort(at.begin(), at.end());
    if (const auto it = memo.find(at); it != memo.end()) return it->second;
    bool wins = false;
    for (std::size_t i = 0; i < at.size() && !wins; ++i)
        for (const std::size_t w : g.successors[at[i]]) {
            std::vector<std::size_t> next = at;
            next[i] = w;
            if (!moverWins(next, g, memo)) {
                wins = true;
                break;
            }
        }
    memo[at] = wins;
    return wins;
}

/// Whether the edge from -> to lies on a cycle: `from` is reachable from `to`.
bool onCycle(const Graph& g, std::size_t from, std::size_t to) {
    std::vector<bool> seen(g.successors.size(), false);
    std::vector<std::size_t> stack{to};
    while (!stack.empty()) {
        const std::size_t v = stack.back();
        stack.pop_back();
        if (v == from) return true;
        if (seen[v]) continue;
        seen[v] = true;
        for (const std::size_t w : g.successors[v])
            stack.push_back(w);
    }
    return false;
}

} // namespace

class TstDag : public QObject {
    Q_OBJECT

private slots:
    void randomDagsAgainstSearch() {
        QRandomGenerator rng(1524);
        for (int round = 0; round < 150; ++round) {
            const std::size_t n = 1 + rng.bounded(8);
            const Graph g = randomDag(n, rng);
            QVERIFY(!findCycle(g));
            const std::vector<std::size_t> sg = sgValues(g);
            std::map<std::vector<std::size_t>, bool> memo;
            for (std::size_t a = 0; a < n; ++a) {
                QCOMPARE(sg[a] != 0, moverWins({a}, g, memo));
                for (std::size_t b = a; b < n; ++b) {
                    QCOMPARE((sg[a] ^ sg[b]) != 0, moverWins({a, b}, g, memo));
                    for (std::size_t c = b; c < n; ++c)
                        QCOMPARE((sg[a] ^ sg[b] ^ sg[c]) != 0, moverWins({a, b, c}, g, memo));
                }
            }
        }
    }

    void cycles() {
        QRandomGenerator rng(2425);
        for (int round = 0; round < 300; ++round) {
            const std::size_t n = 1 + rng.bounded(8);
            Graph g;
            g.successors.resize(n);
            for (std::size_t v = 0; v < n; ++v)
                for (std::size_t w = 0; w < n; ++w)
                    if (rng.bounded(5) == 0) g.successors[v].push_back(w);
            // Acyclic exactly when some order puts every edge forwards: check by peeling
            // vertices with no edge left.
            std::vector<bool> gone(n, false);
            for (bool peeled = true; peeled;) {
                peeled = false;
                for (std::size_t v = 0; v < n; ++v) {
                    if (gone[v]) continue;
                    const auto& s = g.successors[v];
                    if (std::all_of(s.begin(), s.end(), [&](std::size_t w) { return gone[w]; })) {
                        gone[v] = peeled = true;
                    }
                }
            }
            const bool acyclic = std::all_of(gone.begin(), gone.end(), [](bool b) { return b; });
            const std::optional<Edge> e = findCycle(g);
            QCOMPARE(!e, acyclic);
            if (e) {
                QCOMPARE(g.successors[e->from][e->index], e->to);
                QVERIFY(onCycle(g, e->from, e->to));
                QVERIFY_THROWS_EXCEPTION(std::invalid_argument, sgValues(g));
            }
        }
        Graph loop;
        loop.successors = {{1}, {1}};
        const std::optional<Edge> e = findCycle(loop);
        QVERIFY(e);
        QCOMPARE(e->from, std::size_t(1));
        QCOMPARE(e->to, std::size_t(1));
    }

    void longPathWithoutRecursion() {
        const std::size_t n = 1000000;
        Graph g;
        g.successors.resize(n);
        for (std::size_t v = 0; v + 1 < n; ++v)
            g.successors[v] = {v + 1};
        const std::vector<std::size_t> sg = sgValues(g);
        for (std::size_t v = 0; v < n; ++v)
            QCOMPARE(sg[v], (n - 1 - v) % 2);
        QVERIFY(sgValues(Graph{}).empty());
    }
};

QTEST_GUILESS_MAIN(TstDag)
#include "tst_dag.moc"
