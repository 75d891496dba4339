// SPDX-License-Identifier: MIT
// Lasker's Nim (docs/course.md §7): the SG formula against a mex table from the rules
// (take, or split in two) up to 300, outcomes of every position of up to 3 heaps of up to 13
// against a search of the real game; legal moves, winning moves (complete), the winning
// split counts and the computer's move on every position of up to 3 piles of up to 9
// against an SG search over the real moves; the listed splits of single piles up to 120
// against the table; and identities at huge sizes.
#include "core/games/catalogue.h"
#include "core/text/english.h"
#include "core/games/lasker/lasker.h"
#include "oracle.h"

#include <QtTest>

#include <map>
#include <tuple>
#include <vector>

using grundy::Natural;
using grundy::Outcome;
using grundy::u64;
using namespace grundy::lasker;
using testsupport::nums;

namespace {

/// SG(x) by the rules: the options of x are every smaller heap and every split a + b = x
/// (a, b >= 1), whose value is SG(a) XOR SG(b).
std::vector<unsigned> mexTable(int max) {
    std::vector<unsigned> sg(max + 1, 0);
    for (int x = 1; x <= max; ++x) {
        std::vector<unsigned> options;
        for (int y = 0; y < x; ++y)
            options.push_back(sg[y]);
        for (int a = 1; a <= x / 2; ++a)
            options.push_back(sg[a] ^ sg[x - a]);
        sg[x] = grundy::mex(options);
    }
    return sg;
}

/// Whether the mover wins the real game from these heaps (sorted, no empty ones), trying
/// every take and every split, with memo.
bool moverWins(std::vector<int> heaps, std::map<std::vector<int>, bool>& memo) {
    std::sort(heaps.begin(), heaps.end());
    heaps.erase(std::remove(heaps.begin(), heaps.end(), 0), heaps.end());
    if (const auto it = memo.find(heaps); it != memo.end()) return it->second;
    bool wins = false;
    for (std::size_t i = 0; i < heaps.size() && !wins; ++i) {
        const int x = heaps[i];
        if (i > 0 && heaps[i - 1] == x) continue; // the same heap again
        for (int y = 0; y < x && !wins; ++y) {
            std::vector<int> next = heaps;
            next[i] = y;
            wins = !moverWins(next, memo);
        }
        for (int a = 1; a <= x / 2 && !wins; ++a) {
            std::vector<int> next = heaps;
            next[i] = a;
            next.push_back(x - a);
            wins = !moverWins(next, memo);
        }
    }
    memo[heaps] = wins;
    return wins;
}

using Small = std::vector<int>;

/// One move by the rules, on small piles in their order: take `amount` from pile `pile`,
/// or (split) cut it into `amount` and the rest, written in its place, smaller first.
struct SmallMove {
    std::size_t pile;
    bool split;
    int amount;
    Move move() const { return split ? Move::splitting(pile, amount) : Move::taking(pile, amount); }
};

/// Every move of the rules, listed independently of the code under test.
std::vector<SmallMove> movesByRules(const Small& piles) {
    std::vector<SmallMove> out;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        for (int t = 1; t <= piles[i]; ++t)
            out.push_back({i, false, t});
        for (int a = 1; 2 * a <= piles[i]; ++a)
            out.push_back({i, true, a});
    }
    return out;
}

Small afterByRules(Small piles, const SmallMove& m) {
    if (!m.split) {
        piles[m.pile] -= m.amount;
        return piles;
    }
    const int rest = piles[m.pile] - m.amount;
    piles[m.pile] = m.amount;
    piles.insert(piles.begin() + std::ptrdiff_t(m.pile) + 1, rest);
    return piles;
}

/// The SG search over the real game (sorted multisets of non-empty piles).
class Search {
public:
    Search()
        : m_sg([](const Small& piles) {
              std::vector<Small> next;
              for (const SmallMove& m : movesByRules(piles))
                  next.push_back(normal(afterByRules(piles, m)));
              return next;
          }) {}
    bool isP(const Small& piles) { return m_sg.isP(normal(piles)); }
    /// The winning moves from piles, by trying every move.
    std::vector<SmallMove> winning(const Small& piles) {
        std::vector<SmallMove> out;
        for (const SmallMove& m : movesByRules(piles))
            if (isP(afterByRules(piles, m))) out.push_back(m);
        return out;
    }

private:
    static Small normal(Small piles) {
        piles.erase(std::remove(piles.begin(), piles.end(), 0), piles.end());
        std::sort(piles.begin(), piles.end());
        return piles;
    }
    grundy::SpragueGrundy<Small> m_sg;
};

