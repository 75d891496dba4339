// SPDX-License-Identifier: MIT
// sgValue(AnyPosition) against the generic exhaustive Sprague–Grundy search (grundy.h) over
// every small position of every game, moving by the games' own legal moves; identities at
// huge sizes; nothing in misère play; nothing past a searched game's limit.

#include "oracle.h"
#include "core/analysis/sgvalue.h"

#include <QtTest>

#include <algorithm>
#include <string>
#include <tuple>
#include <type_traits>
#include <variant>

using namespace grundy;
using testsupport::allTuples;
using testsupport::naturals;
using testsupport::nums;

namespace {

/// A position in the search, ordered by what tells positions apart: its game, options and
/// numbers (and, in Northcott's game, whose colour moves); piles in any order where that
/// cannot matter.
struct Node {
    AnyPosition position;
    std::vector<Natural> numbers;
    std::vector<std::pair<std::string, std::string>> options;
    bool operator<(const Node& o) const {
        return std::tie(numbers, options) < std::tie(o.numbers, o.options);
    }
};

Node nodeOf(AnyPosition p) {
    std::vector<Natural> numbers = numbersOf(p);
    // Lasker's splits and the redistribution's gifts reach the same piles in many orders:
    // the moves of a pile do not depend on where it lies, and an empty one has none.
    if (std::holds_alternative<lasker::Position>(p) ||
        std::holds_alternative<redistribution::Position>(p)) {
        std::erase(numbers, Natural(0));
        std::sort(numbers.begin(), numbers.end());
    }
    numbers.insert(numbers.begin(), Natural(static_cast<unsigned long>(p.index())));
    if (const auto* n = std::get_if<northcott::Position>(&p))
        numbers.push_back(n->toMove == northcott::Colour::Black ? 0 : 1);
    auto opts = optionsOf(p).entries();
    return {std::move(p), std::move(numbers), std::move(opts)};
}

Natural gapSum(const northcott::Position& p) {
    Natural sum = 0;
    for (const Natural& g : northcott::gaps(p))
        sum += g;
    return sum;
}

/// Every option by the game's own legal moves. Northcott's game loops (a piece may step
/// back), so there only the moves toward the other piece count: the retreats are
/// reversible, and the value is that of the game without them.
std::vector<Node> options(const Node& n) {
    std::vector<Node> out;
    for (const AnyMove& m : legalMoves(n.position)) {
        AnyPosition next = apply(n.position, m);
        if (const auto* before = std::get_if<northcott::Position>(&n.position))
            if (gapSum(std::get<northcott::Position>(next)) >= gapSum(*before)) continue;
        out.push_back(nodeOf(std::move(next)));
    }
    return out;
}

/// The search's SG value, as a Natural.
Natural searched(SpragueGrundy<Node>& search, const AnyPosition& p) {
    return Natural(static_cast<unsigned long>(search.value(nodeOf(p))));
}

QByteArray where(const AnyPosition& p, const GameOptions& options) {
    std::string s = std::string(gameId(kindOf(p))) + " " + oracle::show(numbersOf(p)).toStdString();
    for (const auto& [id, value] : options.entries())
        s += " " + id + "=" + value;
    return QByteArray::fromStdString(s);
}

GameOptions misere(GameOptions o) {
    o.set("play", "misere");
    return o;
}

} // namespace

class TstSgValue : public QObject {
    Q_OBJECT
    SpragueGrundy<Node> m_search{options};

    /// sgValue agrees with the search on `p`, and the misère game (when given) has none.
    void check(GameKind kind, const std::vector<Natural>& numbers, const GameOptions& opts,
               bool hasMisere = false) {
        const AnyPosition p = makePosition(kind, numbers, opts);
        const auto value = sgValue(p);
        QVERIFY2(value.has_value(), where(p, opts));
        QVERIFY2(*value == searched(m_search, p), where(p, opts));
        QVERIFY2((*value == 0) == (outcome(p) == Outcome::P), where(p, opts));
        if (hasMisere) {
            const AnyPosition q = makePosition(kind, numbers, misere(opts));
            QVERIFY2(!sgValue(q).has_value(), where(q, misere(opts)));
        }
    }

private slots:
    void bash() {
        for (int k = 1; k <= 6; ++k)
            for (int n = 0; n <= 30; ++n)
                check(GameKind::Bash, nums({n}), {{"k", std::to_string(k)}}, true);
    }

