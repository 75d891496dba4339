// SPDX-License-Identifier: MIT
// Nim: Bouton's rule, the winning moves and the computer's choice against an exhaustive
// SG search on every tuple of up to 4 piles of up to 15 stones; XOR identities at huge sizes.
#include "core/games/nim/nim.h"
#include "oracle.h"

#include <QtTest>

#include <map>
#include <tuple>

using grundy::Natural;
using grundy::Outcome;
using namespace grundy::nim;
using oracle::xorOf;

namespace {

constexpr int maxPile = 16; // piles 0..15
constexpr int maxPiles = 4;
using Small = std::vector<int>;
using Reductions = std::vector<std::pair<int, int>>; ///< (pile before, pile after)

/// Options of a sorted tuple by the rules alone (take from one pile), sorted again: Nim
/// does not care about pile order, which keeps the search small.
std::vector<Small> options(const Small& piles) {
    std::vector<Small> next;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        for (int q = 0; q < piles[i]; ++q) {
            Small n = piles;
            n[i] = q;
            std::sort(n.begin(), n.end());
            next.push_back(n);
        }
    }
    return next;
}

/// SG value of every 4-tuple in 0..15, flat; shorter tuples are padded with empty piles.
class Table {
public:
    Table() : m_sg(std::size_t(1) << (4 * maxPiles)) {
        grundy::SpragueGrundy<Small> search(options);
        for (std::size_t code = 0; code < m_sg.size(); ++code) {
            Small piles;
            for (int i = 0; i < maxPiles; ++i)
                piles.push_back(int(code >> (4 * i)) & 15);
            std::sort(piles.begin(), piles.end());
            m_sg[code] = search.value(piles);
        }
    }
    unsigned sg(const Small& piles) const {
        std::size_t code = 0;
        for (std::size_t i = 0; i < piles.size(); ++i)
            code |= std::size_t(piles[i]) << (4 * i);
        return m_sg[code];
    }
    bool isP(const Small& piles) const { return sg(piles) == 0; }
    /// Winning moves from piles, counted by trying every move.
    std::size_t winningReplies(Small piles) const {
        std::size_t count = 0;
        for (int& p : piles) {
            const int keep = p;
            for (p = 0; p < keep; ++p)
                count += isP(piles) ? 1 : 0;
            p = keep;
        }
        return count;
    }

private:
    std::vector<unsigned> m_sg;
};

/// Every tuple of `count` piles of 0..15.
std::vector<Small> allTuples(int count) {
    return testsupport::allTuples(count, maxPile);
}

Position toPosition(const Small& piles) {
    return {testsupport::naturals(piles)};
}

Small after(Small piles, const Move& m) {
    piles[m.pile] -= int(m.take.get_si());
    return piles;
}

/// Misère Nim from the rules on piles of 0..7 (sorted, zeros kept): whoever takes the last
/// stone loses, so a player facing no stones has won. Memoised by the sorted tuple.
bool misereWinsBySearch(Small piles, std::map<Small, bool>& memo) {
    std::sort(piles.begin(), piles.end());
    if (const auto it = memo.find(piles); it != memo.end()) return it->second;
    bool wins = std::all_of(piles.begin(), piles.end(), [](int p) { return p == 0; });
    for (std::size_t i = 0; i < piles.size() && !wins; ++i)
        for (int q = 0; q < piles[i] && !wins; ++q) {
            Small next = piles;
            next[i] = q;
            wins = !misereWinsBySearch(next, memo);
        }
    memo[piles] = wins;
    return wins;
}

/// A pseudo-random number of about `bits` bits, the same on every run.
Natural randomNatural(gmp_randclass& random, unsigned long bits) {
    return random.get_z_bits(bits);
}

} // namespace

class TstNim : public QObject {
    Q_OBJECT
    Table m_table;

    /// The best move from a P-position by enumeration: fewest winning replies, then fewest
    /// stones, then the lowest pile.
    Move optimum(const Small& piles) const {
        std::vector<Move> moves;
        for (std::size_t i = 0; i < piles.size(); ++i)
            for (int t = 1; t <= piles[i]; ++t)
                moves.push_back({i, t});
        return oracle::leastBy(moves, [&](const Move& m) {
            return std::make_tuple(m_table.winningReplies(after(piles, m)), m.take, m.pile);
        });
    }

private slots:
    void outcomeMatchesSearch() {
        for (int count = 1; count <= maxPiles; ++count) {
            for (const Small& piles : allTuples(count)) {
                const Position pos = toPosition(piles);
                QCOMPARE(outcome(pos) == Outcome::P, m_table.isP(piles));
                QCOMPARE(isOver(pos),
                         std::all_of(piles.begin(), piles.end(), [](int n) { return n == 0; }));
            }
        }
    }

