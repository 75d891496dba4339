// SPDX-License-Identifier: MIT
// Practice: every kind of exercise of every topic and difficulty is drawn from its seed the
// same way, asks about a position it can answer, accepts its own solution and refuses wrong
// answers with a reason; table values against a mex written here; a practice run's
// difficulty follows the answers.
#include "core/analysis/movevalues.h"
#include "core/games/catalogue.h"
#include "core/games/sum/component.h"
#include "core/practice/exercise.h"
#include "core/practice/exerciseset.h"
#include "core/practice/exercisesource.h"
#include "core/text/english.h"

#include <QtTest>

#include <set>
#include <string>

using namespace grundy;
using namespace grundy::practice;

namespace {

bool contains(const Message& m, const std::string& part) {
    return toEnglish(m).find(part) != std::string::npos;
}

/// A wrong answer of the exercise's kind, made from the right one.
Answer wrongAnswer(const Exercise& e) {
    Answer a = solution(e);
    switch (e.kind) {
    case Kind::PorN: a.outcome = *a.outcome == Outcome::P ? Outcome::N : Outcome::P; break;
    case Kind::Move: {
        // A legal move that does not win, if there is one.
        a.move.reset();
        for (const AnyMove& m : legalMoves(e.position))
            if (!isWinningMove(e.position, m)) {
                a.move = m;
                break;
            }
        break;
    }
    case Kind::SgValue: *a.value += 1; break;
    case Kind::Table: a.table.back() += 1; break;
    case Kind::Which: {
        std::set<std::size_t> winning;
        for (const AnyMove& m : winningMoves(e.position))
            winning.insert(std::get<sum::Move>(m).component);
        a.component.reset();
        const auto& s = std::get<sum::Position>(e.position);
        for (std::size_t i = 0; i < s.components.size(); ++i)
            if (!winning.count(i)) a.component = i;
        break;
    }
    }
    return a;
}

} // namespace

class TstPractice : public QObject {
    Q_OBJECT
private slots:
    void everyKindOfEveryTopic();
    void wrongAnswersAreRefusedWithAReason();
    void tableAgainstMex();
    void setsAreTheSameForTheSameSeed();
    void setsOfChosenTopics();
    void difficultyFollowsTheAnswers();
    void kindIds();
    void setFilesRoundTrip();
    void badSetFiles_data();
    void badSetFiles();
    void runSourceFollowsPractice();
    void setSourceKeepsAnswers();
};

void TstPractice::everyKindOfEveryTopic() {
    int drawn = 0;
    for (const Topic topic : kTopics)
        for (const Kind kind : kindsOf(topic))
            for (int d = kEasiest; d <= kHardest; ++d)
                for (u64 seed = 0; seed < 12; ++seed) {
                    Random random(seed, u64(d));
                    const Exercise e = draw(topic, kind, d, random);
                    const QByteArray where = QByteArray::fromStdString(toEnglish(question(e)));
                    QVERIFY2(!where.isEmpty(), where);
                    QVERIFY2(e.kind == kind, where);
                    if (kind == Kind::Move || kind == Kind::Which)
                        QVERIFY2(outcome(e.position) == Outcome::N, where);
                    if (kind == Kind::Which) QCOMPARE(kindOf(e.position), GameKind::Sum);
                    const Verdict v = check(e, solution(e));
                    QVERIFY2(v.right, where + ": " + QByteArray::fromStdString(toEnglish(v.reason)));
                    QVERIFY2(!toEnglish(v.reason).empty(), where);
                    ++drawn;
                }
    QVERIFY(drawn >= 1440); // 24 topic and kind pairs, 5 difficulties, 12 seeds
}

