// SPDX-License-Identifier: MIT
// The octal games (Kayles, Dawson's games, Grundy's game, any code) as games: their moves,
// outcomes, winning moves and the computer's move on every position of up to three rows
// and 11 pins, against a search of the real game written here from the code's definition
// (a move knocking down k adjacent pins is allowed when bit 2^c of digit k is set, c being
// how many non-empty rows it leaves; k = 0, a split, leaves two and, with "!", unequal
// ones); identities at huge sizes; the presets and the refusals.
#include "core/analysis/explain.h"
#include "core/games/catalogue.h"
#include "core/games/octal/octal.h"
#include "core/text/english.h"
#include "oracle.h"

#include <QtTest>

#include <map>
#include <random>
#include <string>
#include <vector>

using grundy::Natural;
using grundy::Outcome;
using grundy::u64;
using grundy::takebreak::OctalCode;
using namespace grundy::octal;
using testsupport::nums;

namespace {

/// The code's rules written out: digits[k] for k = 0..; `unequal` for "!".
struct Rules {
    std::vector<unsigned> digits;
    bool unequal = false;

    static Rules of(const std::string& code) {
        Rules r;
        const std::size_t point = code.find('.');
        r.unequal = code.find('!') != std::string::npos;
        r.digits.push_back(unsigned(code[0] - '0'));
        for (std::size_t i = point + 1; i < code.size(); ++i)
            r.digits.push_back(unsigned(code[i] - '0'));
        return r;
    }
    /// Whether knocking down `width` pins after `start` of a row of n is a move.
    bool allows(int n, int start, int width) const {
        if (std::size_t(width) >= digits.size() || start < 0 || start + width > n) return false;
        const int after = n - start - width;
        const int parts = (start > 0) + (after > 0);
        if (width == 0 && (parts != 2 || (unequal && start == after))) return false;
        return (digits[std::size_t(width)] >> parts) & 1;
    }
    /// Every move on a row of n as (start, width).
    std::vector<std::pair<int, int>> moves(int n) const {
        std::vector<std::pair<int, int>> out;
        for (int w = 0; w <= n; ++w)
            for (int s = 0; s + w <= n; ++s)
                if (allows(n, s, w)) out.push_back({s, w});
        return out;
    }
};

/// Whether the mover wins from these rows, by trying every move (memo by sorted rows).
class Search {
public:
    explicit Search(Rules rules) : m_rules(std::move(rules)) {}
    bool moverWins(std::vector<int> rows) {
        std::sort(rows.begin(), rows.end());
        rows.erase(std::remove(rows.begin(), rows.end(), 0), rows.end());
        if (const auto it = m_memo.find(rows); it != m_memo.end()) return it->second;
        bool wins = false;
        for (std::size_t i = 0; i < rows.size() && !wins; ++i)
            for (const auto& [s, w] : m_rules.moves(rows[i])) {
                std::vector<int> next = rows;
                next[i] = s;
                next.push_back(rows[i] - s - w);
                if (!moverWins(next)) {
                    wins = true;
                    break;
                }
            }
        m_memo[rows] = wins;
        return wins;
    }
    /// How many of the moves from `rows` leave the opponent lost, counting pins at either
    /// end of a row once (they leave the same row).
    int winningReplies(const std::vector<int>& rows) {
        int count = 0;
        for (std::size_t i = 0; i < rows.size(); ++i)
            for (const auto& [s, w] : m_rules.moves(rows[i])) {
                if (s == 0 && w > 0 && w < rows[i]) continue;
                std::vector<int> next = rows;
                next[i] = s;
                next.push_back(rows[i] - s - w);
                count += !moverWins(next);
            }
        return count;
    }

private:
    Rules m_rules;
    std::map<std::vector<int>, bool> m_memo;
};

std::vector<int> ints(const std::vector<Natural>& rows) {
    std::vector<int> out;
    for (const Natural& r : rows)
        out.push_back(int(r.get_si()));
    return out;
}

Position positionOf(const std::vector<int>& rows, const std::string& code) {
    return std::get<Position>(grundy::makePosition(grundy::GameKind::Octal,
                                                   testsupport::naturals(rows), {{"code", code}}));
}

/// The mex values of a code from the definition, heaps 0..max.
std::vector<unsigned> valuesByDefinition(const Rules& rules, int max) {
    std::vector<unsigned> g(std::size_t(max) + 1, 0);
    for (int n = 1; n <= max; ++n) {
        std::vector<unsigned> options;
        for (const auto& [s, w] : rules.moves(n))
            options.push_back(g[std::size_t(s)] ^ g[std::size_t(n - s - w)]);
        g[std::size_t(n)] = grundy::mex(options);
    }
    return g;
}

} // namespace

