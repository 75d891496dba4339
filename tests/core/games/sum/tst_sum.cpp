// SPDX-License-Identifier: MIT
// Sums of different games: on every small sum of two and three components of different
// games, the outcome, the value, the winning moves and the computer's move against a search
// of the whole sum written here (win/lose and mex over the sum's own moves, never the
// theorem); the XOR identity at huge sizes; component words and their refusals; a
// component's turn (Northcott's colour) handed on by every move.
#include "core/analysis/explain.h"
#include "core/analysis/sgvalue.h"
#include "core/games/catalogue.h"
#include "core/games/northcott/northcott.h"
#include "core/games/sum/component.h"
#include "core/games/sum/sum.h"
#include "core/text/english.h"
#include "oracle.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

using grundy::AnyMove;
using grundy::AnyPosition;
using grundy::Natural;
using grundy::Outcome;
using namespace grundy::sum;

namespace {

std::string key(const Position& p) {
    std::string k;
    for (const std::string& w : wordsOf(p))
        k += w + ' ';
    return k;
}

/// The whole sum searched from its own moves: its Sprague–Grundy value as the mex of its
/// options' (0 exactly for a lost position), memoised by the components' words.
class SumSearch {
public:
    unsigned value(const Position& p) {
        const std::string k = key(p);
        if (const auto it = m_values.find(k); it != m_values.end()) return it->second;
        std::set<unsigned> seen;
        for (const Move& m : legalMoves(p))
            seen.insert(value(apply(p, m)));
        unsigned mex = 0;
        while (seen.count(mex)) ++mex;
        return m_values[k] = mex;
    }

private:
    std::map<std::string, unsigned> m_values;
};

Position sumFrom(std::vector<std::string> words) {
    return fromWords(words);
}

std::string componentWord(const std::string& game, const std::vector<int>& numbers,
                          const std::string& options = {}) {
    std::string w = game + ':';
    for (std::size_t i = 0; i < numbers.size(); ++i)
        w += (i ? "," : "") + std::to_string(numbers[i]);
    return w + options;
}

/// Small positions of several different games, as component words.
std::vector<std::string> smallComponents() {
    std::vector<std::string> out;
    for (int a = 0; a <= 3; ++a)
        for (int b = a; b <= 3; ++b)
            out.push_back(componentWord("nim", {a, b}));
    for (int n = 0; n <= 5; ++n) {
        out.push_back(componentWord("kayles", {n}));
        out.push_back(componentWord("lasker", {n}));
        out.push_back(componentWord("bash", {n}, ":k=2"));
        out.push_back(componentWord("subtraction", {n}, ":set=1,3,4"));
        out.push_back(componentWord("dawson-kayles", {n}));
    }
    for (int a = 0; a <= 3; ++a)
        for (int b = 0; b <= 3; ++b)
            out.push_back(componentWord("wythoff", {a, b}));
    out.push_back(componentWord("dag", {0, 1}, ":graph=0>1,0>2,1>3,2>3"));
    out.push_back(componentWord("dag", {2}, ":graph=0>1,0>2,1>3,2>3"));
    out.push_back(componentWord("staircase", {2, 5}, ":cells=6"));
    return out;
}

std::string gameOfWord(const std::string& w) {
    return w.substr(0, w.find(':'));
}

/// How many of p's moves the search finds winning.
std::size_t winningReplies(SumSearch& search, const Position& p) {
    std::size_t n = 0;
    for (const Move& m : legalMoves(p))
        n += search.value(apply(p, m)) == 0 ? 1 : 0;
    return n;
}

/// The fewest winning replies any move from p leaves.
std::size_t fewestReplies(SumSearch& search, const Position& p) {
    std::size_t fewest = ~std::size_t{0};
    for (const Move& m : legalMoves(p))
        fewest = std::min(fewest, winningReplies(search, apply(p, m)));
    return fewest;
}

/// Checks one sum against the search: value, outcome, every winning move exactly, the
/// computer's move (from a lost sum: one that leaves the fewest winning replies).
void checkAgainstSearch(SumSearch& search, const Position& p) {
    const QByteArray name = QByteArray::fromStdString(key(p));
    const unsigned expected = search.value(p);
    QVERIFY2(sgValue(p) == Natural(expected), name);
    QCOMPARE(outcome(p), expected == 0 ? Outcome::P : Outcome::N);
    std::vector<Move> winning;
    for (const Move& m : legalMoves(p))
        if (search.value(apply(p, m)) == 0) winning.push_back(m);
    QVERIFY2(oracle::sameMoves(winningMoves(p), winning), name);
    if (isOver(p)) return;
    const Move c = computerMove(p);
    QVERIFY2(isLegal(p, c), name);
    if (expected != 0) QVERIFY2(search.value(apply(p, c)) == 0, name);
    else QVERIFY2(winningReplies(search, apply(p, c)) == fewestReplies(search, p), name);
}

} // namespace