    void winningMovesAreAllMovesToP() {
        for (int count = 1; count <= maxPiles; ++count) {
            for (const Small& piles : allTuples(count)) {
                const Position pos = toPosition(piles);
                const auto moves = legalMoves(pos);
                QCOMPARE(int(moves.size()), std::accumulate(piles.begin(), piles.end(), 0));
                std::vector<Move> toP;
                for (const Move& m : moves) {
                    QVERIFY(isLegal(pos, m));
                    QCOMPARE(apply(pos, m), toPosition(after(piles, m)));
                    if (m_table.isP(after(piles, m))) toP.push_back(m);
                }
                const auto winning = winningMoves(pos);
                QVERIFY2(oracle::sameMoves(winning, toP), oracle::show(piles));
                QVERIFY(
                    std::is_sorted(winning.begin(), winning.end(),
                                   [](const Move& a, const Move& b) { return a.pile < b.pile; }));
            }
        }
    }

    void winningMoveCountMatchesSearch() {
        for (int count = 1; count <= maxPiles; ++count) {
            for (const Small& piles : allTuples(count)) {
                const std::size_t expected = m_table.winningReplies(piles);
                QCOMPARE(winningMoveCount(toPosition(piles)), expected);
                QCOMPARE(winningMoveCount(std::vector<grundy::u64>(piles.begin(), piles.end())),
                         expected);
            }
        }
        // Huge: 10^40 twice and 5 has one winning move (take the 5); 2^64 + 1, 2^64 and 1
        // are P.
        const Natural big = oracle::pow10(40);
        QCOMPARE(winningMoveCount({{big, big, Natural(5)}}), std::size_t(1));
        QCOMPARE(winningMoveCount({{Natural(oracle::pow2(64) + 1), oracle::pow2(64), Natural(1)}}),
                 std::size_t(0));
        QCOMPARE(winningMoveCount({{Natural(big + 1), big, Natural(big + 2)}}), std::size_t(3));
    }

    void misereAgainstSearch() {
        std::map<Small, bool> memo;
        for (int count = 0; count <= 4; ++count) {
            for (const Small& piles : testsupport::allTuples(count, 8)) {
                const bool wins = misereWinsBySearch(piles, memo);
                QCOMPARE(misereOutcome(toPosition(piles)), wins ? Outcome::N : Outcome::P);
                Natural x = 0;
                for (int p : piles)
                    x ^= p;
                const bool aboveOne =
                    std::any_of(piles.begin(), piles.end(), [](int p) { return p > 1; });
                QCOMPARE(misereMoverWins(aboveOne, x == 0), wins);
            }
        }
        // Huge piles: any pile above 1 makes it Nim's outcome.
        const Natural big = oracle::pow10(30);
        QCOMPARE(misereOutcome({{big, big}}), Outcome::P);
        QCOMPARE(misereOutcome({{big, big, Natural(1)}}), Outcome::N);
        QCOMPARE(misereOutcome({{Natural(0), Natural(1)}}), Outcome::P);
        QCOMPARE(misereOutcome({{Natural(1), Natural(1)}}), Outcome::N);
    }

    void computerMoveIsBest() {
        for (int count = 1; count <= maxPiles; ++count) {
            for (const Small& piles : allTuples(count)) {
                const Position pos = toPosition(piles);
                if (isOver(pos)) continue;
                const Move m = computerMove(pos);
                QVERIFY(isLegal(pos, m));
                if (!m_table.isP(piles))
                    QVERIFY2(m_table.isP(after(piles, m)), oracle::show(piles));
                else
                    QVERIFY2(m == optimum(piles), oracle::show(piles));
            }
        }
    }

    void computerMoveIsBestAtHugeSizes() {
        // Shifting every pile left by s bits keeps a P-position P and multiplies the
        // choices: the best move takes the same pile to the same value shifted, with all
        // the new low bits set, i.e. ((t - 1) << s) + 1 stones where t is the small answer.
        const unsigned long shift = 140; // beyond 2^64 and 10^40
        for (int count = 2; count <= maxPiles; ++count) {
            for (const Small& piles : allTuples(count)) {
                if (!m_table.isP(piles) || std::count(piles.begin(), piles.end(), 0) == count)
                    continue;
                Position big = toPosition(piles);
                for (Natural& p : big.piles)
                    p <<= shift;
                const Move small = optimum(piles);
                const Move expected{small.pile, ((small.take - 1) << shift) + 1};
                QVERIFY2(computerMove(big) == expected, oracle::show(piles));
            }
        }
    }

