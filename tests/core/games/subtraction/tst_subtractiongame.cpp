// SPDX-License-Identifier: MIT
// The subtraction game as a game: every rule (outcome, legal and winning moves, the
// computer's move, the end) against the game searched from its rules on all small
// positions of several sets, under normal and misère play; docs/course.md's tables; heaps
// of any size through the periods; the set option, refusals in words, the explanation.
#include "core/analysis/explain.h"
#include "core/games/catalogue.h"
#include "core/games/game.h"
#include "core/games/subtraction/subtraction.h"
#include "core/games/subtraction/subtractionwords.h"
#include "core/text/english.h"
#include "oracle.h"
#include "testsupport.h"

#include <QtTest>

#include <map>
#include <string>
#include <string_view>
#include <vector>

using namespace grundy;
using subtraction::Move;
using subtraction::Position;
using subtraction::Set;
using testsupport::nums;

using testsupport::takesOf;

namespace {

/// The game played from its rules: whether the mover wins small piles (any count), under
/// either convention, memoised. A player with no move loses (normal) or wins (misère).
class Rules {
public:
    Rules(std::vector<unsigned> takes, Convention play) : m_takes(std::move(takes)), m_play(play) {}

    /// Every (pile, take) the rules allow.
    std::vector<std::pair<std::size_t, unsigned>> moves(const std::vector<unsigned>& piles) const {
        std::vector<std::pair<std::size_t, unsigned>> out;
        for (std::size_t i = 0; i < piles.size(); ++i)
            for (unsigned s : m_takes)
                if (s <= piles[i]) out.emplace_back(i, s);
        return out;
    }
    static std::vector<unsigned> after(std::vector<unsigned> piles, std::size_t i, unsigned s) {
        piles[i] -= s;
        return piles;
    }
    bool wins(const std::vector<unsigned>& piles) {
        if (const auto it = m_memo.find(piles); it != m_memo.end()) return it->second;
        const auto all = moves(piles);
        bool won = all.empty() && m_play == Convention::Misere;
        for (const auto& [i, s] : all)
            won = won || !wins(after(piles, i, s));
        m_memo.emplace(piles, won);
        return won;
    }
    std::size_t winningReplies(const std::vector<unsigned>& piles) {
        std::size_t n = 0;
        for (const auto& [i, s] : moves(piles))
            n += wins(after(piles, i, s)) ? 0 : 1;
        return n;
    }

private:
    std::vector<unsigned> m_takes;
    Convention m_play;
    std::map<std::vector<unsigned>, bool> m_memo;
};

AnyPosition position(const std::vector<Natural>& piles, const std::string& set,
                     Convention play = Convention::Normal) {
    return makePosition(GameKind::Subtraction, piles,
                        {{"set", set}, {"play", std::string(playWord(play))}});
}

const Position& game(const AnyPosition& p) {
    return std::get<Position>(p);
}

/// Every list of `count` piles of 0..most.
std::vector<std::vector<unsigned>> allPiles(int count, int most) {
    std::vector<std::vector<unsigned>> out;
    for (const auto& t : testsupport::allTuples(count, most + 1))
        out.emplace_back(t.begin(), t.end());
    return out;
}

const char* const kSets[] = {"1,3,4",         "2,5",       "1,2,3", "2,3",
                             "powers-of-two", "fibonacci", "3,5,9" /* pre-period 14, period 2 */};

} // namespace