class TestSum : public QObject {
    Q_OBJECT
private slots:
    void twoDifferentGamesAgainstSearch();
    void threeDifferentGamesAgainstSearch();
    void lostSumLeavesFewestReplies_data();
    void lostSumLeavesFewestReplies();
    void xorIdentityAtHugeSizes();
    void hugeComponentsAnswerInstantly();
    void movesToValue();
    void wordsRoundTrip();
    void refusals_data();
    void refusals();
    void numbersAndOptionsRoundTrip();
    void northcottColourFollowsTheSum();
    void explanationNamesTheComponent();
};

void TestSum::twoDifferentGamesAgainstSearch() {
    SumSearch search;
    const std::vector<std::string> words = smallComponents();
    int checked = 0;
    for (const std::string& a : words)
        for (const std::string& b : words) {
            if (gameOfWord(a) == gameOfWord(b)) continue;
            checkAgainstSearch(search, sumFrom({a, b}));
            ++checked;
        }
    QVERIFY(checked > 2000);
}

void TestSum::threeDifferentGamesAgainstSearch() {
    SumSearch search;
    const std::vector<std::string> a{"nim:1,2", "nim:3", "nim:0", "nim:2,2"};
    const std::vector<std::string> b{"kayles:3", "kayles:4", "kayles:1,2", "kayles:0"};
    const std::vector<std::string> c{"wythoff:1,2", "wythoff:2,2", "lasker:3", "lasker:2",
                                     "subtraction:4:set=1,3,4", "bash:3:k=2"};
    for (const auto& x : a)
        for (const auto& y : b)
            for (const auto& z : c)
                checkAgainstSearch(search, sumFrom({x, y, z}));
}

void TestSum::lostSumLeavesFewestReplies_data() {
    QTest::addColumn<QString>("words");
    // Found by fuzz_moves ("sum 3 - 7 0 3"): the computer played in the component of the
    // largest value, where its move left more winning replies than the fewest.
    QTest::newRow("dawson-kayles twice") << "dawson-kayles:7,0 dawson-kayles:3";
    QTest::newRow("nim and kayles") << "nim:1,2 kayles:3";
}

void TestSum::lostSumLeavesFewestReplies() {
    QFETCH(QString, words);
    std::vector<std::string> list;
    for (const QString& w : words.split(' '))
        list.push_back(w.toStdString());
    const Position p = sumFrom(list);
    SumSearch search;
    QCOMPARE(search.value(p), 0u);
    QCOMPARE(winningReplies(search, apply(p, computerMove(p))), fewestReplies(search, p));
}

