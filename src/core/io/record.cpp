// SPDX-License-Identifier: MIT
// Saved games: writing is a straight mapping; reading checks everything a hand-edited
// or damaged file could get wrong, and says where, so that a game never loads into a
// state the rules could not have produced.
#include "core/io/record.h"

#include "core/games/catalogue.h"
#include "core/io/jsonfields.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <new>

namespace grundy {

namespace {

using namespace jsonfields;

constexpr const char* kFormat = "grundy-game";
constexpr int kVersion = 1;

GameKind readGame(const Json& root) {
    const Json& format = member(root, "format", "");
    if (format != kFormat) fail("format", "expected \"grundy-game\", got " + shown(format));
    const Json& version = member(root, "version", "");
    if (!version.is_number_integer())
        fail("version", "expected the number 1, got " + shown(version));
    if (version != kVersion)
        fail("version", "unsupported version " + shown(version) + " (this Grundy reads version 1)");
    return readGameId(root);
}

std::array<Seat, 2> readPlayers(const Json& root) {
    const Json& players = member(root, "players", "");
    if (!players.is_array() || players.size() != 2)
        fail("players",
             "expected two players, each \"human\" or \"computer\", got " + shown(players));
    std::array<Seat, 2> out{};
    for (std::size_t i = 0; i < 2; ++i) {
        if (players[i] == "human")
            out[i] = Seat::Human;
        else if (players[i] == "computer")
            out[i] = Seat::Computer;
        else
            fail("players[" + std::to_string(i) + "]",
                 "expected \"human\" or \"computer\", got " + shown(players[i]));
    }
    return out;
}

/// The optional "computer": {"level": "strong", "seed": "42"}.
std::optional<ComputerPlay> readComputer(const Json& root) {
    const auto it = root.find("computer");
    if (it == root.end()) return std::nullopt;
    const Json& computer = *it;
    if (!computer.is_object())
        fail("computer", "expected an object with \"level\" and \"seed\", got " + shown(computer));
    for (const auto& [key, value] : computer.items())
        if (key != "level" && key != "seed") fail("computer", "unexpected key \"" + key + "\"");
    ComputerPlay out;
    const Json& level = member(computer, "level", "computer");
    const auto known =
        level.is_string() ? levelFromWord(level.get_ref<const std::string&>()) : std::nullopt;
    if (!known) {
        std::string words;
        for (const Level l : kLevels)
            words += (words.empty() ? "" : ", ") + std::string(levelWord(l));
        fail("computer.level",
             "unknown level " + shown(level) + " (expected one of " + words + ")");
    }
    out.level = *known;
    const Natural seed = naturalFrom(member(computer, "seed", "computer"), "computer.seed");
    if (!fitsU64(seed))
        fail("computer.seed", "must be at most 18446744073709551615, got " + toString(seed));
    out.seed = toU64(seed);
    return out;
}

/// One move as written, before the game is known (the file's keys may come in any
/// order): who made it and the numbers of the position after it.
struct MoveNumbers {
    int by = 0;
    std::vector<Natural> numbers;
};

MoveNumbers readMove(const Json& move, const std::string& where) {
    if (!move.is_object())
        fail(where, "expected an object with \"by\" and \"position\", got " + shown(move));
    const Json& by = member(move, "by", where);
    if (!by.is_number_integer() || (by != 0 && by != 1))
        fail(where, "\"by\" must be 0 or 1, got " + shown(by));
    return {by.get<int>(), naturalsFrom(member(move, "position", where), where + ": position")};
}

/// Watches the JSON parser (nlohmann's parser callback) as it reads: refuses nesting and
/// lists beyond the limits as soon as the text reaches them, and takes each move out of
/// the tree the moment it is complete, so that the tree of a long game stays small.
class Reader {
public:
    /// The moves read so far, up to the first that could not be read.
    std::vector<MoveNumbers> moves;
    /// Why that move could not be read: kept until the checks that come before the moves
    /// are done, so that errors are reported in the same order whatever the key order.
    std::optional<RecordError> movesError;

    bool operator()(int depth, Json::parse_event_t event, Json& parsed) {
        using Event = Json::parse_event_t;
        const auto level = static_cast<std::size_t>(depth); // lists and objects around it
        switch (event) {
        case Event::object_start:
        case Event::array_start:
            open(level, event == Event::object_start);
            return true;
        case Event::key:
            m_open[level - 1].key = parsed.get_ref<const std::string&>();
            return true;
        case Event::value:
            if (level > 0) counted(level - 1);
            return !tookMove(level, parsed);
        case Event::object_end:
        case Event::array_end:
            m_open.pop_back();
            return !tookMove(level, parsed);
        }
        return true;
    }

    /// Where the value the parser is reading belongs (for the parser's own errors).
    std::string here() const { return where(m_open.size(), true); }

private:
    /// A list or object being read.
    struct Open {
        bool object = false;
        bool moves = false;    ///< the top-level "moves" list
        std::size_t count = 0; ///< entries so far
        std::string key;       ///< an object's current key
    };

