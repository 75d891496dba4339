// SPDX-License-Identifier: MIT
// End-to-end tests of the course's judge problems (docs/course.md §§4–11, docs/judge.md):
// the samples verbatim, bad input (the line and the token named, the answers before kept),
// empty input, blank lines anywhere, numbers far beyond the limits, and random inputs. Every
// expected answer comes from data or from code in this test that does not call the solvers:
// searches of the games' trees from their rules.

#include "clirunner.h"

#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <vector>

using clitest::run;
using clitest::text;

namespace {

/// "a / b / c" (the notation of docs/games.md) to "a\nb\nc\n"; " /  / " is a blank line.
QByteArray lines(const char* slashed) {
    return QByteArray(slashed).replace(" / ", "\n") + '\n';
}

const QStringList kProblems = {"hdu2516", "hdu1907", "poj3480", "hdu2509", "hdu3032",
                               "hdu1730", "poj2975", "hdu1524", "poj2425", "hdu3595"};

/// A problem's sample, verbatim, as docs/judge.md lists it ("/" a line break).
struct Sample {
    const char* problem;
    const char* input;
    const char* output;
};

const char* const kChess = "4 / 2 1 2 / 0 / 1 3 / 0 / 1 0 / 2 0 2 / 0 /  / 4 / 1 1 / 1 2 / 0 / "
                           "0 / 2 0 1 / 2 1 1 / 3 0 1 3 / 0";
const Sample kSamples[] = {
    {"hdu2516", "2 / 13 / 10000 / 0", "Second win / Second win / First win"},
    {"hdu1907", "2 / 3 / 3 5 1 / 1 / 1", "John / Brother"},
    {"poj3480", "2 / 3 / 3 5 1 / 1 / 1", "John / Brother"},
    {"hdu2509", "2 / 2 2 / 1 / 3", "No / Yes"},
    {"hdu3032", "2 / 3 / 2 2 3 / 2 / 3 3", "Alice / Bob"},
    {"hdu1730", "3 6 / 4 5 / 1 2 / 1 2 / 3 6 / 4 5 / 1 3 / 1 2", "BAD LUCK! / I WIN!"},
    {"poj2975", "3 / 7 11 13 / 2 / 1000000000 1000000000 / 0", "3 / 0"},
    {"hdu1524", kChess, "WIN / WIN / WIN / LOSE / WIN"},
    {"poj2425", kChess, "WIN / WIN / WIN / LOSE / WIN"},
    // HDU 3595 has no official sample: (2, 3) is lost in 2 steps, (1, 2) won in 1, (3, 5)
    // won in 3.
    {"hdu3595", "1 / 2 3 / 2 / 1 2 / 0 7 / 2 / 3 5 / 2 3", "GG / MM / MM"},
};

/// Fibonacci Nim from the rules: wins[s][l] for s stones left and the next take at most l.
std::vector<std::vector<bool>> fibonacciNimTable(int max) {
    std::vector<std::vector<bool>> wins(max + 1);
    for (int s = 0; s <= max; ++s) {
        wins[s].assign(s + 1, false);
        for (int l = 1; l <= s; ++l)
            for (int t = 1; t <= l && !wins[s][l]; ++t)
                wins[s][l] = t == s || !wins[s - t][std::min(2 * t, s - t)];
    }
    return wins;
}

/// A misère game on lines of apples from the rules: a move takes a block of consecutive
/// apples from one line (which may split it); whoever takes the last apple loses. State:
/// the sorted line lengths, empty ones dropped.
bool applesMoverWins(std::vector<int> lines, std::map<std::vector<int>, bool>& memo) {
    lines.erase(std::remove(lines.begin(), lines.end(), 0), lines.end());
    std::sort(lines.begin(), lines.end());
    if (lines.empty()) return true; // the opponent took the last apple
    if (const auto it = memo.find(lines); it != memo.end()) return it->second;
    bool wins = false;
    for (std::size_t i = 0; i < lines.size() && !wins; ++i)
        for (int start = 0; start < lines[i] && !wins; ++start)
            for (int len = 1; start + len <= lines[i] && !wins; ++len) {
                std::vector<int> next = lines;
                next[i] = start;
                next.push_back(lines[i] - start - len);
                wins = !applesMoverWins(next, memo);
            }
    memo[lines] = wins;
    return wins;
}

/// Lasker's Nim SG values from the rules (take any number, or split in two), 0..max.
std::vector<unsigned> laskerTable(int max) {
    std::vector<unsigned> sg(max + 1, 0);
    for (int x = 1; x <= max; ++x) {
        std::vector<bool> seen(2 * max + 2, false);
        for (int y = 0; y < x; ++y)
            seen[sg[y]] = true;
        for (int a = 1; a < x; ++a)
            seen[sg[a] ^ sg[x - a]] = true;
        while (seen[sg[x]])
            ++sg[x];
    }
    return sg;
}

/// Lasker's SG at any size, written out here from docs/course.md §7.
mpz_class laskerSg(const mpz_class& x) {
    if (x == 0) return 0;
    const unsigned long r = mpz_fdiv_ui(x.get_mpz_t(), 4);
    return r == 0 ? mpz_class(x - 1) : r == 3 ? mpz_class(x + 1) : x;
}

/// Chessmen on a DAG from the rules: the mover wins if some chessman can slide to a
/// position the opponent loses. `at` is the tuple of vertices.
bool chessMoverWins(const std::vector<std::vector<int>>& out, std::vector<int> at,
                    std::map<std::vector<int>, bool>& memo) {
    std::sort(at.begin(), at.end());
    auto [it, fresh] = memo.try_emplace(at, false);
    if (!fresh) return it->second;
    bool wins = false;
    for (std::size_t i = 0; i < at.size() && !wins; ++i) {
        const int from = at[i];
        for (std::size_t k = 0; k < out[from].size() && !wins; ++k) {
            at[i] = out[from][k];
            wins = !chessMoverWins(out, at, memo);
            at[i] = from;
        }
    }
    memo[at] = wins;
    return wins;
}

/// The Euclid game's moves from the rules: take k times one pile from the other.
std::vector<std::pair<int, int>> euclidMoves(int a, int b) {
    std::vector<std::pair<int, int>> out;
    for (int c = a; a > 0 && b > 0 && c <= b; c += a)
        out.emplace_back(a, b - c);
    for (int c = b; a > 0 && b > 0 && c <= a; c += b)
        out.emplace_back(a - c, b);
    return out;
}

/// Every-SG from the rules: every unfinished game must be moved on each turn; who has no
/// game to move in loses.
bool everyMoverWins(std::vector<std::pair<int, int>> games,
                    std::map<std::vector<std::pair<int, int>>, bool>& memo) {
    std::vector<std::pair<int, int>> open;
    for (const auto& [a, b] : games)
        if (a > 0 && b > 0) open.emplace_back(std::min(a, b), std::max(a, b));
    std::sort(open.begin(), open.end());
    if (open.empty()) return false;
    if (const auto it = memo.find(open); it != memo.end()) return it->second;
    // Every combination of one move per open game, by recursion over the games.
    bool wins = false;
    std::vector<std::pair<int, int>> next(open.size());
    const std::function<void(std::size_t)> choose = [&](std::size_t i) {
        if (wins) return;
        if (i == open.size()) {
            wins = !everyMoverWins(next, memo);
            return;
        }
        for (const auto& m : euclidMoves(open[i].first, open[i].second)) {
            next[i] = m;
            choose(i + 1);
        }
    };
    choose(0);
    memo[open] = wins;
    return wins;
}

/// Consecutive Fibonacci numbers 1, 2, 3, 5, ...: the k-th pair (F_k, F_k+1), k >= 1.
std::pair<mpz_class, mpz_class> fibonacciPair(int k) {
    mpz_class f = 1, g = 2;
    for (int i = 1; i < k; ++i) {
        mpz_class h = f + g;
        f = g;
        g = h;
    }
    return {f, g};
}

} // namespace

