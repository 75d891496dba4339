// SPDX-License-Identifier: MIT
// End-to-end tests of `grundy-cli judge`: the samples of docs/games.md section 7, outside
// judge data, the input rules (bad input, whitespace, empty input), numbers of any
// size, and random and exhaustive inputs. Every expected answer comes from data (the
// samples, tests/data/external, literal outputs) or from code in this test that does
// not call the solvers: searches of the game tree and the rules of docs/games.md.

#include "clirunner.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <vector>

using clitest::run;
using clitest::text;

namespace {

/// "a / b / c" (the notation of docs/games.md) to "a\nb\nc\n".
QByteArray lines(const QByteArray& slashed) {
    QByteArray out;
    for (const QByteArray& part : slashed.split('/'))
        out += part.trimmed() + '\n';
    return out;
}

const QStringList kProblems = {"poj1067",   "hdu1527",   "p2252",     "hdu2177",
                               "51nod1072", "51nod1185", "51nod1066", "51nod1069",
                               "hdu2176",   "poj1740",   "poj1704"};

/// Whether the player to move wins the Bash game (n stones, take 1..k), by trying every
/// move: a table of wins for 0..n stones.
bool bashWinsBySearch(unsigned n, unsigned k) {
    std::vector<bool> wins(n + 1, false);
    for (unsigned m = 1; m <= n; ++m)
        for (unsigned t = 1; t <= std::min(k, m) && !wins[m]; ++t)
            wins[m] = !wins[m - t];
    return wins[n];
}

/// hdu2176's answer for Nim piles, by trying every move: "No", or "Yes" and "p q" for each
/// pile (in input order) that can drop from p to q so that the piles XOR to 0.
QByteArray nimMovesBySearch(const std::vector<unsigned>& piles) {
    QByteArray moves;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        unsigned others = 0;
        for (std::size_t j = 0; j < piles.size(); ++j)
            if (j != i) others ^= piles[j];
        for (unsigned q = 0; q < piles[i]; ++q)
            if ((others ^ q) == 0)
                moves += QByteArray::number(piles[i]) + ' ' + QByteArray::number(q) + '\n';
    }
    return moves.isEmpty() ? QByteArray("No\n") : "Yes\n" + moves;
}

/// The redistribution game by the rule of docs/games.md section 4: the mover loses iff every
/// pile size occurs an even number of times.
bool redistributionWinsByRule(const std::vector<unsigned>& piles) {
    std::map<unsigned, int> count;
    for (unsigned p : piles)
        ++count[p];
    return std::any_of(count.begin(), count.end(), [](const auto& c) { return c.second % 2; });
}

/// The redistribution game by searching its tree (tiny positions only): piles sorted,
/// empty ones gone; a move removes r >= 1 stones of a pile and may give some of the rest
/// to other non-empty piles.
bool redistributionWinsBySearch(std::vector<unsigned> piles,
                                std::map<std::vector<unsigned>, bool>& memo) {
    std::sort(piles.begin(), piles.end());
    piles.erase(std::remove(piles.begin(), piles.end(), 0u), piles.end());
    if (const auto it = memo.find(piles); it != memo.end()) return it->second;
    bool wins = false;
    // Gives up to `left` stones to piles j, j+1, ... (never to `from`), then tries the result.
    std::function<void(std::vector<unsigned>&, std::size_t, std::size_t, unsigned)> give =
        [&](std::vector<unsigned>& next, std::size_t from, std::size_t j, unsigned left) {
            if (wins) return;
            if (j == next.size()) {
                next[from] += left; // what is not given stays on the pile
                wins = !redistributionWinsBySearch(next, memo);
                next[from] -= left;
                return;
            }
            if (j == from) return give(next, from, j + 1, left);
            for (unsigned g = 0; g <= left && !wins; ++g) {
                next[j] += g;
                give(next, from, j + 1, left - g);
                next[j] -= g;
            }
        };
    for (std::size_t i = 0; i < piles.size() && !wins; ++i)
        for (unsigned r = 1; r <= piles[i] && !wins; ++r) {
            std::vector<unsigned> next = piles;
            next[i] = 0;
            give(next, i, 0, piles[i] - r);
        }
    memo[piles] = wins;
    return wins;
}