    void open(std::size_t level, bool object) {
        if (level > 0) counted(level - 1);
        if (level + 1 > kMaxRecordDepth)
            fail(top(), "nested deeper than " + quantity(kMaxRecordDepth, "levels") +
                            ", the limit for a saved game");
        const bool moves = level == 1 && !object && m_open[0].object && m_open[0].key == "moves";
        if (moves) { // a later "moves" replaces an earlier one, as in the parsed tree
            this->moves.clear();
            movesError.reset();
        }
        m_open.push_back({object, moves, 0, {}});
    }

    /// One more entry in the list or object m_open[i], within its limit.
    void counted(std::size_t i) {
        Open& o = m_open[i];
        if (++o.count <= (o.moves ? kMaxRecordMoves : kMaxRecordNumbers)) return;
        if (o.moves)
            fail("moves", "more than " + quantity(kMaxRecordMoves, "moves") +
                              ", the limit for a saved game");
        const bool position = (i == 1 && m_open[0].key == "start") ||
                              (i == 3 && m_open[1].moves && m_open[2].key == "position");
        fail(where(i), position ? "more than " + quantity(kMaxRecordNumbers, "numbers") +
                                      ", the limit for the piles or chips of a position"
                                : "more than " + quantity(kMaxRecordNumbers, "entries") +
                                      ", the limit for a list or object in a saved game");
    }

    /// Turns a complete entry of the top-level "moves" list into a MoveNumbers; returns
    /// whether it did (the parser then drops the entry).
    bool tookMove(std::size_t level, const Json& parsed) {
        if (level != 2 || m_open.size() != 2 || !m_open[1].moves) return false;
        if (!movesError) {
            try {
                moves.push_back(readMove(parsed, where(2)));
            } catch (const RecordError& e) {
                movesError = e;
            }
        }
        return true;
    }

    /// The top-level entry being read, or the move ("format", "move 3"): where to say a
    /// problem is when the full place would be too long to read.
    std::string top() const {
        if (m_open.empty() || !m_open[0].object) return "file";
        return where(m_open.size() >= 2 && m_open[1].moves ? 2 : 1);
    }

    /// The place of what m_open[n - 1] holds, as messages name it: "start[2]",
    /// "options.k", "move 3: position[0]" ("file" for the whole text). With `next`, the
    /// entry after the last one counted (which the parser is still reading).
    std::string where(std::size_t n, bool next = false) const {
        std::string out;
        for (std::size_t i = 0; i < n; ++i) {
            const Open& o = m_open[i];
            const std::size_t index = o.count - (next && i + 1 == n ? 0 : 1);
            if (o.moves)
                out = "move " + std::to_string(index + 1);
            else if (!o.object)
                out += "[" + std::to_string(index) + "]";
            else
                out += (out.empty() ? "" : m_open[i - 1].moves ? ": " : ".") + o.key;
        }
        return out.empty() ? "file" : out;
    }

