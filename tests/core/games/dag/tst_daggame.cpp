// SPDX-License-Identifier: MIT
// The game of chessmen on a DAG (dag.h): every rule against a memoised search of the game
// itself (the chessmen's vertices, moved along the test's own edge lists) on random small
// DAGs; the graph text's checks and its one form; a path of 10^5 vertices.
#include "core/analysis/explain.h"
#include "core/games/catalogue.h"
#include "core/games/dag/dag.h"
#include "core/games/dag/dagwords.h"
#include "core/text/english.h"
#include "core/text/words.h"
#include "oracle.h"

#include <QRandomGenerator>
#include <QtTest>

#include <set>
#include <tuple>

using namespace grundy;
using namespace grundy::dag;
using testsupport::nums;

Q_DECLARE_METATYPE(grundy::Phrase)

namespace {

/// A random DAG as the test's own edge set (from < to in a shuffled numbering), with the
/// number of vertices.
struct SmallDag {
    std::size_t vertices = 0;
    std::set<std::pair<std::size_t, std::size_t>> edges;
};

SmallDag randomDag(QRandomGenerator& rng) {
    SmallDag d;
    d.vertices = 1 + rng.bounded(8);
    std::vector<std::size_t> order(d.vertices);
    for (std::size_t i = 0; i < d.vertices; ++i)
        order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    for (std::size_t i = 0; i < d.vertices; ++i)
        for (std::size_t j = i + 1; j < d.vertices; ++j)
            if (rng.bounded(3) == 0) d.edges.emplace(order[i], order[j]);
    return d;
}

/// The DAG written the way a person might: edges in a random order, some twice, spaces,
/// and the vertex count in front.
std::string writtenAs(const SmallDag& d, QRandomGenerator& rng) {
    std::vector<std::pair<std::size_t, std::size_t>> edges(d.edges.begin(), d.edges.end());
    if (!edges.empty() && rng.bounded(2) == 0) edges.push_back(edges.front());
    std::shuffle(edges.begin(), edges.end(), rng);
    std::string t = std::to_string(d.vertices) + (rng.bounded(2) ? ": " : ":");
    for (std::size_t i = 0; i < edges.size(); ++i)
        t += (i ? (rng.bounded(2) ? ", " : ",") : "") + std::to_string(edges[i].first) + ">" +
             std::to_string(edges[i].second);
    return t;
}

using Chessmen = std::vector<std::size_t>;

/// The positions one move from `at`: any chessman along any edge of the test's set.
std::vector<Chessmen> optionsIn(const SmallDag& d, const Chessmen& at) {
    std::vector<Chessmen> out;
    for (std::size_t i = 0; i < at.size(); ++i)
        for (const auto& [from, to] : d.edges)
            if (from == at[i]) {
                Chessmen next = at;
                next[i] = to;
                out.push_back(next);
            }
    return out;
}

/// Every list of 1..3 chessmen on the DAG's vertices.
std::vector<Chessmen> allPositions(std::size_t vertices) {
    std::vector<Chessmen> out;
    for (std::size_t a = 0; a < vertices; ++a) {
        out.push_back({a});
        for (std::size_t b = 0; b < vertices; ++b) {
            out.push_back({a, b});
            for (std::size_t c = 0; c < vertices; ++c)
                out.push_back({a, b, c});
        }
    }
    return out;
}

std::vector<Natural> naturalsOf(const Chessmen& at) {
    return std::vector<Natural>(at.begin(), at.end());
}

/// The reason the graph text `text` is refused.
Phrase refusal(const std::string& text) {
    try {
        graphText(text);
    } catch (const InvalidPosition& e) {
        return e.message().phrase;
    }
    return words::None;
}

} // namespace

