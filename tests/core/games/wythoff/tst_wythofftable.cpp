// SPDX-License-Identifier: MIT
// The bitset-filled table of Wythoff SG values against the generic search, a plain
// dynamic program, the OEIS rows and the closed form of the P-positions.
#include "core/base/grundy.h"
#include "oracle.h"
#include "core/games/wythoff/wythoff.h"
#include "core/games/wythoff/wythofftable.h"

#include <QtTest>

#include <algorithm>
#include <numeric>
#include <optional>

using namespace grundy;
using namespace grundy::wythoff;

namespace {

using Cell = oracle::WythoffCell;

std::vector<Cell> options(const Cell& c) {
    return oracle::wythoffOptions(c);
}

// SG values by the definition, cell by cell, with a plain vector of flags for the mex.
std::vector<unsigned> plainTable(int n) {
    std::vector<unsigned> g(std::size_t(n) * n);
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b) {
            std::vector<char> seen(3 * n + 1, 0);
            for (const Cell& o : options({a, b}))
                seen[g[o.first * n + o.second]] = 1;
            g[a * n + b] = unsigned(std::find(seen.begin(), seen.end(), 0) - seen.begin());
        }
    return g;
}

} // namespace

class TstWythoffTable : public QObject {
    Q_OBJECT
private slots:
    void emptyAndTiny() {
        QCOMPARE(SgTable(0).size(), std::size_t(0));
        const SgTable one(1);
        QCOMPARE(one.at(0, 0), 0u);
        const SgTable two(2);
        QCOMPARE(two.at(0, 1), 1u);
        QCOMPARE(two.at(1, 0), 1u);
        QCOMPARE(two.at(1, 1), 2u);
    }

    void matchesSearch() {
        const int n = 100;
        const SgTable table(n);
        QCOMPARE(table.size(), std::size_t(n));
        SpragueGrundy<Cell> search(options);
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b) {
                QCOMPARE(table.at(a, b), search.value({a, b}));
                QCOMPARE(table.row(a)[b], table.at(a, b));
            }
    }

    void matchesPlainTable() {
        const int n = 320; // not a multiple of the 64-bit words, and past 5 of them
        const SgTable table(n);
        const std::vector<unsigned> g = plainTable(n);
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b)
                if (table.at(a, b) != g[a * n + b])
                    QFAIL(qPrintable(QStringLiteral("G(%1, %2) = %3, expected %4")
                                         .arg(a)
                                         .arg(b)
                                         .arg(table.at(a, b))
                                         .arg(g[a * n + b])));
    }

    void oeis_data() {
        QTest::addColumn<int>("line"); // row 3, row 4, or -1 for the diagonal
        QTest::addColumn<QList<unsigned>>("values");
        QTest::newRow("A004484 G(3,m)")
            << 3 << QList<unsigned>{3, 4, 5, 6, 2, 0, 1, 9, 10, 12, 8, 7, 15, 11, 16, 18};
        QTest::newRow("A004485 G(4,m)")
            << 4 << QList<unsigned>{4, 5, 3, 2, 7, 6, 9, 0, 1, 8, 13, 12, 11, 16, 15, 10};
        QTest::newRow("A047708 G(n,n)")
            << -1 << QList<unsigned>{0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20};
    }
    void oeis() {
        QFETCH(int, line);
        QFETCH(QList<unsigned>, values);
        const SgTable table(64);
        for (int m = 0; m < values.size(); ++m)
            QCOMPARE(line < 0 ? table.at(m, m) : table.at(line, m), values[m]);
    }

    // The step-by-step fill gives the plain constructor's values and reports every row,
    // in order, on the calling thread.
    void computeWithProgress_data() {
        QTest::addColumn<int>("n");
        for (int n : {0, 1, 2, 20, 65, 300})
            QTest::newRow(qPrintable(QString::number(n))) << n;
    }
    void computeWithProgress() {
        QFETCH(int, n);
        std::vector<std::size_t> reported;
        const std::optional<SgTable> table = SgTable::compute(n, [&](std::size_t rows) {
            reported.push_back(rows);
            return true;
        });
        QVERIFY(table.has_value());
        QCOMPARE(table->size(), std::size_t(n));
        std::vector<std::size_t> expected(n);
        std::iota(expected.begin(), expected.end(), std::size_t(1));
        QCOMPARE(reported, expected);
        const SgTable plain(n);
        for (int a = 0; a < n; ++a)
            QVERIFY(std::equal(plain.row(a), plain.row(a) + n, table->row(a)));
    }

    // Returning false stops the fill at once: no further row is computed or reported.
    void computeCancels() {
        const std::size_t n = 2048;
        std::size_t calls = 0, last = 0;
        const std::optional<SgTable> table = SgTable::compute(n, [&](std::size_t rows) {
            ++calls;
            last = rows;
            return rows < 10;
        });
        QVERIFY(!table.has_value());
        QCOMPARE(calls, std::size_t(10));
        QCOMPARE(last, std::size_t(10));
        // Stopping at the very first row works too.
        QVERIFY(!SgTable::compute(5, [](std::size_t) { return false; }).has_value());
    }

    void fractionDone() {
        QCOMPARE(SgTable::fractionDone(0, 0), 1.0);
        QCOMPARE(SgTable::fractionDone(10, 0), 0.0);
        QCOMPARE(SgTable::fractionDone(10, 10), 1.0);
        QCOMPARE(SgTable::fractionDone(10, 99), 1.0);
        // The first row is the longest: 10 of the 55 cells of the upper triangle.
        QCOMPARE(SgTable::fractionDone(10, 1), 10.0 / 55.0);
        double previous = 0;
        for (std::size_t r = 1; r <= 2048; ++r) {
            const double f = SgTable::fractionDone(2048, r);
            QVERIFY(f > previous);
            previous = f;
        }
    }

    // At the size the CLI prints: symmetric, no value twice on a row, column or diagonal
    // (each cell is an option of the later ones on its lines), zeros exactly at the
    // closed-form P-positions, and G(0, b) = b.
    void large() {
        const std::size_t n = 2048;
        const SgTable table(n);
        std::vector<std::uint32_t> stamp(3 * n, 0);
        std::uint32_t line = 0;
        const auto distinct = [&](auto cellAt, std::size_t length) {
            ++line;
            for (std::size_t i = 0; i < length; ++i) {
                const std::uint32_t v = cellAt(i);
                if (v >= stamp.size() || stamp[v] == line) return false;
                stamp[v] = line;
            }
            return true;
        };
        for (std::size_t a = 0; a < n; ++a) {
            QVERIFY(distinct([&](std::size_t b) { return table.at(a, b); }, n));
            QVERIFY(distinct([&](std::size_t b) { return table.at(b, a); }, n));
            QVERIFY(distinct([&](std::size_t i) { return table.at(i, a + i); }, n - a));
            QCOMPARE(table.at(0, a), std::uint32_t(a));
            for (std::size_t b = 0; b < n; ++b) {
                if (table.at(a, b) != table.at(b, a)) QFAIL("table is not symmetric");
                if ((table.at(a, b) == 0) != isP(u64(a), u64(b))) QFAIL("zeros are not P");
            }
        }
    }
};

QTEST_GUILESS_MAIN(TstWythoffTable)
#include "tst_wythofftable.moc"
