// SPDX-License-Identifier: MIT
// Remoteness: every game's small positions against a search written from the definition
// (not from the closed forms, not from the core's retrograde search), the closed forms at
// huge sizes, the state limit, and the remoteness style's moves.
#include "core/games/catalogue.h"
#include "core/games/game.h"
#include "core/analysis/remoteness.h"
#include "testsupport.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>

using namespace grundy;
using testsupport::allTuples;
using testsupport::naturals;
using testsupport::nums;
using testsupport::pow10;

namespace {

struct Hash {
    std::size_t operator()(const AnyPosition& p) const {
        return std::hash<std::string>()(std::to_string(p.index()) + describeNumbers(p));
    }
    static std::string describeNumbers(const AnyPosition& p) {
        std::string s;
        for (const Natural& n : numbersOf(p))
            s += toString(n) + ",";
        return s;
    }
};

std::vector<AnyPosition> successors(const AnyPosition& p) {
    std::vector<AnyPosition> next;
    if (isOver(p)) return next;
    for (const AnyMove& m : legalMoves(p))
        next.push_back(grundy::apply(p, m));
    return next;
}

/// The definition, recursively: 0 without a move; N: 1 + the least over the moves to
/// P-positions; P: 1 + the greatest over all moves. For games without cycles.
class Definition {
public:
    Natural operator()(const AnyPosition& p) {
        if (auto it = m_memo.find(p); it != m_memo.end()) return it->second;
        if (!m_open.insert(p).second) throw std::logic_error("a cycle");
        const std::vector<AnyPosition> next = successors(p);
        std::optional<Natural> best;
        const bool won = outcome(p) == Outcome::N;
        for (const AnyPosition& q : next) {
            if (won && outcome(q) != Outcome::P) continue;
            const Natural r = (*this)(q) + 1;
            if (!best || (won ? r < *best : r > *best)) best = r;
        }
        m_open.erase(p);
        const Natural value = next.empty() ? Natural(0) : *best;
        m_memo.emplace(p, value);
        return value;
    }

private:
    std::unordered_map<AnyPosition, Natural, Hash> m_memo;
    std::unordered_set<AnyPosition, Hash> m_open;
};

struct Family {
    const char* name;
    GameKind kind;
    std::vector<std::vector<Natural>> numbers;
    GameOptions options;
};

std::vector<std::vector<Natural>> tuples(int count, int size) {
    std::vector<std::vector<Natural>> all;
    for (const auto& t : allTuples(count, size))
        all.push_back(naturals(t));
    return all;
}

std::vector<std::vector<Natural>> ones(int from, int to) {
    std::vector<std::vector<Natural>> all;
    for (int n = from; n <= to; ++n)
        all.push_back(nums({n}));
    return all;
}

GameOptions with(std::initializer_list<std::pair<std::string, std::string>> entries, bool misere) {
    GameOptions options(entries);
    if (misere) options.set("play", "misere");
    return options;
}

/// Every small position of every game (and misère variant), acyclic games only.
std::vector<Family> families() {
    std::vector<Family> all;
    for (bool misere : {false, true}) {
        for (int k = 1; k <= 5; ++k)
            all.push_back(
                {"bash", GameKind::Bash, ones(0, 25), with({{"k", std::to_string(k)}}, misere)});
        all.push_back({"nim 2", GameKind::Nim, tuples(2, 9), with({}, misere)});
        all.push_back({"nim 3", GameKind::Nim, tuples(3, 5), with({}, misere)});
        all.push_back({"nim 4", GameKind::Nim, tuples(4, 3), with({}, misere)});
        all.push_back({"wythoff", GameKind::Wythoff, tuples(2, 8), with({}, misere)});
        all.push_back({"subtraction 1,3,4", GameKind::Subtraction, tuples(2, 10),
                       with({{"set", "1,3,4"}}, misere)});
        all.push_back({"subtraction 2,5", GameKind::Subtraction, tuples(2, 9),
                       with({{"set", "2,5"}}, misere)});
    }
    all.push_back({"redistribution", GameKind::Redistribution, tuples(3, 4), {}});
    all.push_back({"lasker", GameKind::Lasker, tuples(2, 6), {}});
    all.push_back({"lasker 3", GameKind::Lasker, tuples(3, 3), {}});
    all.push_back({"fibonacci start", GameKind::FibonacciNim, ones(1, 14), {}});
    std::vector<std::vector<Natural>> fib;
    for (const auto& t : allTuples(2, 9))
        if (t[1] >= 1) fib.push_back(naturals(t));
    all.push_back({"fibonacci", GameKind::FibonacciNim, fib, {}});
    std::vector<std::vector<Natural>> cells;
    for (const auto& t : allTuples(3, 8))
        if (t[0] >= 1 && t[0] < t[1] && t[1] < t[2]) cells.push_back(naturals(t));
    for (const auto& t : allTuples(2, 8))
        if (t[0] >= 1 && t[0] < t[1]) cells.push_back(naturals(t));
    all.push_back({"staircase", GameKind::Staircase, cells, {{"cells", "7"}}});
    all.push_back({"dag", GameKind::Dag, tuples(2, 5), {{"graph", "0>1,0>2,1>3,2>3,3>4,0>4"}}});
    return all;
}

void addRow(const Family& f, const std::vector<Natural>& numbers) {
    std::string label =
        std::string(f.name) + (conventionFrom(f.options) == Convention::Misere ? " misere" : "");
    for (const auto& [id, value] : f.options.entries())
        if (id != "play") label += " " + id + "=" + value;
    label += " [";
    for (const Natural& n : numbers)
        label += toString(n) + " ";
    label += "]";
    QTest::newRow(label.c_str()) << makePosition(f.kind, numbers, f.options);
}

/// All positions reachable from p (p included).
std::vector<AnyPosition> closure(const AnyPosition& p) {
    std::vector<AnyPosition> all{p};
    std::unordered_set<AnyPosition, Hash> seen{p};
    for (std::size_t i = 0; i < all.size(); ++i)
        for (const AnyPosition& q : successors(all[i]))
            if (seen.insert(q).second) all.push_back(q);
    return all;
}

} // namespace