/// Georgia and Bob by the rule of docs/games.md section 5: pair the chips from the right (the
/// leftmost with the wall at 0 when their number is odd); the mover wins iff the gaps
/// between the partners XOR to non-zero.
bool staircaseWinsByRule(std::vector<unsigned> cells) {
    std::sort(cells.begin(), cells.end());
    unsigned x = 0;
    for (std::size_t right = cells.size(); right > 0; right = right >= 2 ? right - 2 : 0) {
        const unsigned left = right >= 2 ? cells[right - 2] : 0;
        x ^= cells[right - 1] - left - 1;
    }
    return x != 0;
}

/// Georgia and Bob on the strip 1..cells by searching every position: bit c - 1 of a
/// mask is a chip on cell c. A move slides one chip left over empty cells, which makes
/// the mask smaller, so the masks are decided in increasing order.
std::vector<bool> staircaseWinsBySearch(unsigned cells) {
    std::vector<bool> wins(std::size_t{1} << cells, false);
    for (unsigned mask = 1; mask < wins.size(); ++mask)
        for (unsigned c = 1; c < cells && !wins[mask]; ++c) {
            if (!(mask >> c & 1)) continue;
            for (unsigned t = c; t-- > 0 && !(mask >> t & 1) && !wins[mask];)
                wins[mask] = !wins[(mask & ~(1u << c)) | 1u << t];
        }
    return wins;
}

/// The positions hdu2177 must print after "1" for (a, b), found by trying every move.
QByteArray hdu2177Moves(unsigned a, unsigned b) {
    QByteArray out;
    for (unsigned t = 1; t <= std::min(a, b); ++t)
        if (clitest::isP(a - t, b - t))
            out += QByteArray::number(std::min(a, b) - t) + ' ' +
                   QByteArray::number(std::max(a, b) - t) + '\n';
    std::set<std::pair<unsigned, unsigned>> onePile;
    for (unsigned x = 0; x < a; ++x)
        if (clitest::isP(x, b)) onePile.insert({std::min(x, b), std::max(x, b)});
    for (unsigned y = 0; y < b; ++y)
        if (clitest::isP(a, y)) onePile.insert({std::min(a, y), std::max(a, y)});
    for (const auto& [x, y] : onePile)
        out += QByteArray::number(x) + ' ' + QByteArray::number(y) + '\n';
    return out;
}

} // namespace