void TestSum::xorIdentityAtHugeSizes() {
    const Natural huge = oracle::pow10(40) + 12345;
    const Natural big = oracle::pow10(45) + 7;
    const std::string h = huge.get_str(), g = big.get_str();
    const Position p = sumFrom({"nim:" + h + "," + g, "kayles:" + g, "bash:" + h + ":k=7"});
    const std::vector<Natural> values = componentValues(p);
    QCOMPARE(values.size(), std::size_t(3));
    QCOMPARE(values[0], Natural(huge ^ big));
    QCOMPARE(values[1], *grundy::sgValue(grundy::makePosition(grundy::GameKind::Octal, {big}, {{"code", "0.77"}})));
    QCOMPARE(values[2], Natural(huge % 8));
    QCOMPARE(*sgValue(p), oracle::xorOf(values));
    const Move m = computerMove(p);
    QCOMPARE(*sgValue(apply(p, m)), Natural(0));
    for (const Move& w : winningMoves(p))
        QCOMPARE(*sgValue(apply(p, w)), Natural(0));
}

void TestSum::hugeComponentsAnswerInstantly() {
    // Ten components of 40-digit numbers: the theorem, never a search.
    std::vector<std::string> words;
    const std::string h = Natural(oracle::pow10(40) + 3).get_str();
    for (int i = 0; i < 5; ++i) {
        words.push_back("nim:" + h + "," + std::to_string(i + 5));
        words.push_back("kayles:" + h);
    }
    const Position p = sumFrom(words);
    if (outcome(p) == Outcome::N) QCOMPARE(*sgValue(apply(p, computerMove(p))), Natural(0));
    QVERIFY(!winningMoves(p).empty() || outcome(p) == Outcome::P);
}

void TestSum::movesToValue() {
    // Every value below a component's value is reached by some move (the mex), and every
    // move listed reaches exactly it.
    for (const std::string& w : smallComponents()) {
        const AnyPosition c = componentAt(sumFrom({w}), 0);
        const Natural g = *grundy::sgValue(c);
        for (Natural v = 0; v < g; ++v) {
            const auto moves = grundy::sum::movesToValue(c, v, 64);
            QVERIFY2(!moves.empty(), w.c_str());
            for (const AnyMove& m : moves)
                QCOMPARE(*grundy::sgValue(grundy::apply(c, m)), v);
        }
    }
    // Huge: Nim and Bash by their own rules.
    const Natural huge = oracle::pow10(50) + 99;
    const AnyPosition nim = grundy::makePosition(grundy::GameKind::Nim, {huge, 5}, {});
    for (const AnyMove& m : grundy::sum::movesToValue(nim, 3, 8))
        QCOMPARE(*grundy::sgValue(grundy::apply(nim, m)), Natural(3));
    QVERIFY(!grundy::sum::movesToValue(nim, 3, 8).empty());
}

void TestSum::wordsRoundTrip() {
    const std::vector<std::string> words{"nim:3,5", "wythoff:4,7", "kayles:6",
                                         "subtraction:7,9:set=1,3,4", "dag:0,2:graph=0>1,0>2,1>3"};
    const Position p = sumFrom(words);
    QCOMPARE(wordsOf(p), words);
    QCOMPARE(fromWords(wordsOf(p)), p);
    // Names of presets stay names; an octal code that is a preset's becomes its name.
    QCOMPARE(wordsOf(sumFrom({"octal:6:code=0.77"})), std::vector<std::string>{"kayles:6"});
    QCOMPARE(wordsOf(sumFrom({"octal:6:code=0.156"})),
             std::vector<std::string>{"octal:6:code=0.156"});
}

void TestSum::refusals_data() {
    QTest::addColumn<QString>("words");
    QTest::addColumn<QString>("says");
    QTest::newRow("unknown game") << "nim:3 chess:4" << "component 2 (\"chess:4\"): no game is called \"chess\"";
    QTest::newRow("no position") << "nim" << "component 1 (\"nim\"): write a component as";
    QTest::newRow("not numbers") << "nim:3,x" << "is not a list of non-negative whole numbers";
    QTest::newRow("bad option") << "bash:5:k" << "\"k\" is not OPTION=VALUE";
    QTest::newRow("misere") << "nim:3:play=misere" << "misère play is not offered in a sum";
    QTest::newRow("treblecross") << "treblecross:9" << "Treblecross cannot be a component";
    QTest::newRow("sum in sum") << "sum:1,3:components=nim" << "Sum of games cannot be a component";
    QTest::newRow("wythoff too large") << "wythoff:100000000000000000000,3" << "component 1";
    QTest::newRow("lasker too large") << "lasker:100000000000000000000" << "too large to search";
    QTest::newRow("option of the game") << "bash:5:k=0" << "component 1 (\"bash:5:k=0\")";
    QTest::newRow("none") << "" << "a sum needs at least one component";
}

