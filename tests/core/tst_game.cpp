// SPDX-License-Identifier: MIT
// The one-interface layer over every game: building positions from numbers, and
// recovering a move from the positions before and after it (how saved games are read).
#include "core/games/bash/bashwords.h"
#include "core/games/catalogue.h"
#include "core/games/fibonaccinim/fibonaccinimwords.h"
#include "core/games/game.h"
#include "core/games/gamewords.h"
#include "core/games/lasker/laskerwords.h"
#include "core/games/nim/nimwords.h"
#include "core/games/northcott/northcottwords.h"
#include "core/games/redistribution/redistributionwords.h"
#include "core/games/staircase/staircasewords.h"
#include "core/games/wythoff/wythoffwords.h"
#include "core/text/english.h"
#include "gamehooks.h"
#include "testsupport.h"

#include <QtTest>

#include <algorithm>
#include <functional>
#include <set>

using namespace grundy;
using testsupport::nums;

namespace {

/// Checks moveBetween against the successors listed by the game itself: a move is
/// found exactly for the positions one legal move away, and it leads there.
void checkMoveBetween(const std::vector<AnyPosition>& universe) {
    for (const AnyPosition& from : universe) {
        const std::vector<AnyPosition> successors = std::visit(
            [](const auto& f) {
                std::vector<AnyPosition> next;
                for (const auto& m : legalMoves(f))
                    next.emplace_back(apply(f, m));
                return next;
            },
            from);
        for (const AnyPosition& to : universe) {
            const bool reachable =
                std::find(successors.begin(), successors.end(), to) != successors.end();
            const auto move = moveBetween(from, to);
            QCOMPARE(move.has_value(), reachable);
            if (move) QVERIFY(apply(from, *move) == to);
        }
    }
}

/// One error of the core: what throws it, whether it is an IllegalMove (else an
/// InvalidPosition), its message as data, and its English (what(), as before).
struct ErrorCase {
    const char* name;
    std::function<void()> act;
    bool illegalMove;
    Message message;
    std::string english;
};

Message msg(Phrase id, std::vector<Arg> args = {}) {
    return {id, std::move(args)};
}

/// Representative errors of every game, the catalogue's checks and the dispatch.
const std::vector<ErrorCase>& errorCases() {
    using namespace words;
    using V = std::vector<Natural>;
    const Natural n0(0), n1(1), n2(2), n3(3), n4(4), n5(5), n6(6);
    static const std::vector<ErrorCase> cases = {
        {"bash take 0",
         [] {
             bash::apply({9, 5}, {0});
         },
         true, msg(ErrorTakeNothing), "a move must take at least one stone"},
        {"bash over K",
         [] {
             bash::apply({9, 5}, {6});
         },
         true, msg(ErrorTakeTooMany, {stones(n5), n6}), "a move may take at most 5 stones, not 6"},
        {"bash over pile",
         [] {
             bash::apply({1, 5}, {2});
         },
         true, msg(ErrorPileHasOnly, {stones(n1), n2}), "the pile has only 1 stone, cannot take 2"},
        {"bash K 0",
         [] {
             bash::validate({5, 0});
         },
         false, msg(ErrorMaxTakeZero), "K (the most a move may take) must be at least 1"},
        {"bash negative",
         [] {
             bash::validate({-1, 3});
         },
         false, msg(ErrorNegativePile), "a pile cannot hold a negative number of stones"},
        {"bash over",
         [] {
             bash::computerMove({0, 3});
         },
         true, msg(ErrorGameOver), "the game is over: there is no move to make"},
        {"nim no pile",
         [] {
             nim::apply({V{3, 5}}, {2, 1});
         },
         true, msg(ErrorNoPile, {n3, n2}), "there is no pile 3 (there are 2)"},
        {"nim short",
         [] {
             nim::apply({V{3, 5}}, {0, 4});
         },
         true, msg(ErrorPileShort, {n1, stones(n3), n4}),
         "pile 1 has only 3 stones, cannot take 4"},
        {"nim negative",
         [] {
             nim::validate({V{2, -1}});
         },
         false, msg(ErrorPileNegative, {n2}), "pile 2 has a negative number of stones"},
        {"wythoff mixed",
         [] {
             wythoff::apply({3, 5}, {1, 2});
         },
         true, msg(ErrorWythoffMixed, {n1, n2}),
         "a move takes from one pile, or the same number from both piles; not 1 from pile A "
         "and 2 from pile B"},
        {"wythoff both",
         [] {
             wythoff::apply({3, 5}, {4, 4});
         },
         true, msg(ErrorWythoffBothShort, {n4, n3, stones(n5)}),
         "cannot take 4 from both piles of 3 and 5 stones"},
        {"wythoff B",
         [] {
             wythoff::apply({3, 5}, {0, 6});
         },
         true, msg(ErrorWythoffBShort, {n6, stones(n5)}), "cannot take 6 from pile B of 5 stones"},
        {"wythoff negative",
         [] {
             wythoff::outcome({-1, 2});
         },
         false, msg(ErrorPilesNegative, {Natural(-1), n2}),
         "a pile cannot hold a negative number of stones (-1, 2)"},
        {"wythoff over",
         [] {
             wythoff::computerMove({0, 0});
         },
         true, msg(ErrorBothPilesEmpty), "no move is left: both piles are empty"},
        {"redistribution itself",
         [] {
             redistribution::apply({V{2, 3}}, {0, 1, {{0, 1}}});
         },
         true, msg(ErrorGiftToItself, {n1}), "pile 1 cannot give stones to itself"},
        {"redistribution twice",
         [] {
             redistribution::apply({V{4, 3, 2}}, {0, 1, {{1, 1}, {1, 1}}});
         },
         true, msg(ErrorGiftTwice, {n2}), "pile 2 is given stones twice"},
        {"redistribution uses",
         [] {
             redistribution::apply({V{2, 3}}, {0, 1, {{1, 5}}});
         },
         true, msg(ErrorPileUses, {n1, stones(n2), n6}),
         "pile 1 has only 2 stones, the move uses 6"},
        {"redistribution empty",
         [] {
             redistribution::apply({V{0, 3}}, {0, 1, {}});
         },
         true, msg(ErrorPileEmpty, {n1}), "pile 1 is empty"},
        {"redistribution over",
         [] {
             redistribution::computerMove({V{0, 0}});
         },
         true, msg(ErrorAllPilesEmpty), "the game is over: every pile is empty"},
        {"staircase beyond",
         [] {
             staircase::fromCells(V{2, 6}, 5);
         },
         false, msg(ErrorCellBeyond, {n6, n5}), "a chip on cell 6, beyond the strip of 5 cells"},
        {"staircase two chips",
         [] {
             staircase::validate({V{3, 3}, 5});
         },
         false, msg(ErrorTwoChips, {n3}), "two chips on cell 3"},
        {"staircase cell 0",
         [] {
             staircase::validate({V{0, 3}, 5});
         },
         false, msg(ErrorCellZero, {n0}), "a chip on cell 0: cells are numbered from 1"},
        {"staircase blocked",
         [] {
             staircase::apply({V{2, 5}, 6}, {1, 2});
         },
         true, msg(ErrorChipBlocked, {n5, n2, n2}),
         "the chip on cell 5 cannot reach cell 2: the chip on cell 2 is in the way"},
        {"staircase right",
         [] {
             staircase::apply({V{2, 5}, 6}, {0, 3});
         },
         true, msg(ErrorChipOnlyLeft, {n2, n3}),
         "the chip on cell 2 can only move left, not to cell 3"},
        {"staircase over",
         [] {
             staircase::computerMove({V{1, 2}, 6});
         },
         true, msg(ErrorNoChipCanMove), "the game is over: no chip can move"},
        {"fibonacci-nim over the limit",
         [] {
             fibonaccinim::apply({20, 6}, {7});
         },
         true, msg(ErrorFibonacciTakeTooMany, {stones(n6), Natural(7)}),
         "this move may take at most 6 stones (twice the previous move; on the first move, all "
         "but one stone), not 7"},
        {"fibonacci-nim limit 0",
         [] {
             fibonaccinim::validate({5, 0});
         },
         false, msg(ErrorFibonacciLimitZero),
         "the next move must be allowed at least 1 stone while stones are left"},
        {"fibonacci-nim one stone",
         [] { positionFrom(gameInfo(GameKind::FibonacciNim), V{1}, {}); }, false,
         msg(ErrorFibonacciOneStone),
         "a heap of 1 stone has no first move (it may take 1 to n \u2212 1 = 0): Fibonacci Nim "
         "starts with at least 2 stones"},
        {"fibonacci-nim three numbers",
         [] {
             positionFrom(gameInfo(GameKind::FibonacciNim), V{5, 2, 1}, {});
         },
         false, msg(ErrorShapeAtMost, {n2, msg(NounNumbers)}), "a position has at most 2 numbers"},
        {"fibonacci-nim over",
         [] {
             fibonaccinim::computerMove({0, 4});
         },
         true, msg(ErrorGameOver), "the game is over: there is no move to make"},
        {"northcott white's piece",
         [] {
             northcott::apply(northcott::fromNumbers(V{2, 6}, 8),
                              {0, northcott::Colour::White, Natural(5)});
         },
         true, msg(ErrorNorthcottNotYours, {msg(NorthcottBlack), msg(NorthcottWhite)}),
         "black moves now: the white pieces are the other player's"},
        {"northcott jump",
         [] {
             northcott::apply(northcott::fromNumbers(V{2, 6}, 8),
                              {0, northcott::Colour::Black, Natural(7)});
         },
         true, msg(ErrorNorthcottJump, {msg(NorthcottBlack), n1, msg(NorthcottWhite), n6}),
         "the black piece of row 1 cannot jump over the white piece on column 6"},
        {"northcott over",
         [] {
             northcott::computerMove(northcott::fromNumbers(V{1, 2}, 6));
         },
         true, msg(ErrorNorthcottNoMove, {msg(NorthcottBlack)}),
         "the black pieces cannot move: each stands against its wall with the other piece "
         "beside it"},
        {"northcott off board",
         [] {
             northcott::fromNumbers(V{2, 9}, 8);
         },
         false, msg(ErrorNorthcottOffBoard, {n1, Natural(9), Natural(8)}),
         "row 1: a piece on column 9, off the board of columns 1 to 8"},
        {"other game",
         [] { grundy::apply(AnyPosition(nim::Position{V{3}}), AnyMove(bash::Move{1})); }, true,
         msg(ErrorOtherGame), "the move belongs to another game"},
        {"shape exactly 1",
         [] {
             positionFrom(gameInfo(GameKind::Bash), V{23, 5}, {{"k", "4"}});
         },
         false, msg(ErrorShapeExactlyOne, {msg(GameBash), n2}),
         "Bash game needs exactly 1 number, got 2"},
        {"shape exactly 2", [] { positionFrom(gameInfo(GameKind::Wythoff), V{4}, {}); }, false,
         msg(ErrorShapeExactly, {msg(GameWythoff), n2, n1}),
         "Wythoff's game needs exactly 2 numbers, got 1"},
        {"shape at least", [] { positionFrom(gameInfo(GameKind::Nim), V{}, {}); }, false,
         msg(ErrorShapeAtLeast, {n1, msg(NounPiles)}), "a position needs at least 1 of its piles"},
        {"option unknown",
         [] {
             positionFrom(gameInfo(GameKind::Nim), V{3}, {{"x", "1"}});
         },
         false, msg(ErrorOptionUnknown, {msg(GameNim), Verbatim{"x"}}), "Nim has no option \"x\""},
        {"option missing", [] { positionFrom(gameInfo(GameKind::Bash), V{5}, {}); }, false,
         msg(ErrorOptionMissing, {msg(GameBash), Verbatim{"k"}}), "Bash game needs the option k"},
        {"option not a number",
         [] {
             positionFrom(gameInfo(GameKind::Bash), V{5}, {{"k", "4x"}});
         },
         false, msg(ErrorOptionNotANumber, {Verbatim{"k"}, Verbatim{"4x"}}),
         "option k: expected a non-negative whole number, got \"4x\""},
        {"option too small",
         [] {
             positionFrom(gameInfo(GameKind::Bash), V{5}, {{"k", "0"}});
         },
         false, msg(ErrorOptionTooSmall, {Verbatim{"k"}, n1, Verbatim{"0"}}),
         "option k: must be at least 1, got 0"},
        {"lasker nothing",
         [] {
             lasker::apply({V{3}}, {0, 0, 0});
         },
         true, msg(ErrorLaskerNothing), "a move must take at least one stone or split a pile"},
        {"lasker take and split",
         [] {
             lasker::apply({V{3}}, {0, 1, 1});
         },
         true, msg(ErrorLaskerTakeAndSplit),
         "a move either takes stones or splits a pile, not both"},
        {"lasker split 1", [] { lasker::apply({V{1}}, lasker::Move::splitting(0, 1)); }, true,
         msg(ErrorLaskerSplitSmall, {n1, stones(n1)}),
         "pile 1 has 1 stone: only a pile of at least 2 stones can be split"},
        {"lasker larger part", [] { lasker::apply({V{5}}, lasker::Move::splitting(0, 3)); }, true,
         msg(ErrorLaskerSplitPart, {n1, n5, n2, n3}),
         "a split of pile 1 (5) names its smaller part, at most 2, not 3"},
        {"lasker over",
         [] {
             lasker::computerMove({V{0, 0}});
         },
         true, msg(ErrorGameOver), "the game is over: there is no move to make"},
    };
    return cases;
}

} // namespace

