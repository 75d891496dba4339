// SPDX-License-Identifier: MIT
// Wythoff's game: the closed forms against an exhaustive game-tree search on every small
// position, and against independent exact arithmetic (GMP square roots, Zeckendorf
// representations) far beyond 64 bits.
#include "core/base/grundy.h"
#include "oracle.h"
#include "core/games/wythoff/wythoff.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

using namespace grundy;
using namespace grundy::wythoff;

namespace {

using Cell = oracle::WythoffCell;

constexpr int kOracleSize = 100;   // every position with piles 0..100
constexpr int kComputerSize = 300; // P-positions with piles <= 300 for computerMove

using oracle::pow10;
using oracle::pow2;

// Every option of (a, b), listed by the test itself (oracle.h), not by the solver.
std::vector<Cell> options(const Cell& c) {
    return oracle::wythoffOptions(c);
}

// Every move from (a, b) as (fromA, fromB).
std::vector<Cell> moveList(int a, int b) {
    std::vector<Cell> out;
    for (const Cell& o : options({a, b}))
        out.emplace_back(a - o.first, b - o.second);
    return out;
}

Cell small(const Move& m) {
    return {int(m.fromA.get_si()), int(m.fromB.get_si())};
}

// Independent exact a_k: the largest a with 2a - k <= k sqrt5, by GMP's own square root.
using testsupport::referenceLower;

// A second, square-root-free reference: write k >= 1 in Zeckendorf form over the
// Fibonacci numbers 1, 2, 3, 5, ... (indices 0, 1, 2, ...); shifting every term one
// index up gives a_k + 1 when the lowest index used is even, a_k when it is odd.
Natural zeckendorfLower(const Natural& k) {
    if (k == 0) return 0;
    std::vector<Natural> fib{1, 2};
    while (fib.back() <= k)
        fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
    Natural rest = k, shifted = 0;
    std::size_t lowest = 0;
    for (std::size_t i = fib.size() - 1; i-- > 0;) {
        if (fib[i] <= rest) {
            rest -= fib[i];
            shifted += fib[i + 1];
            lowest = i;
        }
    }
    return lowest % 2 == 0 ? Natural(shifted - 1) : shifted;
}

bool referenceIsP(Natural a, Natural b) {
    if (a > b) std::swap(a, b);
    return referenceLower(b - a) == a;
}

Position after(const Position& p, const Move& m) {
    return Position{p.a - m.fromA, p.b - m.fromB};
}

QString str(const Position& p) {
    return QStringLiteral("(%1, %2)").arg(toString(p.a).c_str(), toString(p.b).c_str());
}

// 0: both piles, 1: pile B, 2: pile A: the order of winningMoves().
int kind(const Move& m) {
    return m.fromA != 0 && m.fromB != 0 ? 0 : m.fromA == 0 ? 1 : 2;
}

// Checks the winning moves of a position of any size: legal, each to a P-position (by the
// independent reference), ordered, at most one of each kind.
void checkWinningMoves(const Position& p, const std::vector<Move>& moves) {
    QCOMPARE(moves.empty(), referenceIsP(p.a, p.b));
    int lastKind = -1;
    for (const Move& m : moves) {
        QVERIFY2(isLegal(p, m), qPrintable(str(p)));
        const Position next = apply(p, m);
        QVERIFY2(referenceIsP(next.a, next.b), qPrintable(str(p) + " -> " + str(next)));
        QVERIFY2(kind(m) > lastKind, qPrintable(str(p))); // ordered, no kind twice
        lastKind = kind(m);
    }
}

} // namespace

namespace QTest {
template <> char* toString(const Natural& n) {
    return qstrdup(grundy::toString(n).c_str());
}
template <> char* toString(const Move& m) {
    return qstrdup(QStringLiteral("{%1, %2}")
                       .arg(grundy::toString(m.fromA).c_str(), grundy::toString(m.fromB).c_str())
                       .toUtf8()
                       .constData());
}
template <> char* toString(const Cell& c) {
    return qstrdup(QStringLiteral("{%1, %2}").arg(c.first).arg(c.second).toUtf8().constData());
}
} // namespace QTest

