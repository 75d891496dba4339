// SPDX-License-Identifier: MIT
// Georgia and Bob (staircase Nim) against an exhaustive SG search on every set of chips on
// a strip of up to 14 cells; huge cells; the outside judge data of POJ 1704.
#include "oracle.h"
#include "core/games/staircase/staircase.h"

#include <QtTest>

#include <bit>
#include <fstream>
#include <tuple>

using grundy::Natural;
using grundy::Outcome;
using namespace grundy::staircase;

namespace {

constexpr int strip = 14;
using Mask = unsigned; ///< bit c set: a chip on cell c (cells 1..14)

/// Options by the rules alone: a chip slides left onto any empty cell before the next
/// chip on its left (or cell 1).
std::vector<Mask> options(const Mask& mask) {
    std::vector<Mask> next;
    for (int c = 1; c <= strip; ++c) {
        if (!(mask >> c & 1)) continue;
        for (int to = c - 1; to >= 1 && !(mask >> to & 1); --to)
            next.push_back((mask & ~(1u << c)) | (1u << to));
    }
    return next;
}

std::vector<int> cellsOf(Mask mask) {
    std::vector<int> cells;
    for (int c = 1; c <= strip; ++c)
        if (mask >> c & 1) cells.push_back(c);
    return cells;
}

Position toPosition(Mask mask) {
    Position p{{}, Natural(strip)};
    for (int c : cellsOf(mask))
        p.cells.emplace_back(c);
    return p;
}

Mask after(Mask mask, const Position& p, const Move& m) {
    return (mask & ~(1u << p.cells[m.chip].get_ui())) | (1u << m.to.get_ui());
}

/// Every legal move, listed here from the rules: (chip, target) for each empty target.
std::vector<Move> movesOf(Mask mask) {
    std::vector<Move> moves;
    const auto cells = cellsOf(mask);
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (int to = i > 0 ? cells[i - 1] + 1 : 1; to < cells[i]; ++to)
            moves.push_back({i, to});
    return moves;
}

/// XOR of the pair gaps, computed here from docs/games.md section 5.
Natural gapXor(std::vector<Natural> cells) {
    std::sort(cells.begin(), cells.end());
    Natural x = 0;
    for (std::size_t r = cells.size(); r > 0; r -= std::min<std::size_t>(r, 2))
        x ^= cells[r - 1] - (r >= 2 ? cells[r - 2] : Natural(0)) - 1;
    return x;
}

/// The rank of a move from a P-position, counting winning replies with the code's
/// winningMoves (whose completeness the small-strip test establishes).
std::tuple<std::size_t, Natural, std::size_t> rankByCode(const Position& p, const Move& m) {
    return {winningMoves(apply(p, m)).size(), p.cells[m.chip] - m.to, m.chip};
}

} // namespace

class TstStaircase : public QObject {
    Q_OBJECT
    grundy::SpragueGrundy<Mask> m_sg{options};

    /// The best move from a small P-position by enumeration and the oracle.
    Move optimum(Mask mask) {
        const Position pos = toPosition(mask);
        return oracle::leastBy(movesOf(mask), [&](const Move& m) {
            return std::make_tuple(m_sg.winningMoveCount(after(mask, pos, m)),
                                   Natural(pos.cells[m.chip] - m.to), m.chip);
        });
    }