Q_DECLARE_METATYPE(grundy::AnyPosition)

class TestRemoteness : public QObject {
    Q_OBJECT

private slots:
    void matchesTheDefinition_data() {
        QTest::addColumn<AnyPosition>("position");
        for (const Family& f : families())
            for (const auto& numbers : f.numbers) {
                try {
                    makePosition(f.kind, numbers, f.options);
                } catch (const InvalidPosition&) {
                    continue; // e.g. a chessman on a vertex the graph lacks
                }
                addRow(f, numbers);
            }
    }
    void matchesTheDefinition() {
        QFETCH(AnyPosition, position);
        static Definition definition; // shared by the rows: the same positions recur
        const std::optional<Natural> r = remoteness(position);
        QVERIFY(r.has_value());
        QCOMPARE(toString(*r), toString(definition(position)));
    }

    // Northcott's game may go back and forth, so the definition cannot be followed
    // recursively: every position the small ones reach is checked to satisfy it instead,
    // with the values of its successors (given finite values that strictly decrease along
    // the moves the definition takes, they are the remoteness, by induction on the value).
    void northcottSatisfiesTheDefinition() {
        std::vector<AnyPosition> all;
        std::unordered_set<AnyPosition, Hash> seen;
        for (const auto& t : allTuples(4, 4)) {
            const std::vector<Natural> numbers = naturals({t[0] + 1, t[1] + 1, t[2] + 1, t[3] + 1});
            AnyPosition start;
            try {
                start = makePosition(GameKind::Northcott, numbers, {{"columns", "4"}});
            } catch (const InvalidPosition&) {
                continue;
            }
            for (const AnyPosition& p : closure(start))
                if (seen.insert(p).second) all.push_back(p);
        }
        std::unordered_map<AnyPosition, Natural, Hash> value;
        for (const AnyPosition& p : all) {
            const std::optional<Natural> r = remoteness(p);
            QVERIFY(r.has_value());
            value.emplace(p, *r);
        }
        for (const AnyPosition& p : all) {
            const std::vector<AnyPosition> next = successors(p);
            if (next.empty()) {
                QCOMPARE(toString(value.at(p)), std::string("0"));
                continue;
            }
            const bool won = outcome(p) == Outcome::N;
            std::optional<Natural> best;
            for (const AnyPosition& q : next) {
                if (won && outcome(q) != Outcome::P) continue;
                const Natural& v = value.at(q);
                if (!best || (won ? v < *best : v > *best)) best = v;
            }
            QVERIFY(best.has_value());
            QCOMPARE(toString(value.at(p)), toString(*best + 1));
        }
        QVERIFY(all.size() > 200);
    }