class TstWythoff : public QObject {
    Q_OBJECT

    // SG values of every position with piles 0..kOracleSize, by the generic search.
    std::vector<std::vector<unsigned>> m_sg;
    bool oracleP(int a, int b) const { return m_sg[a][b] == 0; }

private slots:
    void initTestCase() {
        SpragueGrundy<Cell> search(options);
        m_sg.assign(kOracleSize + 1, std::vector<unsigned>(kOracleSize + 1));
        for (int a = 0; a <= kOracleSize; ++a)
            for (int b = 0; b <= kOracleSize; ++b)
                m_sg[a][b] = search.value({a, b});
    }

    void firstPositions_data() {
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("b");
        const int table[][2] = {{0, 0},  {1, 2},  {3, 5},   {4, 7},  {6, 10},
                                {8, 13}, {9, 15}, {11, 18}, {12, 20}};
        for (int k = 0; k < 9; ++k)
            QTest::addRow("k=%d", k) << k << table[k][0] << table[k][1];
    }
    void firstPositions() {
        QFETCH(int, k);
        QFETCH(int, a);
        QFETCH(int, b);
        QCOMPARE(lower(Natural(k)), Natural(a));
        QCOMPARE(upper(Natural(k)), Natural(b));
        QCOMPARE(lower(u64(k)), u64(a));
        QCOMPARE(partner(Natural(a)), Natural(b));
        QCOMPARE(partner(Natural(b)), Natural(a));
        QVERIFY(isP(Natural(a), Natural(b)));
        QVERIFY(isP(u64(b), u64(a)));
    }

    // The k-th P-position found by the search (ordered by the smaller pile) is (a_k, b_k),
    // and the partner of n is the unique m with (n, m) a P-position.
    void closedFormMatchesSearch() {
        std::vector<Cell> found;
        for (int a = 0; a <= kOracleSize; ++a)
            for (int b = a; b <= kOracleSize; ++b)
                if (oracleP(a, b)) found.emplace_back(a, b);
        QVERIFY(found.size() > 30);
        for (std::size_t k = 0; k < found.size(); ++k) {
            QCOMPARE(lower(Natural(int(k))), Natural(found[k].first));
            QCOMPARE(upper(Natural(int(k))), Natural(found[k].second));
            QCOMPARE(zeckendorfLower(Natural(int(k))), Natural(found[k].first));
        }
        for (int n = 0; n <= kOracleSize; ++n) {
            std::vector<int> mates;
            for (int m = 0; m <= kOracleSize; ++m)
                if (oracleP(n, m)) mates.push_back(m);
            if (mates.empty()) continue; // the partner lies beyond the searched square
            QCOMPARE(int(mates.size()), 1);
            QCOMPARE(partner(u64(n)), u64(mates[0]));
            QCOMPARE(partner(Natural(n)), Natural(mates[0]));
            QCOMPARE(detail::partnerBig(Natural(n)), Natural(mates[0]));
        }
    }

    void allSmallPositions() {
        for (int a = 0; a <= kOracleSize; ++a) {
            for (int b = 0; b <= kOracleSize; ++b) {
                const Position p{a, b};
                const bool pPos = oracleP(a, b);
                QCOMPARE(outcome(p), pPos ? Outcome::P : Outcome::N);
                QCOMPARE(isP(u64(a), u64(b)), pPos);
                QCOMPARE(detail::isPBig(a, b), pPos);
                QCOMPARE(isOver(p), a == 0 && b == 0);

                // Complete: exactly the moves to P-positions found by enumeration.
                std::set<Cell> expected;
                for (const Cell& m : moveList(a, b))
                    if (oracleP(a - m.first, b - m.second)) expected.insert(m);
                const std::vector<Move> moves = winningMoves(p);
                std::set<Cell> got;
                for (const Move& m : moves)
                    got.insert(small(m));
                QCOMPARE(got.size(), moves.size()); // no move listed twice
                QCOMPARE(got, expected);
                QVERIFY(moves.size() <= 3);
                checkWinningMoves(p, moves);
                if (QTest::currentTestFailed()) return;
                QVERIFY(moves == detail::winningMovesBig(p));

                if (isOver(p)) continue;
                const Move cm = computerMove(p);
                QVERIFY(isLegal(p, cm));
                if (!pPos) QVERIFY(cm == moves.front());
            }
        }
    }

