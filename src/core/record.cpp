// SPDX-License-Identifier: MIT
// Saved games: writing is a straight mapping; reading checks everything a hand-edited
// or damaged file could get wrong, and says where, so that a game never loads into a
// state the rules could not have produced.
#include "record.h"

#include "catalogue.h"

#include <nlohmann/json.hpp>

namespace grundy {

namespace {

using Json = nlohmann::json;
// Written in the documented key order (nlohmann::json would sort the keys).
using OrderedJson = nlohmann::ordered_json;

constexpr const char* kFormat = "grundy-game";
constexpr int kVersion = 1;

[[noreturn]] void fail(const std::string& where, const std::string& what) {
    throw RecordError(where + ": " + what);
}

/// A short rendering of a JSON value for messages (long values are cut).
std::string shown(const Json& value) {
    std::string text = value.dump();
    constexpr std::size_t kMax = 40;
    if (text.size() > kMax) text = text.substr(0, kMax) + "...";
    return text;
}

const Json& member(const Json& object, const char* key, const std::string& where) {
    const auto it = object.find(key);
    if (it == object.end()) {
        if (where.empty()) fail(key, "missing");
        fail(where, "\"" + std::string(key) + "\" is missing");
    }
    return *it;
}

/// A game number: a string of decimal digits (JSON numbers cannot hold every size).
Natural naturalFrom(const Json& value, const std::string& where) {
    if (value.is_number())
        fail(where, "expected a decimal string such as \"4\", got the JSON number " + shown(value) +
                        " (numbers are written as strings)");
    if (!value.is_string()) fail(where, "expected a decimal string, got " + shown(value));
    const auto n = parseNatural(value.get_ref<const std::string&>());
    if (!n) fail(where, "expected a non-negative decimal integer, got " + shown(value));
    return *n;
}

std::vector<Natural> naturalsFrom(const Json& value, const std::string& where) {
    if (!value.is_array()) fail(where, "expected a list of decimal strings, got " + shown(value));
    std::vector<Natural> out;
    out.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i)
        out.push_back(naturalFrom(value[i], where + "[" + std::to_string(i) + "]"));
    return out;
}

OrderedJson naturalsToJson(const AnyPosition& position) {
    OrderedJson out = OrderedJson::array();
    for (const Natural& n : numbersOf(position))
        out.push_back(toString(n));
    return out;
}

GameKind readGame(const Json& root) {
    const Json& format = member(root, "format", "");
    if (format != kFormat) fail("format", "expected \"grundy-game\", got " + shown(format));
    const Json& version = member(root, "version", "");
    if (!version.is_number_integer())
        fail("version", "expected the number 1, got " + shown(version));
    if (version != kVersion)
        fail("version", "unsupported version " + shown(version) + " (this Grundy reads version 1)");
    const Json& game = member(root, "game", "");
    const GameInfo* info =
        game.is_string() ? findGame(game.get_ref<const std::string&>()) : nullptr;
    if (!info) {
        std::string known;
        for (const GameInfo* g : catalogue())
            known += (known.empty() ? "" : ", ") + std::string(g->id);
        fail("game", "unknown game " + shown(game) + " (expected one of " + known + ")");
    }
    return info->kind;
}

/// The game's options: every option the catalogue lists must be there (a file carries
/// them all, even those a command line may leave out), and nothing else.
GameOptions readOptions(const Json& root, GameKind kind) {
    const GameInfo& game = gameInfo(kind);
    const Json& options = member(root, "options", "");
    if (!options.is_object()) fail("options", "expected an object, got " + shown(options));
    for (const auto& [key, value] : options.items())
        if (!game.option(key))
            fail("options", "unexpected option \"" + key + "\" for " + std::string(game.id));
    GameOptions out;
    for (const OptionSpec& spec : game.options) {
        const std::string where = "options." + std::string(spec.id);
        const Natural n =
            naturalFrom(member(options, std::string(spec.id).c_str(), "options"), where);
        if (n < spec.minimum)
            fail(where,
                 "must be at least " + std::to_string(spec.minimum) + ", got " + toString(n));
        out.set(spec.id, n);
    }
    return out;
}

AnyPosition readPosition(const Json& value, GameKind kind, const GameOptions& options,
                         const std::string& where) {
    try {
        return makePosition(kind, naturalsFrom(value, where), options);
    } catch (const InvalidPosition& e) {
        fail(where, e.what());
    }
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

/// The moves as written; whether they make a game is movesOf's to say.
std::vector<RecordedMove> readMoves(const Json& root, GameKind kind, const GameOptions& options) {
    const Json& moves = member(root, "moves", "");
    if (!moves.is_array()) fail("moves", "expected a list, got " + shown(moves));
    std::vector<RecordedMove> out;
    out.reserve(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string where = "move " + std::to_string(i + 1);
        const Json& move = moves[i];
        if (!move.is_object())
            fail(where, "expected an object with \"by\" and \"position\", got " + shown(move));
        const Json& by = member(move, "by", where);
        if (!by.is_number_integer() || (by != 0 && by != 1))
            fail(where, "\"by\" must be 0 or 1, got " + shown(by));
        out.push_back({by.get<int>(), readPosition(member(move, "position", where), kind, options,
                                                   where + ": position")});
    }
    return out;
}

std::optional<int> readWinner(const Json& root) {
    const Json& winner = member(root, "winner", "");
    if (winner.is_null()) return std::nullopt;
    if (!winner.is_number_integer() || (winner != 0 && winner != 1))
        fail("winner", "expected null, 0 or 1, got " + shown(winner));
    return winner.get<int>();
}

std::string winnerText(const std::optional<int>& winner) {
    return winner ? "player " + std::to_string(*winner) + " wins" : "the game is not over";
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
    root["moves"] = OrderedJson::array();
    for (const RecordedMove& move : record.moves)
        root["moves"].push_back({{"by", move.by}, {"position", naturalsToJson(move.position)}});
    root["winner"] = record.winner ? OrderedJson(*record.winner) : OrderedJson(nullptr);
    return root.dump(2) + "\n";
}

GameRecord parseRecord(std::string_view json) {
    Json root;
    try {
        root = Json::parse(json);
    } catch (const Json::parse_error& e) {
        // nlohmann's text starts with its own tag, "[json.exception.parse_error.101] ".
        std::string detail = e.what();
        if (const auto end = detail.find("] "); detail.starts_with("[") && end != std::string::npos)
            detail.erase(0, end + 2);
        throw RecordError("not JSON (at byte " + std::to_string(e.byte) + "): " + detail);
    }
    if (!root.is_object()) throw RecordError("not a saved game: the JSON is not an object");

    GameRecord record;
    const GameKind kind = readGame(root);
    const GameOptions options = readOptions(root, kind);
    record.start = readPosition(member(root, "start", ""), kind, options, "start");
    record.players = readPlayers(root);
    record.moves = readMoves(root, kind, options);
    movesOf(record); // only for its checks
    record.winner = readWinner(root);
    if (const auto implied = winnerOf(record); implied != record.winner)
        fail("winner", "the file says " + winnerText(record.winner) + ", but after its moves " +
                           winnerText(implied));
    return record;
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
                            std::to_string(by) + " (players alternate, player 0 first)");
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