class TstDagGame : public QObject {
    Q_OBJECT

private slots:
    void rulesAgainstSearch() {
        QRandomGenerator rng(2425);
        for (int round = 0; round < 120; ++round) {
            const SmallDag d = randomDag(rng);
            const std::string text = writtenAs(d, rng);
            SpragueGrundy<Chessmen> search([&](const Chessmen& at) { return optionsIn(d, at); });
            for (const Chessmen& at : allPositions(d.vertices)) {
                const Position p = fromGraph(text, naturalsOf(at));
                const QByteArray where = QByteArray::fromStdString(text) + " " + oracle::show(at);
                const bool moverWins = !search.isP(at);
                QVERIFY2((outcome(p) == Outcome::N) == moverWins, where);
                const std::vector<Chessmen> options = optionsIn(d, at);
                QVERIFY2(isOver(p) == options.empty(), where);

                // The legal moves are the search's options, each reached by apply.
                const std::vector<Move> legal = legalMoves(p);
                QCOMPARE(legal.size(), options.size());
                std::vector<Move> winning;
                for (const Move& m : legal) {
                    QVERIFY(isLegal(p, m));
                    Chessmen next = at;
                    next[m.chessman] = m.to;
                    QVERIFY(apply(p, m).chessmen == next);
                    QVERIFY(std::find(options.begin(), options.end(), next) != options.end());
                    if (search.isP(next)) winning.push_back(m);
                }
                QVERIFY2(oracle::sameMoves(winningMoves(p), winning), where);
                for (const Move& m : winning)
                    QVERIFY(!explain::reasonFor(AnyPosition(p), AnyMove(m)).empty());
                if (options.empty()) {
                    QVERIFY_THROWS_EXCEPTION(IllegalMove, computerMove(p));
                    continue;
                }
                const Move chosen = computerMove(p);
                if (moverWins) {
                    QVERIFY2(chosen == winningMoves(p).front(), where);
                    continue;
                }
                // From a losing position: the fewest winning replies, then the lowest
                // chessman, then the lowest vertex.
                const Move best = oracle::leastBy(legal, [&](const Move& m) {
                    Chessmen next = at;
                    next[m.chessman] = m.to;
                    return std::tuple(search.winningMoveCount(next), m.chessman, m.to);
                });
                QVERIFY2(chosen == best, where);
            }
        }
    }

    void illegalMoves() {
        const Position p = fromGraph("0>1,0>2,1>3", nums({0, 3}));
        const auto why = [&](const Move& m) {
            try {
                apply(p, m);
            } catch (const IllegalMove& e) {
                return e.message();
            }
            return Message{};
        };
        QCOMPARE(why({2, 1}), (Message{words::ErrorNoChessman, {Natural(3), Natural(2)}}));
        QCOMPARE(why({0, 3}), (Message{words::ErrorNoEdge, {Natural(0), Natural(3)}}));
        QCOMPARE(why({1, 0}), (Message{words::ErrorNoEdge, {Natural(3), Natural(0)}}));
        QCOMPARE(why({0, 99}), (Message{words::ErrorNoEdge, {Natural(0), Natural(99)}}));
        QCOMPARE(describe(p, {0, 2}), std::string("move the chessman on 0 to 2"));
        QCOMPARE(toEnglish(reason(p, {0, 2})),
                 std::string("vertex 0 has SG value 2 and vertex 2 has SG value 0; the XOR was "
                             "2 = 2 XOR 0, so afterwards the SG values XOR to 0 and the "
                             "opponent loses."));
    }

