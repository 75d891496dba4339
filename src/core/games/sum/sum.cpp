// SPDX-License-Identifier: MIT
#include "core/games/sum/sum.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/remoteness.h"
#include "core/analysis/sgvalue.h"
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/games/sum/component.h"
#include "core/games/sum/sumexplain.h"
#include "core/games/sum/sumwords.h"
#include "core/play/level.h"
#include "core/text/english.h"

#include <algorithm>
#include <utility>

namespace grundy::sum {

using namespace words;

namespace {

/// Up to this many moves are listed and judged one by one to find a move to a given value;
/// a component with more needs its game's own movesToValue.
constexpr unsigned long kListedMoves = 20000;
/// From a lost sum with at most this many moves, the computer counts each move's winning
/// replies (moves times their replies: a few thousand values at most).
constexpr unsigned long kCountedMoves = 64;

/// The game's id as a word: the preset's where it has one.
std::string idOf(const AnyPosition& c) {
    const Preset* preset = presetOf(c);
    return std::string(preset ? preset->id : gameOf(c).id);
}

std::string joinNumbers(const std::vector<Natural>& numbers) {
    std::string out;
    for (const Natural& n : numbers) {
        if (!out.empty()) out += ',';
        out += toString(n);
    }
    return out;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> out;
    for (;;) {
        const std::size_t at = text.find(separator);
        out.push_back(text.substr(0, at));
        if (at == std::string_view::npos) return out;
        text.remove_prefix(at + 1);
    }
}

/// A component word's game and options ("subtraction", {set: 1,3,4}); the pieces after the
/// first are OPTION=VALUE. Throws InvalidPosition (the word's own problem, not yet placed).
struct GameAndOptions {
    GameChoice choice;
    GameOptions options;
};
GameAndOptions gameAndOptions(std::string_view id, const std::vector<std::string_view>& pieces) {
    GameAndOptions out;
    out.choice = findGameOrPreset(id);
    if (!out.choice.game) throw InvalidPosition({ErrorSumUnknownGame, {Verbatim{std::string(id)}}});
    for (std::string_view piece : pieces) {
        const std::size_t eq = piece.find('=');
        if (eq == std::string_view::npos || eq == 0)
            throw InvalidPosition({ErrorSumOptionShape, {Verbatim{std::string(piece)}}});
        out.options.set(piece.substr(0, eq), std::string(piece.substr(eq + 1)));
    }
    applyPreset(out.choice, out.options);
    return out;
}

/// Why a component cannot be in a sum, or nothing.
std::optional<Message> whyNotComponent(const Position& p, std::size_t i) {
    const AnyPosition& c = componentAt(p, i);
    if (const Phrase* why = gameOf(c).notInSum)
        return Message{ErrorSumNotInSum, {gameName(kindOf(c)), Message{*why, {}}}};
    if (conventionOf(c) == Convention::Misere) return Message{ErrorSumMisere, {}};
    if (!grundy::sgValue(c)) return Message{ErrorSumValueUnknown, {componentName(p, i)}};
    if (!grundy::isOver(c) && listingSize(c) > kListedMoves && !gameOf(c).movesToValue)
        return Message{ErrorSumTooLarge, {componentName(p, i)}};
    return std::nullopt;
}

/// The component's error, placed: "component 2 ("kayles:6"): ...".
[[noreturn]] void throwForComponent(std::size_t i, const std::string& word, Message why) {
    throw InvalidPosition({ErrorSumComponent, {i + 1, Verbatim{word}, std::move(why)}});
}

} // namespace

bool Position::operator==(const Position& o) const {
    return std::equal(components.begin(), components.end(), o.components.begin(),
                      o.components.end(),
                      [](const auto& a, const auto& b) { return a == b || *a == *b; });
}

bool Move::operator==(const Move& o) const {
    return component == o.component && (move == o.move || (move && o.move && *move == *o.move));
}

const AnyPosition& componentAt(const Position& p, std::size_t i) {
    return p.components.at(i)->position;
}

Move moveIn(std::size_t i, AnyMove move) {
    return {i, std::make_shared<const ComponentMove>(ComponentMove{std::move(move)})};
}

Position sumOf(std::vector<AnyPosition> components) {
    Position p;
    for (AnyPosition& c : components)
        p.components.push_back(std::make_shared<const Component>(Component{std::move(c)}));
    return p;
}

Message componentName(const Position& p, std::size_t i) {
    const AnyPosition& c = componentAt(p, i);
    Message game = nameOf(c);
    const std::vector<Natural> numbers = numbersOf(c);
    if (numbers.empty()) return {SumComponentEmpty, {std::move(game)}};
    return {SumComponentName, {std::move(game), explain::numberList(numbers)}};
}

Position fromWords(const std::vector<std::string>& words) {
    if (words.size() > kMaxComponents)
        throw InvalidPosition({ErrorSumTooMany, {kMaxComponents, words.size()}});
    std::vector<AnyPosition> components;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::vector<std::string_view> pieces = split(words[i], ':');
        if (pieces.size() < 2 || pieces[0].empty()) throwForComponent(i, words[i], {ErrorSumWordShape, {}});
        std::vector<Natural> numbers;
        if (!pieces[1].empty()) {
            auto parsed = parseNaturals(pieces[1]);
            if (!parsed) throwForComponent(i, words[i], {ErrorSumNotNumber, {Verbatim{std::string(pieces[1])}}});
            numbers = std::move(*parsed);
        }
        GameAndOptions game;
        try {
            game = gameAndOptions(pieces[0],
                                  std::vector<std::string_view>(pieces.begin() + 2, pieces.end()));
            if (!game.choice.game->notInSum)
                components.push_back(positionFrom(*game.choice.game, std::move(numbers), game.options));
        } catch (const InvalidPosition& e) {
            throwForComponent(i, words[i], e.message());
        }
        if (const Phrase* why = game.choice.game->notInSum) // before its position: a sum's has no numbers
            throwForComponent(i, words[i], {ErrorSumNotInSum, {Message{game.choice.game->name, {}}, Message{*why, {}}}});
    }
    Position p = sumOf(std::move(components));
    for (std::size_t i = 0; i < p.components.size(); ++i)
        if (auto why = whyNotComponent(p, i)) throwForComponent(i, words[i], std::move(*why));
    validate(p);
    return p;
}