    /// Moves of each chip by slides that the search treats specially, and by random ones:
    /// 1..3, all the way, powers of two and their neighbours, the shortest slide that
    /// clears or sets each bit of the gap on either side, and four random slides.
    static std::vector<Move> sampledMoves(const Position& pos, gmp_randclass& random) {
        std::vector<Move> moves;
        const auto& cells = pos.cells;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const Natural most = cells[i] - (i > 0 ? cells[i - 1] : Natural(0)) - 1;
            const Natural right = i + 1 < cells.size() ? cells[i + 1] - cells[i] - 1 : Natural(0);
            if (most == 0) continue;
            std::vector<Natural> slides{1, 2, 3, most, most - 1};
            for (int k = 0; k < 4; ++k)
                slides.push_back(random.get_z_range(most) + 1);
            for (unsigned long j = 0; oracle::pow2(j) <= 2 * most; ++j) {
                const Natural p = oracle::pow2(j);
                slides.insert(slides.end(), {p - 1, p, p + 1, most % p + 1, p - right % p});
            }
            for (const Natural& d : slides)
                if (d >= 1 && d <= most) moves.push_back({i, cells[i] - d});
        }
        return moves;
    }

    /// No sampled move from the P-position `pos` may rank better than `m`, the computer's.
    /// Use QTest::currentTestFailed() after it.
    static void checkAgainstSamples(const Position& pos, const Move& m, gmp_randclass& random) {
        QVERIFY(isLegal(pos, m));
        const auto rank = rankByCode(pos, m);
        for (const Move& other : sampledMoves(pos, random))
            QVERIFY2(rank <= rankByCode(pos, other),
                     (oracle::show(pos.cells) + ": " + describe(pos, other).c_str()).constData());
    }

    /// Makes `cells` a P-position (the rightmost gap becomes the XOR of the others) and
    /// checks the search against the enumeration there, counting it in `positions`
    /// unless the game is over. Use QTest::currentTestFailed() after it.
    static void checkSearch(std::vector<Natural> cells, int& positions) {
        const std::size_t count = cells.size();
        cells.back() = cells[count - 2] + 1;
        cells.back() += gapXor(cells);
        const Position pos = fromCells(cells, cells.back());
        QCOMPARE(outcome(pos), Outcome::P);
        if (isOver(pos)) return;
        ++positions;
        const Move exact = detail::exactMoveFromP(pos);
        const auto best =
            oracle::leastBy(legalMoves(pos), [&](const Move& m) { return rankByCode(pos, m); });
        QVERIFY2(exact == best, oracle::show(pos.cells));
        const Move fast = detail::fastMoveFromP(pos);
        QVERIFY2(fast == exact,
                 (oracle::show(pos.cells) + ": search " + describe(pos, fast).c_str() + " (" +
                  QByteArray::number(std::get<0>(rankByCode(pos, fast))) +
                  " replies), enumeration " + describe(pos, exact).c_str() + " (" +
                  QByteArray::number(std::get<0>(rankByCode(pos, exact))) + ")")
                     .constData());
    }

