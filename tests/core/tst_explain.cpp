// SPDX-License-Identifier: MIT
// Explanations: the numbers they name are checked against values this test computes on
// its own with GMP (mod, XOR, binary, floor(k*phi) by an integer square root), never
// copied from the code under test.
#include "core/text/english.h"
#include "core/analysis/explain.h"
#include "oracle.h"
#include "testsupport.h"

#include <QtTest>

#include <algorithm>
#include <string>
#include <vector>

using grundy::AnyMove;
using grundy::AnyPosition;
using grundy::GameKind;
using grundy::Natural;
using grundy::Outcome;
using namespace grundy::explain;
using testsupport::nums;
using testsupport::referenceLower;

Q_DECLARE_METATYPE(std::vector<std::string>)
Q_DECLARE_METATYPE(std::vector<Natural>)

namespace {

std::string s(const Natural& n) {
    return n.get_str();
}

Natural xor2(const Natural& a, const Natural& b) {
    Natural x;
    mpz_xor(x.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
    return x;
}

/// Binary, left-padded to `width`.
std::string bits(const Natural& n, std::size_t width) {
    std::string b = n.get_str(2);
    return std::string(width - std::min(width, b.size()), '0') + b;
}

/// The value of the fact named `name` in English.
std::string factOf(const Explanation& e, const std::string& name) {
    for (const Fact& fact : e.facts)
        if (grundy::toEnglish(fact.name) == name) return grundy::toEnglish(fact.value);
    return "<no fact " + name + ">";
}

/// A row of a binary table with its label in English.
struct EnglishRow {
    std::string label, value, bits;
    bool operator==(const EnglishRow&) const = default;
};

EnglishRow english(const BinaryRow& row) {
    return {grundy::toEnglish(row.label), row.value, row.bits};
}

AnyPosition position(GameKind kind, const std::vector<Natural>& numbers,
                     grundy::GameOptions options = {}) {
    return grundy::makePosition(kind, numbers, options);
}

/// Fails naming the text when `needle` is not in it.
#define VERIFY_CONTAINS(text, needle)                                                              \
    QVERIFY2(std::string(text).find(needle) != std::string::npos,                                  \
             qPrintable(QString::fromStdString("\"" + std::string(needle) +                        \
                                               "\" not in: " + std::string(text))))

} // namespace

class TstExplain : public QObject {
    Q_OBJECT

private slots:
    // Known positions of every game: the whole text must name these numbers.
    void knownPositions_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<std::vector<Natural>>("numbers");
        QTest::addColumn<QString>("option");
        QTest::addColumn<bool>("winning");
        QTest::addColumn<std::vector<std::string>>("expected");
        auto row = [](const char* name, GameKind kind, std::vector<Natural> n, long option,
                      bool winning, std::vector<std::string> expected) {
            QTest::newRow(name) << int(kind) << n << QString::number(option) << winning << expected;
        };
        row("bash 23 K=4", GameKind::Bash, nums({23}), 4, true,
            {"23 mod 5 = 3", "23 = 4 \u00d7 5 + 3", "Take 3 stones", "leaves 20"});
        row("bash 20 K=4", GameKind::Bash, nums({20}), 4, false,
            {"20 mod 5 = 0", "multiple of 5", "Every move loses against best play", "5 \u2212 t"});
        row("bash 2 K=9", GameKind::Bash, nums({2}), 9, true,
            {"2 mod 10 = 2", "taking all 2 stones takes the last stone"});
        row("bash over", GameKind::Bash, nums({0}), 3, false, {"game over", "took the last"});
        row("nim 3 5 7", GameKind::Nim, nums({3, 5, 7}), 0, true,
            {"X = 1", "the 1s column", "Take 1 from pile 1", "Take 1 from pile 2",
             "Take 1 from pile 3", "7 XOR 1 = 6"});
        row("nim 1 2 3", GameKind::Nim, nums({1, 2, 3}), 0, false,
            {"X = 0", "Every move loses against best play", "even number of 1s"});
        row("nim 5 7 8 9 10", GameKind::Nim, nums({5, 7, 8, 9, 10}), 0, true,
            {"the 8s column and the 1s column", "Take 7 from pile 3", "Take 9 from pile 4",
             "Take 7 from pile 5", "10 XOR 9 = 3"});
        row("wythoff 5 8", GameKind::Wythoff, nums({5, 8}), 0, true,
            {"Here b \u2212 a = 3 and a_3 = 4 \u2260 5",
             "taking 1 from both piles keeps the difference k = 3 and leaves (4, 7) = (a_3, b_3)",
             "Reduce the larger pile (pile B, 8) to 3, the partner of 5", "take 5",
             "partner is 13, not less than 5",
             "between the P-positions k = 3, (4, 7), and k = 4, (6, 10)"});
        row("wythoff 3 5", GameKind::Wythoff, nums({3, 5}), 0, false,
            {"(3, 5) is the P-position (a_2, b_2), the 3rd P-position (k = 2)",
             "Every move loses against best play"});
        row("wythoff 10 2", GameKind::Wythoff, nums({10, 2}), 0, true,
            {"between the P-positions k = 1, (1, 2), and k = 2, (3, 5)",
             "Reduce the larger pile (pile A, 10) to 1, the partner of 2",
             "the partner is 6, not less than 2", "a_8 = 12"});
        row("wythoff 4 9", GameKind::Wythoff, nums({4, 9}), 0, true,
            {"Its smaller pile is a_3 of (4, 7) = (a_3, b_3), the 4th P-position (k = 3)",
             "Reduce the larger pile (pile B, 9) to 7", "the partner is 15, not less than 4",
             "Its smaller pile 8 is more than 4"});
        row("wythoff 7 7", GameKind::Wythoff, nums({7, 7}), 0, true,
            {"taking 7 from both piles", "(0, 0) = (a_0, b_0)"});
        row("wythoff 0 0", GameKind::Wythoff, nums({0, 0}), 0, false,
            {"the 1st P-position (k = 0)", "game over"});
        row("redistribution 3 5 5 8", GameKind::Redistribution, nums({3, 5, 5, 8}), 0, true,
            {"Unpaired sizes: 3, 8", "Remove 5 from pile 4",
             "leaves the sizes 3, 3, 5, 5, which pair up as (3, 3) and (5, 5)"});
        row("redistribution 4 1 4 1", GameKind::Redistribution, nums({4, 1, 4, 1}), 0, false,
            {"every size pairs up: (1, 1) and (4, 4)", "Every move loses against best play"});
        row("redistribution 2 1 3", GameKind::Redistribution, nums({2, 1, 3}), 0, true,
            {"Remove 2 from pile 3 and give 1 to pile 2", "pair up as (2, 2)"});
        row("staircase 2 5 9 14", GameKind::Staircase, nums({2, 5, 9, 14}), 14, true,
            {"X = 6 = 110 in binary", "Move the chip on cell 14 to cell 12",
             "shrinks their gap from 4 to 2 = 4 XOR 6"});
        row("staircase 1 2 3", GameKind::Staircase, nums({1, 2, 3}), 5, false,
            {"game over", "packed"});
        row("staircase 3 7 8", GameKind::Staircase, nums({3, 7, 8}), 9, true,
            {"chip on 3 and the wall", "Move the chip on cell 3 to cell 1"});
        row("staircase 2 4 5", GameKind::Staircase, nums({2, 4, 5}), 6, true,
            {"moving the left chip of the chips on 4 and 5 by 1 widens their gap from 0 to 1"});
        row("staircase 1 5 9 13", GameKind::Staircase, nums({1, 5, 9, 13}), 13, false,
            {"the XOR of the gaps is 0", "Every move loses against best play"});
    }
    void knownPositions() {
        QFETCH(int, kind);
        QFETCH(std::vector<Natural>, numbers);
        QFETCH(QString, option);
        QFETCH(bool, winning);
        QFETCH(std::vector<std::string>, expected);
        grundy::GameOptions options;
        if (GameKind(kind) == GameKind::Bash) options.set("k", Natural(option.toStdString()));
        if (GameKind(kind) == GameKind::Staircase)
            options.set("cells", Natural(option.toStdString()));
        const AnyPosition p = position(GameKind(kind), numbers, options);
        const Explanation e = explain(p);
        QCOMPARE(e.game, GameKind(kind));
        QCOMPARE(e.outcome == Outcome::N, winning);
        QCOMPARE(e.moves.size(), grundy::winningMoves(p).size());
        const std::string text = toText(e);
        for (const std::string& needle : expected)
            VERIFY_CONTAINS(text, needle);
    }