    void nim() {
        for (int count = 1; count <= 3; ++count)
            for (const auto& piles : allTuples(count, 6))
                check(GameKind::Nim, naturals(piles), {}, true);
    }

    void wythoff() {
        for (int a = 0; a <= 15; ++a)
            for (int b = 0; b <= 15; ++b)
                check(GameKind::Wythoff, nums({a, b}), {}, true);
    }

    void redistribution() {
        for (int count = 1; count <= 3; ++count)
            for (const auto& piles : allTuples(count, 5))
                check(GameKind::Redistribution, naturals(piles), {});
        // The largest positions the search takes, and the first it refuses.
        check(GameKind::Redistribution, nums({3, 4, 5}), {});
        check(GameKind::Redistribution, nums({1, 1, 1, 9}), {});
        QCOMPARE(sgValue(makePosition(GameKind::Redistribution, nums({4, 4, 5}), {})),
                 std::nullopt);
    }

    void staircase() {
        for (int length = 1; length <= 7; ++length)
            for (int mask = 1; mask < (1 << length); ++mask) {
                std::vector<int> cells;
                for (int c = 0; c < length; ++c)
                    if (mask & (1 << c)) cells.push_back(c + 1);
                check(GameKind::Staircase, naturals(cells), {{"cells", std::to_string(length)}});
            }
    }

    void fibonacciNim() {
        for (int stones = 0; stones <= 25; ++stones)
            for (int limit = stones == 0 ? 0 : 1; limit <= stones + 2; ++limit)
                check(GameKind::FibonacciNim, nums({stones, limit}), {});
    }

    void lasker() {
        for (int count = 1; count <= 2; ++count)
            for (const auto& piles : allTuples(count, 8))
                check(GameKind::Lasker, naturals(piles), {});
    }

    void northcott() {
        for (int columns = 2; columns <= 5; ++columns)
            for (int rows = 1; rows <= 2; ++rows)
                for (const auto& at : allTuples(2 * rows, columns)) {
                    bool valid = true;
                    for (int r = 0; r < rows; ++r)
                        valid = valid && at[std::size_t(2 * r)] != at[std::size_t(2 * r + 1)];
                    if (!valid) continue;
                    std::vector<int> cells;
                    for (int c : at)
                        cells.push_back(c + 1);
                    check(GameKind::Northcott, naturals(cells),
                          {{"columns", std::to_string(columns)}});
                }
    }

    void subtraction() {
        for (const char* set : {"1,3,4", "2,5", "powers-of-two", "fibonacci"})
            for (int count = 1; count <= 2; ++count)
                for (const auto& piles : allTuples(count, 11))
                    check(GameKind::Subtraction, naturals(piles), {{"set", set}}, true);
    }

    void dag() {
        for (const char* graph : {"0>1,0>2,1>3,2>3,3>4,0>4,2>4", "7:0>1,1>2,3>4,4>5,3>5"}) {
            const GameOptions opts{{"graph", graph}};
            for (int count = 1; count <= 2; ++count)
                for (const auto& at : allTuples(count, 5))
                    check(GameKind::Dag, naturals(at), opts);
        }
    }

