// SPDX-License-Identifier: MIT
// Bash game: the closed form against an exhaustive SG search on every n < 200, K < 20.
#include "core/games/bash/bash.h"
#include "oracle.h"

#include <QtTest>

#include <tuple>
#include <utility>

using grundy::Natural;
using grundy::Outcome;
using namespace grundy::bash;

namespace {

constexpr int maxN = 200;
constexpr int maxK = 20;

/// Options of (n, K) by the rules alone: take 1..min(K, n).
std::vector<std::pair<int, int>> options(const std::pair<int, int>& p) {
    std::vector<std::pair<int, int>> next;
    for (int t = 1; t <= p.second && t <= p.first; ++t)
        next.emplace_back(p.first - t, p.second);
    return next;
}

Position at(int n, int k) {
    return {Natural(n), Natural(k)};
}

} // namespace

class TstBash : public QObject {
    Q_OBJECT
    grundy::SpragueGrundy<std::pair<int, int>> m_sg{options};

private slots:
    void outcomeMatchesSearch() {
        for (int k = 1; k < maxK; ++k) {
            for (int n = 0; n < maxN; ++n) {
                const bool p = m_sg.isP({n, k});
                QCOMPARE(outcome(at(n, k)) == Outcome::P, p);
                QCOMPARE(firstPlayerWins(grundy::u64(n), grundy::u64(k)), !p);
                QCOMPARE(isOver(at(n, k)), n == 0);
            }
        }
    }

    void movesMatchSearch() {
        for (int k = 1; k < maxK; ++k) {
            for (int n = 0; n < maxN; ++n) {
                const Position pos = at(n, k);
                const auto moves = legalMoves(pos);
                QCOMPARE(moves.size(), options({n, k}).size());
                std::vector<Move> toP;
                for (const Move& m : moves) {
                    QVERIFY(isLegal(pos, m));
                    const int t = m.take.get_si();
                    QCOMPARE(apply(pos, m), at(n - t, k));
                    if (m_sg.isP({n - t, k})) toP.push_back(m);
                }
                QVERIFY2(oracle::sameMoves(winningMoves(pos), toP),
                         qPrintable(QString("n=%1 K=%2").arg(n).arg(k)));
            }
        }
    }

    void computerMoveIsBest() {
        for (int k = 1; k < maxK; ++k) {
            for (int n = 1; n < maxN; ++n) {
                const Position pos = at(n, k);
                const Move m = computerMove(pos);
                QVERIFY(isLegal(pos, m));
                const int t = m.take.get_si();
                if (!m_sg.isP({n, k})) {
                    QVERIFY(m_sg.isP({n - t, k}));
                    continue;
                }
                // From P: fewest winning replies, then fewest stones.
                const Move best = oracle::leastBy(legalMoves(pos), [&](const Move& c) {
                    const int ct = c.take.get_si();
                    return std::make_tuple(m_sg.winningMoveCount({n - ct, k}), ct);
                });
                QCOMPARE(m, best);
            }
        }
    }

    void judgeSample_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("k");
        QTest::addColumn<bool>("firstWins");
        // 51nod 1066 sample: 3 2 -> B, 4 2 -> A, 7 3 -> A, 8 3 -> B.
        QTest::newRow("3 2") << 3 << 2 << false;
        QTest::newRow("4 2") << 4 << 2 << true;
        QTest::newRow("7 3") << 7 << 3 << true;
        QTest::newRow("8 3") << 8 << 3 << false;
    }
    void judgeSample() {
        QFETCH(int, n);
        QFETCH(int, k);
        QFETCH(bool, firstWins);
        QCOMPARE(firstPlayerWins(grundy::u64(n), grundy::u64(k)), firstWins);
        QCOMPARE(outcome(at(n, k)) == Outcome::N, firstWins);
    }

    void fastPathAtTheEdges() {
        const grundy::u64 top = ~grundy::u64{0};
        QVERIFY(!firstPlayerWins(0, top));
        QVERIFY(firstPlayerWins(top, top)); // K+1 = 2^64 > n
        QVERIFY(firstPlayerWins(top, 1));   // 2^64-1 is odd
        QVERIFY(!firstPlayerWins(top, 2));  // 2^64-1 = 3 * 6148914691236517205
        QVERIFY(!firstPlayerWins((grundy::u64{1} << 63) + 1, grundy::u64{1} << 63));
        QVERIFY(firstPlayerWins(top - 1, top - 1));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, firstPlayerWins(5, 0));
    }

    void hugePiles() {
        // n = q(K+1) + r with everything beyond 2^64: P iff r = 0, the winning move takes r.
        const Natural k = oracle::pow2(70) + 12345;
        const Natural q = oracle::pow10(40) + 7;
        for (const Natural& r : {Natural(0), Natural(1), Natural(99), Natural(k)}) {
            const Position pos{q * (k + 1) + r, k};
            QCOMPARE(outcome(pos), r == 0 ? Outcome::P : Outcome::N);
            const auto winning = winningMoves(pos);
            if (r == 0) {
                QVERIFY(winning.empty());
                QCOMPARE(computerMove(pos), Move{1});
            } else {
                QCOMPARE(winning.size(), std::size_t(1));
                QCOMPARE(winning[0].take, r);
                QCOMPARE(computerMove(pos), winning[0]);
                QCOMPARE(outcome(apply(pos, winning[0])), Outcome::P);
            }
        }
    }

    void illegalMovesThrow() {
        const Position pos = at(2, 5);
        QVERIFY(!isLegal(pos, Move{0}));
        QVERIFY(!isLegal(pos, Move{3}));
        QVERIFY(!isLegal(at(9, 5), Move{6}));
        QVERIFY(!isLegal(pos, Move{-1}));
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(pos, Move{0}));
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(at(9, 5), Move{6}));
        try {
            apply(pos, Move{3});
            QFAIL("taking 3 of 2 stones was accepted");
        } catch (const grundy::IllegalMove& e) {
            QCOMPARE(std::string(e.what()), "the pile has only 2 stones, cannot take 3");
        }
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, computerMove(at(0, 3)));
    }

    void invalidPositionsThrow() {
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, validate(at(5, 0)));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, outcome(at(5, 0)));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, validate(at(-1, 3)));
        validate(at(0, 1));
    }

    void describesMoves() {
        QCOMPARE(describe(at(9, 5), Move{3}), std::string("take 3 stones"));
        QCOMPARE(describe(at(9, 5), Move{1}), std::string("take 1 stone"));
    }
};

QTEST_GUILESS_MAIN(TstBash)
#include "tst_bash.moc"