    void bashFacts() {
        const Explanation e =
            explain(position(GameKind::Bash, nums({23}), {{"k", grundy::toString(Natural(4))}}));
        QCOMPARE(factOf(e, "K + 1"), std::string("5"));
        QCOMPARE(factOf(e, "n mod (K + 1)"), std::string("3"));
        QVERIFY(!e.binary);
    }

    // At most kExplainedMoves winning moves are explained, in the game's order; past them the
    // explanation says so. 21 piles of 1: every pile is a winning move.
    void manyWinningMovesAreCut() {
        const AnyPosition many = position(GameKind::Nim, std::vector<Natural>(21, Natural(1)), {});
        const Explanation e = explain(many);
        QCOMPARE(e.moves.size(), grundy::explain::kExplainedMoves);
        QVERIFY(e.moreMoves);
        const auto winning = grundy::winningMoves(many);
        QCOMPARE(winning.size(), std::size_t(21));
        for (std::size_t i = 0; i < e.moves.size(); ++i)
            QCOMPARE(e.moves[i].move, grundy::describeMove(many, winning[i]));
        VERIFY_CONTAINS(toText(e), "Only the first 16 winning moves are explained here.");
        const Explanation few =
            explain(position(GameKind::Nim, std::vector<Natural>(15, Natural(1)), {}));
        QCOMPARE(few.moves.size(), std::size_t(15));
        QVERIFY(!few.moreMoves);
        QVERIFY(toText(few).find("Only the first") == std::string::npos);
    }