class TstGame : public QObject {
    Q_OBJECT
private slots:
    void errorsCarryTheirMessage_data() {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < errorCases().size(); ++i)
            QTest::newRow(errorCases()[i].name) << int(i);
    }

    // Every error says what is wrong as data (for the window's translation) and keeps
    // its English words in what() (for grundy-cli and saved-game errors).
    void errorsCarryTheirMessage() {
        QFETCH(int, index);
        const ErrorCase& c = errorCases()[std::size_t(index)];
        try {
            c.act();
            QFAIL("no error");
        } catch (const MessageError& e) {
            QCOMPARE(dynamic_cast<const IllegalMove*>(&e) != nullptr, c.illegalMove);
            QCOMPARE(dynamic_cast<const InvalidPosition*>(&e) != nullptr, !c.illegalMove);
            QVERIFY2(e.message() == c.message, e.what());
            QCOMPARE(QString::fromUtf8(e.what()), QString::fromStdString(c.english));
            QCOMPARE(QString::fromStdString(toEnglish(e.message())), QString::fromUtf8(e.what()));
        }
    }

    // Each entry's words: the name is the one the game's test hooks pin, and the noun of
    // its numbers as words agrees with the noun the command line uses.
    void gameWordsMatchTheCatalogue() {
        for (const GameInfo* game : catalogue()) {
            const char* name = testhooks::hooksOf(game->kind).englishName;
            QVERIFY2(name != nullptr, std::string(game->id).c_str());
            QCOMPARE(toEnglish(gameName(game->kind)), std::string(name));
            QCOMPARE(toEnglish(positionNoun(game->kind)), std::string(game->shape.noun));
        }
    }

    // Every entry explains its own positions and says why its winning moves win:
    // explain::explain and reasonMessage call them without asking. A game played misère too
    // says how each position is played (conventionOf).
    void everyGameExplainsItself() {
        for (const GameInfo* game : catalogue()) {
            const std::string id(game->id);
            QVERIFY2(game->explain != nullptr, id.c_str());
            QVERIFY2(game->reason != nullptr, id.c_str());
            QVERIFY2((game->convention != nullptr) == (game->option("play") != nullptr),
                     id.c_str());
        }
    }

    // An option error keeps its problem as data and says it as a message too.
    void optionErrorIsAnInvalidPosition() {
        try {
            positionFrom(gameInfo(GameKind::Bash), {Natural(5)}, {{"k", "0"}});
            QFAIL("no error");
        } catch (const OptionError& e) {
            QCOMPARE(e.problem(), OptionError::Problem::TooSmall);
            QCOMPARE(e.message().phrase, words::ErrorOptionTooSmall);
        }
    }
    void ids() {
        for (GameKind kind : allGameKinds())
            QCOMPARE(gameFromId(gameId(kind)), std::optional<GameKind>(kind));
        QVERIFY(!gameFromId("chess"));
        QVERIFY(!gameFromId(""));
        QCOMPARE(gameId(GameKind::Staircase), std::string_view("staircase"));
    }

    // Every game has the hooks the shared tests and the fuzz target use (gamehooks.h).
    void everyGameHasItsTestHooks() {
        for (GameKind kind : allGameKinds()) {
            const testhooks::GameHooks& h = testhooks::hooksOf(kind);
            const std::string id(gameId(kind));
            QVERIFY2(!h.sample.numbers.empty(), id.c_str());
            QVERIFY2(h.moveBetweenUniverse && h.hugeStart && h.drawNumbers && h.randomSmall &&
                         h.pPosition && h.isSmall,
                     id.c_str());
            QVERIFY2(!h.moveBetweenUniverse().empty() || gameInfo(kind).follow, id.c_str());
            QVERIFY2(!h.records.empty(), id.c_str());
            QVERIFY2(!h.startDraws.empty(), id.c_str());
            QVERIFY2(!h.playthroughs.empty(), id.c_str());
            for (const testhooks::Playthrough& play : h.playthroughs)
                QVERIFY2(kindOf(play.start) == kind, play.name);
        }
    }

    // The listed moves are the game's own, all legal, each leading somewhere else, and
    // every winning move is among them.
    void legalMovesAgreeWithTheGames() {
        for (GameKind kind : allGameKinds()) {
            const testhooks::Start& sample = testhooks::hooksOf(kind).sample;
            const AnyPosition p = makePosition(kind, sample.numbers, sample.options);
            const std::vector<AnyMove> moves = legalMoves(p);
            QVERIFY(!moves.empty());
            const std::size_t own =
                std::visit([](const auto& x) { return legalMoves(x).size(); }, p);
            QCOMPARE(moves.size(), own);
            std::set<std::vector<Natural>> reached;
            for (const AnyMove& m : moves) {
                QVERIFY(isLegal(p, m));
                reached.insert(numbersOf(apply(p, m)));
            }
            QCOMPARE(reached.size(), moves.size());
            for (const AnyMove& w : winningMoves(p))
                QVERIFY(std::find(moves.begin(), moves.end(), w) != moves.end());
        }
    }

    void makePositionRoundTrip() {
        for (GameKind kind : allGameKinds()) {
            const testhooks::Start& sample = testhooks::hooksOf(kind).sample;
            const AnyPosition p = makePosition(kind, sample.numbers, sample.options);
            QCOMPARE(kindOf(p), kind);
            QVERIFY(numbersOf(p) == sample.numbers);
        }
        GameOptions options;
        options.set("k", 4);
        options.set("cells", 20);
        // Chip cells come back ascending whatever order they were typed in.
        const AnyPosition s = makePosition(GameKind::Staircase, nums({9, 2, 14, 5}), options);
        QVERIFY(numbersOf(s) == nums({2, 5, 9, 14}));
        QCOMPARE(*optionsOf(s).natural("cells"), Natural(20));
        QCOMPARE(optionsOf(makePosition(GameKind::Bash, nums({7}), options)).natural("k"),
                 std::optional(Natural(4)));
        // Fibonacci Nim from its heap alone is the start: the first move may take n - 1.
        QVERIFY(numbersOf(makePosition(GameKind::FibonacciNim, nums({20}), options)) ==
                nums({20, 19}));
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
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::FibonacciNim, nums({5, 0}), options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::FibonacciNim, nums({1}), options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, makePosition(GameKind::Lasker, {}, options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Lasker, nums({1, -2}), options));
        options.set("columns", 10);
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Northcott, nums({1, 2, 3}), options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Northcott, nums({4, 4}), options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Northcott, nums({4, 11}), options));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition,
                                 makePosition(GameKind::Northcott, nums({0, 1}), options));
    }

    void moveBetweenMatchesLegalMoves() {
        for (GameKind kind : allGameKinds()) {
            const std::vector<AnyPosition> universe =
                testhooks::hooksOf(kind).moveBetweenUniverse();
            for (const AnyPosition& p : universe)
                QCOMPARE(kindOf(p), kind);
            checkMoveBetween(universe);
        }
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

    // A position its game refuses has no legal move: isLegal says no (whyIllegal says why),
    // and apply throws InvalidPosition (not IllegalMove), as the position's own check does.
    void refusedPositionsHaveNoLegalMove() {
        const wythoff::Position negative{Natural(-1), 5};
        const wythoff::Move take{0, 1};
        QVERIFY(!wythoff::isLegal(negative, take));
        QVERIFY(wythoff::whyIllegal(negative, take));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, wythoff::apply(negative, take));
        const dag::Position noGraph{};
        const dag::Move slide{0, 1};
        QVERIFY(!dag::isLegal(noGraph, slide));
        QVERIFY(dag::whyIllegal(noGraph, slide));
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, dag::apply(noGraph, slide));
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