class TestOctalGame : public QObject {
    Q_OBJECT
private slots:
    void everySmallPosition_data();
    void everySmallPosition();
    void randomMovesAreLegalAndCoverEveryMove();
    void hugeRowsByThePeriod();
    void hundredHugeRowsTheComputerWins();
    void refusalsBeyondWhatIsKnown();
    void presetsName();
    void badCodesAndMoves();
    void describedMoves();
    void explanationSaysThePeriod();
};

void TestOctalGame::everySmallPosition_data() {
    QTest::addColumn<QString>("code");
    for (const char* code : {"0.77", "0.07", "0.137", "4!.0", "4.07", "0.6", "0.4", "0.51",
                             "0.123", "0.007", "4.3", "0.15", "0.72"})
        QTest::newRow(code) << QString(code);
}

/// Every position of up to three rows with 11 pins in all: the legal moves are exactly the
/// definition's, the outcome and the winning moves the search's, and the computer wins from
/// N and leaves the fewest winning replies from P.
void TestOctalGame::everySmallPosition() {
    QFETCH(QString, code);
    const Rules rules = Rules::of(code.toStdString());
    Search search(rules);
    int checked = 0;
    for (int count = 1; count <= 3; ++count)
        for (const auto& t : testsupport::allTuples(count, 10)) {
            int total = 0;
            for (int x : t)
                total += x;
            if (total > 11) continue;
            const Position p = positionOf(t, code.toStdString());
            // The legal moves, as the definition lists them, but pins at the start of a row,
            // which leave what the same pins at its end leave.
            std::vector<Move> expected;
            for (std::size_t i = 0; i < t.size(); ++i)
                for (const auto& [s, w] : rules.moves(t[i]))
                    if (!(s == 0 && w > 0 && w < t[i])) expected.push_back({i, Natural(s), Natural(w)});
            const std::vector<Move> legal = legalMoves(p);
            QVERIFY2(oracle::sameMoves(legal, expected), qPrintable(code + " " + oracle::show(t)));
            QCOMPARE(isOver(p), expected.empty());
            for (std::size_t i = 0; i < t.size(); ++i) // the pins at the start are legal too
                for (const auto& [s, w] : rules.moves(t[i]))
                    QVERIFY(isLegal(p, Move{i, Natural(s), Natural(w)}));
            const bool wins = search.moverWins(t);
            QCOMPARE(outcome(p), wins ? Outcome::N : Outcome::P);
            std::vector<Move> winning;
            for (const Move& m : legal) {
                QVERIFY(isLegal(p, m));
                if (!search.moverWins(ints(apply(p, m).rows))) winning.push_back(m);
            }
            QVERIFY2(oracle::sameMoves(winningMoves(p), winning),
                     qPrintable(code + " " + oracle::show(t)));
            if (legal.empty()) continue;
            const Move c = computerMove(p);
            QVERIFY(isLegal(p, c));
            if (wins) {
                QVERIFY(c == winning.front());
            } else {
                int fewest = 1 << 30;
                for (const Move& m : legal)
                    fewest = std::min(fewest, search.winningReplies(ints(apply(p, m).rows)));
                QCOMPARE(search.winningReplies(ints(apply(p, c).rows)), fewest);
            }
            ++checked;
        }
    QVERIFY(checked > 200);
}

