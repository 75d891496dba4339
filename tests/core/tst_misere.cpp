// SPDX-License-Identifier: MIT
// Misère play of Bash, Nim and Wythoff (whoever takes the last stone loses): every outcome,
// every list of winning moves and the computer's move against an exhaustive search from the
// rules on all small positions (bounds in docs/course.md §12), identities at huge sizes, and the
// convention carried through moves, the catalogue and the explanations.
#include "core/analysis/explain.h"
#include "core/analysis/explainwords.h"
#include "core/games/bash/bashwords.h"
#include "core/games/catalogue.h"
#include "core/games/game.h"
#include "core/games/nim/nimwords.h"
#include "core/text/english.h"
#include "oracle.h"

#include <QtTest>

#include <algorithm>
#include <tuple>
#include <utility>
#include <vector>

Q_DECLARE_METATYPE(grundy::Phrase)

using grundy::AnyMove;
using grundy::AnyPosition;
using grundy::Convention;
using grundy::GameOptions;
using grundy::Natural;
using grundy::Outcome;
using grundy::Phrase;
using oracle::pow10;

namespace bash = grundy::bash;
namespace nim = grundy::nim;
namespace wythoff = grundy::wythoff;

namespace {

constexpr Convention kMisere = Convention::Misere;

using Pile = std::pair<int, int>; // (n, K)
using Heaps = std::vector<int>;   // Nim's piles, in order

std::vector<Pile> bashOptions(const Pile& p) {
    std::vector<Pile> next;
    for (int t = 1; t <= p.second && t <= p.first; ++t)
        next.emplace_back(p.first - t, p.second);
    return next;
}

std::vector<Heaps> nimOptions(const Heaps& h) {
    std::vector<Heaps> next;
    for (std::size_t i = 0; i < h.size(); ++i)
        for (int q = 0; q < h[i]; ++q) {
            Heaps n = h;
            n[i] = q;
            next.push_back(n);
        }
    return next;
}

nim::Position nimAt(const Heaps& h) {
    nim::Position p{{}, kMisere};
    for (int x : h)
        p.piles.emplace_back(x);
    return p;
}

/// Every heap list of `count` heaps of 0..most.
std::vector<Heaps> allHeaps(std::size_t count, int most) {
    std::vector<Heaps> out{Heaps{}};
    for (std::size_t i = 0; i < count; ++i) {
        std::vector<Heaps> longer;
        for (const Heaps& h : out)
            for (int x = 0; x <= most; ++x) {
                Heaps n = h;
                n.push_back(x);
                longer.push_back(n);
            }
        out = std::move(longer);
    }
    return out;
}

/// The moves of a game's position whose result loses for the opponent, by the search.
template <class Position, class Search, class Key>
std::vector<decltype(computerMove(std::declval<Position>()))>
winningBySearch(const Position& p, Search& search, Key key) {
    std::vector<decltype(computerMove(p))> out;
    for (const auto& m : legalMoves(p))
        if (!search.moverWins(key(apply(p, m)))) out.push_back(m);
    return out;
}

/// Checks outcome, winning moves and the computer's move of p against the search.
template <class Position, class Search, class Key>
void checkAgainstSearch(const Position& p, Search& search, Key key, const QByteArray& where) {
    const bool wins = search.moverWins(key(p));
    QVERIFY2(outcome(p) == (wins ? Outcome::N : Outcome::P), where);
    const auto winning = winningBySearch(p, search, key);
    QVERIFY2(oracle::sameMoves(winningMoves(p), winning), where);
    if (isOver(p)) {
        QVERIFY2(wins, where); // misère: no move left, the player to move has won
        return;
    }
    const auto move = computerMove(p);
    QVERIFY2(isLegal(p, move), where);
    if (!winning.empty()) {
        QVERIFY2(std::find(winning.begin(), winning.end(), move) != winning.end(), where);
        return;
    }
    // From a P-position: the fewest winning replies, a move that takes the last stone (and
    // so loses at once) counting as worst unless it is the only kind.
    const auto replies = [&](const auto& m) {
        const Position next = apply(p, m);
        return isOver(next) ? std::size_t(1000) : winningBySearch(next, search, key).size();
    };
    std::size_t fewest = std::size_t(-1);
    for (const auto& m : legalMoves(p))
        fewest = std::min(fewest, replies(m));
    QVERIFY2(replies(move) == fewest, where);
}

} // namespace

