// SPDX-License-Identifier: MIT
// Northcott's game (curriculum.md section 8): the gap rule against a retrograde analysis of
// the real two-colour game, loops included (win / lose / draw, both players to move), on every
// board of 1x10, 2x7 and 3x5; and the gap at huge sizes.
#include "northcott.h"
#include "oracle.h"

#include <QtTest>

#include <deque>
#include <vector>

using grundy::Natural;
using grundy::u64;
using namespace grundy::northcott;

namespace {

/// Every position of a board of `rows` rows and `columns` columns with both players to move,
/// solved backwards from the positions where the mover is stuck.
class Retrograde {
public:
    Retrograde(int rows, int columns) : m_rows(rows), m_columns(columns) {
        int count = 1;
        for (int r = 0; r < rows; ++r)
            count *= columns * columns;
        m_result.assign(2 * count, Unknown);
        m_movesLeft.assign(2 * count, 0);
        std::deque<int> queue;
        for (int code = 0; code < count; ++code) {
            if (!valid(code)) continue;
            for (int side = 0; side < 2; ++side) {
                const int state = 2 * code + side;
                m_movesLeft[state] = int(moves(code, side).size());
                if (m_movesLeft[state] == 0) {
                    m_result[state] = Lose;
                    queue.push_back(state);
                }
            }
        }
        // A move is reversible by the same player, so the positions that reach `code` with
        // the other side to move are the ones `code` reaches by that side's moves.
        while (!queue.empty()) {
            const int state = queue.front();
            queue.pop_front();
            const int code = state / 2, side = state % 2, mover = 1 - side;
            for (const int before : moves(code, mover)) {
                const int prev = 2 * before + mover;
                if (m_result[prev] != Unknown) continue;
                if (m_result[state] == Lose) {
                    m_result[prev] = Win;
                    queue.push_back(prev);
                } else if (--m_movesLeft[prev] == 0) {
                    m_result[prev] = Lose;
                    queue.push_back(prev);
                }
            }
        }
    }

    enum Result { Unknown, Win, Lose }; // Unknown at the end: a draw

    /// Every position, as its per-row (black, white) columns (1-based), Tom (black) to move.
    template <class F> void forEachPosition(F f) const {
        for (int code = 0; code < int(m_result.size() / 2); ++code) {
            if (!valid(code)) continue;
            std::vector<std::pair<int, int>> rows;
            for (int r = 0; r < m_rows; ++r)
                rows.emplace_back(piece(code, r, 0) + 1, piece(code, r, 1) + 1);
            f(rows, m_result[2 * code], m_result[2 * code + 1]);
        }
    }

private:
    int piece(int code, int row, int colour) const {
        for (int i = 0; i < 2 * row + colour; ++i)
            code /= m_columns;
        return code % m_columns;
    }
    int withPiece(int code, int row, int colour, int column) const {
        int unit = 1;
        for (int i = 0; i < 2 * row + colour; ++i)
            unit *= m_columns;
        return code + (column - piece(code, row, colour)) * unit;
    }
    bool valid(int code) const {
        for (int r = 0; r < m_rows; ++r)
            if (piece(code, r, 0) == piece(code, r, 1)) return false;
        return true;
    }
    /// The positions `side` (0 black, 1 white) can move to: one of its pieces to another
    /// square on its own side of the other piece in the same row.
    std::vector<int> moves(int code, int side) const {
        std::vector<int> out;
        for (int r = 0; r < m_rows; ++r) {
            const int mine = piece(code, r, side), theirs = piece(code, r, 1 - side);
            const int from = mine < theirs ? 0 : theirs + 1;
            const int to = mine < theirs ? theirs - 1 : m_columns - 1;
            for (int c = from; c <= to; ++c)
                if (c != mine) out.push_back(withPiece(code, r, side, c));
        }
        return out;
    }

    int m_rows, m_columns;
    std::vector<Result> m_result;
    std::vector<int> m_movesLeft;
};

} // namespace

class TstNorthcott : public QObject {
    Q_OBJECT

private slots:
    void gapRuleAgainstRetrograde_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::newRow("1x10") << 1 << 10;
        QTest::newRow("2x7") << 2 << 7;
        QTest::newRow("3x5") << 3 << 5;
    }
    void gapRuleAgainstRetrograde() {
        QFETCH(int, rows);
        QFETCH(int, columns);
        const Retrograde game(rows, columns);
        int positions = 0;
        game.forEachPosition(
            [&](const std::vector<std::pair<int, int>>& board, auto tomToMove, auto jerryToMove) {
                u64 x = 0;
                Natural big = 0;
                for (const auto& [black, white] : board) {
                    x ^= gap(u64(black), u64(white));
                    big ^= gap(Natural(black), Natural(white));
                }
                QCOMPARE(big, Natural(x));
                // No draws, and the mover (either colour) wins exactly when the gaps XOR to
                // non-zero.
                const auto expected = x != 0 ? Retrograde::Win : Retrograde::Lose;
                QCOMPARE(tomToMove, expected);
                QCOMPARE(jerryToMove, expected);
                ++positions;
            });
        QVERIFY(positions > 0);
    }

    void gapAtHugeSizes() {
        const Natural big = oracle::pow10(30);
        QCOMPARE(gap(big, Natural(1)), Natural(big - 2));
        QCOMPARE(gap(Natural(1), big), Natural(big - 2));
        QCOMPARE(gap(oracle::pow2(64), Natural(oracle::pow2(64) + 1)), Natural(0));
        QCOMPARE(gap(~u64{0}, u64{0}), ~u64{0} - 1);
        QCOMPARE(gap(u64{4}, u64{5}), u64{0});
    }
};

QTEST_GUILESS_MAIN(TstNorthcott)
#include "tst_northcott.moc"
