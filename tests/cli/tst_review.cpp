// SPDX-License-Identifier: MIT
// End-to-end tests of `grundy-cli review FILE`: the text and the JSON of a saved game, and
// files that cannot be read or are not saved games (exit status 1, the file named).

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using clitest::run;

namespace {

/// Nim from 3, 4, 5 (XOR 2: the mover wins). Each position's XOR, worked out by hand:
/// 3,4,1 = 6 (N: a mistake), 3,2,1 = 0 (P: winning), 3,2,0 = 1 (N: forced, from P),
/// 1,2,0 = 3 (N: a mistake; 2,2,0 would have won).
const char* const kGame = R"({"format": "grundy-game", "version": 1, "game": "nim",
 "options": {}, "start": ["3", "4", "5"], "players": ["human", "computer"], "winner": null,
 "moves": [
  {"by": 0, "position": ["3", "4", "1"]},
  {"by": 1, "position": ["3", "2", "1"]},
  {"by": 0, "position": ["3", "2", "0"]},
  {"by": 1, "position": ["1", "2", "0"]}
 ]})";

} // namespace

class TestCliReview : public QObject {
    Q_OBJECT

    QTemporaryDir dir;

    QString write(const QString& name, const QByteArray& text) {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
        file.write(text);
        return path;
    }

private slots:
    void jsonListsEveryVerdict() {
        const auto r = run({"review", write("game.json", kGame), "--json"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value("game").toString(), QStringLiteral("nim"));
        const QJsonArray moves = doc.value("moves").toArray();
        QCOMPARE(moves.size(), 4);
        const char* verdicts[] = {"mistake", "winning", "forced", "mistake"};
        const char* before[] = {"N", "N", "P", "N"};
        const char* after[] = {"N", "P", "N", "N"};
        for (int i = 0; i < 4; ++i) {
            const QJsonObject m = moves[i].toObject();
            QCOMPARE(m.value("index").toInt(), i + 1);
            QCOMPARE(m.value("by").toInt(), i % 2);
            QCOMPARE(m.value("before").toString(), QString(before[i]));
            QCOMPARE(m.value("after").toString(), QString(after[i]));
            QCOMPARE(m.value("verdict").toString(), QString(verdicts[i]));
        }
        QCOMPARE(doc.value("mistakes").toArray(), (QJsonArray{1, 1}));
    }

    void textSaysTheBetterMoveAndTheFirstMistake() {
        const auto r = run({"review", write("game.json", kGame)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("Nim: 4 moves\n"
                                   "move 1, you: take 4 from pile 3 (N -> N): mistake; "
                                   "better: take 2 from pile 1\n"
                                   "move 2, the computer: take 2 from pile 2 (N -> P): winning\n"
                                   "move 3, you: take 1 from pile 3 (P -> N): forced\n"
                                   "move 4, the computer: take 2 from pile 1 (N -> N): mistake; "
                                   "better: take 1 from pile 1\n"
                                   "Mistakes: you 1, the computer 1\n"
                                   "First mistake: move 1\n"));
    }

    // The players are named by their seats, as the window names them.
    void playersByTheirSeats_data() {
        QTest::addColumn<QByteArray>("players");
        QTest::addColumn<QByteArray>("first");
        QTest::addColumn<QByteArray>("mistakes");
        QTest::newRow("two people") << QByteArray(R"("human", "human")")
                                    << QByteArray("move 1, player 1: take 4")
                                    << QByteArray("Mistakes: player 1 1, player 2 1\n");
        QTest::newRow("two computers") << QByteArray(R"("computer", "computer")")
                                       << QByteArray("move 2, computer 2: take 2")
                                       << QByteArray("Mistakes: computer 1 1, computer 2 1\n");
        QTest::newRow("the computer first") << QByteArray(R"("computer", "human")")
                                            << QByteArray("move 1, the computer: take 4")
                                            << QByteArray("Mistakes: the computer 1, you 1\n");
    }
    void playersByTheirSeats() {
        QFETCH(QByteArray, players);
        QFETCH(QByteArray, first);
        QFETCH(QByteArray, mistakes);
        QByteArray game = kGame;
        game.replace(R"("human", "computer")", players);
        const auto r = run({"review", write("seats.json", game)});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(first), r.out.constData());
        QVERIFY2(r.out.contains(mistakes), r.out.constData());
    }

    void aGameWithoutMoves() {
        QByteArray empty = kGame;
        empty.replace(empty.indexOf("\"moves\""), empty.size(), "\"moves\": []}");
        const auto r = run({"review", write("empty.json", empty), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(doc.value("moves").toArray().size(), 0);
        QCOMPARE(doc.value("mistakes").toArray(), (QJsonArray{0, 0}));
    }

    void badFilesAreRefused_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("says");
        QByteArray illegal = kGame;
        illegal.replace(R"(["3", "2", "1"])", R"(["3", "9", "1"])");
        QTest::newRow("illegal move") << illegal << "move 2";
        QTest::newRow("not json") << QByteArray("{\"format\": ") << "";
        QTest::newRow("not a game") << QByteArray(R"({"format": "other"})") << "format";
        QTest::newRow("empty") << QByteArray() << "";
        // The seats by their names, not "player 0/1" (issue 19, item 8).
        QTest::newRow("wrong winner")
            << QByteArray(R"({"format": "grundy-game", "version": 1, "game": "nim",
 "options": {}, "start": ["1"], "players": ["human", "computer"], "winner": 1,
 "moves": [{"by": 0, "position": ["0"]}]})")
            << R"(winner: the file says the computer wins ("winner": 1), but after its moves you win ("winner": 0))";
    }
    void badFilesAreRefused() {
        QFETCH(QByteArray, text);
        QFETCH(QString, says);
        const QString path = write("bad.json", text);
        const auto r = run({"review", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("grundy-cli: review: " + path.toUtf8() + ": "), r.err);
        QVERIFY2(r.err.contains(says.toUtf8()), r.err);
    }

    void aMissingFileIsNamed() {
        const auto r = run({"review", dir.filePath("nowhere.json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("cannot read " + dir.filePath("nowhere.json").toUtf8()), r.err);
    }

    void usage() {
        QCOMPARE(run({"review"}).exitCode, 2);
        QCOMPARE(run({"review", "a.json", "b.json"}).exitCode, 2);
    }
};

QTEST_MAIN(TestCliReview)
#include "tst_review.moc"