    void nimBinaryTable() {
        const Explanation e = explain(position(GameKind::Nim, nums({3, 5, 7}), {}));
        QVERIFY(e.binary);
        const BinaryTable& t = *e.binary;
        QCOMPARE(t.width, std::size_t(3));
        QCOMPARE(t.rows.size(), std::size_t(3));
        QCOMPARE(english(t.rows[0]), (EnglishRow{"pile 1", "3", "011"}));
        QCOMPARE(english(t.rows[1]), (EnglishRow{"pile 2", "5", "101"}));
        QCOMPARE(english(t.rows[2]), (EnglishRow{"pile 3", "7", "111"}));
        QCOMPARE(english(t.xorRow), (EnglishRow{"XOR", "1", "001"}));
        QCOMPARE(t.oddColumns, (std::vector<bool>{false, false, true}));
        QCOMPARE(t.winningRows, (std::vector<std::size_t>{0, 1, 2}));
        QCOMPARE(factOf(e, "X = XOR of the piles"), std::string("1"));
    }

    void staircaseBinaryTable() {
        const Explanation e = explain(position(GameKind::Staircase, nums({2, 5, 9, 14}),
                                               {{"cells", grundy::toString(Natural(14))}}));
        QVERIFY(e.binary);
        const BinaryTable& t = *e.binary;
        // Pairs from the right, listed left to right: (2, 5) gap 2, (9, 14) gap 4.
        QCOMPARE(t.rows.size(), std::size_t(2));
        QCOMPARE(english(t.rows[0]), (EnglishRow{"chips on 2 and 5", "2", "010"}));
        QCOMPARE(english(t.rows[1]), (EnglishRow{"chips on 9 and 14", "4", "100"}));
        QCOMPARE(english(t.xorRow), (EnglishRow{"XOR", "6", "110"}));
        QCOMPARE(t.oddColumns, (std::vector<bool>{true, true, false}));
        QCOMPARE(t.winningRows, (std::vector<std::size_t>{1}));
    }

    void redistributionFacts() {
        const Explanation e =
            explain(position(GameKind::Redistribution, nums({8, 5, 3, 5, 0}), {}));
        QCOMPARE(factOf(e, "sizes sorted"), std::string("3, 5, 5, 8"));
        QCOMPARE(factOf(e, "pairs"), std::string("(5, 5)"));
        QCOMPARE(factOf(e, "unpaired sizes"), std::string("3, 8"));
        QCOMPARE(factOf(e, "piles in play"), std::string("4"));
    }