    std::vector<Open> m_open;
};

/// The moves the reader took from the text; whether they make a game is movesOf's to say.
std::vector<RecordedMove> readMoves(const Json& root, const AnyPosition& start,
                                    const GameOptions& options, Reader& reader) {
    const GameKind kind = kindOf(start);
    const GameInfo& game = gameInfo(kind);
    const Json& moves = member(root, "moves", "");
    if (!moves.is_array()) fail("moves", "expected a list, got " + shown(moves));
    std::vector<RecordedMove> out;
    out.reserve(reader.moves.size());
    for (std::size_t i = 0; i < reader.moves.size(); ++i) {
        MoveNumbers& move = reader.moves[i];
        out.push_back({move.by, positionOf(kind, std::move(move.numbers), options,
                                             "move " + std::to_string(i + 1) + ": position")});
        // What the numbers do not say follows from the position before.
        if (game.follow) game.follow(i == 0 ? start : out[i - 1].position, out.back().position);
    }
    if (reader.movesError) throw *reader.movesError;
    return out;
}

std::optional<int> readWinner(const Json& root) {
    const Json& winner = member(root, "winner", "");
    if (winner.is_null()) return std::nullopt;
    if (!winner.is_number_integer() || (winner != 0 && winner != 1))
        fail("winner", "expected null, 0 or 1, got " + shown(winner));
    return winner.get<int>();
}

/// The seat's name with `verb` agreeing: "you win", "the computer wins".
std::string seatDoes(const std::array<Seat, 2>& players, int by, const std::string& verb) {
    const std::string name = seatName(players, by);
    return name + " " + verb + (name == "you" ? "" : "s");
}

/// Who wins, by the seats' names, and the file's number for it.
std::string winnerText(const std::array<Seat, 2>& players, const std::optional<int>& winner) {
    if (!winner) return "the game is not over";
    return seatDoes(players, *winner, "win") + " (\"winner\": " + std::to_string(*winner) + ")";
}

} // namespace

std::string toJson(const GameRecord& record) {
    const GameKind kind = kindOf(record.start);
    OrderedJson root;
    root["format"] = kFormat;
    root["version"] = kVersion;
    root["game"] = std::string(gameId(kind));
    root["options"] = OrderedJson::object();
    const GameOptions options = optionsOf(record.start);
    for (const auto& [id, value] : options.entries())
        root["options"][id] = value;
    root["start"] = naturalsToJson(record.start);
    root["players"] = OrderedJson::array();
    for (Seat seat : record.players)
        root["players"].push_back(seat == Seat::Human ? "human" : "computer");
    if (record.computer)
        root["computer"] = {{"level", std::string(levelWord(record.computer->level))},
                            {"seed", std::to_string(record.computer->seed)}};
    root["moves"] = nullptr; // written below, a move a line
    root["winner"] = record.winner ? OrderedJson(*record.winner) : OrderedJson(nullptr);
    // A field a line and a move a line: readable and diffable, and about 40 bytes a
    // one-pile move (pretty-printing took 73), so that a game of a million moves fits the
    // size limit. A game beyond a limit is refused when saved (RecordLimits in the window).
    std::string out = "{";
    for (const auto& [key, value] : root.items()) {
        out += out.size() > 1 ? ",\n  " : "\n  ";
        out += OrderedJson(key).dump() + ": ";
        if (key != "moves") {
            out += value.dump();
            continue;
        }
        out += "[";
        for (std::size_t i = 0; i < record.moves.size(); ++i) {
            const RecordedMove& move = record.moves[i];
            out += i > 0 ? ",\n    " : "\n    ";
            out += OrderedJson{{"by", move.by}, {"position", naturalsToJson(move.position)}}.dump();
        }
        out += record.moves.empty() ? "]" : "\n  ]";
    }
    return out + "\n}\n";
}

namespace {

GameRecord readRecord(std::string_view json) {
    if (json.size() > kMaxRecordBytes)
        fail("file", "larger than the " + quantity(kMaxRecordBytes >> 20, "MiB") +
                         " limit for a saved game");
    Reader reader;
    Json root;
    try {
        root = Json::parse(json, std::ref(reader));
    } catch (const Json::parse_error& e) {
        throw RecordError("not JSON (at byte " + std::to_string(e.byte) + "): " + parserDetail(e));
    } catch (const Json::out_of_range& e) {
        // Valid syntax, but a number beyond a double ("1e999999").
        fail(reader.here(),
             parserDetail(e) + " (numbers in a saved game are decimal strings, such as \"4\")");
    }
    if (!root.is_object()) throw RecordError("not a saved game: the JSON is not an object");

    GameRecord record;
    const GameKind kind = readGame(root);
    const GameOptions options = readOptions(root, kind);
    record.start = readPosition(member(root, "start", ""), kind, options, "start");
    record.players = readPlayers(root);
    record.computer = readComputer(root);
    record.moves = readMoves(root, record.start, options, reader);
    movesOf(record); // only for its checks
    record.winner = readWinner(root);
    if (const auto implied = winnerOf(record); implied != record.winner)
        fail("winner", "the file says " + winnerText(record.players, record.winner) +
                           ", but after its moves " + winnerText(record.players, implied));
    return record;
}

} // namespace

std::string seatName(const std::array<Seat, 2>& players, int by) {
    const Seat me = players[std::size_t(by)], other = players[std::size_t(1 - by)];
    if (me == Seat::Human && other == Seat::Computer) return "you";
    if (me == Seat::Computer && other == Seat::Human) return "the computer";
    return (me == Seat::Human ? "player " : "computer ") + std::to_string(by + 1);
}

GameRecord parseRecord(std::string_view json) {
    try {
        return readRecord(json);
    } catch (const RecordError&) {
        throw;
    } catch (const std::bad_alloc&) {
        throw RecordError("file: too large for the memory available");
    } catch (const Json::exception& e) {
        throw RecordError("file: cannot be read: " + parserDetail(e));
    } catch (const std::exception& e) {
        throw RecordError("file: cannot be read: " + cut(e.what(), 200));
    }
}

std::vector<AnyMove> movesOf(const GameRecord& record) {
    std::vector<AnyMove> out;
    out.reserve(record.moves.size());
    const AnyPosition* before = &record.start;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const std::string where = "move " + std::to_string(i + 1);
        const RecordedMove& move = record.moves[i];
        const int by = static_cast<int>(i % 2);
        if (move.by != by)
            fail(where, "\"by\" is " + std::to_string(move.by) + ", expected " +
                            std::to_string(by) + " (the players take turns, and " +
                            seatDoes(record.players, 0, "move") + " first)");
        if (isOver(*before))
            fail(where, i == 0 ? "the game was already over at the start"
                               : "the game was already over after move " + std::to_string(i));
        auto found = moveBetween(*before, move.position);
        if (!found) fail(where, "not a legal move from the position before it");
        out.push_back(std::move(*found));
        before = &move.position;
    }
    return out;
}

std::optional<int> winnerOf(const GameRecord& record) {
    const AnyPosition& last = record.moves.empty() ? record.start : record.moves.back().position;
    // Players alternate from player 0, so the last move was made by this one.
    return winnerAfter(last, record.moves.size() % 2 == 1 ? 0 : 1);
}

} // namespace grundy