class TstJudgeCourse : public QObject {
    Q_OBJECT

private slots:
    /// Every case of a fixed input: the samples, bad input, empty input and the edge cases
    /// of docs/judge.md; `err` is the message after "grundy-cli: PROBLEM: ".
    void cases_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expectedOut");
        QTest::addColumn<QByteArray>("expectedErr");
        QTest::addColumn<int>("status");
        for (const Sample& s : kSamples)
            QTest::newRow(s.problem)
                << QString(s.problem) << lines(s.input) << lines(s.output) << QByteArray() << 0;
        const auto row = [](const char* name, const char* problem, const QByteArray& in,
                            const QByteArray& out, const QByteArray& err) {
            QTest::newRow(name) << QString(problem) << in << out
                                << "grundy-cli: " + QByteArray(problem) + ": " + err + "\n"
                                << 1;
        };
        const QByteArray notNumber = "expected a non-negative integer, got ";
        const QByteArray end = "expected a number, got end of input";
        row("hdu2516 letter", "hdu2516", "2\n13\nx\n", "Second win\nSecond win\n",
            "line 3: " + notNumber + "\"x\"");
        row("hdu2516 negative", "hdu2516", "4\n-5\n", "First win\n",
            "line 2: " + notNumber + "\"-5\"");
        row("hdu1907 negative", "hdu1907", "2\n3\n3 5 1\n1\n-1\n", "John\n",
            "line 5: " + notNumber + "\"-1\"");
        row("hdu1907 missing", "hdu1907", "2\n3\n3 5 1\n2\n1\n", "John\n", "line 5: " + end);
        row("poj3480 second block", "poj3480", "1\n1\n1\n1\n2\n2 y\n", "Brother\n",
            "line 6: " + notNumber + "\"y\"");
        row("hdu2509 missing", "hdu2509", "2\n2 2\n3\n1 2\n", "No\n", "line 4: " + end);
        row("hdu2509 letter", "hdu2509", "2\n2 2\n\n1\nthree\n", "No\n",
            "line 5: " + notNumber + "\"three\"");
        row("hdu3032 letter", "hdu3032", "2\n3\n2 2 3\n2\n3 q\n", "Alice\n",
            "line 5: " + notNumber + "\"q\"");
        row("hdu3032 short", "hdu3032", "2\n1\n5\n3\n1 2\n", "Alice\n", "line 5: " + end);
        row("hdu1730 same square", "hdu1730", "3 6\n4 5\n1 2\n1 2\n2 6\n1 2\n3 3\n", "BAD LUCK!\n",
            "line 7: both pieces of a row on one square, got \"3\"");
        row("hdu1730 column 0", "hdu1730", "1 6\n0 2\n", "",
            "line 2: a piece off the board (the columns are 1 to 6), got \"0\"");
        row("hdu1730 beyond m", "hdu1730", "1 6\n1 2\n\n\n1 4\n2 7\n", "BAD LUCK!\n",
            "line 6: a piece off the board (the columns are 1 to 4), got \"7\"");
        row("hdu1730 missing", "hdu1730", "2 6\n1 2\n", "", "line 2: " + end);
        row("poj2975 float", "poj2975", "3\n7 11 13\n2\n1 2.5\n", "3\n",
            "line 4: " + notNumber + "\"2.5\"");
        row("hdu1524 query vertex", "hdu1524", "2\n1 1\n0\n1 0\n1 2\n", "WIN\n",
            "line 5: no such vertex (the vertices are 0 to 1), got \"2\"");
        row("hdu1524 edge vertex", "poj2425", "3\n1 1\n2 0 3\n", "",
            "line 3: no such vertex (the vertices are 0 to 2), got \"3\"");
        row("hdu1524 huge vertex", "hdu1524", "2\n0\n0\n1 100000000000000000000000\n", "",
            "line 4: no such vertex (the vertices are 0 to 1), got "
            "\"100000000000000000000000\"");
        row("hdu1524 cycle", "hdu1524",
            "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n3\n1 1\n1\n2\n1 0\n1 0\n", "WIN\nWIN\n",
            "line 13: the move 2 -> 0 closes a cycle (the graph must be acyclic), got \"0\"");
        row("hdu1524 self loop", "hdu1524", "2\n0\n2 0 1\n", "",
            "line 3: the move 1 -> 1 closes a cycle (the graph must be acyclic), got \"1\"");
        row("hdu1524 no vertices", "hdu1524", "0\n1 0\n", "",
            "line 2: no such vertex (the graph has no vertices), got \"0\"");
        row("hdu1524 missing", "hdu1524", "3\n1 1\n1\n", "", "line 3: " + end);
        row("hdu3595 letter", "hdu3595", "1\n2 3\n2\n1 z\n", "GG\n",
            "line 4: " + notNumber + "\"z\"");
        row("hdu3595 odd count", "hdu3595", "2\n2 3\n4\n", "", "line 3: " + end);
        const auto good = [](const char* name, const char* problem, const char* in,
                             const char* out) {
            QTest::newRow(name) << QString(problem) << QByteArray(in) << QByteArray(out)
                                << QByteArray() << 0;
        };
        for (const QString& p : kProblems) {
            QTest::newRow(qPrintable(p + " empty"))
                << p << QByteArray() << QByteArray() << QByteArray() << 0;
            QTest::newRow(qPrintable(p + " blank"))
                << p << QByteArray(" \n\t\r\n\n") << QByteArray() << QByteArray() << 0;
        }
        good("hdu2516 n = 1, no terminator", "hdu2516", "1\n4", "Second win\nFirst win\n");
        good("hdu2516 text after 0 unread", "hdu2516", "3 0 x", "Second win\n");
        good("hdu1907 zero heaps", "hdu1907", "3\n2\n0 1\n1\n0\n3\n0 2 2\n",
             "Brother\nJohn\nBrother\n");
        good("hdu1907 T = 0 then a block", "hdu1907", "0\n1\n1\n5\n", "John\n");
        good("hdu2509 no piles", "hdu2509", "0\n1 1\n", "Yes\nNo\n");
        good("hdu3032 zero heap", "hdu3032", "2\n1\n0\n2\n0 4\n", "Bob\nAlice\n");
        good("hdu3032 text after T cases", "hdu3032", "1\n1\n4\nnot read", "Alice\n");
        good("hdu3032 2^31 - 1", "hdu3032", "1\n2\n2147483647 2147483648\n", "Alice\n");
        good("hdu1730 no rows", "hdu1730", "0 5\n", "BAD LUCK!\n");
        good("hdu1730 either order", "hdu1730", "2 9\n1 5\n9 5\n", "BAD LUCK!\n");
        good("poj2975 no terminator", "poj2975", "2\n1 2", "1\n");
        good("hdu1524 no final 0", "hdu1524", "2\n1 1\n0\n1 0\n1 1", "WIN\nLOSE\n");
        good("hdu1524 repeated edge", "hdu1524", "2\n2 1 1\n0\n1 0\n0\n", "WIN\n");
        good("hdu3595 finished games", "hdu3595", "2\n0 5\n7 0\n0\n", "GG\nGG\n");
    }
    void cases() {
        QFETCH(QString, problem);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expectedOut);
        QFETCH(QByteArray, expectedErr);
        QFETCH(int, status);
        const auto r = run({"judge", problem}, input);
        QCOMPARE(r.out, expectedOut);
        QCOMPARE(r.err, expectedErr);
        QCOMPARE(r.exitCode, status);
    }

    void samplesWithAnySpacing() {
        for (const Sample& s : kSamples) {
            const QByteArray expected = lines(s.output);
            // Blank lines, tabs and CRLF between all the tokens, or all on one line with no
            // final newline: the same answers.
            QByteArray spaced = "\n\r\n";
            for (const QByteArray& token : lines(s.input).simplified().split(' '))
                spaced += token + "\n\n \t\r\n";
            QCOMPARE(run({"judge", s.problem}, spaced).out, expected);
            QCOMPARE(run({"judge", s.problem}, lines(s.input).simplified()).out, expected);
        }
    }

    void fibonacciNimAgainstSearch() {
        const int max = 300;
        const auto wins = fibonacciNimTable(max);
        QByteArray input, expected;
        for (int n = 1; n <= max; ++n) {
            input += QByteArray::number(n) + '\n';
            expected += wins[n][n - 1] ? "First win\n" : "Second win\n";
        }
        QCOMPARE(run({"judge", "hdu2516"}, input + "0\n").out, expected);
    }

    void hugeFibonacciNim() {
        // Fibonacci numbers (1, 2, 3, 5, ...) from 2^31 to beyond 10^100, with neighbours.
        QByteArray input, expected;
        for (int k = 45; k <= 490; k += 7) {
            const mpz_class f = fibonacciPair(k).first;
            input += text(f - 1) + '\n' + text(f) + '\n' + text(f + 1) + '\n';
            expected += "First win\nSecond win\nFirst win\n";
        }
        QVERIFY(fibonacciPair(490).first > mpz_class("1" + std::string(100, '0')));
        const QByteArray over64 = "18446744073709551616"; // 2^64, no Fibonacci number
        input += over64 + "\n" + text(fibonacciPair(92).first) + "\n0\n";
        expected += "First win\nSecond win\n";
        QCOMPARE(run({"judge", "hdu2516"}, input).out, expected);
    }

    void misereAgainstSearch() {
        auto* rng = QRandomGenerator::global();
        std::map<std::vector<int>, bool> memo;
        QByteArray john, johnOut, apples, applesOut;
        for (int block = 0; block < 4; ++block) {
            QByteArray cases;
            const int t = 50 + block;
            for (int i = 0; i < t; ++i) {
                const int n = 1 + int(rng->bounded(4u));
                std::vector<int> piles;
                QByteArray list;
                for (int j = 0; j < n; ++j) {
                    piles.push_back(int(rng->bounded(i % 3 == 0 ? 3u : 7u)));
                    list += ' ' + QByteArray::number(piles.back());
                }
                const bool wins = applesMoverWins(piles, memo);
                cases += QByteArray::number(n) + '\n' + list.mid(1) + '\n';
                johnOut += wins ? "John\n" : "Brother\n";
                applesOut += wins ? "Yes\n" : "No\n";
            }
            john += QByteArray::number(t) + '\n' + cases;
            apples += cases + '\n';
        }
        QCOMPARE(run({"judge", "hdu1907"}, john).out, johnOut);
        QCOMPARE(run({"judge", "poj3480"}, john).out, johnOut);
        QCOMPARE(run({"judge", "hdu2509"}, apples).out, applesOut);
    }

    void hugeMisere() {
        const QByteArray big = "1" + QByteArray(30, '0');
        const QByteArray in = "4\n2\n" + big + ' ' + big + "\n3\n" + big + ' ' + big +
                              " 1\n2\n18446744073709551616 18446744073709551617\n1\n" + big + '\n';
        QCOMPARE(run({"judge", "hdu1907"}, in).out, lines("Brother / John / John / John"));
    }

    void laskerAgainstRules() {
        const std::vector<unsigned> sg = laskerTable(60);
        auto* rng = QRandomGenerator::global();
        QByteArray input = "300\n", expected;
        for (int i = 0; i < 300; ++i) {
            const int n = 1 + int(rng->bounded(5u));
            unsigned x = 0;
            input += QByteArray::number(n) + '\n';
            for (int j = 0; j < n; ++j) {
                const int h = int(rng->bounded(61u));
                x ^= sg[h];
                input += QByteArray::number(h) + (j + 1 < n ? " " : "\n");
            }
            expected += x != 0 ? "Alice\n" : "Bob\n";
        }
        QCOMPARE(run({"judge", "hdu3032"}, input).out, expected);
        // The rule written out in this test agrees with the table of the rules.
        for (int h = 0; h <= 60; ++h)
            QCOMPARE(laskerSg(h), mpz_class(sg[h]));
    }

    void hugeLasker() {
        const mpz_class two64 = mpz_class(1) << 64;
        const std::vector<std::vector<mpz_class>> cases = {
            {two64 - 1},
            {two64 - 1, two64 - 1},
            {two64 - 1, two64, two64 * 2},
            {two64 - 1, two64, two64 * 2 - 1},
            {mpz_class("1" + std::string(40, '0')) + 3, mpz_class("1" + std::string(40, '0')) + 4,
             8},
            {two64 - 2, two64 - 3, 1},
        };
        QByteArray input = QByteArray::number(cases.size()) + '\n', expected;
        for (const auto& heaps : cases) {
            mpz_class x = 0;
            input += QByteArray::number(heaps.size()) + '\n';
            for (const mpz_class& h : heaps) {
                x ^= laskerSg(h);
                input += text(h) + ' ';
            }
            input += '\n';
            expected += x != 0 ? "Alice\n" : "Bob\n";
        }
        QCOMPARE(expected, lines("Alice / Bob / Bob / Alice / Bob / Alice"));
        QCOMPARE(run({"judge", "hdu3032"}, input).out, expected);
    }

    void northcottRandom() {
        auto* rng = QRandomGenerator::global();
        QByteArray input, expected;
        for (int i = 0; i < 200; ++i) {
            const unsigned n = 1 + rng->bounded(4u), m = 2 + rng->bounded(9u);
            input += QByteArray::number(n) + ' ' + QByteArray::number(m) + "\n\n";
            unsigned x = 0;
            for (unsigned r = 0; r < n; ++r) {
                const unsigned t = 1 + rng->bounded(m);
                unsigned j = 1 + rng->bounded(m - 1);
                if (j >= t) ++j;
                x ^= (t > j ? t - j : j - t) - 1; // the empty squares between them
                input += QByteArray::number(t) + ' ' + QByteArray::number(j) + '\n';
            }
            expected += x != 0 ? "I WIN!\n" : "BAD LUCK!\n";
        }
        QCOMPARE(run({"judge", "hdu1730"}, input).out, expected);
    }

    void hugeNorthcott() {
        const QByteArray m = "1" + QByteArray(30, '0'), m1 = QByteArray(30, '9'); // 10^30 - 1
        const QByteArray in = "2 " + m + "\n1 " + m + '\n' + m + " 1\n" + "2 " + m + "\n1 " + m +
                              "\n2 " + m1 +
                              "\n1 18446744073709551616\n18446744073709551615 "
                              "18446744073709551616\n";
        // Gaps 10^30 - 2 twice; 10^30 - 2 and 10^30 - 4; 0 alone.
        QCOMPARE(run({"judge", "hdu1730"}, in).out, lines("BAD LUCK! / I WIN! / BAD LUCK!"));
    }

    void nimCountAgainstEnumeration() {
        auto* rng = QRandomGenerator::global();
        QByteArray input, expected;
        for (int i = 0; i < 300; ++i) {
            const int n = 1 + int(rng->bounded(5u));
            std::vector<unsigned> piles;
            input += QByteArray::number(n) + '\n';
            for (int j = 0; j < n; ++j) {
                piles.push_back(rng->bounded(1u, 40u));
                input += QByteArray::number(piles.back()) + ' ';
            }
            input += '\n';
            // Every move: pile j down to q; it wins when the piles then XOR to 0.
            int count = 0;
            for (int j = 0; j < n; ++j) {
                unsigned rest = 0;
                for (int k = 0; k < n; ++k)
                    if (k != j) rest ^= piles[k];
                for (unsigned q = 0; q < piles[j]; ++q)
                    count += (rest ^ q) == 0 ? 1 : 0;
            }
            expected += QByteArray::number(count) + '\n';
        }
        QCOMPARE(run({"judge", "poj2975"}, input + "0\n").out, expected);
        const QByteArray big = "1" + QByteArray(30, '0');
        QCOMPARE(run({"judge", "poj2975"}, "3\n" + big + ' ' + big +
                                               " 5\n2\n18446744073709551616 "
                                               "18446744073709551617\n0\n")
                     .out,
                 lines("1 / 1"));
    }

    void dagAgainstSearch() {
        auto* rng = QRandomGenerator::global();
        QByteArray input, expected;
        for (int round = 0; round < 60; ++round) {
            const int n = 1 + int(rng->bounded(8u));
            // Edges only to higher numbers under a random relabelling: acyclic.
            std::vector<int> label(n);
            for (int i = 0; i < n; ++i)
                label[i] = i;
            std::shuffle(label.begin(), label.end(), *rng);
            std::vector<std::vector<int>> out(n);
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j)
                    if (rng->bounded(3u) == 0) out[label[i]].push_back(label[j]);
            input += QByteArray::number(n) + '\n';
            for (int v = 0; v < n; ++v) {
                input += QByteArray::number(out[v].size());
                for (int w : out[v])
                    input += ' ' + QByteArray::number(w);
                input += '\n';
            }
            std::map<std::vector<int>, bool> memo;
            for (int q = 0; q < 5; ++q) {
                const int m = 1 + int(rng->bounded(3u));
                std::vector<int> at;
                input += QByteArray::number(m);
                for (int i = 0; i < m; ++i) {
                    at.push_back(int(rng->bounded(unsigned(n))));
                    input += ' ' + QByteArray::number(at.back());
                }
                input += '\n';
                expected += chessMoverWins(out, at, memo) ? "WIN\n" : "LOSE\n";
            }
            input += round % 2 ? "0\n\n" : "0\n";
        }
        QCOMPARE(run({"judge", "hdu1524"}, input).out, expected);
        QCOMPARE(run({"judge", "poj2425"}, input).out, expected);
    }

    void longPath() {
        // A path of 200000 vertices (far beyond N <= 1000): vertex i -> i + 1. A chessman
        // on i is lost exactly when the steps left, n - 1 - i, are even.
        const int n = 200000;
        QByteArray input = QByteArray::number(n) + '\n';
        for (int i = 0; i + 1 < n; ++i)
            input += "1 " + QByteArray::number(i + 1) + '\n';
        input += "0\n1 0\n1 1\n2 0 1\n0\n";
        QCOMPARE(run({"judge", "hdu1524"}, input).out, lines("WIN / LOSE / WIN"));
    }

    void everySgAgainstSearch() {
        auto* rng = QRandomGenerator::global();
        std::map<std::vector<std::pair<int, int>>, bool> memo;
        QByteArray input, expected;
        for (int i = 0; i < 250; ++i) {
            const int n = 1 + int(rng->bounded(3u));
            std::vector<std::pair<int, int>> games;
            input += QByteArray::number(n) + '\n';
            for (int j = 0; j < n; ++j) {
                games.emplace_back(int(rng->bounded(8u)), int(rng->bounded(8u)));
                input += QByteArray::number(games.back().first) + ' ' +
                         QByteArray::number(games.back().second) + '\n';
            }
            expected += everyMoverWins(games, memo) ? "MM\n" : "GG\n";
        }
        QCOMPARE(run({"judge", "hdu3595"}, input).out, expected);
    }

    void hugeEverySg() {
        // (F_k, F_k+1) takes exactly k steps, each with quotient 1: MM wins when the
        // largest k is odd. A multiple (x, 7x) is won in one step.
        QByteArray input, expected;
        for (int k : {91, 92, 300, 481}) {
            const auto [f, g] = fibonacciPair(k);
            input +=
                "3\n" + text(g) + ' ' + text(f) + "\n2 3\n" + text(f) + ' ' + text(f * 7) + '\n';
            expected += k % 2 ? "MM\n" : "GG\n";
        }
        QCOMPARE(run({"judge", "hdu3595"}, input).out, expected);
    }

    void help() {
        const auto r = run({"judge", "--help"});
        QCOMPARE(r.exitCode, 0);
        for (const QString& p : kProblems)
            QVERIFY2(r.out.contains(p.toUtf8()), qPrintable(p));
    }
};

QTEST_GUILESS_MAIN(TstJudgeCourse)
#include "tst_judgecourse.moc"
