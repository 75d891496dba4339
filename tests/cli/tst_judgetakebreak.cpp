// SPDX-License-Identifier: MIT
// End-to-end tests of the take-and-break judge problems (docs/judge.md) and of `grundy-cli sg
// octal`: the samples verbatim, every answer of small inputs against the real games searched
// in this test from their rules (rows and circles of beads as bitmasks, Treblecross boards as
// strings, heaps split in three as multisets), huge numbers, and bad input.
#include "clirunner.h"
#include "oracle.h"
#include "core/base/grundy.h"

#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

using clitest::run;
using grundy::SpragueGrundy;

namespace {

using Heaps = std::vector<unsigned>; // sorted

Heaps replaced(const Heaps& h, std::size_t i, std::initializer_list<unsigned> parts) {
    Heaps n = h;
    n.erase(n.begin() + std::ptrdiff_t(i));
    for (unsigned p : parts)
        if (p > 0) n.push_back(p);
    std::sort(n.begin(), n.end());
    return n;
}

/// Grundy's game: split one heap into two non-empty heaps of different sizes.
std::vector<Heaps> grundysGameMoves(const Heaps& h) {
    std::vector<Heaps> next;
    for (std::size_t i = 0; i < h.size(); ++i)
        for (unsigned a = 1; 2 * a < h[i]; ++a)
            next.push_back(replaced(h, i, {a, h[i] - a}));
    return next;
}

/// HDU 5795: take any positive number from a heap, or split it into three non-empty heaps.
std::vector<Heaps> splitInThreeMoves(const Heaps& h) {
    std::vector<Heaps> next;
    for (std::size_t i = 0; i < h.size(); ++i) {
        for (unsigned t = 1; t <= h[i]; ++t)
            next.push_back(replaced(h, i, {h[i] - t}));
        for (unsigned a = 1; 3 * a <= h[i]; ++a)
            for (unsigned b = a; a + 2 * b <= h[i]; ++b)
                next.push_back(replaced(h, i, {a, b, h[i] - a - b}));
    }
    return next;
}

/// Beads (bit i: bead i unpainted) of a circle of `size` when `circle`, else a line; a move
/// paints `width` adjacent unpainted beads (around the circle's end too).
std::vector<unsigned> paintMoves(unsigned beads, unsigned size, unsigned width, bool circle) {
    std::vector<unsigned> next;
    if (width > size) return next;
    for (unsigned at = 0; at < (circle ? size : size - width + 1); ++at) {
        unsigned block = 0;
        for (unsigned k = 0; k < width; ++k)
            block |= 1u << ((at + k) % size);
        if ((beads & block) == block) next.push_back(beads & ~block);
    }
    return next;
}

/// Every board of `n` cells without three X in a row.
std::vector<std::string> boardsOf(std::size_t n) {
    std::vector<std::string> out;
    for (unsigned mask = 0; mask < (1u << n); ++mask) {
        std::string b(n, '.');
        for (std::size_t i = 0; i < n; ++i)
            if (mask >> i & 1) b[i] = 'X';
        if (b.find("XXX") == std::string::npos) out.push_back(b);
    }
    return out;
}

} // namespace