    void closedFormsAtHugeSizes() {
        const Natural big = pow10(40);
        auto bash = [](const Natural& n, const Natural& k, bool misere) {
            return AnyPosition(
                bash::Position{n, k, misere ? Convention::Misere : Convention::Normal});
        };
        // Normal: 10^40 = 5 * 2*10^39 is P, two moves per round of five stones.
        QCOMPARE(*remoteness(bash(big, 4, false)), Natural(2 * big / 5));
        QCOMPARE(*remoteness(bash(big + 3, 4, false)), Natural(2 * big / 5 + 1));
        // Misère: 10^40 + 1 is P; the loser's last take of the last stone ends it.
        QCOMPARE(*remoteness(bash(big + 1, 4, true)), Natural(2 * big / 5 + 1));
        QCOMPARE(*remoteness(bash(big, big, true)), Natural(2));
        // The definition's step, at huge sizes: an N-position is one more than after its
        // winning move; from a P-position every move gives one less.
        for (bool misere : {false, true})
            for (const Natural& n : std::vector<Natural>{big, big + 1, big + 2, big * 7 + 5}) {
                const AnyPosition p = bash(n, Natural(1000), misere);
                const Natural r = *remoteness(p);
                if (outcome(p) == Outcome::N) {
                    QCOMPARE(*remoteness(grundy::apply(p, winningMoves(p).front())) + 1, r);
                } else {
                    for (const Natural& t : std::vector<Natural>{1, 17, 1000})
                        QCOMPARE(*remoteness(grundy::apply(p, AnyMove(bash::Move{t}))) + 1, r);
                }
            }
        auto nim = [](std::vector<Natural> piles, bool misere) {
            return AnyPosition(
                nim::Position{std::move(piles), misere ? Convention::Misere : Convention::Normal});
        };
        QCOMPARE(*remoteness(nim({big, 0, big + 7}, false)), Natural(2 * big + 1));
        QCOMPARE(*remoteness(nim({big, big}, false)), Natural(2 * big));
        QCOMPARE(*remoteness(nim({big, big}, true)), Natural(2 * big - 1));
        QCOMPARE(*remoteness(nim({big + 9, big}, true)), Natural(2 * big));
        QCOMPARE(*remoteness(nim({1, big}, true)), Natural(2));
        for (bool misere : {false, true}) {
            const AnyPosition p = nim({big + 3, big}, misere);
            QCOMPARE(*remoteness(grundy::apply(p, winningMoves(p).front())) + 1, *remoteness(p));
            const AnyPosition q = nim({big, big}, misere);
            QCOMPARE(*remoteness(grundy::apply(q, AnyMove(nim::Move{0, 1}))) + 1, *remoteness(q));
        }
    }

    void limitsSayNotKnown() {
        // Four piles: its moves reach no closed form (two piles), so a search must go deep.
        const AnyPosition nim4 = makePosition(GameKind::Nim, nums({9, 9, 9, 9}), {});
        QVERIFY(remoteness(nim4).has_value());
        RemotenessLimits fewPositions, fewMoves;
        fewPositions.positions = 100;
        fewMoves.work = 400;
        QVERIFY(!remoteness(nim4, fewPositions));
        QVERIFY(!remoteness(nim4, fewMoves));
        std::stop_source stop;
        stop.request_stop();
        RemotenessLimits stopped;
        stopped.stop = stop.get_token();
        QVERIFY(!remoteness(nim4, stopped)); // given up when asked
        QVERIFY(!closedFormRemoteness(nim4));
        // Too big to list: answered at once, without listing.
        QVERIFY(!remoteness(makePosition(GameKind::Nim, {pow10(30), pow10(30), 1}, {})));
        QVERIFY(!remoteness(makePosition(GameKind::Redistribution, nums({60, 60, 60, 60}), {})));
        QVERIFY(!remoteness(makePosition(GameKind::Wythoff, {pow10(30), pow10(30) + 1}, {})));
        // Without a closed form the style falls back to the computer's move.
        const AnyPosition huge = makePosition(GameKind::Wythoff, {pow10(30), pow10(30) + 5}, {});
        QVERIFY(remotenessMove(huge) == computerMove(huge));
    }

    // Short wins at any size, where listing every position is out of reach (issue 19): the
    // whole pile taken, both equal piles emptied, and a win into a small game, which is the
    // definition's step from the position after it.
    void shortWinsAtAnySize() {
        // value_or(0): "not known" fails the comparison, as it did before.
        const auto known = [](const AnyPosition& p) { return toString(remoteness(p).value_or(0)); };
        QCOMPARE(known(makePosition(GameKind::Lasker, nums({22}), {})), "1");
        QCOMPARE(known(makePosition(GameKind::FibonacciNim, nums({293, 296}), {})), "1");
        QCOMPARE(known(makePosition(GameKind::Wythoff, {pow10(30), pow10(30)}, {})), "1");
        const AnyPosition big = makePosition(GameKind::Lasker, {pow10(60) - 1, 4}, {});
        const std::vector<AnyMove> wins = winningMoves(big);
        QCOMPARE(wins.size(), std::size_t(1));
        const auto after = remoteness(grundy::apply(big, wins.front()));
        QVERIFY(after.has_value());
        QCOMPARE(known(big), toString(*after + 1));
    }