    // From every P-position with piles <= 300 the computer's move is the true optimum: the
    // fewest winning replies, then the fewest stones, then pile A, pile B, both.
    void computerMoveIsOptimal() {
        const int n = kComputerSize + 1;
        std::vector<char> pTable(n * n, 0); // plain dynamic programming, own enumeration
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b) {
                bool anyP = false;
                for (const Cell& o : options({a, b}))
                    anyP = anyP || pTable[o.first * n + o.second];
                pTable[a * n + b] = !anyP;
            }
        const auto repliesAfter = [&](int a, int b) {
            int count = 0;
            for (const Cell& o : options({a, b}))
                count += pTable[o.first * n + o.second];
            return count;
        };
        int checked = 0;
        for (int a = 0; a < n; ++a) {
            for (int b = 0; b < n; ++b) {
                if (!pTable[a * n + b] || (a == 0 && b == 0)) continue;
                std::tuple<int, int, int> best{1 << 30, 0, 0};
                Cell bestMove;
                for (const Cell& m : moveList(a, b)) {
                    const int stones = m.first + m.second;
                    const int order = m.second == 0 ? 0 : m.first == 0 ? 1 : 2;
                    const std::tuple<int, int, int> key{repliesAfter(a - m.first, b - m.second),
                                                        stones, order};
                    if (key < best) {
                        best = key;
                        bestMove = m;
                    }
                }
                const Move cm = computerMove(Position{a, b});
                QCOMPARE(small(cm), bestMove);
                ++checked;
            }
        }
        QVERIFY(checked > 200);
    }

    void legalMovesAreAll() {
        for (int a = 0; a <= 12; ++a)
            for (int b = 0; b <= 12; ++b) {
                const Position p{a, b};
                std::set<Cell> got;
                for (const Move& m : legalMoves(p)) {
                    QVERIFY(isLegal(p, m));
                    got.insert(small(m));
                }
                const std::vector<Cell> all = moveList(a, b);
                QCOMPARE(got, std::set<Cell>(all.begin(), all.end()));
                QCOMPARE(legalMoves(p).size(), all.size());
            }
    }

    void applyAndDescribe_data() {
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("b");
        QTest::addColumn<int>("fromA");
        QTest::addColumn<int>("fromB");
        QTest::addColumn<QString>("text");
        QTest::newRow("pile A") << 5 << 8 << 3 << 0 << "take 3 from pile A";
        QTest::newRow("pile B") << 5 << 8 << 0 << 8 << "take 8 from pile B";
        QTest::newRow("both") << 5 << 8 << 2 << 2 << "take 2 from both piles";
        QTest::newRow("all of A") << 1 << 0 << 1 << 0 << "take 1 from pile A";
    }
    void applyAndDescribe() {
        QFETCH(int, a);
        QFETCH(int, b);
        QFETCH(int, fromA);
        QFETCH(int, fromB);
        QFETCH(QString, text);
        const Position p{a, b};
        const Move m{fromA, fromB};
        QVERIFY(isLegal(p, m));
        QCOMPARE(apply(p, m), (Position{a - fromA, b - fromB}));
        QCOMPARE(QString::fromStdString(describe(p, m)), text);
    }

    void illegalMoves_data() {
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("b");
        QTest::addColumn<int>("fromA");
        QTest::addColumn<int>("fromB");
        QTest::addColumn<QString>("message");
        QTest::newRow("too many A") << 3 << 9 << 5 << 0 << "cannot take 5 from pile A of 3 stones";
        QTest::newRow("too many B") << 3 << 1 << 0 << 2 << "cannot take 2 from pile B of 1 stone";
        QTest::newRow("too many both")
            << 3 << 9 << 4 << 4 << "cannot take 4 from both piles of 3 and 9 stones";
        QTest::newRow("nothing") << 3 << 9 << 0 << 0 << "a move must take at least one stone";
        QTest::newRow("unequal") << 3 << 9 << 1 << 2
                                 << "a move takes from one pile, or the same number from both "
                                    "piles; not 1 from pile A and 2 from pile B";
        QTest::newRow("negative") << 3 << 9 << -1 << 0 << "cannot take a negative number of stones";
        QTest::newRow("empty") << 0 << 0 << 1 << 0 << "cannot take 1 from pile A of 0 stones";
    }
    void illegalMoves() {
        QFETCH(int, a);
        QFETCH(int, b);
        QFETCH(int, fromA);
        QFETCH(int, fromB);
        QFETCH(QString, message);
        const Position p{a, b};
        const Move m{fromA, fromB};
        QVERIFY(!isLegal(p, m));
        try {
            apply(p, m);
            QFAIL("apply accepted an illegal move");
        } catch (const IllegalMove& e) {
            QCOMPARE(QString::fromUtf8(e.what()), message);
        }
    }

    void badInput() {
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, outcome(Position{-1, 2}));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, winningMoves(Position{2, -1}));
        QVERIFY_THROWS_EXCEPTION(IllegalMove, computerMove(Position{0, 0}));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, lower(kFastLimit));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, partner(kFastLimit));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, isP(u64{1}, kFastLimit));
        QVERIFY_THROWS_EXCEPTION(std::length_error, legalMoves(Position{pow10(30), 1}));
    }

    // Where double precision breaks (docs/games.md), the exact value still comes out.
    void beyondDouble() {
        const u64 k = 78865023347;
        const double phi = (1 + std::sqrt(5.0)) / 2;
        const auto viaDouble = static_cast<u64>(std::floor(double(k) * phi));
        const Natural exact = referenceLower(fromU64(k));
        QCOMPARE(exact, Natural(127606288298)); // also computed by Python's math.isqrt
        QVERIFY(fromU64(viaDouble) != exact);   // the trap is real
        QCOMPARE(lower(k), u64(127606288298));
        QCOMPARE(lower(fromU64(k)), exact);
        QCOMPARE(detail::lowerBig(fromU64(k)), exact);
        QCOMPARE(zeckendorfLower(fromU64(k)), exact);
    }

    // The 64-bit path against the GMP path on the same numbers, on both sides of 2^62.
    void fastMatchesBig() {
        const Natural limit = fromU64(kFastLimit);
        for (int i = -400; i < 400; ++i) {
            const Natural k = limit + i;
            const Natural ref = referenceLower(k);
            QCOMPARE(lower(k), ref);
            QCOMPARE(detail::lowerBig(k), ref);
            if (i < 0) QCOMPARE(fromU64(lower(toU64(k))), ref);
            QCOMPARE(partner(k), detail::partnerBig(k));
            if (i < 0) QCOMPARE(fromU64(partner(toU64(k))), detail::partnerBig(k));
        }
        // Positions whose piles straddle the limit: one path each, same answers.
        const Natural k = limit / 2;
        const Natural a = lower(k), b = upper(k);
        for (int i = -3; i <= 3; ++i)
            for (int j = -3; j <= 3; ++j) {
                const Position p{a + i, b + j};
                QCOMPARE(winningMoves(p), detail::winningMovesBig(p));
                checkWinningMoves(p, winningMoves(p));
                const Position q{limit - 1 + i, limit - 2 + j};
                QCOMPARE(winningMoves(q), detail::winningMovesBig(q));
                checkWinningMoves(q, winningMoves(q));
            }
    }

    // Beatty complementarity over runs of consecutive k, at every scale: the a_k and b_k
    // partition the integers, and everything agrees with two independent references.
    void beatty_data() {
        QTest::addColumn<QString>("start");
        const auto row = [](const char* name, const Natural& k) {
            QTest::newRow(name) << QString::fromStdString(toString(k));
        };
        row("1", 1);
        row("double breaks", Natural(78865023347 - 100));
        row("2^62", pow2(62) - 100);
        row("2^63", pow2(63));
        row("2^64", pow2(64) - 100);
        row("10^30", pow10(30));
        row("10^40", pow10(40) - 7);
        row("2^128", pow2(128) - 100);
        row("10^100", pow10(100));
    }
    void beatty() {
        QFETCH(QString, start);
        const Natural first = *parseNatural(start.toStdString());
        const int run = 200;
        std::vector<Natural> a(run + 1);
        for (int i = 0; i <= run; ++i) {
            const Natural k = first + i;
            a[i] = lower(k);
            QCOMPARE(a[i], referenceLower(k));
            QCOMPARE(a[i], zeckendorfLower(k));
            QCOMPARE(upper(k), Natural(a[i] + k));
        }
        for (int i = 0; i < run; ++i) {
            const Natural k = first + i;
            const Natural b = upper(k);
            const Natural gap = a[i + 1] - a[i];
            QVERIFY(gap == 1 || gap == 2);
            QCOMPARE(partner(a[i]), b);
            QCOMPARE(partner(b), a[i]);
            QVERIFY(isP(a[i], b) && isP(b, a[i]));
            QVERIFY(!isP(Natural(a[i] + 1), b) && !isP(Natural(a[i] - 1), b));
            QVERIFY(!isP(a[i], Natural(b + 1)) && !isP(a[i], Natural(b - 1)));
            QVERIFY(upper(Natural(k + 1)) - b == gap + 1);
            // The number skipped by a gap of 2 is an upper number b_j, j = n - partner(n).
            if (gap == 2) {
                const Natural n = a[i] + 1, m = partner(n);
                QVERIFY(m < n);
                QCOMPARE(referenceLower(Natural(n - m)), m);
                QCOMPARE(partner(m), n);
            }
        }
    }

    // Winning moves and the computer's move at sizes far beyond 64 bits.
    void hugePositions_data() {
        QTest::addColumn<QString>("k");
        const std::vector<Natural> ks{pow2(62) + 1, pow2(64) - 1, pow2(64),  pow2(64) + 1,
                                      pow10(30),    pow10(40),    pow2(128), pow10(100) + 12345};
        for (const Natural& k : ks)
            QTest::newRow(toString(k).c_str()) << QString::fromStdString(toString(k));
    }
    void hugePositions() {
        QFETCH(QString, k);
        const Natural kk = *parseNatural(k.toStdString());
        const Natural a = lower(kk), b = upper(kk);
        QVERIFY(referenceIsP(a, b));
        for (const Position& p : {Position{a, b}, Position{b, a}}) {
            QCOMPARE(outcome(p), Outcome::P);
            QVERIFY(winningMoves(p).empty());
            const Move cm = computerMove(p);
            QVERIFY(isLegal(p, cm));
            QCOMPARE(Natural(cm.fromA + cm.fromB), Natural(1)); // the optimum takes 1 stone
            QCOMPARE(winningMoves(after(p, cm)).size(), std::size_t(1));
        }
        const std::vector<Position> around = {
            {a + 1, b}, {a, b + 1},     {a - 1, b},     {a, b - 1},     {a + 5, b + 5},
            {b, a + 3}, {a + 1, a + 1}, {b + 1, b + 1}, {b * 3, a + 7}, {a - 1, b - 1},
            {a, a},     {0, b},         {b, 1},         {b - 1, b + 2}, {kk, kk + 1}};
        for (const Position& p : around) {
            const std::vector<Move> moves = winningMoves(p);
            checkWinningMoves(p, moves);
            if (QTest::currentTestFailed()) return;
            QVERIFY(!moves.empty());
            QVERIFY(moves == detail::winningMovesBig(p));
            const Move cm = computerMove(p);
            QVERIFY(cm == moves.front());
            QVERIFY(isP(after(p, cm).a, after(p, cm).b));
        }
    }
};

QTEST_GUILESS_MAIN(TstWythoff)
#include "tst_wythoff.moc"