class TstJudgeTakeBreak : public QObject {
    Q_OBJECT

private slots:
    void samples_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("output");
        QTest::newRow("cses2207") << "cses2207" << QByteArray("3\n6\n7\n8\n")
                                  << QByteArray("first\nsecond\nfirst\n");
        QTest::newRow("hdu5795") << "hdu5795" << QByteArray("2\n2\n4 4\n3\n1 2 4\n")
                                 << QByteArray("Second player wins.\nFirst player wins.\n");
        QTest::newRow("hdu3980") << "hdu3980" << QByteArray("2\n3 1\n4 2\n")
                                 << QByteArray("Case #1: aekdycoin\nCase #2: abcdxyzk\n");
        QTest::newRow("uva10561")
            << "uva10561"
            << QByteArray("4\n.....\nX.....X..X.............X....X..X\n.X.X...X\n" +
                          QByteArray(47, '.') + "\n")
            << QByteArray("WINNING\n3\nLOSING\n\nWINNING\n3\nWINNING\n1 12 15 17 20 24 28 31 33 "
                          "36 47\n");
        QTest::newRow("lightoj1229")
            << "lightoj1229"
            << QByteArray("4\n.....\nX.....X..X.......X....X..X\n.X.X...X\n" +
                          QByteArray(18, '.') + "\n")
            << QByteArray("Case 1: 3\nCase 2: 0\nCase 3: 3\nCase 4: 5 6 13 14\n");
        QTest::newRow("poj3537") << "poj3537" << QByteArray("3\n6\n9\n22\n2502\n")
                                 << QByteArray("1\n2\n1\n2\n2\n");
        // Take 2 (Dawson's Kayles on a line): k = 5 and 9 lose; take 1 or 3: parity of k.
        QTest::newRow("hdu2999") << "hdu2999" << QByteArray("1\n2\n3\n5 9 4\n2\n3 1\n2\n4 7\n")
                                 << QByteArray("2\n2\n1\n2\n1\n");
    }
    void samples() {
        QFETCH(QString, problem);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, output);
        clitest::checkAnswers(problem, input, output);
    }

    // CSES 2207: every heap to 40 against the game searched; the largest P-position 1222
    // and heaps up to 2^24 - 1; 2^24 is refused, the answers before it kept.
    void cses2207AgainstTheGame() {
        SpragueGrundy<Heaps> game(grundysGameMoves);
        QByteArray in = "45\n", expected;
        for (unsigned n = 0; n <= 40; ++n) {
            in += QByteArray::number(n) + '\n';
            expected += game.isP(n == 0 ? Heaps{} : Heaps{n}) ? "second\n" : "first\n";
        }
        in += "1222\n1223\n1000000\n16777215\n";
        expected += "second\nfirst\nfirst\nfirst\n";
        auto r = run({"judge", "cses2207"}, in);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, expected);
        r = run({"judge", "cses2207"}, "2\n20\n16777216\n");
        QCOMPARE(r.out, QByteArray("second\n"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith("grundy-cli: cses2207: line 3: a heap of 2^24 coins or more"), r.err);
    }

    // HDU 5795: the closed form against the mex of the game for every heap to 40, and sums of
    // two and three heaps to 9 searched whole; huge heaps by the rule's inverse (x and its
    // value make a P-position).
    void hdu5795AgainstTheGame() {
        // A heap's value by the mex definition, the options' parts XORed.
        std::vector<unsigned> value(41, 0);
        for (unsigned x = 1; x <= 40; ++x) {
            std::vector<bool> seen(200, false);
            for (unsigned t = 1; t <= x; ++t)
                seen[value[x - t]] = true;
            for (unsigned a = 1; 3 * a <= x; ++a)
                for (unsigned b = a; a + 2 * b <= x; ++b)
                    seen[value[a] ^ value[b] ^ value[x - a - b]] = true;
            while (seen[value[x]])
                ++value[x];
        }
        SpragueGrundy<Heaps> game(splitInThreeMoves); // sums, searched whole
        QByteArray in, expected;
        unsigned cases = 0;
        const auto addCase = [&](const QByteArray& heaps, unsigned count, bool first) {
            in += QByteArray::number(count) + '\n' + heaps + '\n';
            expected += first ? "First player wins.\n" : "Second player wins.\n";
            ++cases;
        };
        for (unsigned x = 0; x <= 40; ++x) { // the rule against the mex; a heap alone
            const unsigned g = value[x];
            const unsigned rule = x == 0 ? 0 : x % 8 == 0 ? x - 1 : x % 8 == 7 ? x + 1 : x;
            QCOMPARE(g, rule);
            addCase(QByteArray::number(x), 1, g != 0);
        }
        for (unsigned a = 1; a <= 9; ++a)
            for (unsigned b = a; b <= 9; ++b) {
                addCase(QByteArray::number(a) + ' ' + QByteArray::number(b), 2, !game.isP({a, b}));
                for (unsigned c = b; c <= 9; c += 4)
                    addCase(QByteArray::number(a) + ' ' + QByteArray::number(b) + ' ' +
                                QByteArray::number(c),
                            3, !game.isP({a, b, c}));
            }
        // 10^39 + 7 is 7 (mod 8), worth 10^39 + 8; with 1, worth 10^39 + 9, which is 1 (mod 8)
        // and its own value, the values XOR to 0.
        const QByteArray huge = "1000000000000000000000000000000000000007";
        addCase(huge + " 1 1000000000000000000000000000000000000009", 3, false);
        addCase(huge + " 1 1000000000000000000000000000000000000010", 3, true);
        addCase(huge + ' ' + huge, 2, false);
        addCase(huge + " 18446744073709551615 18446744073709551616", 3, true);
        const auto r = run({"judge", "hdu5795"}, QByteArray::number(cases) + '\n' + in);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, expected);
    }

    // HDU 3980: every circle of N <= 14 beads and every M <= N + 2, searched on the circle.
    void hdu3980AgainstTheCircle() {
        QByteArray in, expected;
        unsigned cases = 0;
        for (unsigned n = 1; n <= 14; ++n)
            for (unsigned m = 1; m <= n + 2; ++m) {
                // After the first move (special on a circle), the beads are a line.
                SpragueGrundy<unsigned> circle(
                    [n, m](const unsigned& beads) { return paintMoves(beads, n, m, true); });
                ++cases;
                in += QByteArray::number(n) + ' ' + QByteArray::number(m) + '\n';
                expected += "Case #" + QByteArray::number(cases) +
                            (circle.isP((1u << n) - 1) ? ": abcdxyzk\n" : ": aekdycoin\n");
            }
        // Beyond the limits: M = 2 leaves Dawson's Kayles on a line of N - 2, lost for the
        // mover exactly at 0, 1, 15, 35 and N - 2 = 5, 9, 21, 25, 29 (mod 34). With N = 10^39,
        // N - 2 is 20 (mod 34): the second player wins; with N = 10^39 + 1, 21: the first.
        for (const char* n : {"1000000000000000000000000000000000000000", "1000000000000000000000000000000000000001"}) {
            in += QByteArray(n) + " 2\n";
            ++cases;
            expected += "Case #" + QByteArray::number(cases) +
                        (QByteArray(n).endsWith("1") ? ": aekdycoin\n" : ": abcdxyzk\n");
        }
        const auto r = run({"judge", "hdu3980"}, QByteArray::number(cases) + '\n' + in);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, expected);
    }

    // Treblecross: every board of 3 to 11 cells without three X, searched by the real rule:
    // UVa's and LightOJ's winning cells.
    void treblecrossAgainstTheBoard() {
        oracle::Treblecross game;
        QByteArray in, uva, light;
        unsigned count = 0;
        for (std::size_t n = 3; n <= 11; ++n)
            for (std::string b : boardsOf(n)) {
                QByteArray cells;
                for (std::size_t c = 0; c < n; ++c)
                    if (game.winsAt(b, c)) cells += (cells.isEmpty() ? "" : " ") + QByteArray::number(qulonglong(c + 1));
                in += QByteArray::fromStdString(b) + '\n';
                ++count;
                uva += cells.isEmpty() ? "LOSING\n\n" : "WINNING\n" + cells + '\n';
                light += "Case " + QByteArray::number(count) + ": " + (cells.isEmpty() ? "0" : cells) + '\n';
            }
        auto r = run({"judge", "uva10561"}, QByteArray::number(count) + '\n' + in);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, uva);
        r = run({"judge", "lightoj1229"}, QByteArray::number(count) + '\n' + in);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, light);
    }

    // POJ 3537: empty boards of 3 to 18 cells searched; the second-player sizes of
    // docs/takebreak.md to 20 000 (2502 and 16168 among them).
    void poj3537AgainstTheBoard() {
        oracle::Treblecross game;
        QByteArray in, expected;
        for (std::size_t n = 3; n <= 18; ++n) {
            std::string b(n, '.');
            in += QByteArray::number(qulonglong(n)) + '\n';
            expected += game.moverWins(b) ? "1\n" : "2\n";
        }
        const std::vector<unsigned> second = {
            6,   12,  22,  30,  32,  44,  54,  64,  76,  86,   98,   110,  118,  130,  132,  162,  170,
            184, 194, 202, 282, 290, 302, 356, 1046, 2502, 2752, 2912, 3052, 3076, 7250, 7356, 7866, 16168};
        for (unsigned n = 19; n <= 20000; ++n) {
            in += QByteArray::number(n) + '\n';
            expected += std::binary_search(second.begin(), second.end(), n) ? "2\n" : "1\n";
        }
        const auto r = run({"judge", "poj3537"}, in);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, expected);
    }

    // HDU 2999: random sets against a line of stones searched move by move (bitmasks).
    void hdu2999AgainstTheLine() {
        std::mt19937 rng(2999);
        QByteArray in, expected;
        for (int t = 0; t < 30; ++t) {
            std::vector<unsigned> set;
            for (unsigned i = 0, n = 1 + rng() % 3; i < n; ++i)
                set.push_back(1 + rng() % 4);
            in += QByteArray::number(qulonglong(set.size())) + '\n';
            for (unsigned s : set)
                in += QByteArray::number(s) + ' ';
            in += "\n15\n";
            SpragueGrundy<unsigned> line([&set](const unsigned& stones) {
                std::vector<unsigned> next;
                for (unsigned s : set) {
                    const auto more = paintMoves(stones, 14, s, false);
                    next.insert(next.end(), more.begin(), more.end());
                }
                return next;
            });
            for (unsigned k = 0; k <= 14; ++k) {
                in += QByteArray::number(k) + (k < 14 ? ' ' : '\n');
                expected += line.isP((1u << k) - 1) ? "2\n" : "1\n";
            }
        }
        const auto r = run({"judge", "hdu2999"}, in);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, expected);
    }

    void badInput_data() {
        clitest::BadInputTable table;
        table.row("board cell", "uva10561", "2\n.....\n..O..\n", "WINNING\n3\n",
                  "line 3: a board is made of '.' (empty) and 'X' only, and cell 3 is neither, "
                  "got \"..O..\"");
        table.row("three in a row", "lightoj1229", "1\n.XXX.\n", "",
                  "line 2: three X in a row from cell 2: the game is already over, got \".XXX.\"");
        table.row("missing board", "uva10561", "2\n.....\n", "WINNING\n3\n",
                  "line 2: expected a board of '.' and 'X', got end of input");
        table.row("draw board", "poj3537", "3\n2\n", "1\n",
                  "line 2: a board of fewer than 3 cells can never hold three crosses in a row: "
                  "the game is a draw, which 1 and 2 cannot say, got \"2\"");
        table.row("paint nothing", "hdu3980", "1\n5 0\n", "",
                  "line 2: a move paints at least one bead (M >= 1), got \"0\"");
        table.row("no take", "hdu2999", "1\n0\n", "",
                  "line 2: a move removes at least one stone, got \"0\"");
        table.row("letters", "cses2207", "2\n5\nabc\n", "first\n",
                  "line 3: expected a non-negative integer, got \"abc\"");
    }
    void badInput() { clitest::checkBadInput(); }

    // Past what 0.007's table knows, and no period: a clear refusal. 101 458 cells was a
    // fuzzer's finding: it grew the table for 42 s under the sanitizers before the work limit
    // was cut to 2^29 steps; it is now past the table, refused at once.
    void beyondTheTable() {
        const auto found = run({"judge", "poj3537"}, "5\n101458\n");
        QCOMPARE(found.out, QByteArray("1\n"));
        QCOMPARE(found.exitCode, 1);
        QVERIFY2(found.err.contains("a heap of 101460 is beyond what is known of 0.007"), found.err);
        const auto r = run({"judge", "poj3537"}, "7\n1000000000\n");
        QCOMPARE(r.out, QByteArray("1\n"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith("grundy-cli: poj3537: line 2: an empty board of n cells is a heap "
                                  "of n + 2, and a heap of 1000000002 is beyond what is known of 0.007"),
                 r.err);
    }

    void sgOctal() {
        auto r = run({"sg", "octal", "--code", "0.77", "--count", "20"});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, QByteArray("0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2\nperiod 12 from heap 71, "
                                   "proved (the theorem's check holds to heap 155)\n"));
        r = run({"sg", "octal", "--code", "kayles", "--count", "3", "--json"});
        QCOMPARE(r.out, QByteArray("{\"code\": \"0.77\", \"values\": [0, 1, 2], \"period\": 12, "
                                   "\"preperiod\": 71, \"proved\": true, \"checkedTo\": 155}\n"));
        r = run({"sg", "octal", "--code", ".007", "--count", "8", "--json"});
        QCOMPARE(r.out, QByteArray("{\"code\": \"0.007\", \"values\": [0, 0, 0, 1, 1, 1, 2, 2], "
                                   "\"period\": null, \"preperiod\": null, \"proved\": false, "
                                   "\"checkedTo\": null, \"searchedTo\": 8192}\n"));
        r = run({"sg", "octal", "--code", "4!.0", "--count", "10"});
        QCOMPARE(r.out, QByteArray("0 0 0 1 0 2 1 0 2 1\nno period proved below 8192\n"));
        r = run({"sg", "octal", "--code", "0.78"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("character 4 of the code 0.78 is"), r.err);
        r = run({"sg", "octal", "--code", "0.007", "--count", "16777216"});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(r.err.startsWith("grundy-cli: sg: a heap of 16777215 is beyond what is known of 0.007"),
                 r.err);
    }
};

QTEST_GUILESS_MAIN(TstJudgeTakeBreak)
#include "tst_judgetakebreak.moc"