void TstPractice::wrongAnswersAreRefusedWithAReason() {
    int refused = 0;
    for (const Topic topic : kTopics)
        for (const Kind kind : kindsOf(topic))
            for (u64 seed = 0; seed < 8; ++seed) {
                Random random(seed);
                const Exercise e = draw(topic, kind, 2, random);
                const Answer wrong = wrongAnswer(e);
                if (kind == Kind::Move && !wrong.move) continue;   // every move wins
                if (kind == Kind::Which && !wrong.component) continue; // every component
                const Verdict v = check(e, wrong);
                const QByteArray where = QByteArray::fromStdString(toEnglish(question(e)));
                QVERIFY2(!v.right, where);
                QVERIFY2(!toEnglish(v.reason).empty(), where);
                // A blank answer is wrong too.
                QVERIFY2(!check(e, Answer{}).right, where);
                ++refused;
            }
    QVERIFY(refused > 100);
    // The reasons say what is wrong.
    Exercise nim{Kind::Move, makePosition(GameKind::Nim, {3, 5, 7}, {})};
    Answer losing;
    losing.move = AnyMove(nim::Move{0, 1});
    QVERIFY(contains(check(nim, losing).reason, "winning reply") ||
            !toEnglish(check(nim, losing).reason).empty());
    Answer illegal;
    illegal.move = AnyMove(nim::Move{0, 9});
    QVERIFY(contains(check(nim, illegal).reason, "not legal"));
    Exercise table{Kind::Table, makePosition(GameKind::Subtraction, {7}, {{"set", "1,3,4"}}), 7};
    Answer cells;
    cells.table = {0, 1, 0, 1, 2, 3, 2, 1}; // G(7) is 0, not 1: 7 reaches 6, 4 and 3
    const Verdict v = check(table, cells);
    QVERIFY(!v.right);
    QCOMPARE(toEnglish(v.reason),
             std::string("G(7) = mex{1, 2} = 0: the least value no move from 7 reaches."));
    cells.table.pop_back();
    QVERIFY(contains(check(table, cells).reason, "needs 8 values"));
}

void TstPractice::tableAgainstMex() {
    // Subtraction sets by the mex written here; Kayles by its published start.
    for (const char* set : {"1,2", "1,3,4", "2,5,7", "1,2,4", "1,4"}) {
        std::vector<long> takes;
        for (const QString& t : QString(set).split(','))
            takes.push_back(t.toLong());
        std::vector<long> g;
        for (long n = 0; n <= 16; ++n) {
            std::set<long> seen;
            for (long s : takes)
                if (s <= n) seen.insert(g[std::size_t(n - s)]);
            long mex = 0;
            while (seen.count(mex)) ++mex;
            g.push_back(mex);
        }
        const Exercise e{Kind::Table, makePosition(GameKind::Subtraction, {16}, {{"set", set}}), 16};
        const auto values = tableValues(e);
        for (std::size_t n = 0; n < g.size(); ++n)
            QCOMPARE(values[n], Natural(g[n]));
    }
    const Exercise subtraction{Kind::Table, makePosition(GameKind::Subtraction, {8}, {{"set", "1,3,4"}}), 8};
    QCOMPARE(toEnglish(question(subtraction)),
             std::string("Subtraction game (set = 1,3,4): fill in G(0) to G(8), the values of a "
                         "single pile (or row) of 0 to 8."));
    const Exercise kayles{Kind::Table, makePosition(GameKind::Octal, {11}, {{"code", "0.77"}}), 11};
    const std::vector<long> known{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6};
    const auto values = tableValues(kayles);
    for (std::size_t n = 0; n < known.size(); ++n)
        QCOMPARE(values[n], Natural(known[n]));
}

