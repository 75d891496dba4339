// SPDX-License-Identifier: MIT
// Move values (movevalues.h) against an exhaustive search from the rules alone: every
// position reachable from a small start of every game, and every move from each.
#include "core/games/catalogue.h"
#include "core/analysis/movevalues.h"
#include "testsupport.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

using namespace grundy;
using testsupport::nums;

namespace {

/// Every position reachable from a start, with whether the player to move loses (P), found
/// by retrograde analysis over the moves alone (legalMoves, apply, conventionOf): it also
/// settles Northcott's game, where pieces may move back and forth.
class Search {
public:
    explicit Search(const AnyPosition& start) {
        add(start);
        for (std::size_t i = 0; i < m_states.size(); ++i) {
            for (const AnyMove& m : legalMoves(m_states[i])) {
                const std::size_t j = add(grundy::apply(m_states[i], m)); // may grow m_next
                m_next[i].push_back(j);
            }
            if (m_states.size() > kMostStates) return; // complete() says so
        }
        // A position with no move is lost by the player to move in normal play, won in
        // misère play. Then: won when some move leaves a lost position, lost when every move
        // leaves a won one, until nothing changes.
        enum Value { Unknown, P, N };
        std::vector<Value> value(m_states.size(), Unknown);
        for (bool changed = true; changed;) {
            changed = false;
            for (std::size_t i = 0; i < m_states.size(); ++i) {
                if (value[i] != Unknown) continue;
                Value v = Unknown;
                if (m_next[i].empty()) {
                    v = conventionOf(m_states[i]) == Convention::Misere ? N : P;
                } else {
                    bool allN = true;
                    for (std::size_t j : m_next[i]) {
                        if (value[j] == P) v = N;
                        allN = allN && value[j] == N;
                    }
                    if (v == Unknown && allN) v = P;
                }
                if (v != Unknown) {
                    value[i] = v;
                    changed = true;
                }
            }
        }
        for (std::size_t i = 0; i < m_states.size(); ++i) {
            m_settled = m_settled && value[i] != Unknown;
            m_isP.push_back(value[i] == P);
        }
        m_complete = true;
    }

    /// Whether every reachable position was found and settled.
    bool complete() const { return m_complete && m_settled; }

    const std::vector<AnyPosition>& states() const { return m_states; }
    bool isP(const AnyPosition& p) const { return m_isP[index(p)]; }

private:
    static constexpr std::size_t kMostStates = 4000;

    /// The position's index, or the count when it is new. The numbers narrow the search;
    /// == decides (Northcott's numbers leave out the colour to move).
    std::size_t index(const AnyPosition& p) const {
        const auto bucket = m_byNumbers.find(numbersOf(p));
        if (bucket != m_byNumbers.end())
            for (const std::size_t i : bucket->second)
                if (m_states[i] == p) return i;
        return m_states.size();
    }
    std::size_t add(const AnyPosition& p) {
        const std::size_t i = index(p);
        if (i == m_states.size()) {
            m_states.push_back(p);
            m_next.emplace_back();
            m_byNumbers[numbersOf(p)].push_back(i);
        }
        return i;
    }

    std::vector<AnyPosition> m_states;
    std::vector<std::vector<std::size_t>> m_next;
    std::map<std::vector<Natural>, std::vector<std::size_t>> m_byNumbers;
    std::vector<bool> m_isP;
    bool m_complete = false;
    bool m_settled = true;
};

} // namespace

class TestMoveValues : public QObject {
    Q_OBJECT
private slots:
    void agreesWithSearch_data() {
        QTest::addColumn<AnyPosition>("start");
        const auto add = [](const char* name, GameKind kind, std::vector<Natural> numbers,
                            GameOptions options = {}) {
            QTest::newRow(name) << makePosition(kind, std::move(numbers), options);
        };
        const GameOptions misere{{"play", "misere"}};
        add("bash", GameKind::Bash, nums({13}), {{"k", "3"}});
        add("bash misère", GameKind::Bash, nums({13}), {{"k", "3"}, {"play", "misere"}});
        add("nim", GameKind::Nim, nums({3, 5, 6}));
        add("nim misère", GameKind::Nim, nums({1, 3, 4}), misere);
        add("wythoff", GameKind::Wythoff, nums({6, 9}));
        add("wythoff misère", GameKind::Wythoff, nums({5, 7}), misere);
        add("redistribution", GameKind::Redistribution, nums({2, 3, 1}));
        add("georgia and bob", GameKind::Staircase, nums({2, 5, 7}), {{"cells", "9"}});
        add("fibonacci nim", GameKind::FibonacciNim, nums({14, 13}));
        add("lasker", GameKind::Lasker, nums({2, 5}));
        add("northcott", GameKind::Northcott, nums({1, 3, 4, 2}), {{"columns", "4"}});
        add("subtraction", GameKind::Subtraction, nums({9, 11}), {{"set", "1,3,4"}});
        add("subtraction misère", GameKind::Subtraction, nums({7, 8}),
            {{"set", "2,5"}, {"play", "misere"}});
        add("graph", GameKind::Dag, nums({0, 1}), {{"graph", "0>1,0>2,1>3,2>3,2>4,4>5,1>5"}});
    }

    // Every move from every reachable position: winning exactly when the search says it
    // leaves a P-position; the game's listed winning moves are among them, and a position
    // has a winning move exactly when it is an N-position.
    void agreesWithSearch() {
        QFETCH(AnyPosition, start);
        const Search search(start);
        QVERIFY2(search.complete(), "the start is too large to search");
        std::size_t moves = 0, wins = 0;
        for (const AnyPosition& p : search.states()) {
            const std::vector<AnyMove> legal = legalMoves(p);
            const std::vector<bool> values = winningAmong(p, legal);
            QCOMPARE(values.size(), legal.size());
            bool anyWin = false;
            for (std::size_t i = 0; i < legal.size(); ++i) {
                const bool expected = search.isP(grundy::apply(p, legal[i]));
                QCOMPARE(isWinningMove(p, legal[i]), expected);
                QCOMPARE(bool(values[i]), expected);
                anyWin = anyWin || expected;
                ++moves;
                wins += expected ? 1 : 0;
            }
            // (A misère position with no move left is won, though it has no winning move.)
            if (!legal.empty()) QCOMPARE(anyWin, !search.isP(p));
            for (const AnyMove& w : winningMoves(p))
                QVERIFY(isWinningMove(p, w));
        }
        QVERIFY(wins > 0 && wins < moves); // the start is no trivial case
    }

    void refusesIllegalMoves() {
        const AnyPosition nim = makePosition(GameKind::Nim, nums({3, 5}), {});
        QVERIFY_THROWS_EXCEPTION(IllegalMove, isWinningMove(nim, nim::Move{0, Natural(4)}));
        QVERIFY_THROWS_EXCEPTION(IllegalMove, isWinningMove(nim, bash::Move{Natural(1)}));
    }

    // Huge sizes: exact through the games' closed forms.
    void hugePiles() {
        const Natural big = Natural(1) << 100;
        const AnyPosition p = makePosition(GameKind::Nim, {big, big + 5}, {});
        QVERIFY(isWinningMove(p, nim::Move{1, Natural(5)}));
        QVERIFY(!isWinningMove(p, nim::Move{1, Natural(4)}));
        QVERIFY(!isWinningMove(p, nim::Move{0, big}));
    }
};

QTEST_APPLESS_MAIN(TestMoveValues)
#include "tst_movevalues.moc"
