// SPDX-License-Identifier: MIT
// The generic SG search: mex, and values on games whose SG values are known by hand.
#include "core/base/grundy.h"

#include <QtTest>

#include <utility>
#include <vector>

using grundy::SpragueGrundy;

namespace {

/// Options of a single Nim pile n: every smaller pile.
std::vector<int> nimPileOptions(const int& n) {
    std::vector<int> next;
    for (int k = 0; k < n; ++k)
        next.push_back(k);
    return next;
}

/// The subtraction game with S = {1, 3, 4}.
std::vector<int> subtractionOptions(const int& n) {
    std::vector<int> next;
    for (int s : {1, 3, 4})
        if (s <= n) next.push_back(n - s);
    return next;
}

/// The sum of two games given by their options: a move is made in exactly one part.
template <class Options> auto sumOptions(Options part) {
    return [part](const std::pair<int, int>& p) {
        std::vector<std::pair<int, int>> next;
        for (int a : part(p.first))
            next.emplace_back(a, p.second);
        for (int b : part(p.second))
            next.emplace_back(p.first, b);
        return next;
    };
}

} // namespace

class TstGrundy : public QObject {
    Q_OBJECT
private slots:
    void mex_data() {
        QTest::addColumn<std::vector<unsigned>>("values");
        QTest::addColumn<unsigned>("expected");
        QTest::newRow("empty") << std::vector<unsigned>{} << 0u;
        QTest::newRow("zero") << std::vector<unsigned>{0} << 1u;
        QTest::newRow("gap at 0") << std::vector<unsigned>{1, 2} << 0u;
        QTest::newRow("gap at 2") << std::vector<unsigned>{0, 1, 3} << 2u;
        QTest::newRow("unsorted") << std::vector<unsigned>{2, 0, 1} << 3u;
        QTest::newRow("repeats") << std::vector<unsigned>{0, 0, 1, 1, 1} << 2u;
        QTest::newRow("large only") << std::vector<unsigned>{5, 1000000} << 0u;
    }
    void mex() {
        QFETCH(std::vector<unsigned>, values);
        QFETCH(unsigned, expected);
        QCOMPARE(grundy::mex(values), expected);
    }

    void singleNimPileHasItsOwnSize() {
        SpragueGrundy<int> sg(nimPileOptions);
        for (int n = 0; n < 60; ++n)
            QCOMPARE(sg.value(n), unsigned(n));
        QCOMPARE(sg.size(), std::size_t(60));
        QVERIFY(sg.isP(0));
        QVERIFY(!sg.isP(7));
    }

    void subtractionGameIsPeriodic() {
        // S = {1,3,4}: SG values 0 1 0 1 2 3 2, repeating with period 7 (Winning Ways).
        const unsigned period[] = {0, 1, 0, 1, 2, 3, 2};
        SpragueGrundy<int> sg(subtractionOptions);
        for (int n = 0; n < 100; ++n)
            QCOMPARE(sg.value(n), period[n % 7]);
    }

    void sumIsXorOfParts() {
        SpragueGrundy<std::pair<int, int>> nim2(sumOptions(nimPileOptions));
        SpragueGrundy<std::pair<int, int>> sub2(sumOptions(subtractionOptions));
        SpragueGrundy<int> sub(subtractionOptions);
        for (int a = 0; a < 20; ++a) {
            for (int b = 0; b < 20; ++b) {
                QCOMPARE(nim2.value({a, b}), unsigned(a ^ b));
                QCOMPARE(sub2.value({a, b}), sub.value(a) ^ sub.value(b));
            }
        }
    }

    void countsWinningMoves() {
        SpragueGrundy<std::pair<int, int>> nim2(sumOptions(nimPileOptions));
        QCOMPARE(nim2.winningMoveCount({3, 5}), std::size_t(1)); // only 5 -> 3
        QCOMPARE(nim2.winningMoveCount({4, 4}), std::size_t(0));
        QCOMPARE(nim2.winningMoveCount({0, 9}), std::size_t(1));
        QCOMPARE(nim2.options({1, 2}).size(), std::size_t(3));
    }
};

QTEST_GUILESS_MAIN(TstGrundy)
#include "tst_grundy.moc"
