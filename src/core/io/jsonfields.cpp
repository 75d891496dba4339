// SPDX-License-Identifier: MIT
// The fields Grundy's JSON files share (saved games, exercise sets), read with every check
// and a message that says where.
#include "core/io/jsonfields.h"

#include "core/games/catalogue.h"
#include "core/io/record.h"

#include <string_view>

namespace grundy::jsonfields {

[[noreturn]] void fail(const std::string& where, const std::string& what) {
    throw RecordError(where + ": " + what);
}

/// `text` cut to about `max` bytes (at a character boundary) with "..." when it is longer.
std::string cut(std::string text, std::size_t max) {
    if (text.size() <= max) return text;
    std::size_t end = max;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end; // not inside a UTF-8 sequence
    return text.substr(0, end) + "...";
}

/// A short rendering of a JSON value for messages (long values are cut). The parser's
/// depth limit keeps dump(), which recurses per level, on a short stack.
std::string shown(const Json& value) {
    return cut(value.dump(), 40);
}

/// A parser's message in Grundy's words: for a syntax error, where (line and column) and
/// what was wrong, from the parser's reason; else its message without nlohmann's tag
/// ("[json.exception.out_of_range.406] "), cut: it may quote most of the file.
std::string parserDetail(const Json::exception& e) {
    std::string detail = e.what();
    if (const auto end = detail.find("] "); detail.starts_with("[") && end != std::string::npos)
        detail.erase(0, end + 2);
    // "parse error at line L, column C: ..." (read by hand: std::regex recurses per
    // character, and the parser's message may quote a megabyte of the file).
    const auto number = [&](std::string_view prefix, std::size_t& at) {
        if (detail.compare(at, prefix.size(), prefix) != 0) return std::string();
        const std::size_t from = at + prefix.size();
        at = detail.find_first_not_of("0123456789", from);
        return at == std::string::npos ? std::string() : detail.substr(from, at - from);
    };
    std::size_t at = 0;
    const std::string line = number("parse error at line ", at);
    const std::string column = line.empty() ? std::string() : number(", column ", at);
    if (column.empty()) return cut(std::move(detail), 200);
    static const std::pair<const char*, const char*> reasons[] = {
        {"unexpected end of input", "the text ends before the JSON does"},
        {"invalid literal", "no JSON value starts like this"},
        {"invalid number", "a number is written wrongly"},
        {"invalid string", "a string is not closed, or holds a character JSON does not allow"},
    };
    std::string reason = "JSON does not allow what stands here";
    const std::string_view why = std::string_view(detail).substr(0, detail.find("; last read"));
    for (const auto& [theirs, ours] : reasons)
        if (why.find(theirs) != std::string_view::npos) {
            reason = ours;
            break;
        }
    const bool first = line == "1" && column == "1";
    return "line " + line + ", column " + column + ": " + reason +
           (first ? " (a file of Grundy's starts with {)" : "");
}

/// "64 MiB", "2000000 moves": a limit as messages say it.
std::string quantity(std::size_t n, const char* unit) {
    return std::to_string(n) + " " + unit;
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
    const std::string& text = value.get_ref<const std::string&>();
    if (text.size() > kMaxRecordDigits)
        fail(where, "longer than the " + quantity(kMaxRecordDigits, "digits") +
                        " a number in a saved game may have");
    const auto n = parseNatural(text);
    if (!n) fail(where, "expected a non-negative decimal integer, got " + shown(value));
    return *n;
}

std::vector<Natural> naturalsFrom(const Json& value, const std::string& where) {
    if (!value.is_array()) fail(where, "expected a list of decimal strings, got " + shown(value));
    std::vector<Natural> out;
    out.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i) {
        // A good number needs no name for its place; only a bad one does (a long game has
        // millions of numbers).
        const Json& n = value[i];
        auto good = n.is_string() && n.get_ref<const std::string&>().size() <= kMaxRecordDigits
                        ? parseNatural(n.get_ref<const std::string&>())
                        : std::nullopt;
        out.push_back(good ? std::move(*good)
                           : naturalFrom(n, where + "[" + std::to_string(i) + "]"));
    }
    return out;
}

OrderedJson naturalsToJson(const AnyPosition& position) {
    OrderedJson out = OrderedJson::array();
    for (const Natural& n : numbersOf(position))
        out.push_back(toString(n));
    return out;
}

GameKind readGameId(const Json& object) {
    const Json& game = member(object, "game", "");
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

namespace {

/// A word option's text (the subtraction set, the play convention), checked by the game.
/// An option that came after a game's first release may be missing: an older file
/// then has its default.
std::string textFrom(const Json& options, const OptionSpec& spec, const std::string& where) {
    const auto it = options.find(std::string(spec.id));
    if (it == options.end() && !spec.textDefault.empty()) return std::string(spec.textDefault);
    const Json& value = member(options, std::string(spec.id).c_str(), "options");
    if (!value.is_string()) fail(where, "expected a string, got " + shown(value));
    const std::string& text = value.get_ref<const std::string&>();
    if (text.size() > kMaxRecordDigits)
        fail(where, "longer than the " + quantity(kMaxRecordDigits, "characters") + " allowed");
    try {
        return spec.textValue(text);
    } catch (const InvalidPosition& e) {
        fail(where, "\"" + cut(text, 40) + "\" " + e.what());
    }
}

} // namespace

/// The game's options: every number option the catalogue lists must be there (a file
/// carries them all, even those a command line may leave out), and nothing else.
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
        if (spec.isText()) {
            out.set(spec.id, textFrom(options, spec, where));
            continue;
        }
        const Natural n =
            naturalFrom(member(options, std::string(spec.id).c_str(), "options"), where);
        if (n < spec.minimum)
            fail(where,
                 "must be at least " + std::to_string(spec.minimum) + ", got " + toString(n));
        out.set(spec.id, n);
    }
    return out;
}

AnyPosition positionOf(GameKind kind, std::vector<Natural> numbers, const GameOptions& options,
                         const std::string& where) {
    try {
        return makePosition(kind, std::move(numbers), options);
    } catch (const InvalidPosition& e) {
        fail(where, e.what());
    }
}

AnyPosition readPosition(const Json& value, GameKind kind, const GameOptions& options,
                         const std::string& where) {
    return positionOf(kind, naturalsFrom(value, where), options, where);
}

} // namespace grundy::jsonfields
