// SPDX-License-Identifier: MIT
// Northcott's game (docs/course.md §8): every rule of northcott.h against a retrograde
// analysis of the real two-colour game built from the rules here, loops included (win / lose /
// draw, both colours to move), on every board of 1 row up to 10 columns, 2 rows up to 7 and
// 3 rows of 5: the outcome, the end, the legal and all the winning moves, and the computer's
// moves (never throwing a won game away, never looping); identities at huge sizes.
#include "core/analysis/explain.h"
#include "core/games/catalogue.h"
#include "core/games/game.h"
#include "core/games/northcott/northcott.h"
#include "core/games/northcott/northcottwords.h"
#include "core/io/record.h"
#include "core/text/english.h"
#include "oracle.h"

#include <QtTest>

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <vector>

using grundy::AnyMove;
using grundy::AnyPosition;
using grundy::GameKind;
using grundy::Natural;
using grundy::Outcome;
using grundy::u64;
using namespace grundy::northcott;

/// Why a move is refused, or nothing for a legal move.
using Refusal = std::optional<grundy::Phrase>;
Q_DECLARE_METATYPE(Refusal)

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

    /// The rows of a state's board as (black, white) columns, 1-based.
    using Board = std::vector<std::pair<int, int>>;

    Board board(int code) const {
        Board rows;
        for (int r = 0; r < m_rows; ++r)
            rows.emplace_back(piece(code, r, 0) + 1, piece(code, r, 1) + 1);
        return rows;
    }
    int code(const Board& rows) const {
        int code = 0, unit = 1;
        for (const auto& [black, white] : rows) {
            code += (black - 1) * unit;
            unit *= m_columns;
            code += (white - 1) * unit;
            unit *= m_columns;
        }
        return code;
    }
    /// The result for `side` (0 black, 1 white) to move.
    Result result(const Board& rows, int side) const { return m_result[2 * code(rows) + side]; }
    /// The boards `side` can move to.
    std::vector<Board> successors(const Board& rows, int side) const {
        std::vector<Board> out;
        for (int next : moves(code(rows), side))
            out.push_back(board(next));
        return out;
    }
    /// Every valid board.
    std::vector<Board> boards() const {
        std::vector<Board> out;
        for (int code = 0; code < int(m_result.size() / 2); ++code)
            if (valid(code)) out.push_back(board(code));
        return out;
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

using Board = Retrograde::Board;

Position positionOf(const Board& board, int columns, int side) {
    Position p;
    p.columns = columns;
    p.toMove = side == 0 ? Colour::Black : Colour::White;
    for (const auto& [black, white] : board)
        p.rows.push_back({black, white});
    return p;
}

Board boardOf(const Position& p) {
    Board out;
    for (const Row& r : p.rows)
        out.emplace_back(int(r.black.get_si()), int(r.white.get_si()));
    return out;
}

QByteArray show(const Board& board, int side) {
    std::string s = side == 0 ? "black to move:" : "white to move:";
    for (const auto& [black, white] : board)
        s += " (" + std::to_string(black) + ", " + std::to_string(white) + ")";
    return QByteArray::fromStdString(s);
}

/// The winning replies `side` has on `board`, by the retrograde analysis.
int winningReplies(const Retrograde& game, const Board& board, int side) {
    int n = 0;
    for (const Board& next : game.successors(board, side))
        n += game.result(next, 1 - side) == Retrograde::Lose ? 1 : 0;
    return n;
}

/// Whether, from (board, side), the computer playing `computer` (0 black, 1 white) wins
/// against every opponent without the game ever repeating: the graph of its moves and all
/// of the opponent's has no cycle, and every end is the opponent's. Depth-first with
/// colours; `state` holds 1 on the path and 2 when done.
bool computerForcesWin(const Retrograde& game, int columns, const Board& board, int side,
                       int computer, std::map<std::pair<Board, int>, int>& state) {
    int& mark = state[{board, side}];
    if (mark == 1) return false; // a cycle
    if (mark == 2) return true;
    mark = 1;
    const Position p = positionOf(board, columns, side);
    bool ok = true;
    if (isOver(p)) {
        ok = side != computer;
    } else if (side == computer) {
        const Board next = boardOf(apply(p, computerMove(p)));
        ok = computerForcesWin(game, columns, next, 1 - side, computer, state);
    } else {
        for (const Board& next : game.successors(board, side))
            if (!computerForcesWin(game, columns, next, 1 - side, computer, state)) {
                ok = false;
                break;
            }
    }
    state[{board, side}] = ok ? 2 : 1;
    return ok;
}

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

    void boards_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        for (int m = 2; m <= 10; ++m)
            QTest::addRow("1x%d", m) << 1 << m;
        for (int m = 2; m <= 7; ++m)
            QTest::addRow("2x%d", m) << 2 << m;
        QTest::newRow("3x4") << 3 << 4;
    }

    /// Every rule against the retrograde analysis, both colours to move.
    void rulesAgainstRetrograde_data() { boards_data(); }
    void rulesAgainstRetrograde() {
        QFETCH(int, rows);
        QFETCH(int, columns);
        const Retrograde game(rows, columns);
        for (const Board& board : game.boards()) {
            for (int side = 0; side < 2; ++side) {
                const QByteArray where = show(board, side);
                const Position p = positionOf(board, columns, side);
                const auto result = game.result(board, side);
                QVERIFY2(result != Retrograde::Unknown, where); // no draws
                QVERIFY2(outcome(p) == (result == Retrograde::Win ? Outcome::N : Outcome::P),
                         where);
                const std::vector<Board> next = game.successors(board, side);
                QVERIFY2(isOver(p) == next.empty(), where);

                // The legal moves reach exactly the successors, and hand the turn over.
                std::multiset<Board> reached, expected(next.begin(), next.end());
                for (const Move& m : legalMoves(p)) {
                    QVERIFY2(isLegal(p, m), where);
                    const Position after = apply(p, m);
                    QVERIFY2(after.toMove != p.toMove, where);
                    reached.insert(boardOf(after));
                    // A saved game keeps only the numbers; the move is found again.
                    const AnyPosition read =
                        grundy::makePosition(GameKind::Northcott, numbersOf(after),
                                             {{"columns", std::to_string(columns)}});
                    QVERIFY2(grundy::moveBetween(AnyPosition(p), read) == AnyMove(m), where);
                }
                QVERIFY2(reached == expected, where);

                // All the winning moves, each once.
                std::multiset<Board> winning, listed;
                for (const Board& b : next)
                    if (game.result(b, 1 - side) == Retrograde::Lose) winning.insert(b);
                for (const Move& m : winningMoves(p)) {
                    listed.insert(boardOf(apply(p, m)));
                    const Row& r = p.rows[m.row];
                    const bool toward = gap(m.to, r.of(other(m.piece))) < gap(r);
                    QCOMPARE(reason(p, m).phrase, toward ? grundy::words::NorthcottReasonToward
                                                         : grundy::words::NorthcottReasonAway);
                }
                QVERIFY2(listed == winning, where);

                if (isOver(p)) continue;
                const Move m = computerMove(p);
                QVERIFY2(isLegal(p, m), where);
                const Board after = boardOf(apply(p, m));
                if (result == Retrograde::Win) {
                    QVERIFY2(game.result(after, 1 - side) == Retrograde::Lose, where);
                    QVERIFY2(gap(m.to, p.rows[m.row].of(other(m.piece))) < gap(p.rows[m.row]),
                             where); // it shrinks a gap
                    continue;
                }
                // From a P-position: one square, toward while any gap is open, else back;
                // the fewest winning replies among such moves.
                const std::vector<Natural> g = gaps(p);
                const bool open =
                    std::any_of(g.begin(), g.end(), [](const Natural& x) { return x > 0; });
                auto isCandidate = [&](const Board& b) {
                    for (std::size_t i = 0; i < board.size(); ++i) {
                        if (b[i] == board[i]) continue;
                        const Natural before = g[i];
                        const Natural now = gap(u64(b[i].first), u64(b[i].second));
                        return open ? now + 1 == before : now == before + 1;
                    }
                    return false;
                };
                QVERIFY2(isCandidate(after), where);
                int fewest = 1 << 30;
                for (const Board& b : next)
                    if (isCandidate(b))
                        fewest = std::min(fewest, winningReplies(game, b, 1 - side));
                QVERIFY2(winningReplies(game, after, 1 - side) == fewest, where);
            }
        }
    }

    /// The computer wins every won game against every opponent, and the game never repeats
    /// on the way; computer against computer always ends.
    void computerEndsGames_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        for (int m = 2; m <= 8; ++m)
            QTest::addRow("1x%d", m) << 1 << m;
        for (int m = 2; m <= 5; ++m)
            QTest::addRow("2x%d", m) << 2 << m;
    }
    void computerEndsGames() {
        QFETCH(int, rows);
        QFETCH(int, columns);
        const Retrograde game(rows, columns);
        std::map<std::pair<Board, int>, int> state[2];
        for (const Board& board : game.boards()) {
            for (int side = 0; side < 2; ++side) {
                const QByteArray where = show(board, side);
                if (game.result(board, side) == Retrograde::Win)
                    QVERIFY2(computerForcesWin(game, columns, board, side, side, state[side]),
                             where);
                Position p = positionOf(board, columns, side);
                int moves = 0;
                for (; !isOver(p) && moves < 10000; ++moves)
                    p = apply(p, computerMove(p));
                QVERIFY2(isOver(p), where);
            }
        }
    }

    void refusals_data() {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("piece");
        QTest::addColumn<int>("to");
        QTest::addColumn<Refusal>("why");
        using namespace grundy::words;
        // Board of 8 columns, black to move: row 1 black 2 white 6, row 2 white 3 black 7.
        QTest::newRow("no row") << 2 << 0 << 1 << Refusal(ErrorNorthcottNoRow);
        QTest::newRow("white's piece") << 0 << 1 << 5 << Refusal(ErrorNorthcottNotYours);
        QTest::newRow("stay") << 0 << 0 << 2 << Refusal(ErrorNorthcottStay);
        QTest::newRow("onto") << 0 << 0 << 6 << Refusal(ErrorNorthcottTaken);
        QTest::newRow("jump") << 0 << 0 << 7 << Refusal(ErrorNorthcottJump);
        QTest::newRow("jump left") << 1 << 0 << 2 << Refusal(ErrorNorthcottJump);
        QTest::newRow("off left") << 0 << 0 << 0 << Refusal(ErrorNorthcottOffEdge);
        QTest::newRow("off right") << 1 << 0 << 9 << Refusal(ErrorNorthcottOffEdge);
        QTest::newRow("toward") << 0 << 0 << 5 << Refusal();
        QTest::newRow("away") << 0 << 0 << 1 << Refusal();
        QTest::newRow("right wall") << 1 << 0 << 8 << Refusal();
    }
    void refusals() {
        QFETCH(int, row);
        QFETCH(int, piece);
        QFETCH(int, to);
        QFETCH(Refusal, why);
        const Position p = fromNumbers({2, 6, 7, 3}, 8);
        const Move m{std::size_t(row), piece == 0 ? Colour::Black : Colour::White, to};
        const auto reason = whyIllegal(p, m);
        QCOMPARE(isLegal(p, m), !why);
        if (!why) return;
        QCOMPARE(reason->phrase, *why);
        QVERIFY(!grundy::toEnglish(*reason).empty());
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(p, m));
    }

    void positionsFromNumbers() {
        using namespace grundy::words;
        auto error = [](const std::vector<Natural>& numbers, const Natural& columns) {
            try {
                fromNumbers(numbers, columns);
            } catch (const grundy::InvalidPosition& e) {
                return e.message().phrase;
            }
            return GameNorthcott;
        };
        QCOMPARE(error({1, 2, 3}, 5), ErrorNorthcottPairs);
        QCOMPARE(error({1, 6}, 5), ErrorNorthcottOffBoard);
        QCOMPARE(error({0, 2}, 5), ErrorNorthcottOffBoard);
        QCOMPARE(error({3, 3}, 5), ErrorNorthcottSameSquare);
        QCOMPARE(error({1, 2}, 1), ErrorNorthcottColumns);
        // The catalogue: columns default to the rightmost piece, black moves first.
        const AnyPosition a = grundy::makePosition(GameKind::Northcott, {4, 5, 1, 2}, {});
        const auto& p = std::get<Position>(a);
        QCOMPARE(p.columns, Natural(5));
        QCOMPARE(p.toMove, Colour::Black);
        QCOMPARE(grundy::numbersOf(a), (std::vector<Natural>{4, 5, 1, 2}));
        QCOMPARE(*grundy::optionsOf(a).find("columns"), std::string("5"));
        // The sample of HDU 1730: BAD LUCK!, then I WIN!
        QCOMPARE(outcome(fromNumbers({4, 5, 1, 2, 1, 2}, 6)), Outcome::P);
        QCOMPARE(outcome(fromNumbers({4, 5, 1, 3, 1, 2}, 6)), Outcome::N);
    }

    /// A saved game keeps positions as numbers; reading it gives each move's position its
    /// colour to move again, so the game replays and ends as played.
    void savedGameReplays() {
        AnyPosition p = grundy::makePosition(GameKind::Northcott, {2, 6, 7, 3}, {{"columns", "8"}});
        grundy::GameRecord record;
        record.start = p;
        while (!grundy::isOver(p)) {
            p = grundy::apply(p, grundy::computerMove(p));
            record.moves.push_back({int(record.moves.size() % 2), p});
        }
        record.winner = grundy::winnerOf(record);
        QVERIFY(record.winner.has_value());
        QCOMPARE(std::get<Position>(record.moves[0].position).toMove, Colour::White);
        const grundy::GameRecord read = grundy::parseRecord(grundy::toJson(record));
        QCOMPARE(read, record);
        QCOMPARE(grundy::movesOf(read).size(), record.moves.size());
    }

    void gapAtHugeSizes() {
        const Natural big = oracle::pow10(30);
        QCOMPARE(gap(big, Natural(1)), Natural(big - 2));
        QCOMPARE(gap(Natural(1), big), Natural(big - 2));
        QCOMPARE(gap(oracle::pow2(64), Natural(oracle::pow2(64) + 1)), Natural(0));
        QCOMPARE(gap(~u64{0}, u64{0}), ~u64{0} - 1);
        QCOMPARE(gap(u64{4}, u64{5}), u64{0});
    }

    void hugeBoards() {
        const Natural m = oracle::pow10(30);
        // Gaps 10^30 - 2, 1 and 5: X = (10^30 - 2) ^ 4.
        Position p = fromNumbers({1, m, m - 2, m, m - 1, m - 7}, m);
        const Natural x = (m - 2) ^ Natural(1) ^ Natural(5);
        QCOMPARE(outcome(p), x == 0 ? Outcome::P : Outcome::N);
        const std::vector<Move> winning = winningMoves(p);
        QVERIFY(!winning.empty());
        for (const Move& w : winning) {
            QVERIFY(isLegal(p, w));
            QCOMPARE(outcome(apply(p, w)), Outcome::P);
        }
        const Move c = computerMove(p);
        QCOMPARE(outcome(apply(p, c)), Outcome::P);
        QVERIFY(gap(apply(p, c).rows[c.row]) < gap(p.rows[c.row]));
        // From the P-position it reached, white shrinks a gap by one square.
        const Position q = apply(p, c);
        QCOMPARE(q.toMove, Colour::White);
        const Move d = computerMove(q);
        QCOMPARE(d.piece, Colour::White);
        Natural shrunk = 0;
        for (std::size_t i = 0; i < q.rows.size(); ++i)
            shrunk += gap(q.rows[i]) - gap(apply(q, d).rows[i]);
        QCOMPARE(shrunk, Natural(1));
        // Packed against the walls: over for black, not for white.
        Position packed = fromNumbers({1, 2, m, m - 1}, m);
        QVERIFY(isOver(packed));
        packed.toMove = Colour::White;
        QVERIFY(!isOver(packed));
        QCOMPARE(computerMove(packed).to, Natural(3)); // one square back, from a P-position
        QCOMPARE(describe(p, c).substr(0, 19), std::string("move the black piec"));
    }

    // The reply checks the board in its own pass: a broken one (made without fromNumbers) is
    // refused as validate() refuses it, in the last row of several, narrow or wide.
    void computerMoveRefusesABrokenBoard() {
        using namespace grundy::words;
        auto error = [](const Natural& columns, const Natural& black, const Natural& white) {
            const Position p{{{1, 3}, {2, 5}, {black, white}}, columns, Colour::Black};
            try {
                computerMove(p);
            } catch (const grundy::InvalidPosition& e) {
                return e.message().phrase;
            }
            return GameNorthcott;
        };
        const Natural wide = oracle::pow10(40);
        QCOMPARE(error(8, 9, 2), ErrorNorthcottOffBoard);
        QCOMPARE(error(8, 0, 2), ErrorNorthcottOffBoard);
        QCOMPARE(error(8, 4, 4), ErrorNorthcottSameSquare);
        QCOMPARE(error(8, oracle::pow2(70), 2), ErrorNorthcottOffBoard);
        QCOMPARE(error(1, 1, 2), ErrorNorthcottColumns);
        QCOMPARE(error(wide, wide + 1, 2), ErrorNorthcottOffBoard);
        QCOMPARE(error(wide, 5, 0), ErrorNorthcottOffBoard);
        QCOMPARE(error(wide, wide - 3, wide - 3), ErrorNorthcottSameSquare);
    }

    void leastBadMoveAgainstCounting_data() {
        QTest::addColumn<Natural>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<bool>("closed");    // every gap 0: the steps back
        QTest::addColumn<bool>("powerGaps"); // gaps with many trailing zeros, some past 2^64
        QTest::newRow("narrow") << Natural(12) << 6 << false << false;
        QTest::newRow("wide") << Natural(1000) << 40 << false << false;
        QTest::newRow("closed narrow") << Natural(5) << 8 << true << false;
        QTest::newRow("2^64 columns") << oracle::pow2(64) << 30 << false << false;
        QTest::newRow("10^40 columns") << oracle::pow10(40) << 30 << false << false;
        QTest::newRow("closed 10^40") << oracle::pow10(40) << 12 << true << false;
        QTest::newRow("trailing zeros") << oracle::pow2(200) << 30 << false << true;
        QTest::newRow("trailing zeros narrow") << Natural(1 << 12) << 30 << false << true;
    }

    void leastBadMoveAgainstCounting() {
        // The computer's reply against the rule counted out directly: from an N-position the
        // first winning move; from a P-position, among the one-square moves (toward while a
        // gap is open, else back), the first leaving the fewest winning replies, each
        // counted by listing them (winningMoves) after the move is made.
        QFETCH(Natural, columns);
        QFETCH(int, rows);
        QFETCH(bool, closed);
        QFETCH(bool, powerGaps);
        gmp_randclass random(gmp_randinit_default);
        random.seed(1730);
        auto below = [&](const Natural& n) { return Natural(random.get_z_range(n)); };
        for (int trial = 0; trial < 60; ++trial) {
            std::vector<Natural> numbers;
            Natural x = 0;
            for (int i = 0; i < rows; ++i) {
                Natural a, b;
                if (closed) {
                    a = below(columns - 1) + 1;
                    b = a + 1;
                } else if (powerGaps) {
                    // A gap of 2^e - 1 + 1 = 2^e times an odd number: e trailing zeros.
                    const unsigned long bits = mpz_sizeinbase(columns.get_mpz_t(), 2);
                    const unsigned long e = Natural(random.get_z_range(bits - 2)).get_ui();
                    Natural g = 0;
                    mpz_setbit(g.get_mpz_t(), e);
                    a = below(columns - g - 1) + 1;
                    b = a + g + 1;
                } else {
                    a = below(columns) + 1;
                    b = below(columns) + 1;
                    if (a == b) b = a == columns ? Natural(a - 1) : Natural(a + 1);
                }
                if (random.get_z_range(2) == 1) std::swap(a, b);
                x ^= gap(a, b);
                numbers.push_back(a);
                numbers.push_back(b);
            }
            // Most trials from a P-position: the last row's gap made the XOR of the others
            // (when the board is wide enough), the others as drawn.
            if (!closed && trial % 4 != 0) {
                Natural& a = numbers[numbers.size() - 2];
                Natural& b = numbers.back();
                x ^= gap(a, b);
                if (x + 2 <= columns) {
                    a = 1;
                    b = x + 2;
                }
            }
            Position p = fromNumbers(numbers, columns);
            for (Colour c : {Colour::Black, Colour::White}) {
                p.toMove = c;
                if (isOver(p)) continue;
                const Move m = computerMove(p);
                const std::vector<Move> winning = winningMoves(p);
                if (!winning.empty()) {
                    QCOMPARE(m, winning.front());
                    continue;
                }
                const std::vector<Natural> g = gaps(p);
                const bool open =
                    std::any_of(g.begin(), g.end(), [](const Natural& h) { return h > 0; });
                std::optional<Move> best;
                std::size_t fewest = ~std::size_t{0};
                for (std::size_t i = 0; i < p.rows.size(); ++i) {
                    const Row& r = p.rows[i];
                    const Natural& at = r.of(c);
                    const bool left = at < r.of(other(c));
                    // One square toward the other piece, or back from it.
                    const Natural to = left == open ? Natural(at + 1) : Natural(at - 1);
                    const Move step{i, c, to};
                    if (!isLegal(p, step) || (open && g[i] == 0)) continue;
                    const std::size_t replies = winningMoves(apply(p, step)).size();
                    if (replies < fewest) {
                        fewest = replies;
                        best = step;
                    }
                }
                QVERIFY(best);
                QCOMPARE(m, *best);
            }
        }
    }

    void explanation() {
        const AnyPosition p =
            grundy::makePosition(GameKind::Northcott, {4, 5, 1, 3, 1, 2}, {{"columns", "6"}});
        const grundy::explain::Explanation e = grundy::explain::explain(p);
        QCOMPARE(e.game, GameKind::Northcott);
        QCOMPARE(e.outcome, Outcome::N);
        QVERIFY(e.binary.has_value());
        QCOMPARE(e.binary->rows.size(), std::size_t(3));
        QCOMPARE(e.binary->xorRow.value, std::string("1"));
        QCOMPARE(e.moves.size(), winningMoves(std::get<Position>(p)).size());
        const std::string text = grundy::explain::toText(e);
        QVERIFY2(text.find("Northcott's game: black to move, rows (4, 5), (1, 3), (1, 2)") !=
                     std::string::npos,
                 text.c_str());
        QVERIFY2(text.find("Moving your piece back") != std::string::npos, text.c_str());
    }
};

QTEST_GUILESS_MAIN(TstNorthcott)
#include "tst_northcott.moc"
