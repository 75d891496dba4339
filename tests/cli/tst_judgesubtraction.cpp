// SPDX-License-Identifier: MIT
// End-to-end tests of the subtraction games' judge problems (docs/course.md §§1–3) and of
// `grundy-cli sg subtraction`: the samples verbatim, every answer of small inputs against
// the games searched from their rules in this test, huge heaps against the periods'
// identities, and bad input.
#include "clirunner.h"

#include <QRandomGenerator>
#include <QtTest>

#include <set>
#include <vector>

using clitest::run;

using testsupport::fibonacciUpTo;
using ThreeHeaps = testsupport::ThreeHeapSubtraction;

class TstJudgeSubtraction : public QObject {
    Q_OBJECT

private slots:
    void samples_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("output");
        QTest::newRow("hdu1847") << "hdu1847" << QByteArray("1\n3\n") << QByteArray("Kiki\nCici\n");
        QTest::newRow("hdu1848") << "hdu1848" << QByteArray("1 1 1\n1 4 1\n0 0 0\n")
                                 << QByteArray("Fibo\nNacci\n");
        const QByteArray snim = "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n"
                                "3 2 4 7\n4 2 3 7 12\n0\n";
        QTest::newRow("hdu1536") << "hdu1536" << snim << QByteArray("LWW\nWWL\n");
        QTest::newRow("poj2960") << "poj2960" << snim << QByteArray("LWW\nWWL\n");
    }
    void samples() {
        QFETCH(QString, problem);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, output);
        clitest::checkAnswers(problem, input, output);
    }

    // HDU 1847: every n ≤ 3000 (and 0) against the one-heap game with powers-of-two takes;
    // beyond, heaps of 40 and 100 digits by the identity win(n) = win(n − 3·q) for the
    // table's own values (the game repeats every 3 stones: checked on the table first).
    void hdu1847AgainstTheGame() {
        std::vector<bool> wins(3001);
        for (unsigned n = 1; n <= 3000; ++n)
            for (unsigned s = 1; s <= n && !wins[n]; s *= 2)
                wins[n] = !wins[n - s];
        QByteArray in, expected;
        for (unsigned n = 0; n <= 3000; ++n) {
            in += QByteArray::number(n) + '\n';
            expected += wins[n] ? "Kiki\n" : "Cici\n";
            if (n >= 3) QCOMPARE(wins[n], wins[n - 3]);
        }
        for (const char* digits : {"1000000000000000000000000000000000000000",
                                   "18446744073709551616", "18446744073709551615"}) {
            const mpz_class n(digits);
            in += QByteArray(digits) + '\n';
            expected += wins[mpz_fdiv_ui(n.get_mpz_t(), 3) + 3] ? "Kiki\n" : "Cici\n";
        }
        const auto r = run({"judge", "hdu1847"}, in);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, expected);
    }

    // HDU 1848: every triple ≤ 20 (zero heaps included; only "0 0 0" ends) against the game.
    void hdu1848AgainstTheGame() {
        const ThreeHeaps game(fibonacciUpTo(20), 20);
        QByteArray in, expected;
        for (unsigned a = 0; a <= 20; ++a)
            for (unsigned b = 0; b <= 20; ++b)
                for (unsigned c = 0; c <= 20; ++c) {
                    if (a == 0 && b == 0 && c == 0) continue;
                    in += QByteArray::number(a) + ' ' + QByteArray::number(b) + ' ' +
                          QByteArray::number(c) + '\n';
                    expected += game.wins(a, b, c) ? "Fibo\n" : "Nacci\n";
                }
        const auto r = run({"judge", "hdu1848"}, in + "0 0 0\n5 5 5\n");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, expected);
    }

    // HDU 1536: random sets S ⊂ 1..9 (unsorted, repeats allowed), positions of up to three
    // heaps ≤ 15, against the game; then heaps of 30 digits with S = {1,3,4} by the identity
    // win(h) = win(h mod 7 + 7) (the game repeats every 7 stones: checked on its table).
    void hdu1536AgainstTheGame() {
        QRandomGenerator random(2960);
        QByteArray in, expected;
        for (int test = 0; test < 40; ++test) {
            std::vector<unsigned> takes;
            const unsigned k = 1 + random.bounded(5u);
            in += QByteArray::number(k);
            for (unsigned i = 0; i < k; ++i) {
                takes.push_back(1 + random.bounded(9u));
                in += ' ' + QByteArray::number(takes.back());
            }
            in += "\n30\n";
            const ThreeHeaps game(takes, 15);
            for (int p = 0; p < 30; ++p) {
                const unsigned l = 1 + random.bounded(3u);
                unsigned h[3] = {0, 0, 0};
                in += QByteArray::number(l);
                for (unsigned i = 0; i < l; ++i) {
                    h[i] = random.bounded(16u);
                    in += ' ' + QByteArray::number(h[i]);
                }
                in += '\n';
                expected += game.wins(h[0], h[1], h[2]) ? 'W' : 'L';
            }
            expected += '\n';
        }
        const ThreeHeaps small({1, 3, 4}, 15);
        in += "3 4 1 3\n14\n";
        for (int k = 0; k < 14; ++k) {
            const mpz_class heap = mpz_class("1" + std::string(30, '0')) + k;
            in += "1 " + QByteArray::fromStdString(heap.get_str()) + '\n';
            expected +=
                small.wins(unsigned(mpz_fdiv_ui(heap.get_mpz_t(), 7)) + 7, 0, 0) ? 'W' : 'L';
            if (k >= 7) QCOMPARE(small.wins(k, 0, 0), small.wins(k - 7, 0, 0));
        }
        expected += '\n';
        const auto r = run({"judge", "hdu1536"}, in + "0\n");
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, expected);
    }

    void badInput_data() {
        clitest::BadInputTable table;
        table.row("negative", "hdu1847", "4\n-3\n", "Kiki\n",
                  "line 2: expected a non-negative integer, got \"-3\"");
        table.row("letter", "hdu1848", "1 1 1\n1 x 1\n", "Fibo\n",
                  "line 2: expected a non-negative integer, got \"x\"");
        table.row("half a line", "hdu1848", "1 4 1\n2 2\n", "Nacci\n",
                  "line 2: expected a number, got end of input");
        table.row(
            "beyond the Fibonacci table", "hdu1848", "1 4 1\n1 2 20000000\n", "Nacci\n",
            "line 2: a heap of more than 16777215 stones, beyond the table of values, and this "
            "set's values have no period to go further by, got \"20000000\"");
        table.row("take of 0", "hdu1536", "2 2 5\n1\n1 3\n2 0 1\n", "W\n",
                  "line 4: a move must take at least one bead, got \"0\"");
        // The answers before the failure are kept, the first position's too.
        table.row("short position", "poj2960", "1 1\n2\n1 1\n3 1 1\n", "W",
                  "line 4: expected a number, got end of input");
    }
    void badInput() { clitest::checkBadInput(); }

    void emptyInput() {
        for (const char* problem : {"hdu1847", "hdu1848", "hdu1536", "poj2960"}) {
            const auto r = run({"judge", problem}, " \n\r\n");
            QCOMPARE(r.out, QByteArray());
            QCOMPARE(r.exitCode, 0);
        }
    }

    void sgSequence() {
        auto r = run({"sg", "subtraction", "--set", "4,1,3", "--count", "16"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("0 1 0 1 2 3 2 0 1 0 1 2 3 2 0 1\nperiod 7 from heap 0\n"));
        // {2,5}: 0 0 1 1 0 2 1 | 0 0 1 1 0 2 1 … (docs/course.md §3: P at 0, 1, 4 mod 7).
        r = run({"sg", "subtraction", "--set", "2,5", "--count", "9", "--json"});
        QCOMPARE(r.out, QByteArray("{\"set\": \"2,5\", \"values\": [0, 0, 1, 1, 0, 2, 1, 0, 0], "
                                   "\"period\": {\"start\": 0, \"length\": 7}}\n"));
        r = run({"sg", "subtraction", "--set", "fibonacci", "--count", "11"});
        QCOMPARE(r.out, QByteArray("0 1 2 3 0 1 2 3 4 5 0\nno period (the Fibonacci values have "
                                   "none)\n"));
        for (const QStringList& bad :
             {QStringList{"--set", "0,2"}, QStringList{"--set", "1,3", "--count", "0"},
              QStringList{"--set", "primes"}, QStringList{"--count", "5"}}) {
            r = run(QStringList{"sg", "subtraction"} + bad);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.startsWith("grundy-cli: "), r.err.constData());
            QCOMPARE(r.out, QByteArray());
        }
    }
};

QTEST_MAIN(TstJudgeSubtraction)
#include "tst_judgesubtraction.moc"
