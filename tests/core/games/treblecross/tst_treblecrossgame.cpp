// SPDX-License-Identifier: MIT
// Treblecross as a game: on every board of 3 to 12 cells and every placement of X without
// three in a row, the outcome, the winning moves (exactly the cells from which the real game's
// search wins) and the computer's move (the first winning cell, or from a lost board the cell
// leaving the fewest winning replies among the safe cells) against a search of the real rule
// (oracle.h); the numbers, the refusals, the words and the explanation.
#include "core/analysis/explain.h"
#include "core/games/catalogue.h"
#include "core/games/treblecross/treblecross.h"
#include "core/text/english.h"
#include "oracle.h"

#include <QtTest>

#include <string>
#include <vector>

using grundy::Natural;
using grundy::Outcome;
using namespace grundy::treblecross;
using testsupport::nums;

namespace {

/// The winning cells of a board by the real rule.
std::vector<std::size_t> winningCells(oracle::Treblecross& search, std::string board) {
    std::vector<std::size_t> cells;
    for (std::size_t c = 0; c < board.size(); ++c)
        if (search.winsAt(board, c)) cells.push_back(c);
    return cells;
}

} // namespace

class TestTreblecrossGame : public QObject {
    Q_OBJECT
private slots:
    void everySmallBoard();
    void numbersAndRefusals();
    void wordsAndExplanation();
    void largeBoards();
};

void TestTreblecrossGame::everySmallBoard() {
    oracle::Treblecross search;
    int boards = 0;
    for (std::size_t n = 3; n <= 12; ++n)
        for (unsigned mask = 0; mask < (1u << n); ++mask) {
            std::string board(n, '.');
            for (std::size_t c = 0; c < n; ++c)
                if (mask >> c & 1) board[c] = 'X';
            const Position p{board};
            if (board.find("XXX") != std::string::npos) {
                QVERIFY(isOver(p));
                QVERIFY(legalMoves(p).empty());
                QCOMPARE(outcome(p), Outcome::P);
                continue;
            }
            if (board.find('.') == std::string::npos) continue; // a full board without three: not reached
            ++boards;
            QVERIFY(!isOver(p));
            const std::vector<std::size_t> cells = winningCells(search, board);
            QCOMPARE(outcome(p), cells.empty() ? Outcome::P : Outcome::N);
            std::vector<Move> expected;
            for (std::size_t c : cells)
                expected.push_back({c});
            QVERIFY2(winningMoves(p) == expected, board.c_str());
            QCOMPARE(legalMoves(p).size(), std::size_t(std::count(board.begin(), board.end(), '.')));
            QCOMPARE(sgValue(p).has_value(), cells.empty());
            const Move m = computerMove(p);
            QVERIFY(isLegal(p, m));
            if (!cells.empty()) {
                QCOMPARE(m.cell, cells.front());
                continue;
            }
            // From a lost board: a safe cell (none within two of an X) while there is one,
            // and of those the one leaving the fewest winning replies.
            const auto safe = [&](std::size_t c) {
                for (std::size_t d = c >= 2 ? c - 2 : 0; d <= c + 2 && d < n; ++d)
                    if (board[d] == 'X') return false;
                return true;
            };
            bool anySafe = false;
            for (const Move& move : legalMoves(p))
                anySafe = anySafe || safe(move.cell);
            QCOMPARE(safe(m.cell), anySafe);
            std::size_t fewest = ~std::size_t{0}, made = 0;
            for (const Move& move : legalMoves(p)) {
                if (anySafe && !safe(move.cell)) continue;
                const Position next = apply(p, move);
                const std::size_t replies = winningCells(search, next.board).size();
                fewest = std::min(fewest, replies);
                if (move == m) made = replies;
            }
            QCOMPARE(made, fewest);
        }
    QCOMPARE(boards, 3728); // every board of 3 to 12 cells without three in a row
}

void TestTreblecrossGame::numbersAndRefusals() {
    const grundy::GameInfo& game = grundy::treblecross::info();
    const auto p = grundy::positionFrom(game, nums({10, 9, 2}), {});
    QCOMPARE(std::get<Position>(p).board, std::string(".X......X."));
    QCOMPARE(grundy::numbersOf(p), nums({10, 2, 9}));
    const auto refused = [&](std::vector<Natural> numbers) {
        try {
            grundy::positionFrom(game, std::move(numbers), {});
        } catch (const grundy::InvalidPosition& e) {
            return grundy::toEnglish(e.message());
        }
        return std::string();
    };
    QCOMPARE(refused(nums({2})), std::string("a board of 2 cells is too small: with fewer than 3 "
                                             "nobody can complete three, and the game would be a "
                                             "draw"));
    QCOMPARE(refused(nums({1001})),
             std::string("a board of 1001 cells is too large: at most 1000 are played"));
    QCOMPARE(refused(nums({5, 6})), std::string("there is no cell 6 on a board of 5 cells"));
    QCOMPARE(refused(nums({5, 0})), std::string("there is no cell 0 on a board of 5 cells"));
    QCOMPARE(refused(nums({5, 2, 2})), std::string("cell 2 is named twice"));
    const Position board{".X..."};
    QCOMPARE(grundy::toEnglish(*whyIllegal(board, {1})), std::string("cell 2 already holds an X"));
    QCOMPARE(grundy::toEnglish(*whyIllegal(board, {5})),
             std::string("there is no cell 6 on a board of 5 cells"));
    QVERIFY(whyIllegal(Position{"XXX.."}, {4}).has_value()); // the game is over
    QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(board, {1}));
    grundy::Random random(3);
    for (int i = 0; i < 100; ++i)
        QVERIFY(isLegal(board, randomMove(board, random)));
}

void TestTreblecrossGame::wordsAndExplanation() {
    const Position p{"....X......"};
    QCOMPARE(describe(p, {2}), std::string("write X in cell 3"));
    const Position two{"..XX......."};
    QCOMPARE(winningMoves(two).front().cell, std::size_t(1));
    QCOMPARE(grundy::toEnglish(reason(two, {1})), std::string("an X in cell 2 completes three in a row."));
    const auto e = grundy::explain::explain(grundy::AnyPosition(Position{std::string(12, '.')}));
    const std::string text = grundy::explain::toText(e);
    QVERIFY2(text.find("cells 1 to 12 (12 cells, worth") != std::string::npos, text.c_str());
    QVERIFY2(text.find("0.007") != std::string::npos, text.c_str());
    const auto over = grundy::explain::explain(grundy::AnyPosition(Position{"..XXX"}));
    QVERIFY(over.over);
}

/// Boards of up to 1000 cells answer at once; the winning moves lead to lost boards.
void TestTreblecrossGame::largeBoards() {
    for (std::size_t n : {100u, 457u, 1000u}) {
        Position p{std::string(n, '.')};
        p.board[n / 3] = 'X';
        for (const Move& m : winningMoves(p))
            QCOMPARE(outcome(apply(p, m)), Outcome::P);
        const Move c = computerMove(p);
        QVERIFY(isLegal(p, c));
        if (outcome(p) == Outcome::N) QCOMPARE(outcome(apply(p, c)), Outcome::P);
    }
}

QTEST_APPLESS_MAIN(TestTreblecrossGame)
#include "tst_treblecrossgame.moc"