class TstSubtractionGame : public QObject {
    Q_OBJECT

private slots:
    // A fuzz finding: from the lost misère pile 4 under S = {1, 2, 4} the computer took all
    // four stones, which loses at once; a take of 1 or 2 makes the opponent still find 1.
    void misereComputerDoesNotTakeTheLastStoneFromALostPile() {
        const subtraction::Position p{{Natural(4)}, *Set::parse("1,2,4"), Convention::Misere};
        QCOMPARE(outcome(p), Outcome::P);
        const subtraction::Move m = computerMove(p);
        QVERIFY2(m.take != 4, "the computer took the last stone");
        QVERIFY(!isOver(apply(p, m)));
    }
    void rulesMatchTheSearch_data() {
        QTest::addColumn<QString>("set");
        QTest::addColumn<bool>("misere");
        for (const char* set : kSets) {
            QTest::addRow("%s normal", set) << QString(set) << false;
            QTest::addRow("%s misere", set) << QString(set) << true;
        }
    }
    // All positions of one pile up to 60, two up to 16 and three up to 8.
    void rulesMatchTheSearch() {
        QFETCH(QString, set);
        QFETCH(bool, misere);
        const std::string text = set.toStdString();
        const Convention play = misere ? Convention::Misere : Convention::Normal;
        Rules rules(takesOf(text, 60), play);
        std::vector<std::vector<unsigned>> all = allPiles(1, 60);
        for (auto more : {allPiles(2, 16), allPiles(3, 8)})
            all.insert(all.end(), more.begin(), more.end());
        for (const auto& piles : all) {
            const AnyPosition p = position({piles.begin(), piles.end()}, text, play);
            const QByteArray where = text.c_str() + (" " + oracle::show(piles));
            const bool wins = rules.wins(piles);
            QVERIFY2((outcome(p) == Outcome::N) == wins, where);
            const auto moves = rules.moves(piles);
            QVERIFY2(isOver(p) == moves.empty(), where);
            QCOMPARE(conventionOf(p), play);
            std::vector<Move> legal, winning;
            for (const auto& [i, s] : moves) {
                legal.push_back({i, s});
                if (!rules.wins(Rules::after(piles, i, s))) winning.push_back({i, s});
            }
            QVERIFY2(oracle::sameMoves(subtraction::legalMoves(game(p)), legal), where);
            QVERIFY2(oracle::sameMoves(subtraction::winningMoves(game(p)), winning), where);
            if (moves.empty()) continue;
            const Move m = subtraction::computerMove(game(p));
            QVERIFY2(subtraction::isLegal(game(p), m), where);
            const auto next = Rules::after(piles, m.pile, unsigned(toU64(m.take)));
            if (wins) {
                QVERIFY2(!rules.wins(next), where);
                QVERIFY2(m == subtraction::winningMoves(game(p)).front(), where);
                continue;
            }
            if (moves.size() > 64) continue;
            // From a lost position: the fewest winning replies, then the smaller take. Under
            // misère play a move that ends the game loses at once: the worst of all.
            const auto best = oracle::leastBy(moves, [&](const auto& move) {
                const auto next = Rules::after(piles, move.first, move.second);
                const bool endsMisere = play == Convention::Misere && rules.moves(next).empty();
                return std::pair(endsMisere ? ~std::size_t{0} : rules.winningReplies(next),
                                 move.second);
            });
            QVERIFY2(m.pile == best.first && m.take == best.second, where);
        }
    }

    void computerMoveOfManyHugePiles_data() {
        QTest::addColumn<QString>("set");
        for (const char* set : kSets)
            if (std::string_view(set) != "fibonacci") QTest::newRow(set) << QString(set);
    }
    // 100 piles of about 40 digits, from N- and P-positions: the computer's move is the first
    // winning move listed, or from a lost position with more than 64 moves the first legal
    // move (the smallest take from the first pile that can move), found without listing.
    void computerMoveOfManyHugePiles() {
        QFETCH(QString, set);
        const Set s = *Set::parse(set.toStdString());
        gmp_randclass random(gmp_randinit_default);
        random.seed(1536);
        for (int trial = 0; trial < 12; ++trial) {
            subtraction::Position p{{}, s};
            for (int i = 0; i < 50; ++i) {
                p.piles.push_back(oracle::pow10(39) + random.get_z_range(oracle::pow10(40)));
                p.piles.push_back(trial % 2 == 0 ? p.piles.back() : Natural(p.piles.back() + i));
            }
            if (trial % 3 == 0) p.piles.front() = 0; // a pile that cannot move comes first
            const auto winning = subtraction::winningMoves(p);
            const Move m = subtraction::computerMove(p);
            if (!winning.empty())
                QCOMPARE(m, winning.front());
            else
                QCOMPARE(m, subtraction::legalMoves(p).front());
        }
    }

