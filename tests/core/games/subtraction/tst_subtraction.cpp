// SPDX-License-Identifier: MIT
// Subtraction games: the values against the game searched from its rules (sums of up to
// three heaps), the periods against a plain table computed far past them, the closed form
// of the powers of two, the Fibonacci table's known start, and heaps of any size through
// the period.
#include "core/base/grundy.h"
#include "core/games/subtraction/subtractionvalues.h"
#include "testsupport.h"

#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>
#include <set>
#include <vector>

using grundy::Natural;
using namespace grundy::subtraction;

using testsupport::takesOf;

namespace {

/// Values of heaps 0..n−1 by the definition: mex over the heaps one take below.
std::vector<unsigned> plainTable(const std::vector<unsigned>& takes, unsigned n) {
    std::vector<unsigned> v(n);
    std::vector<bool> below(takes.size() + 1);
    for (unsigned h = 0; h < n; ++h) {
        std::fill(below.begin(), below.end(), false);
        for (unsigned s : takes)
            if (s <= h && v[h - s] < below.size()) below[v[h - s]] = true;
        v[h] = unsigned(std::find(below.begin(), below.end(), false) - below.begin());
    }
    return v;
}

/// Misère winners of heaps 0..n−1 by the definition: a heap with no move is won, else a
/// heap is won when a take leaves a lost heap.
std::vector<unsigned> plainMisere(const std::vector<unsigned>& takes, unsigned n) {
    std::vector<unsigned> won(n);
    for (unsigned h = 0; h < n; ++h) {
        bool canMove = false, toLost = false;
        for (unsigned s : takes)
            if (s <= h) {
                canMove = true;
                toLost = toLost || won[h - s] == 0;
            }
        won[h] = !canMove || toLost ? 1 : 0;
    }
    return won;
}

/// A set of a few runs of consecutive numbers (and a few lone numbers), "a,b,c", with at least
/// 64 numbers, so that its table goes by runs.
std::string runsSet(QRandomGenerator& random) {
    std::set<unsigned> s;
    const unsigned runs = 1 + random.bounded(3);
    for (unsigned r = 0; r < runs; ++r) {
        const unsigned first = 1 + random.bounded(300), length = 64 + random.bounded(200);
        for (unsigned x = first; x < first + length; ++x)
            s.insert(x);
    }
    for (unsigned lone = random.bounded(3); lone > 0; --lone)
        s.insert(1 + random.bounded(700));
    std::string text;
    for (unsigned x : s)
        text += (text.empty() ? "" : ",") + std::to_string(x);
    return text;
}

/// The numbers first, first + step, … below `end`, as "a,b,c".
std::string arithmeticSet(unsigned first, unsigned step, unsigned end) {
    std::string text;
    for (unsigned x = first; x < end; x += step)
        text += (text.empty() ? "" : ",") + std::to_string(x);
    return text;
}

/// A random finite set of 1..count numbers from 1..most, as "a,b,c".
std::string randomSet(QRandomGenerator& random, unsigned most, unsigned count) {
    std::set<unsigned> s;
    const unsigned size = 1 + random.bounded(count);
    while (s.size() < size)
        s.insert(1 + random.bounded(most));
    std::string text;
    for (unsigned x : s)
        text += (text.empty() ? "" : ",") + std::to_string(x);
    return text;
}

SgSequence sequenceOf(const std::string& text, std::size_t limit = kTableLimit) {
    const auto set = Set::parse(text);
    if (!set) throw std::logic_error("not a set: " + text);
    return SgSequence(*set, limit);
}

} // namespace

class TstSubtraction : public QObject {
    Q_OBJECT

private slots:
    void parsesSets() {
        QCOMPARE(Set::parse("4,1,3,3")->text(), std::string("1,3,4"));
        QVERIFY(Set::parse("powers-of-two")->kind() == Set::Kind::PowersOfTwo);
        QVERIFY(Set::parse("fibonacci")->kind() == Set::Kind::Fibonacci);
        for (const char* bad : {"", "0", "1,,2", "1,x", "-1", ",", "powers"})
            QVERIFY2(!Set::parse(bad), bad);
        // Spaces and a comma at either end, as a position's numbers take them.
        for (const char* good : {"1, 2", "1 2", "1,2,", ",1,2", " 2 , 1 "})
            QCOMPARE(Set::parse(good)->text(), std::string("1,2"));
        QVERIFY(Set::parse("100000000000000000000000000000")
                    ->contains(Natural("1" + std::string(29, '0'))));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Set::finite({}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Set::finite({0, 2}));
    }

