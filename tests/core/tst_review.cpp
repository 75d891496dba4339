// SPDX-License-Identifier: MIT
// The reviewer on games played by random players: every verdict, the mistakes per player,
// the first mistake and the better move, against outcomes from an exhaustive search of
// the rules (Nim and Wythoff's game on small piles), never from the solvers.

#include "oracle.h"
#include "core/analysis/review.h"

#include <QRandomGenerator>
#include <QtTest>

#include <map>

using namespace grundy;

namespace {

/// Nim from the rules: the mover wins when some move leaves the opponent losing.
bool nimWins(std::vector<int> piles, std::map<std::vector<int>, bool>& memo) {
    std::sort(piles.begin(), piles.end());
    if (auto it = memo.find(piles); it != memo.end()) return it->second;
    bool wins = false;
    for (std::size_t i = 0; i < piles.size() && !wins; ++i)
        for (int take = 1; take <= piles[i] && !wins; ++take) {
            std::vector<int> next = piles;
            next[i] -= take;
            wins = !nimWins(next, memo);
        }
    return memo[piles] = wins;
}

bool wythoffWins(const oracle::WythoffCell& c, std::map<oracle::WythoffCell, bool>& memo) {
    if (auto it = memo.find(c); it != memo.end()) return it->second;
    bool wins = false;
    for (const oracle::WythoffCell& next : oracle::wythoffOptions(c))
        if (!wythoffWins(next, memo)) {
            wins = true;
            break;
        }
    return memo[c] = wins;
}

std::vector<int> small(const std::vector<Natural>& numbers) {
    std::vector<int> out;
    for (const Natural& n : numbers)
        out.push_back(int(n.get_si()));
    return out;
}

/// A game of random legal moves (any take from any non-empty pile; in Wythoff's game
/// also the same from both), to the end.
GameRecord randomGame(GameKind kind, std::vector<Natural> start, QRandomGenerator& random) {
    GameRecord record;
    record.start = makePosition(kind, std::move(start), {});
    AnyPosition position = record.start;
    int by = 0;
    while (!isOver(position)) {
        std::vector<Natural> numbers = numbersOf(position);
        std::vector<Natural> next;
        do {
            next = numbers;
            const auto pile = random.bounded(int(numbers.size()) + (kind == GameKind::Wythoff));
            const int most = pile < int(numbers.size())
                                 ? int(numbers[std::size_t(pile)].get_si())
                                 : int(std::min(numbers[0], numbers[1]).get_si());
            if (most == 0) continue;
            const int take = 1 + int(random.bounded(most));
            if (pile < int(numbers.size()))
                next[std::size_t(pile)] -= take;
            else
                next[0] -= take, next[1] -= take;
        } while (next == numbers);
        position = makePosition(kind, next, {});
        record.moves.push_back({by, position});
        by = 1 - by;
    }
    record.winner = winnerOf(record);
    return record;
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT

    std::map<std::vector<int>, bool> nimMemo;
    std::map<oracle::WythoffCell, bool> wythoffMemo;

    Outcome truth(const AnyPosition& p) {
        const std::vector<int> n = small(numbersOf(p));
        const bool wins = kindOf(p) == GameKind::Wythoff ? wythoffWins({n[0], n[1]}, wythoffMemo)
                                                         : nimWins(n, nimMemo);
        return wins ? Outcome::N : Outcome::P;
    }

    /// Every verdict and count of a review against the search's outcomes.
    void check(const GameRecord& record) {
        const Review r = review(record);
        QCOMPARE(r.moves.size(), record.moves.size());
        std::array<std::size_t, 2> mistakes{0, 0};
        std::optional<std::size_t> first;
        const AnyPosition* before = &record.start;
        for (std::size_t i = 0; i < r.moves.size(); ++i) {
            const ReviewedMove& m = r.moves[i];
            const AnyPosition& after = record.moves[i].position;
            QCOMPARE(m.index, i + 1);
            QCOMPARE(m.by, record.moves[i].by);
            QVERIFY(grundy::apply(*before, m.move) == after);
            QCOMPARE(m.before, truth(*before));
            QCOMPARE(m.after, truth(after));
            const Verdict expected = truth(*before) == Outcome::P ? Verdict::Forced
                                     : truth(after) == Outcome::P ? Verdict::Winning
                                                                  : Verdict::Mistake;
            QCOMPARE(m.verdict, expected);
            QCOMPARE(m.better.has_value(), expected == Verdict::Mistake);
            if (m.better) {
                QVERIFY(isLegal(*before, *m.better));
                QCOMPARE(truth(grundy::apply(*before, *m.better)), Outcome::P);
                ++mistakes[std::size_t(m.by)];
                if (!first) first = i + 1;
            }
            before = &after;
        }
        QCOMPARE(r.mistakes, mistakes);
        QCOMPARE(r.firstMistake, first);
    }

private slots:
    void randomGamesAreJudgedByTheRules_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("piles");
        QTest::addColumn<int>("most");
        QTest::newRow("nim 3 piles") << int(GameKind::Nim) << 3 << 7;
        QTest::newRow("nim 4 piles") << int(GameKind::Nim) << 4 << 5;
        QTest::newRow("wythoff") << int(GameKind::Wythoff) << 2 << 25;
    }
    void randomGamesAreJudgedByTheRules() {
        QFETCH(int, kind);
        QFETCH(int, piles);
        QFETCH(int, most);
        QRandomGenerator random(20261201u + unsigned(kind));
        int withMistakes = 0;
        for (int game = 0; game < 200; ++game) {
            std::vector<Natural> start;
            for (int i = 0; i < piles; ++i)
                start.push_back(Natural(int(random.bounded(most + 1))));
            const GameRecord record = randomGame(GameKind(kind), start, random);
            check(record);
            if (review(record).firstMistake) ++withMistakes;
        }
        QVERIFY(withMistakes > 0); // random players do make mistakes
    }

