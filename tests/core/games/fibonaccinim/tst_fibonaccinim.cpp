// SPDX-License-Identifier: MIT
// Fibonacci Nim (docs/course.md §4): every rule against a full game search over
// (stones, limit) from the rules alone (never the Zeckendorf form), and identities at huge
// sizes checked against the same search.
#include "core/analysis/explain.h"
#include "core/games/catalogue.h"
#include "core/games/fibonaccinim/fibonaccinim.h"
#include "core/games/fibonaccinim/fibonaccinimwords.h"
#include "core/text/english.h"
#include "oracle.h"

#include <QtTest>

#include <algorithm>
#include <tuple>
#include <vector>

using grundy::Natural;
using grundy::Outcome;
using grundy::u64;
using namespace grundy::fibonaccinim;
using grundy::Phrase;

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

/// The search's verdict for any limit: a limit above the heap allows no more than the heap.
bool searchWins(const std::vector<std::vector<bool>>& wins, int s, int l) {
    return s > 0 && wins[s][std::min(l, s)];
}

/// The winning takes of (s, l) by the search: those leaving the opponent lost (or nothing).
std::vector<Move> searchWinning(const std::vector<std::vector<bool>>& wins, int s, int l) {
    std::vector<Move> moves;
    for (int t = 1; t <= std::min(l, s); ++t)
        if (!searchWins(wins, s - t, 2 * t)) moves.push_back({t});
    return moves;
}

Position pos(const Natural& s, const Natural& l) {
    return {s, l};
}

QByteArray show(const Position& p) {
    return QByteArray::fromStdString(p.stones.get_str() + " " + p.limit.get_str());
}

/// F(k) in GMP's numbering (F(1) = F(2) = 1).
Natural fib(unsigned long k) {
    Natural f;
    mpz_fib_ui(f.get_mpz_t(), k);
    return f;
}

/// Zeckendorf's parts of n > 0 by the greedy, from the test's own Fibonacci numbers (built
/// by additions, walked down by subtractions): the largest at most what is left, each time.
/// Indices in GMP's numbering.
std::vector<unsigned long> greedyIndices(const Natural& n) {
    unsigned long k = 1;
    Natural f = 1, below = 0; // F(k), F(k - 1)
    while (f <= n) {
        below += f;
        std::swap(f, below);
        ++k;
    }
    std::vector<unsigned long> out;
    Natural rest = n;
    for (; rest > 0 && k >= 2; --k) {
        if (f <= rest) {
            out.push_back(k);
            rest -= f;
        }
        f -= below; // (F(k - 1), F(k - 2))
        std::swap(f, below);
    }
    return out;
}

/// The numbers that try the smallest-part search hardest, up to about `digits` digits: the
/// Fibonacci numbers and their neighbours (a part alone, or all the small parts), the sums
/// F(j) + F(j + 2) + F(j + 4) + ... and F(j) + F(j + 3) + F(j + 5) + ... (the rest of delta
/// nearest its bounds, phi^-1 and -phi^-2), the powers of 2 and of 10.
std::vector<Natural> adversarialNumbers(unsigned long maxIndex) {
    std::vector<Natural> out;
    for (unsigned long k = 2; k <= maxIndex; k += k < 200 ? 1 : 97) {
        out.push_back(fib(k));
        out.push_back(fib(k) - 1);
        out.push_back(fib(k) + 1);
    }
    for (unsigned long j = 2; j <= 60; ++j)
        for (unsigned long top : {j + 8, j + 40, maxIndex / 3, maxIndex}) {
            Natural even = 0, odd = fib(j);
            for (unsigned long k = j; k <= top; k += 2)
                even += fib(k);
            for (unsigned long k = j + 3; k <= top; k += 2)
                odd += fib(k);
            out.push_back(even);
            out.push_back(odd);
        }
    for (unsigned long k = 0; k <= 6000; k += k < 300 ? 1 : 113) {
        out.push_back(oracle::pow2(int(k)));
        if (k <= 2000) out.push_back(oracle::pow10(int(k)));
    }
    return out;
}