    // Numbers far beyond 64 bits appear exactly.
    void hugeBash() {
        const Natural n = oracle::pow10(40) + 123, k = oracle::pow10(20) + 7;
        const Natural m = k + 1;
        Natural r;
        mpz_fdiv_r(r.get_mpz_t(), n.get_mpz_t(), m.get_mpz_t());
        const Explanation e = explain(position(GameKind::Bash, {n}, {{"k", grundy::toString(k)}}));
        QCOMPARE(factOf(e, "n mod (K + 1)"), s(r));
        const std::string text = toText(e);
        VERIFY_CONTAINS(text, s(n) + " mod " + s(m) + " = " + s(r));
        VERIFY_CONTAINS(text, "Take " + s(r) + " stones");
        VERIFY_CONTAINS(text, "leaves " + s(n - r));
    }

    void hugeNim() {
        const Natural big = oracle::pow10(40);
        const std::vector<Natural> piles = {big, big + 1, 3 * oracle::pow10(39), Natural(5)};
        const Natural x = oracle::xorOf(piles);
        std::size_t width = 0;
        for (const Natural& pile : piles)
            width = std::max(width, pile.get_str(2).size());
        const Explanation e = explain(position(GameKind::Nim, piles, {}));
        QCOMPARE(factOf(e, "X = XOR of the piles"), s(x));
        QVERIFY(e.binary);
        QCOMPARE(e.binary->width, width);
        for (std::size_t i = 0; i < piles.size(); ++i)
            QCOMPARE(e.binary->rows[i].bits, bits(piles[i], e.binary->width));
        QCOMPARE(e.binary->xorRow.bits, bits(x, e.binary->width));
        const std::string text = toText(e);
        int moves = 0;
        for (std::size_t i = 0; i < piles.size(); ++i) {
            const Natural target = xor2(piles[i], x);
            if (target >= piles[i]) continue;
            ++moves;
            VERIFY_CONTAINS(text,
                            "Take " + s(piles[i] - target) + " from pile " + std::to_string(i + 1));
            VERIFY_CONTAINS(text, s(piles[i]) + " XOR " + s(x) + " = " + s(target));
        }
        QCOMPARE(int(e.moves.size()), moves);
    }

    void hugeWythoff() {
        const Natural k = oracle::pow10(40) + 3;
        const Natural ak = referenceLower(k), bk = ak + k;
        // The P-position itself, named by its index.
        Explanation e = explain(position(GameKind::Wythoff, {bk, ak}, {}));
        QCOMPARE(e.outcome, Outcome::P);
        QCOMPARE(factOf(e, "a_k = \u230ak\u00b7\u03c6\u230b"), s(ak));
        QCOMPARE(factOf(e, "b_k = a_k + k"), s(bk));
        VERIFY_CONTAINS(toText(e), "the " + s(k + 1) + "th P-position (k = " + s(k) + ")");
        // Two more in each pile: equal removal of 2 wins.
        e = explain(position(GameKind::Wythoff, {ak + 2, bk + 2}, {}));
        QCOMPARE(e.outcome, Outcome::N);
        const std::string text = toText(e);
        VERIFY_CONTAINS(text, "taking 2 from both piles keeps the difference k = " + s(k) +
                                  " and leaves (" + s(ak) + ", " + s(bk) + ")");
        // Its place by the lower pile: a_(k+1) - a_k is 1 or 2, and a_(k+2) > a_k + 2.
        const Natural next = referenceLower(k + 1);
        if (next > ak + 2)
            VERIFY_CONTAINS(text, "between the P-positions k = " + s(k) + ",");
        else if (next == ak + 2)
            VERIFY_CONTAINS(text, "Its smaller pile is a_" + s(k + 1) + " of");
        else
            VERIFY_CONTAINS(text, "between the P-positions k = " + s(k + 1) + ",");
    }

    void hugeStaircase() {
        const Natural big = oracle::pow10(40);
        const std::vector<Natural> cells = {Natural(7), big, big + 50, 2 * big};
        const Natural g1 = big - 7 - 1, g2 = 2 * big - (big + 50) - 1;
        const Natural x = xor2(g1, g2);
        const Explanation e = explain(
            position(GameKind::Staircase, cells, {{"cells", grundy::toString(2 * big + 1)}}));
        QCOMPARE(factOf(e, "X = XOR of the gaps"), s(x));
        QCOMPARE(e.binary->rows[0].value, s(g1));
        QCOMPARE(e.binary->rows[1].value, s(g2));
        const std::string text = toText(e);
        for (const Natural* g : {&g1, &g2}) {
            const Natural t = xor2(*g, x);
            if (t < *g) VERIFY_CONTAINS(text, "from " + s(*g) + " to " + s(t));
        }
    }

