// SPDX-License-Identifier: MIT
#include "core/base/natural.h"

#include <QtTest>

using namespace grundy;

namespace {

constexpr u64 kMax64 = ~u64{0};
constexpr u128 kMax128 = ~u128{0};

// r is floor(sqrt(n)) iff r^2 <= n < (r+1)^2; (r+1)^2 overflows u128 only when r = 2^64-1,
// and then every n fits below it.
bool isFloorSqrt(u64 r, u128 n) {
    const u128 sq = u128{r} * r;
    if (sq > n) return false;
    if (r == kMax64) return true;
    return n - sq < 2 * u128{r} + 1; // (r+1)^2 - r^2 = 2r + 1
}

Natural fromU128(u128 n) {
    return Natural(fromU64(static_cast<u64>(n >> 64))) * Natural("18446744073709551616") +
           fromU64(static_cast<u64>(n));
}

} // namespace

class TstNatural : public QObject {
    Q_OBJECT
private slots:
    void parseAccepts_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("zero") << "0";
        QTest::newRow("one") << "1";
        QTest::newRow("leading zeros") << "007";
        QTest::newRow("2^64") << "18446744073709551616";
        QTest::newRow("huge") << QString(500, QChar('9'));
    }
    void parseAccepts() {
        QFETCH(QString, text);
        const std::string s = text.toStdString();
        const auto n = parseNatural(s);
        QVERIFY(n.has_value());
        // Round trip through GMP's own parser, stripped of the leading zeros we allow.
        std::string stripped = s.substr(std::min(s.find_first_not_of('0'), s.size() - 1));
        QCOMPARE(toString(*n), stripped);
        QVERIFY(sgn(*n) >= 0);
    }

    void parseRejects_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << "";
        QTest::newRow("negative") << "-1";
        QTest::newRow("plus") << "+1";
        QTest::newRow("trailing letter") << "4x";
        QTest::newRow("leading space") << " 1";
        QTest::newRow("trailing space") << "1 ";
        QTest::newRow("inner space") << "1 2";
        QTest::newRow("hex") << "0x10";
        QTest::newRow("decimal point") << "1.5";
        QTest::newRow("exponent") << "1e5";
        QTest::newRow("newline") << "12\n";
    }
    void parseRejects() {
        QFETCH(QString, text);
        QVERIFY(!parseNatural(text.toStdString()).has_value());
    }

    void parseValue() {
        QCOMPARE(*parseNatural("12345"), Natural(12345));
        Natural big = 1;
        for (int i = 0; i < 40; ++i)
            big *= 10;
        QCOMPARE(*parseNatural("1" + std::string(40, '0')), big);
    }

    // A list as people type it: commas, spaces or both between the numbers (grundy-cli's
    // words and the window's --position).
    void listAccepts_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("commas") << "3,5,7";
        QTest::newRow("commas and spaces") << "3, 5, 7";
        QTest::newRow("spaces") << "3 5 7";
        QTest::newRow("space before a comma") << "3 ,5 , 7";
        QTest::newRow("tabs and runs of spaces") << "  3\t5   7 ";
        QTest::newRow("a comma at the end") << "3, 5, 7,";
    }
    void listAccepts() {
        QFETCH(QString, text);
        const auto numbers = parseNaturals(text.toStdString());
        QVERIFY(numbers.has_value());
        QCOMPARE(numbers->size(), std::size_t(3));
        QCOMPARE((*numbers)[0], Natural(3));
        QCOMPARE((*numbers)[1], Natural(5));
        QCOMPARE((*numbers)[2], Natural(7));
    }

    void listRejects_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("blank") << " ";
        QTest::newRow("two commas") << "3,,5";
        QTest::newRow("two commas first") << ",,3";
        QTest::newRow("two commas at the end") << "3,,";
        QTest::newRow("a word") << "3, x, 5";
        QTest::newRow("a sign") << "3 -1";
        QTest::newRow("a semicolon") << "3;5";
    }
    void listRejects() {
        QFETCH(QString, text);
        QVERIFY(!parseNaturals(text.toStdString()).has_value());
    }

    // The pieces as typed, so that a caller can say which one is wrong.
    void listPieces() {
        const auto pieces = numberPieces("12 , x,,4");
        QCOMPARE(pieces.size(), std::size_t(4));
        QCOMPARE(std::string(pieces[0]), std::string("12"));
        QCOMPARE(std::string(pieces[1]), std::string("x"));
        QCOMPARE(std::string(pieces[2]), std::string());
        QCOMPARE(std::string(pieces[3]), std::string("4"));
        QVERIFY(numberPieces("  ").empty());
    }

    // A comma with spaces around it, and one comma at either end, as a command line's
    // words give them ("3 , 5", "3 ,5", ",3,5", "3,"): each the list 3 5.
    void commasAnywhereASeparatorGoes_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("pieces");
        for (const char* text : {"3 , 5", "3 ,5", "3, 5", ",3,5", "3,5,", " , 3 5 , ", "3\t,\n5"})
            QTest::newRow(text) << QString(text) << QStringList{"3", "5"};
        QTest::newRow("3,") << QString("3,") << QStringList{"3"};
        QTest::newRow(",") << QString(",") << QStringList{};
        QTest::newRow("3,,5") << QString("3,,5") << QStringList{"3", "", "5"};
        QTest::newRow(",,3") << QString(",,3") << QStringList{"", "3"};
    }
    void commasAnywhereASeparatorGoes() {
        QFETCH(QString, text);
        QFETCH(QStringList, pieces);
        const std::string bytes = text.toStdString();
        QStringList got;
        for (const std::string_view piece : numberPieces(bytes))
            got << QString::fromUtf8(piece.data(), qsizetype(piece.size()));
        QCOMPARE(got, pieces);
    }

    void isqrtEdges_data() {
        QTest::addColumn<quint64>("hi"); // n = hi * 2^64 + lo
        QTest::addColumn<quint64>("lo");
        QTest::addColumn<quint64>("root");
        const u128 m = kMax64;
        const auto row = [](const char* name, u128 n, u64 root) {
            QTest::newRow(name) << quint64(n >> 64) << quint64(n) << quint64(root);
        };
        row("0", 0, 0);
        row("1", 1, 1);
        row("2", 2, 1);
        row("3", 3, 1);
        row("4", 4, 2);
        row("8", 8, 2);
        row("9", 9, 3);
        row("2^64-1", m, (u64{1} << 32) - 1);
        row("2^64", m + 1, u64{1} << 32);
        row("(2^32+1)^2", (u128{1} << 64) + (u128{1} << 33) + 1, (u64{1} << 32) + 1);
        row("(2^32+1)^2-1", (u128{1} << 64) + (u128{1} << 33), u64{1} << 32);
        row("(2^64-1)^2", m * m, kMax64);
        row("(2^64-1)^2-1", m * m - 1, kMax64 - 1);
        row("(2^64-1)^2+1", m * m + 1, kMax64);
        row("(2^64-2)^2", (m - 1) * (m - 1), kMax64 - 1);
        row("(2^64-2)^2-1", (m - 1) * (m - 1) - 1, kMax64 - 2);
        row("2^126", u128{1} << 126, u64{1} << 63);
        row("2^126-1", (u128{1} << 126) - 1, (u64{1} << 63) - 1);
        row("2^127", u128{1} << 127, 13043817825332782212ull); // floor(2^63.5)
        row("2^128-1", kMax128, kMax64);
    }
    void isqrtEdges() {
        QFETCH(quint64, hi);
        QFETCH(quint64, lo);
        QFETCH(quint64, root);
        const u128 n = (u128{hi} << 64) | lo;
        QCOMPARE(quint64(isqrt(n)), root);
        QVERIFY(isFloorSqrt(isqrt(n), n));
        QCOMPARE(isqrt(fromU128(n)), fromU64(root));
    }

    // Perfect squares and their neighbours across the whole range, against the definition
    // and against GMP's square root.
    void isqrtSquares() {
        u64 r = 1;
        for (int step = 0; step < 4000; ++step) {
            for (u64 x : {r - 1, r, r + 1}) {
                const u128 sq = u128{x} * x;
                for (u128 n : {sq - (sq > 0), sq, sq + 1, sq + 2 * u128{x}}) {
                    const u64 got = isqrt(n);
                    if (!isFloorSqrt(got, n))
                        QFAIL(qPrintable(QStringLiteral("isqrt wrong near %1^2").arg(x)));
                    QCOMPARE(fromU64(got), isqrt(fromU128(n)));
                }
            }
            r += r / 97 + 1; // grows geometrically to the top of the 64-bit range
            if (r > kMax64 / 2) r = kMax64 - u64(step % 64);
        }
    }

    void naturalIsqrt() {
        Natural n = 1;
        for (int i = 0; i < 100; ++i)
            n *= 10; // 10^100, so isqrt is 10^50
        Natural r = 1;
        for (int i = 0; i < 50; ++i)
            r *= 10;
        QCOMPARE(isqrt(n), r);
        QCOMPARE(isqrt(Natural(n - 1)), Natural(r - 1));
        QCOMPARE(isqrt(Natural(0)), Natural(0));
    }

    void fits() {
        QVERIFY(fitsU64(Natural(0)));
        QVERIFY(fitsU64(fromU64(kMax64)));
        QVERIFY(!fitsU64(Natural(fromU64(kMax64) + 1)));
        QVERIFY(!fitsU64(Natural(-1)));
        QVERIFY(!fitsU64(*parseNatural("1" + std::string(30, '0'))));
        for (u64 v : {u64{0}, u64{1}, u64{1} << 32, u64{1} << 62, kMax64 - 1, kMax64}) {
            QCOMPARE(toU64(fromU64(v)), v);
            QCOMPARE(toString(fromU64(v)), std::to_string(v));
        }
    }
};

QTEST_GUILESS_MAIN(TstNatural)
#include "tst_natural.moc"
