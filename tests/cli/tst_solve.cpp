// SPDX-License-Identifier: MIT
// End-to-end tests of `grundy-cli solve`: text and JSON for every game, game-over
// positions, numbers beyond 64 bits, and the usage errors (exit status 2).

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using clitest::run;

namespace {

/// Runs `solve ... --json` and parses the output.
QJsonObject solveJson(QStringList args) {
    args.prepend("solve");
    args.append("--json");
    const auto r = run(args);
    if (r.exitCode != 0) qWarning() << "exit" << r.exitCode << r.err;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError) qWarning() << error.errorString() << r.out;
    return doc.object();
}

QStringList strings(const QJsonArray& a) {
    QStringList out;
    for (const auto& v : a)
        out << v.toString();
    return out;
}

mpz_class number(const QJsonValue& v) {
    return mpz_class(v.toString().toStdString());
}

/// The nim-sum of decimal strings.
mpz_class nimSum(const QStringList& piles) {
    mpz_class x = 0;
    for (const QString& p : piles)
        x ^= mpz_class(p.toStdString());
    return x;
}

} // namespace

class TstSolve : public QObject {
    Q_OBJECT

private slots:
    void wythoffText() {
        const auto r = run({"solve", "wythoff", "5", "8"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("The player to move wins"), r.out.constData());
        QVERIFY(r.out.contains("-> 4 7")); // equal removal
        QVERIFY(r.out.contains("-> 5 3")); // reduce pile B to the partner of 5
        QVERIFY(r.out.contains("Computer plays:"));

        const auto p = run({"solve", "wythoff", "3", "5"});
        QCOMPARE(p.exitCode, 0);
        QVERIFY(p.out.contains("P-position"));
        QVERIFY(p.out.contains("Winning moves: none"));
        QVERIFY(p.out.contains("Computer plays:"));
    }

    void wythoffJson_data() {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::newRow("5 8") << "5"
                             << "8";
        QTest::newRow("3 5 (P)") << "3"
                                 << "5";
        QTest::newRow("2 2") << "2"
                             << "2";
        QTest::newRow("0 7") << "0"
                             << "7";
        QTest::newRow("10^30 neighbours") << "1618033988749894848204586834365"
                                          << "2618033988749894848204586834366";
    }
    void wythoffJson() {
        QFETCH(QString, a);
        QFETCH(QString, b);
        const QJsonObject o = solveJson({"wythoff", a, b});
        QCOMPARE(o["game"].toString(), QString("wythoff"));
        QCOMPARE(strings(o["position"].toArray()), (QStringList{a, b}));
        const bool p = clitest::isP(mpz_class(a.toStdString()), mpz_class(b.toStdString()));
        QCOMPARE(o["outcome"].toString(), QString(p ? "P" : "N"));
        QCOMPARE(o["winner"].toString(), QString(p ? "second" : "first"));
        QCOMPARE(o["gameOver"].toBool(), false);
        const QJsonArray moves = o["winningMoves"].toArray();
        QCOMPARE(moves.isEmpty(), p);
        for (const auto& m : moves) {
            const QJsonArray pos = m.toObject()["position"].toArray();
            QCOMPARE(pos.size(), 2);
            QVERIFY(!m.toObject()["description"].toString().isEmpty());
            QVERIFY(clitest::isP(number(pos[0]), number(pos[1])));
        }
        QVERIFY(o["computerMove"].isObject());
        if (!p) QCOMPARE(o["computerMove"].toObject(), moves.first().toObject());
    }

    void nim() {
        const QJsonObject o = solveJson({"nim", "3", "5", "7"});
        QCOMPARE(o["game"].toString(), QString("nim"));
        QCOMPARE(o["outcome"].toString(), QString("N"));
        const QJsonArray moves = o["winningMoves"].toArray();
        QCOMPARE(moves.size(), 3); // X = 1: every odd pile can drop by one
        for (const auto& m : moves)
            QCOMPARE(nimSum(strings(m.toObject()["position"].toArray())), mpz_class(0));
        QCOMPARE(solveJson({"nim", "4", "4"})["outcome"].toString(), QString("P"));
        const auto text = run({"solve", "nim", "3", "5", "7"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Winning moves:"));
    }

    void bash() {
        const QJsonObject o = solveJson({"bash", "23", "--k", "4"});
        QCOMPARE(o["game"].toString(), QString("bash"));
        QCOMPARE(o["k"].toString(), QString("4"));
        QCOMPARE(o["outcome"].toString(), QString("N"));
        const QJsonArray moves = o["winningMoves"].toArray();
        QCOMPARE(moves.size(), 1);
        QCOMPARE(strings(moves[0].toObject()["position"].toArray()), QStringList{"20"});
        QCOMPARE(solveJson({"bash", "20", "-k", "4"})["outcome"].toString(), QString("P"));
        const auto text = run({"solve", "bash", "23", "--k", "4"});
        QVERIFY(text.out.contains("k = 4"));
    }

    void redistribution() {
        const QJsonObject o = solveJson({"redistribution", "3", "5", "5", "8"});
        QCOMPARE(o["outcome"].toString(), QString("N"));
        const QJsonArray moves = o["winningMoves"].toArray();
        QVERIFY(!moves.isEmpty());
        // The move must leave every size an even number of times (empty piles are gone).
        QStringList after = strings(moves[0].toObject()["position"].toArray());
        after.removeAll("0");
        std::sort(after.begin(), after.end());
        QCOMPARE(after.size() % 2, 0);
        for (qsizetype i = 0; i < after.size(); i += 2)
            QCOMPARE(after[i], after[i + 1]);
        QCOMPARE(solveJson({"redistribution", "5", "5"})["outcome"].toString(), QString("P"));
    }

    void staircase() {
        const QJsonObject o = solveJson({"staircase", "2", "5", "9", "14"});
        QCOMPARE(o["game"].toString(), QString("staircase"));
        QCOMPARE(o["length"].toString(), QString("14")); // defaults to the largest cell
        // Pairs (9, 14) gap 4 and (2, 5) gap 2: XOR 6, the first player wins.
        QCOMPARE(o["outcome"].toString(), QString("N"));
        QVERIFY(!o["winningMoves"].toArray().isEmpty());
        const QJsonObject wide = solveJson({"staircase", "14", "2", "9", "5", "--cells", "20"});
        QCOMPARE(wide["length"].toString(), QString("20"));
        QCOMPARE(strings(wide["position"].toArray()), (QStringList{"2", "5", "9", "14"}));
        QCOMPARE(solveJson({"staircase", "1", "2", "3"})["outcome"].toString(), QString("P"));
    }

    void gameOver_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("wythoff") << QStringList{"wythoff", "0", "0"};
        QTest::newRow("nim") << QStringList{"nim", "0", "0", "0"};
        QTest::newRow("bash") << QStringList{"bash", "0", "--k", "3"};
        QTest::newRow("redistribution") << QStringList{"redistribution", "0"};
        QTest::newRow("staircase") << QStringList{"staircase", "1", "2", "3"};
    }
    void gameOver() {
        QFETCH(QStringList, args);
        const QJsonObject o = solveJson(args);
        QCOMPARE(o["gameOver"].toBool(), true);
        QCOMPARE(o["outcome"].toString(), QString("P"));
        QVERIFY(o["winningMoves"].toArray().isEmpty());
        QVERIFY(o["computerMove"].isNull());
        const auto text = run(QStringList{"solve"} + args);
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("Game over"));
    }

    void errors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("says");
        QTest::newRow("no game") << QStringList{"solve"} << QByteArray("which game");
        QTest::newRow("unknown game") << QStringList{"solve", "chess", "1"} << QByteArray("chess");
        QTest::newRow("one pile") << QStringList{"solve", "wythoff", "5"} << QByteArray("piles");
        QTest::newRow("three piles")
            << QStringList{"solve", "wythoff", "5", "8", "9"} << QByteArray("2 required");
        QTest::newRow("not a number")
            << QStringList{"solve", "wythoff", "5", "x8"} << QByteArray("\"x8\"");
        QTest::newRow("negative") << QStringList{"solve", "nim", "3", "-5"} << QByteArray("-5");
        QTest::newRow("no piles") << QStringList{"solve", "nim"} << QByteArray("piles is required");
        QTest::newRow("bash without k") << QStringList{"solve", "bash", "5"} << QByteArray("k");
        QTest::newRow("bash k = 0")
            << QStringList{"solve", "bash", "5", "--k", "0"} << QByteArray("at least 1");
        QTest::newRow("bash k bad")
            << QStringList{"solve", "bash", "5", "--k", "four"} << QByteArray("four");
        QTest::newRow("two chips on a cell")
            << QStringList{"solve", "staircase", "2", "5", "2"} << QByteArray("invalid position");
        QTest::newRow("chip on cell 0")
            << QStringList{"solve", "staircase", "0", "5"} << QByteArray("invalid position");
        QTest::newRow("strip too short")
            << QStringList{"solve", "staircase", "2", "9", "--cells", "5"}
            << QByteArray("invalid position");
        QTest::newRow("unknown option")
            << QStringList{"solve", "wythoff", "5", "8", "--xml"} << QByteArray("--xml");
    }
    void errors() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, says);
        const auto r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("grundy-cli: "), r.err.constData());
        QVERIFY2(r.err.contains(says), r.err.constData());
    }

    void helpAndVersion_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("says");
        QTest::newRow("--help") << QStringList{"--help"} << QByteArray("judge");
        QTest::newRow("--version") << QStringList{"--version"} << QByteArray("grundy-cli ");
        QTest::newRow("solve --help") << QStringList{"solve", "--help"} << QByteArray("wythoff");
        QTest::newRow("solve bash --help")
            << QStringList{"solve", "bash", "--help"} << QByteArray("--k");
        QTest::newRow("solve staircase --help")
            << QStringList{"solve", "staircase", "--help"} << QByteArray("--cells");
        QTest::newRow("grid --help") << QStringList{"grid", "--help"} << QByteArray("wythoff");
    }
    void helpAndVersion() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, says);
        const auto r = run(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(says), r.out.constData());
    }

    void topLevelUsageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("nothing") << QStringList{};
        QTest::newRow("unknown command") << QStringList{"play"};
        QTest::newRow("unknown option") << QStringList{"--colour"};
    }
    void topLevelUsageErrors() {
        QFETCH(QStringList, args);
        const auto r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("grundy-cli: "), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TstSolve)
#include "tst_solve.moc"