class TstMisere : public QObject {
    Q_OBJECT

private slots:
    // ---- against the search from the rules

    void bashAgainstSearch() {
        oracle::MisereSearch<Pile> search(bashOptions);
        for (int k = 1; k <= 11; ++k)
            for (int n = 0; n <= 200; ++n) {
                const bash::Position p{Natural(n), Natural(k), kMisere};
                checkAgainstSearch(
                    p, search,
                    [](const bash::Position& q) {
                        return Pile(q.stones.get_si(), q.maxTake.get_si());
                    },
                    QByteArray::number(n) + " K=" + QByteArray::number(k));
                // docs/course.md §12: lost iff n = 1 (mod K+1), against the search
                QCOMPARE(outcome(p) == Outcome::P, n % (k + 1) == 1);
            }
    }

    void nimAgainstSearch() {
        oracle::MisereSearch<Heaps> search(nimOptions);
        const auto key = [](const nim::Position& q) {
            Heaps h;
            for (const Natural& x : q.piles)
                h.push_back(int(x.get_si()));
            return h;
        };
        std::vector<Heaps> all;
        for (std::size_t count = 1; count <= 4; ++count)
            for (const Heaps& h : allHeaps(count, count <= 2 ? 12 : count == 3 ? 7 : 4))
                all.push_back(h);
        for (const Heaps& h : all)
            checkAgainstSearch(nimAt(h), search, key, oracle::show(h));
    }

    void wythoffAgainstSearch() {
        oracle::MisereSearch<oracle::WythoffCell> search(oracle::wythoffOptions);
        const auto key = [](const wythoff::Position& q) {
            return oracle::WythoffCell(int(q.a.get_si()), int(q.b.get_si()));
        };
        for (int a = 0; a <= 40; ++a)
            for (int b = 0; b <= 40; ++b) {
                const wythoff::Position p{Natural(a), Natural(b), kMisere};
                checkAgainstSearch(p, search, key,
                                   QByteArray::number(a) + "," + QByteArray::number(b));
                QCOMPARE(wythoff::isMisereP(Natural(a), Natural(b)), !search.moverWins({a, b}));
            }
        // the three changed positions, by name
        for (const auto& [a, b] : {std::pair{0, 1}, {1, 0}, {2, 2}})
            QVERIFY(!search.moverWins({a, b}));
        for (const auto& [a, b] : {std::pair{0, 0}, {1, 2}, {2, 1}})
            QVERIFY(search.moverWins({a, b}));
    }

    // ---- identities at huge sizes

    void hugeBash() {
        const Natural k = pow10(20), q = pow10(30);
        const Natural n = q * (k + 1) + 1;
        QCOMPARE(outcome(bash::Position{n, k, kMisere}), Outcome::P);
        QCOMPARE(outcome(bash::Position{n, k}), Outcome::N);
        const bash::Position p{n + 5, k, kMisere};
        QCOMPARE(winningMoves(p), (std::vector<bash::Move>{bash::Move{5}}));
        QCOMPARE(computerMove(bash::Position{n, k, kMisere}).take, Natural(1));
        // n = 0 (mod K+1): take K, leaving 1 more than a multiple
        QCOMPARE(winningMoves(bash::Position{q * (k + 1), k, kMisere}).front().take, k);
    }

