// SPDX-License-Identifier: MIT
// End-to-end tests of `grundy-cli grid wythoff`: the P-grid against an independent
// P-test at the corner and far out (10^30, 10^5 digits), the SG grid against OEIS rows,
// and limits (cells, and the work of rows of huge numbers).

#include "clirunner.h"

#include <QtTest>

using clitest::run;

namespace {

/// The grid the CLI must print, cell by cell with the test's own P-test.
QByteArray expectedGrid(const mpz_class& a0, const mpz_class& b0, int width, int height) {
    QByteArray out;
    for (int i = 0; i < height; ++i) {
        for (int j = 0; j < width; ++j)
            out += clitest::isP(a0 + i, b0 + j) ? 'P' : '.';
        out += '\n';
    }
    return out;
}

/// Row `a` of the --sg output as numbers.
QList<int> sgRow(const QByteArray& out, int a) {
    QList<int> values;
    for (const QByteArray& v : out.split('\n').at(a).split(' '))
        values << v.toInt();
    return values;
}

/// 10^(digits - 1): the least number of `digits` digits.
mpz_class power10(unsigned long digits) {
    return testsupport::pow10(digits - 1);
}

} // namespace

class TstGrid : public QObject {
    Q_OBJECT

private slots:
    void pGrid_data() {
        QTest::addColumn<QString>("a0");
        QTest::addColumn<QString>("b0");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("corner") << "0"
                                << "0" << 40 << 30;
        QTest::newRow("corner, wide") << "0"
                                      << "0" << 300 << 5;
        QTest::newRow("off the corner") << "17"
                                        << "3" << 25 << 25;
        // Around the P-position (a_k, b_k) at k = 10^30, seen from both sides.
        QTest::newRow("10^30 lower") << "1618033988749894848204586834360"
                                     << "2618033988749894848204586834355" << 20 << 12;
        QTest::newRow("10^30 upper") << "2618033988749894848204586834360"
                                     << "1618033988749894848204586834355" << 20 << 12;
        QTest::newRow("10^30, no P in view") << "1000000000000000000000000000000"
                                             << "0" << 30 << 5;
        QTest::newRow("around 2^62") << "4611686018427387900"
                                     << "2850178704830799615" << 16 << 10;
        QTest::newRow("around 2^64") << "18446744073709551610"
                                     << "11400714819323198480" << 16 << 10;
        // Around (a_k, b_k) at k = 10^49999: numbers of 50000 digits (the two share one
        // argument, and Linux takes 128 KiB at most), within the work limit.
        const mpz_class k = power10(50000);
        const mpz_class ak = testsupport::referenceLower(k);
        QTest::newRow("10^5 digits")
            << QString::fromStdString(mpz_class(ak - 2).get_str())
            << QString::fromStdString(mpz_class(ak + k - 3).get_str()) << 6 << 5;
    }
    void pGrid() {
        QFETCH(QString, a0);
        QFETCH(QString, b0);
        QFETCH(int, width);
        QFETCH(int, height);
        const auto r = run({"grid", "wythoff", "--origin", a0 + "," + b0, "--size",
                            QString::number(width) + "x" + QString::number(height)});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, expectedGrid(mpz_class(a0.toStdString()), mpz_class(b0.toStdString()),
                                     width, height));
    }

    void pGridHasThePositions() {
        // Guard against an expectation that is all dots: the far windows show P's.
        QVERIFY(expectedGrid(mpz_class("1618033988749894848204586834360"),
                             mpz_class("2618033988749894848204586834355"), 20, 12)
                    .contains('P'));
        QVERIFY(
            expectedGrid(mpz_class("4611686018427387900"), mpz_class("2850178704830799615"), 16, 10)
                .contains('P'));
        const mpz_class k = power10(50000), ak = testsupport::referenceLower(k);
        QVERIFY(expectedGrid(ak - 2, ak + k - 3, 6, 5).contains('P'));
    }

    void defaultSize() {
        const auto r = run({"grid", "wythoff"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, expectedGrid(0, 0, 20, 20));
    }

    void sgRows() {
        const auto r = run({"grid", "wythoff", "--sg", "--size", "16x16"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count('\n'), 16);
        // OEIS A004484 and A004485 (docs/games.md section 3).
        QCOMPARE(sgRow(r.out, 3),
                 (QList<int>{3, 4, 5, 6, 2, 0, 1, 9, 10, 12, 8, 7, 15, 11, 16, 18}));
        QCOMPARE(sgRow(r.out, 4),
                 (QList<int>{4, 5, 3, 2, 7, 6, 9, 0, 1, 8, 13, 12, 11, 16, 15, 10}));
        // The diagonal, OEIS A047708.
        const QList<int> diagonal = {0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20};
        for (int n = 0; n < 16; ++n)
            QCOMPARE(sgRow(r.out, n).at(n), diagonal[n]);
        // Row 0 is G(0, m) = m, and the zeros are exactly the P-positions.
        for (int m = 0; m < 16; ++m)
            QCOMPARE(sgRow(r.out, 0).at(m), m);
        for (int a = 0; a < 16; ++a)
            for (int b = 0; b < 16; ++b)
                QCOMPARE(sgRow(r.out, a).at(b) == 0, clitest::isP(a, b));
    }

    void sgRectangle() {
        const auto r = run({"grid", "wythoff", "--sg", "--size", "5x3"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("0 1 2 3 4\n1 2 0 4 5\n2 0 1 5 3\n"));
    }

    void sgLarge() {
        const auto r = run({"grid", "wythoff", "--sg", "--size", "2048x2048"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count('\n'), 2048);
        QCOMPARE(sgRow(r.out, 2047).size(), 2048);
    }

    void errors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("says");
        QTest::newRow("no game") << QStringList{"grid"} << QByteArray("which game");
        QTest::newRow("unknown game") << QStringList{"grid", "nim"} << QByteArray("nim");
        QTest::newRow("bad origin")
            << QStringList{"grid", "wythoff", "--origin", "5"} << QByteArray("A,B");
        QTest::newRow("negative origin")
            << QStringList{"grid", "wythoff", "--origin", "-5,3"} << QByteArray("-5,3");
        QTest::newRow("bad size") << QStringList{"grid", "wythoff", "--size", "20"}
                                  << QByteArray("WxH");
        QTest::newRow("zero width")
            << QStringList{"grid", "wythoff", "--size", "0x5"} << QByteArray("0x5");
        QTest::newRow("too wide") << QStringList{"grid", "wythoff", "--size", "1000000x1"}
                                  << QByteArray("1000000x1");
        QTest::newRow("too many cells")
            << QStringList{"grid", "wythoff", "--size", "100000x100000"} << QByteArray("cells");
        QTest::newRow("sg off the corner")
            << QStringList{"grid", "wythoff", "--sg", "--origin", "1,0"} << QByteArray("0,0");
        QTest::newRow("sg too large")
            << QStringList{"grid", "wythoff", "--sg", "--size", "5000x10"} << QByteArray("4096");
    }
    void errors() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, says);
        const auto r = run(args);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(r.err.startsWith("grundy-cli: "), r.err.constData());
        QVERIFY2(r.err.contains(says), r.err.constData());
    }

    void tooMuchWork_data() {
        // A row of numbers of a digits costs about W + a^1.5 steps, a grid at most 1e10:
        // about 315 rows at 10^5 digits (the case that once ran 11 minutes) and 9900 at
        // 10^4. The message names the rows this origin allows (GMP counts digits exactly or
        // one too many, hence a range).
        QTest::addColumn<QString>("origin");
        QTest::addColumn<QString>("size");
        QTest::addColumn<int>("fewest");
        QTest::addColumn<int>("most");
        const QString digits5 = QString::fromStdString(power10(100000).get_str());
        const QString digits4 = QString::fromStdString(power10(10000).get_str());
        QTest::newRow("10^5 digits, 1x100000") << digits5 + ",0"
                                               << "1x100000" << 310 << 315;
        QTest::newRow("10^5 digits, 1x316") << digits5 + ",0"
                                            << "1x316" << 310 << 315;
        QTest::newRow("10^4 digits, 100x20000") << digits4 + ",5"
                                                << "100x20000" << 9890 << 9900;
    }
    void tooMuchWork() {
        QFETCH(QString, origin);
        QFETCH(QString, size);
        QFETCH(int, fewest);
        QFETCH(int, most);
        const auto r = run({"grid", "wythoff", "--origin", origin, "--size", size});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(r.err.startsWith("grundy-cli: grid wythoff: --size: " + size.toLatin1() +
                                  " at this origin"),
                 r.err.constData());
        const QRegularExpressionMatch m =
            QRegularExpression("use at most (\\d+) rows \\(H\\) at this origin, or an origin "
                               "with fewer digits\n")
                .match(QString::fromLatin1(r.err));
        QVERIFY2(m.hasMatch(), r.err.constData());
        QVERIFY2(m.captured(1).toInt() >= fewest && m.captured(1).toInt() <= most,
                 r.err.constData());
    }

    void hugeColumnsCostNothing() {
        // Column numbers of 10^5 digits do not count: the partners of rows 0..99999 are
        // below 2 x 10^5 (b_k < 2 a_k + 2), so no row has a P in view.
        const QString b = QString::fromStdString(power10(100000).get_str());
        const auto r = run({"grid", "wythoff", "--origin", "0," + b, "--size", "1x100000"});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray(".\n").repeated(100000));
    }
};

QTEST_GUILESS_MAIN(TstGrid)
#include "tst_grid.moc"