Position toPosition(const Small& piles) {
    return {testsupport::naturals(piles)};
}

/// Every tuple of 1..3 piles of 0..9.
std::vector<Small> smallPositions() {
    std::vector<Small> all;
    for (int count = 1; count <= 3; ++count)
        for (const Small& t : testsupport::allTuples(count, 10))
            all.push_back(t);
    return all;
}

} // namespace

class TstLasker : public QObject {
    Q_OBJECT
    Search m_search;

private slots:
    void sgAgainstMexTable() {
        const std::vector<unsigned> sg = mexTable(300);
        for (int x = 0; x <= 300; ++x) {
            QCOMPARE(sgValue(u64(x)), u64(sg[x]));
            QCOMPARE(sgValue(Natural(x)), Natural(sg[x]));
            QCOMPARE(heapWithValue(Natural(sg[x])), Natural(x));
        }
    }

    void outcomesAgainstSearch() {
        std::map<std::vector<int>, bool> memo;
        int positions = 0;
        for (int a = 0; a <= 13; ++a)
            for (int b = a; b <= 13; ++b)
                for (int c = b; c <= 13; ++c) {
                    const bool wins = moverWins({a, b, c}, memo);
                    QCOMPARE(outcome(Position{nums({a, b, c})}), wins ? Outcome::N : Outcome::P);
                    ++positions;
                }
        QCOMPARE(positions, 560);
        QCOMPARE(outcome(Position{}), Outcome::P);
    }

    void legalMovesAndApply() {
        for (const Small& piles : smallPositions()) {
            const Position pos = toPosition(piles);
            const auto rules = movesByRules(piles);
            std::vector<Move> expected;
            for (const SmallMove& m : rules) {
                expected.push_back(m.move());
                QVERIFY(isLegal(pos, m.move()));
                QCOMPARE(apply(pos, m.move()), toPosition(afterByRules(piles, m)));
                // Reading a saved game finds the same move again.
                const auto between = grundy::gameInfo(grundy::GameKind::Lasker)
                                         .moveBetween(pos, toPosition(afterByRules(piles, m)));
                QVERIFY(between);
                QCOMPARE(std::get<Move>(*between), m.move());
            }
            QVERIFY(oracle::sameMoves(legalMoves(pos), expected));
            QCOMPARE(isOver(pos), rules.empty());
        }
    }

    void winningMovesAgainstSearch() {
        for (const Small& piles : smallPositions()) {
            const Position pos = toPosition(piles);
            QCOMPARE(outcome(pos) == Outcome::P, m_search.isP(piles));
            const auto won = m_search.winning(piles);
            std::vector<Move> expected;
            for (const SmallMove& m : won)
                expected.push_back(m.move());
            const auto moves = winningMoves(pos);
            QVERIFY2(oracle::sameMoves(moves, expected), oracle::show(piles).constData());
            QCOMPARE(winningMoveCount(pos), Natural(won.size()));
            for (std::size_t i = 0; i < piles.size(); ++i) {
                const auto splits = std::count_if(won.begin(), won.end(), [&](const SmallMove& m) {
                    return m.pile == i && m.split;
                });
                QCOMPARE(winningSplitCount(pos, i), Natural(splits));
            }
        }
    }