    void hugeNim() {
        const Natural x = pow10(30), y = pow10(30) + 12345;
        // two or more big piles: exactly normal play
        for (const std::vector<Natural>& piles :
             {std::vector<Natural>{x, y, Natural(1)}, {x, x}, {x, y, y, Natural(7)}}) {
            const nim::Position normal{piles}, misere{piles, kMisere};
            QCOMPARE(outcome(misere), outcome(normal));
            QCOMPARE(winningMoves(misere), winningMoves(normal));
        }
        // one big pile: cut it to leave an odd number of 1s
        QCOMPARE(winningMoves(nim::Position{{x}, kMisere}),
                 (std::vector<nim::Move>{nim::Move{0, x - 1}}));
        QCOMPARE(winningMoves(nim::Position{{Natural(1), x, Natural(0)}, kMisere}),
                 (std::vector<nim::Move>{nim::Move{1, x}}));
        QCOMPARE(outcome(nim::Position{{x, Natural(1)}, kMisere}), Outcome::N);
        const nim::Position p{{x, x}, kMisere};
        QVERIFY(isLegal(p, computerMove(p)));
    }

    void hugeWythoff() {
        const Natural k = pow10(30);
        const Natural a = wythoff::lower(k), b = a + k;
        QCOMPARE(outcome(wythoff::Position{a, b, kMisere}), Outcome::P);
        for (const wythoff::Position& p :
             {wythoff::Position{a + 1, b, kMisere}, wythoff::Position{a, b + 7, kMisere},
              wythoff::Position{b, a + 3, kMisere}}) {
            QCOMPARE(outcome(p), Outcome::N);
            QCOMPARE(winningMoves(p), winningMoves(wythoff::Position{p.a, p.b}));
        }
        // a huge pile beside a small one reaches the changed corner: (2, huge) -> (2, 2)
        const auto corner = winningMoves(wythoff::Position{Natural(2), a, kMisere});
        QCOMPARE(std::count(corner.begin(), corner.end(), wythoff::Move{0, a - 2}), 1);
        const wythoff::Position p{a, b, kMisere};
        QVERIFY(isLegal(p, computerMove(p)));
    }

    // ---- the convention through moves, the catalogue and the end of the game

