// SPDX-License-Identifier: MIT
// The one-interface layer over the five games: building positions from numbers, and
// recovering a move from the positions before and after it (how saved games are read).
#include "catalogue.h"
#include "game.h"
#include "testsupport.h"

#include <QtTest>

using namespace grundy;
using testsupport::allTuples;
using testsupport::naturals;
using testsupport::nums;

namespace {

/// Checks moveBetween against the successors listed by the game itself: a move is
/// found exactly for the positions one legal move away, and it leads there.
template <class Position> void checkMoveBetween(const std::vector<AnyPosition>& universe) {
    for (const AnyPosition& from : universe) {
        const auto& f = std::get<Position>(from);
        std::vector<AnyPosition> successors;
        for (const auto& m : legalMoves(f))
            successors.emplace_back(apply(f, m));
        for (const AnyPosition& to : universe) {
            const bool reachable =
                std::find(successors.begin(), successors.end(), to) != successors.end();
            const auto move = moveBetween(from, to);
            QCOMPARE(move.has_value(), reachable);
            if (move) QVERIFY(apply(from, *move) == to);
        }
    }
}

} // namespace

class TstGame : public QObject {
    Q_OBJECT
private slots:
    void ids() {
        for (GameKind kind : allGameKinds())
            QCOMPARE(gameFromId(gameId(kind)), std::optional<GameKind>(kind));
        QVERIFY(!gameFromId("chess"));
        QVERIFY(!gameFromId(""));
        QCOMPARE(gameId(GameKind::Staircase), std::string_view("staircase"));
    }

    void makePositionRoundTrip() {
        GameOptions options;
        options.set("k", 4);
        options.set("cells", 20);
        const std::vector<std::pair<GameKind, std::vector<Natural>>> cases = {
            {GameKind::Bash, nums({23})},
            {GameKind::Nim, nums({3, 0, 7})},
            {GameKind::Wythoff, nums({30, 47})},
            {GameKind::Redistribution, nums({3, 5, 5, 8})},
            {GameKind::Staircase, nums({2, 5, 9, 14})},
        };
        for (const auto& [kind, numbers] : cases) {
            const AnyPosition p = makePosition(kind, numbers, options);
            QCOMPARE(kindOf(p), kind);
            QVERIFY(numbersOf(p) == numbers);
        }
        // Chip cells come back ascending whatever order they were typed in.
        const AnyPosition s = makePosition(GameKind::Staircase, nums({9, 2, 14, 5}), options);
        QVERIFY(numbersOf(s) == nums({2, 5, 9, 14}));
        QCOMPARE(*optionsOf(s).natural("cells"), Natural(20));
        QCOMPARE(optionsOf(makePosition(GameKind::Bash, nums({7}), options)).natural("k"),
                 std::optional(Natural(4)));
    }

    void makePositionRejects() {
        GameOptions options;
        options.set("k", Natural(0));
        options.set("cells", 10);
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, makePosition(GameKind::Bash, nums({5}), options));
        options.set("k", 3);
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Bash, nums({5, 6}), options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Wythoff, nums({5}), options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, makePosition(GameKind::Nim, {}, options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Nim, nums({1, -2}), options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Staircase, nums({0, 3}), options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Staircase, nums({3, 3}), options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Staircase, nums({11}), options));
    }

    void moveBetweenMatchesLegalMoves() {
        GameOptions options;
        options.set("k", 3);
        options.set("cells", 7);
        std::vector<AnyPosition> bashes, nims, wythoffs, redistributions, staircases;
        for (long n = 0; n <= 12; ++n)
            bashes.push_back(makePosition(GameKind::Bash, nums({n}), options));
        for (const auto& t : allTuples(3, 5)) // numbers 0..4
            nims.push_back(makePosition(GameKind::Nim, naturals(t), options));
        for (const auto& t : allTuples(2, 10)) // numbers 0..9
            wythoffs.push_back(makePosition(GameKind::Wythoff, naturals(t), options));
        for (const auto& t : allTuples(3, 5))
            redistributions.push_back(makePosition(GameKind::Redistribution, naturals(t), options));
        for (unsigned mask = 0; mask < (1u << 7); ++mask) {
            std::vector<Natural> cells;
            for (long c = 1; c <= 7; ++c)
                if (mask & (1u << (c - 1))) cells.emplace_back(c);
            staircases.push_back(makePosition(GameKind::Staircase, cells, options));
        }
        checkMoveBetween<bash::Position>(bashes);
        checkMoveBetween<nim::Position>(nims);
        checkMoveBetween<wythoff::Position>(wythoffs);
        checkMoveBetween<redistribution::Position>(redistributions);
        checkMoveBetween<staircase::Position>(staircases);
    }

    void moveBetweenAcrossGamesOrSizes() {
        GameOptions options;
        options.set("k", 3);
        const AnyPosition nim3 = makePosition(GameKind::Nim, nums({3, 4, 5}), options);
        const AnyPosition nim2 = makePosition(GameKind::Nim, nums({3, 4}), options);
        const AnyPosition wyt = makePosition(GameKind::Wythoff, nums({3, 4}), options);
        QVERIFY(!moveBetween(nim3, nim2));
        QVERIFY(!moveBetween(nim2, wyt));
        options.set("k", 4);
        const AnyPosition bashK4 = makePosition(GameKind::Bash, nums({5}), options);
        options.set("k", 3);
        const AnyPosition bashK3 = makePosition(GameKind::Bash, nums({3}), options);
        QVERIFY(!moveBetween(bashK4, bashK3)); // K is part of the game, not the move
    }

    void dispatchAgreesWithTheGames() {
        GameOptions options;
        options.set("k", 4);
        options.set("cells", 20);
        const AnyPosition w = makePosition(GameKind::Wythoff, nums({5, 8}), options);
        QCOMPARE(outcome(w), outcome(std::get<wythoff::Position>(w)));
        QVERIFY(!isOver(w));
        for (const AnyMove& m : winningMoves(w)) {
            QVERIFY(isLegal(w, m));
            QCOMPARE(outcome(apply(w, m)), Outcome::P);
        }
        const AnyMove reply = computerMove(w);
        QCOMPARE(outcome(apply(w, reply)), Outcome::P);
        QVERIFY(!describe(w, reply).empty());
        // A move of another game is refused, never misread.
        const AnyMove bashMove = bash::Move{1};
        QVERIFY(!isLegal(w, bashMove));
        QVERIFY_THROWS_EXCEPTION(IllegalMove, apply(w, bashMove));
    }

    void hugeNumbers() {
        GameOptions options;
        options.set("k", Natural("100000000000000000000000000000", 10));
        const Natural n("1000000000000000000000000000000000000000", 10);
        const AnyPosition p = makePosition(GameKind::Bash, {n}, options);
        const AnyMove m = computerMove(p);
        const AnyPosition q = apply(p, m);
        const auto back = moveBetween(p, q);
        QVERIFY(back.has_value());
        QVERIFY(*back == m);
    }
};

QTEST_GUILESS_MAIN(TstGame)
#include "tst_game.moc"
