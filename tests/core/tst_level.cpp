// SPDX-License-Identifier: MIT
// The computer's levels: the exact random source, a random legal move in every game at any
// size (legal, every move reachable, roughly uniform), the same moves for the same seed, and
// how often each level plays perfectly. Every draw comes from fixed seeds, so the counts
// below are the same on every run and machine: nothing here can flake.
#include "core/games/catalogue.h"
#include "core/games/game.h"
#include "core/play/level.h"
#include "testsupport.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace grundy;
using testsupport::nums;
using testsupport::pow10;

Q_DECLARE_METATYPE(grundy::AnyPosition)

namespace {

struct Case {
    const char* name;
    GameKind kind;
    std::vector<Natural> numbers;
    GameOptions options;
};

/// Small positions of every game, both conventions where a game has them: few enough
/// moves to list.
std::vector<Case> smallCases() {
    using enum GameKind;
    return {
        {"bash 9 k3", Bash, nums({9}), {{"k", "3"}}},
        {"bash 2 k5 misere", Bash, nums({2}), {{"k", "5"}, {"play", "misere"}}},
        {"nim 3 0 5", Nim, nums({3, 0, 5}), {}},
        {"nim 1 2 3 misere", Nim, nums({1, 2, 3}), {{"play", "misere"}}},
        {"wythoff 4 6", Wythoff, nums({4, 6}), {}},
        {"wythoff 0 5", Wythoff, nums({0, 5}), {}},
        {"redistribution 3 2 2", Redistribution, nums({3, 2, 2}), {}},
        {"redistribution 2 0 3 1", Redistribution, nums({2, 0, 3, 1}), {}},
        {"redistribution 4", Redistribution, nums({4}), {}},
        {"staircase 2 5 9", Staircase, nums({2, 5, 9}), {{"cells", "10"}}},
        {"staircase 1 3 4", Staircase, nums({1, 3, 4}), {}},
        {"fibonacci-nim 20", FibonacciNim, nums({20}), {}},
        {"fibonacci-nim 12 5", FibonacciNim, nums({12, 5}), {}},
        {"lasker 5 6", Lasker, nums({5, 6}), {}},
        {"lasker 1 7", Lasker, nums({1, 7}), {}},
        {"northcott", Northcott, nums({4, 5, 1, 2}), {{"columns", "6"}}},
        {"northcott edges", Northcott, nums({1, 6, 6, 1, 3, 5}), {{"columns", "6"}}},
        {"subtraction 1,3,4", Subtraction, nums({7, 9}), {{"set", "1,3,4"}}},
        {"subtraction powers", Subtraction, nums({20}), {{"set", "powers-of-two"}}},
        {"subtraction fibonacci misere",
         Subtraction,
         nums({15, 4}),
         {{"set", "fibonacci"}, {"play", "misere"}}},
        {"dag", Dag, nums({0, 0, 1}), {{"graph", "0>1,0>2,1>3,2>3"}}},
    };
}

/// Positions far beyond listing their moves.
std::vector<Case> hugeCases() {
    using enum GameKind;
    const Natural big = pow10(40);
    const std::string bigText = toString(big);
    const std::string twiceBig = toString(Natural(2 * big));
    return {
        {"bash", Bash, {big}, {{"k", toString(pow10(30))}}},
        {"nim", Nim, {big, big + 7, 3}, {}},
        {"nim misere", Nim, {big, 1, 1}, {{"play", "misere"}}},
        {"wythoff", Wythoff, {big, big + 5}, {}},
        {"wythoff one pile", Wythoff, {0, big}, {}},
        {"redistribution", Redistribution, {big, pow10(20), 3}, {}},
        {"staircase", Staircase, {pow10(39), big}, {{"cells", twiceBig}}},
        {"fibonacci-nim", FibonacciNim, {big}, {}},
        {"lasker", Lasker, {big, 5}, {}},
        {"northcott", Northcott, {1, big, big, 1}, {{"columns", twiceBig}}},
        {"subtraction powers", Subtraction, {big}, {{"set", "powers-of-two"}}},
        {"subtraction finite", Subtraction, {big, pow10(35)}, {{"set", "1,3,4"}}},
        {"dag", Dag, nums({0, 1, 2, 3}), {{"graph", dag::randomGraphText(3000, 7)}}},
    };
}

void addPositions(const std::vector<Case>& cases) {
    QTest::addColumn<AnyPosition>("position");
    for (const Case& c : cases)
        QTest::newRow(c.name) << makePosition(c.kind, c.numbers, c.options);
}

/// Whether the move leads to a P-position: a perfect move from an N-position.
bool wins(const AnyPosition& p, const AnyMove& m) {
    return outcome(grundy::apply(p, m)) == Outcome::P;
}

} // namespace