    void membersOfTheInfiniteSets() {
        const Set powers = Set::powersOfTwo(), fib = Set::fibonacci();
        const std::vector<unsigned> p = takesOf("powers-of-two", 5000);
        const std::vector<unsigned> f = takesOf("fibonacci", 5000);
        for (unsigned s = 0; s <= 5000; ++s) {
            QCOMPARE(powers.contains(s), std::find(p.begin(), p.end(), s) != p.end());
            QCOMPARE(fib.contains(s), std::find(f.begin(), f.end(), s) != f.end());
        }
        QCOMPARE(fib.upTo(20), (std::vector<Natural>{1, 2, 3, 5, 8, 13}));
        QCOMPARE(powers.upTo(20), (std::vector<Natural>{1, 2, 4, 8, 16}));
        // F(300) by the recurrence is a member, its neighbours are not.
        Natural a = 1, b = 2;
        for (int i = 0; i < 300; ++i)
            a = std::exchange(b, Natural(a + b)); // a + b evaluated before b is moved from
        QVERIFY(fib.contains(a));
        QVERIFY(!fib.contains(a + 1) && !fib.contains(a - 1));
        QVERIFY(powers.contains(Natural(1) << 200) && !powers.contains((Natural(1) << 200) + 1));
    }

    // Sums of up to three heaps: the mover wins exactly when the values XOR to non-zero,
    // checked against the game searched from its rules (60 random S ⊂ 1..9, heaps ≤ 15).
    void sumsMatchTheSearch() {
        QRandomGenerator random(1536);
        for (int round = 0; round < 60; ++round) {
            const std::string text = randomSet(random, 9, 4);
            const testsupport::ThreeHeapSubtraction game(takesOf(text, 15), 15);
            SgSequence sg = sequenceOf(text);
            for (unsigned a = 0; a <= 15; ++a)
                for (unsigned b = 0; b <= 15; ++b)
                    for (unsigned c = 0; c <= 15; ++c)
                        QVERIFY2(firstPlayerWins(sg, {a, b, c}) == game.wins(a, b, c),
                                 qPrintable(QString::fromStdString(text)));
        }
    }

    // The values of one heap against the plain table, for the infinite sets too.
    void valuesMatchThePlainTable() {
        for (const char* text : {"powers-of-two", "fibonacci", "1,3,4", "2,5", "7"}) {
            SgSequence sg = sequenceOf(text);
            const auto plain = plainTable(takesOf(text, 5000), 5000);
            QCOMPARE(sg.values(5000), plain);
        }
        // docs/course.md §2: the Fibonacci values start so.
        QCOMPARE(
            sequenceOf("fibonacci").values(20),
            (std::vector<unsigned>{0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5}));
        // P-positions of docs/course.md's tables (§12, normal play).
        const auto pPositions = [](const std::string& text) {
            std::vector<unsigned> p;
            SgSequence sg = sequenceOf(text);
            for (unsigned n = 0; n <= 40; ++n)
                if (sg.value(std::uint64_t(n)) == 0) p.push_back(n);
            return p;
        };
        QCOMPARE(pPositions("1,3,4"),
                 (std::vector<unsigned>{0, 2, 7, 9, 14, 16, 21, 23, 28, 30, 35, 37}));
        QCOMPARE(pPositions("fibonacci"),
                 (std::vector<unsigned>{0, 4, 10, 14, 20, 24, 30, 36, 40}));
    }

    // The period, found from a window of values, against a plain table 20,000 heaps long:
    // every value past it agrees, and neither the start nor the length can be smaller.
    void periodsMatchALongTable() {
        QRandomGenerator random(2960);
        for (int round = 0; round < 60; ++round) {
            const std::string text = randomSet(random, 39, 6);
            SgSequence sg = sequenceOf(text);
            const auto period = sg.period();
            QVERIFY2(period, text.c_str());
            const auto plain = plainTable(takesOf(text, 20000), 20000);
            for (unsigned h = 0; h < 20000; ++h)
                QCOMPARE(sg.value(std::uint64_t(h)), plain[h]);
            const auto periodicFrom = [&](std::size_t start, std::size_t length) {
                for (std::size_t h = start; h + length < plain.size(); ++h)
                    if (plain[h] != plain[h + length]) return false;
                return true;
            };
            QVERIFY(periodicFrom(period->start, period->length));
            QVERIFY(period->start == 0 || !periodicFrom(period->start - 1, period->length));
            for (std::size_t shorter = 1; shorter < period->length; ++shorter)
                QVERIFY2(!periodicFrom(period->start + 100, shorter), text.c_str());
        }
    }

    // Heaps of any size fold back through the period: S = {1,3,4} has period 7 from 0
    // (its P-positions are 0 and 2 mod 7), S = {2,5} too (0, 1 and 4 mod 7).
    void hugeHeapsThroughThePeriod() {
        SgSequence sg = sequenceOf("1,3,4");
        QCOMPARE(sg.period(), std::optional<Period>(Period{0, 7}));
        const Natural big = Natural("1" + std::string(100, '0'));
        const auto plain = plainTable({1, 3, 4}, 14);
        for (unsigned k = 0; k < 14; ++k) {
            const Natural heap = big + k;
            const unsigned mod7 = unsigned(mpz_fdiv_ui(heap.get_mpz_t(), 7));
            QCOMPARE(sg.value(heap), plain[mod7]);
        }
        SgSequence powers = sequenceOf("powers-of-two");
        QCOMPARE(powers.value(big), unsigned(mpz_fdiv_ui(big.get_mpz_t(), 3)));
        // A closed form, n mod 3, rather than a table; checked against the table's values.
        QCOMPARE(powers.period(), std::optional<Period>(Period{0, 3}));
        QCOMPARE(powers.values(30), plainTable(takesOf("powers-of-two", 29), 30));
    }