    // docs/course.md §12: P-positions of one heap up to 40, both conventions.
    void curriculumTables_data() {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("misere");
        QTest::addColumn<QString>("normal");
        QTest::newRow("1,3,4") << "1,3,4"
                               << "1 3 8 10 15 17 22 24 29 31 36 38"
                               << "0 2 7 9 14 16 21 23 28 30 35 37";
        QTest::newRow("2,5") << "2,5"
                             << "2 3 6 9 10 13 16 17 20 23 24 27 30 31 34 37 38"
                             << "0 1 4 7 8 11 14 15 18 21 22 25 28 29 32 35 36 39";
        QTest::newRow("1,2,3") << "1,2,3"
                               << "1 5 9 13 17 21 25 29 33 37"
                               << "0 4 8 12 16 20 24 28 32 36 40";
        QTest::newRow("2,3") << "2,3"
                             << "2 3 7 8 12 13 17 18 22 23 27 28 32 33 37 38"
                             << "0 1 5 6 10 11 15 16 20 21 25 26 30 31 35 36 40";
        QTest::newRow("powers") << "powers-of-two"
                                << "1 4 7 10 13 16 19 22 25 28 31 34 37 40"
                                << "0 3 6 9 12 15 18 21 24 27 30 33 36 39";
        QTest::newRow("fibonacci") << "fibonacci"
                                   << "1 5 11 15 21 25 31 37"
                                   << "0 4 10 14 20 24 30 36 40";
    }
    void curriculumTables() {
        QFETCH(QString, set);
        QFETCH(QString, misere);
        QFETCH(QString, normal);
        for (const auto& [play, expected] :
             {std::pair(Convention::Misere, misere), std::pair(Convention::Normal, normal)}) {
            QStringList lost;
            for (long n = 0; n <= 40; ++n)
                if (outcome(position(nums({n}), set.toStdString(), play)) == Outcome::P)
                    lost << QString::number(n);
            QCOMPARE(lost.join(' '), expected);
        }
    }

    // A pile past the pre-period has the value of the pile a multiple of the period below,
    // at sizes no table reaches; the winning moves there are the small pile's, shifted.
    void hugePilesThroughThePeriod() {
        const Natural big = testsupport::pow10(30);
        for (const char* set : {"1,3,4", "2,5", "2,3", "3,5,9", "powers-of-two"}) {
            for (Convention play : {Convention::Normal, Convention::Misere}) {
                const auto period = play == Convention::Normal
                                        ? subtraction::sgPeriod(*Set::parse(set))
                                        : subtraction::miserePeriod(*Set::parse(set));
                QVERIFY(period);
                const Natural shift = Natural(period->length) * big;
                // Past the pre-period by the largest take, every take lands past it too.
                const long first = long(period->start) + 9;
                for (long h = first; h < first + 3 * long(period->length); ++h) {
                    const Natural huge = h + shift;
                    if (play == Convention::Normal)
                        QCOMPARE(subtraction::sgValue(*Set::parse(set), huge),
                                 subtraction::sgValue(*Set::parse(set), h));
                    // One pile, and with a small second pile (normal play: a sum).
                    std::vector<std::vector<Natural>> cases = {{huge}};
                    if (play == Convention::Normal) cases.push_back({huge, 5});
                    for (const auto& piles : cases) {
                        std::vector<Natural> small = piles;
                        small[0] = h;
                        const AnyPosition a = position(piles, set, play);
                        const AnyPosition b = position(small, set, play);
                        QCOMPARE(outcome(a), outcome(b));
                        const auto wa = subtraction::winningMoves(game(a));
                        const auto wb = subtraction::winningMoves(game(b));
                        // Takes larger than the small pile exist only on the huge one; each
                        // must still win, and the shared ones agree.
                        std::vector<Move> shared;
                        for (const Move& m : wa) {
                            QVERIFY(outcome(grundy::apply(a, AnyMove(m))) == Outcome::P);
                            if (m.pile != 0 || m.take <= h) shared.push_back(m);
                        }
                        QVERIFY(oracle::sameMoves(shared, wb));
                        QVERIFY(wa.size() <= Set::parse(set)->upTo(huge).size() + 5);
                    }
                }
            }
        }
    }