std::vector<std::string> wordsOf(const Position& p) {
    std::vector<std::string> out;
    for (const auto& component : p.components) {
        const AnyPosition& c = component->position;
        std::string word = idOf(c) + ':' + joinNumbers(numbersOf(c));
        for (const auto& [id, value] : optionsBesideName(c))
            word += ':' + id + '=' + value;
        out.push_back(std::move(word));
    }
    return out;
}

void validate(const Position& p) {
    if (p.components.empty()) throw InvalidPosition({ErrorSumNoComponent, {}});
    if (p.components.size() > kMaxComponents)
        throw InvalidPosition({ErrorSumTooMany, {kMaxComponents, p.components.size()}});
    for (std::size_t i = 0; i < p.components.size(); ++i)
        if (auto why = whyNotComponent(p, i))
            throw InvalidPosition({SumComponentLabel, {i + 1, std::move(*why)}});
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    if (m.component >= p.components.size() || !m.move)
        return Message{ErrorSumNoMoveIn, {m.component + 1, p.components.size()}};
    const AnyPosition& c = componentAt(p, m.component);
    if (m.move->move.index() != c.index()) return Message{ErrorOtherGame, {}};
    if (grundy::isLegal(c, m.move->move)) return std::nullopt;
    try {
        grundy::apply(c, m.move->move);
    } catch (const IllegalMove& e) {
        return Message{SumComponentLabel, {m.component + 1, e.message()}};
    }
    return Message{ErrorOtherGame, {}};
}