    void computerMoveAgainstSearch() {
        for (const Small& piles : smallPositions()) {
            const Position pos = toPosition(piles);
            if (isOver(pos)) {
                QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, computerMove(pos));
                continue;
            }
            const Move m = computerMove(pos);
            QVERIFY(isLegal(pos, m));
            if (!m_search.isP(piles)) {
                QCOMPARE(outcome(apply(pos, m)), Outcome::P);
                continue;
            }
            // From a P-position: the fewest winning replies, a take before a split, the
            // fewest stones or smallest part, the lowest pile.
            const SmallMove best = oracle::leastBy(movesByRules(piles), [&](const SmallMove& c) {
                return std::make_tuple(m_search.winning(afterByRules(piles, c)).size(), c.split,
                                       c.amount, c.pile);
            });
            QCOMPARE(m, best.move());
        }
    }

    /// A single pile of n facing any wanted value t (the other pile has SG value t): its winning
    /// splits are the splits a + b = n whose table values XOR to t; winningMoves lists the
    /// kMaxListedSplits smallest, and counts them all.
    void splitsOfOnePileAgainstTable() {
        const std::vector<unsigned> sg = mexTable(300);
        std::vector<int> heapOf(512, -1);
        for (int x = 0; x <= 300; ++x)
            if (sg[x] < heapOf.size()) heapOf[sg[x]] = x;
        std::size_t mostBelow32 = 0;
        for (int n = 0; n <= 120; ++n) {
            for (unsigned t = 0; t < 256; ++t) {
                // The other pile is worth t: X = SG(n) XOR t, and pile 1 must become t.
                if (t == sg[n] || heapOf[t] < 0) continue; // X = 0: no winning move
                std::vector<int> parts;
                for (int a = 1; 2 * a <= n; ++a)
                    if ((sg[a] ^ sg[n - a]) == t) parts.push_back(a);
                const Position pos{nums({n, heapOf[t]})};
                QCOMPARE(winningSplitCount(pos, 0), Natural(parts.size()));
                if (n < 32) mostBelow32 = std::max(mostBelow32, parts.size());
                if (parts.size() > kMaxListedSplits) parts.resize(kMaxListedSplits);
                std::vector<Move> expected;
                for (int a : parts)
                    expected.push_back(Move::splitting(0, a));
                std::vector<Move> listed;
                for (const Move& m : winningMoves(pos))
                    if (m.pile == 0 && m.isSplit()) listed.push_back(m);
                QCOMPARE(listed, expected);
            }
        }
        QVERIFY(mostBelow32 <= kMaxListedSplits); // as lasker.h promises
    }

    void refusals_data() {
        QTest::addColumn<QList<int>>("piles");
        QTest::addColumn<int>("pile");
        QTest::addColumn<int>("take");
        QTest::addColumn<int>("split");
        QTest::addColumn<QString>("why");
        QTest::newRow("no pile") << QList<int>{3, 4} << 2 << 1 << 0
                                 << "there is no pile 3 (there are 2)";
        QTest::newRow("nothing") << QList<int>{3} << 0 << 0 << 0
                                 << "a move must take at least one stone or split a pile";
        QTest::newRow("both") << QList<int>{3} << 0 << 1 << 1
                              << "a move either takes stones or splits a pile, not both";
        QTest::newRow("too many") << QList<int>{3} << 0 << 4 << 0
                                  << "pile 1 has only 3 stones, cannot take 4";
        QTest::newRow("split one") << QList<int>{0, 1} << 1 << 0 << 1
                                   << "pile 2 has 1 stone: only a pile of at least 2 stones can "
                                      "be split";
        QTest::newRow("split empty") << QList<int>{0} << 0 << 0 << 1
                                     << "pile 1 has 0 stones: only a pile of at least 2 stones "
                                        "can be split";
        QTest::newRow("larger part") << QList<int>{7} << 0 << 0 << 4
                                     << "a split of pile 1 (7) names its smaller part, at most "
                                        "3, not 4";
        QTest::newRow("whole pile") << QList<int>{6} << 0 << 0 << 6
                                    << "a split of pile 1 (6) names its smaller part, at most "
                                       "3, not 6";
        QTest::newRow("negative") << QList<int>{6} << 0 << -1 << 0
                                  << "cannot take a negative number of stones";
    }

    void refusals() {
        QFETCH(QList<int>, piles);
        QFETCH(int, pile);
        QFETCH(int, take);
        QFETCH(int, split);
        QFETCH(QString, why);
        const Position pos{testsupport::naturals(std::vector<int>(piles.begin(), piles.end()))};
        const Move m{std::size_t(pile), take, split};
        QVERIFY(!isLegal(pos, m));
        try {
            apply(pos, m);
            QFAIL("an illegal move was applied");
        } catch (const grundy::IllegalMove& e) {
            QCOMPARE(QString::fromStdString(e.what()), why);
        }
    }

    void words() {
        const Position pos{nums({3, 7})};
        QCOMPARE(describe(pos, Move::taking(1, 2)), std::string("take 2 from pile 2"));
        QCOMPARE(describe(pos, Move::splitting(1, 3)), std::string("split pile 2 into 3 and 4"));
        // {1, 6}: SG values 1 and 6, X = 7; pile 2 must become worth 6 XOR 7 = 1.
        const Position won{nums({1, 6})};
        QCOMPARE(grundy::toEnglish(reason(won, Move::taking(1, 5))),
                 std::string("pile 2 has SG value 6; taking 5 leaves 1, whose SG value 1 is 6 XOR "
                             "7 (X), so the SG values of the piles XOR to 0 again."));
        QCOMPARE(grundy::toEnglish(reason(won, Move::splitting(1, 2))),
                 std::string("pile 2 has SG value 6; splitting it into 2 and 4 gives two piles of "
                             "SG values 2 and 3, whose XOR 1 is 6 XOR 7 (X), so the SG values of "
                             "the piles XOR to 0 again."));
        QVERIFY(oracle::sameMoves(winningMoves(won), {Move::taking(1, 5), Move::splitting(1, 2)}));
    }

    void invalidPosition() {
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, validate(Position{nums({3, -1})}));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, outcome(Position{nums({-2})}));
    }

    void moveBetweenRefuses() {
        const auto& game = grundy::gameInfo(grundy::GameKind::Lasker);
        auto between = [&](std::initializer_list<long> from, std::initializer_list<long> to) {
            return game.moveBetween(Position{nums(from)}, Position{nums(to)});
        };
        QVERIFY(!between({5, 3}, {5, 3}));       // no move
        QVERIFY(!between({5, 3}, {5, 4}));       // a pile grew
        QVERIFY(!between({5, 3}, {4, 2}));       // two piles changed
        QVERIFY(!between({5, 3}, {3, 2, 3}));    // larger part first
        QVERIFY(!between({5, 3}, {1, 3, 3}));    // the parts do not add up
        QVERIFY(!between({5, 3}, {2, 3, 2}));    // the rest is not shifted
        QVERIFY(!between({5, 3}, {1, 1, 1, 5})); // two piles more
        QVERIFY(!between({4}, {4, 0}));          // no split
        QCOMPARE(std::get<Move>(*between({5, 3}, {5, 1, 2})), Move::splitting(1, 1));
        QCOMPARE(std::get<Move>(*between({4, 4}, {2, 2, 4})), Move::splitting(0, 2));
    }

    void hugeHeaps() {
        // 10^40 = 0 (mod 4); 10^40 + k for k = 0..7 runs through every residue.
        const Natural base = oracle::pow10(40);
        const Natural expected[] = {base - 1, base + 1, base + 2, base + 4,
                                    base + 3, base + 5, base + 6, base + 8};
        for (int k = 0; k < 8; ++k)
            QCOMPARE(sgValue(Natural(base + k)), expected[k]);
        // Around 2^64: the u64 path's last value and the first ones beyond it.
        QCOMPARE(sgValue(~u64{0} - 1), ~u64{0} - 1);                   // = 2 (mod 4)
        QCOMPARE(sgValue(grundy::fromU64(~u64{0})), oracle::pow2(64)); // = 3 (mod 4)
        QCOMPARE(sgValue(oracle::pow2(64)), oracle::pow2(64) - 1);
        QCOMPARE(sgValue(u64{2147483647}), u64{2147483648}); // 2^31 - 1 does not wrap
        // SG(10^40 + 3) XOR SG(10^40 + 4) = (10^40 + 4) XOR (10^40 + 3) = 7 = SG(8), not SG(7).
        auto heaps = [](std::vector<Natural> h) { return Position{std::move(h)}; };
        QCOMPARE(outcome(heaps({base + 3, base + 4, Natural(8)})), Outcome::P);
        QCOMPARE(outcome(heaps({base + 3, base + 4, Natural(7)})), Outcome::N);
        QCOMPARE(outcome(heaps({base + 1, base + 2, Natural(4)})), Outcome::P);
        QCOMPARE(outcome(heaps({base + 1, base + 2, Natural(3)})), Outcome::N);
    }

    /// Every listed winning move of huge positions leads to XOR 0, splits come smallest part
    /// first, and the computer's move wins.
    void hugeWinningMoves() {
        gmp_randclass random(gmp_randinit_default);
        random.seed(3032);
        for (int round = 0; round < 60; ++round) {
            Position pos;
            const int count = 1 + round % 4;
            for (int i = 0; i < count; ++i)
                pos.piles.push_back(random.get_z_bits(100 + 7 * round) + oracle::pow10(30));
            const auto moves = winningMoves(pos);
            QCOMPARE(moves.empty(), outcome(pos) == Outcome::P);
            for (const Move& m : moves) {
                QVERIFY(isLegal(pos, m));
                QCOMPARE(sgSum(apply(pos, m)), Natural(0));
            }
            if (!moves.empty()) QCOMPARE(sgSum(apply(pos, computerMove(pos))), Natural(0));
            if (!moves.empty()) QCOMPARE(computerMove(pos), moves.front()); // found alone
        }
        // 100 piles of 40 digits, with a pile that must split to win among them.
        for (int round = 0; round < 20; ++round) {
            Position pos;
            for (int i = 0; i < 100; ++i)
                pos.piles.push_back(oracle::pow10(39) + random.get_z_range(oracle::pow10(40)));
            if (round % 2 == 0) pos.piles[round] = (pos.piles[round] | 3) - 1; // 4k + 2
            const auto moves = winningMoves(pos);
            if (!moves.empty()) QCOMPARE(computerMove(pos), moves.front());
        }
        const Position split{{oracle::pow2(80) - 1, oracle::pow2(80)}}; // must split the first
        QVERIFY(winningMoves(split).front().isSplit());
        QCOMPARE(computerMove(split), winningMoves(split).front());
    }

    /// [2^k - 1, 2^k]: SG values 2^k and 2^k - 1, so pile 1 must split into parts worth
    /// 2^k - 1: every a + b = 2^k - 1 with no common bit, a = 1 and b = 2 (mod 4), is one;
    /// at least 2^(k-2) winning splits, of which the smallest 16 are listed.
    void manyWinningSplits() {
        for (unsigned k : {10u, 64u, 200u}) {
            const Natural top = oracle::pow2(k);
            const Position pos{{top - 1, top}};
            QVERIFY(winningSplitCount(pos, 0) >= oracle::pow2(k - 2));
            std::vector<Natural> parts;
            for (const Move& m : winningMoves(pos)) {
                QCOMPARE(sgSum(apply(pos, m)), Natural(0));
                if (m.pile == 0 && m.isSplit()) parts.push_back(m.split);
            }
            QCOMPARE(parts.size(), kMaxListedSplits);
            QVERIFY(std::is_sorted(parts.begin(), parts.end()));
            QCOMPARE(parts.front(), Natural(1)); // 1 + (2^k - 2), sharing no bit
        }
        // k = 10 by brute force over every split, with the rules' table.
        const std::vector<unsigned> sg = mexTable(1024);
        std::size_t splits = 0;
        for (int a = 1; 2 * a <= 1023; ++a)
            splits += (sg[a] ^ sg[1023 - a]) == sg[1024] ? 1 : 0;
        QCOMPARE(winningSplitCount(Position{nums({1023, 1024})}, 0), Natural(splits));
    }

    void hugeComputerMoveFromP() {
        const Natural big = oracle::pow10(30);
        const Position pos{{big, Natural(5), big}};
        QCOMPARE(outcome(pos), Outcome::N); // 5 alone is worth 5
        const Position lost{{big, big}};
        QCOMPARE(outcome(lost), Outcome::P);
        QCOMPARE(computerMove(lost), Move::taking(0, 1));
        QCOMPARE(winningMoveCount(lost), Natural(0));
    }
};

QTEST_GUILESS_MAIN(TstLasker)
#include "tst_lasker.moc"