    void theSetOption() {
        QCOMPARE(subtraction::setText("1, 4,3"), std::string("1,3,4"));
        QCOMPARE(subtraction::setText(" powers-of-two "), std::string("powers-of-two"));
        QCOMPARE(subtraction::setText("fibonacci"), std::string("fibonacci"));
        QCOMPARE(subtraction::setText("5,5,100000000000000000000"),
                 std::string("5,100000000000000000000"));
        // Written as a position's numbers are (core numberPieces).
        QCOMPARE(subtraction::setText("4 1 3"), std::string("1,3,4"));
        QCOMPARE(subtraction::setText("1,3,4,"), std::string("1,3,4"));
        QCOMPARE(subtraction::setText(",1,3,4"), std::string("1,3,4"));
        const std::pair<const char*, Phrase> bad[] = {
            {"", words::ErrorSetSyntax},     {"1,,3", words::ErrorSetSyntax},
            {",", words::ErrorSetSyntax},    {"powers", words::ErrorSetSyntax},
            {"-1", words::ErrorSetSyntax},   {"0,2", words::ErrorSetZero}};
        for (const auto& [text, id] : bad) {
            try {
                subtraction::setText(text);
                QFAIL(text);
            } catch (const InvalidPosition& e) {
                QCOMPARE(e.message().phrase, id);
            }
        }
        // Through the catalogue: required, and named in the error.
        const GameInfo& info = gameInfo(GameKind::Subtraction);
        QCOMPARE(info.id, std::string_view("subtraction"));
        try {
            positionFrom(info, nums({5}), {});
            QFAIL("no error");
        } catch (const OptionError& e) {
            QCOMPARE(e.problem(), OptionError::Problem::Missing);
        }
        try {
            positionFrom(info, nums({5}), {{"set", "1,x"}});
            QFAIL("no error");
        } catch (const OptionError& e) {
            QCOMPARE(e.problem(), OptionError::Problem::Invalid);
            QCOMPARE(std::string(e.what()),
                     std::string("option set: \"1,x\" is not a set: write numbers separated by "
                                 "commas (1,3,4), powers-of-two or fibonacci"));
        }
        const AnyPosition p = positionFrom(info, nums({7, 9}), {{"set", "4, 1,3"}});
        QCOMPARE(optionsOf(p), (GameOptions{{"set", "1,3,4"}, {"play", "normal"}}));
        QCOMPARE(conventionOf(position(nums({3}), "2,5", Convention::Misere)), Convention::Misere);
    }

    // A take above every pile can never be made (piles only shrink): it is dropped when the
    // position is made, so a huge one no longer defeats the period (issue 19, item 10).
    void unusableTakesDropped() {
        const GameInfo& info = gameInfo(GameKind::Subtraction);
        const Natural pile = testsupport::pow10(20);
        const AnyPosition p =
            positionFrom(info, {pile}, {{"set", "5,9,11,20,28,10000000000000000000000000000000081"}});
        QCOMPARE(*optionsOf(p).find("set"), std::string("5,9,11,20,28"));
        const AnyPosition plain = positionFrom(info, {pile}, {{"set", "5,9,11,20,28"}});
        QVERIFY(p == plain);
        QCOMPARE(outcome(p), outcome(plain));
        // A take up to the largest pile stays (it fits that pile); with none that fits, the
        // smallest stays, and the game is over.
        QCOMPARE(*optionsOf(positionFrom(info, nums({7, 30}), {{"set", "1,30,31"}})).find("set"),
                 std::string("1,30"));
        const AnyPosition none = positionFrom(info, nums({3, 4}), {{"set", "9,5"}});
        QCOMPARE(*optionsOf(none).find("set"), std::string("5"));
        QVERIFY(isOver(none));
        // The other sets have no largest number to drop.
        QCOMPARE(*optionsOf(positionFrom(info, nums({3}), {{"set", "fibonacci"}})).find("set"),
                 std::string("fibonacci"));
    }

    void refusalsInWords() {
        const auto why = [](const char* set, std::vector<Natural> piles, Move m) {
            try {
                grundy::apply(position(piles, set), AnyMove(m));
            } catch (const IllegalMove& e) {
                return std::string(e.what());
            }
            return std::string("legal");
        };
        QCOMPARE(why("1,3,4", nums({7}), {0, 2}), std::string("2 is not in the set {1, 3, 4}"));
        QCOMPARE(why("powers-of-two", nums({7}), {0, 3}), std::string("3 is not a power of two"));
        QCOMPARE(why("fibonacci", nums({7}), {0, 4}),
                 std::string("4 is not a Fibonacci number (1, 2, 3, 5, 8, \u2026)"));
        // (A second pile of 5 keeps 3 and 4 in the set: takes above every pile are dropped.)
        QCOMPARE(why("1,3,4", nums({2, 5}), {0, 3}),
                 std::string("pile 1 has only 2 stones, cannot take 3"));
        QCOMPARE(why("1,3,4", nums({2}), {1, 1}), std::string("there is no pile 2 (there are 1)"));
        QCOMPARE(why("1,3,4", nums({7}), {0, 4}), std::string("legal"));
        QCOMPARE(why("1,2,3,4,5,6,7,8,9,10,11,12,14", nums({20}), {0, 13}),
                 std::string("13 is not one of the set's 13 numbers"));
    }