Position apply(const Position& p, const Move& m) {
    requireLegal(p, m);
    Position next = p;
    for (std::size_t i = 0; i < p.components.size(); ++i) {
        const AnyPosition& c = componentAt(p, i);
        if (i == m.component) {
            next.components[i] =
                std::make_shared<const Component>(Component{grundy::apply(c, m.move->move)});
        } else if (const auto f = gameOf(c).follow) {
            // A game with a turn of its own (Northcott's colour to move) hands it on with
            // every move of the sum, made in it or not.
            AnyPosition same = c;
            f(c, same);
            next.components[i] = std::make_shared<const Component>(Component{std::move(same)});
        }
    }
    return next;
}

bool isOver(const Position& p) {
    return std::all_of(p.components.begin(), p.components.end(),
                       [](const auto& c) { return grundy::isOver(c->position); });
}

std::vector<Natural> componentValues(const Position& p) {
    std::vector<Natural> values;
    for (const auto& c : p.components)
        values.push_back(grundy::sgValue(c->position).value()); // known: validate checked it
    return values;
}

std::optional<Natural> sgValue(const Position& p) {
    Natural total = 0;
    for (const Natural& g : componentValues(p))
        total ^= g;
    return total;
}

Outcome outcome(const Position& p) {
    return *sgValue(p) == 0 ? Outcome::P : Outcome::N;
}

std::vector<Move> legalMoves(const Position& p) {
    std::vector<Move> out;
    for (std::size_t i = 0; i < p.components.size(); ++i)
        for (AnyMove& m : grundy::legalMoves(componentAt(p, i)))
            out.push_back(moveIn(i, std::move(m)));
    return out;
}

Natural legalMoveCount(const Position& p) {
    Natural count = 0;
    for (const auto& c : p.components)
        count += listingSize(c->position);
    return count;
}

Move randomMove(const Position& p, Random& random) {
    std::vector<std::size_t> open;
    for (std::size_t i = 0; i < p.components.size(); ++i)
        if (!grundy::isOver(componentAt(p, i))) open.push_back(i);
    if (open.empty()) throw IllegalMove({ErrorSumNoMoveIn, {std::size_t(1), std::size_t(0)}});
    const std::size_t i = open[random.below(u64(open.size()))];
    return moveIn(i, grundy::randomMove(componentAt(p, i), random));
}

std::vector<AnyMove> movesToValue(const AnyPosition& c, const Natural& value, std::size_t most) {
    std::vector<AnyMove> out;
    if (value == 0) {
        out = grundy::winningMoves(c);
    } else if (listingSize(c) <= kListedMoves) {
        for (AnyMove& m : grundy::legalMoves(c)) {
            if (out.size() == most) break;
            if (grundy::sgValue(grundy::apply(c, m)) == value) out.push_back(std::move(m));
        }
    } else if (const auto hook = gameOf(c).movesToValue) {
        out = hook(c, value, most);
    }
    if (out.size() > most) out.resize(most);
    return out;
}

std::vector<Move> winningMoves(const Position& p) {
    const std::vector<Natural> values = componentValues(p);
    Natural total = 0;
    for (const Natural& g : values)
        total ^= g;
    std::vector<Move> out;
    if (total == 0) return out;
    // Every move to a position worth values[i] XOR total wins: the theorem promises one where
    // that is smaller, and those come first (the moves a lesson teaches); a move that raises
    // a value to it (where the game has one) wins too, and follows.
    for (const bool lowering : {true, false})
        for (std::size_t i = 0; i < values.size() && out.size() < kMaxWinningMoves; ++i) {
            const Natural target = values[i] ^ total;
            if ((target < values[i]) != lowering) continue;
            for (AnyMove& m : movesToValue(componentAt(p, i), target, kMaxWinningMoves - out.size()))
                out.push_back(moveIn(i, std::move(m)));
        }
    return out;
}

