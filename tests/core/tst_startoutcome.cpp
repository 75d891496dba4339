// SPDX-License-Identifier: MIT
// Random starts with a chosen outcome ("a position I can win / must lose"): in every game,
// both when a drawn start already has the outcome and when one move has to make it so
// (a single draw, 40-digit piles), the start has the outcome wanted; the outcome is checked
// by a search from the rules on the small starts, and a start that has it is kept as drawn.
#include "core/games/catalogue.h"
#include "core/games/game.h"
#include "core/play/startoutcome.h"
#include "gamehooks.h"
#include "testsupport.h"
#include "core/games/wythoff/wythoff.h"

#include <QtTest>

#include <map>
#include <set>
#include <string>

using namespace grundy;
using testsupport::pow10;

namespace {

/// A game and how to draw one of its starts: `count` numbers below `size` (plus one), then
/// the game's own shape (Northcott's rows, the strip's distinct cells), by its test hooks.
struct Game {
    GameKind kind;
    const testhooks::StartDraw& draw;
};

std::vector<Game> games() {
    std::vector<Game> all;
    for (GameKind kind : allGameKinds())
        for (const testhooks::StartDraw& draw : testhooks::hooksOf(kind).startDraws)
            all.push_back({kind, draw});
    return all;
}

/// One start of `game` with numbers up to `size` (the strip's cells and Northcott's rows
/// fit their board; the graph's chessmen stand on its vertices).
AnyPosition drawStart(const Game& game, const Natural& size, Random& random) {
    return makePosition(game.kind,
                        testhooks::hooksOf(game.kind).drawNumbers(game.draw.count, size, random),
                        game.draw.options);
}

/// Whether the player to move wins, from the rules: some move leaves a lost position.
/// Only for games without cycles (not a loopy one: Northcott's pieces may move back).
bool winsByRules(const AnyPosition& p, std::map<std::string, bool>& memo) {
    std::string key(gameId(kindOf(p)));
    for (const Natural& n : numbersOf(p))
        key += " " + n.get_str();
    if (const auto it = memo.find(key); it != memo.end()) return it->second;
    bool wins = false;
    for (const AnyMove& m : legalMoves(p))
        if (!winsByRules(grundy::apply(p, m), memo)) {
            wins = true;
            break;
        }
    // Misère play: whoever makes the last move loses, so an ended game is won.
    if (legalMoves(p).empty()) wins = conventionOf(p) == Convention::Misere;
    memo[key] = wins;
    return wins;
}

} // namespace

class TestStartOutcome : public QObject {
    Q_OBJECT
private slots:
    void smallStartsHaveTheOutcomeWanted();
    void hugeStartsHaveTheOutcomeWanted();
    void aStartWithTheOutcomeIsKeptAsDrawn();
    void anEndedGameCannotBeMadeWinnable();
    void wythoffLostStartsAreDrawnDirectly();
};

void TestStartOutcome::smallStartsHaveTheOutcomeWanted() {
    for (const Game& game : games()) {
        std::map<std::string, bool> memo; // the game's positions, won or lost
        for (const Outcome want : {Outcome::N, Outcome::P}) {
            Random random(7);
            for (int trial = 0; trial < 40; ++trial) {
                // Found among the draws...
                const auto found = drawWithOutcome(
                    [&] { return drawStart(game, Natural(game.draw.small), random); }, want,
                    random);
                QVERIFY2(found, game.draw.name);
                // ... or made from a single draw by one move, unless that draw has ended otherwise.
                const AnyPosition drawn = drawStart(game, Natural(game.draw.small), random);
                const auto made = drawWithOutcome([&] { return drawn; }, want, random, 1);
                QCOMPARE(made.has_value(), !isOver(drawn) || outcome(drawn) == want);
                for (const auto& start : {found, made}) {
                    if (!start) continue;
                    QCOMPARE(outcome(*start), want);
                    if (!testhooks::hooksOf(game.kind).loopy)
                        QCOMPARE(winsByRules(*start, memo), want == Outcome::N);
                }
            }
        }
    }
}

void TestStartOutcome::hugeStartsHaveTheOutcomeWanted() {
    // 40-digit piles: a P-position is almost never drawn, so one move makes it.
    for (const Game& game : games()) {
        if (!game.draw.huge) continue;
        for (const Outcome want : {Outcome::N, Outcome::P}) {
            Random random(11);
            for (int trial = 0; trial < 10; ++trial) {
                const auto start = drawWithOutcome(
                    [&] { return drawStart(game, pow10(40), random); }, want, random);
                QVERIFY2(start, game.draw.name);
                QCOMPARE(outcome(*start), want);
            }
        }
    }
}

