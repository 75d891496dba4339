// SPDX-License-Identifier: MIT
// The take-and-break engine against the games themselves: rows of pins searched move by move,
// heaps split by the code's definition written out here, the published sequences and
// periods (docs/takebreak.md), and the periodicity certificates against long tables.
#include "core/base/grundy.h"
#include "core/takebreak/octalcode.h"
#include "core/takebreak/octalmoves.h"
#include "core/takebreak/octalvalues.h"
#include "core/text/english.h"
#include "oracle.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace grundy;
using namespace grundy::takebreak;

namespace {

std::vector<unsigned> valuesOf(const char* code, std::size_t count) {
    OctalValues v(OctalCode::parse(code), count);
    v.growTo(count);
    return {v.table().begin(), v.table().end()};
}

std::vector<unsigned> parseList(const char* text) {
    std::vector<unsigned> out;
    std::istringstream in(text);
    for (unsigned x; in >> x;)
        out.push_back(x);
    return out;
}

/// A row of pins as a bitmask (bit i: pin i stands); a move knocks down `width` adjacent
/// standing pins, or with `upTo` 1 to `width` of them: the physical Kayles family.
std::vector<unsigned> pinMoves(unsigned row, unsigned width, bool upTo) {
    std::vector<unsigned> next;
    for (unsigned w = upTo ? 1 : width; w <= width; ++w) {
        const unsigned block = (1u << w) - 1;
        for (unsigned at = 0; at + w <= 16; ++at)
            if ((row & (block << at)) == (block << at)) next.push_back(row & ~(block << at));
    }
    return next;
}

/// A multiset of heaps (sorted) and its options by the code's definition, written from the
/// rules of docs/takebreak.md §1 without the engine: take k with digit d_k, leaving nothing
/// (bit 1, heap exactly k), one heap (bit 2) or two non-empty heaps in any split (bit 4; with
/// "!" before the point, a split taking nothing leaves unequal heaps).
using Heaps = std::vector<unsigned>;
std::vector<Heaps> codeMoves(const std::vector<unsigned>& digits, bool unequal, const Heaps& h) {
    std::vector<Heaps> next;
    for (std::size_t i = 0; i < h.size(); ++i) {
        Heaps others = h;
        others.erase(others.begin() + std::ptrdiff_t(i));
        const auto add = [&](std::initializer_list<unsigned> parts) {
            Heaps n = others;
            n.insert(n.end(), parts);
            std::sort(n.begin(), n.end());
            next.push_back(n);
        };
        for (unsigned k = 0; k < digits.size() && k <= h[i]; ++k) {
            const unsigned d = digits[k], rest = h[i] - k;
            if ((d & 1) && rest == 0 && k > 0) add({});
            if ((d & 2) && rest >= 1 && k > 0) add({rest});
            if (d & 4)
                for (unsigned a = 1; 2 * a <= rest; ++a)
                    if (!(unequal && k == 0 && 2 * a == rest)) add({a, rest - a});
        }
    }
    return next;
}

} // namespace

