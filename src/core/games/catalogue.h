// SPDX-License-Identifier: MIT
#pragma once

/// The game catalogue: every game described once, as data — its id, its name, its rule in
/// one line, its options and their checks, the shape of its position, and its play
/// convention. grundy-cli, saved games and the window find a game here and never switch
/// on its kind. Each game's entry lives in the game's own source file (`bash::info()` in
/// bash.cpp, ...); `catalogue()` lists them in the order the course meets them.

#include "core/games/game.h"

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace grundy {

namespace explain {
struct Explanation;
}

/// The winner of a finished game: `lastMover` made the final move (0 or 1).
int winnerAtEnd(Convention convention, int lastMover);

/// One option of a game, such as K of the Bash game. Most options are whole numbers at
/// least `minimum`, and a game may derive a missing one from the position's numbers; a few
/// are words (`textValue`): the subtraction set "1,3,4", the play convention "misere".
struct OptionSpec {
    std::string_view id;        ///< the key in files and the command-line flag: "k"
    std::string_view valueName; ///< the placeholder in help texts: "K"
    std::string_view help;      ///< what it means, in English: "the most stones a move may take"
    unsigned long minimum = 1;
    /// The value when none is given, from the position's numbers; null when required.
    std::optional<Natural> (*fallback)(const std::vector<Natural>& numbers) = nullptr;
    /// The name `grundy-cli solve` reports it under, when that differs from `id` (kept
    /// as the first release wrote it, for scripts that read it).
    std::string_view reportName = {};
    /// For an option written as words: checks the text and returns it the one way files
    /// keep it ("1, 3,4" -> "1,3,4"), or throws InvalidPosition saying what is wrong.
    /// Null for a number.
    std::string (*textValue)(std::string_view text) = nullptr;
    /// A word option's value when none is given ("normal"); empty: required.
    std::string_view textDefault = {};
    /// A word option that is a yes/no switch on command lines: `--misere` sets it to this
    /// word (the play option's "misere"); empty: no switch.
    std::string_view switchWord = {};

    std::string_view nameInReports() const { return reportName.empty() ? id : reportName; }
    bool isText() const { return textValue != nullptr; }
};

/// How many numbers a position has and what they count.
struct PositionShape {
    std::size_t minCount = 1;
    std::size_t maxCount = 0; ///< 0: no upper bound
    std::string_view noun;    ///< what the numbers are, in English: "piles", "cells"
    Phrase nounWords;         ///< the same as words for each language (NounPiles)
    std::string_view label;   ///< how a report names the numbers: "pile", "chips on cells"
};

/// A game known by its own name that is another game with one option fixed: Kayles is the
/// octal game with the code 0.77. Command lines and New Game take its id as a game's.
struct Preset {
    std::string_view id;     ///< "kayles"
    Phrase name;             ///< its name in every language (GameKayles)
    std::string_view option; ///< the option it fixes: "code"
    std::string_view value;  ///< to this value, as files keep it: "0.77"
};

/// A game, described once.
struct GameInfo {
    GameKind kind;
    std::string_view id;      ///< in files and on the command line: "wythoff"
    Phrase name;              ///< its name, as words for each language (GameWythoff)
    std::string_view rule;    ///< the rule in one English line, for help texts
    std::string_view example; ///< a position's numbers as the command line takes them: "5 8"
    PositionShape shape;
    std::vector<OptionSpec> options;

    /// The position from its numbers and complete options (see completeOptions); throws
    /// InvalidPosition saying what is wrong.
    AnyPosition (*make)(std::vector<Natural> numbers, const GameOptions& options) = nullptr;
    /// The numbers of one of this game's positions, as `make` takes them.
    std::vector<Natural> (*numbers)(const AnyPosition& position) = nullptr;
    /// The options of one of this game's positions, every option set (but "play" only for
    /// misère play: setPlay).
    GameOptions (*optionsOf)(const AnyPosition& position) = nullptr;
    /// The legal move from `from` to `to` (both this game's), if one exists.
    std::optional<AnyMove> (*moveBetween)(const AnyPosition& from, const AnyPosition& to) = nullptr;
    /// Why one of this game's positions is won or lost (explain.h), written in the game's
    /// own files. Every game has one (explain::explain calls it without asking).
    explain::Explanation (*explain)(const AnyPosition& position) = nullptr;
    /// Why a winning move wins, in one sentence (explain::reasonMessage), for one of this
    /// game's positions and a winning move in it: the game's `reason`, `hook<reason>`.
    /// Every game has one (reasonMessage calls it without asking).
    Message (*reason)(const AnyPosition& position, const AnyMove& move) = nullptr;

    // The hooks below are optional: null when the game has none, and the shared code then
    // does without. Each is one of the game's own functions, set as `.remoteness =
    // hook<remoteness>`.

    /// The play convention of one of this game's positions (conventionOf, winnerAfter), for
    /// a game played misère too. Null: always normal play.
    Convention (*convention)(const AnyPosition& position) = nullptr;
    /// The remoteness (analysis/remoteness.h) in closed form where the game has one, or
    /// nothing where it has none for this position. Null: always searched.
    std::optional<Natural> (*remoteness)(const AnyPosition& position) = nullptr;
    /// At least how many moves a position has, for a game whose moves grow faster than its
    /// numbers (the remoteness search's bound on listing them). Null: a bound from the
    /// numbers and numeric options.
    Natural (*legalMoveCount)(const AnyPosition& position) = nullptr;
    /// The position the remoteness search keeps for one with the same remoteness, so that
    /// each is searched once (its piles in order). Null: the position itself.
    AnyPosition (*remotenessKey)(const AnyPosition& position) = nullptr;

    /// Completes `after`, made from its numbers, with what numbers cannot say, from the
    /// position one move `before` it: the colour to move of Northcott's game (a saved game's
    /// moves are positions' numbers). Null when the numbers say everything.
    void (*follow)(const AnyPosition& before, AnyPosition& after) = nullptr;
    /// Whether the answers about a position come from tables already built, and the building
    /// of them ahead of play (game.h, tablesReady and buildTables). Null for games without
    /// tables that grow.
    bool (*tablesReady)(const AnyPosition& position) = nullptr;
    bool (*buildTables)(const AnyPosition& position, const TableProgress& progress) = nullptr;
    /// The most winning moves winningMoves lists (those first in its order), when a position
    /// can have too many to list; 0 when it lists them all.
    std::size_t winningMovesListed = 0;
    /// The games known by their own names that are this one with an option fixed.
    std::vector<Preset> presets = {};

    /// For a game whose position is written as words rather than numbers (the sum of games:
    /// "nim:3,5 kayles:6"): the position from its words (throws InvalidPosition), and its
    /// words. Null for the others.
    AnyPosition (*fromWords)(const std::vector<std::string>& words) = nullptr;
    std::vector<std::string> (*wordsOf)(const AnyPosition& position) = nullptr;
    /// At most `most` moves of a position that leave one worth exactly `value`, for a game
    /// whose positions can have too many moves to list (a Nim pile of 10^40): how a sum of
    /// games finds its move in this game. Null: a sum lists the moves and judges each.
    std::vector<AnyMove> (*movesToValue)(const AnyPosition& position, const Natural& value,
                                         std::size_t most) = nullptr;
    /// Why this game cannot be a component of a sum of games; null when it can.
    const Phrase* notInSum = nullptr;

    const OptionSpec* option(std::string_view optionId) const;
};

/// Thrown when a game's options are wrong. Carries which option and what is wrong, so each
/// front end can say it in its own words (and language); message() says it as a sentence,
/// what() in plain English.
class OptionError : public InvalidPosition {
public:
    enum class Problem {
        Unknown,    ///< the game has no option of that id
        Missing,    ///< a required option is not given
        NotANumber, ///< the value is not a non-negative whole number
        TooSmall,   ///< the value is below the option's minimum
        Invalid,    ///< a word option's text is wrong; reason() says why
    };
    OptionError(Problem problem, const GameInfo& game, std::string option, std::string value,
                std::optional<Message> reason = std::nullopt);

    Problem problem() const { return m_problem; }
    GameKind game() const { return m_game; }
    const std::string& option() const { return m_option; }
    const std::string& value() const { return m_value; }
    unsigned long minimum() const { return m_minimum; }
    /// Why a word option's text is wrong (Problem::Invalid), as the option's check said it.
    const std::optional<Message>& reason() const { return m_reason; }

private:
    Problem m_problem;
    GameKind m_game;
    std::string m_option;
    std::string m_value;
    unsigned long m_minimum = 0;
    std::optional<Message> m_reason;
};

/// A game's name as a message ("Wythoff's game"): the entry's `name`, in any language.
Message gameName(GameKind kind);
/// What a game's numbers are, as a message ("piles", "cells"): the entry's `shape.noun`.
Message positionNoun(GameKind kind);

/// Every game, in the order students meet them.
const std::vector<const GameInfo*>& catalogue();
/// The kinds of every game, in the catalogue's order.
std::vector<GameKind> allGameKinds();
const GameInfo& gameInfo(GameKind kind);
/// The game with this id, or null.
const GameInfo* findGame(std::string_view id);

/// A game chosen by an id that may be a preset's ("kayles"): the game, and the preset or null.
struct GameChoice {
    const GameInfo* game = nullptr;
    const Preset* preset = nullptr;
};
/// The game or preset with this id; `game` is null when there is none.
GameChoice findGameOrPreset(std::string_view id);
/// Sets a preset's option in `options`; throws OptionError (Invalid) when the options already
/// give that option another value. Does nothing for a null preset.
void applyPreset(const GameChoice& choice, GameOptions& options);
const GameInfo& gameOf(const AnyPosition& position);
/// The preset a position's options match (Kayles for the octal code 0.77), or null.
const Preset* presetOf(const AnyPosition& position);
/// The name of the game a position is in: its preset's where it has one ("Kayles"), else its
/// game's ("Octal game").
Message nameOf(const AnyPosition& position);
/// The options that must be said beside that name: all but the one a preset fixes and
/// normal play, in the order optionsOf gives them.
std::vector<std::pair<std::string, std::string>> optionsBesideName(const AnyPosition& position);

/// The given options checked against the game and completed: unknown ids, missing
/// required options, values that are not numbers or too small throw OptionError; a missing
/// option with a fallback takes its value from the numbers.
GameOptions completeOptions(const GameInfo& game, const std::vector<Natural>& numbers,
                            const GameOptions& given);

/// The position from numbers and options as a person or a file gives them: the options
/// completed and checked (OptionError), then the game's own checks (InvalidPosition).
AnyPosition positionFrom(const GameInfo& game, std::vector<Natural> numbers,
                         const GameOptions& given);

namespace detail {
/// The position (and move) type a game's own function takes.
template <class F> struct HookArguments;
template <class R, class P> struct HookArguments<R (*)(P)> {
    using Position = std::remove_cvref_t<P>;
};
template <class R, class P, class M> struct HookArguments<R (*)(P, M)> {
    using Position = std::remove_cvref_t<P>;
    using Move = std::remove_cvref_t<M>;
};
} // namespace detail

/// One of a game's own functions, of its Position (and Move), as a GameInfo field of any
/// position (and move) takes it: `.remoteness = hook<remoteness>`. The field's type gives
/// the result (a game's Position becomes an AnyPosition); the position (and move) must be
/// the game's.
template <auto f, class Result> Result hook(const AnyPosition& position) {
    using Position = typename detail::HookArguments<decltype(f)>::Position;
    return Result(f(std::get<Position>(position)));
}
template <auto f, class Result> Result hook(const AnyPosition& position, const AnyMove& move) {
    using Arguments = detail::HookArguments<decltype(f)>;
    return Result(f(std::get<typename Arguments::Position>(position),
                    std::get<typename Arguments::Move>(move)));
}

/// The move m if it is legal in p, else nothing (for GameInfo::moveBetween).
template <class Position, class Move>
std::optional<AnyMove> ifLegal(const Position& p, const Move& m) {
    if (!isLegal(p, m)) return std::nullopt;
    return AnyMove(m);
}

/// The one index at which two equally long lists differ, if exactly one does.
template <class T>
std::optional<std::size_t> onlyDifference(const std::vector<T>& a, const std::vector<T>& b) {
    if (a.size() != b.size()) return std::nullopt;
    std::optional<std::size_t> found;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] == b[i]) continue;
        if (found) return std::nullopt;
        found = i;
    }
    return found;
}