    void hugeRedistribution() {
        const Natural big = oracle::pow10(40);
        const Explanation e = explain(position(GameKind::Redistribution, {big, big + 1, big}, {}));
        QCOMPARE(factOf(e, "pairs"), "(" + s(big) + ", " + s(big) + ")");
        QCOMPARE(factOf(e, "unpaired sizes"), s(big + 1));
        VERIFY_CONTAINS(toText(e), "Remove " + s(big + 1) + " from pile 2");
    }

    // reasonFor names the position a winning move reaches, for every winning move.
    void reasonsBash() {
        for (int k = 1; k < 8; ++k)
            for (int n = 1; n < 60; ++n) {
                const AnyPosition p =
                    position(GameKind::Bash, nums({n}), {{"k", grundy::toString(Natural(k))}});
                for (const AnyMove& m : grundy::winningMoves(p)) {
                    const int take = std::get<grundy::bash::Move>(m).take.get_si();
                    QCOMPARE(take, n % (k + 1));
                    const std::string why = reasonFor(p, m);
                    if (take == n)
                        VERIFY_CONTAINS(why, "takes the last stone");
                    else
                        VERIFY_CONTAINS(why, std::to_string(n) + " mod " + std::to_string(k + 1) +
                                                 " = " + std::to_string(take) + ", so taking " +
                                                 std::to_string(take) + " leaves " +
                                                 std::to_string(n - take));
                }
            }
    }

    void reasonsNim() {
        for (int a = 0; a < 8; ++a)
            for (int b = 0; b < 8; ++b)
                for (int c = 0; c < 8; ++c) {
                    const std::vector<Natural> piles = nums({a, b, c});
                    const AnyPosition p = position(GameKind::Nim, piles, {});
                    const Natural x = oracle::xorOf(piles);
                    for (const AnyMove& m : grundy::winningMoves(p)) {
                        const auto& move = std::get<grundy::nim::Move>(m);
                        const Natural& pile = piles[move.pile];
                        const std::string why = reasonFor(p, m);
                        VERIFY_CONTAINS(why, "pile " + std::to_string(move.pile + 1) + " has " +
                                                 s(pile));
                        VERIFY_CONTAINS(why, s(pile) + " XOR " + s(x) + " = " + s(xor2(pile, x)));
                        VERIFY_CONTAINS(why, "taking " + s(move.take));
                    }
                }
    }

    void reasonsWythoff() {
        for (int a = 0; a < 30; ++a)
            for (int b = 0; b < 30; ++b) {
                const AnyPosition p = position(GameKind::Wythoff, nums({a, b}), {});
                for (const AnyMove& m : grundy::winningMoves(p)) {
                    const auto& move = std::get<grundy::wythoff::Move>(m);
                    const Natural x = a - move.fromA, y = b - move.fromB;
                    const Natural lo = std::min(x, y), hi = std::max(x, y);
                    QCOMPARE(referenceLower(hi - lo), lo); // the test's own check that it is P
                    const std::string why = reasonFor(p, m);
                    VERIFY_CONTAINS(why, "(" + s(lo) + ", " + s(hi) + ") = (a_" + s(hi - lo) +
                                             ", b_" + s(hi - lo) + ")");
                    if (move.fromA == move.fromB)
                        VERIFY_CONTAINS(why, "taking " + s(move.fromA) + " from both piles");
                    else
                        VERIFY_CONTAINS(why, "the partner of " + s(move.fromA == 0 ? x : y));
                }
            }
    }

    void reasonsRedistribution() {
        for (int a = 0; a < 7; ++a)
            for (int b = 0; b < 7; ++b)
                for (int c = 0; c < 7; ++c) {
                    const AnyPosition p = position(GameKind::Redistribution, nums({a, b, c}), {});
                    for (const AnyMove& m : grundy::winningMoves(p)) {
                        auto after =
                            std::get<grundy::redistribution::Position>(grundy::apply(p, m)).piles;
                        std::erase(after, Natural(0));
                        std::sort(after.begin(), after.end());
                        std::string sizes;
                        for (std::size_t i = 0; i < after.size(); ++i)
                            sizes += (i ? ", " : "") + s(after[i]);
                        const std::string why = reasonFor(p, m);
                        if (after.empty())
                            VERIFY_CONTAINS(why, "no piles are left");
                        else
                            VERIFY_CONTAINS(why, "leaves the sizes " + sizes + ",");
                    }
                }
    }