    void conventionCarried_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("numbers");
        QTest::newRow("bash") << "bash"
                              << "9";
        QTest::newRow("nim") << "nim"
                             << "1 1 1";
        QTest::newRow("wythoff") << "wythoff"
                                 << "2 2";
    }

    void conventionCarried() {
        QFETCH(QString, game);
        QFETCH(QString, numbers);
        const grundy::GameInfo& info = *grundy::findGame(game.toStdString());
        std::vector<Natural> n;
        for (const QString& s : numbers.split(' '))
            n.emplace_back(s.toStdString());
        const GameOptions given{{"play", "misere"}, {"k", "3"}};
        AnyPosition p = grundy::makePosition(info.kind, n, given);
        QCOMPARE(grundy::conventionOf(p), kMisere);
        QCOMPARE(*grundy::optionsOf(p).find("play"), std::string("misere"));
        // the default is normal play, which files leave out (they read as before the option)
        const AnyPosition normal = grundy::makePosition(info.kind, n, {{"k", "3"}});
        QCOMPARE(grundy::conventionOf(normal), Convention::Normal);
        QVERIFY(!grundy::optionsOf(normal).find("play"));
        QVERIFY(grundy::positionFrom(info, n, grundy::optionsOf(p)) == p);
        // play it out: the convention stays, and whoever takes the last stone loses
        int mover = 0;
        while (!grundy::isOver(p)) {
            const AnyMove m = grundy::computerMove(p);
            const AnyPosition next = grundy::apply(p, m);
            QCOMPARE(grundy::conventionOf(next), kMisere);
            QVERIFY(grundy::moveBetween(p, next) == m);
            QVERIFY(!grundy::moveBetween(normal, next)); // not across conventions
            p = next;
            mover = 1 - mover;
        }
        const int lastMover = 1 - mover;
        QCOMPARE(grundy::winnerAfter(p, lastMover), std::optional<int>(1 - lastMover));
        QCOMPARE(grundy::outcome(p), Outcome::N); // the player to move has won
        // these starts are misère P-positions: the second player (1) wins
        QCOMPARE(lastMover, 0);
    }

    void badPlayWordRefused() {
        try {
            grundy::positionFrom(*grundy::findGame("nim"), {Natural(1)}, {{"play", "bogus"}});
            QFAIL("no error");
        } catch (const grundy::OptionError& e) {
            QCOMPARE(e.problem(), grundy::OptionError::Problem::Invalid);
            QCOMPARE(e.option(), std::string("play"));
        }
    }

    // ---- explanations

    void explanationsFollowTheConvention() {
        std::vector<AnyPosition> positions;
        for (int n = 0; n <= 12; ++n)
            positions.push_back(bash::Position{Natural(n), Natural(3), kMisere});
        for (std::size_t count = 1; count <= 3; ++count)
            for (const Heaps& h : allHeaps(count, 4))
                positions.push_back(nimAt(h));
        for (int a = 0; a <= 9; ++a)
            for (int b = 0; b <= 9; ++b)
                positions.push_back(wythoff::Position{Natural(a), Natural(b), kMisere});
        for (const AnyPosition& p : positions) {
            const grundy::explain::Explanation e = grundy::explain::explain(p);
            QCOMPARE(e.outcome, grundy::outcome(p));
            const grundy::Message name{grundy::words::MisereGameName,
                                       {grundy::gameName(grundy::kindOf(p))}};
            QVERIFY(e.title.args.at(0) == grundy::Arg(name));
            QCOMPARE(e.moves.size(), grundy::winningMoves(p).size());
            QVERIFY(!e.paragraphs.empty());
            if (grundy::isOver(p)) QCOMPARE(e.verdict.phrase, grundy::words::VerdictOverMisere);
            const std::string text = grundy::explain::toText(e);
            QVERIFY(text.find("misère") != std::string::npos ||
                    text.find("Misère") != std::string::npos);
            // every legal move has a reason, the last stone's included
            for (const AnyMove& m : grundy::winningMoves(p))
                QVERIFY(!grundy::explain::reasonFor(p, m).empty());
        }
    }

    void takingTheLastStoneIsExplained() {
        const AnyPosition p = nim::Position{{Natural(0), Natural(1)}, kMisere};
        const AnyMove m = nim::Move{1, Natural(1)};
        QCOMPARE(grundy::explain::reasonMessage(p, m).phrase, grundy::words::ReasonTakesLast);
        const AnyPosition two = bash::Position{Natural(2), Natural(3), kMisere};
        QCOMPARE(grundy::explain::reasonMessage(two, AnyMove(bash::Move{Natural(2)})).phrase,
                 grundy::words::ReasonTakesLast);
        QCOMPARE(grundy::explain::reasonMessage(two, AnyMove(bash::Move{Natural(1)})).phrase,
                 grundy::words::BashMisereReason);
    }

    void misereNimCaseAnalysis_data() {
        QTest::addColumn<QString>("piles");
        QTest::addColumn<grundy::Phrase>("paragraph");
        QTest::newRow("odd ones") << "1 1 1" << grundy::words::NimMisereSmallOdd;
        QTest::newRow("even ones") << "1 0 1" << grundy::words::NimMisereSmallEven;
        QTest::newRow("one big") << "1 5 1" << grundy::words::NimMisereOneBig;
        QTest::newRow("two big, XOR 0") << "3 2 1" << grundy::words::NimMisereZero;
        QTest::newRow("two big") << "3 5 7" << grundy::words::NimHighestColumn;
    }

    void misereNimCaseAnalysis() {
        QFETCH(QString, piles);
        QFETCH(grundy::Phrase, paragraph);
        Heaps h;
        for (const QString& s : piles.split(' '))
            h.push_back(s.toInt());
        const auto e = grundy::explain::explain(nimAt(h));
        QCOMPARE(e.paragraphs.back().phrase, paragraph);
    }
};

QTEST_GUILESS_MAIN(TstMisere)
#include "tst_misere.moc"
