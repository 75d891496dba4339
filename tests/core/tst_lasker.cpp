// SPDX-License-Identifier: MIT
// Lasker's Nim (curriculum.md section 7): the SG formula against a mex table from the rules
// (take, or split in two) up to 300, outcomes of every position of up to 3 heaps of up to 13
// against a search of the real game, and the formula at huge sizes.
#include "lasker.h"
#include "oracle.h"

#include <QtTest>

#include <map>
#include <vector>

using grundy::Natural;
using grundy::Outcome;
using grundy::u64;
using namespace grundy::lasker;

namespace {

/// SG(x) by the rules: the options of x are every smaller heap and every split a + b = x
/// (a, b >= 1), whose value is SG(a) XOR SG(b).
std::vector<unsigned> mexTable(int max) {
    std::vector<unsigned> sg(max + 1, 0);
    for (int x = 1; x <= max; ++x) {
        std::vector<unsigned> options;
        for (int y = 0; y < x; ++y)
            options.push_back(sg[y]);
        for (int a = 1; a <= x / 2; ++a)
            options.push_back(sg[a] ^ sg[x - a]);
        sg[x] = grundy::mex(options);
    }
    return sg;
}

/// Whether the mover wins the real game from these heaps (sorted, no empty ones), trying
/// every take and every split, with memo.
bool moverWins(std::vector<int> heaps, std::map<std::vector<int>, bool>& memo) {
    std::sort(heaps.begin(), heaps.end());
    heaps.erase(std::remove(heaps.begin(), heaps.end(), 0), heaps.end());
    if (const auto it = memo.find(heaps); it != memo.end()) return it->second;
    bool wins = false;
    for (std::size_t i = 0; i < heaps.size() && !wins; ++i) {
        const int x = heaps[i];
        if (i > 0 && heaps[i - 1] == x) continue; // the same heap again
        for (int y = 0; y < x && !wins; ++y) {
            std::vector<int> next = heaps;
            next[i] = y;
            wins = !moverWins(next, memo);
        }
        for (int a = 1; a <= x / 2 && !wins; ++a) {
            std::vector<int> next = heaps;
            next[i] = a;
            next.push_back(x - a);
            wins = !moverWins(next, memo);
        }
    }
    memo[heaps] = wins;
    return wins;
}

} // namespace

class TstLasker : public QObject {
    Q_OBJECT

private slots:
    void sgAgainstMexTable() {
        const std::vector<unsigned> sg = mexTable(300);
        for (int x = 0; x <= 300; ++x) {
            QCOMPARE(sgValue(u64(x)), u64(sg[x]));
            QCOMPARE(sgValue(Natural(x)), Natural(sg[x]));
        }
    }

    void outcomesAgainstSearch() {
        std::map<std::vector<int>, bool> memo;
        int positions = 0;
        for (int a = 0; a <= 13; ++a)
            for (int b = a; b <= 13; ++b)
                for (int c = b; c <= 13; ++c) {
                    const bool wins = moverWins({a, b, c}, memo);
                    QCOMPARE(outcome({Natural(a), Natural(b), Natural(c)}),
                             wins ? Outcome::N : Outcome::P);
                    ++positions;
                }
        QCOMPARE(positions, 560);
        QCOMPARE(outcome({}), Outcome::P);
    }

    void hugeHeaps() {
        // 10^40 = 0 (mod 4); 10^40 + k for k = 0..7 runs through every residue.
        const Natural base = oracle::pow10(40);
        const Natural expected[] = {base - 1, base + 1, base + 2, base + 4,
                                    base + 3, base + 5, base + 6, base + 8};
        for (int k = 0; k < 8; ++k)
            QCOMPARE(sgValue(Natural(base + k)), expected[k]);
        // Around 2^64: the u64 path's last value and the first ones beyond it.
        QCOMPARE(sgValue(~u64{0} - 1), ~u64{0} - 1);                   // = 2 (mod 4)
        QCOMPARE(sgValue(grundy::fromU64(~u64{0})), oracle::pow2(64)); // = 3 (mod 4)
        QCOMPARE(sgValue(oracle::pow2(64)), oracle::pow2(64) - 1);
        QCOMPARE(sgValue(u64{2147483647}), u64{2147483648}); // 2^31 - 1 does not wrap
        // SG(10^40 + 3) XOR SG(10^40 + 4) = (10^40 + 4) XOR (10^40 + 3) = 7 = SG(8), not SG(7).
        QCOMPARE(outcome({Natural(base + 3), Natural(base + 4), Natural(8)}), Outcome::P);
        QCOMPARE(outcome({Natural(base + 3), Natural(base + 4), Natural(7)}), Outcome::N);
        QCOMPARE(outcome({Natural(base + 1), Natural(base + 2), Natural(4)}), Outcome::P);
        QCOMPARE(outcome({Natural(base + 1), Natural(base + 2), Natural(3)}), Outcome::N);
    }
};

QTEST_GUILESS_MAIN(TstLasker)
#include "tst_lasker.moc"