    // At huge sizes the closed forms hold exactly; the searched games know nothing there.
    void hugeSizes() {
        const Natural big = oracle::pow10(30), huge = oracle::pow2(100) + 5;
        QCOMPARE(sgValue(makePosition(GameKind::Nim, {big, huge, 7}, {})),
                 std::optional(oracle::xorOf({big, huge, 7})));
        QCOMPARE(sgValue(makePosition(GameKind::Bash, {oracle::pow10(40) + 3}, {{"k", "6"}})),
                 std::optional(Natural((oracle::pow10(40) + 3) % 7)));
        // Pairs from the right: (10^30, 10^30 + 5) has gap 4, the lone chip at 1 gap 0.
        QCOMPARE(sgValue(makePosition(GameKind::Staircase, {1, big, big + 5},
                                      {{"cells", oracle::pow10(31).get_str()}})),
                 std::optional(Natural(4)));
        // Lasker: 4m -> 4m - 1, 4m + 3 -> 4m + 4 (the tests' reading of the formula).
        const Natural four = 4 * big, three = 4 * big + 3;
        QCOMPARE(sgValue(makePosition(GameKind::Lasker, {four, three}, {})),
                 std::optional(oracle::xorOf({four - 1, three + 1})));
        QCOMPARE(sgValue(makePosition(GameKind::Northcott, {1, big}, {})),
                 std::optional(Natural(big - 2)));
        // {1, 3, 4} repeats with period 7 from the start; powers of two: n mod 3.
        SpragueGrundy<Node> search{options};
        for (int n = 0; n < 21; ++n) {
            const auto small = makePosition(GameKind::Subtraction, nums({n}), {{"set", "1,3,4"}});
            const auto folded =
                makePosition(GameKind::Subtraction, nums({n % 7}), {{"set", "1,3,4"}});
            QCOMPARE(searched(search, small), searched(search, folded));
        }
        const Natural h = oracle::pow10(50) + 12;
        QCOMPARE(
            sgValue(makePosition(GameKind::Subtraction, {h}, {{"set", "1,3,4"}})),
            std::optional(searched(search, makePosition(GameKind::Subtraction, {Natural(h % 7)},
                                                        {{"set", "1,3,4"}}))));
        QCOMPARE(sgValue(makePosition(GameKind::Subtraction, {h}, {{"set", "powers-of-two"}})),
                 std::optional(Natural(h % 3)));
        QCOMPARE(sgValue(makePosition(GameKind::Subtraction, {h}, misere({{"set", "1,3,4"}}))),
                 std::nullopt);
        // Past the searches' limits: nothing, never a guess.
        QCOMPARE(sgValue(makePosition(GameKind::Wythoff, {big, 1}, {})), std::nullopt);
        QCOMPARE(sgValue(makePosition(GameKind::FibonacciNim, {big, 3}, {})), std::nullopt);
        QCOMPARE(sgValue(makePosition(GameKind::Redistribution, {big}, {})), std::nullopt);
        QCOMPARE(sgValue(makePosition(GameKind::Nim, {big, huge}, misere({}))), std::nullopt);
    }

    // The edges of the searched games' limits: the last position known and the first not.
    void limits() {
        const unsigned w = wythoff::kSgLimit;
        // G(a, 0) = a: one pile is Nim.
        QCOMPARE(sgValue(makePosition(GameKind::Wythoff, nums({long(w - 1), 0}), {})),
                 std::optional(Natural(w - 1)));
        QCOMPARE(sgValue(makePosition(GameKind::Wythoff, nums({long(w), 0}), {})), std::nullopt);
        QCOMPARE(sgValue(makePosition(GameKind::Wythoff, nums({0, long(w)}), {})), std::nullopt);
        // OEIS A004484 (G(3, m)) and A047708 (G(n, n)), docs/games.md section 3.
        const std::vector<int> row3{3, 4, 5, 6, 2, 0, 1, 9, 10, 12, 8, 7, 15, 11, 16, 18};
        const std::vector<int> diagonal{0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20};
        for (int m = 0; m < 16; ++m) {
            QCOMPARE(sgValue(makePosition(GameKind::Wythoff, nums({3, m}), {})),
                     std::optional(Natural(row3[std::size_t(m)])));
            QCOMPARE(sgValue(makePosition(GameKind::Wythoff, nums({m, m}), {})),
                     std::optional(Natural(diagonal[std::size_t(m)])));
        }
        const unsigned f = fibonaccinim::kSgLimit;
        // A Fibonacci number of stones at the start is lost (377 <= f < 610); one more is not.
        QCOMPARE(sgValue(makePosition(GameKind::FibonacciNim, nums({377}), {})),
                 std::optional(Natural(0)));
        QVERIFY(*sgValue(makePosition(GameKind::FibonacciNim, nums({378}), {})) > 0);
        QVERIFY(sgValue(makePosition(GameKind::FibonacciNim, nums({long(f), 2}), {})));
        QCOMPARE(sgValue(makePosition(GameKind::FibonacciNim, nums({long(f) + 1, 2}), {})),
                 std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TstSgValue)
#include "tst_sgvalue.moc"