    // Positions that cannot be decided are refused in words, never guessed.
    void limitsAreRefused() {
        const Natural past = Natural(subtraction::kTableLimit);
        QVERIFY_THROWS_EXCEPTION(InvalidPosition, position({past}, "fibonacci"));
        try {
            position({past}, "fibonacci");
        } catch (const InvalidPosition& e) {
            QCOMPARE(e.message().phrase, words::ErrorSubtractionBeyondTable);
        }
        try {
            position(nums({1000, 1000}), "1,3,4", Convention::Misere);
            QFAIL("no error");
        } catch (const InvalidPosition& e) {
            QCOMPARE(e.message().phrase, words::ErrorMisereSearchLimit);
        }
        // A set of many numbers has a shorter table (subtraction::tableLimit): 60000 even
        // numbers, 4473 heaps, past which a pile is refused at once, saying where it ends.
        std::string evens;
        for (unsigned x = 2; x <= 120000; x += 2)
            evens += (evens.empty() ? "" : ",") + std::to_string(x);
        QCOMPARE(game(position({4472}, evens)).piles, nums({4472}));
        for (const Natural& pile : {Natural(4473), testsupport::pow10(21)}) {
            try {
                // The second pile keeps every number of the set usable.
                position({pile, Natural(120000)}, evens);
                QFAIL("no error");
            } catch (const InvalidPosition& e) {
                QCOMPARE(e.message().phrase, words::ErrorSubtractionBeyondTable);
                const std::string said = toEnglish(e.message());
                QVERIFY2(said.find("goes to 4472 stones") != std::string::npos, said.c_str());
            }
        }
        // A huge pile beside piles that cannot move is one pile alone: decided by the table.
        QCOMPARE(outcome(position({testsupport::pow10(40), 0, 1}, "2,5", Convention::Misere)),
                 outcome(position({testsupport::pow10(40)}, "2,5", Convention::Misere)));
    }

    void moveBetween() {
        const AnyPosition a = position(nums({7, 9}), "1,3,4");
        QVERIFY(grundy::moveBetween(a, position(nums({7, 6}), "1,3,4")) ==
                std::optional<AnyMove>(Move{1, 3}));
        QVERIFY(!grundy::moveBetween(a, position(nums({7, 7}), "1,3,4"))); // 2 not in S
        QVERIFY(!grundy::moveBetween(a, position(nums({7, 6}), "1,3")));   // another set
        QVERIFY(!grundy::moveBetween(a, position(nums({7, 6}), "1,3,4", Convention::Misere)));
    }

    void explanation() {
        const explain::Explanation e = explain::explain(position(nums({7, 9, 4}), "1,3,4"));
        QCOMPARE(e.game, GameKind::Subtraction);
        QVERIFY(e.binary);
        QCOMPARE(e.binary->rows.size(), std::size_t(3));
        QCOMPARE(e.binary->rows[2].value, std::string("2")); // SG(4) = 2
        const auto paragraph = [](const explain::Explanation& x, Phrase id) {
            for (const Message& m : x.paragraphs)
                if (m.phrase == id) return std::optional<Message>(m);
            return std::optional<Message>();
        };
        // {1, 3, 4}: period 7 from the start; {3, 5, 9}: period 2 after 14 values.
        const auto fromStart = paragraph(e, words::SubtractionPeriodicFromStart);
        QVERIFY(fromStart);
        QCOMPARE(fromStart->args, (std::vector<Arg>{std::size_t(7)}));
        const auto later = paragraph(explain::explain(position(nums({20, 3}), "3,5,9")),
                                     words::SubtractionPeriodic);
        QVERIFY(later);
        QCOMPARE(later->args, (std::vector<Arg>{std::size_t(14), std::size_t(2)}));
        QCOMPARE(e.moves.size(),
                 subtraction::winningMoves(game(position(nums({7, 9, 4}), "1,3,4"))).size());
        // Misère: one pile by the table, several by the search; the end is a win.
        const auto misere = [](std::vector<Natural> piles) {
            return explain::explain(position(piles, "2,5", Convention::Misere));
        };
        const auto has = [](const explain::Explanation& x, Phrase id) {
            for (const Message& m : x.paragraphs)
                if (m.phrase == id) return true;
            return false;
        };
        QVERIFY(has(misere(nums({9})), words::SubtractionMisereOne));
        QVERIFY(has(misere(nums({9, 6})), words::SubtractionMisereMany));
        const explain::Explanation over = misere(nums({1, 0}));
        QVERIFY(over.over);
        QCOMPARE(over.outcome, Outcome::N);
        QCOMPARE(over.verdict.phrase, words::SubtractionVerdictMisereOver);
        // Every paragraph and reason renders (no missing placeholder).
        for (const auto& x : {e, misere(nums({9, 6})), misere(nums({9}))})
            QVERIFY(!explain::toText(x).empty());
    }

