// SPDX-License-Identifier: MIT
// Saved games: round trips for every game (huge numbers included), the exact text of
// the format, and a clear RecordError for every way a file can be wrong.
#include "core/games/catalogue.h"
#include "core/io/record.h"
#include "gamehooks.h"

#include <QtTest>

using namespace grundy;

namespace {

std::vector<Natural> nums(std::initializer_list<const char*> values) {
    std::vector<Natural> out;
    for (const char* v : values)
        out.emplace_back(v);
    return out;
}

GameOptions withK(const Natural& k) {
    GameOptions o;
    o.set("k", k);
    return o;
}

GameOptions withCells(const Natural& cells) {
    GameOptions o;
    o.set("cells", cells);
    return o;
}

/// A record of `start` played with the computer's moves for `moves` moves (fewer if the
/// game ends first); the winner set from the moves.
GameRecord played(const AnyPosition& start, std::size_t moves,
                  std::array<Seat, 2> players = {Seat::Human, Seat::Computer}) {
    GameRecord r;
    r.start = start;
    r.players = players;
    AnyPosition p = start;
    for (std::size_t i = 0; i < moves && !isOver(p); ++i) {
        p = grundy::apply(p, computerMove(p));
        r.moves.push_back({static_cast<int>(i % 2), p});
    }
    r.winner = winnerOf(r);
    return r;
}

const char* const kNimGame = R"({
  "format": "grundy-game",
  "version": 1,
  "game": "nim",
  "options": {},
  "start": ["3", "4", "5"],
  "players": ["human", "computer"],
  "moves": [{"by": 0, "position": ["3", "4", "0"]},
            {"by": 1, "position": ["3", "3", "0"]}],
  "winner": null
})";

/// kNimGame with `from` replaced by `to` (which must occur exactly once).
std::string corrupted(const std::string& from, const std::string& to) {
    std::string text = kNimGame;
    const auto at = text.find(from);
    Q_ASSERT(at != std::string::npos && text.find(from, at + 1) == std::string::npos);
    return text.replace(at, from.size(), to);
}

} // namespace