    void reasonsStaircase() {
        // Every set of chips on a strip of 9 cells.
        const int m = 9;
        for (int mask = 1; mask < (1 << m); ++mask) {
            std::vector<Natural> cells;
            for (int c = 0; c < m; ++c)
                if (mask & (1 << c)) cells.emplace_back(c + 1);
            // Gaps from the right, computed here.
            std::vector<Natural> gaps;
            for (int r = int(cells.size()) - 1; r >= 0; r -= 2)
                gaps.push_back(cells[r] - (r > 0 ? cells[r - 1] : Natural(0)) - 1);
            const Natural x = oracle::xorOf(gaps);
            const AnyPosition p =
                position(GameKind::Staircase, cells, {{"cells", grundy::toString(Natural(m))}});
            for (const AnyMove& mv : grundy::winningMoves(p)) {
                const auto& move = std::get<grundy::staircase::Move>(mv);
                const std::string why = reasonFor(p, mv);
                VERIFY_CONTAINS(why, "by " + s(cells[move.chip] - move.to));
                VERIFY_CONTAINS(why, " XOR " + s(x) + ", so the XOR of the gaps becomes 0");
            }
        }
    }

    // A move that does not win is called so, with the opponent's refutation.
    void reasonForLosingMoves() {
        const AnyPosition bash =
            position(GameKind::Bash, nums({23}), {{"k", grundy::toString(Natural(4))}});
        std::string why = reasonFor(bash, grundy::bash::Move{Natural(1)});
        VERIFY_CONTAINS(why, "this move does not win");
        VERIFY_CONTAINS(why, "take 2 stones");
        const AnyPosition lost = position(GameKind::Nim, nums({1, 2, 3}), {});
        why = reasonFor(lost, grundy::nim::Move{2, Natural(3)});
        VERIFY_CONTAINS(why, "every move from here loses against best play");
        VERIFY_CONTAINS(why, "take 1 from pile 2");
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove,
                                 reasonFor(lost, grundy::nim::Move{0, Natural(5)}));
        QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove,
                                 reasonFor(lost, grundy::bash::Move{Natural(1)}));
    }

    // Every small position of every game explains itself without throwing, and P-positions
    // say why every move loses.
    void everySmallPositionExplains() {
        std::vector<AnyPosition> all;
        for (int n = 0; n < 12; ++n)
            all.push_back(
                position(GameKind::Bash, nums({n}), {{"k", grundy::toString(Natural(3))}}));
        for (int a = 0; a < 6; ++a)
            for (int b = 0; b < 6; ++b) {
                all.push_back(position(GameKind::Nim, nums({a, b, a ^ b ^ 1}), {}));
                all.push_back(position(GameKind::Wythoff, nums({a, b}), {}));
                all.push_back(position(GameKind::Redistribution, nums({a, b, 1}), {}));
            }
        for (int a = 1; a < 6; ++a)
            all.push_back(position(GameKind::Staircase, nums({a, a + 2, a + 3}),
                                   {{"cells", grundy::toString(Natural(9))}}));
        for (const AnyPosition& p : all) {
            const Explanation e = explain(p);
            QVERIFY(!grundy::toEnglish(e.title).empty());
            QVERIFY(!e.paragraphs.empty());
            QCOMPARE(e.over, grundy::isOver(p));
            if (e.outcome == Outcome::P && !e.over)
                VERIFY_CONTAINS(toText(e), "Every move loses against best play");
            if (e.outcome == Outcome::N) QVERIFY(!e.moves.empty());
        }
    }

    void binaryText() {
        QCOMPARE(binary(Natural(0)), std::string("0"));
        QCOMPARE(binary(Natural(10)), std::string("1010"));
        QCOMPARE(binary(oracle::pow2(100)), "1" + std::string(100, '0'));
    }
};

QTEST_GUILESS_MAIN(TstExplain)
#include "tst_explain.moc"
