// SPDX-License-Identifier: MIT
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace grundy {

namespace {

/// The words of an option problem; the option's name and value are shown as given.
Message problemMessage(OptionError::Problem problem, const GameInfo& game,
                       const std::string& option, const std::string& value,
                       const std::optional<Message>& reason) {
    using namespace words;
    switch (problem) {
    case OptionError::Problem::Unknown:
        return {ErrorOptionUnknown, {gameName(game.kind), Verbatim{option}}};
    case OptionError::Problem::Missing:
        return {ErrorOptionMissing, {gameName(game.kind), Verbatim{option}}};
    case OptionError::Problem::NotANumber:
        return {ErrorOptionNotANumber, {Verbatim{option}, Verbatim{value}}};
    case OptionError::Problem::TooSmall: {
        const OptionSpec* spec = game.option(option);
        return {ErrorOptionTooSmall,
                {Verbatim{option}, Natural(spec ? spec->minimum : 0), Verbatim{value}}};
    }
    case OptionError::Problem::Invalid:
        return {ErrorOptionInvalid,
                {Verbatim{option}, Verbatim{value}, reason ? *reason : Message{}}};
    }
    throw std::logic_error("an option problem without words");
}

/// The position's count of numbers against the game's shape.
void checkShape(const GameInfo& game, const std::vector<Natural>& numbers) {
    using namespace words;
    const PositionShape& shape = game.shape;
    const std::size_t n = numbers.size();
    if (shape.maxCount != 0 && shape.minCount == shape.maxCount && n != shape.minCount)
        throw InvalidPosition(
            shape.minCount == 1
                ? Message{ErrorShapeExactlyOne, {gameName(game.kind), n}}
                : Message{ErrorShapeExactly, {gameName(game.kind), shape.minCount, n}});
    if (n < shape.minCount)
        throw InvalidPosition({ErrorShapeAtLeast, {shape.minCount, positionNoun(game.kind)}});
    if (shape.maxCount != 0 && n > shape.maxCount)
        throw InvalidPosition({ErrorShapeAtMost, {shape.maxCount, positionNoun(game.kind)}});
    for (const Natural& x : numbers)
        if (x < 0) throw InvalidPosition({ErrorNegativeNumber, {}});
}

/// A word option's value, given or by default, as the option's check writes it.
std::string checkedText(const GameInfo& game, const OptionSpec& spec, const std::string* given) {
    const std::string id(spec.id);
    if (!given && spec.textDefault.empty())
        throw OptionError(OptionError::Problem::Missing, game, id, "");
    const std::string text = given ? *given : std::string(spec.textDefault);
    try {
        return spec.textValue(text);
    } catch (const OptionError&) {
        throw;
    } catch (const InvalidPosition& e) {
        throw OptionError(OptionError::Problem::Invalid, game, id, text, e.message());
    }
}

std::string playText(std::string_view text) {
    for (Convention c : {Convention::Normal, Convention::Misere})
        if (text == playWord(c)) return std::string(text);
    throw InvalidPosition({words::ErrorPlayWord, {}});
}

} // namespace

int winnerAtEnd(Convention convention, int lastMover) {
    return convention == Convention::Normal ? lastMover : 1 - lastMover;
}

const OptionSpec* GameInfo::option(std::string_view optionId) const {
    for (const OptionSpec& spec : options)
        if (spec.id == optionId) return &spec;
    return nullptr;
}

OptionError::OptionError(Problem problem, const GameInfo& game, std::string option,
                         std::string value, std::optional<Message> reason)
    : InvalidPosition(problemMessage(problem, game, option, value, reason)), m_problem(problem),
      m_game(game.kind), m_option(std::move(option)), m_value(std::move(value)),
      m_reason(std::move(reason)) {
    if (const OptionSpec* spec = game.option(m_option)) m_minimum = spec->minimum;
}

Message gameName(GameKind kind) {
    return {gameInfo(kind).name, {}};
}

Message positionNoun(GameKind kind) {
    return {gameInfo(kind).shape.nounWords, {}};
}

const std::vector<const GameInfo*>& catalogue() {
    // The registration list's order (list.h): the course's.
    static const std::vector<const GameInfo*> games = {
#define GRUNDY_GAME_ENTRY(Kind, id) &id::info(),
        GRUNDY_GAMES(GRUNDY_GAME_ENTRY)
#undef GRUNDY_GAME_ENTRY
    };
    return games;
}

std::vector<GameKind> allGameKinds() {
    std::vector<GameKind> kinds;
    for (const GameInfo* game : catalogue())
        kinds.push_back(game->kind);
    return kinds;
}

const GameInfo& gameInfo(GameKind kind) {
    const auto& games = catalogue();
    const std::size_t i = static_cast<std::size_t>(kind);
    // An entry whose kind is not its line of the list would answer for another game.
    if (i >= games.size() || games[i]->kind != kind)
        throw std::logic_error("the catalogue entry of a game kind is not in its list's place");
    return *games[i];
}

const GameInfo* findGame(std::string_view id) {
    for (const GameInfo* game : catalogue())
        if (game->id == id) return game;
    return nullptr;
}

GameChoice findGameOrPreset(std::string_view id) {
    if (const GameInfo* game = findGame(id)) return {game, nullptr};
    for (const GameInfo* game : catalogue())
        for (const Preset& preset : game->presets)
            if (preset.id == id) return {game, &preset};
    return {};
}

void applyPreset(const GameChoice& choice, GameOptions& options) {
    if (!choice.preset) return;
    const Preset& preset = *choice.preset;
    const std::string fixed(preset.value);
    if (const std::string* given = options.find(preset.option)) {
        const OptionSpec* spec = choice.game->option(preset.option);
        std::string same;
        try {
            same = spec && spec->isText() ? spec->textValue(*given) : *given;
        } catch (const InvalidPosition&) {
            same = *given; // said below as a disagreement, with the preset's value
        }
        if (same != fixed)
            throw OptionError(OptionError::Problem::Invalid, *choice.game,
                              std::string(preset.option), *given,
                              Message{words::ErrorPresetOption,
                                      {Message{preset.name, {}}, Verbatim{fixed}}});
    }
    options.set(preset.option, fixed);
}

const GameInfo& gameOf(const AnyPosition& position) {
    return gameInfo(kindOf(position));
}

const Preset* presetOf(const AnyPosition& position) {
    const GameOptions options = optionsOf(position);
    for (const Preset& preset : gameOf(position).presets)
        if (const std::string* value = options.find(preset.option); value && *value == preset.value)
            return &preset;
    return nullptr;
}

Message nameOf(const AnyPosition& position) {
    const Preset* preset = presetOf(position);
    return preset ? Message{preset->name, {}} : gameName(kindOf(position));
}

std::vector<std::pair<std::string, std::string>> optionsBesideName(const AnyPosition& position) {
    const Preset* preset = presetOf(position);
    std::vector<std::pair<std::string, std::string>> out;
    const GameOptions options = optionsOf(position); // kept: entries() refers into it
    for (const auto& [id, value] : options.entries())
        if ((!preset || id != preset->option) && !(id == "play" && value == playWord(Convention::Normal)))
            out.emplace_back(id, value);
    return out;
}

GameOptions completeOptions(const GameInfo& game, const std::vector<Natural>& numbers,
                            const GameOptions& given) {
    using Problem = OptionError::Problem;
    for (const auto& [id, value] : given.entries())
        if (!game.option(id)) throw OptionError(Problem::Unknown, game, id, value);
    GameOptions out;
    for (const OptionSpec& spec : game.options) {
        if (spec.isText()) {
            out.set(spec.id, checkedText(game, spec, given.find(spec.id)));
            continue;
        }
        std::optional<Natural> value;
        if (const std::string* text = given.find(spec.id)) {
            value = parseNatural(*text);
            if (!value) throw OptionError(Problem::NotANumber, game, std::string(spec.id), *text);
        } else if (spec.fallback) {
            value = spec.fallback(numbers);
        }
        if (!value) throw OptionError(Problem::Missing, game, std::string(spec.id), "");
        if (*value < spec.minimum)
            throw OptionError(Problem::TooSmall, game, std::string(spec.id), toString(*value));
        out.set(spec.id, *value);
    }
    return out;
}

AnyPosition positionFrom(const GameInfo& game, std::vector<Natural> numbers,
                         const GameOptions& given) {
    checkShape(game, numbers);
    const GameOptions options = completeOptions(game, numbers, given);
    return game.make(std::move(numbers), options);
}

OptionSpec playOption() {
    return {.id = "play",
            .valueName = "PLAY",
            .help = "normal (who takes the last stone wins) or misere (who takes it loses)",
            .textValue = playText,
            .textDefault = "normal",
            .switchWord = "misere"};
}

Convention conventionFrom(const GameOptions& options) {
    const std::string* word = options.find("play");
    return word && *word == playWord(Convention::Misere) ? Convention::Misere : Convention::Normal;
}

std::string_view playWord(Convention convention) {
    return convention == Convention::Misere ? "misere" : "normal";
}

void setPlay(GameOptions& options, Convention convention) {
    if (convention != Convention::Normal)
        options.set(playOption().id, std::string(playWord(convention)));
}

Convention conventionOf(const AnyPosition& position) {
    const auto convention = gameOf(position).convention;
    return convention ? convention(position) : Convention::Normal;
}

std::optional<int> winnerAfter(const AnyPosition& position, int lastMover) {
    if (!isOver(position)) return std::nullopt;
    return winnerAtEnd(conventionOf(position), lastMover);
}

} // namespace grundy