/// randomMove only makes legal moves and, over many draws, makes each legal move of a small
/// position (it is uniform: every move has its own share).
void TestOctalGame::randomMovesAreLegalAndCoverEveryMove() {
    grundy::Random random(7);
    for (const char* code : {"0.77", "4!.0", "4.07", "0.137"}) {
        const Position p = positionOf({6, 0, 5}, code);
        const std::vector<Move> legal = legalMoves(p);
        std::map<std::pair<std::size_t, std::string>, int> seen;
        for (int i = 0; i < 4000; ++i) {
            const Move m = randomMove(p, random);
            QVERIFY2(isLegal(p, m), code);
            ++seen[{m.row, m.start.get_str() + "+" + m.width.get_str()}];
        }
        QCOMPARE(seen.size(), legal.size());
    }
    // A huge row: still legal, and the game being over is refused.
    const Position huge = positionOf({0}, "0.77");
    QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, randomMove(huge, random));
    Position big{{testsupport::pow10(45)}, OctalCode::parse("0.77")};
    for (int i = 0; i < 50; ++i)
        QVERIFY(isLegal(big, randomMove(big, random)));
}

/// A 50-digit Kayles row is worth what the row of the same remainder mod 12 past 71 is
/// (values from the definition here); the computer's move from such rows wins.
void TestOctalGame::hugeRowsByThePeriod() {
    const std::vector<unsigned> g = valuesByDefinition(Rules::of("0.77"), 300);
    const OctalCode kayles = OctalCode::parse("0.77");
    std::mt19937_64 rng(3);
    for (int i = 0; i < 40; ++i) {
        Natural n = testsupport::pow10(49) + Natural(std::to_string(rng()));
        const unsigned r = unsigned(mpz_fdiv_ui(Natural(n - 72).get_mpz_t(), 12));
        QCOMPARE(rowValue(kayles, n), g[72 + r]);
        const Position p{{n, Natural(5)}, kayles};
        const bool pPosition = (g[72 + r] ^ g[5]) == 0;
        QCOMPARE(outcome(p), pPosition ? Outcome::P : Outcome::N);
        if (pPosition) continue;
        const Move m = computerMove(p);
        QVERIFY(isLegal(p, m));
        QCOMPARE(sgSum(apply(p, m)), Natural(0));
        for (const Move& w : winningMoves(p))
            QCOMPARE(sgSum(apply(p, w)), Natural(0));
    }
    // Dawson's Kayles (period 34) the same way.
    const std::vector<unsigned> d = valuesByDefinition(Rules::of("0.07"), 400);
    const OctalCode dawson = OctalCode::parse("0.07");
    for (int i = 0; i < 20; ++i) {
        const Natural n = testsupport::pow10(41) + Natural(std::to_string(rng()));
        const unsigned r = unsigned(mpz_fdiv_ui(Natural(n - 100).get_mpz_t(), 34));
        QCOMPARE(rowValue(dawson, n), d[100 + r]);
    }
}

/// 100 rows of 40 digits: the computer's move turns the XOR to 0 whenever it is not.
void TestOctalGame::hundredHugeRowsTheComputerWins() {
    std::mt19937_64 rng(11);
    Position p{{}, OctalCode::parse("0.77")};
    for (int i = 0; i < 100; ++i)
        p.rows.push_back(testsupport::pow10(39) + Natural(std::to_string(rng())));
    p.rows.push_back(1); // a row whose value makes the XOR non-zero, if it was 0
    if (sgSum(p) == 0) p.rows.back() = 2;
    QVERIFY(sgSum(p) != 0);
    const Move m = computerMove(p);
    QCOMPARE(sgSum(apply(p, m)), Natural(0));
}