// For the entries of games whose position is a list of piles (`Position::piles`) and
// that have no options.
template <class Position>
AnyPosition positionOfPiles(std::vector<Natural> numbers, const GameOptions&) {
    return Position{std::move(numbers)};
}
template <class Position> std::vector<Natural> pilesOf(const AnyPosition& position) {
    return std::get<Position>(position).piles;
}
inline GameOptions noOptions(const AnyPosition&) {
    return {};
}

/// The option "play": "normal" (the default) or "misere", for the games that can be played
/// either way. Read it with conventionFrom.
OptionSpec playOption();
/// The convention in complete options that include playOption().
Convention conventionFrom(const GameOptions& options);
/// The word for a convention in files and on command lines: "normal", "misere".
std::string_view playWord(Convention convention);
/// Sets "play" in a position's options (GameInfo::optionsOf) for misère play; normal play,
/// the default, is left out, so that a normal game's file reads as before the option.
void setPlay(GameOptions& options, Convention convention);

/// The play convention of a position: its game's GameInfo::convention for games that can
/// be played either way, else normal play.
Convention conventionOf(const AnyPosition& position);

/// The winner when `position` is over and `lastMover` made the move that reached it;
/// nothing while the game goes on.
std::optional<int> winnerAfter(const AnyPosition& position, int lastMover);

// The games' entries, each defined in the game's own source file.
#define GRUNDY_GAME_INFO(Kind, id)                                                                 \
    namespace id {                                                                                 \
    const GameInfo& info();                                                                        \
    }
GRUNDY_GAMES(GRUNDY_GAME_INFO)
#undef GRUNDY_GAME_INFO

} // namespace grundy