    void xorIdentitiesAtHugeSizes() {
        gmp_randclass random(gmp_randinit_default);
        random.seed(20240601);
        for (int round = 0; round < 200; ++round) {
            Position pos;
            const int count = 1 + round % 40;
            for (int i = 0; i < count; ++i)
                pos.piles.push_back(randomNatural(random, 64 + (round * 7 + i * 13) % 200));
            if (round % 3 == 0) pos.piles.push_back(xorOf(pos.piles)); // a P-position
            const Natural x = xorOf(pos.piles);
            QCOMPARE(nimSum(pos), x);
            QCOMPARE(outcome(pos), x == 0 ? Outcome::P : Outcome::N);
            const auto winning = winningMoves(pos);
            // One winning move per pile holding the top bit of X.
            std::size_t holders = 0;
            if (x != 0) {
                const auto top = mpz_sizeinbase(x.get_mpz_t(), 2) - 1;
                for (const Natural& p : pos.piles)
                    holders += mpz_tstbit(p.get_mpz_t(), top);
            }
            QCOMPARE(winning.size(), holders);
            for (const Move& m : winning)
                QCOMPARE(xorOf(apply(pos, m).piles), Natural(0));
            if (isOver(pos)) continue;
            const Move m = computerMove(pos);
            QVERIFY(isLegal(pos, m));
            QCOMPARE(xorOf(apply(pos, m).piles) == 0, x != 0);
        }
    }

    void manyHugePiles() {
        // Hundreds of piles of 10^40-sized numbers: both paths must stay fast and legal.
        Position pos;
        for (int i = 1; i <= 500; ++i)
            pos.piles.push_back(oracle::pow10(40) * i + i * i);
        pos.piles.push_back(xorOf(pos.piles));
        QCOMPARE(outcome(pos), Outcome::P);
        const Move m = computerMove(pos);
        QVERIFY(isLegal(pos, m));
        const Position next = apply(pos, m);
        QVERIFY(!winningMoves(next).empty());
        QVERIFY(xorOf(apply(next, computerMove(next)).piles) == 0);
    }

    void judgeSample_data() {
        QTest::addColumn<Small>("piles");
        QTest::addColumn<Reductions>("moves");
        // hdu 2176 sample and 51nod 1069 sample.
        QTest::newRow("45 45") << Small{45, 45} << Reductions{};
        QTest::newRow("3 6 9") << Small{3, 6, 9} << Reductions{{9, 5}};
        QTest::newRow("5 7 8 9 10") << Small{5, 7, 8, 9, 10} << Reductions{{8, 1}, {9, 0}, {10, 3}};
        QTest::newRow("1 1 1") << Small{1, 1, 1} << Reductions{{1, 0}, {1, 0}, {1, 0}};
    }
    void judgeSample() {
        QFETCH(Small, piles);
        QFETCH(Reductions, moves);
        const Position pos = toPosition(piles);
        QCOMPARE(outcome(pos), moves.empty() ? Outcome::P : Outcome::N);
        const auto winning = winningMoves(pos);
        QCOMPARE(winning.size(), moves.size());
        for (std::size_t i = 0; i < moves.size(); ++i) {
            QCOMPARE(piles[winning[i].pile], moves[i].first);
            QCOMPARE(Natural(piles[winning[i].pile]) - winning[i].take, Natural(moves[i].second));
        }
    }

    void illegalMovesThrow() {
        const Position pos = toPosition({4, 2, 0});
        QVERIFY(!isLegal(pos, {3, 1}));
        QVERIFY(!isLegal(pos, {0, 0}));
        QVERIFY(!isLegal(pos, {2, 1}));
        QVERIFY(!isLegal(pos, {1, 3}));
        QVERIFY(isLegal(pos, {1, 2}));
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(pos, {3, 1}));
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(pos, {0, 0}));
        try {
            apply(pos, {1, 3});
            QFAIL("taking 3 from a pile of 2 was accepted");
        } catch (const grundy::IllegalMove& e) {
            QCOMPARE(std::string(e.what()), "pile 2 has only 2 stones, cannot take 3");
        }
        try {
            apply(pos, {5, 1});
            QFAIL("a move on a missing pile was accepted");
        } catch (const grundy::IllegalMove& e) {
            QCOMPARE(std::string(e.what()), "there is no pile 6 (there are 3)");
        }
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, computerMove(toPosition({0, 0})));
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, computerMove(Position{}));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, validate(toPosition({3, -1})));
    }

    void describesMoves() {
        QCOMPARE(describe(toPosition({4, 5}), {1, 3}), std::string("take 3 from pile 2"));
    }
};

QTEST_GUILESS_MAIN(TstNim)
#include "tst_nim.moc"