/// Grundy's game is known to 2^24 only, and a code without a proved period to its table:
/// a row past that is refused with the reason, not guessed.
void TestOctalGame::refusalsBeyondWhatIsKnown() {
    const grundy::GameInfo& game = grundy::octal::info();
    try {
        grundy::positionFrom(game, {testsupport::pow10(40)}, {{"code", "4!.0"}});
        QFAIL("a 40-digit row of Grundy's game is refused");
    } catch (const grundy::InvalidPosition& e) {
        const std::string text = grundy::toEnglish(e.message());
        QVERIFY2(text.find("4!.0") != std::string::npos, text.c_str());
        QVERIFY2(text.find("16777215") != std::string::npos, text.c_str());
    }
    QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition,
                             grundy::positionFrom(game, {Natural(1) << 24}, {{"code", "4!.0"}}));
    // A row below the limit is a position; its table is built ahead of play.
    const auto p = grundy::positionFrom(game, {Natural(100000)}, {{"code", "4!.0"}});
    QVERIFY(!grundy::tablesReady(p));
    QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition,
                             grundy::positionFrom(game, {Natural(-1)}, {{"code", "0.77"}}));
}

void TestOctalGame::presetsName() {
    const grundy::GameChoice kayles = grundy::findGameOrPreset("kayles");
    QVERIFY(kayles.game == &grundy::octal::info());
    QVERIFY(kayles.preset);
    grundy::GameOptions options;
    grundy::applyPreset(kayles, options);
    QCOMPARE(*options.find("code"), std::string("0.77"));
    // The same code written another way agrees; another code does not.
    grundy::GameOptions same{{"code", ".770"}};
    grundy::applyPreset(kayles, same);
    QCOMPARE(*same.find("code"), std::string("0.77"));
    grundy::GameOptions other{{"code", "0.07"}};
    QVERIFY_THROWS_EXCEPTION(grundy::OptionError, grundy::applyPreset(kayles, other));
    for (const auto& [id, code] : {std::pair{"dawson-kayles", "0.07"}, {"dawson-chess", "0.137"},
                                   {"grundys-game", "4!.0"}}) {
        const grundy::GameChoice c = grundy::findGameOrPreset(id);
        QVERIFY(c.game && c.preset);
        QCOMPARE(std::string(c.preset->value), std::string(code));
    }
    QVERIFY(!grundy::findGameOrPreset("kayless").game);
    QVERIFY(grundy::findGameOrPreset("nim").game && !grundy::findGameOrPreset("nim").preset);
    QCOMPARE(grundy::toEnglish(codeName(OctalCode::parse("0.77"))),
             std::string("Kayles (octal code 0.77)"));
    QCOMPARE(grundy::toEnglish(codeName(OctalCode::parse("0.156"))),
             std::string("the octal game 0.156"));
}