Move computerMove(const Position& p) {
    if (auto winning = winningMoves(p); !winning.empty()) return winning.front();
    // Lost, with few moves: the one that leaves the fewest winning replies, counted.
    if (legalMoveCount(p) <= kCountedMoves) {
        std::optional<Move> best;
        std::size_t fewest = 0;
        for (Move& m : legalMoves(p)) {
            const Position next = apply(p, m);
            std::size_t replies = 0;
            for (const Move& r : legalMoves(next))
                replies += *sgValue(apply(next, r)) == 0 ? 1 : 0;
            if (!best || replies < fewest) {
                best = std::move(m);
                fewest = replies;
            }
        }
        if (best) return *best;
    }
    // Else play on where the opponent's answer is hardest to find, the largest value.
    const std::vector<Natural> values = componentValues(p);
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (!grundy::isOver(componentAt(p, i)) && (!best || values[i] > values[*best])) best = i;
    if (!best) throw IllegalMove({ErrorSumNoMoveIn, {std::size_t(1), std::size_t(0)}});
    return moveIn(*best, grundy::computerMove(componentAt(p, *best)));
}

Message describeMove(const Position& p, const Move& m) {
    return {SumMoveIn, {m.component + 1, componentName(p, m.component),
                        grundy::describeMove(componentAt(p, m.component), m.move->move)}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

Message reason(const Position& p, const Move& m) {
    const std::vector<Natural> values = componentValues(p);
    Natural total = 0;
    for (const Natural& g : values)
        total ^= g;
    const Natural& g = values.at(m.component);
    return {SumReason, {m.component + 1, componentName(p, m.component), g, total, Natural(g ^ total)}};
}

namespace {

/// The components option: each component's game and options, "nim;octal:code=0.77".
constexpr char kComponentSeparator = ';';

std::string gamesText(const Position& p) {
    std::string out;
    for (const auto& component : p.components) {
        const AnyPosition& c = component->position;
        if (!out.empty()) out += kComponentSeparator;
        out += idOf(c);
        for (const auto& [id, value] : optionsBesideName(c))
            out += ':' + id + '=' + value;
    }
    return out;
}

std::vector<GameAndOptions> gamesFrom(std::string_view text) {
    std::vector<GameAndOptions> out;
    const std::vector<std::string_view> parts = split(text, kComponentSeparator);
    if (parts.size() > kMaxComponents)
        throw InvalidPosition({ErrorSumTooMany, {kMaxComponents, parts.size()}});
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const std::vector<std::string_view> pieces = split(parts[i], ':');
        try {
            out.push_back(gameAndOptions(
                pieces[0], std::vector<std::string_view>(pieces.begin() + 1, pieces.end())));
        } catch (const InvalidPosition& e) {
            throwForComponent(i, std::string(parts[i]), e.message());
        }
        if (const Phrase* why = out.back().choice.game->notInSum)
            throwForComponent(i, std::string(parts[i]),
                              {ErrorSumNotInSum, {Message{out.back().choice.game->name, {}}, Message{*why, {}}}});
    }
    return out;
}

} // namespace

std::vector<ComponentGame> componentGames(std::string_view text) {
    std::vector<ComponentGame> out;
    for (GameAndOptions& g : gamesFrom(text))
        out.push_back({g.choice.game, std::move(g.options)});
    return out;
}

namespace {

/// Checks the games option's text and writes it the one way files keep it.
std::string componentsTextValue(std::string_view text) {
    gamesFrom(text); // throws what is wrong
    return std::string(text);
}

/// Numbers as files keep a sum: each component's count of numbers, then its numbers.
std::vector<Natural> flatNumbers(const Position& p) {
    std::vector<Natural> out;
    for (const auto& c : p.components) {
        const std::vector<Natural> numbers = numbersOf(c->position);
        out.push_back(numbers.size());
        out.insert(out.end(), numbers.begin(), numbers.end());
    }
    return out;
}

AnyPosition make(std::vector<Natural> numbers, const GameOptions& options) {
    const std::vector<GameAndOptions> games = gamesFrom(*options.find("components"));
    std::vector<AnyPosition> components;
    std::size_t at = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (at >= numbers.size() || numbers[at] > numbers.size() - at - 1)
            throw InvalidPosition({ErrorSumNumbers, {}});
        const std::size_t count = numbers[at].get_ui();
        std::vector<Natural> own(numbers.begin() + std::ptrdiff_t(at + 1),
                                 numbers.begin() + std::ptrdiff_t(at + 1 + count));
        at += 1 + count;
        try {
            components.push_back(positionFrom(*games[i].choice.game, std::move(own), games[i].options));
        } catch (const InvalidPosition& e) {
            throw InvalidPosition({SumComponentLabel, {i + 1, e.message()}});
        }
    }
    if (at != numbers.size()) throw InvalidPosition({ErrorSumNumbers, {}});
    Position p = sumOf(std::move(components));
    validate(p);
    return p;
}

/// Follows each component's own follow (the colour to move of Northcott's game).
void follow(const AnyPosition& before, AnyPosition& after) {
    const auto& from = std::get<Position>(before);
    auto& to = std::get<Position>(after);
    if (from.components.size() != to.components.size()) return;
    for (std::size_t i = 0; i < to.components.size(); ++i) {
        const AnyPosition& c = componentAt(from, i);
        if (const auto f = gameOf(c).follow; f && c.index() == componentAt(to, i).index()) {
            AnyPosition next = componentAt(to, i);
            f(c, next);
            to.components[i] = std::make_shared<const Component>(Component{std::move(next)});
        }
    }
}

std::optional<AnyMove> moveBetween(const AnyPosition& f, const AnyPosition& t) {
    const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
    if (from.components.size() != to.components.size()) return std::nullopt;
    std::optional<std::size_t> changed;
    for (std::size_t i = 0; i < from.components.size(); ++i) {
        if (*from.components[i] == *to.components[i]) continue;
        if (changed) return std::nullopt;
        changed = i;
    }
    if (!changed) return std::nullopt;
    const auto m = grundy::moveBetween(componentAt(from, *changed), componentAt(to, *changed));
    if (!m) return std::nullopt;
    return AnyMove(moveIn(*changed, *m));
}

} // namespace

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Sum,
        .id = "sum",
        .name = GameSum,
        .rule = "several different games side by side: a move is a move in one of them "
                "(the Sprague-Grundy theorem)",
        .example = "nim:3,5 wythoff:4,7 kayles:6",
        .shape = {1, 0, "numbers", NounComponentNumbers, "counts and numbers"},
        .options = {{.id = "components",
                     .valueName = "GAMES",
                     .help = "each component's game and options, as nim;octal:code=0.77 "
                             "(files keep a sum so; command lines give component words)",
                     .minimum = 0,
                     .textValue = componentsTextValue}},
        .make = make,
        .numbers = [](const AnyPosition& p) { return flatNumbers(std::get<Position>(p)); },
        .optionsOf =
            [](const AnyPosition& p) {
                GameOptions options;
                options.set("components", gamesText(std::get<Position>(p)));
                return options;
            },
        .moveBetween = moveBetween,
        .explain = explainSum,
        .reason = hook<reason>,
        .legalMoveCount = hook<legalMoveCount>,
        .follow = follow,
        .winningMovesListed = kMaxWinningMoves,
        .fromWords = [](const std::vector<std::string>& words) -> AnyPosition { return fromWords(words); },
        .wordsOf = [](const AnyPosition& p) { return sum::wordsOf(std::get<Position>(p)); },
        .notInSum = &WhySumNotInSum,
    };
    return game;
}

} // namespace grundy::sum