void TstPractice::setsAreTheSameForTheSameSeed() {
    const std::vector<Kind> all(kKinds.begin(), kKinds.end());
    const auto a = exerciseSet(7, 14, all, 2);
    QCOMPARE(a.size(), std::size_t(14));
    QVERIFY(a == exerciseSet(7, 14, all, 2));
    QVERIFY(a != exerciseSet(8, 14, all, 2));
    // Course order: the games come in the order of the course.
    std::vector<int> order;
    for (const Exercise& e : a)
        order.push_back(int(kindOf(e.position)));
    QCOMPARE(kindOf(a.front().position), GameKind::Bash);
    QCOMPARE(kindOf(a.back().position), GameKind::Sum);
    // Only the kinds asked, from the topics that ask them.
    for (const Exercise& e : exerciseSet(3, 10, {Kind::Table}, 1)) {
        QCOMPARE(e.kind, Kind::Table);
        QVERIFY(kindOf(e.position) == GameKind::Subtraction || kindOf(e.position) == GameKind::Octal);
    }
    for (const Exercise& e : exerciseSet(3, 6, {Kind::Which, Kind::PorN}, 3))
        QVERIFY(e.kind == Kind::PorN || kindOf(e.position) == GameKind::Sum);
}

void TstPractice::setsOfChosenTopics() {
    const std::vector<Kind> all(kKinds.begin(), kKinds.end());
    for (const Topic t : kTopics) {
        QCOMPARE(topicOf(topicGame(t)), std::optional<Topic>(t));
        for (const Exercise& e : exerciseSet(5, 9, all, 2, {t})) {
            QCOMPARE(kindOf(e.position), topicGame(t));
            const auto asks = kindsOf(t);
            QVERIFY(std::find(asks.begin(), asks.end(), e.kind) != asks.end());
        }
    }
    QCOMPARE(topicOf(GameKind::Northcott), std::optional<Topic>());
    // Course order whatever the order given; every topic given gets its share.
    const auto set = exerciseSet(5, 8, all, 1, {Topic::Sums, Topic::Nim});
    for (std::size_t i = 0; i < set.size(); ++i)
        QCOMPARE(kindOf(set[i].position), i < 4 ? GameKind::Nim : GameKind::Sum);
    // Nim asks no table: no exercise can be drawn.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             exerciseSet(5, 3, {Kind::Table}, 1, {Topic::Nim}));
    // All topics given is the set of every topic.
    QVERIFY(exerciseSet(9, 12, all, 3, {kTopics.begin(), kTopics.end()}) ==
            exerciseSet(9, 12, all, 3));
}

void TstPractice::difficultyFollowsTheAnswers() {
    Practice run(42);
    QCOMPARE(run.difficulty(), kEasiest);
    for (int i = 0; i < 3; ++i)
        QVERIFY(run.answer(solution(run.current())).right);
    QCOMPARE(run.difficulty(), kEasiest + 1);
    QCOMPARE(run.done(), std::size_t(3));
    const Exercise before = run.current();
    QVERIFY(!run.answer(wrongAnswer(before)).right || before.kind == Kind::Move);
    if (before.kind != Kind::Move) {
        QCOMPARE(run.difficulty(), kEasiest);
        QVERIFY(run.current() == before); // the same exercise until it is right or skipped
    }
    run.skip();
    QCOMPARE(run.done(), std::size_t(4));
    // Many right answers reach the hardest difficulty and stay there.
    for (int i = 0; i < 20; ++i)
        run.answer(solution(run.current()));
    QCOMPARE(run.difficulty(), kHardest);
}

void TstPractice::kindIds() {
    for (const Kind k : kKinds)
        QCOMPARE(kindFromId(kindId(k)), std::optional<Kind>(k));
    QVERIFY(!kindFromId("nope"));
}