class TstRecord : public QObject {
    Q_OBJECT
private slots:
    // Every game's saved games (its test hooks), misère play among them.
    void roundTrip_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("index"); // in the game's records
        for (GameKind kind : allGameKinds()) {
            const auto& records = testhooks::hooksOf(kind).records;
            for (std::size_t i = 0; i < records.size(); ++i)
                QTest::newRow(records[i].name) << int(kind) << int(i);
        }
    }
    void roundTrip() {
        QFETCH(int, kind);
        QFETCH(int, index);
        const testhooks::RecordCase& c = testhooks::hooksOf(GameKind(kind)).records[index];
        const GameRecord r =
            played(makePosition(GameKind(kind), c.start.numbers, c.start.options), c.moves);
        const std::string text = toJson(r);
        QVERIFY(text.ends_with("}\n"));
        const GameRecord back = parseRecord(text);
        QVERIFY(back == r);
        QCOMPARE(toJson(back), text);
        if (c.moves == testhooks::kToTheEnd) QVERIFY(r.winner.has_value()); // played to the end
        if (const std::string* play = c.start.options.find("play"); play && *play == "misere") {
            QVERIFY(text.find("\"play\":\"misere\"") != std::string::npos);
            QCOMPARE(conventionOf(back.start), Convention::Misere);
        }
        if (c.winner) QCOMPARE(r.winner, c.winner);
    }

    // The subtraction game keeps its set and play in the file, and a game of it played to
    // the end reads back the same, under either convention.
    void roundTripSubtraction_data() {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("play");
        QTest::newRow("1,3,4 normal") << "1,3,4"
                                      << "normal";
        QTest::newRow("2,5 misere") << "2,5"
                                    << "misere";
        QTest::newRow("powers misere") << "powers-of-two"
                                       << "misere";
        QTest::newRow("fibonacci normal") << "fibonacci"
                                          << "normal";
    }
    void roundTripSubtraction() {
        QFETCH(QString, set);
        QFETCH(QString, play);
        const GameOptions options{{"set", set.toStdString()}, {"play", play.toStdString()}};
        const GameRecord r =
            played(makePosition(GameKind::Subtraction, nums({"9", "12"}), options), 100);
        QVERIFY(r.winner.has_value());
        const std::string text = toJson(r);
        QVERIFY(text.find("\"" + set.toStdString() + "\"") != std::string::npos);
        QVERIFY(text.find("\"" + play.toStdString() + "\"") != std::string::npos);
        const GameRecord back = parseRecord(text);
        QVERIFY(back == r);
        QCOMPARE(toJson(back), text);
        QCOMPARE(optionsOf(back.start), options);
    }

    void hugeNumbers() {
        const std::string huge = "10000000000000000000000000000000000000000"; // 10^40
        const std::string big = "12345678901234567890123456789012345678901234567890";
        for (GameKind kind : allGameKinds()) {
            const auto start = testhooks::hooksOf(kind).hugeStart(Natural(huge), Natural(big));
            if (!start) continue; // a game without huge positions
            const GameRecord r = played(*start, 3, {Seat::Computer, Seat::Computer});
            QCOMPARE(r.moves.size(), std::size_t(3));
            const std::string text = toJson(r);
            QVERIFY(text.find('"' + huge + '"') != std::string::npos ||
                    text.find('"' + big + '"') != std::string::npos);
            QVERIFY(parseRecord(text) == r);
        }
    }

    void exactText() {
        GameRecord r;
        r.start = makePosition(GameKind::Bash, nums({"5"}), withK(4));
        r.players = {Seat::Human, Seat::Computer};
        r.moves.push_back({0, makePosition(GameKind::Bash, nums({"0"}), withK(4))});
        r.winner = 0;
        const std::string expected = R"({
  "format": "grundy-game",
  "version": 1,
  "game": "bash",
  "options": {"k":"4"},
  "start": ["5"],
  "players": ["human","computer"],
  "moves": [
    {"by":0,"position":["0"]}
  ],
  "winner": 0
}
)";
        QCOMPARE(QString::fromStdString(toJson(r)), QString::fromStdString(expected));
        r.moves.clear();
        r.winner.reset();
        const std::string text = toJson(r);
        QVERIFY2(text.find("\n  \"moves\": [],\n  \"winner\": null\n}\n") != std::string::npos,
                 text.c_str());
        QVERIFY(parseRecord(text) == r);
    }

    void emptiedPilesAndSortedCells() {
        // An emptied pile stays "0"; staircase cells are written ascending.
        GameRecord r;
        r.start = makePosition(GameKind::Staircase, nums({"9", "2"}), withCells(10));
        r.moves.push_back({0, makePosition(GameKind::Staircase, nums({"2", "3"}), withCells(10))});
        const std::string text = toJson(r);
        QVERIFY(text.find("\"start\": [\"2\",\"9\"]") != std::string::npos);
        QVERIFY(text.find("\"cells\":\"10\"") != std::string::npos);
        QVERIFY(parseRecord(text) == r);
        QVERIFY(parseRecord(kNimGame).moves[0].position ==
                makePosition(GameKind::Nim, nums({"3", "4", "0"}), {}));
        // Cells in a file may come in any order; they are read as the same chips.
        std::string unsorted = text;
        unsorted.replace(unsorted.find("[\"2\",\"9\"]"), 9, "[\"9\",\"2\"]");
        QVERIFY(parseRecord(unsorted) == r);
    }

    void winnerOfMoves() {
        GameRecord r = played(makePosition(GameKind::Nim, nums({"3", "0"}), {}), 100);
        QCOMPARE(r.moves.size(), std::size_t(1));
        QCOMPARE(winnerOf(r), std::optional<int>(0));
        r = played(makePosition(GameKind::Nim, nums({"1", "1"}), {}), 100);
        QCOMPARE(r.moves.size(), std::size_t(2));
        QCOMPARE(winnerOf(r), std::optional<int>(1));
        r.moves.pop_back();
        QCOMPARE(winnerOf(r), std::optional<int>());
        // A start that is already over: player 0 cannot move and loses.
        r = played(makePosition(GameKind::Nim, nums({"0"}), {}), 100);
        QVERIFY(r.moves.empty());
        QCOMPARE(winnerOf(r), std::optional<int>(1));
        QVERIFY(parseRecord(toJson(r)) == r);
    }

    void olderFileIsNormalPlay() {
        // kNimGame was written before the option "play": it is normal play, and stays so.
        const GameRecord r = parseRecord(kNimGame);
        QCOMPARE(conventionOf(r.start), Convention::Normal);
        QVERIFY(toJson(r).find("\"play\"") == std::string::npos);
    }

    void corruption_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message"); // must occur in the error message

        const auto row = [](const char* name, const std::string& text, const char* message) {
            QTest::newRow(name) << QString::fromStdString(text) << QString(message);
        };
        // The parser's reason in our words, with its line and column.
        row("empty", "", "not JSON (at byte 1): line 1, column 1: the text ends before the JSON does");
        row("garbage", "{\"format\": grundy}",
            "not JSON (at byte 12): line 1, column 12: no JSON value starts like this");
        row("not a file of ours", "root:x:0:0",
            "line 1, column 1: no JSON value starts like this (a file of Grundy's starts with {)");
        row("control character", "{\"format\": \"a\tb\"}", "a string is not closed, or holds a "
                                                          "character JSON does not allow");
        row("truncated", std::string(kNimGame).substr(0, 60), "not JSON");
        row("array", "[1, 2]", "not an object");
        row("no format", corrupted("\"format\": \"grundy-game\",", ""), "format: missing");
        row("wrong format", corrupted("\"grundy-game\"", "\"chess-game\""), "format: expected");
        row("no version", corrupted("\"version\": 1,", ""), "version: missing");
        row("version 2", corrupted("\"version\": 1", "\"version\": 2"), "unsupported version 2");
        row("version string", corrupted("\"version\": 1", "\"version\": \"1\""),
            "version: expected the number 1");
        row("unknown game", corrupted("\"nim\"", "\"chess\""), "game: unknown game \"chess\"");
        row("game not string", corrupted("\"nim\"", "3"), "game: unknown game 3");
        row("no options", corrupted("\"options\": {},", ""), "options: missing");
        row("options list", corrupted("\"options\": {}", "\"options\": []"),
            "options: expected an object");
        row("option for nim", corrupted("\"options\": {}", "\"options\": {\"k\": \"3\"}"),
            "unexpected option \"k\" for nim");
        const std::string bash = corrupted("\"nim\"", "\"bash\"");
        const auto bashWith = [&](const std::string& options) {
            std::string t = bash;
            t.replace(t.find("\"options\": {}"), 13, "\"options\": " + options);
            return t;
        };
        row("bash no k", bashWith("{}"), "options: \"k\" is missing");
        row("bash k number", bashWith("{\"k\": 4}"), "options.k: expected a decimal string");
        row("bash k negative", bashWith("{\"k\": \"-4\"}"), "options.k: expected a non-negative");
        row("bash k plus", bashWith("{\"k\": \"+4\"}"), "options.k: expected a non-negative");
        row("bash k empty", bashWith("{\"k\": \"\"}"), "options.k: expected a non-negative");
        row("bash k spaces", bashWith("{\"k\": \" 4\"}"), "options.k: expected a non-negative");
        row("bash k hex", bashWith("{\"k\": \"0x4\"}"), "options.k: expected a non-negative");
        row("bash k zero", bashWith("{\"k\": \"0\"}"), "options.k: must be at least 1");
        row("bash k null", bashWith("{\"k\": null}"), "options.k: expected a decimal string");
        std::string staircase = corrupted("\"nim\"", "\"staircase\"");
        row("staircase no cells", staircase, "options: \"cells\" is missing");
        staircase.replace(staircase.find("\"options\": {}"), 13, "\"options\": {\"cells\": 16}");
        row("staircase cells number", staircase, "options.cells: expected a decimal string");

        row("start number", corrupted("\"3\", \"4\", \"5\"", "3, \"4\", \"5\""),
            "start[0]: expected a decimal string");
        row("start negative", corrupted("\"3\", \"4\", \"5\"", "\"3\", \"-4\", \"5\""),
            "start[1]: expected a non-negative");
        row("start empty", corrupted("[\"3\", \"4\", \"5\"]", "[]"), "start: a position needs");
        row("start not list", corrupted("[\"3\", \"4\", \"5\"]", "\"345\""),
            "start: expected a list");
        row("no start", corrupted("\"start\": [\"3\", \"4\", \"5\"],", ""), "start: missing");
        row("wythoff three piles", corrupted("\"nim\"", "\"wythoff\""),
            "start: Wythoff's game needs exactly 2 numbers");

        row("no players", corrupted("\"players\": [\"human\", \"computer\"],", ""),
            "players: missing");
        row("one player", corrupted("[\"human\", \"computer\"]", "[\"human\"]"),
            "players: expected two players");
        row("three players",
            corrupted("[\"human\", \"computer\"]", "[\"human\", \"human\", \"human\"]"),
            "players: expected two players");
        row("robot", corrupted("\"computer\"]", "\"robot\"]"),
            "players[1]: expected \"human\" or \"computer\", got \"robot\"");
        const auto withComputer = [](const std::string& computer) {
            return corrupted("\"moves\":", "\"computer\": " + computer + ",\n  \"moves\":");
        };
        row("computer not object", withComputer("\"strong\""),
            "computer: expected an object with \"level\" and \"seed\", got \"strong\"");
        row("computer no level", withComputer("{\"seed\": \"4\"}"),
            "computer: \"level\" is missing");
        row("computer no seed", withComputer("{\"level\": \"strong\"}"),
            "computer: \"seed\" is missing");
        row("computer bad level", withComputer("{\"level\": \"expert\", \"seed\": \"4\"}"),
            "computer.level: unknown level \"expert\" (expected one of perfect, strong, learner, "
            "random, coach)");
        row("computer level number", withComputer("{\"level\": 1, \"seed\": \"4\"}"),
            "computer.level: unknown level 1");
        row("computer seed number", withComputer("{\"level\": \"strong\", \"seed\": 4}"),
            "computer.seed: expected a decimal string such as \"4\"");
        row("computer seed negative", withComputer("{\"level\": \"strong\", \"seed\": \"-4\"}"),
            "computer.seed: expected a non-negative decimal integer");
        row("computer seed too big",
            withComputer("{\"level\": \"strong\", \"seed\": \"18446744073709551616\"}"),
            "computer.seed: must be at most 18446744073709551615, got 18446744073709551616");
        row("computer extra key",
            withComputer("{\"level\": \"strong\", \"seed\": \"4\", \"style\": \"x\"}"),
            "computer: unexpected key \"style\"");

        row("no moves", corrupted("\"moves\"", "\"plays\""), "moves: missing");
        row("by twice 0", corrupted("{\"by\": 1", "{\"by\": 0"),
            "move 2: \"by\" is 0, expected 1 (the players take turns, and you move first)");
        row("by starts 1", corrupted("{\"by\": 0", "{\"by\": 1"),
            "move 1: \"by\" is 1, expected 0");
        row("by string", corrupted("{\"by\": 0", "{\"by\": \"0\""),
            "move 1: \"by\" must be 0 or 1, got \"0\"");
        row("no by", corrupted("{\"by\": 0, ", "{"), "move 1: \"by\" is missing");
        row("no position", corrupted(", \"position\": [\"3\", \"4\", \"0\"]", ""),
            "move 1: \"position\" is missing");
        row("illegal move", corrupted("[\"3\", \"3\", \"0\"]", "[\"2\", \"3\", \"0\"]"),
            "move 2: not a legal move");
        row("pass", corrupted("[\"3\", \"3\", \"0\"]", "[\"3\", \"4\", \"0\"]"),
            "move 2: not a legal move");
        row("stones added", corrupted("[\"3\", \"3\", \"0\"]", "[\"3\", \"4\", \"1\"]"),
            "move 2: not a legal move");
        row("pile dropped", corrupted("[\"3\", \"3\", \"0\"]", "[\"3\", \"3\"]"),
            "move 2: not a legal move");
        row("move bad number", corrupted("[\"3\", \"3\", \"0\"]", "[\"3\", \"3\", 0]"),
            "move 2: position[2]: expected a decimal string");
        row("move not object", corrupted("{\"by\": 1, \"position\": [\"3\", \"3\", \"0\"]}", "7"),
            "move 2: expected an object");

        const std::string finished = corrupted(
            "{\"by\": 1, \"position\": [\"3\", \"3\", \"0\"]}",
            "{\"by\": 1, \"position\": [\"0\", \"4\", \"0\"]}, {\"by\": 0, \"position\": [\"0\", "
            "\"0\", \"0\"]}");
        std::string t = finished;
        row("winner null when over", t,
            "winner: the file says the game is not over, but after "
            "its moves you win (\"winner\": 0)");
        t.replace(t.find("\"winner\": null"), 14, "\"winner\": 1");
        // The seats by their names, as the review names them (issue 19, item 8).
        row("wrong winner", t,
            "winner: the file says the computer wins (\"winner\": 1), but after its moves you "
            "win (\"winner\": 0)");
        std::string twoPeople = t;
        twoPeople.replace(twoPeople.find("\"computer\"]"), 11, "\"human\"]");
        row("wrong winner, two people", twoPeople,
            "winner: the file says player 2 wins (\"winner\": 1), but after its moves player 1 "
            "wins (\"winner\": 0)");
        row("winner while on", corrupted("\"winner\": null", "\"winner\": 0"),
            "but after its moves the game is not over");
        row("winner 2", corrupted("\"winner\": null", "\"winner\": 2"),
            "winner: expected null, 0 or 1");
        row("winner string", corrupted("\"winner\": null", "\"winner\": \"0\""),
            "winner: expected null, 0 or 1");
        row("no winner", corrupted(",\n  \"winner\": null", ""), "winner: missing");
        row("bad play", corrupted("\"options\": {}", "\"options\": {\"play\": \"bogus\"}"),
            "options.play: \"bogus\" is neither \"normal\" nor \"misere\"");
        row("play not a word", corrupted("\"options\": {}", "\"options\": {\"play\": 1}"),
            "options.play: expected a string");
        // a misère game that goes on after the last stone was taken
        std::string misere = corrupted("\"options\": {}", "\"options\": {\"play\": \"misere\"}");
        misere.replace(misere.find("\"winner\": null"), 14, "\"winner\": 0");
        row("misere winner", misere, "winner: the file says you win (\"winner\": 0)");
        std::string after = finished;
        after.replace(after.find("\"0\", \"0\"]}"), 10,
                      "\"0\", \"0\"]}, {\"by\": 1, \"position\": [\"0\", \"0\", \"0\"]}");
        row("move after the end", after, "move 4: the game was already over after move 3");
    }
    void corruption() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            parseRecord(text.toStdString());
            QFAIL("parseRecord accepted a bad saved game");
        } catch (const RecordError& e) {
            const QString what = QString::fromStdString(e.what());
            if (!what.contains(message) || qEnvironmentVariableIsSet("SHOW")) qWarning() << what;
            QVERIFY(what.contains(message));
        }
    }

    void limits_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message"); // must occur in the error message

        // Crafted files that used to crash the reader or take its time and memory.
        const QByteArray nim = "{\"format\": \"grundy-game\", \"version\": 1, \"game\": "
                               "\"nim\", \"options\": {}, \"start\": [\"3\", \"5\"], "
                               "\"players\": [\"human\", \"computer\"], ";
        const auto withMoves = [&](const QByteArray& moves) {
            return nim + "\"moves\": " + moves + ", \"winner\": null}";
        };
        QTest::newRow("number overflow") << withMoves("[{\"by\": 0, \"position\": 1e999999}]")
                                         << "move 1: position: number overflow parsing '1e999999'";
        QTest::newRow("number overflow in start")
            << QByteArray(kNimGame).replace("\"3\", \"4\"", "\"3\", -1e400")
            << "start[1]: number overflow";
        QTest::newRow("nested 100000 deep")
            << "{\"format\":" + QByteArray(100000, '[') + QByteArray(100000, ']') + "}"
            << "format: nested deeper than 64 levels, the limit for a saved game";
        QTest::newRow("nested in a move")
            << withMoves("[{\"by\": 0, \"position\": " + QByteArray(100, '[') +
                         QByteArray(100, ']') + "}]")
            << "move 1: nested deeper than 64 levels";
        QTest::newRow("nested at the top") << QByteArray(1000, '[') << "file: nested deeper";
        QTest::newRow("nested 65 deep")
            << "{\"notes\":" + QByteArray(64, '[') + QByteArray(64, ']') + "}"
            << "notes: nested deeper than 64 levels";
        QTest::newRow("nested 64 deep is read")
            << "{\"notes\":" + QByteArray(63, '[') + QByteArray(63, ']') + "}"
            << "format: missing";
        QTest::newRow("over the size limit")
            << QByteArray(int(kMaxRecordBytes) + 1, ' ')
            << "file: larger than the 64 MiB limit for a saved game";
        QTest::newRow("a long string, unterminated")
            << "{\"format\": \"" + QByteArray(1000000, 'x') << "not JSON (at byte";

        QByteArray many = "[";
        for (std::size_t i = 0; i <= kMaxRecordNumbers; ++i)
            many += i == 0 ? "\"1\"" : ", \"1\"";
        many += "]";
        QTest::newRow("too many piles")
            << QByteArray(kNimGame).replace("[\"3\", \"4\", \"5\"]", many)
            << "start: more than 10000 numbers, the limit for the piles or chips of a position";
        QTest::newRow("too many piles in a move")
            << withMoves("[{\"by\": 0, \"position\": [\"2\", \"5\"]}, {\"by\": 1, "
                         "\"position\": " +
                         many + "}]")
            << "move 2: position: more than 10000 numbers";
        QTest::newRow("too many entries")
            << "{\"notes\": {\"list\": " + many + "}}"
            << "notes.list: more than 10000 entries, the limit for a list or object";
        QTest::newRow("too many piles, the limit")
            << QByteArray(kNimGame).replace("[\"3\", \"4\", \"5\"]", many.replace("[\"1\", ", "["))
            << "move 1: not a legal move"; // 10000 piles are read

        QByteArray moves = "[";
        for (std::size_t i = 0; i <= kMaxRecordMoves; ++i)
            moves += i == 0 ? "7" : ",7";
        moves += "]";
        QTest::newRow("too many moves")
            << withMoves(moves) << "moves: more than 2000000 moves, the limit for a saved game";

        const QByteArray digits(int(kMaxRecordDigits) + 1, '7');
        QTest::newRow("too many digits")
            << QByteArray(kNimGame).replace("\"4\", \"5\"", "\"4\", \"" + digits + "\"")
            << "start[2]: longer than the 100000 digits a number in a saved game may have";
        QTest::newRow("too many digits in a move")
            << withMoves("[{\"by\": 0, \"position\": [\"" + digits + "\"]}]")
            << "move 1: position[0]: longer than the 100000 digits";
        QTest::newRow("too many digits for K") << QByteArray(kNimGame)
                                                      .replace("\"nim\"", "\"bash\"")
                                                      .replace("{}", "{\"k\": \"" + digits + "\"}")
                                               << "options.k: longer than the 100000 digits";
    }
    void limits() {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        try {
            parseRecord(std::string_view(text.constData(), std::size_t(text.size())));
            QFAIL("parseRecord accepted a file beyond a limit");
        } catch (const RecordError& e) {
            const QString what = QString::fromStdString(e.what());
            if (!what.contains(message) || qEnvironmentVariableIsSet("SHOW"))
                qWarning() << what.left(300);
            QVERIFY(what.contains(message));
            QVERIFY(what.size() < 400); // a message, not the file
        }
    }

    void longestNumberIsRead() {
        // The limits themselves are allowed: kMaxRecordDigits digits.
        const std::string digits(kMaxRecordDigits, '9');
        const GameRecord r =
            parseRecord(corrupted("\"3\", \"4\", \"5\"", "\"3\", \"4\", \"" + digits + "\""));
        QCOMPARE(toString(numbersOf(r.start)[2]), digits);
    }

    void longGame() {
        // 10^4 moves of Nim with one pile, each taking one stone: read in one pass, with
        // the moves in order and the winner checked.
        constexpr std::size_t n = 10000;
        std::string text = "{\"format\": \"grundy-game\", \"version\": 1, \"game\": \"nim\", "
                           "\"options\": {}, \"start\": [\"" +
                           std::to_string(n) +
                           "\"], \"players\": [\"computer\", \"computer\"], \"moves\": [";
        for (std::size_t i = 0; i < n; ++i)
            text += std::string(i ? ",\n" : "\n") + "{\"by\":" + std::to_string(i % 2) +
                    ",\"position\":[\"" + std::to_string(n - 1 - i) + "\"]}";
        text += "],\n\"winner\": 1}";
        const GameRecord r = parseRecord(text);
        QCOMPARE(r.moves.size(), n);
        QVERIFY(r.moves[41].position == makePosition(GameKind::Nim, nums({"9958"}), {}));
        QCOMPARE(r.winner, std::optional<int>(1));
    }

    void movesOfRecovers() {
        const GameRecord r = played(makePosition(GameKind::Wythoff, nums({"30", "47"}), {}), 100);
        const auto moves = movesOf(r);
        QCOMPARE(moves.size(), r.moves.size());
        AnyPosition p = r.start;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            p = grundy::apply(p, moves[i]);
            QVERIFY(p == r.moves[i].position);
        }
        GameRecord bad = r;
        bad.moves[1].by = 0;
        QVERIFY_THROWS_EXCEPTION(RecordError, movesOf(bad));
        bad = r;
        std::swap(bad.moves[1], bad.moves[2]);
        QVERIFY_THROWS_EXCEPTION(RecordError, movesOf(bad));
    }

    void keysInAnyOrder() {
        // The moves may come before the game they belong to, and a later key replaces an
        // earlier one, as for every other key.
        const std::string reversed =
            "{\"winner\": null, \"moves\": [{\"by\": 1}], \"moves\": [{\"by\": 0, \"position\": "
            "[\"3\", \"4\", \"0\"]}, {\"by\": 1, \"position\": [\"3\", \"3\", \"0\"]}], "
            "\"players\": [\"human\", \"computer\"], \"start\": [\"3\", \"4\", \"5\"], "
            "\"options\": {}, \"game\": \"nim\", \"version\": 1, \"format\": \"grundy-game\"}";
        QVERIFY(parseRecord(reversed) == parseRecord(kNimGame));
        // A bad move read before the game is still reported after the game's own errors.
        const auto replaced = [](std::string text, const std::string& from, const std::string& to) {
            text.replace(text.find(from), from.size(), to);
            return text;
        };
        const auto error = [](const std::string& text) {
            try {
                parseRecord(text);
            } catch (const RecordError& e) {
                return QString(e.what());
            }
            return QString("accepted");
        };
        const std::string badMove = replaced(reversed, "{\"by\": 0", "{\"by\": 7");
        QCOMPARE(error(badMove), QString("move 1: \"by\" must be 0 or 1, got 7"));
        // Every game's id, in the catalogue's order: a new game joins the list by itself.
        QString ids;
        for (const GameInfo* game : catalogue())
            ids += QString(ids.isEmpty() ? "" : ", ") + QString::fromStdString(std::string(game->id));
        QVERIFY(ids.startsWith("bash, nim, wythoff, "));
        QCOMPARE(error(replaced(badMove, "\"nim\"", "\"chess\"")),
                 QString("game: unknown game \"chess\" (expected one of %1)").arg(ids));
    }

    // The computer's level and seed: written, read back, and absent from older files.
    void computerRoundTrip_data() {
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("seed");
        for (const Level level : kLevels)
            QTest::newRow(std::string(levelWord(level)).c_str()) << int(level) << QString("42");
        QTest::newRow("seed 0") << int(Level::Random) << QString("0");
        QTest::newRow("largest seed") << int(Level::Strong) << QString("18446744073709551615");
    }
    void computerRoundTrip() {
        QFETCH(int, level);
        QFETCH(QString, seed);
        GameRecord r = played(makePosition(GameKind::Nim, nums({"3", "4", "5"}), {}), 3);
        r.computer = ComputerPlay{Level(level), std::stoull(seed.toStdString())};
        const std::string text = toJson(r);
        const std::string field = "\"computer\": {\"level\":\"" +
                                  std::string(levelWord(Level(level))) + "\",\"seed\":\"" +
                                  seed.toStdString() + "\"}";
        QVERIFY2(text.find(field) != std::string::npos, text.c_str());
        QVERIFY(parseRecord(text) == r);
        // Without it, as files were before the levels: it opens, with no level.
        r.computer.reset();
        QVERIFY(toJson(r).find("computer\":") == std::string::npos);
        QVERIFY(parseRecord(toJson(r)) == r);
        QVERIFY(!parseRecord(kNimGame).computer);
    }

    void validSample() {
        // The file the corruption table starts from is itself valid.
        const GameRecord r = parseRecord(kNimGame);
        QCOMPARE(r.moves.size(), std::size_t(2));
        QCOMPARE(r.moves[1].by, 1);
        QVERIFY(!r.winner);
        QVERIFY(r.players[1] == Seat::Computer);
    }
};

QTEST_GUILESS_MAIN(TstRecord)
#include "tst_record.moc"
