// SPDX-License-Identifier: MIT
// The redistribution game (POJ 1740) against an exhaustive SG search on every tuple of up
// to 4 piles of up to 6 stones; the pairing construction at huge sizes.
#include "oracle.h"
#include "core/games/redistribution/redistribution.h"

#include <QtTest>

#include <map>
#include <numeric>

using grundy::Natural;
using grundy::Outcome;
using namespace grundy::redistribution;

namespace {

constexpr int maxPile = 7; // piles 0..6
constexpr int maxPiles = 4;
using Small = std::vector<int>; ///< a position for the search: sorted non-empty sizes

Small canonical(Small piles) {
    piles.erase(std::remove(piles.begin(), piles.end(), 0), piles.end());
    std::sort(piles.begin(), piles.end());
    return piles;
}

/// Moves at most `budget` stones from pile `from` onto piles[t..] that are non-empty,
/// collecting the results.
void spread(Small& piles, std::size_t from, std::size_t t, int budget, std::vector<Small>& out) {
    if (t == piles.size()) {
        out.push_back(canonical(piles));
        return;
    }
    if (t == from || piles[t] == 0) return spread(piles, from, t + 1, budget, out);
    for (int g = 0; g <= budget; ++g) {
        piles[t] += g;
        piles[from] -= g;
        spread(piles, from, t + 1, budget - g, out);
        piles[t] -= g;
        piles[from] += g;
    }
}

/// Options by the rules alone: from pile i of size s, remove r >= 1, then hand out any
/// of the s - r left to the other non-empty piles.
std::vector<Small> options(const Small& piles) {
    std::vector<Small> next;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        for (int r = 1; r <= piles[i]; ++r) {
            Small work = piles;
            work[i] -= r;
            // Only piles non-empty before the move may receive: pile i may now be empty,
            // but it is the giver, never a receiver.
            spread(work, i, 0, work[i], next);
        }
    }
    return next;
}

/// C(n, k), small.
long choose(int n, int k) {
    long c = 1;
    for (int j = 1; j <= k; ++j)
        c = c * (n - k + j) / j;
    return c;
}

/// The number of legal moves, counted in closed form: from a pile of s with k other
/// non-empty piles, remove r and give away at most s - r stones among k piles, which
/// is C(s - r + k, k) ways.
long moveCount(const Small& piles) {
    const int inPlay = int(std::count_if(piles.begin(), piles.end(), [](int n) { return n > 0; }));
    long count = 0;
    for (int s : piles)
        for (int r = 1; r <= s; ++r)
            count += choose(s - r + inPlay - 1, inPlay - 1);
    return count;
}

/// Every tuple of `count` piles of 0..6.
std::vector<Small> allTuples(int count) {
    return testsupport::allTuples(count, maxPile);
}

Position toPosition(const Small& piles) {
    return {testsupport::naturals(piles)};
}

Small toSmall(const Position& p) {
    Small s;
    for (const Natural& n : p.piles)
        s.push_back(int(n.get_si()));
    return s;
}

/// Whether the non-empty sizes pair up, checked here by counting each size.
bool paired(const std::vector<Natural>& piles) {
    std::map<Natural, int> counts;
    for (const Natural& n : piles)
        if (n > 0) ++counts[n];
    return std::all_of(counts.begin(), counts.end(),
                       [](const auto& c) { return c.second % 2 == 0; });
}

Natural total(const std::vector<Natural>& piles) {
    return std::accumulate(piles.begin(), piles.end(), Natural(0));
}

} // namespace

class TstRedistribution : public QObject {
    Q_OBJECT
    grundy::SpragueGrundy<Small> m_sg{options};

private slots:
    void outcomeMatchesSearch() {
        for (int count = 1; count <= maxPiles; ++count) {
            for (const Small& piles : allTuples(count)) {
                const Position pos = toPosition(piles);
                QVERIFY2((outcome(pos) == Outcome::P) == m_sg.isP(canonical(piles)),
                         oracle::show(piles));
                QCOMPARE(isOver(pos), canonical(piles).empty());
            }
        }
    }

    void legalMovesAreEveryMove() {
        for (int count = 1; count <= maxPiles; ++count) {
            for (const Small& piles : allTuples(count)) {
                const Position pos = toPosition(piles);
                const auto moves = legalMoves(pos);
                QCOMPARE(long(moves.size()), moveCount(piles));
                std::vector<Small> results;
                for (const Move& m : moves) {
                    QVERIFY(isLegal(pos, m));
                    const Position next = apply(pos, m);
                    QCOMPARE(total(next.piles) + m.removed, total(pos.piles));
                    results.push_back(canonical(toSmall(next)));
                }
                // The same results, each as often, as the search's own enumeration.
                auto expected = options(canonical(piles));
                std::sort(results.begin(), results.end());
                std::sort(expected.begin(), expected.end());
                QVERIFY2(results == expected, oracle::show(piles));
            }
        }
        // Moves differ from each other (no split listed twice).
        const auto moves = legalMoves(toPosition({3, 2, 4}));
        for (std::size_t i = 0; i < moves.size(); ++i)
            QCOMPARE(std::count(moves.begin(), moves.end(), moves[i]), 1);
    }