void TstPractice::setFilesRoundTrip() {
    const std::vector<Kind> all(kKinds.begin(), kKinds.end());
    ExerciseSet set{exerciseSet(7, 21, all, 3), {}, 7};
    const std::string json = toJson(set);
    QVERIFY(parseExerciseSet(json) == set);
    QVERIFY(json.find("\"seed\": \"7\"") != std::string::npos);
    // The seed is kept when there is one, and a set without one reads back without it.
    ExerciseSet unseeded = set;
    unseeded.seed.reset();
    QVERIFY(parseExerciseSet(toJson(unseeded)) == unseeded);
    QVERIFY(!parseExerciseSet(toJson(unseeded)).seed);
    // A student's answers: right ones, wrong ones and blanks, each kept beside its exercise.
    for (std::size_t i = 0; i < set.exercises.size(); ++i) {
        const Exercise& e = set.exercises[i];
        set.answers.push_back(i % 3 == 0 ? std::optional<Answer>{}
                                         : i % 3 == 1 ? solution(e) : wrongAnswer(e));
    }
    const ExerciseSet back = parseExerciseSet(toJson(set));
    QCOMPARE(back.answers.size(), set.answers.size());
    for (std::size_t i = 0; i < set.answers.size(); ++i) {
        QCOMPARE(back.answers[i].has_value(), set.answers[i].has_value());
        if (!set.answers[i]) continue;
        QCOMPARE(check(back.exercises[i], *back.answers[i]).right,
                 check(set.exercises[i], *set.answers[i]).right);
    }
}

void TstPractice::badSetFiles_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("says");
    const QString head = R"({"format": "grundy-exercises", "version": 1, "exercises": [)";
    QTest::newRow("not json") << "{" << "not JSON";
    QTest::newRow("format") << R"({"format": "grundy-game", "version": 1, "exercises": []})"
                            << "format: expected \"grundy-exercises\"";
    QTest::newRow("version") << R"({"format": "grundy-exercises", "version": 2, "exercises": []})"
                             << "version: expected the number 1";
    QTest::newRow("kind") << head + R"({"kind": "essay", "game": "nim", "options": {}, "position": ["3"]}]})"
                          << "exercise 1: kind: expected one of pn, move, sg, table, which";
    QTest::newRow("game") << head + R"({"kind": "pn", "game": "chess", "options": {}, "position": ["3"]}]})"
                          << "exercise 1: game: unknown game";
    QTest::newRow("lost move") << head + R"({"kind": "move", "game": "nim", "options": {}, "position": ["3", "3"]}]})"
                               << "exercise 1: position: the player to move loses here";
    // Found by fuzz_exerciseset: a value the game does not define (misère play) or does not
    // know (beyond a searched game's limit) was asked, and checking it read an empty value.
    QTest::newRow("sg misere") << head + R"({"kind": "sg", "game": "subtraction", "options": {"set": "1,2", "play": "misere"}, "position": ["4"]}]})"
                               << "exercise 1: position: its Sprague–Grundy value is not known";
    QTest::newRow("sg wythoff") << head + R"({"kind": "sg", "game": "wythoff", "options": {}, "position": ["512", "5"]}]})"
                                << "exercise 1: position: its Sprague–Grundy value is not known";
    QTest::newRow("sg fibonacci") << head + R"({"kind": "sg", "game": "fibonacci-nim", "options": {}, "position": ["100000"]}]})"
                                  << "exercise 1: position: its Sprague–Grundy value is not known";
    QTest::newRow("table misere") << head + R"({"kind": "table", "game": "subtraction", "options": {"set": "1,3,4", "play": "misere"}, "position": ["8"], "tableTo": "8"}]})"
                                  << "exercise 1: position: G(0) is not known";
    QTest::newRow("which of nim") << head + R"({"kind": "which", "game": "nim", "options": {}, "position": ["3"]}]})"
                                  << "\"which\" asks about a sum of games";
    QTest::newRow("table") << head + R"({"kind": "table", "game": "subtraction", "options": {"set": "1,3,4"}, "position": ["5"], "tableTo": "500"}]})"
                           << "exercise 1: tableTo: at most 64";
    QTest::newRow("illegal move") << head + R"({"kind": "move", "game": "nim", "options": {}, "position": ["3", "5"]}], "answers": [{"move": ["4", "5"]}]})"
                                  << "answer 1: move: not a legal move";
    QTest::newRow("component") << head + R"({"kind": "which", "game": "sum", "options": {"components": "nim;kayles"}, "position": ["1", "4", "1", "6"]}], "answers": [{"component": "3"}]})"
                               << "answer 1: component: expected 1 to 2, got 3";
    QTest::newRow("answers count") << head + R"({"kind": "pn", "game": "nim", "options": {}, "position": ["3"]}], "answers": []})"
                                   << "answers: expected a list of one answer";
    QTest::newRow("seed") << R"({"format": "grundy-exercises", "version": 1, "seed": "18446744073709551616", "exercises": []})"
                          << "seed: at most 18446744073709551615";
    QTest::newRow("deep") << QString("[").repeated(100) << "nested deeper";
}