class TestOctal : public QObject {
    Q_OBJECT
private slots:
    void parsesCodes_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("Kayles") << "0.77" << "0.77";
        QTest::newRow("no leading digit") << ".07" << "0.07";
        QTest::newRow("trailing zeros") << "0.1370" << "0.137";
        QTest::newRow("split for free") << "4.07" << "4.07";
        QTest::newRow("Grundy's game") << "4!.0" << "4!.0";
        QTest::newRow("Grundy's game without digits") << "4!." << "4!.0";
        QTest::newRow("split only") << "4." << "4.0";
        QTest::newRow("leading zeros") << "00.6" << "0.6";
        QTest::newRow("paint 3") << "0.007" << "0.007";
    }
    void parsesCodes() {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        const OctalCode code = OctalCode::parse(text.toStdString());
        QCOMPARE(QString::fromStdString(code.text()), canonical);
        QCOMPARE(OctalCode::parse(code.text()), code);
    }

    void refusesCodes_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("empty") << "" << "empty";
        QTest::newRow("digit 8") << "0.78" << "character 4 of the code 0.78 is \u201c8\u201d";
        QTest::newRow("letter") << "0.7a" << "character 4 of the code 0.7a is \u201ca\u201d";
        QTest::newRow("no point") << "77" << "has no point";
        QTest::newRow("two points") << "0.7.7" << "more than one point";
        QTest::newRow("take nothing, leave one") << "2.7" << "before the point of 2.7 is 2";
        QTest::newRow("two leading digits") << "40.7" << "before the point of 40.7 is 40";
        QTest::newRow("bang after 0") << "0!.7" << "may only follow the digit 4";
        QTest::newRow("bang after the point") << "4.!7" << "may only follow the digit 4";
        QTest::newRow("no move") << "0.000" << "allows no move at all";
        QTest::newRow("only a point") << "." << "allows no move at all";
        QTest::newRow("too long") << QString("0.") + QString(5000, '7') << "at most 4096";
    }
    void refusesCodes() {
        QFETCH(QString, text);
        QFETCH(QString, says);
        try {
            OctalCode::parse(text.toStdString());
            QFAIL("accepted");
        } catch (const InvalidPosition& e) {
            const QString message = QString::fromStdString(e.what());
            QVERIFY2(message.contains(says), qPrintable(message));
        }
    }

    /// Whole rows of pins searched move by move, and rows with gaps as the XOR of their runs.
    void rowsOfPins_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<unsigned>("width");
        QTest::addColumn<bool>("upTo");
        QTest::newRow("Kayles") << "0.77" << 2u << true;
        QTest::newRow("Dawson's Kayles") << "0.07" << 2u << false;
        QTest::newRow("Treblecross heaps") << "0.007" << 3u << false;
        QTest::newRow("paint 4") << "0.0007" << 4u << false;
        QTest::newRow("knock 1 to 3") << "0.777" << 3u << true;
    }
    void rowsOfPins() {
        QFETCH(QString, code);
        QFETCH(unsigned, width);
        QFETCH(bool, upTo);
        SpragueGrundy<unsigned> search([&](const unsigned& row) { return pinMoves(row, width, upTo); });
        const std::vector<unsigned> g = valuesOf(code.toLatin1().constData(), 17);
        for (unsigned row = 0; row < (1u << 14); ++row) {
            unsigned x = 0, run = 0;
            for (unsigned i = 0; i <= 14; ++i) {
                if (i < 14 && (row >> i & 1)) {
                    ++run;
                    continue;
                }
                x ^= g[run];
                run = 0;
            }
            QCOMPARE(search.value(row), x);
        }
    }

    /// Single heaps and sums of up to three heaps of random codes (and of the named ones),
    /// searched from the definition, against the engine's table and the XOR.
    void codesAgainstTheirDefinition() {
        std::mt19937 rng(20);
        std::vector<std::pair<std::vector<unsigned>, bool>> codes = {
            {{4}, true}, {{0, 7, 7}, false}, {{0, 1, 3, 7}, false}, {{0, 6}, false},
            {{0, 4}, false}, {{4, 0, 7}, false}, {{4, 3, 3, 3}, false}, {{0, 5, 2, 6}, false}};
        for (int i = 0; i < 40; ++i) {
            std::vector<unsigned> d{unsigned(rng() % 2) * 4u};
            for (unsigned k = 1, places = 1 + rng() % 4; k <= places; ++k)
                d.push_back(rng() % 8);
            d.back() = d.back() == 0 ? 1 + rng() % 7 : d.back();
            codes.push_back({d, d[0] == 4 && rng() % 3 == 0});
        }
        for (const auto& [digits, unequal] : codes) {
            std::string text = unequal ? "4!." : std::to_string(digits[0]) + ".";
            for (std::size_t k = 1; k < digits.size(); ++k)
                text += char('0' + digits[k]);
            OctalValues values(OctalCode::parse(text), 64, OctalValues::Method::MexDefinition);
            values.growTo(19);
            SpragueGrundy<Heaps> search(
                [&, d = digits, u = unequal](const Heaps& h) { return codeMoves(d, u, h); });
            for (unsigned n = 0; n < 19; ++n)
                QVERIFY2(search.value({n}) == values.table()[n],
                         qPrintable(QString::fromStdString(text) + " heap " + QString::number(n)));
            for (unsigned a = 1; a < 9; ++a)
                for (unsigned b = a; b < 9; ++b)
                    for (unsigned c = 0; c < 4; ++c) {
                        Heaps h{a, b};
                        if (c) h.push_back(c);
                        std::sort(h.begin(), h.end());
                        QCOMPARE(search.value(h),
                                 unsigned(values.table()[a] ^ values.table()[b] ^
                                          (c ? values.table()[c] : 0)));
                    }
        }
    }

    void publishedSequences() {
        // OEIS A002186 (Kayles), A002187 (Dawson's chess), A002188 (Grundy's game).
        const auto kayles = parseList(
            "0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 4 1 2 8 5 4 7 2 1 8 6 7 4 1 2 3 1 4 7 "
            "2 1 8 2 7 4 1 2 8 1 4 7 2 1 4 2 7 4 1 2 8 1 4 7 2 1 8 6 7");
        QCOMPARE(valuesOf("0.77", 72), kayles);
        const auto dawson = parseList("0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3 0 2 1 1 "
                                      "0 4 5 2 7 4 0 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 2");
        QCOMPARE(valuesOf("0.07", 53), dawson);
        const auto grundys = parseList(
            "0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 4 3 0 4 3 0 4 1 2 3 1 2 4 1 2 4 1 2 4 1 5 "
            "4 1 5 4 1 5 4 1 0 2 1 0 2 1 5 2 1 3 2");
        QCOMPARE(valuesOf("4!.0", 61), grundys);
        // Kayles from 71 on, by n mod 12; Dawson's Kayles from 53 on, by n mod 34.
        OctalValues k(OctalCode::parse("0.77"));
        const auto kaylesPeriod = parseList("4 1 2 8 1 4 7 2 1 8 2 7");
        for (unsigned n = 71; n < 2000; ++n)
            QCOMPARE(k.value(std::uint64_t(n)), kaylesPeriod[n % 12]);
        OctalValues dk(OctalCode::parse("0.07"));
        const auto dawsonPeriod = parseList(
            "4 8 1 1 2 0 3 1 1 0 3 3 2 2 4 4 5 5 9 3 3 0 1 1 3 0 2 1 1 0 4 5 3 7");
        for (unsigned n = 53; n < 2000; ++n)
            QCOMPARE(dk.value(std::uint64_t(n)), dawsonPeriod[n % 34]);
    }

    /// The periods and preperiods of docs/takebreak.md's table of verified results.
    void verifiedPeriods_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("period");
        QTest::addColumn<int>("preperiod");
        QTest::addColumn<int>("checkedTo");
        QTest::newRow("Kayles") << "0.77" << 12 << 71 << 155;
        QTest::newRow("Dawson's Kayles") << "0.07" << 34 << 53 << 141;
        QTest::newRow("Dawson's chess") << "0.137" << 34 << 52 << 140;
        QTest::newRow("Double Kayles") << "0.7777" << 24 << 142 << 311;
        QTest::newRow("0.177") << "0.177" << 20 << 497 << 1016;
        QTest::newRow("0.1377") << "0.1377" << 24 << 141 << 309;
        QTest::newRow("0.117") << "0.117" << 48 << 47 << 144;
        QTest::newRow("0.11377") << "0.11377" << 32 << 187 << 410;
        QTest::newRow("0.113377") << "0.113377" << 36 << 211 << 463;
        QTest::newRow("4.07") << "4.07" << 4 << 1 << 7;
    }
    void verifiedPeriods() {
        QFETCH(QString, code);
        QFETCH(int, period);
        QFETCH(int, preperiod);
        QFETCH(int, checkedTo);
        OctalValues v(OctalCode::parse(code.toStdString()));
        const auto c = v.searchPeriod();
        QVERIFY(c);
        QCOMPARE(int(c->period), period);
        QCOMPARE(int(c->preperiod), preperiod);
        QCOMPARE(int(c->checkedTo), checkedTo);
    }

    /// No certificate where none is known to exist (to kPeriodSearch), and none for 0.4 from
    /// the raw bound 2e + p + t that e = 0 would break (docs/takebreak.md §3).
    void noFalsePeriods() {
        for (const char* code : {"0.007", "0.6", "4!.0"}) {
            OctalValues v(OctalCode::parse(code));
            QVERIFY2(!v.searchPeriod(), code);
        }
        OctalValues four(OctalCode::parse("0.4"));
        four.growTo(3);
        QCOMPARE(four.table(), (std::vector<std::uint16_t>{0, 0, 0}));
        QVERIFY(!findCertificate(four.table(), 1));
        QCOMPARE(four.searchPeriod()->period, std::size_t(34));
    }

    /// Certificates found on short tables of random codes hold on a table ten times longer.
    void certificatesHold() {
        std::mt19937 rng(7);
        int found = 0;
        for (int i = 0; i < 300; ++i) {
            std::string text = rng() % 3 == 0 ? "4." : "0.";
            for (unsigned k = 0, places = 1 + rng() % 4; k < places; ++k)
                text += char('0' + rng() % 8);
            if (text.back() == '0') text.back() = '1' + char(rng() % 7);
            OctalValues v(OctalCode::parse(text), 8000, OctalValues::Method::MexDefinition);
            const auto c = v.searchPeriod(600);
            if (!c) continue;
            ++found;
            v.growTo(6000);
            for (std::size_t n = c->preperiod; n + c->period < 6000; ++n)
                QVERIFY2(v.table()[n] == v.table()[n + c->period], text.c_str());
            // And nothing shorter: the period is the least.
            for (std::size_t p = 1; p < c->period; ++p) {
                bool holds = true;
                for (std::size_t n = 3000; n + p < 6000 && holds; ++n)
                    holds = v.table()[n] == v.table()[n + p];
                QVERIFY2(!holds, text.c_str());
            }
        }
        QVERIFY(found > 100);
    }

    /// The identities of docs/takebreak.md §1, to a heap of 400.
    void identities() {
        const auto dawsonKayles = valuesOf("0.07", 402), dawsonChess = valuesOf("0.137", 402),
                   officersLike = valuesOf("0.4", 402), treble = valuesOf("0.007", 402),
                   freeSplit = valuesOf("4.07", 402);
        for (std::size_t n = 1; n <= 400; ++n) {
            QCOMPARE(dawsonKayles[n], dawsonChess[n - 1]);
            if (n >= 2) QCOMPARE(officersLike[n], dawsonChess[n - 2]);
            QCOMPARE(freeSplit[n], unsigned((n - 1) % 4));
        }
        // An empty 1 x n Treblecross board is the heap n + 2 of 0.007: the player to move
        // wins exactly when its value is not 0 (searched by the real rule to n = 16).
        oracle::Treblecross game;
        // (Boards of 1 and 2 cells can never hold three: a draw.)
        for (std::size_t n = 3; n <= 16; ++n) {
            std::string board(n, '.');
            QCOMPARE(game.moverWins(board), treble[n + 2] != 0);
        }
    }

    /// Grundy's game: the sparse-space computation against the mex definition, value by
    /// value, and its P-positions below 2^16 (docs/takebreak.md §4).
    void grundysGameSparse() {
        constexpr std::size_t kCompared = 1 << 13;
        OctalValues sparse(OctalCode::grundysGame(), kCompared);
        OctalValues mex(OctalCode::grundysGame(), kCompared, OctalValues::Method::MexDefinition);
        sparse.growTo(kCompared);
        mex.growTo(kCompared);
        QCOMPARE(sparse.table(), mex.table());

        OctalValues longer(OctalCode::grundysGame(), 1 << 16);
        longer.growTo(1 << 16);
        std::vector<unsigned> zeros;
        for (std::size_t n = 1; n < longer.known(); ++n)
            if (longer.table()[n] == 0) zeros.push_back(unsigned(n));
        QCOMPARE(zeros, parseList("1 2 4 7 10 20 23 26 50 53 270 273 276 282 285 288 316 334 337 "
                                  "340 346 359 362 365 386 389 392 566 630 633 636 639 673 676 "
                                  "682 685 923 926 929 932 1222"));
        QCOMPARE(int(*std::max_element(longer.table().begin(), longer.table().end())), 230);
    }

    /// The sparse space's split (docs/takebreak.md §4): rare values are those whose bits
    /// above the lowest hold an even number of ones; the kind of a XOR is the parity of the
    /// kinds; and rare values are rare among Grundy's game's heaps.
    void rareValues() {
        std::vector<unsigned> rare;
        for (unsigned v = 0; v < 16; ++v)
            if (isRareValue(v)) rare.push_back(v);
        QCOMPARE(rare, parseList("0 1 6 7 10 11 12 13"));
        for (unsigned a = 0; a < 256; ++a)
            for (unsigned b = 0; b < 256; ++b)
                QCOMPARE(isRareValue(a ^ b), isRareValue(a) == isRareValue(b));
        OctalValues g(OctalCode::grundysGame(), 1 << 16);
        g.growTo(1 << 16);
        const auto rareHeaps = std::count_if(g.table().begin(), g.table().end(),
                                             [](unsigned v) { return isRareValue(v); });
        QVERIFY(rareHeaps > 0 && rareHeaps < (1 << 16) / 20);
    }

    /// A heap of any size where a period is proved; a clear refusal where none is.
    void hugeHeaps() {
        OctalValues k(OctalCode::parse("0.77"));
        const Natural huge("123456789012345678901234567890123456789012345");
        const Natural offset = (huge - 71) % 12;
        const unsigned expected = k.value(std::uint64_t(71 + offset.get_ui()));
        QCOMPARE(k.value(huge), expected);
        QVERIFY(k.isKnown(huge));

        OctalValues treble(OctalCode::parse("0.007"), 1000);
        const unsigned last = treble.value(std::uint64_t(999)); // grows the table to 1000
        QCOMPARE(treble.known(), std::size_t(1000));
        QCOMPARE(last, unsigned(treble.table()[999]));
        try {
            treble.value(std::uint64_t(1000));
            QFAIL("a value past the table");
        } catch (const BeyondTable& e) {
            QVERIFY2(QString(e.what()).contains("a heap of 1000 is beyond what is known of "
                                                "0.007: its values are computed up to a heap of 999"),
                     e.what());
        }
        QVERIFY_THROWS_EXCEPTION(BeyondTable, treble.value(huge));
    }

    /// A move on a row of tokens is allowed exactly when the code's digit for its width has
    /// the bit for what it leaves; what it leaves is the tokens before and after it.
    void movesOnARow() {
        for (const char* text : {"0.77", "0.07", "0.137", "4.07", "4!.0", "0.6", "0.4", "0.51"}) {
            const OctalCode code = OctalCode::parse(text);
            for (unsigned n = 0; n <= 12; ++n)
                for (unsigned start = 0; start <= n; ++start)
                    for (unsigned width = 0; start + width <= n; ++width) {
                        const unsigned after = n - start - width;
                        const unsigned d = code.digit(width);
                        bool expected;
                        if (width == 0)
                            expected = (d & 4) && start >= 1 && after >= 1 &&
                                       !(code.unequalSplits() && start == after);
                        else if (start == 0 && after == 0)
                            expected = d & 1;
                        else if (start == 0 || after == 0)
                            expected = d & 2;
                        else
                            expected = d & 4;
                        const HeapMove move{start, width};
                        QVERIFY2(allows(code, n, move) == expected, text);
                        std::vector<Natural> parts;
                        for (unsigned part : {start, after})
                            if (part > 0) parts.emplace_back(part);
                        QCOMPARE(partsAfter(n, move), parts);
                    }
        }
    }

    /// moveToValue finds a move to every value some option has, and only those, on every
    /// heap to 40 of random codes; past a period, at heaps of 40 digits, each move it finds
    /// is allowed and worth the target, and it finds one for every value below the heap's.
    void movesToAValue() {
        std::mt19937 rng(11);
        std::vector<std::string> codes = {"0.77", "0.07", "0.137", "4!.0", "4.07", "0.6"};
        for (int i = 0; i < 30; ++i) {
            std::string text = rng() % 3 == 0 ? "4." : "0.";
            for (unsigned k = 0, places = 1 + rng() % 3; k < places; ++k)
                text += char('0' + rng() % 8);
            if (text.back() == '0') text.back() = '7';
            codes.push_back(text);
        }
        for (const std::string& text : codes) {
            OctalValues values(OctalCode::parse(text), 4000);
            values.growTo(41);
            const auto worth = [&](const Natural& heap, const HeapMove& m) {
                unsigned x = 0;
                for (const Natural& part : partsAfter(heap, m))
                    x ^= values.value(part);
                return x;
            };
            for (unsigned n = 0; n <= 40; ++n) {
                std::vector<bool> reachable(300, false);
                for (unsigned start = 0; start <= n; ++start)
                    for (unsigned width = 0; start + width <= n; ++width)
                        if (allows(values.code(), n, {start, width}))
                            reachable[worth(n, {start, width})] = true;
                for (unsigned target = 0; target < 64; ++target) {
                    const auto m = moveToValue(values, n, target);
                    QVERIFY2(m.has_value() == reachable[target], qPrintable(QString::fromStdString(text)));
                    if (m) {
                        QVERIFY(allows(values.code(), n, *m));
                        QCOMPARE(worth(n, *m), target);
                    }
                }
            }
        }
        for (const char* text : {"0.77", "0.07", "0.137", "0.7777", "4.07"}) {
            OctalValues values(OctalCode::parse(text));
            QVERIFY(values.searchPeriod());
            for (int r = 0; r < 40; ++r) {
                const Natural heap = Natural("1000000000000000000000000000000000000000") + r;
                const unsigned g = values.value(heap);
                for (unsigned target = 0; target < g; ++target) {
                    const auto m = moveToValue(values, heap, target);
                    QVERIFY2(m, text);
                    QVERIFY(allows(values.code(), heap, *m));
                    unsigned x = 0;
                    for (const Natural& part : partsAfter(heap, *m))
                        x ^= values.value(part);
                    QCOMPARE(x, target);
                }
                QVERIFY(!moveToValue(values, heap, g)); // no option has the heap's own value
            }
        }
        OctalValues grundys(OctalCode::grundysGame(), 1000);
        QVERIFY_THROWS_EXCEPTION(BeyondTable, moveToValue(grundys, Natural(5000), 0));
    }

    /// Building ahead of play reports how far it is and stops when asked, keeping what it has.
    void growsWithProgress() {
        OctalValues v(OctalCode::parse("0.007"), 20000);
        std::uint64_t last = 0;
        const bool done = v.growTo(20000, [&](std::uint64_t at, std::uint64_t total) {
            last = at;
            return total == 20000 && at < 10000;
        });
        QVERIFY(!done);
        QVERIFY(last >= 10000 && last < 20000);
        QCOMPARE(v.known(), std::size_t(last));
        QVERIFY(v.growTo(20000));
        QCOMPARE(std::vector<unsigned>(v.table().begin(), v.table().end()), valuesOf("0.007", 20000));
    }
};

QTEST_APPLESS_MAIN(TestOctal)
#include "tst_octal.moc"