    void graphText_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normal");
        QTest::newRow("as written") << "0>1,0>2,1>3"
                                    << "0>1,0>2,1>3";
        QTest::newRow("sorted, spaces") << " 1 > 3 ,0>2,\t0>1"
                                        << "0>1,0>2,1>3";
        QTest::newRow("repeats") << "0>1,0>1,1>2,0>1"
                                 << "0>1,1>2";
        QTest::newRow("count implied") << "4:0>1,2>3"
                                       << "0>1,2>3";
        QTest::newRow("isolated vertices") << "6: 2>0"
                                           << "6:2>0";
        QTest::newRow("one vertex") << "1:"
                                    << "1:";
        QTest::newRow("no edges") << "3:"
                                  << "3:";
        QTest::newRow("large numbers") << "99999>0"
                                       << "99999>0";
    }
    void graphText() {
        QFETCH(QString, text);
        QFETCH(QString, normal);
        QCOMPARE(QString::fromStdString(dag::graphText(text.toStdString())), normal);
        QCOMPARE(QString::fromStdString(dag::graphText(normal.toStdString())), normal);
    }

    void refusals_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Phrase>("reason");
        using namespace words;
        const auto row = [](const char* name, const char* text, Phrase phrase) {
            QTest::newRow(name) << text << phrase;
        };
        row("empty", "", ErrorGraphEmpty);
        row("spaces", "  ", ErrorGraphEmpty);
        row("count 0", "0:", ErrorGraphEmpty);
        row("count word", "x:0>1", ErrorGraphCount);
        row("count empty", ":0>1", ErrorGraphCount);
        row("count negative", "-3:0>1", ErrorGraphCount);
        row("two colons", "3:4:0>1", ErrorGraphEdge);
        row("no arrow", "0>1,2", ErrorGraphEdge);
        row("dash", "0-1", ErrorGraphEdge);
        row("empty edge", "0>1,,1>2", ErrorGraphEdge);
        row("trailing comma", "0>1,", ErrorGraphEdge);
        row("leading comma", ",0>1", ErrorGraphEdge);
        row("two arrows", "0>1>2", ErrorGraphEdge);
        row("negative", "0>-1", ErrorGraphEdge);
        row("letters", "a>b", ErrorGraphEdge);
        row("self-loop", "0>1,1>1", ErrorGraphSelfLoop);
        row("two-cycle", "0>1,1>0", ErrorGraphCycle);
        row("long cycle", "0>1,1>2,2>3,3>4,4>1", ErrorGraphCycle);
        row("beyond count", "3:0>3", ErrorGraphBeyondCount);
        row("vertex too big", "0>100000", ErrorGraphTooManyVertices);
        row("vertex far too big", "0>99999999999999999999999", ErrorGraphTooManyVertices);
        row("count too big", "100001:", ErrorGraphTooManyVertices);
    }
    void refusals() {
        QFETCH(QString, text);
        QFETCH(Phrase, reason);
        QCOMPARE(refusal(text.toStdString()), reason);
        // Through the catalogue it is an option error that keeps the reason.
        try {
            positionFrom(gameInfo(GameKind::Dag), nums({0}), {{"graph", text.toStdString()}});
            QFAIL("accepted");
        } catch (const OptionError& e) {
            QCOMPARE(e.problem(), OptionError::Problem::Invalid);
            QCOMPARE(e.reason()->phrase, reason);
        }
    }

    // Where the refusal names the place: the edge and its number, the cycle's edge.
    void refusalsNameThePlace() {
        const auto english = [](const char* text) {
            try {
                dag::graphText(text);
            } catch (const InvalidPosition& e) {
                return std::string(e.what());
            }
            return std::string("accepted");
        };
        QCOMPARE(english("0>1,1>2,2-3"),
                 std::string("is not an edge list: its 3rd edge, \"2-3\", is not two vertex "
                             "numbers written FROM>TO"));
        QCOMPARE(english("0>1,2>2"),
                 std::string("has an edge 2>2 (its 2nd edge) from a vertex to itself"));
        QCOMPARE(english("0>1,1>0"),
                 std::string("has a cycle through the edge 1>0: the graph must be acyclic"));
        QCOMPARE(english("2:0>5"), std::string("names vertex 5 but has only 2 vertices"));
        // A cycle's named edge lies on a cycle, wherever the cycle is.
        QRandomGenerator rng(1524);
        for (int round = 0; round < 200; ++round) {
            const std::size_t n = 2 + rng.bounded(7);
            std::string t;
            for (std::size_t v = 0; v < n; ++v)
                for (std::size_t w = 0; w < n; ++w)
                    if (v != w && rng.bounded(4) == 0)
                        t += (t.empty() ? "" : ",") + std::to_string(v) + ">" + std::to_string(w);
            if (t.empty()) continue;
            try {
                dag::graphText(t);
            } catch (const InvalidPosition& e) {
                QCOMPARE(e.message().phrase, words::ErrorGraphCycle);
            }
        }
    }

    void positionChecks() {
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, fromGraph("0>1", nums({2})));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, fromGraph("0>1", {}));
        try {
            fromGraph("0>1,1>2", nums({1, 7}));
            QFAIL("accepted");
        } catch (const InvalidPosition& e) {
            QCOMPARE(e.message(), (Message{words::ErrorNoVertex, {Natural(7), Natural(2)}}));
        }
        // Through the catalogue: the graph option is required, the shape needs a chessman.
        const GameInfo& game = gameInfo(GameKind::Dag);
        QVERIFY_THROWS_EXCEPTION(OptionError, positionFrom(game, nums({0}), {}));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, positionFrom(game, {}, {{"graph", "0>1"}}));
        const AnyPosition p = positionFrom(game, nums({1, 0, 1}), {{"graph", "2: 1>0"}});
        QCOMPARE(*optionsOf(p).find("graph"), std::string("1>0"));
        QVERIFY(numbersOf(p) == nums({1, 0, 1}));
    }

    void explanation() {
        const AnyPosition p = makePosition(GameKind::Dag, nums({0, 1}), {{"graph", "0>1,0>2,1>3"}});
        const explain::Explanation e = explain::explain(p);
        QCOMPARE(e.game, GameKind::Dag);
        QCOMPARE(e.outcome, Outcome::N);
        QVERIFY(e.binary.has_value());
        QCOMPARE(e.binary->rows.size(), std::size_t(2));
        QCOMPARE(e.binary->xorRow.value, std::string("3"));
        QCOMPARE(e.moves.size(), std::size_t(1));
        const std::string text = explain::toText(e);
        QVERIFY2(text.find("Vertex 0 leads to 1, 2, whose SG values are 1, 0; the least number "
                           "missing is 2, so SG(0) = 2.") != std::string::npos,
                 text.c_str());
        const explain::Explanation over =
            explain::explain(makePosition(GameKind::Dag, nums({3, 2}), {{"graph", "0>1,0>2,1>3"}}));
        QVERIFY(over.over);
        QCOMPARE(over.outcome, Outcome::P);
    }

    void longPath() {
        const std::size_t n = 100000;
        std::string t;
        for (std::size_t v = 0; v + 1 < n; ++v)
            t += (v ? "," : "") + std::to_string(v) + ">" + std::to_string(v + 1);
        const Position p = fromGraph(t, nums({0, 1, 50000}));
        QCOMPARE(p.graph->vertexCount(), n);
        for (std::size_t v = 0; v < n; v += 997)
            QCOMPARE(p.graph->sg[v], (n - 1 - v) % 2);
        // SG values 1, 0, 1: the XOR is 0, and every move leaves three winning replies.
        QCOMPARE(outcome(p), Outcome::P);
        QCOMPARE(computerMove(p), (Move{0, 1}));
        const Position q = apply(p, {2, 50001});
        QCOMPARE(winningMoves(q), (std::vector<Move>{{0, 1}, {1, 2}, {2, 50002}}));
        // Read once: the same text finds the same graph.
        QCOMPARE(readGraph(t).get(), p.graph.get());
        // One vertex more is too many.
        QCOMPARE(refusal(std::to_string(n + 1) + ":"), words::ErrorGraphTooManyVertices);
        QCOMPARE(refusal(t + "," + std::to_string(n - 1) + ">" + std::to_string(n)),
                 words::ErrorGraphTooManyVertices);
    }

    void tooManyEdges() {
        // A complete DAG on 633 vertices has 200,028 edges, just past the limit.
        std::string t;
        for (std::size_t v = 0; v < 633; ++v)
            for (std::size_t w = v + 1; w < 633; ++w)
                t += (t.empty() ? "" : ",") + std::to_string(v) + ">" + std::to_string(w);
        QCOMPARE(refusal(t), words::ErrorGraphTooManyEdges);
    }

    void randomGraphs() {
        for (std::size_t vertices : {1, 2, 5, 12, 30, 200}) {
            const std::string t = randomGraphText(vertices, 7 * vertices);
            QCOMPARE(readGraph(t)->vertexCount(), vertices);
            QCOMPARE(randomGraphText(vertices, 7 * vertices), t);
            QCOMPARE(dag::graphText(t), t);
        }
        QVERIFY(randomGraphText(12, 1) != randomGraphText(12, 2));
    }
};

QTEST_GUILESS_MAIN(TstDagGame)
#include "tst_daggame.moc"