/// The winning takes by their definition from the greedy's parts: the sums of the j smallest
/// parts within the limit that are below half the next part, or are the whole heap.
std::vector<Move> winningFromGreedy(const Position& p) {
    const std::vector<unsigned long> parts = zeckendorfIndices(p.stones);
    std::vector<Move> moves;
    Natural sum = 0;
    for (std::size_t j = parts.size(); j-- > 0;) {
        sum += fib(parts[j]);
        if (sum > p.limit) break;
        if (j == 0 || fib(parts[j - 1]) > 2 * sum) moves.push_back({sum});
    }
    return moves;
}

/// The Fibonacci number with at least `digits` digits, by the recurrence (test-side).
Natural fibonacciWithDigits(int digits) {
    Natural a = 1, b = 2;
    while (b < oracle::pow10(digits - 1)) {
        a += b;
        std::swap(a, b);
    }
    return b;
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

    void outcomeAgainstSearch() {
        const auto wins = searchTable();
        for (int s = 0; s <= kMax; ++s)
            for (int l = s == 0 ? 0 : 1; l <= s + 2; ++l) {
                const Position p = pos(s, l);
                QVERIFY2(outcome(p) == (searchWins(wins, s, l) ? Outcome::N : Outcome::P), show(p));
                QCOMPARE(isOver(p), s == 0);
            }
    }

    void winningMovesAgainstSearch() {
        const auto wins = searchTable();
        for (int s = 1; s <= 250; ++s)
            for (int l = 1; l <= s + 1; ++l) {
                const Position p = pos(s, l);
                const std::vector<Move> expected = searchWinning(wins, s, l);
                QVERIFY2(winningMoves(p) == expected, show(p)); // ascending, like the search
            }
    }

    void computerMoveAgainstSearch() {
        // The winning move when there is one; otherwise the move that leaves the fewest
        // winning replies, then the fewest stones (the documented choice), by the search.
        const auto wins = searchTable();
        for (int s = 1; s <= 150; ++s)
            for (int l = 1; l <= s; ++l) {
                const Position p = pos(s, l);
                const Move m = computerMove(p);
                QVERIFY2(isLegal(p, m), show(p));
                const std::vector<Move> winning = searchWinning(wins, s, l);
                if (!winning.empty()) {
                    QVERIFY2(m == winning.front(), show(p));
                    continue;
                }
                std::vector<Move> legal;
                for (int t = 1; t <= std::min(l, s); ++t)
                    legal.push_back({t});
                const Move best = oracle::leastBy(legal, [&](const Move& c) {
                    const int t = int(grundy::toU64(c.take));
                    return std::tuple(searchWinning(wins, s - t, 2 * t).size(), t);
                });
                QVERIFY2(m == best, show(p));
            }
    }

    void legalMovesAndApply() {
        for (int s = 1; s <= 40; ++s)
            for (int l = 1; l <= s + 3; ++l) {
                const Position p = pos(s, l);
                const auto legal = legalMoves(p);
                QCOMPARE(int(legal.size()), std::min(s, l));
                for (int t = 0; t <= s + l + 1; ++t) {
                    const bool ok = t >= 1 && t <= s && t <= l;
                    QCOMPARE(isLegal(p, {t}), ok);
                    if (ok)
                        QCOMPARE(apply(p, {t}), pos(s - t, 2 * t));
                    else
                        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(p, {t}));
                }
            }
    }

    void refusalsInWords_data() {
        QTest::addColumn<int>("stones");
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("take");
        QTest::addColumn<QString>("words");
        QTest::newRow("over the limit")
            << 20 << 6 << 7
            << "this move may take at most 6 stones (twice the previous "
               "move; on the first move, all but one stone), not 7";
        QTest::newRow("nothing") << 20 << 6 << 0 << "a move must take at least one stone";
        QTest::newRow("more than the heap")
            << 3 << 10 << 4 << "the pile has only 3 stones, cannot take 4";
        QTest::newRow("over") << 0 << 4 << 1 << "the game is over: there is no move to make";
    }
    void refusalsInWords() {
        QFETCH(int, stones);
        QFETCH(int, limit);
        QFETCH(int, take);
        QFETCH(QString, words);
        try {
            apply(pos(stones, limit), {take});
            QFAIL("an illegal move was applied");
        } catch (const grundy::IllegalMove& e) {
            QCOMPARE(QString::fromStdString(e.what()), words);
        }
    }

    void positions() {
        QCOMPARE(startPosition(20), pos(20, 19));
        QCOMPARE(startPosition(2), pos(2, 1));
        QCOMPARE(startPosition(0), pos(0, 0));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, startPosition(1));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, validate(pos(5, 0)));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, validate(pos(-1, 3)));
        validate(pos(0, 0));   // the empty heap: over, whatever the limit
        validate(pos(3, 100)); // a limit above the heap allows the whole heap
        // Through the catalogue: one number is the start, two a position in play.
        const grundy::GameInfo& game = *grundy::findGame("fibonacci-nim");
        QCOMPARE(game.kind, grundy::GameKind::FibonacciNim);
        QCOMPARE(std::get<Position>(grundy::positionFrom(game, {20}, {})), pos(20, 19));
        QCOMPARE(std::get<Position>(grundy::positionFrom(game, {20, 7}, {})), pos(20, 7));
        QCOMPARE(grundy::numbersOf(grundy::positionFrom(game, {20}, {})),
                 (std::vector<Natural>{20, 19}));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, grundy::positionFrom(game, {1}, {}));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, grundy::positionFrom(game, {5, 0}, {}));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition,
                                 grundy::positionFrom(game, {5, 2, 1}, {}));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, grundy::positionFrom(game, {}, {}));
        // The course's order: right after Georgia and Bob.
        const auto kinds = grundy::allGameKinds();
        const auto at = std::find(kinds.begin(), kinds.end(), grundy::GameKind::FibonacciNim);
        QVERIFY(at != kinds.begin() && at[-1] == grundy::GameKind::Staircase);
    }

    void moveBetweenPositions() {
        const grundy::GameInfo& game = *grundy::findGame("fibonacci-nim");
        const grundy::AnyPosition from = Position{20, 7};
        const auto m = game.moveBetween(from, Position{15, 10});
        QVERIFY(m);
        QCOMPARE(std::get<Move>(*m), Move{5});
        QVERIFY(!game.moveBetween(from, Position{15, 9}));  // the limit does not follow
        QVERIFY(!game.moveBetween(from, Position{12, 16})); // 8 is over the limit
        QVERIFY(!game.moveBetween(from, Position{20, 7}));  // no move at all
    }

    void zeckendorfAgainstDefinition() {
        // Parts from the test's own Fibonacci list: distinct, no two neighbours, summing to n;
        // with such a form for every n it is the one Zeckendorf proved unique.
        const std::vector<Natural> f = fibonacciUpTo(5000);
        for (int n = 0; n <= 5000; ++n) {
            const std::vector<Natural> parts = zeckendorf(n);
            Natural sum = 0;
            std::ptrdiff_t previous = -1;
            for (const Natural& part : parts) {
                const auto i = std::find(f.begin(), f.end(), part) - f.begin();
                QVERIFY(i < std::ptrdiff_t(f.size()));
                if (previous >= 0) QVERIFY2(i + 1 < previous, QByteArray::number(n));
                previous = i;
                sum += part;
            }
            QCOMPARE(sum, Natural(n));
            if (n > 0) QCOMPARE(smallestPart(n), parts.back());
            QCOMPARE(zeckendorfIndices(n).size(), parts.size());
        }
    }

    void smallestPartAgainstGreedyTo1e5() {
        // The shift's closed form and the smallest part from the bottom, against the parts
        // the greedy finds from the top, for every n to 10^5.
        for (unsigned long n = 1; n <= 100000; ++n) {
            const std::vector<unsigned long> parts = zeckendorfIndices(n);
            Natural shift = 0;
            for (unsigned long k : parts)
                shift += fib(k + 1);
            QVERIFY2(zeckendorfShift(n) == shift, QByteArray::number(qulonglong(n)));
            QVERIFY2(smallestPartIndex(n) == parts.back(), QByteArray::number(qulonglong(n)));
        }
        QCOMPARE(zeckendorfShift(0), Natural(0));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, smallestPartIndex(0));
    }

    void smallestPartOfHugeNumbers() {
        // A few thousand random numbers of 20 to 2000 digits and the adversarial ones: the
        // smallest part from the bottom is the greedy's, and so is the shift.
        gmp_randclass random(gmp_randinit_default);
        random.seed(2516);
        std::vector<Natural> numbers = adversarialNumbers(9600); // F(9600) has 2006 digits
        for (int i = 0; i < 3000; ++i) {
            const int digits = 20 + int(Natural(random.get_z_range(1981)).get_ui());
            numbers.push_back(oracle::pow10(digits - 1) +
                              random.get_z_range(oracle::pow10(digits)));
        }
        for (const Natural& n : numbers) {
            if (n <= 0) continue;
            const std::vector<unsigned long> parts = zeckendorfIndices(n);
            Natural shift = 0;
            for (unsigned long k : parts)
                shift += fib(k + 1);
            QVERIFY2(smallestPartIndex(n) == parts.back(), n.get_str().c_str());
            QVERIFY2(zeckendorfShift(n) == shift, n.get_str().c_str());
        }
    }

    void partsByHalvesAgainstTheGreedy() {
        // Past 8192 bits the parts are found by halves (the high parts through the shift
        // raised by d, the rest below F(d + 2)): the same parts as the greedy, for random
        // numbers of 2,500 to 10,000 digits and the families that end or straddle a half.
        gmp_randclass random(gmp_randinit_default);
        random.seed(1730);
        std::vector<Natural> numbers;
        for (int i = 0; i < 16; ++i) {
            const int digits = 2500 + int(Natural(random.get_z_range(7501)).get_ui());
            numbers.push_back(oracle::pow10(digits - 1) +
                              random.get_z_range(oracle::pow10(digits)));
        }
        for (unsigned long k = 11800; k <= 48000; k += 4001) {
            for (long delta : {-2, -1, 0, 1, 2})
                numbers.push_back(fib(k) + delta);
            numbers.push_back(fib(k) + fib(k / 2 + 1) - 1); // a high part and a full low half
            numbers.push_back(fib(k) + fib(k / 2 + 2));
            numbers.push_back(fib(k + 1) + fib(k - 1)); // a Lucas number
        }
        for (unsigned long j = 2; j <= 9; ++j) {
            Natural even = 0, everyThird = 0;
            for (unsigned long k = j; k <= 30000 + j; k += 2)
                even += fib(k);
            for (unsigned long k = j; k <= 30000 + j; k += 3)
                everyThird += fib(k);
            numbers.push_back(even);
            numbers.push_back(everyThird);
        }
        numbers.push_back(oracle::pow2(30000));
        numbers.push_back(oracle::pow10(9000) - 1);
        for (const Natural& n : numbers)
            QVERIFY2(zeckendorfIndices(n) == greedyIndices(n),
                     QByteArray::number(qulonglong(mpz_sizeinbase(n.get_mpz_t(), 10))));
    }

    void partsFromTheBottom() {
        // smallestIndices lists the greedy's parts from the bottom: all of them under a limit
        // of n, and under a smaller limit those within it and the first past it.
        gmp_randclass random(gmp_randinit_default);
        random.seed(1848);
        std::vector<Natural> numbers = adversarialNumbers(1000);
        for (int i = 0; i < 200; ++i)
            numbers.push_back(random.get_z_range(oracle::pow10(1 + i % 200)) + 1);
        for (const Natural& n : numbers) {
            if (n <= 0) continue;
            std::vector<unsigned long> parts = zeckendorfIndices(n);
            std::reverse(parts.begin(), parts.end());
            QVERIFY2(smallestIndices(n, n) == parts, n.get_str().c_str());
            Natural sum = 0;
            for (std::size_t j = 0; j < parts.size() && j < 6; ++j) {
                sum += fib(parts[j]);
                for (const Natural& most : {Natural(sum - 1), sum}) {
                    std::vector<unsigned long> expected(parts.begin(),
                                                        parts.begin() + std::ptrdiff_t(j) + 1);
                    if (most == sum && j + 1 < parts.size()) expected.push_back(parts[j + 1]);
                    QVERIFY2(smallestIndices(n, most) == expected, n.get_str().c_str());
                }
            }
        }
        QVERIFY(smallestIndices(0, 5).empty());
    }

    void winningMovesOfHugeHeaps() {
        // Heaps of up to 900 digits under limits around the sums of their smallest parts (the
        // path from the bottom) and up to the whole heap (the greedy's): the winning takes
        // are the definition's, and the computer plays the first of them (else 1).
        gmp_randclass random(gmp_randinit_default);
        random.seed(2517);
        std::vector<Natural> heaps = adversarialNumbers(600);
        for (int i = 0; i < 30; ++i)
            heaps.push_back(oracle::pow10(30 * i) + random.get_z_range(oracle::pow10(30 * i + 1)));
        for (const Natural& n : heaps) {
            if (n <= 1) continue;
            const std::vector<unsigned long> parts = zeckendorfIndices(n);
            std::vector<Natural> limits{1, 2, 3, 100, n - 1, n, n + 5};
            Natural sum = 0;
            for (std::size_t j = parts.size(); j-- > 0 && limits.size() < 40;) {
                sum += fib(parts[j]);
                for (int d = -1; d <= 1; ++d)
                    limits.push_back(sum + d);
                limits.push_back(2 * sum);
            }
            for (const Natural& limit : limits) {
                if (limit < 1) continue;
                const Position p = pos(n, limit);
                const std::vector<Move> expected = winningFromGreedy(p);
                QVERIFY2(winningMoves(p) == expected, show(p));
                QCOMPARE(outcome(p), expected.empty() ? Outcome::P : Outcome::N);
                QCOMPARE(computerMove(p), expected.empty() ? Move{1} : expected.front());
            }
        }
    }

    void longListsOfWinningMovesAreCut() {
        // A heap of 5000 digits has about 5000 winning takes, most of them thousands of
        // digits long: the list holds the kMaxWinningMoves smallest, the definition's first.
        gmp_randclass random(gmp_randinit_default);
        random.seed(5000);
        const Natural n = oracle::pow10(4999) + random.get_z_range(oracle::pow10(4999));
        const Position p = pos(n, n - 1);
        std::vector<Move> expected = winningFromGreedy(p);
        QVERIFY(expected.size() > kMaxWinningMoves);
        expected.resize(kMaxWinningMoves);
        QVERIFY(winningMoves(p) == expected);
        QCOMPARE(grundy::gameInfo(grundy::GameKind::FibonacciNim).winningMovesListed,
                 kMaxWinningMoves);
        // The explanation explains the first few, says there are more, and gives each
        // reason the parts that are left (n's parts without the ones taken).
        const auto e = grundy::explain::explain(grundy::AnyPosition(p));
        QCOMPARE(e.moves.size(), grundy::explain::kExplainedMoves);
        QVERIFY(e.moreMoves);
        const std::string text = grundy::explain::toText(e);
        QVERIFY(text.find("Only the first 16 winning moves are explained here.") !=
                std::string::npos);
        for (std::size_t i = 0; i < 3; ++i) {
            const Position next = apply(p, expected[i]);
            const auto parts = zeckendorfIndices(next.stones);
            const std::string said = grundy::toEnglish(reason(p, expected[i]));
            QVERIFY2(said.find("F(" + std::to_string(parts.front()) + ")") != std::string::npos,
                     said.c_str());
            QVERIFY2(said.find(std::to_string(parts.size()) + " parts") != std::string::npos,
                     said.c_str());
        }
    }

    void hugeFibonacciIsLostAtTheStart() {
        // A Fibonacci number of hundreds of digits is P at the start: no winning move, and the
        // computer takes 1; one more stone is N, won by taking the 1.
        const Natural big = fibonacciWithDigits(300);
        const Position start = startPosition(big);
        QCOMPARE(outcome(start), Outcome::P);
        QVERIFY(winningMoves(start).empty());
        QCOMPARE(computerMove(start), Move{1});
        const Position more = startPosition(big + 1);
        QCOMPARE(outcome(more), Outcome::N);
        QCOMPARE(winningMoves(more), std::vector<Move>{{1}}); // the whole heap is over the limit
        QCOMPARE(outcome(apply(more, computerMove(more))), Outcome::P);
    }

    void hugeHeapsAgainstSearch() {
        // With a Fibonacci number F of hundreds of digits and s < F / 2 below it, the heap
        // F + s under a limit l <= 2s + 2 plays as the heap s: F is a part of its own, out of
        // reach, and whatever reaches into it leaves a smallest part of at most twice the
        // take. So outcome and winning moves must be the search's on (s, l), and after the
        // computer's move from an N-position the opponent must be lost there.
        const auto wins = searchTable();
        const Natural big = fibonacciWithDigits(400);
        for (int s = 1; s <= 120; ++s)
            for (int l = 1; l <= 2 * s + 2; ++l) {
                const Position p = pos(big + s, l);
                QVERIFY2(outcome(p) == (searchWins(wins, s, l) ? Outcome::N : Outcome::P),
                         show(pos(s, l)));
                std::vector<Move> expected = searchWinning(wins, s, l);
                QVERIFY2(winningMoves(p) == expected, show(pos(s, l)));
                const Move m = computerMove(p);
                const Position next = apply(p, m);
                if (!expected.empty())
                    QVERIFY2(!searchWins(wins, s - int(grundy::toU64(m.take)),
                                         int(grundy::toU64(next.limit))),
                             show(pos(s, l)));
            }
    }

    void hugeSumsOfParts() {
        // n = F_a + F_b + F_c with far-apart huge parts: the parts come back exactly, the
        // winning takes are the suffix sums the limit allows, and the last is the whole heap.
        const Natural a = fibonacciWithDigits(500), b = fibonacciWithDigits(200),
                      c = fibonacciWithDigits(60);
        const Natural n = a + b + c;
        QCOMPARE(zeckendorf(n), (std::vector<Natural>{a, b, c}));
        QCOMPARE(outcome(pos(n, c - 1)), Outcome::P);
        QCOMPARE(winningMoves(pos(n, c)), (std::vector<Move>{{c}}));
        QCOMPARE(winningMoves(pos(n, n)), (std::vector<Move>{{c}, {b + c}, {n}}));
        QCOMPARE(computerMove(pos(n, n)), Move{c});
        QCOMPARE(outcome(apply(pos(n, n), {c})), Outcome::P);
        QCOMPARE(outcome(apply(pos(n, n), {b + c})), Outcome::P);
        // 10^1000 - 1: its parts sum back to it and are never neighbours.
        const Natural huge = oracle::pow10(1000) - 1;
        const auto indices = zeckendorfIndices(huge);
        Natural sum = 0;
        for (std::size_t i = 0; i < indices.size(); ++i) {
            if (i > 0) QVERIFY(indices[i] + 2 <= indices[i - 1]);
            Natural f;
            mpz_fib_ui(f.get_mpz_t(), indices[i]);
            sum += f;
        }
        QCOMPARE(sum, huge);
        QVERIFY(indices.back() >= 2);
    }

    void explanation() {
        using grundy::explain::explain;
        const auto e = explain(grundy::AnyPosition(pos(20, 19)));
        QCOMPARE(e.game, grundy::GameKind::FibonacciNim);
        QCOMPARE(e.outcome, Outcome::N);
        const std::string text = grundy::explain::toText(e);
        QVERIFY2(text.find("20 = 13 + 5 + 2") != std::string::npos, text.c_str());
        QVERIFY2(text.find("Take 2 stones: taking 2 leaves 18 = 13 + 5, whose smallest part 5 "
                           "is more than 4") != std::string::npos,
                 text.c_str());
        const auto lost = explain(grundy::AnyPosition(pos(21, 20)));
        QCOMPARE(lost.outcome, Outcome::P);
        QVERIFY(lost.moves.empty());
        QCOMPARE(lost.paragraphs.back().phrase, grundy::words::FibonacciNimLosing);
        QCOMPARE(explain(grundy::AnyPosition(pos(0, 4))).over, true);
        QCOMPARE(explain(grundy::AnyPosition(pos(8, 16))).paragraphs.back().phrase,
                 grundy::words::FibonacciNimTakeAll);
        // A huge heap names its parts F(k) and abridges a long sum.
        const auto huge = explain(grundy::AnyPosition(pos(oracle::pow10(1000) - 1, 7)));
        const std::string hugeText = grundy::explain::toText(huge);
        QVERIFY(hugeText.find("F(") != std::string::npos);
        QVERIFY(hugeText.find("parts)") != std::string::npos);
        QVERIFY(hugeText.size() < 10000);
        // A reason for every winning move of every small position renders.
        for (int s = 1; s <= 60; ++s)
            for (int l = 1; l <= s; ++l)
                for (const Move& m : winningMoves(pos(s, l)))
                    QVERIFY(!grundy::toEnglish(reason(pos(s, l), m)).empty());
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