class TestLevel : public QObject {
    Q_OBJECT

private slots:
    void words() {
        std::set<std::string_view> seen;
        for (const Level level : kLevels) {
            QCOMPARE(levelFromWord(levelWord(level)), std::optional(level));
            seen.insert(levelWord(level));
        }
        QCOMPARE(seen,
                 (std::set<std::string_view>{"perfect", "strong", "learner", "random", "coach"}));
        for (const char* bad : {"", "Perfect", "strong ", "expert", "0"})
            QCOMPARE(levelFromWord(bad), std::nullopt);
    }

    // Exact draws: in range, and the same numbers for the same seed (these values are the
    // standard engine's; a change here changes every saved game's replay).
    void belowIsExactAndReproducible() {
        Random a(42), b(42);
        std::vector<u64> drawn;
        for (int i = 0; i < 8; ++i) {
            const u64 x = a.below(u64{1000});
            QVERIFY(x < 1000);
            QCOMPARE(b.below(u64{1000}), x);
            drawn.push_back(x);
        }
        // The standard engine's numbers, so the same on every machine and compiler.
        QCOMPARE(std::vector<u64>(drawn.begin(), drawn.begin() + 4),
                 (std::vector<u64>{406, 824, 450, 662}));
        QCOMPARE(toString(Random(42, 7).below(pow10(41))),
                 std::string("60868991218302397298998759131977911615828"));
        QCOMPARE(Random(7).below(u64{1}), u64{0});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Random(7).below(u64{0}));
        // Turns have streams of their own.
        QCOMPARE(Random(42, 3).below(u64{1} << 40), Random(42, 3).below(u64{1} << 40));
        QVERIFY(Random(42, 3).below(u64{1} << 40) != Random(42, 4).below(u64{1} << 40));
        QVERIFY(Random(42, 3).below(u64{1} << 40) != Random(43, 3).below(u64{1} << 40));
    }

    void bigBelow() {
        const Natural bound = pow10(40) + 3;
        Random random(5);
        std::set<std::string> seen;
        bool aboveHalf = false;
        for (int i = 0; i < 200; ++i) {
            const Natural x = random.below(bound);
            QVERIFY(x >= 0 && x < bound);
            aboveHalf = aboveHalf || 2 * x >= bound;
            seen.insert(toString(x));
        }
        QCOMPARE(seen.size(), std::size_t(200));
        QVERIFY(aboveHalf);
        // A bound just above a power of two: the low bits are all used.
        const Natural edge = testsupport::pow2(130) + 1;
        int top = 0;
        for (int i = 0; i < 400; ++i)
            if (random.below(edge) == edge - 1) ++top;
        QVERIFY(top < 5);
    }

    void distinctBelow() {
        Random random(9);
        for (const Natural& bound : {Natural(5), pow10(30)}) {
            for (std::size_t count = 0; count <= 5; ++count) {
                const auto chosen = random.distinctBelow(bound, count);
                QCOMPARE(chosen.size(), count);
                QVERIFY(std::is_sorted(chosen.begin(), chosen.end()));
                QVERIFY(std::adjacent_find(chosen.begin(), chosen.end()) == chosen.end());
                for (const Natural& x : chosen)
                    QVERIFY(x >= 0 && x < bound);
            }
        }
        // All C(5, 2) = 10 pairs equally likely, roughly.
        std::map<std::pair<long, long>, int> pairs;
        for (int i = 0; i < 5000; ++i) {
            const auto c = random.distinctBelow(5, 2);
            ++pairs[{c[0].get_si(), c[1].get_si()}];
        }
        QCOMPARE(pairs.size(), std::size_t(10));
        for (const auto& [pair, count] : pairs)
            QVERIFY2(count > 400 && count < 600, qPrintable(QString::number(count)));
    }

    // Every legal move reachable, nothing else drawn, and each about equally often.
    void everyMoveReachable_data() { addPositions(smallCases()); }
    void everyMoveReachable() {
        QFETCH(AnyPosition, position);
        const std::vector<AnyMove> moves = legalMoves(position);
        QVERIFY(!moves.empty());
        constexpr int kPerMove = 400;
        std::vector<int> hits(moves.size(), 0);
        Random random(2026);
        for (std::size_t i = 0; i < kPerMove * moves.size(); ++i) {
            const AnyMove m = randomMove(position, random);
            const auto at = std::find(moves.begin(), moves.end(), m);
            QVERIFY2(at != moves.end(), describe(position, m).c_str());
            ++hits[std::size_t(at - moves.begin())];
        }
        // Uniform: each count is 400 ± 20 (one standard deviation); ± 30% is six.
        for (std::size_t i = 0; i < moves.size(); ++i)
            QVERIFY2(hits[i] > kPerMove * 7 / 10 && hits[i] < kPerMove * 13 / 10,
                     qPrintable(
                         QString("%1: %2").arg(describe(position, moves[i]).c_str()).arg(hits[i])));
    }

    // Random players from small positions on, to the end of the game (Northcott's pieces
    // may retreat, so its games are cut off): every move legal, none once the game is over.
    void randomGamesAreLegal_data() { addPositions(smallCases()); }
    void randomGamesAreLegal() {
        QFETCH(AnyPosition, position);
        int ended = 0;
        for (u64 seed = 0; seed < 30; ++seed) {
            AnyPosition p = position;
            for (u64 turn = 0; !isOver(p) && turn < 300; ++turn) {
                const AnyMove m = levelMove(p, Level::Random, seed, turn);
                QVERIFY(isLegal(p, m));
                p = grundy::apply(p, m);
            }
            if (!isOver(p)) continue;
            ++ended;
            QVERIFY_THROWS_EXCEPTION(IllegalMove, levelMove(p, Level::Random, seed, 0));
        }
        QVERIFY(ended > 0);
    }

    void hugeRandomMovesAreLegal_data() { addPositions(hugeCases()); }
    void hugeRandomMovesAreLegal() {
        QFETCH(AnyPosition, position);
        std::set<std::string> different;
        for (u64 turn = 0; turn < 100; ++turn) {
            const AnyMove m = levelMove(position, Level::Random, 11, turn);
            QVERIFY2(isLegal(position, m), describe(position, m).c_str());
            grundy::apply(position, m);
            different.insert(describe(position, m));
        }
        QVERIFY2(different.size() >= 6, qPrintable(QString::number(different.size())));
    }

    // The same seed and turn give the same move at every level; the seed matters.
    void sameSeedSameMoves_data() { addPositions(hugeCases()); }
    void sameSeedSameMoves() {
        QFETCH(AnyPosition, position);
        for (const Level level : kLevels)
            for (u64 turn = 0; turn < 10; ++turn)
                QVERIFY(levelMove(position, level, 77, turn) ==
                        levelMove(position, level, 77, turn));
        int differ = 0;
        for (u64 turn = 0; turn < 10; ++turn)
            if (!(levelMove(position, Level::Random, 77, turn) ==
                  levelMove(position, Level::Random, 78, turn)))
                ++differ;
        QVERIFY(differ > 5);
        // Perfect and Coach are the game's own computer move.
        QVERIFY(levelMove(position, Level::Perfect, 1, 0) == computerMove(position));
        QVERIFY(levelMove(position, Level::Coach, 1, 0) == computerMove(position));
    }

    // 2000 moves from N-positions where some move loses: the share of perfect (winning)
    // moves is the level's chance p of playing perfectly, plus (1 - p) times the chance
    // that the random move wins anyway, summed over the positions.
    void perfectShare_data() {
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("chance"); // in tenths
        QTest::newRow("perfect") << int(Level::Perfect) << 10;
        QTest::newRow("strong") << int(Level::Strong) << 9;
        QTest::newRow("learner") << int(Level::Learner) << 5;
        QTest::newRow("random") << int(Level::Random) << 0;
        QTest::newRow("coach") << int(Level::Coach) << 10;
    }
    void perfectShare() {
        QFETCH(int, level);
        QFETCH(int, chance);
        constexpr int kMoves = 2000;
        Random positions(31337);
        int perfect = 0;
        double expected = 0;
        for (int i = 0; i < kMoves;) {
            // Nim, Wythoff and Lasker's Nim positions of a few small piles.
            const GameKind kind = std::array{GameKind::Nim, GameKind::Wythoff,
                                             GameKind::Lasker}[positions.below(u64{3})];
            std::vector<Natural> numbers;
            for (int pile = 0; pile < (kind == GameKind::Wythoff ? 2 : 3); ++pile)
                numbers.push_back(fromU64(positions.below(u64{12})));
            const AnyPosition p = makePosition(kind, numbers, {});
            const std::vector<AnyMove> moves = legalMoves(p);
            const auto winning = std::count_if(moves.begin(), moves.end(),
                                               [&](const AnyMove& m) { return wins(p, m); });
            if (winning == 0 || winning == std::ssize(moves)) continue;
            const AnyMove m = levelMove(p, Level(level), 4242, u64(i));
            if (wins(p, m)) ++perfect;
            const double w = double(winning) / double(moves.size());
            expected += chance / 10.0 + (1 - chance / 10.0) * w;
            ++i;
        }
        const double share = double(perfect) / kMoves;
        QVERIFY2(std::abs(share - expected / kMoves) < 0.05,
                 qPrintable(QString("%1 against %2").arg(share).arg(expected / kMoves)));
        if (chance == 10) QCOMPARE(perfect, kMoves);
        if (chance == 9) QVERIFY(std::abs(share - 0.9) < 0.05);
        if (chance == 5) QVERIFY(std::abs(share - 0.5) < 0.05 + 0.5 * 0.25);
    }
};

QTEST_APPLESS_MAIN(TestLevel)
#include "tst_level.moc"