void TstPractice::badSetFiles() {
    QFETCH(QString, json);
    QFETCH(QString, says);
    try {
        parseExerciseSet(json.toStdString());
        QFAIL("accepted");
    } catch (const ExerciseSetError& e) {
        QVERIFY2(QString(e.what()).contains(says), e.what());
    }
}

void TstPractice::runSourceFollowsPractice() {
    // The run shows what a Practice of the same seed asks; a right answer moves the
    // practice on at once, but the shown exercise stays until next().
    RunSource run(11);
    Practice same(11);
    for (int i = 0; i < 6; ++i) {
        QCOMPARE(run.exercise(), same.current());
        QCOMPARE(run.index(), std::size_t(i));
        const Exercise shown = run.exercise();
        if (i % 2 == 0) {
            QVERIFY(!run.answer(wrongAnswer(shown)).right);
            QVERIFY(!same.answer(wrongAnswer(shown)).right);
        }
        QVERIFY(run.answer(solution(shown)).right);
        QVERIFY(same.answer(solution(shown)).right);
        QCOMPARE(run.exercise(), shown);
        // A second answer to an exercise answered right is checked, not counted again.
        QVERIFY(run.answer(solution(shown)).right);
        QCOMPARE(run.streak(), same.streak());
        QVERIFY(run.next());
    }
    QCOMPARE(run.difficulty(), same.difficulty());
    QVERIFY(!run.previous());
    QVERIFY(!run.count());
    // Moving on without a right answer skips the exercise.
    QVERIFY(run.next());
    same.skip();
    QCOMPARE(run.exercise(), same.current());
    QCOMPARE(run.index(), std::size_t(7));
}

void TstPractice::setSourceKeepsAnswers() {
    const std::vector<Kind> all(kKinds.begin(), kKinds.end());
    SetSource set(ExerciseSet{exerciseSet(3, 5, all, 2), {}, 3});
    QCOMPARE(*set.count(), std::size_t(5));
    QVERIFY(!set.previous());
    QVERIFY(!set.keptAnswer());
    QVERIFY(!set.answer(wrongAnswer(set.exercise())).right);
    QCOMPARE(set.answered(), std::size_t(1));
    QCOMPARE(set.right(), std::size_t(0));
    // A later answer replaces the kept one.
    QVERIFY(set.answer(solution(set.exercise())).right);
    QCOMPARE(set.keptAnswer(), std::optional<Answer>(solution(set.exercise())));
    QCOMPARE(set.right(), std::size_t(1));
    QVERIFY(set.next());
    QVERIFY(!set.keptAnswer());
    set.go(4);
    QVERIFY(!set.next()); // the last one
    QCOMPARE(set.index(), std::size_t(4));
    QVERIFY(set.previous());
    QCOMPARE(set.index(), std::size_t(3));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, set.go(5));
    QCOMPARE(set.set().answers.size(), std::size_t(5));
    QCOMPARE(set.set().seed, std::optional<u64>(3));
    // An answered set opened again keeps its answers.
    SetSource again(set.set());
    QCOMPARE(again.answered(), std::size_t(1));
    QCOMPARE(again.right(), std::size_t(1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, SetSource(ExerciseSet{}));
}

QTEST_APPLESS_MAIN(TstPractice)
#include "tst_practice.moc"