    // Sets of long runs go by a window of counted values: the same values and misère
    // winners as the definition, and the same periods as a plain table shows.
    void setsOfRunsMatchThePlainTable() {
        QRandomGenerator random(1536);
        for (int round = 0; round < 20; ++round) {
            const std::string text = runsSet(random);
            const auto set = Set::parse(text);
            QVERIFY(set);
            const auto takes = takesOf(text, 6000);
            SgSequence sg(*set);
            QCOMPARE(sg.values(6000), plainTable(takes, 6000));
            SgSequence misere(*set, kTableLimit, Rule::MisereWinner);
            QCOMPARE(misere.values(6000), plainMisere(takes, 6000));
        }
        // 1..K is the Bash game: value n mod (K + 1), from heap 0.
        const std::string bash = arithmeticSet(1, 1, 15001);
        SgSequence sg = sequenceOf(bash);
        QCOMPARE(sg.period(), std::optional<Period>(Period{0, 15001}));
        const Natural big = Natural("1" + std::string(40, '0'));
        QCOMPARE(sg.value(big), unsigned(mpz_fdiv_ui(big.get_mpz_t(), 15001)));
    }

    // A table costs at most kWorkLimit steps, a take tried at a heap: sets of many numbers
    // get shorter tables, so that none takes long to find its period or to give up.
    void tablesAreBoundedByWork() {
        const auto limitOf = [](const std::string& text) { return tableLimit(*Set::parse(text)); };
        QCOMPARE(limitOf("1,3,4"), kTableLimit);
        QCOMPARE(limitOf("powers-of-two"), kTableLimit);
        QCOMPARE(limitOf("fibonacci"), kTableLimit);
        QCOMPARE(limitOf(arithmeticSet(1, 2, 127)), kTableLimit);   // 63 numbers, tried at once
        QCOMPARE(limitOf(arithmeticSet(10, 10, 170)), kTableLimit); // 16 numbers: 2^28 / 16
        QCOMPARE(limitOf(arithmeticSet(10, 10, 180)), kWorkLimit / 17);
        QCOMPARE(limitOf(arithmeticSet(2, 2, 402)), kWorkLimit / 200);
        // One run of 15000: two steps and a scan of 235 words of values, and one more.
        QCOMPARE(limitOf(arithmeticSet(1, 1, 15001)), kWorkLimit / (2 + 234 + 1));
        // The largest set, 60000 numbers apart: 4473 heaps; numbers past 2^24 cost nothing.
        const std::string largest = arithmeticSet(2, 2, 120001);
        QCOMPARE(limitOf(largest), std::size_t(4473));
        QCOMPARE(limitOf(arithmeticSet(10, 10, 170) + ",1" + std::string(30, '0')), kTableLimit);
        SgSequence sg = sequenceOf(largest);
        QCOMPARE(sg.limit(), std::size_t(4473));
        // The even takes leave heaps of the same parity: value ⌊n/2⌋ while every take fits.
        QCOMPARE(sg.value(std::uint64_t(4472)), 2236u);
        QVERIFY(!sg.period()); // its window, 120000 values, is longer than the table
        QVERIFY_THROWS_EXCEPTION(BeyondTable, sg.value(std::uint64_t(4473)));
        QVERIFY_THROWS_EXCEPTION(BeyondTable, sg.value(Natural("1" + std::string(21, '0'))));
        // A smaller limit asked for is kept.
        QCOMPARE(sequenceOf(largest, 100).limit(), std::size_t(100));
    }

    // Without a period, the table's limit is a clear error, never a guess.
    void beyondTheTableIsAnError() {
        SgSequence fib = sequenceOf("fibonacci", 1000);
        QCOMPARE(fib.value(std::uint64_t(999)), plainTable(takesOf("fibonacci", 999), 1000)[999]);
        QVERIFY_THROWS_EXCEPTION(BeyondTable, fib.value(std::uint64_t(1000)));
        QVERIFY_THROWS_EXCEPTION(BeyondTable, fib.value(Natural("1" + std::string(30, '0'))));
        // A take longer than the table: heaps below it are still known (the take never fits).
        SgSequence far = sequenceOf("1,5000", 1000);
        QCOMPARE(far.value(std::uint64_t(999)), 1u);
        QVERIFY(!far.period());
        QVERIFY_THROWS_EXCEPTION(BeyondTable, far.value(std::uint64_t(6000)));
    }
};

QTEST_MAIN(TstSubtraction)
#include "tst_subtraction.moc"