void TestSum::refusals() {
    QFETCH(QString, words);
    QFETCH(QString, says);
    std::vector<std::string> list;
    for (const QString& w : words.split(' ', Qt::SkipEmptyParts))
        list.push_back(w.toStdString());
    try {
        fromWords(list);
        QFAIL("accepted");
    } catch (const grundy::InvalidPosition& e) {
        const QString text = QString::fromStdString(grundy::toEnglish(e.message()));
        QVERIFY2(text.contains(says), qPrintable(text));
    }
}

void TestSum::numbersAndOptionsRoundTrip() {
    const Position p = sumFrom({"nim:3,5", "kayles:6,2", "subtraction:7:set=1,3,4"});
    const AnyPosition any = p;
    const auto numbers = grundy::numbersOf(any);
    QCOMPARE(numbers, testsupport::nums({2, 3, 5, 2, 6, 2, 1, 7}));
    const auto options = grundy::optionsOf(any);
    QCOMPARE(*options.find("components"), std::string("nim;kayles;subtraction:set=1,3,4"));
    QCOMPARE(grundy::makePosition(grundy::GameKind::Sum, numbers, options), any);
    // Counts that do not fit the numbers are refused, not read past.
    for (const auto& bad : {testsupport::nums({2, 3}), testsupport::nums({9, 3, 5, 1, 6, 1, 7}),
                            testsupport::nums({2, 3, 5, 2, 6, 2, 1, 7, 4})})
        QVERIFY_THROWS_EXCEPTION(grundy::InvalidPosition,
                                 grundy::makePosition(grundy::GameKind::Sum, bad, options));
}

void TestSum::northcottColourFollowsTheSum() {
    const Position p = sumFrom({"nim:3", "northcott:1,4:columns=6"});
    using grundy::northcott::Colour;
    const auto colour = [](const Position& q) {
        return std::get<grundy::northcott::Position>(componentAt(q, 1)).toMove;
    };
    QCOMPARE(colour(p), Colour::Black);
    const Position after = apply(p, moveIn(0, grundy::nim::Move{0, 1}));
    QCOMPARE(colour(after), Colour::White); // the second player now moves, with white
    // So the white piece moves next in the Northcott component, and the black one may not.
    QVERIFY(!isLegal(after, moveIn(1, grundy::northcott::Move{0, Colour::Black, 2})));
    QVERIFY(isLegal(after, moveIn(1, grundy::northcott::Move{0, Colour::White, 3})));
    // A saved game's positions (numbers only) get the colour back from the one before.
    AnyPosition fromNumbers = grundy::makePosition(grundy::GameKind::Sum, grundy::numbersOf(after),
                                                   grundy::optionsOf(after));
    grundy::gameOf(fromNumbers).follow(p, fromNumbers);
    QCOMPARE(fromNumbers, AnyPosition(after));
}

void TestSum::explanationNamesTheComponent() {
    const Position p = sumFrom({"nim:3,5", "wythoff:4,7", "kayles:6"});
    const std::string text = grundy::explain::toText(grundy::explain::explain(p));
    QVERIFY2(text.find("Wythoff's game 4, 7") != std::string::npos, text.c_str());
    QVERIFY2(text.find("XOR") != std::string::npos, text.c_str());
    const Move m = winningMoves(p).front();
    const std::string why = grundy::toEnglish(reason(p, m));
    QVERIFY2(why.find("is worth") != std::string::npos, why.c_str());
}

QTEST_APPLESS_MAIN(TestSum)
#include "tst_sum.moc"
