// SPDX-License-Identifier: MIT
// View → Move Values on every board: each legal move of a small position marked winning or
// losing exactly (against the game's own list of winning moves), nothing while the switch is
// off, the parts' words for screen readers, the huge piles' bars, and the choice remembered.
#include "boards/boardview.h"
#include "boards/pileview.h"
#include "common/settings.h"
#include "core/analysis/movevalues.h"
#include "games/gamehome.h"
#include "grid/wythoffgridview.h"
#include "testsettings.h"
#include "window/movevaluesaction.h"

#include <QtTest>

#include <memory>

using grundy::AnyMove;
using grundy::AnyPosition;
using grundy::GameKind;
using grundy::Natural;

namespace {

AnyPosition make(GameKind kind, std::initializer_list<long> numbers,
                 const grundy::GameOptions& options = {}) {
    std::vector<Natural> n(numbers.begin(), numbers.end());
    return grundy::makePosition(kind, n, options);
}

/// A board of the position's game, shown at the size it asks for.
std::unique_ptr<BoardView> boardFor(const AnyPosition& p) {
    std::unique_ptr<BoardView> board(homeOf(p).createBoard(p, nullptr));
    board->setPosition(p);
    board->resize(board->sizeHint());
    board->show();
    return board;
}

/// Whether any of the board's parts says a move's value.
bool partsSayValues(const BoardView& board) {
    for (int part = 0; part < board.partCount(); ++part) {
        const QString text = board.partText(part);
        if (text.contains(QLatin1String("winning move"), Qt::CaseInsensitive) ||
            text.contains(QLatin1String("losing move"), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace

class TstBoardValues : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<AnyMove>(); }
    void init() {
        testsettings::clear();
        MoveValuesSwitch::instance().setOn(false);
    }

    void everyMoveMarked_data() {
        QTest::addColumn<AnyPosition>("position");
        QTest::newRow("nim") << make(GameKind::Nim, {3, 5, 7});
        QTest::newRow("nim misère") << make(GameKind::Nim, {1, 1, 4}, {{"play", "misere"}});
        QTest::newRow("bash") << make(GameKind::Bash, {11}, {{"k", "3"}});
        QTest::newRow("wythoff") << make(GameKind::Wythoff, {4, 9});
        QTest::newRow("subtraction") << make(GameKind::Subtraction, {9, 6}, {{"set", "1,3,4"}});
        QTest::newRow("lasker") << make(GameKind::Lasker, {4, 7});
        QTest::newRow("fibonacci nim") << make(GameKind::FibonacciNim, {20, 7});
        QTest::newRow("georgia and bob") << make(GameKind::Staircase, {2, 5, 9}, {{"cells", "12"}});
        QTest::newRow("redistribution") << make(GameKind::Redistribution, {2, 3, 4});
        QTest::newRow("northcott") << make(GameKind::Northcott, {1, 4, 6, 2}, {{"columns", "7"}});
        QTest::newRow("graph") << make(GameKind::Dag, {0, 2}, {{"graph", "0>1,0>2,1>3,2>3,2>4"}});
    }

    // Every legal move the board draws is marked, exactly: winning when the game lists it
    // among its winning moves (the redistribution game lists one, so its moves are checked
    // by where they lead). Nothing is marked, and no part speaks of values, while off.
    void everyMoveMarked() {
        QFETCH(AnyPosition, position);
        const auto board = boardFor(position);
        const std::vector<AnyMove> moves = grundy::legalMoves(position);
        const std::vector<AnyMove> listed = grundy::winningMoves(position);
        for (const AnyMove& m : moves)
            QCOMPARE(board->markedValue(m), MoveValue::None);
        QVERIFY(!partsSayValues(*board));

        MoveValuesSwitch::instance().setOn(true);
        int winning = 0, marked = 0;
        for (const AnyMove& m : moves) {
            const bool wins =
                grundy::kindOf(position) == GameKind::Redistribution
                    ? grundy::outcome(grundy::apply(position, m)) == grundy::Outcome::P
                    : std::find(listed.begin(), listed.end(), m) != listed.end();
            const MoveValue shown = board->markedValue(m);
            // The redistribution board marks the moves a click makes (removing stones only).
            const bool drawn = grundy::kindOf(position) != GameKind::Redistribution ||
                               std::get<grundy::redistribution::Move>(m).gifts.empty();
            if (!drawn) continue;
            QCOMPARE(shown, wins ? MoveValue::Winning : MoveValue::Losing);
            winning += wins ? 1 : 0;
            ++marked;
        }
        QVERIFY(marked > 0);
        QVERIFY(partsSayValues(*board));

        MoveValuesSwitch::instance().setOn(false);
        for (const AnyMove& m : moves)
            QCOMPARE(board->markedValue(m), MoveValue::None);
        QVERIFY(!partsSayValues(*board));
    }

    // The parts' words: the pile's winning take named, the rest said to lose.
    void pilePartsSayTheirValues() {
        const auto board = boardFor(make(GameKind::Nim, {3, 5, 5}));
        MoveValuesSwitch::instance().setOn(true);
        QVERIFY(board->partText(0).contains(QLatin1String("Winning move: take 3 from pile 1")));
        QVERIFY(
            board->partText(0).contains(QLatin1String("Every other move here is a losing move")));
        QVERIFY(board->partText(1).contains(QLatin1String("Every move here is a losing move")));
    }

    // Piles too large to draw: the winning takes are marked and named, the rest said to lose.
    void hugePilesSayTheRestLose() {
        const Natural big = Natural(1) << 100; // about 10^30
        const AnyPosition p = grundy::makePosition(GameKind::Nim, {big, big + 6}, {});
        const auto board = boardFor(p);
        auto* piles = qobject_cast<PileView*>(board.get());
        QVERIFY(piles && !piles->drawsStones());
        MoveValuesSwitch::instance().setOn(true);
        const AnyMove win = grundy::nim::Move{1, Natural(6)};
        QCOMPARE(board->markedValue(win), MoveValue::Winning);
        QCOMPARE(board->markedValue(AnyMove(grundy::nim::Move{1, Natural(5)})), MoveValue::Losing);
        QCOMPARE(board->markedValue(AnyMove(grundy::nim::Move{0, big})), MoveValue::Losing);
        const QString notes = piles->barNotes().join(QLatin1Char('\n'));
        QVERIFY2(notes.contains(QLatin1String("Every other move loses")), qPrintable(notes));
        QVERIFY(board->partText(1).contains(QLatin1String("Winning move")));
        QVERIFY(board->partText(0).contains(QLatin1String("Every move here is a losing move")));
        MoveValuesSwitch::instance().setOn(false);
        QVERIFY(!piles->barNotes().join(QLatin1Char('\n')).contains(QLatin1String("Move values")));
    }

    // The Wythoff grid: the cells one move away say whether that move wins or loses.
    void gridCellsSayTheirValues() {
        WythoffGridView grid;
        grid.setPosition(Natural(4), Natural(9)); // (4, 7) is the one P-position a move reaches
        const auto says = [&](int a, int b, const char* words) {
            return grid.describeCell(Natural(a), Natural(b)).contains(QLatin1String(words));
        };
        QVERIFY(!says(4, 7, "winning move") && !says(4, 8, "losing move"));
        MoveValuesSwitch::instance().setOn(true);
        QVERIFY(says(4, 7, "a winning move"));
        for (const auto& [a, b] : {std::pair{4, 8}, {3, 9}, {0, 5}, {4, 0}})
            QVERIFY2(says(a, b, "a losing move"), qPrintable(grid.describeCell(a, b)));
        QVERIFY(!says(5, 9, "one move from")); // not one move away
    }

    // A board made after the switch (a new game) shows the values without being told.
    void newBoardsFollowTheSwitch() {
        MoveValuesSwitch::instance().setOn(true);
        const AnyPosition p = make(GameKind::Bash, {5}, {{"k", "3"}});
        const auto board = boardFor(p);
        QCOMPARE(board->markedValue(AnyMove(grundy::bash::Move{Natural(1)})), MoveValue::Winning);
        QCOMPARE(board->markedValue(AnyMove(grundy::bash::Move{Natural(2)})), MoveValue::Losing);
    }

    // Off by default; the action turns every board's values on and the choice is kept.
    void theChoiceIsRemembered() {
        QWidget window;
        {
            MoveValuesAction action(&window);
            QVERIFY(!action.isChecked());
            QVERIFY(!MoveValuesSwitch::instance().isOn());
            action.trigger();
            QVERIFY(MoveValuesSwitch::instance().isOn());
            QCOMPARE(Settings::value(Settings::kMoveValues).toBool(), true);
        }
        MoveValuesSwitch::instance().setOn(false);
        MoveValuesAction again(&window);
        QVERIFY(again.isChecked());
        QVERIFY(MoveValuesSwitch::instance().isOn());
        again.trigger();
        QCOMPARE(Settings::value(Settings::kMoveValues).toBool(), false);
        QVERIFY(!MoveValuesSwitch::instance().isOn());
    }
};

QTEST_MAIN(TstBoardValues)
#include "tst_boardvalues.moc"