    // The game's own position after every move: a move of a huge game is judged exactly.
    void hugePilesAreJudgedExactly() {
        const Natural big("1" + std::string(40, '0'));
        GameRecord record;
        record.start = makePosition(GameKind::Nim, {big, big + 3}, {});
        // A mistake (N to N), then the winning reply, then a forced move.
        record.moves.push_back({0, makePosition(GameKind::Nim, {big, big + 1}, {})});
        record.moves.push_back({1, makePosition(GameKind::Nim, {big, big}, {})});
        record.moves.push_back({0, makePosition(GameKind::Nim, {big - 5, big}, {})});
        const Review r = review(record);
        QCOMPARE(r.moves[0].verdict, Verdict::Mistake);
        QVERIFY(grundy::apply(record.start, *r.moves[0].better) ==
                makePosition(GameKind::Nim, {big, big}, {}));
        QCOMPARE(r.moves[1].verdict, Verdict::Winning);
        QCOMPARE(r.moves[2].verdict, Verdict::Forced);
        QCOMPARE(r.mistakes, (std::array<std::size_t, 2>{1, 0}));
        QCOMPARE(r.firstMistake, std::optional<std::size_t>(1));
    }

    void anIllegalRecordIsRefused() {
        GameRecord record;
        record.start = makePosition(GameKind::Nim, {3, 4}, {});
        record.moves.push_back({0, makePosition(GameKind::Nim, {4, 4}, {})}); // adds a stone
        QVERIFY_THROWS_EXCEPTION(RecordError, review(record));
    }

    void verdictWords() {
        QCOMPARE(verdictWord(Verdict::Winning), "winning");
        QCOMPARE(verdictWord(Verdict::Mistake), "mistake");
        QCOMPARE(verdictWord(Verdict::Forced), "forced");
        QCOMPARE(verdictOf(Outcome::P, Outcome::N), Verdict::Forced);
        QCOMPARE(verdictOf(Outcome::N, Outcome::P), Verdict::Winning);
        QCOMPARE(verdictOf(Outcome::N, Outcome::N), Verdict::Mistake);
    }
};

QTEST_MAIN(TestReview)
#include "tst_review.moc"