private slots:
    void outcomeAndMovesMatchSearch() {
        for (Mask mask = 0; mask < (2u << strip); mask += 2) {
            const Position pos = toPosition(mask);
            QCOMPARE(
                fromCells(std::vector<Natural>(pos.cells.rbegin(), pos.cells.rend()), pos.length),
                pos);
            const bool p = m_sg.isP(mask);
            QCOMPARE(outcome(pos) == Outcome::P, p);
            std::vector<grundy::u64> cells;
            for (int c : cellsOf(mask))
                cells.push_back(grundy::u64(c));
            std::reverse(cells.begin(), cells.end());
            QCOMPARE(firstPlayerWins(cells), !p);
            QCOMPARE(isOver(pos), options(mask).empty());
            QCOMPARE(gaps(pos).size(), (cells.size() + 1) / 2);

            const auto moves = legalMoves(pos);
            QVERIFY(moves == movesOf(mask));
            std::vector<Move> toP;
            for (const Move& m : moves) {
                QVERIFY(isLegal(pos, m));
                QCOMPARE(apply(pos, m), toPosition(after(mask, pos, m)));
                if (m_sg.isP(after(mask, pos, m))) toP.push_back(m);
            }
            // Each chip has at most one winning move, so "sorted by chip then target"
            // is exactly the order of the enumeration.
            QVERIFY2(winningMoves(pos) == toP, oracle::show(cellsOf(mask)));
        }
    }

    void computerMoveIsBest() {
        for (Mask mask = 0; mask < (2u << strip); mask += 2) {
            const Position pos = toPosition(mask);
            if (isOver(pos)) {
                QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, computerMove(pos));
                continue;
            }
            const Move m = computerMove(pos);
            QVERIFY(isLegal(pos, m));
            if (!m_sg.isP(mask)) {
                QVERIFY2(m_sg.isP(after(mask, pos, m)), oracle::show(cellsOf(mask)));
                continue;
            }
            const Move best = optimum(mask);
            QVERIFY2(m == best, oracle::show(cellsOf(mask)));
            QVERIFY(detail::exactMoveFromP(pos) == best);
        }
    }

    void searchMatchesSearchEverywhere() {
        // The search (exact by construction, see staircase.cpp) picks the oracle's optimum
        // on every small P-position, not merely a move with as few replies.
        int positions = 0;
        for (Mask mask = 0; mask < (2u << strip); mask += 2) {
            const Position pos = toPosition(mask);
            if (isOver(pos) || !m_sg.isP(mask)) continue;
            ++positions;
            const Move fast = detail::fastMoveFromP(pos);
            QVERIFY(isLegal(pos, fast));
            QVERIFY2(fast == optimum(mask), oracle::show(cellsOf(mask)));
        }
        QCOMPARE(positions, 3753);
    }

    void hugeCells() {
        // Chips far beyond 2^64 and 10^40: winning moves restore a zero XOR of gaps,
        // and the computer's moves stay legal (the P case takes the fast rule).
        gmp_randclass random(gmp_randinit_default);
        random.seed(1704);
        const Natural base = oracle::pow10(40) + oracle::pow2(140);
        for (int round = 0; round < 100; ++round) {
            std::vector<Natural> cells;
            Natural cell = base;
            const int count = 1 + round % 30;
            for (int i = 0; i < count; ++i) {
                cell += random.get_z_bits(80 + round % 50) + 1;
                cells.push_back(cell);
            }
            if (round % 2 == 0 && count >= 2) {
                // Make it P: set the rightmost gap to the XOR of the others.
                cells.back() = cells[count - 2] + 1;
                cells.back() += gapXor(cells);
            }
            const Position pos = fromCells(cells, cells.back() + 5);
            const Natural x = gapXor(cells);
            QCOMPARE(outcome(pos), x == 0 ? Outcome::P : Outcome::N);
            for (const Move& m : winningMoves(pos)) {
                QVERIFY(isLegal(pos, m));
                QCOMPARE(gapXor(apply(pos, m).cells), Natural(0));
            }
            QCOMPARE(winningMoves(pos).empty(), x == 0);
            const Move m = computerMove(pos);
            QVERIFY(isLegal(pos, m));
            QCOMPARE(gapXor(apply(pos, m).cells) == 0, x != 0);
            if (x != 0 || count > 12) continue;
            checkAgainstSamples(pos, m, random);
            if (QTest::currentTestFailed()) return;
        }
    }

    void searchAcrossLimbBoundaries() {
        // The search works on fixed-width 64-bit limbs: gaps and rooms next to 2^64 and
        // 2^128 put 2^h, carries and borrows on limb boundaries. Too big to enumerate, so
        // the computer's move is ranked against the sampled moves, as for hugeCells.
        gmp_randclass random(gmp_randinit_default);
        random.seed(64);
        int positions = 0;
        for (int round = 0; round < 150; ++round) {
            std::vector<Natural> cells;
            Natural cell = oracle::pow2(70 + round % 3 * 64);
            const int count = 2 + round % 6;
            for (int i = 0; i < count; ++i) {
                const unsigned long a = 62 + Natural(random.get_z_range(6)).get_ui() +
                                        64 * Natural(random.get_z_range(2)).get_ui();
                const long shift = Natural(random.get_z_range(5)).get_si() - 2; // -2..+2
                cell += oracle::pow2(a) + shift + 1;
                if (round % 4 == 0) cell += random.get_z_bits(40); // off the boundary
                cells.push_back(cell);
            }
            cells.back() = cells[count - 2] + 1;
            cells.back() += gapXor(cells);
            const Position pos = fromCells(cells, cells.back());
            QCOMPARE(outcome(pos), Outcome::P);
            if (isOver(pos)) continue;
            ++positions;
            checkAgainstSamples(pos, computerMove(pos), random);
            if (QTest::currentTestFailed()) return;
        }
        QCOMPARE(positions, 150);
    }

    void searchOnMediumStrips() {
        // Strips too long for the SG search but small enough to rank every move: the search
        // against the enumeration, and the enumeration against the code's winningMoves.
        gmp_randclass random(gmp_randinit_default);
        random.seed(42);
        int positions = 0;
        for (int round = 0; round < 600; ++round) {
            std::vector<Natural> cells;
            Natural cell = 0;
            const int count = 2 + round % 12;
            for (int i = 0; i < count; ++i) {
                cell += random.get_z_range(6 + round % 150) + 1;
                cells.push_back(cell);
            }
            checkSearch(std::move(cells), positions);
            if (QTest::currentTestFailed()) return;
        }
        QCOMPARE(positions, 600);
    }

    void searchOnStructuredStrips() {
        // Gaps and rooms next to powers of two put x on the boundaries of the search's terms
        // (a room of exactly 2^h - q, a gap of 2^a - 1 whose first 0 is far up): the cases
        // random strips rarely reach.
        gmp_randclass random(gmp_randinit_default);
        random.seed(7);
        int positions = 0;
        for (int round = 0; round < 400; ++round) {
            std::vector<Natural> cells;
            Natural cell = 0;
            const int count = 2 + round % 11;
            for (int i = 0; i < count; ++i) {
                const unsigned long a = Natural(random.get_z_range(8)).get_ui();
                const long shift = Natural(random.get_z_range(3)).get_si() - 1; // -1, 0 or +1
                cell += std::max<long>(0, long(1ul << a) + shift) + 1;
                cells.push_back(cell);
            }
            checkSearch(std::move(cells), positions);
            if (QTest::currentTestFailed()) return;
        }
        QVERIFY(positions > 350);
    }

    void judgeSample() {
        // POJ 1704 sample: 1 2 3 -> Bob; 1 5 6 7 9 12 14 17 -> Georgia.
        QVERIFY(!firstPlayerWins({1, 2, 3}));
        QVERIFY(firstPlayerWins({1, 5, 6, 7, 9, 12, 14, 17}));
        QVERIFY(firstPlayerWins({17, 1, 14, 5, 12, 6, 9, 7}));
    }

    void externalJudgeData() {
        std::ifstream in(GRUNDY_TESTDATA "/external/poj1704/cases.in");
        std::ifstream out(GRUNDY_TESTDATA "/external/poj1704/cases.out");
        QVERIFY(in && out);
        int cases = 0;
        in >> cases;
        QCOMPARE(cases, 8);
        for (int t = 0; t < cases; ++t) {
            std::size_t n = 0;
            in >> n;
            std::vector<grundy::u64> cells(n);
            std::vector<Natural> big;
            for (auto& c : cells) {
                in >> c;
                big.emplace_back(static_cast<unsigned long>(c));
            }
            std::string expected;
            std::getline(out >> std::ws, expected);
            const bool georgia = expected == "Georgia will win";
            QVERIFY(georgia || expected == "Bob will win");
            QCOMPARE(firstPlayerWins(cells), georgia);
            const Position pos = fromCells(big, *std::max_element(big.begin(), big.end()));
            QCOMPARE(outcome(pos) == Outcome::N, georgia);
            // Hundreds of chips: the computer's move must come quickly and be legal.
            if (isOver(pos)) continue;
            const Move m = computerMove(pos);
            QVERIFY(isLegal(pos, m));
            QCOMPARE(outcome(apply(pos, m)), Outcome::P == outcome(pos) ? Outcome::N : Outcome::P);
        }
    }

    void invalidPositionsThrow() {
        using V = std::vector<Natural>;
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, fromCells(V{0, 3}, 5));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, fromCells(V{2, 6}, 5));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, fromCells(V{4, 2, 4}, 5));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, validate(Position{V{3, 2}, 5}));
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition, outcome(Position{V{3, 3}, 5}));
        try {
            fromCells(V{7, 2, 7}, 9);
            QFAIL("two chips on one cell were accepted");
        } catch (const grundy::InvalidPosition& e) {
            QCOMPARE(std::string(e.what()), "two chips on cell 7");
        }
        QCOMPARE(fromCells(V{5, 1}, 5).cells, (V{1, 5}));
    }

    void illegalMovesThrow() {
        const Position pos = fromCells({3, 6, 9}, 10);
        QVERIFY(isLegal(pos, {2, 7}));
        QVERIFY(!isLegal(pos, {2, 9}));
        QVERIFY(!isLegal(pos, {2, 10}));
        QVERIFY(!isLegal(pos, {2, 6}));
        QVERIFY(!isLegal(pos, {2, 5}));
        QVERIFY(!isLegal(pos, {0, 0}));
        QVERIFY(!isLegal(pos, {3, 1}));
        try {
            apply(pos, {2, 5});
            QFAIL("jumping over a chip was accepted");
        } catch (const grundy::IllegalMove& e) {
            QCOMPARE(std::string(e.what()),
                     "the chip on cell 9 cannot reach cell 5: the chip on cell 6 is in the way");
        }
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(pos, {0, 0}));
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(pos, {1, 7}));
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(pos, {4, 1}));
    }

    void describesMoves() {
        const Position pos = fromCells({3, 9}, 10);
        QCOMPARE(describe(pos, {1, 7}), std::string("move the chip on cell 9 to cell 7"));
    }
};

QTEST_GUILESS_MAIN(TstStaircase)
#include "tst_staircase.moc"
