// SPDX-License-Identifier: MIT
#include "core/practice/exercise.h"

#include "core/analysis/explain.h"
#include "core/analysis/explainparts.h"
#include "core/analysis/movevalues.h"
#include "core/analysis/sgvalue.h"
#include "core/games/catalogue.h"
#include "core/games/sum/component.h"
#include "core/practice/practicewords.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>

namespace grundy::practice {

using namespace words;
using explain::text;

namespace {

/// Draws until `wanted` holds (a Move or Which exercise needs a position the mover wins);
/// the draws are exact, so the same Random gives the same exercise.
template <class Draw, class Wanted> AnyPosition drawUntil(Draw draw, Wanted wanted) {
    for (int tries = 0; tries < 1000; ++tries)
        if (AnyPosition p = draw(); wanted(p)) return p;
    throw std::logic_error("practice: no position of the kind wanted was drawn");
}

long upTo(Random& random, long most) { // 1..most
    return 1 + long(random.below(u64(most)));
}

std::vector<Natural> piles(Random& random, long count, long most) {
    std::vector<Natural> out;
    for (long i = 0; i < count; ++i)
        out.push_back(upTo(random, most));
    return out;
}

/// A component word of a small position for a sum: its game and options, and its numbers.
std::string componentWord(std::string_view game, Random& random, int d) {
    const auto n = [&](long most) { return std::to_string(upTo(random, most)); };
    if (game == "nim") return "nim:" + n(3 + 2 * d) + "," + n(3 + 2 * d);
    if (game == "wythoff") return "wythoff:" + n(3 + 2 * d) + "," + n(3 + 2 * d);
    if (game == "subtraction") return "subtraction:" + n(6 + 3 * d) + ":set=1,3,4";
    if (game == "bash") return "bash:" + n(6 + 3 * d) + ":k=3";
    return std::string(game) + ":" + n(3 + 2 * d); // kayles, lasker
}

AnyPosition drawPosition(Topic topic, int d, Random& random) {
    switch (topic) {
    case Topic::Bash: {
        GameOptions options;
        options.set("k", Natural(1 + upTo(random, 1 + d)));
        return makePosition(GameKind::Bash, {Natural(upTo(random, 8 + 6 * d))}, options);
    }
    case Topic::Nim:
        return makePosition(GameKind::Nim, piles(random, 1 + upTo(random, std::min(d, 3)), 3 + 3 * d), {});
    case Topic::Wythoff:
        return makePosition(GameKind::Wythoff, piles(random, 2, 4 + 4 * d), {});
    case Topic::Subtraction: {
        static const std::array<const char*, 5> sets{"1,2", "1,3,4", "2,5,7", "1,2,4", "1,4"};
        GameOptions options;
        options.set("set", sets[random.below(u64(sets.size()))]);
        return makePosition(GameKind::Subtraction,
                            piles(random, upTo(random, std::min(d, 2)), 8 + 5 * d), options);
    }
    case Topic::Lasker:
        return makePosition(GameKind::Lasker, piles(random, upTo(random, std::min(d, 3)), 4 + 3 * d), {});
    case Topic::TakeAndBreak: {
        static const std::array<const char*, 3> codes{"0.77", "0.07", "0.137"};
        GameOptions options;
        options.set("code", codes[random.below(u64(codes.size()))]);
        return makePosition(GameKind::Octal, piles(random, upTo(random, 2), 4 + 3 * d), options);
    }
    case Topic::Sums: {
        std::vector<std::string> games{"nim", "kayles", "wythoff", "bash", "subtraction", "lasker"};
        std::vector<std::string> words;
        const long count = 1 + upTo(random, std::min(d + 1, 4)); // 2 to 5 components
        for (long i = 0; i < count; ++i) {
            const std::size_t at = std::size_t(random.below(u64(games.size())));
            words.push_back(componentWord(games[at], random, d));
            games.erase(games.begin() + std::ptrdiff_t(at)); // different games
        }
        return gameInfo(GameKind::Sum).fromWords(words);
    }
    }
    throw std::logic_error("practice: unknown topic");
}

/// The single pile (or row) of n of the game of `position`, with its options.
AnyPosition pileOf(const AnyPosition& position, std::size_t n) {
    return makePosition(kindOf(position), {Natural(n)}, optionsOf(position));
}

/// The values the moves from a single pile of n reach, each once, ascending.
std::vector<Natural> reachedFrom(const AnyPosition& position, std::size_t n) {
    const AnyPosition pile = pileOf(position, n);
    std::set<Natural> seen;
    for (const AnyMove& m : legalMoves(pile))
        seen.insert(*sgValue(apply(pile, m)));
    return {seen.begin(), seen.end()};
}

/// The options a position's name shows: all but a preset's fixed one and normal play.
std::string shownOptions(const AnyPosition& p) {
    std::string out;
    for (const auto& [id, value] : optionsBesideName(p)) {
        if (!out.empty()) out += ", ";
        // A letter the rules name (Bash's K) as the rules write it; a word option by its id.
        const OptionSpec* spec = gameOf(p).option(id);
        const bool letter = spec && spec->valueName.size() == 1;
        out += (letter ? std::string(spec->valueName) : id) + " = " + value;
    }
    return out;
}

Verdict checkMove(const AnyPosition& p, const std::optional<AnyMove>& move) {
    const auto winning = winningMoves(p);
    if (winning.empty()) return {false, text(PracticeNoWinningMove)};
    if (!move) return {false, {PracticeIsN, {describeMove(p, winning.front()),
                                             explain::reasonMessage(p, winning.front())}}};
    try {
        apply(p, *move);
    } catch (const IllegalMove& e) {
        return {false, {PracticeMoveIllegal, {e.message()}}};
    }
    // reasonMessage says why a winning move wins, or names the opponent's winning reply.
    return {isWinningMove(p, *move), explain::reasonMessage(p, *move)};
}

Verdict checkWhich(const AnyPosition& p, const std::optional<std::size_t>& component) {
    const auto winning = winningMoves(p);
    if (winning.empty()) return {!component, text(PracticeWhichNone)};
    const auto in = [&](std::size_t i) {
        return std::find_if(winning.begin(), winning.end(), [&](const AnyMove& m) {
            return std::get<sum::Move>(m).component == i;
        });
    };
    if (component) {
        if (const auto it = in(*component); it != winning.end())
            return {true, explain::reasonMessage(p, *it)};
    }
    const Message why = explain::reasonMessage(p, winning.front());
    return {false, component ? Message{PracticeWhichWrong, {*component + 1, why}} : why};
}

} // namespace

std::string_view kindId(Kind kind) {
    static constexpr std::array<std::string_view, 5> ids{"pn", "move", "sg", "table", "which"};
    return ids[std::size_t(kind)];
}

std::optional<Kind> kindFromId(std::string_view id) {
    for (const Kind kind : kKinds)
        if (kindId(kind) == id) return kind;
    return std::nullopt;
}

Message kindName(Kind kind) {
    static constexpr std::array<Phrase, 5> names{PracticeKindPn, PracticeKindMove, PracticeKindSg,
                                                 PracticeKindTable, PracticeKindWhich};
    return text(names[std::size_t(kind)]);
}

std::vector<Kind> kindsOf(Topic topic) {
    switch (topic) {
    case Topic::Subtraction:
    case Topic::TakeAndBreak:
        return {Kind::PorN, Kind::Move, Kind::SgValue, Kind::Table};
    case Topic::Sums:
        return {Kind::PorN, Kind::Move, Kind::SgValue, Kind::Which};
    default:
        return {Kind::PorN, Kind::Move, Kind::SgValue};
    }
}

Message positionName(const AnyPosition& p) {
    const GameInfo& game = gameOf(p);
    if (game.wordsOf) {
        List words;
        for (std::string& w : game.wordsOf(p))
            words.items.emplace_back(Verbatim{std::move(w)});
        return {PracticePosition, {nameOf(p), std::move(words)}};
    }
    const Arg numbers = explain::numberList(numbersOf(p));
    if (const std::string options = shownOptions(p); !options.empty())
        return {PracticePositionWith, {nameOf(p), Verbatim{options}, numbers}};
    return {PracticePosition, {nameOf(p), numbers}};
}

Message question(const Exercise& e) {
    switch (e.kind) {
    case Kind::PorN: return {PracticeAskPn, {positionName(e.position)}};
    case Kind::Move: return {PracticeAskMove, {positionName(e.position)}};
    case Kind::SgValue: return {PracticeAskSg, {positionName(e.position)}};
    case Kind::Which: return {PracticeAskWhich, {positionName(e.position)}};
    case Kind::Table: {
        const std::string options = shownOptions(e.position);
        Message game = options.empty() ? nameOf(e.position)
                                       : Message{PracticeGameWith, {nameOf(e.position), Verbatim{options}}};
        return {PracticeAskTable, {std::move(game), e.tableTo}};
    }
    }
    throw std::logic_error("practice: unknown kind");
}

std::vector<Natural> tableValues(const Exercise& e) {
    std::vector<Natural> values;
    for (std::size_t n = 0; n <= e.tableTo; ++n)
        values.push_back(*sgValue(pileOf(e.position, n)));
    return values;
}

Answer solution(const Exercise& e) {
    Answer a;
    const auto winning = e.kind == Kind::Move || e.kind == Kind::Which ? winningMoves(e.position)
                                                                        : std::vector<AnyMove>{};
    switch (e.kind) {
    case Kind::PorN: a.outcome = outcome(e.position); break;
    case Kind::Move:
        if (!winning.empty()) a.move = computerMove(e.position);
        break;
    case Kind::SgValue: a.value = sgValue(e.position); break;
    case Kind::Table: a.table = tableValues(e); break;
    case Kind::Which:
        if (!winning.empty()) a.component = std::get<sum::Move>(winning.front()).component;
        break;
    }
    return a;
}

Message answerText(const Exercise& e, const Answer& a) {
    switch (e.kind) {
    case Kind::PorN:
        if (a.outcome) return text(*a.outcome == Outcome::P ? PracticeAnswerP : PracticeAnswerN);
        break;
    case Kind::Move:
        if (a.move && isLegal(e.position, *a.move)) return describeMove(e.position, *a.move);
        break;
    case Kind::SgValue:
        if (a.value) return {PracticeAnswerNumbers, {*a.value}};
        break;
    case Kind::Table:
        if (!a.table.empty()) return {PracticeAnswerNumbers, {explain::numberList(a.table)}};
        break;
    case Kind::Which:
        if (a.component) return {PracticeAnswerComponent, {*a.component + 1}};
        break;
    }
    return text(PracticeAnswerBlank);
}

Verdict check(const Exercise& e, const Answer& a) {
    const AnyPosition& p = e.position;
    switch (e.kind) {
    case Kind::PorN: {
        const Outcome o = outcome(p);
        const auto winning = winningMoves(p);
        const Message why = o == Outcome::P || winning.empty()
                                ? text(PracticeIsP)
                                : Message{PracticeIsN, {describeMove(p, winning.front()),
                                                        explain::reasonMessage(p, winning.front())}};
        return {a.outcome == o, why};
    }
    case Kind::Move: return checkMove(p, a.move);
    case Kind::SgValue: {
        const Natural value = *sgValue(p);
        return {a.value == value, {PracticeSgIs, {value, explain::explain(p).verdict}}};
    }
    case Kind::Table: {
        const std::vector<Natural> values = tableValues(e);
        if (a.table.size() != values.size())
            return {false, {PracticeTableLength, {values.size(), e.tableTo, a.table.size()}}};
        for (std::size_t n = 0; n < values.size(); ++n) {
            if (a.table[n] == values[n]) continue;
            const std::vector<Natural> reached = reachedFrom(p, n);
            if (reached.empty()) return {false, {PracticeTableCellNoMove, {n}}};
            return {false, {PracticeTableCell, {n, explain::numberList(reached), values[n]}}};
        }
        return {true, text(PracticeTableRight)};
    }
    case Kind::Which: return checkWhich(p, a.component);
    }
    throw std::logic_error("practice: unknown kind");
}

Exercise draw(Topic topic, Kind kind, int difficulty, Random& random) {
    const int d = std::clamp(difficulty, kEasiest, kHardest);
    Exercise e;
    e.kind = kind;
    if (kind == Kind::Table) {
        // A single pile of the last heap asked: a subtraction game keeps only the takes its
        // piles can use, and this one uses every take up to it.
        e.tableTo = std::size_t(6 + 2 * d);
        e.position = pileOf(drawPosition(topic, d, random), e.tableTo);
        return e;
    }
    const bool mustWin = kind == Kind::Move || kind == Kind::Which;
    e.position = drawUntil([&] { return drawPosition(topic, d, random); },
                           [&](const AnyPosition& p) {
                               return !isOver(p) && (!mustWin || outcome(p) == Outcome::N);
                           });
    return e;
}

bool asks(Topic topic, Kind kind) {
    const std::vector<Kind> kinds = kindsOf(topic);
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

bool asksAny(const std::vector<Topic>& topics, const std::vector<Kind>& kinds) {
    return std::any_of(topics.begin(), topics.end(), [&](Topic t) {
        return std::any_of(kinds.begin(), kinds.end(), [&](Kind k) { return asks(t, k); });
    });
}

GameKind topicGame(Topic topic) {
    switch (topic) {
    case Topic::Bash: return GameKind::Bash;
    case Topic::Nim: return GameKind::Nim;
    case Topic::Wythoff: return GameKind::Wythoff;
    case Topic::Subtraction: return GameKind::Subtraction;
    case Topic::Lasker: return GameKind::Lasker;
    case Topic::TakeAndBreak: return GameKind::Octal;
    case Topic::Sums: return GameKind::Sum;
    }
    throw std::logic_error("practice: unknown topic");
}

std::optional<Topic> topicOf(GameKind game) {
    for (const Topic t : kTopics)
        if (topicGame(t) == game) return t;
    return std::nullopt;
}

std::vector<Exercise> exerciseSet(u64 seed, std::size_t count, const std::vector<Kind>& kinds,
                                  int difficulty) {
    return exerciseSet(seed, count, kinds, difficulty, {kTopics.begin(), kTopics.end()});
}

std::vector<Exercise> exerciseSet(u64 seed, std::size_t count, const std::vector<Kind>& kinds,
                                  int difficulty, const std::vector<Topic>& given) {
    std::vector<Topic> topics;
    for (const Topic t : kTopics)
        if (std::find(given.begin(), given.end(), t) != given.end() && asksAny({t}, kinds))
            topics.push_back(t);
    if (topics.empty()) throw std::invalid_argument("practice: no topic given asks these kinds");
    std::vector<Exercise> out;
    for (std::size_t i = 0; i < count; ++i) {
        // Topics in course order, spread evenly over the set; kinds in turn within each.
        const Topic topic = topics[i * topics.size() / std::max<std::size_t>(count, 1)];
        std::vector<Kind> asked;
        for (const Kind k : kindsOf(topic))
            if (std::find(kinds.begin(), kinds.end(), k) != kinds.end()) asked.push_back(k);
        Random random(seed, i);
        out.push_back(draw(topic, asked[i % asked.size()], difficulty, random));
    }
    return out;
}

const Exercise& Practice::current() {
    if (!m_current) {
        const Topic topic = kTopics[(m_index / 3) % kTopics.size()];
        const std::vector<Kind> kinds = kindsOf(topic);
        Random random(m_seed, m_index);
        m_current = draw(topic, kinds[m_index % kinds.size()], m_difficulty, random);
    }
    return *m_current;
}

Verdict Practice::answer(const Answer& a) {
    Verdict v = check(current(), a);
    if (v.right) {
        if (++m_streak >= 3 && m_difficulty < kHardest) {
            ++m_difficulty;
            m_streak = 0;
        }
        skip();
    } else {
        m_streak = 0;
        m_difficulty = std::max(kEasiest, m_difficulty - 1);
    }
    return v;
}

void Practice::skip() {
    ++m_index;
    m_current.reset();
}

} // namespace grundy::practice