void TestStartOutcome::aStartWithTheOutcomeIsKeptAsDrawn() {
    const AnyPosition lost = makePosition(GameKind::Nim, testsupport::nums({1, 2, 3}), {});
    const AnyPosition won = makePosition(GameKind::Nim, testsupport::nums({1, 2, 4}), {});
    Random random(1);
    QCOMPARE(*drawWithOutcome([&] { return lost; }, Outcome::P, random), lost);
    QCOMPARE(*drawWithOutcome([&] { return won; }, Outcome::N, random), won);
    // The other way round, one move away: the winning move, or any move from a lost start.
    const AnyPosition fromWon = *drawWithOutcome([&] { return won; }, Outcome::P, random);
    QCOMPARE(fromWon, makePosition(GameKind::Nim, testsupport::nums({1, 2, 3}), {}));
    const AnyPosition fromLost = *drawWithOutcome([&] { return lost; }, Outcome::N, random);
    QVERIFY(moveBetween(lost, fromLost).has_value());
}

void TestStartOutcome::anEndedGameCannotBeMadeWinnable() {
    const AnyPosition ended = makePosition(GameKind::Nim, testsupport::nums({0, 0}), {});
    Random random(3);
    QVERIFY(!drawWithOutcome([&] { return ended; }, Outcome::N, random));
    QCOMPARE(*drawWithOutcome([&] { return ended; }, Outcome::P, random), ended);
}

void TestStartOutcome::wythoffLostStartsAreDrawnDirectly() {
    // Every lost pair with piles 1..most (from the rules), and each as often as another.
    for (const Convention play : {Convention::Normal, Convention::Misere}) {
        const GameOptions options =
            play == Convention::Misere ? GameOptions{{"play", "misere"}} : GameOptions{};
        std::map<std::string, bool> memo;
        Random random(1740);
        for (int most = 1; most <= 30; ++most) {
            std::set<std::pair<int, int>> lost;
            for (int a = 1; a <= most; ++a)
                for (int b = 1; b <= most; ++b) {
                    const auto p =
                        makePosition(GameKind::Wythoff, testsupport::nums({a, b}), options);
                    if (!winsByRules(p, memo)) lost.insert({a, b});
                }
            const int draws = 300 * int(lost.size());
            std::map<std::pair<int, int>, int> seen;
            for (int i = 0; i < draws; ++i) {
                const auto p = wythoff::randomPPosition(Natural(most), play, random);
                QCOMPARE(p.has_value(), !lost.empty());
                if (!p) break;
                QCOMPARE(p->play, play);
                ++seen[{int(p->a.get_si()), int(p->b.get_si())}];
            }
            QCOMPARE(int(seen.size()), int(lost.size()));
            for (const auto& [pair, count] : seen) {
                QVERIFY(lost.contains(pair));
                QVERIFY2(count > 200 && count < 400, QByteArray::number(count)); // 300 expected
            }
        }
    }
    // At 40 digits: lost, within the box, and most of them large (about 9 in 10 have a pile
    // above most / 10; the winning move from a drawn pair lands below it about 1 time in 5).
    const Natural most = pow10(40);
    Random random(2);
    int large = 0;
    for (int i = 0; i < 200; ++i) {
        const auto p = wythoff::randomPPosition(most, Convention::Normal, random);
        QVERIFY(p);
        QVERIFY(wythoff::isP(p->a, p->b));
        QVERIFY(p->a >= 1 && p->b >= 1 && p->a <= most && p->b <= most);
        large += std::max(p->a, p->b) * 10 > most ? 1 : 0;
    }
    QVERIFY2(large > 150, QByteArray::number(large));
    // The largest pair fits: b_K <= most < b_(K+1), reached from a box of exactly b_K.
    const Natural k = pow10(30);
    Random edge(5);
    bool sawLast = false;
    for (int i = 0; i < 2000 && !sawLast; ++i) {
        const auto p =
            wythoff::randomPPosition(wythoff::upper(Natural(3)), Convention::Normal, edge);
        sawLast = std::max(p->a, p->b) == wythoff::upper(Natural(3));
        QVERIFY(std::max(p->a, p->b) <= wythoff::upper(Natural(3)));
    }
    QVERIFY(sawLast);
    const auto huge = wythoff::randomPPosition(wythoff::upper(k), Convention::Normal, edge);
    QVERIFY(huge && std::max(huge->a, huge->b) <= wythoff::upper(k));
}

QTEST_APPLESS_MAIN(TestStartOutcome)
#include "tst_startoutcome.moc"