class TstJudge : public QObject {
    Q_OBJECT

private slots:
    void samples_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        const auto row = [](const char* name, const char* problem, const char* in,
                            const char* out) {
            QTest::newRow(name) << QString(problem) << lines(in) << lines(out);
        };
        row("poj1067", "poj1067", "2 1 / 8 4 / 4 7", "0 / 1 / 0");
        row("hdu1527", "hdu1527", "2 1 / 8 4 / 4 7", "0 / 1 / 0");
        row("p2252", "p2252", "8 4", "1");
        row("hdu2177", "hdu2177", "1 2 / 5 8 / 4 7 / 2 2 / 0 0",
            "0 / 1 / 4 7 / 3 5 / 0 / 1 / 0 0 / 1 2");
        row("51nod1066", "51nod1066", "4 / 3 2 / 4 2 / 7 3 / 8 3", "B / A / A / B");
        row("51nod1069", "51nod1069", "3 / 1 / 1 / 1", "A");
        row("51nod1072", "51nod1072", "3 / 3 5 / 3 4 / 1 9", "B / A / A");
        row("51nod1185", "51nod1185", "3 / 3 5 / 3 4 / 1 9", "B / A / A");
        row("hdu2176", "hdu2176", "2 / 45 45 / 3 / 3 6 9 / 5 / 5 7 8 9 10 / 0",
            "No / Yes / 9 5 / Yes / 8 1 / 9 0 / 10 3");
        row("poj1740", "poj1740", "3 / 2 1 3 / 2 / 1 1 / 0", "1 / 0");
        row("poj1704", "poj1704", "2 / 3 / 1 2 3 / 8 / 1 5 6 7 9 12 14 17",
            "Bob will win / Georgia will win");
    }
    void samples() {
        QFETCH(QString, problem);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        clitest::checkAnswers(problem, input, expected);
    }

    void externalPoj1704() {
        QFile in(QStringLiteral(GRUNDY_TESTDATA "/external/poj1704/cases.in"));
        QFile out(QStringLiteral(GRUNDY_TESTDATA "/external/poj1704/cases.out"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QVERIFY(out.open(QIODevice::ReadOnly));
        const auto r = run({"judge", "poj1704"}, in.readAll());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), out.readAll().trimmed());
    }

    void badInput_data() {
        clitest::BadInputTable table;
        table.row("letters", "poj1067", "2 1\n4x 7\n8 4\n", "0\n",
                  "line 2: expected a non-negative integer, got \"4x\"");
        table.row("negative", "poj1067", "-3 4\n", "",
                  "line 1: expected a non-negative integer, got \"-3\"");
        table.row("plus sign", "hdu1527", "+3 4\n", "",
                  "line 1: expected a non-negative integer, got \"+3\"");
        table.row("odd count", "poj1067", "2 1\n8\n", "0\n",
                  "line 2: expected a number, got end of input");
        table.row("hdu2177 garbage", "hdu2177", "1 2\n5 8\n4 7 abc\n", "0\n1\n4 7\n3 5\n0\n",
                  "line 3: expected a non-negative integer, got \"abc\"");
        table.row("T bad", "51nod1185", "x\n3 5\n", "",
                  "line 1: expected a non-negative integer, got \"x\"");
        table.row("T negative", "51nod1072", "-1\n", "",
                  "line 1: expected a non-negative integer, got \"-1\"");
        table.row("T too large", "51nod1185", "3\n3 5\n3 4\n", "B\nA\n",
                  "line 3: expected a number, got end of input");
        table.row("T huge", "51nod1185", "100000000000000000000000000000\n3 5\n", "B\n",
                  "line 2: expected a number, got end of input");
        table.row("half a case", "51nod1072", "2\n3 5\n7", "B\n",
                  "line 3: expected a number, got end of input");
        table.row("K = 0", "51nod1066", "3\n3 2\n4 0\n5 1\n", "B\n",
                  "line 3: K must be at least 1, got \"0\"");
        table.row("K = 000", "51nod1066", "1\n4 000\n", "",
                  "line 2: K must be at least 1, got \"000\"");
        table.row("nim short", "51nod1069", "3\n1 1\n", "",
                  "line 2: expected a number, got end of input");
        table.row("nim float", "51nod1069", "2\n1\n1.5\n", "",
                  "line 3: expected a non-negative integer, got \"1.5\"");
        table.row("hdu2176 bad pile", "hdu2176", "3\n3 6 9\n2\n1 y\n", "Yes\n9 5\n",
                  "line 4: expected a non-negative integer, got \"y\"");
        table.row("poj1740 short block", "poj1740", "3\n2 1 3\n2\n1\n", "1\n",
                  "line 4: expected a number, got end of input");
        table.row("poj1740 huge n", "poj1740", "99999999999999999999999999\n1 2\n", "",
                  "line 2: expected a number, got end of input");
        table.row("cell 0", "poj1704", "2\n3\n1 2 3\n3\n1 0 4\n", "Bob will win\n",
                  "line 5: a chip on cell 0 (cells start at 1), got \"0\"");
        table.row("same cell", "poj1704", "2\n2\n1 3\n4\n1 5\n9 5\n", "Georgia will win\n",
                  "line 6: two chips on one cell, got \"5\" a second time");
        table.row("poj1704 short", "poj1704", "1\n3\n1 2\n", "",
                  "line 3: expected a number, got end of input");
        table.row("long token cut", "p2252", "1 " + QByteArray(100, 'z') + "\n", "",
                  "line 1: expected a non-negative integer, got \"" + QByteArray(40, 'z') +
                      "...\"");
        table.row("control bytes", "p2252", "1 a\x01\n", "",
                  "line 1: expected a non-negative integer, got \"a\\x01\"");
        table.row("crlf lines", "poj1067", "2 1\r\n8 4\r\n4 q\r\n", "0\n1\n",
                  "line 3: expected a non-negative integer, got \"q\"");
    }
    void badInput() { clitest::checkBadInput(); }

    void emptyInput_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QByteArray>("input");
        for (const QString& p : kProblems) {
            QTest::newRow(qPrintable(p + " empty")) << p << QByteArray();
            QTest::newRow(qPrintable(p + " blank")) << p << QByteArray(" \n\t\r\n\n");
        }
    }
    void emptyInput() {
        QFETCH(QString, problem);
        QFETCH(QByteArray, input);
        const auto r = run({"judge", problem}, input);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.exitCode, 0);
    }

    void whitespace_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("tabs crlf blank lines")
            << "poj1067" << QByteArray("2\t1\r\n\r\n\n8    4\r\n4\n7") << lines("0 / 1 / 0");
        QTest::newRow("form feed, vertical tab")
            << "poj1067" << QByteArray("2\f1\v8 4") << lines("0 / 1");
        QTest::newRow("hdu2177 no terminator")
            << "hdu2177" << QByteArray("1 2\n5 8") << lines("0 / 1 / 4 7 / 3 5");
        QTest::newRow("hdu2177 0 5 is a position")
            << "hdu2177" << QByteArray("0 5\n0 0\n3 5\n") << lines("1 / 0 0");
        QTest::newRow("hdu2177 a > b")
            << "hdu2177" << QByteArray("8 5\n0 0") << lines("1 / 4 7 / 3 5");
        QTest::newRow("hdu2177 equal removal and one-pile reach one position")
            << "hdu2177" << QByteArray("2 3\n") << lines("1 / 1 2 / 1 2");
        QTest::newRow("hdu2176 no terminator")
            << "hdu2176" << QByteArray("3\n3 6 9") << lines("Yes / 9 5");
        QTest::newRow("hdu2176 one line")
            << "hdu2176" << QByteArray("2 45 45 3 3 6 9 0 7 7") << lines("No / Yes / 9 5");
        QTest::newRow("poj1740 one line")
            << "poj1740" << QByteArray("3 2 1 3 2 1 1") << lines("1 / 0");
        QTest::newRow("51nod1069 mixed")
            << "51nod1069" << QByteArray("3\t1\n\n1\r\n1") << lines("A");
        QTest::newRow("51nod1069 no piles") << "51nod1069" << QByteArray("0") << lines("B");
        QTest::newRow("T = 0") << "51nod1185" << QByteArray("0\n") << QByteArray();
        QTest::newRow("text after the T cases is not read")
            << "51nod1072" << QByteArray("1\n3 5\nnot read") << lines("B");
        QTest::newRow("leading zeros")
            << "poj1067" << QByteArray("0003 00005\n000000000000000000000000000004 7")
            << lines("0 / 0");
        QTest::newRow("poj1704 unsorted, no final newline")
            << "poj1704" << QByteArray("1\n4\n9 1 6 4") << lines("Bob will win");
    }
    void whitespace() {
        QFETCH(QString, problem);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        const auto r = run({"judge", problem}, input);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, expected);
        QCOMPARE(r.exitCode, 0);
    }

    void longLineAcrossBuffers() {
        // Numbers that straddle the reader's buffer and one far longer than it.
        QByteArray input;
        QByteArray expected;
        for (int i = 0; i < 20000; ++i) {
            input += "3 5 ";
            expected += "0\n";
        }
        const QByteArray huge = "1" + QByteArray(200000, '0'); // 10^200000
        input += huge + " " + huge + "\n";
        expected += "1\n";
        const auto r = run({"judge", "poj1067"}, input);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, expected);
    }

    // Numbers of every length from 1 to 22 digits (the reader takes up to 19 digits in one
    // go, more through GMP), some with leading zeros, separated by any whitespace, more
    // than the reader's 64 KiB buffer; then a bad token. Read from a pipe, from a file
    // (which the reader maps), and from a file whose first line was read already.
    void numbersOfEveryLengthFromPipeAndFile() {
        auto* rng = QRandomGenerator::global();
        const auto number = [rng] {
            QByteArray digits(1 + rng->bounded(22), '0');
            for (qsizetype i = 0; i < digits.size(); ++i)
                if (i > 0 || rng->bounded(4u) != 0) digits[i] = char('0' + rng->bounded(10u));
            return digits;
        };
        const QByteArray spaces[] = {" ", "\n", "\t", "\r\n", "  \n\n ", "\v\f "};
        QByteArray input, expected;
        std::uint64_t line = 1;
        for (int i = 0; i < 10000; ++i) {
            QByteArray a = number(), b = number();
            if (i % 3 == 0) { // a P-position, or next to one
                const mpz_class k(number().toStdString(), 10);
                const mpz_class lower = testsupport::referenceLower(k);
                a = text(lower);
                b = text(lower + k + int(rng->bounded(2u)));
            }
            const QByteArray& between = spaces[rng->bounded(6u)];
            const QByteArray& after = spaces[rng->bounded(6u)];
            input += a + between + b + after;
            line += between.count('\n') + after.count('\n');
            expected += clitest::isP(mpz_class(a.toStdString(), 10), mpz_class(b.toStdString(), 10))
                            ? "0\n"
                            : "1\n";
        }
        QVERIFY(input.size() > 65536 * 3);
        input += "12345678901234567 1234567890123456x\n";
        const QByteArray err = "grundy-cli: poj1067: line " + QByteArray::number(line) +
                               ": expected a non-negative integer, got \"1234567890123456x\"\n";

        const auto piped = run({"judge", "poj1067"}, input);
        QCOMPARE(piped.out, expected);
        QCOMPARE(piped.err, err);
        QCOMPARE(piped.exitCode, 1);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath("in.txt"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("a line read before grundy-cli starts\n" + input);
        file.close();
        const QString path = file.fileName();
        const auto fromFile = clitest::runInShell(
            "{ read -r first; exec \"$@\"; } < '" + path + "'", {"judge", "poj1067"});
        QCOMPARE(fromFile.out, expected);
        QCOMPARE(fromFile.err, err);
        QCOMPARE(fromFile.exitCode, 1);

        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(input);
        file.close();
        const auto mapped =
            clitest::runInShell("exec \"$@\" < '" + path + "'", {"judge", "poj1067"});
        QCOMPARE(mapped.out, expected);
        QCOMPARE(mapped.err, err);
    }

    // A mapped input of several MiB is read on two cores (judgeinparallel.h): the second
    // reads ahead in 1 MiB chunks, guessing that each starts with a case. Whatever is
    // in the way (a long number, a case across a chunk's first line, a bad token, the
    // count running out, odd whitespace), the answers, the error and its line must be
    // those of reading one case at a time (a pipe), and right.
    void twoCoresReadLikeOne_data() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("shape");
        const QStringList shapes = {"plain", "long numbers", "cases across lines",
                                    "bad token", "fewer cases than lines", "more cases than lines",
                                    "odd whitespace", "short numbers"};
        for (const QString& shape : shapes)
            QTest::newRow(qPrintable("51nod1185, " + shape)) << "51nod1185" << shape;
        for (const QString& shape : QStringList{"plain", "bad token", "cases across lines"})
            QTest::newRow(qPrintable("poj1067, " + shape)) << "poj1067" << shape;
    }
    void twoCoresReadLikeOne() {
        QFETCH(QString, problem);
        QFETCH(QString, shape);
        const bool counted = problem == "51nod1185";
        auto* rng = QRandomGenerator::global();
        constexpr qsizetype kSize = 6 << 20; // six chunks and more
        QByteArray body, answers;
        qsizetype cases = 0;
        std::uint64_t line = counted ? 2 : 1; // the line the next case starts on
        std::uint64_t badLine = 0;
        while (body.size() < kSize) {
            const qsizetype at = body.size();
            const bool nearChunkStart = at % (1 << 20) > (1 << 20) - 200;
            mpz_class k(QByteArray::number(quint64(1) + rng->bounded(quint64(1) << 58))
                            .toStdString());
            if (shape == "short numbers") k = rng->bounded(1, 1000);
            mpz_class a = testsupport::referenceLower(k), b = a + k + int(rng->bounded(2u));
            if (shape == "long numbers" && cases % 5000 == 17)
                a += mpz_class("1" + std::string(24, '0')); // 25 digits: GMP's path
            if (rng->bounded(2u) != 0) std::swap(a, b);
            QByteArray between = " ", after = "\n";
            if (shape == "cases across lines" && (nearChunkStart || cases % 7 == 0))
                between = "\n";
            if (shape == "odd whitespace") {
                const QByteArray spaces[] = {" ", "\t", "  ", "\r\n", " \v\f", "\n\n"};
                between = spaces[rng->bounded(6u)];
                after = QByteArray(spaces[rng->bounded(6u)]) + "\r\n";
            }
            if (shape == "bad token" && badLine == 0 && at > kSize / 2 + 12345) {
                body += text(a) + between + "12x" + after;
                badLine = line + between.count('\n');
                continue;
            }
            body += text(a) + between + text(b) + after;
            line += between.count('\n') + after.count('\n');
            if (badLine == 0) answers += clitest::isP(a, b) ? "0\n" : "1\n";
            ++cases;
        }
        QByteArray input = body, expected = answers;
        QByteArray err;
        int status = 0;
        if (counted) {
            expected.replace('1', 'A').replace('0', 'B');
            qsizetype count = badLine != 0 ? cases + 1 : cases;
            if (shape == "fewer cases than lines") {
                count = cases / 2 + 7;
                expected.truncate(2 * count);
                input += "what follows the last case is not read\n";
            }
            if (shape == "more cases than lines") {
                count = cases + 3;
                err = "grundy-cli: 51nod1185: line " + QByteArray::number(line - 1) +
                      ": expected a number, got end of input\n";
                status = 1;
            }
            input = QByteArray::number(count) + '\n' + input;
        }
        if (badLine != 0) {
            err = "grundy-cli: " + problem.toUtf8() + ": line " + QByteArray::number(badLine) +
                  ": expected a non-negative integer, got \"12x\"\n";
            status = 1;
        }

        const auto piped = run({"judge", problem}, input);
        QCOMPARE(piped.err, err);
        QCOMPARE(piped.exitCode, status);
        QVERIFY(piped.out == expected);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath("in.txt"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(input);
        file.close();
        const auto mapped =
            clitest::runInShell("exec \"$@\" < '" + file.fileName() + "'", {"judge", problem});
        QCOMPARE(mapped.err, err);
        QCOMPARE(mapped.exitCode, status);
        QVERIFY(mapped.out == expected);
    }

    void hugeWythoff_data() {
        QTest::addColumn<QByteArray>("k0");
        QTest::newRow("10^30") << QByteArray("1000000000000000000000000000000");
        QTest::newRow("10^30 + 7") << QByteArray("1000000000000000000000000000007");
        QTest::newRow("10^100") << "1" + QByteArray(100, '0');
        // The k where a_k or b_k crosses 2^62 (the core's fast limit) and 2^64.
        QTest::newRow("a_k = 2^62") << QByteArray("2850178704830799622");
        QTest::newRow("b_k ~ 2^62") << QByteArray("1761507313596588282");
        QTest::newRow("a_k = 2^64") << QByteArray("11400714819323198486");
        QTest::newRow("b_k = 2^64 - 1") << QByteArray("7046029254386353130");
    }
    void hugeWythoff() {
        QFETCH(QByteArray, k0);
        // The P-positions near k (checked here with GMP's own square root) and their
        // neighbours, in every two-pile format.
        QByteArray input;
        QByteArray expected;
        for (int dk = -3; dk <= 3; ++dk) {
            const mpz_class k = mpz_class(k0.toStdString()) + dk;
            const mpz_class a = testsupport::referenceLower(k), b = a + k;
            for (int da = -1; da <= 1; ++da)
                for (int db = -1; db <= 1; ++db) {
                    const mpz_class x = a + da, y = b + db;
                    input += text(x) + ' ' + text(y) + '\n' + text(y) + ' ' + text(x) + '\n';
                    const QByteArray answer = clitest::isP(x, y) ? "0\n" : "1\n";
                    expected += answer + answer;
                }
        }
        const auto r = run({"judge", "poj1067"}, input);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.out, expected);
        QVERIFY(expected.count("0\n") >= 14); // the P-positions themselves are there

        QByteArray counted = QByteArray::number(expected.count('\n')) + '\n' + input;
        QByteArray ab = expected;
        ab.replace('1', 'A').replace('0', 'B');
        QCOMPARE(run({"judge", "51nod1185"}, counted).out, ab);
    }
    void hugeHdu2177() {
        // An N-position far beyond 64 bits: every printed position is P and reachable.
        const mpz_class k("1000000000000000000000000000000");
        const mpz_class a = testsupport::referenceLower(k), b = a + k;
        const QList<std::pair<mpz_class, mpz_class>> positions = {
            {a + 1, b + 1}, {a, b + 5}, {a + 3, b}, {b, b}};
        for (const auto& [x, y] : positions) {
            const auto r = run({"judge", "hdu2177"}, text(x) + ' ' + text(y) + "\n0 0\n");
            QCOMPARE(r.exitCode, 0);
            const QList<QByteArray> out = r.out.trimmed().split('\n');
            QCOMPARE(out.first(), QByteArray("1"));
            QVERIFY(out.size() >= 2);
            for (qsizetype i = 1; i < out.size(); ++i) {
                const QList<QByteArray> xy = out[i].split(' ');
                QCOMPARE(xy.size(), 2);
                const mpz_class u(xy[0].toStdString()), v(xy[1].toStdString());
                QVERIFY(u <= v);
                QVERIFY(clitest::isP(u, v));
                const bool equal = (x - u == y - v && u < x) || (y - u == x - v && u < y);
                const bool onePile = (u == x && v < y) || (v == y && u < x) || (u == y && v < x) ||
                                     (v == x && u < y);
                QVERIFY2(equal || onePile, out[i].constData());
            }
        }
    }

    void hugeOtherGames() {
        const QByteArray big = "1" + QByteArray(30, '0'); // 10^30
        const QByteArray bigMinus1 = QByteArray(30, '9'); // 10^30 - 1
        const QByteArray max64 = "18446744073709551615", over64 = "18446744073709551616";
        QCOMPARE(run({"judge", "51nod1066"}, "3\n" + big + ' ' + bigMinus1 + '\n' + big + ' ' +
                                                 big + "\n" + max64 + ' ' + max64 + '\n')
                     .out,
                 lines("B / A / A"));
        QCOMPARE(run({"judge", "51nod1066"}, "2\n" + over64 + " 1\n" + max64 + " 1\n").out,
                 lines("B / A"));
        QCOMPARE(run({"judge", "51nod1069"}, "3\n" + big + ' ' + big + " 5\n").out, lines("A"));
        QCOMPARE(run({"judge", "51nod1069"}, "4\n" + big + ' ' + big + " 5 5\n").out, lines("B"));
        QCOMPARE(run({"judge", "51nod1069"}, "2\n" + over64 + " 5\n").out, lines("A"));
        QCOMPARE(run({"judge", "hdu2176"}, "2 " + big + " 3 0").out, "Yes\n" + big + " 3\n");
        QCOMPARE(run({"judge", "poj1740"}, "2 " + big + ' ' + big + " 3 1 " + big + " 1").out,
                 lines("0 / 1"));
        // Chips at 10^30 - 1 and 10^30: one pair with gap 0, so Bob wins; with a chip
        // at 1 too, the lone chip's gap is 0 as well.
        QCOMPARE(run({"judge", "poj1704"}, "3\n2\n" + big + ' ' + bigMinus1 + "\n3\n1 " + big +
                                               ' ' + bigMinus1 + "\n2\n1 " + big + '\n')
                     .out,
                 lines("Bob will win / Bob will win / Georgia will win"));
    }

    void randomWythoffAgainstIndependentTest() {
        auto* rng = QRandomGenerator::global();
        QByteArray input, expected, hdu, hduExpected;
        for (int i = 0; i < 3000; ++i) {
            const unsigned a = rng->bounded(60u), b = rng->bounded(60u);
            input += QByteArray::number(a) + ' ' + QByteArray::number(b) + '\n';
            expected += clitest::isP(a, b) ? "0\n" : "1\n";
            if (i < 400 && (a != 0 || b != 0)) {
                const unsigned x = std::min(a, b), y = std::max(a, b);
                hdu += QByteArray::number(x) + ' ' + QByteArray::number(y) + '\n';
                hduExpected += clitest::isP(x, y) ? QByteArray("0\n") : "1\n" + hdu2177Moves(x, y);
            }
        }
        QCOMPARE(run({"judge", "poj1067"}, input).out, expected);
        QCOMPARE(run({"judge", "hdu2177"}, hdu + "0 0\n").out, hduExpected);
    }

    void randomOthersAgainstIndependentChecks() {
        auto* rng = QRandomGenerator::global();
        QByteArray bashIn = "500\n", bashOut;
        for (int i = 0; i < 500; ++i) {
            const unsigned n = rng->bounded(200u), k = 1 + rng->bounded(20u);
            bashIn += QByteArray::number(n) + ' ' + QByteArray::number(k) + '\n';
            bashOut += bashWinsBySearch(n, k) ? "A\n" : "B\n";
        }
        QCOMPARE(run({"judge", "51nod1066"}, bashIn).out, bashOut);

        QByteArray nimIn, nimOut, redIn, redOut, stairIn, stairOut;
        int cases = 0;
        for (int i = 0; i < 200; ++i) {
            const unsigned n = 1 + rng->bounded(6u);
            std::vector<unsigned> piles;
            QByteArray list = QByteArray::number(n);
            for (unsigned j = 0; j < n; ++j) {
                piles.push_back(rng->bounded(1u, 16u));
                list += ' ' + QByteArray::number(piles.back());
            }
            nimIn += list + '\n';
            nimOut += nimMovesBySearch(piles);
            redIn += list + '\n';
            redOut += redistributionWinsByRule(piles) ? "1\n" : "0\n";
            // Distinct cells for Georgia and Bob.
            std::vector<unsigned> cells;
            std::set<unsigned> used;
            QByteArray cellList = QByteArray::number(n);
            while (cells.size() < n) {
                const unsigned c = rng->bounded(1u, 30u);
                if (!used.insert(c).second) continue;
                cells.push_back(c);
                cellList += ' ' + QByteArray::number(c);
            }
            ++cases;
            stairIn += cellList + '\n';
            stairOut += staircaseWinsByRule(cells) ? "Georgia will win\n" : "Bob will win\n";
        }
        QCOMPARE(run({"judge", "hdu2176"}, nimIn + "0\n").out, nimOut);
        QCOMPARE(run({"judge", "poj1740"}, redIn + "0\n").out, redOut);
        QCOMPARE(run({"judge", "poj1704"}, QByteArray::number(cases) + '\n' + stairIn).out,
                 stairOut);
    }

    void smallPositionsAgainstSearch() {
        // The redistribution game: every multiset of 1 to 4 piles of 1 to 4 stones, once,
        // largest pile first.
        std::map<std::vector<unsigned>, bool> memo;
        QByteArray redIn, redOut;
        for (const std::vector<int>& t : testsupport::allTuples(4, 5)) {
            if (t[0] == 0 || !std::is_sorted(t.rbegin(), t.rend())) continue; // once each
            std::vector<unsigned> piles;
            for (int v : t)
                if (v > 0) piles.push_back(unsigned(v));
            redIn += QByteArray::number(piles.size());
            for (unsigned p : piles)
                redIn += ' ' + QByteArray::number(p);
            redIn += '\n';
            const bool wins = redistributionWinsBySearch(piles, memo);
            QCOMPARE(wins, redistributionWinsByRule(piles)); // the rule used above
            redOut += wins ? "1\n" : "0\n";
        }
        QCOMPARE(redOut.count('\n'), 69);
        QCOMPARE(run({"judge", "poj1740"}, redIn + "0\n").out, redOut);

        // Georgia and Bob: every set of chips on a strip of 12 cells, listed right to left.
        const unsigned strip = 12;
        const std::vector<bool> wins = staircaseWinsBySearch(strip);
        QByteArray stairIn = QByteArray::number(wins.size() - 1) + '\n', stairOut;
        for (unsigned mask = 1; mask < wins.size(); ++mask) {
            std::vector<unsigned> cells;
            for (unsigned c = strip; c >= 1; --c)
                if (mask >> (c - 1) & 1) cells.push_back(c);
            stairIn += QByteArray::number(cells.size());
            for (unsigned c : cells)
                stairIn += ' ' + QByteArray::number(c);
            stairIn += '\n';
            QCOMPARE(wins[mask], staircaseWinsByRule(cells)); // the rule used above
            stairOut += wins[mask] ? "Georgia will win\n" : "Bob will win\n";
        }
        QCOMPARE(run({"judge", "poj1704"}, stairIn).out, stairOut);
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no problem") << QStringList{"judge"};
        QTest::newRow("unknown problem") << QStringList{"judge", "poj9999"};
        QTest::newRow("two problems") << QStringList{"judge", "poj1067", "p2252"};
        QTest::newRow("unknown option") << QStringList{"judge", "--fast", "poj1067"};
    }
    void usageErrors() {
        QFETCH(QStringList, args);
        const auto r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.startsWith("grundy-cli: "));
        QCOMPARE(r.out, QByteArray());
    }

    void help() {
        const auto r = run({"judge", "--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("poj1704"));
    }
};

QTEST_GUILESS_MAIN(TstJudge)
#include "tst_judge.moc"
