// SPDX-License-Identifier: MIT
#include "core/practice/exerciseset.h"

#include "core/analysis/sgvalue.h"
#include "core/games/catalogue.h"
#include "core/io/jsonfields.h"
#include "core/io/record.h"

#include <limits>
#include <new>

namespace grundy::practice {

using namespace jsonfields;

namespace {

constexpr const char* kFormat = "grundy-exercises";
constexpr int kVersion = 1;
/// The largest table an exercise may ask, G(0)..G(64).
constexpr std::size_t kMaxTableTo = 64;
/// How deeply a set's lists and objects may nest (it needs 4 levels).
constexpr int kMaxDepth = 16;

OrderedJson answerToJson(const Exercise& e, const std::optional<Answer>& a) {
    if (!a) return nullptr;
    OrderedJson out = OrderedJson::object();
    switch (e.kind) {
    case Kind::PorN:
        if (a->outcome) out["outcome"] = *a->outcome == Outcome::P ? "P" : "N";
        break;
    case Kind::Move:
        if (a->move && isLegal(e.position, *a->move))
            out["move"] = naturalsToJson(apply(e.position, *a->move));
        break;
    case Kind::SgValue:
        if (a->value) out["value"] = toString(*a->value);
        break;
    case Kind::Table: {
        OrderedJson cells = OrderedJson::array();
        for (const Natural& n : a->table)
            cells.push_back(toString(n));
        out["table"] = std::move(cells);
        break;
    }
    case Kind::Which:
        if (a->component) out["component"] = std::to_string(*a->component + 1);
        break;
    }
    return out;
}

Exercise readExercise(const Json& entry) {
    if (!entry.is_object()) fail("exercise", "expected an object, got " + shown(entry));
    const Json& kindWord = member(entry, "kind", "");
    const auto kind = kindWord.is_string() ? kindFromId(kindWord.get_ref<const std::string&>())
                                           : std::nullopt;
    if (!kind)
        fail("kind", "expected one of pn, move, sg, table, which, got " + shown(kindWord));
    const GameKind game = readGameId(entry);
    const GameOptions options = readOptions(entry, game);
    Exercise e{*kind, readPosition(member(entry, "position", ""), game, options, "position")};
    if (e.kind == Kind::Table) {
        const Natural to = naturalFrom(member(entry, "tableTo", ""), "tableTo");
        if (to > kMaxTableTo) fail("tableTo", "at most " + std::to_string(kMaxTableTo));
        e.tableTo = to.get_ui();
        if (numbersOf(e.position) != std::vector<Natural>{to})
            fail("position", "a table exercise is asked of a single pile of \"tableTo\"");
    }
    // A value asked, or each cell of a table, must be one the game defines and knows: none in
    // misère play, none beyond a searched game's limit (Wythoff's game, Fibonacci Nim, ...).
    if (e.kind == Kind::SgValue && !sgValue(e.position))
        fail("position", "its Sprague–Grundy value is not known (misère play, or too large to search)");
    if (e.kind == Kind::Table)
        for (std::size_t n = 0; n <= e.tableTo; ++n)
            if (!sgValue(makePosition(kindOf(e.position), {Natural(n)}, optionsOf(e.position))))
                fail("position", "G(" + std::to_string(n) + ") is not known (misère play, or too large to search)");
    if (e.kind == Kind::Which && !gameOf(e.position).wordsOf)
        fail("game", "\"which\" asks about a sum of games");
    if ((e.kind == Kind::Move || e.kind == Kind::Which) && outcome(e.position) != Outcome::N)
        fail("position", "the player to move loses here, so there is no winning move to find");
    return e;
}

std::optional<Answer> readAnswer(const Json& entry, const Exercise& e) {
    if (entry.is_null()) return std::nullopt;
    if (!entry.is_object()) fail("answer", "expected an object or null, got " + shown(entry));
    Answer a;
    const auto field = [&](const char* key) { return entry.find(key); };
    switch (e.kind) {
    case Kind::PorN:
        if (const auto it = field("outcome"); it != entry.end()) {
            if (*it != "P" && *it != "N") fail("outcome", "expected \"P\" or \"N\", got " + shown(*it));
            a.outcome = *it == "P" ? Outcome::P : Outcome::N;
        }
        break;
    case Kind::Move:
        if (const auto it = field("move"); it != entry.end()) {
            const AnyPosition after = positionOf(kindOf(e.position), naturalsFrom(*it, "move"),
                                                 optionsOf(e.position), "move");
            a.move = moveBetween(e.position, after);
            if (!a.move) fail("move", "not a legal move from the exercise's position");
        }
        break;
    case Kind::SgValue:
        if (const auto it = field("value"); it != entry.end()) a.value = naturalFrom(*it, "value");
        break;
    case Kind::Table:
        if (const auto it = field("table"); it != entry.end()) {
            a.table = naturalsFrom(*it, "table");
            if (a.table.size() > kMaxTableTo + 1) fail("table", "too many values");
        }
        break;
    case Kind::Which:
        if (const auto it = field("component"); it != entry.end()) {
            const Natural c = naturalFrom(*it, "component");
            const std::size_t count = gameOf(e.position).wordsOf(e.position).size();
            if (c < 1 || c > count)
                fail("component", "expected 1 to " + std::to_string(count) + ", got " + toString(c));
            a.component = c.get_ui() - 1;
        }
        break;
    }
    return a;
}

ExerciseSet readSet(std::string_view text) {
    if (text.size() > kMaxSetBytes)
        fail("file", "larger than the " + quantity(kMaxSetBytes >> 20, "MiB") + " limit for an exercise set");
    Json root;
    try {
        root = Json::parse(text, [](int depth, Json::parse_event_t, Json&) {
            if (depth > kMaxDepth) fail("file", "nested deeper than " + std::to_string(kMaxDepth) + " levels");
            return true;
        });
    } catch (const Json::exception& e) {
        throw ExerciseSetError("not JSON: " + parserDetail(e));
    }
    if (!root.is_object()) throw ExerciseSetError("not an exercise set: the JSON is not an object");
    const Json& format = member(root, "format", "");
    if (format != kFormat) fail("format", "expected \"grundy-exercises\", got " + shown(format));
    const Json& version = member(root, "version", "");
    if (!version.is_number_integer() || version != kVersion)
        fail("version", "expected the number 1, got " + shown(version));
    const Json& exercises = member(root, "exercises", "");
    if (!exercises.is_array()) fail("exercises", "expected a list, got " + shown(exercises));
    if (exercises.size() > kMaxSetExercises)
        fail("exercises", "more than " + quantity(kMaxSetExercises, "exercises"));
    ExerciseSet set;
    if (const auto it = root.find("seed"); it != root.end()) {
        const Natural seed = naturalFrom(*it, "seed");
        if (!fitsU64(seed))
            fail("seed", "at most " + std::to_string(std::numeric_limits<u64>::max()));
        set.seed = toU64(seed);
    }
    for (std::size_t i = 0; i < exercises.size(); ++i) {
        try {
            set.exercises.push_back(readExercise(exercises[i]));
        } catch (const RecordError& e) {
            throw ExerciseSetError("exercise " + std::to_string(i + 1) + ": " + e.what());
        }
    }
    if (const auto it = root.find("answers"); it != root.end()) {
        if (!it->is_array() || it->size() != exercises.size())
            fail("answers", "expected a list of one answer (or null) per exercise");
        for (std::size_t i = 0; i < it->size(); ++i) {
            try {
                set.answers.push_back(readAnswer((*it)[i], set.exercises[i]));
            } catch (const RecordError& e) {
                throw ExerciseSetError("answer " + std::to_string(i + 1) + ": " + e.what());
            }
        }
    }
    return set;
}

} // namespace

std::string toJson(const ExerciseSet& set) {
    OrderedJson root;
    root["format"] = kFormat;
    root["version"] = kVersion;
    if (set.seed) root["seed"] = std::to_string(*set.seed);
    OrderedJson exercises = OrderedJson::array();
    for (const Exercise& e : set.exercises) {
        OrderedJson entry;
        entry["kind"] = std::string(kindId(e.kind));
        entry["game"] = std::string(gameOf(e.position).id);
        OrderedJson options = OrderedJson::object();
        const GameOptions given = optionsOf(e.position); // kept: entries() refers into it
        for (const auto& [id, value] : given.entries())
            options[id] = value;
        entry["options"] = std::move(options);
        entry["position"] = naturalsToJson(e.position);
        if (e.kind == Kind::Table) entry["tableTo"] = std::to_string(e.tableTo);
        exercises.push_back(std::move(entry));
    }
    root["exercises"] = std::move(exercises);
    if (!set.answers.empty()) {
        OrderedJson answers = OrderedJson::array();
        for (std::size_t i = 0; i < set.answers.size(); ++i)
            answers.push_back(answerToJson(set.exercises.at(i), set.answers[i]));
        root["answers"] = std::move(answers);
    }
    return root.dump(2) + "\n";
}

ExerciseSet parseExerciseSet(std::string_view json) {
    try {
        return readSet(json);
    } catch (const ExerciseSetError&) {
        throw;
    } catch (const RecordError& e) {
        throw ExerciseSetError(e.what());
    } catch (const std::bad_alloc&) {
        throw ExerciseSetError("out of memory while reading the exercise set");
    } catch (const std::exception& e) {
        throw ExerciseSetError(std::string("not a valid exercise set: ") + e.what());
    }
}

} // namespace grundy::practice