void TestOctalGame::badCodesAndMoves() {
    const grundy::GameInfo& game = grundy::octal::info();
    try {
        grundy::positionFrom(game, {Natural(5)}, {{"code", "0.78"}});
        QFAIL("0.78 is refused");
    } catch (const grundy::OptionError& e) {
        QCOMPARE(e.problem(), grundy::OptionError::Problem::Invalid);
        const std::string text = grundy::toEnglish(e.message());
        QVERIFY2(text.find("\u201c8\u201d") != std::string::npos, text.c_str());
    }
    QVERIFY_THROWS_EXCEPTION(grundy::OptionError,
                             grundy::positionFrom(game, {Natural(5)}, {{"code", "0.00"}}));
    // A code by its name is kept as its digits.
    const auto named = grundy::positionFrom(game, {Natural(5)}, {{"code", "dawson-chess"}});
    QCOMPARE(*grundy::optionsOf(named).find("code"), std::string("0.137"));

    const Position kayles = positionOf({5, 2}, "0.77");
    const auto why = [](const Position& p, const Move& m) {
        const auto reason = whyIllegal(p, m);
        return reason ? grundy::toEnglish(*reason) : std::string();
    };
    QCOMPARE(why(kayles, {0, 1, 3}),
             std::string("the code 0.77 allows knocking down at most 2 pins at once, not 3 pins"));
    QCOMPARE(why(kayles, {0, 4, 2}), std::string("row 1 has 5 pins: pins 5 to 6 are not all in it"));
    QCOMPARE(why(kayles, {2, 0, 1}), std::string("there is no row 3 (there are 2)"));
    QCOMPARE(why(kayles, {0, 2, 0}),
             std::string("the code 0.77 does not allow splitting a row without knocking pins down"));
    const Position grundys = positionOf({6}, "4!.0");
    QCOMPARE(why(grundys, {0, 3, 0}),
             std::string("in Grundy's game (octal code 4!.0) a row must be split into two rows "
                         "of different sizes, not 3 and 3"));
    QCOMPARE(why(grundys, {0, 6, 0}),
             std::string("a split of row 1 (6 pins) must leave pins on both sides, not 6 and 0"));
    const Position dawson = positionOf({5}, "0.07");
    QCOMPARE(why(dawson, {0, 0, 1}),
             std::string("the code 0.07 does not allow knocking down 1 pin at the end of a row"));
    QCOMPARE(why(positionOf({2}, "0.16"), {0, 0, 2}),
             std::string("the code 0.16 does not allow knocking down a whole row of 2 pins"));
    QCOMPARE(why(positionOf({5}, "0.3"), {0, 2, 1}),
             std::string("the code 0.3 does not allow knocking down 1 pin from the middle of a row"));
    QVERIFY_THROWS_EXCEPTION(grundy::IllegalMove, apply(kayles, Move{0, 1, 3}));
}

void TestOctalGame::describedMoves() {
    const Position p = positionOf({7, 1}, "0.77");
    QCOMPARE(describe(p, {0, 2, 2}), std::string("knock down pins 3 to 4 of row 1, leaving rows of 2 and 3"));
    QCOMPARE(describe(p, {1, 0, 1}), std::string("knock down pin 1 of row 2, leaving nothing"));
    QCOMPARE(describe(p, {0, 0, 1}), std::string("knock down pin 1 of row 1, leaving a row of 6"));
    QCOMPARE(apply(p, {0, 0, 1}), apply(p, {0, 6, 1})); // either end leaves the same row
    QCOMPARE(apply(p, {0, 2, 2}).rows, nums({2, 3, 1}));
    QCOMPARE(apply(p, {1, 0, 1}).rows, nums({7, 0}));
    const Position g = positionOf({7}, "4!.0");
    QCOMPARE(describe(g, {0, 2, 0}), std::string("split row 1 into rows of 2 and 5"));
    // Why a winning move wins: the row's value, what is left and the XOR.
    const Position w = positionOf({4, 1}, "0.77"); // G(4) = 1, G(1) = 1: P; so take (5,1)
    QCOMPARE(outcome(w), Outcome::P);
    const Position n = positionOf({5}, "0.77");
    const Move m = computerMove(n);
    QCOMPARE(sgSum(apply(n, m)), Natural(0));
    QVERIFY(grundy::toEnglish(reason(n, m)).find("row 1 is worth 4") == 0);
}

void TestOctalGame::explanationSaysThePeriod() {
    const auto e = grundy::explain::explain(grundy::makePosition(
        grundy::GameKind::Octal, nums({5, 9}), {{"code", "kayles"}}));
    const std::string text = grundy::explain::toText(e);
    QVERIFY2(text.find("G(n + 12) = G(n) for every n \u2265 71") != std::string::npos, text.c_str());
    QVERIFY2(text.find("Kayles (octal code 0.77)") != std::string::npos, text.c_str());
    const auto g = grundy::explain::explain(grundy::makePosition(
        grundy::GameKind::Octal, nums({9}), {{"code", "4!.0"}}));
    const std::string gt = grundy::explain::toText(g);
    QVERIFY2(gt.find("No period of Grundy's game") != std::string::npos, gt.c_str());
}

QTEST_APPLESS_MAIN(TestOctalGame)
#include "tst_octalgame.moc"
