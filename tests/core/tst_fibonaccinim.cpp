// SPDX-License-Identifier: MIT
// Fibonacci Nim (curriculum.md section 4): the Fibonacci test against a full game search over
// (stones, limit) for every n <= 400, and identities at huge sizes.
#include "fibonaccinim.h"
#include "oracle.h"

#include <QtTest>

#include <algorithm>
#include <vector>

using grundy::Natural;
using grundy::Outcome;
using grundy::u64;
using namespace grundy::fibonaccinim;

namespace {

constexpr int kMax = 400;

/// wins[s][l]: the mover wins with s stones left when the next move may take 1..l, from the
/// rules alone: taking t <= min(l, s) leaves s - t stones and the limit 2t. wins[s][l] grows
/// with l, so it is wins[s][l - 1] or the take t = l.
std::vector<std::vector<bool>> searchTable() {
    std::vector<std::vector<bool>> wins(kMax + 1);
    for (int s = 0; s <= kMax; ++s) {
        wins[s].assign(s + 1, false); // a limit above s allows no more than l = s
        for (int l = 1; l <= s; ++l) {
            const int left = s - l;
            wins[s][l] = wins[s][l - 1] || left == 0 || !wins[left][std::min(2 * l, left)];
        }
    }
    return wins;
}

/// The Fibonacci numbers up to `limit`, by their recurrence (test-side, independent).
std::vector<Natural> fibonacciUpTo(const Natural& limit) {
    std::vector<Natural> f{1, 2};
    while (f.back() <= limit)
        f.push_back(f[f.size() - 1] + f[f.size() - 2]);
    return f;
}

} // namespace

class TstFibonacciNim : public QObject {
    Q_OBJECT

private slots:
    void startPositionsAgainstSearch() {
        const auto wins = searchTable();
        int losses = 0;
        for (int n = 1; n <= kMax; ++n) {
            // The first move takes 1..n-1: limit n - 1 (n = 1: no move at all).
            const bool moverWins = wins[n][n - 1];
            QCOMPARE(isFibonacci(Natural(n)), !moverWins);
            QCOMPARE(isFibonacci(u64(n)), !moverWins);
            QCOMPARE(startOutcome(Natural(n)), moverWins ? Outcome::N : Outcome::P);
            losses += moverWins ? 0 : 1;
        }
        QCOMPARE(losses, 13); // 1 2 3 5 8 13 21 34 55 89 144 233 377
    }

    void zeroIsFibonacci() {
        QVERIFY(isFibonacci(Natural(0)));
        QVERIFY(isFibonacci(u64(0)));
    }

    void aroundEveryFibonacciTo2To70() {
        // Both paths agree at and next to every Fibonacci number up to 2^70.
        const std::vector<Natural> f = fibonacciUpTo(oracle::pow2(70));
        for (const Natural& fib : f) {
            for (int d = -2; d <= 2; ++d) {
                const Natural n = fib + d;
                if (n < 0) continue;
                const bool expected = n == 0 || std::find(f.begin(), f.end(), n) != f.end();
                QCOMPARE(isFibonacci(n), expected);
                if (grundy::fitsU64(n)) QCOMPARE(isFibonacci(grundy::toU64(n)), expected);
            }
        }
        QVERIFY(f.back() > oracle::pow2(64)); // past the 64-bit table
    }

    void hugeFibonacci() {
        // A Fibonacci number of more than 100 digits is P; its neighbours are N.
        const std::vector<Natural> f = fibonacciUpTo(oracle::pow10(101));
        const Natural& big = f[f.size() - 2];
        QVERIFY(big > oracle::pow10(100));
        QVERIFY(isFibonacci(big));
        QVERIFY(isFibonacci(f[f.size() - 3]));
        QVERIFY(!isFibonacci(Natural(big + 1)));
        QVERIFY(!isFibonacci(Natural(big - 1)));
        QVERIFY(!isFibonacci(Natural(big + f[f.size() - 5])));
        QVERIFY(!isFibonacci(oracle::pow10(100)));
        QCOMPARE(startOutcome(big), Outcome::P);
        QCOMPARE(startOutcome(Natural(big * 2)), Outcome::N);
    }
};

QTEST_GUILESS_MAIN(TstFibonacciNim)
#include "tst_fibonaccinim.moc"