    // Where the limits stop the search before it knows, it says what it proved: at least
    // so many moves, never more than the truth; and it never says 1 (needing no search).
    void boundsNeverExceedTheTruth() {
        static Definition definition;
        RemotenessLimits few;
        few.work = 300;
        int bounded = 0;
        for (const auto& t : allTuples(3, 6)) {
            const AnyPosition p = makePosition(GameKind::Nim, naturals(t), {});
            const RemotenessAnswer a = remotenessAnswer(p, few);
            QVERIFY(!a.timedOut);
            if (a.exact) {
                QCOMPARE(toString(*a.exact), toString(definition(p)));
                QVERIFY(!a.atLeast);
            } else if (a.atLeast) {
                ++bounded;
                QVERIFY(*a.atLeast >= 2);
                QVERIFY(*a.atLeast <= definition(p));
            }
        }
        QVERIFY(bounded > 0); // the limit was low enough to leave some positions bounded
    }

    // A deadline ends the search with what it proved by then, and says so; a deadline
    // already passed proves nothing beyond a closed form (no timing is measured here).
    void deadlineEndsTheSearch() {
        const AnyPosition nim3 = makePosition(GameKind::Nim, nums({9, 9, 9}), {});
        RemotenessLimits passed;
        passed.deadline = std::chrono::steady_clock::now();
        const RemotenessAnswer late = remotenessAnswer(nim3, passed);
        QVERIFY(!late.exact);
        QVERIFY(!late.atLeast);
        QVERIFY(late.timedOut);
        const RemotenessAnswer closed = remotenessAnswer(
            bash::Position{pow10(40), Natural(4), Convention::Normal}, passed);
        QVERIFY(closed.exact.has_value());
        QVERIFY(!closed.timedOut);
        const RemotenessAnswer free = remotenessAnswer(nim3);
        QVERIFY(free.exact.has_value());
        QVERIFY(!free.timedOut);
    }

    // The search keeps each position once whatever the order of its piles (the games'
    // remotenessKey): every order has the same remoteness, and positions whose orders alone
    // outnumbered the limits are now known.
    void anyOrderOfThePiles() {
        const std::vector<std::pair<GameKind, GameOptions>> games{
            {GameKind::Nim, {}},
            {GameKind::Nim, {{"play", "misere"}}},
            {GameKind::Lasker, {}},
            {GameKind::Subtraction, {{"set", "1,3,4"}}},
            {GameKind::Wythoff, {}}};
        for (const auto& [kind, options] : games) {
            std::vector<int> piles =
                kind == GameKind::Wythoff ? std::vector<int>{3, 8} : std::vector<int>{2, 3, 5};
            std::sort(piles.begin(), piles.end());
            const auto first = remoteness(makePosition(kind, naturals(piles), options));
            QVERIFY(first.has_value());
            do {
                QCOMPARE(toString(*remoteness(makePosition(kind, naturals(piles), options))),
                         toString(*first));
            } while (std::next_permutation(piles.begin(), piles.end()));
        }
        // 15 stones of Lasker's Nim: splits in every order made it unknown before.
        const AnyPosition lasker = makePosition(GameKind::Lasker, nums({3, 5, 7}), {});
        const auto r = remoteness(lasker);
        QVERIFY(r.has_value());
        QCOMPARE(toString(*remoteness(makePosition(GameKind::Lasker, nums({7, 3, 5}), {}))),
                 toString(*r));
        // And it follows the definition through the successors' values.
        const bool won = outcome(lasker) == Outcome::N;
        std::optional<Natural> best;
        for (const AnyMove& m : legalMoves(lasker)) {
            const Natural v = *remoteness(grundy::apply(lasker, m));
            if (won && outcome(grundy::apply(lasker, m)) != Outcome::P) continue;
            if (!best || (won ? v < *best : v > *best)) best = v;
        }
        QCOMPARE(toString(*r), toString(*best + 1));
    }

    void redistributionCountsItsMoves() {
        for (const auto& t : allTuples(3, 5)) {
            const redistribution::Position p{naturals(t)};
            QCOMPARE(toString(legalMoveCount(p)), std::to_string(legalMoves(p).size()));
        }
    }

    // The style's move: from N a winning move with the least remoteness after it, from P a
    // move with the greatest, by the definition.
    void remotenessMoveFollowsTheDefinition_data() { matchesTheDefinition_data(); }
    void remotenessMoveFollowsTheDefinition() {
        QFETCH(AnyPosition, position);
        if (isOver(position)) return;
        static Definition definition;
        const AnyMove m = remotenessMove(position);
        QVERIFY(isLegal(position, m));
        const bool won = outcome(position) == Outcome::N;
        const AnyPosition after = grundy::apply(position, m);
        if (won) QCOMPARE(outcome(after), Outcome::P); // never throws a won game away
        QCOMPARE(toString(definition(after) + 1), toString(definition(position)));
    }
};

QTEST_APPLESS_MAIN(TestRemoteness)
#include "tst_remoteness.moc"