    void winningAndComputerMoves() {
        for (int count = 1; count <= maxPiles; ++count) {
            for (const Small& piles : allTuples(count)) {
                const Position pos = toPosition(piles);
                const bool p = m_sg.isP(canonical(piles));
                const auto winning = winningMoves(pos);
                QCOMPARE(winning.size(), p ? std::size_t(0) : std::size_t(1));
                for (const Move& m : winning) {
                    QVERIFY(isLegal(pos, m));
                    QVERIFY2(m_sg.isP(canonical(toSmall(apply(pos, m)))), oracle::show(piles));
                }
                if (isOver(pos)) {
                    QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, computerMove(pos));
                    continue;
                }
                const Move m = computerMove(pos);
                QVERIFY(isLegal(pos, m));
                const bool wins = m_sg.isP(canonical(toSmall(apply(pos, m))));
                QCOMPARE(wins, !p);
                if (p) { // the documented rule: one stone out of the game, nothing moved
                    QCOMPARE(m.removed, Natural(1));
                    QVERIFY(m.gifts.empty());
                    QCOMPARE(pos.piles[m.pile],
                             *std::max_element(pos.piles.begin(), pos.piles.end()));
                }
            }
        }
    }

    void hugePiles() {
        gmp_randclass random(gmp_randinit_default);
        random.seed(1740);
        for (int round = 0; round < 200; ++round) {
            Position pos;
            const int count = 1 + round % 60;
            for (int i = 0; i < count; ++i) {
                // Some repeated sizes, some beyond 10^40, some zeros.
                if (i > 0 && i % 4 == 0)
                    pos.piles.push_back(pos.piles[i / 2]);
                else if (i % 7 == 3)
                    pos.piles.push_back(0);
                else
                    pos.piles.push_back(oracle::pow10(40) + random.get_z_bits(70 + round % 90));
            }
            if (round % 3 == 0) { // pair everything up: a P-position
                const auto copy = pos.piles;
                pos.piles.insert(pos.piles.end(), copy.rbegin(), copy.rend());
            }
            const bool p = paired(pos.piles);
            QCOMPARE(outcome(pos), p ? Outcome::P : Outcome::N);
            const auto winning = winningMoves(pos);
            QCOMPARE(winning.empty(), p);
            for (const Move& m : winning) {
                QVERIFY(isLegal(pos, m));
                QVERIFY(paired(apply(pos, m).piles));
            }
            const Move m = computerMove(pos);
            QVERIFY(isLegal(pos, m));
            QCOMPARE(paired(apply(pos, m).piles), !p);
        }
    }

    void judgeSample_data() {
        QTest::addColumn<Small>("piles");
        QTest::addColumn<bool>("firstWins");
        QTest::newRow("2 1 3") << Small{2, 1, 3} << true; // POJ 1740 sample
        QTest::newRow("1 1") << Small{1, 1} << false;
        QTest::newRow("empty") << Small{} << false;
        QTest::newRow("5 5 2 2") << Small{5, 2, 5, 2} << false;
        QTest::newRow("7 0 7 0 1") << Small{7, 0, 7, 0, 1} << true;
    }
    void judgeSample() {
        QFETCH(Small, piles);
        QFETCH(bool, firstWins);
        QCOMPARE(outcome(toPosition(piles)) == Outcome::N, firstWins);
    }

    void constructionOfGamesMd() {
        // n odd: 1 3 4 6 9 -> empty the 9: give 2 to the 1, 2 to the 4, remove 5.
        const Position odd = toPosition({4, 9, 1, 6, 3});
        QCOMPARE(winningMoves(odd), (std::vector<Move>{{1, 5, {{0, 2}, {2, 2}}}}));
        // n even: 2 3 5 8 -> reduce the 8 to 2: give 2 to the 3, remove 4.
        const Position even = toPosition({8, 3, 2, 5});
        QCOMPARE(winningMoves(even), (std::vector<Move>{{0, 4, {{1, 2}}}}));
    }

    void illegalMovesThrow() {
        const Position pos = toPosition({3, 0, 2});
        auto message = [&](const Move& m) -> std::string {
            try {
                apply(pos, m);
            } catch (const grundy::IllegalMove& e) {
                return e.what();
            }
            return "accepted";
        };
        QCOMPARE(message({2, 1, {{0, 2}}}), "pile 3 has only 2 stones, the move uses 3");
        QCOMPARE(message({1, 1, {}}), "pile 2 is empty");
        QCOMPARE(message({0, 1, {{1, 1}}}),
                 "pile 2 is empty: stones go only onto piles still in play");
        QCOMPARE(message({0, 0, {}}), "a move must remove at least one stone from the game");
        QCOMPARE(message({0, 1, {{0, 1}}}), "pile 1 cannot give stones to itself");
        QCOMPARE(message({0, 1, {{2, 0}}}), "a gift to pile 3 must be at least one stone");
        QCOMPARE(message({0, 1, {{2, 1}, {2, 1}}}), "pile 3 is given stones twice");
        QCOMPARE(message({5, 1, {}}), "there is no pile 6 (there are 3)");
        QCOMPARE(message({0, 1, {{3, 1}}}), "there is no pile 4 (there are 3)");
        QCOMPARE(message({0, 1, {{2, 2}}}), std::string("accepted"));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, validate(toPosition({2, -1})));
    }

    void describesMoves() {
        const Position pos = toPosition({1, 2, 9});
        QCOMPARE(describe(pos, {2, 2, {{0, 1}, {1, 4}}}),
                 std::string("remove 2 from pile 3 and give 1 to pile 1, 4 to pile 2"));
        QCOMPARE(describe(pos, {1, 1, {}}), std::string("remove 1 from pile 2"));
    }
};

QTEST_GUILESS_MAIN(TstRedistribution)
#include "tst_redistribution.moc"
