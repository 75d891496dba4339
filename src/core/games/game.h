// SPDX-License-Identifier: MIT
#pragma once

/// One interface over every game, for code that runs whichever game the player
/// picked (the window, saved games): positions and moves as variants, with the same
/// operations every game has.

#include "core/base/progress.h"
#include "core/games/headers.h" // every game's id.h, from the list
#include "core/games/list.h"

#include <array>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace grundy {

/// Which game; the index of its alternative in AnyPosition and AnyMove, in the order of the
/// registration list (list.h). Everything else about a game is in its catalogue entry
/// (catalogue.h).
enum class GameKind {
#define GRUNDY_GAME_KIND(Kind, id) Kind,
    GRUNDY_GAMES(GRUNDY_GAME_KIND)
#undef GRUNDY_GAME_KIND
};

/// How many games there are.
inline constexpr std::size_t kGameCount = 0
#define GRUNDY_GAME_COUNT(Kind, id) +1
    GRUNDY_GAMES(GRUNDY_GAME_COUNT)
#undef GRUNDY_GAME_COUNT
    ;

namespace variants {
/// std::variant<T...> of a list written with a leading comma (", A, B"): the X-macro
/// expansion puts a comma before every entry, and `void` takes the first place.
template <class First, class... T> struct VariantAfter {
    using type = std::variant<T...>;
};
} // namespace variants

/// The id used in files and on the command line ("wythoff"), from the catalogue.
std::string_view gameId(GameKind kind);
std::optional<GameKind> gameFromId(std::string_view id);

/// A position of any game; the alternative's index is the GameKind.
#define GRUNDY_GAME_POSITION(Kind, id) , id::Position
using AnyPosition = variants::VariantAfter<void GRUNDY_GAMES(GRUNDY_GAME_POSITION)>::type;
#undef GRUNDY_GAME_POSITION
/// A move of any game, in the same order.
#define GRUNDY_GAME_MOVE(Kind, id) , id::Move
using AnyMove = variants::VariantAfter<void GRUNDY_GAMES(GRUNDY_GAME_MOVE)>::type;
#undef GRUNDY_GAME_MOVE

/// What a game fixes besides its numbers, by option id, as text — the way files and
/// command lines carry them: {"k", "4"} for the Bash game, {"cells", "20"} for Georgia and
/// Bob. Which options a game has, and their checks, are in its catalogue entry.
class GameOptions {
public:
    GameOptions() = default;
    GameOptions(std::initializer_list<std::pair<std::string, std::string>> entries);

    /// Sets (or replaces) an option.
    void set(std::string_view id, std::string value);
    void set(std::string_view id, const Natural& value);
    /// The option's text, or null when it is not set.
    const std::string* find(std::string_view id) const;
    /// The option as a number; nullopt when it is not set or not a number.
    std::optional<Natural> natural(std::string_view id) const;
    const std::vector<std::pair<std::string, std::string>>& entries() const { return m_entries; }
    bool operator==(const GameOptions&) const = default;

private:
    std::vector<std::pair<std::string, std::string>> m_entries; ///< in the order they were set
};

GameKind kindOf(const AnyPosition& p);

/// A position from its numbers: the pile sizes in order (one for Bash, two for
/// Wythoff), or the chip cells in any order for Georgia and Bob; the options are checked
/// and completed through the catalogue (positionFrom); options the game does not have are
/// ignored, so one set can serve every game (positionFrom refuses them). Throws
/// InvalidPosition (or its OptionError) saying what is wrong.
AnyPosition makePosition(GameKind kind, std::vector<Natural> numbers, const GameOptions& options);
/// The numbers of a position as makePosition takes them (chip cells ascending).
std::vector<Natural> numbersOf(const AnyPosition& p);
/// Every option of the position's game, set.
GameOptions optionsOf(const AnyPosition& p);

bool isOver(const AnyPosition& p);
Outcome outcome(const AnyPosition& p);
bool isLegal(const AnyPosition& p, const AnyMove& m);
/// Throws IllegalMove when m is not legal in p (or belongs to another game).
AnyPosition apply(const AnyPosition& p, const AnyMove& m);
std::vector<AnyMove> winningMoves(const AnyPosition& p);
/// Every legal move, listed one by one: only for positions small enough to list (a pile
/// of n stones has n takes), which the caller bounds.
std::vector<AnyMove> legalMoves(const AnyPosition& p);
AnyMove computerMove(const AnyPosition& p);
/// The move as data (see message.h); describe() is it in English.
Message describeMove(const AnyPosition& p, const AnyMove& m);
std::string describe(const AnyPosition& p, const AnyMove& m);

/// Whether every answer about p (and about the positions after it) is quick: no table it
/// looks up has much left to grow (true for the games without such tables). Quick to ask.
bool tablesReady(const AnyPosition& p);
/// Grows the tables that answers about p look up, telling `progress` (may be empty) how far
/// it is, so that a front end can build them on a worker thread ahead of play; returns false
/// when `progress` asked it to stop. Safe beside other threads' use of the game.
bool buildTables(const AnyPosition& p, const TableProgress& progress);

/// The legal move that turns `from` into `to`, if there is one (reading saved games).
std::optional<AnyMove> moveBetween(const AnyPosition& from, const AnyPosition& to);

} // namespace grundy