    // Making a position grows no table; buildTables() grows what its answers look up, a piece
    // at a time, its progress rising to the end; the answers are then ready (a front end builds
    // them on a worker thread ahead of play). The sizes are used by no other test here.
    void tablesAreBuiltAheadWithProgress_data() {
        QTest::addColumn<QString>("set");
        QTest::addColumn<bool>("misere");
        QTest::addColumn<QString>("piles");
        QTest::newRow("fibonacci") << "fibonacci" << false << "5 1000003 7";
        QTest::newRow("fibonacci misere") << "fibonacci" << true << "1000003 0";
        QTest::newRow("a period") << "4,7,11" << false << "1000000";
        QTest::newRow("a misere sum") << "1,2,6" << true << "300 400";
    }
    void tablesAreBuiltAheadWithProgress() {
        QFETCH(QString, set);
        QFETCH(bool, misere);
        QFETCH(QString, piles);
        std::vector<Natural> numbers;
        for (const QString& pile : piles.split(' '))
            numbers.push_back(*parseNatural(pile.toStdString()));
        const AnyPosition p =
            position(numbers, set.toStdString(), misere ? Convention::Misere : Convention::Normal);
        QVERIFY(!tablesReady(p));
        std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
        const auto note = [&](std::uint64_t done, std::uint64_t total) {
            calls.emplace_back(done, total);
            return true;
        };
        QVERIFY(buildTables(p, note));
        QVERIFY(tablesReady(p));
        QVERIFY(!calls.empty());
        const std::uint64_t total = calls.front().second;
        QVERIFY(total > 0);
        for (std::size_t i = 0; i < calls.size(); ++i) {
            QCOMPARE(calls[i].second, total);
            QVERIFY(calls[i].first <= total);
            if (i > 0) QVERIFY(calls[i].first >= calls[i - 1].first);
        }
        QCOMPARE(calls.back().first, total);
        // Built once: asked again, it is done at once.
        calls.clear();
        QVERIFY(buildTables(p, note));
        QCOMPARE(calls.size(), std::size_t(1));
        QCOMPARE(calls.front().first, calls.front().second);
        // Small positions are ready at once: their lookups grow their tables in a blink.
        QVERIFY(tablesReady(position(nums({60000, 9}), "fibonacci")));
        QVERIFY(tablesReady(position(nums({60000, 0}), "fibonacci", Convention::Misere)));
        QVERIFY(tablesReady(position(nums({30, 40}), "1,2,7", Convention::Misere)));
        // The games without tables are always ready.
        const AnyPosition nim = makePosition(GameKind::Nim, {testsupport::pow10(40)}, {});
        QVERIFY(tablesReady(nim));
        QVERIFY(buildTables(nim, {}));
    }

    // Asked to stop, the build stops at once and keeps what it built: the next one goes on
    // from there.
    void tablesStopWhenAsked() {
        const AnyPosition p = position(nums({2'000'003}), "fibonacci");
        QVERIFY(!tablesReady(p));
        std::uint64_t stoppedAt = 0;
        int calls = 0;
        QVERIFY(!buildTables(p, [&](std::uint64_t done, std::uint64_t) {
            ++calls;
            stoppedAt = done;
            return false;
        }));
        QCOMPARE(calls, 1);
        QVERIFY(stoppedAt > 0);
        QVERIFY(!tablesReady(p));
        std::uint64_t first = 0;
        QVERIFY(buildTables(p, [&](std::uint64_t done, std::uint64_t) {
            if (first == 0) first = done;
            return true;
        }));
        QVERIFY(first > stoppedAt);
        QVERIFY(tablesReady(p));
    }
};

QTEST_GUILESS_MAIN(TstSubtractionGame)
#include "tst_subtractiongame.moc"
