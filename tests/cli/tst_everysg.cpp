// SPDX-License-Identifier: MIT
// Every-SG of the Euclid-type game (docs/course.md §11): each game's outcome and step
// against the definitions for all piles x, y < 60, the sum's winner against a search of the
// real simultaneous game (every game moved each turn), and the rule at huge sizes.
#include "everysg.h"
#include "oracle.h"

#include <QtTest>

#include <map>
#include <vector>

using grundy::Natural;
using namespace grundy::everysg;

namespace {

constexpr int kMax = 60;
using Game = std::pair<int, int>;

/// The moves of one game from the rules: take k * (one pile) from the other pile.
std::vector<Game> options(const Game& g) {
    std::vector<Game> out;
    const auto [a, b] = g;
    if (a == 0 || b == 0) return out;
    for (int k = 1; k * a <= b; ++k)
        out.emplace_back(a, b - k * a);
    for (int k = 1; k * b <= a; ++k)
        out.emplace_back(a - k * b, b);
    return out;
}

/// value[a][b] by the definitions: a finished game is lost with step 0; a won game's step is
/// the largest step among its moves to lost games + 1, a lost game's the smallest + 1.
std::vector<std::vector<Value>> definitionTable() {
    std::vector<std::vector<Value>> v(kMax, std::vector<Value>(kMax));
    for (int sum = 0; sum < 2 * kMax; ++sum)
        for (int a = 0; a < kMax; ++a) {
            const int b = sum - a;
            if (b < 0 || b >= kMax) continue;
            const std::vector<Game> next = options({a, b});
            if (next.empty()) continue; // over: (lose, 0)
            Value best{false, ~std::uint64_t{0}};
            for (const auto& [x, y] : next)
                if (!v[x][y].moverWins)
                    best = {true, best.moverWins ? std::max(best.step, v[x][y].step + 1)
                                                 : v[x][y].step + 1};
            if (!best.moverWins)
                for (const auto& [x, y] : next)
                    best.step = std::min(best.step, v[x][y].step + 1);
            v[a][b] = best;
        }
    return v;
}

/// Whether the mover wins the sum where every unfinished game must be moved each turn (a
/// player with nothing to move loses).
bool moverWins(std::vector<Game> games, std::map<std::vector<Game>, bool>& memo) {
    std::sort(games.begin(), games.end());
    if (const auto it = memo.find(games); it != memo.end()) return it->second;
    std::vector<std::vector<Game>> choices;
    for (const Game& g : games) {
        std::vector<Game> next = options(g);
        if (next.empty()) next.push_back(g); // finished: it stays as it is
        choices.push_back(next);
    }
    const bool anyMove =
        std::any_of(games.begin(), games.end(), [](const Game& g) { return !options(g).empty(); });
    bool wins = false;
    std::vector<std::size_t> pick(games.size(), 0);
    while (anyMove && !wins) {
        std::vector<Game> next;
        for (std::size_t i = 0; i < games.size(); ++i)
            next.push_back(choices[i][pick[i]]);
        wins = !moverWins(next, memo);
        std::size_t i = 0;
        while (i < pick.size() && ++pick[i] == choices[i].size())
            pick[i++] = 0;
        if (i == pick.size()) break;
    }
    memo[games] = wins;
    return wins;
}

} // namespace

class TstEverySg : public QObject {
    Q_OBJECT

private slots:
    void stepsAgainstDefinitions() {
        const auto table = definitionTable();
        for (int a = 0; a < kMax; ++a)
            for (int b = 0; b < kMax; ++b) {
                const Value v = value(Natural(a), Natural(b));
                if (v != table[a][b])
                    QFAIL(qPrintable(QString("(%1, %2): rule (%3, %4), definition (%5, %6)")
                                         .arg(a)
                                         .arg(b)
                                         .arg(v.moverWins)
                                         .arg(v.step)
                                         .arg(table[a][b].moverWins)
                                         .arg(table[a][b].step)));
            }
        // The blog formula's counter-example: (2, 3) is lost in 2 steps.
        QCOMPARE(value(Natural(2), Natural(3)), (Value{false, 2}));
    }

    void sumsAgainstSimultaneousSearch() {
        const auto table = definitionTable();
        std::map<std::vector<Game>, bool> memo;
        const auto check = [&](const std::vector<Game>& games) {
            std::uint64_t longest = 0;
            for (const auto& [a, b] : games)
                longest = std::max(longest, value(Natural(a), Natural(b)).step);
            QCOMPARE(longest % 2 == 1, moverWins(games, memo));
        };
        for (int a = 0; a <= 8; ++a)
            for (int b = 0; b <= 8; ++b)
                for (int c = 0; c <= 8; ++c)
                    for (int d = 0; d <= 8; ++d)
                        check({{a, b}, {c, d}});
        for (int code = 0; code < 5 * 5 * 5 * 5 * 5 * 5; ++code) {
            std::vector<Game> games;
            for (int i = 0, rest = code; i < 3; ++i, rest /= 25)
                games.emplace_back(rest % 5 + 1, rest / 5 % 5 + 1);
            check(games);
        }
    }

    void hugePiles() {
        // Consecutive Fibonacci numbers (1, 2, 3, 5, ...) give quotient 1 at every step:
        // (F_k, F_k+1) is won exactly when its step k is odd.
        Natural f = 1, g = 2;
        for (std::uint64_t k = 1; k <= 600; ++k) {
            QCOMPARE(value(f, g), (Value{k % 2 == 1, k}));
            QCOMPARE(value(g, f), (Value{k % 2 == 1, k}));
            Natural next = f + g;
            f = g;
            g = next;
        }
        QVERIFY(f > oracle::pow10(100));
        const Natural big = oracle::pow10(40);
        QCOMPARE(value(big, Natural(big * 7)), (Value{true, 1}));
        QCOMPARE(value(Natural(0), big), (Value{false, 0}));
        // (x, 2x + r) with (r, x) lost: q = 2, so won in one more step: (2, 3) inside.
        QCOMPARE(value(Natural(3), Natural(8)), (Value{true, 3}));
        QCOMPARE(value(Natural(big * 3 + 2), Natural((big * 3 + 2) * 5 + big * 2 + 1)),
                 value(Natural(big * 2 + 1), Natural(big * 3 + 2)).moverWins
                     ? (Value{true, value(Natural(big * 2 + 1), Natural(big * 3 + 2)).step + 2})
                     : (Value{true, value(Natural(big * 2 + 1), Natural(big * 3 + 2)).step + 1}));
    }
};

QTEST_GUILESS_MAIN(TstEverySg)
#include "tst_everysg.moc"
