// SPDX-License-Identifier: MIT
#pragma once

/// What the shared tests and the fuzz target need to know of each game, kept in the game's
/// own folder (tests/core/games/<id>/hooks.cpp) rather than in a switch in every test: a
/// small position, a P-position from numbers, the bound of an exhaustive search, starts to
/// play and to save. One GameHooks per game of the registration list (core/games/list.h),
/// declared here for every game, so that a game without its hooks fails to link, naming it.
/// Standard C++ and the core only: the fuzz build, which has no Qt Test, links it too.

#include "core/base/random.h"
#include "core/games/catalogue.h"
#include "core/games/game.h"
#include "core/games/list.h"

#include <cstddef>
#include <iterator>
#include <optional>
#include <random>
#include <vector>

namespace testhooks {

/// A position as makePosition takes it: its numbers and the options it needs.
struct Start {
    std::vector<grundy::Natural> numbers;
    grundy::GameOptions options;
};

/// Moves enough to play any of the tests' saved games to its end.
inline constexpr std::size_t kToTheEnd = 100;

/// A saved game that reads back as written (tst_record): `start` played by the computer
/// for `moves` moves (fewer when it ends first) and, when given, the player who then wins.
struct RecordCase {
    const char* name; ///< a test row's name, unique among every game's
    Start start;
    std::size_t moves = kToTheEnd;
    std::optional<int> winner = {};
};

/// Random starts of the game with a chosen outcome (tst_startoutcome): `count` numbers up
/// to a size, drawn by GameHooks::drawNumbers.
struct StartDraw {
    const char* name;
    grundy::GameOptions options;
    std::size_t count;
    unsigned small = 9; ///< the largest number of a small start
    bool huge = true;   ///< whether starts of 40-digit numbers have the outcome wanted too
};

/// A start from which the person wins in the window by following every hint
/// (tst_playthrough).
struct Playthrough {
    const char* name; ///< a test row's name, unique among every game's
    grundy::AnyPosition start;
};

/// One game's facts for the tests. Every pointer is set (tst_game checks it, naming the
/// game), but fuzzOptions for a game that takes none.
struct GameHooks {
    // ---- tst_game -------------------------------------------------------------------------
    /// The game's name in English, as the catalogue must say it (toEnglish(gameName(kind))).
    const char* englishName = nullptr;
    /// A small position that is not over; numbersOf gives its numbers back as they are.
    Start sample;
    /// Every position of a small universe, in which moveBetween must find exactly the legal
    /// moves; empty only for a game whose numbers do not say the whole position (its
    /// catalogue entry's `follow`), which its own tests check instead.
    std::vector<grundy::AnyPosition> (*moveBetweenUniverse)() = nullptr;

    // ---- tst_record -----------------------------------------------------------------------
    std::vector<RecordCase> records;
    /// A start with 40- and 50-digit numbers made from `huge` and `big`, with three moves to
    /// play; nullopt for a game without huge positions (a graph's vertices).
    std::optional<grundy::AnyPosition> (*hugeStart)(const grundy::Natural& huge,
                                                    const grundy::Natural& big) = nullptr;

    // ---- tst_startoutcome -----------------------------------------------------------------
    std::vector<StartDraw> startDraws;
    /// The numbers of one start: `count` of them, up to `size` (fitted to the game's shape).
    std::vector<grundy::Natural> (*drawNumbers)(std::size_t count, const grundy::Natural& size,
                                                grundy::Random& random) = nullptr;
    /// Whether positions can come back (Northcott's pieces move back), so that a search
    /// from the rules would not end.
    bool loopy = false;

    // ---- tst_gamesession ------------------------------------------------------------------
    /// A random position small enough to list its moves (it may be over).
    Start (*randomSmall)(std::mt19937& rng) = nullptr;

    // ---- tst_playthrough ------------------------------------------------------------------
    std::vector<Playthrough> playthroughs;

    // ---- fuzz_moves -----------------------------------------------------------------------
    /// A P-position built from the numbers and the fuzzer's option number; nullopt when they
    /// do not suffice (or the game has no such construction).
    std::optional<std::vector<grundy::Natural>> (*pPosition)(
        const std::vector<grundy::Natural>& numbers, const grundy::Natural& option) = nullptr;
    /// The game's options from the fuzzer's option number, fitting the numbers to them
    /// where needed; null for a game that takes none.
    void (*fuzzOptions)(const grundy::Natural& option, std::vector<grundy::Natural>& numbers,
                        grundy::GameOptions& options) = nullptr;
    /// Whether the position can be searched exhaustively within a few milliseconds.
    bool (*isSmall)(const grundy::AnyPosition& p) = nullptr;
    /// Whether winningMoves lists every winning move and the computer, from a P-position,
    /// leaves the fewest winning replies (not redistribution's pairing construction).
    bool listsEveryWinningMove = true;
    /// Whether the computer, from a P-position, leaves the fewest winning replies; not
    /// Treblecross's, which keeps to the safe cells first (an X next to an X leaves few
    /// winning replies, but one of them ends the game at once).
    bool leavesFewestReplies = true;
};

// testhooks::<id>::hooks() for every game, each defined in tests/core/games/<id>/hooks.cpp.
#define GRUNDY_DECLARE_TEST_HOOKS(Kind, id)                                                        \
    namespace id {                                                                                 \
    const GameHooks& hooks();                                                                      \
    }
GRUNDY_GAMES(GRUNDY_DECLARE_TEST_HOOKS)
#undef GRUNDY_DECLARE_TEST_HOOKS

/// The hooks of a game.
const GameHooks& hooksOf(grundy::GameKind kind);

/// The position of a game's catalogue example, as its command line reads it: numbers and
/// --OPTION VALUE pairs ("23 --k 4", "0 0 --graph '0>1'", the shell's quotes dropped), or a
/// words game's words ("nim:3,5 kayles:6").
grundy::AnyPosition exampleOf(const grundy::GameInfo& info);

// ---- Parts several games' hooks share ----------------------------------------------------

/// The XOR of the numbers.
grundy::Natural xorOf(const std::vector<grundy::Natural>& values);
/// Whether piles taken from as in Nim have few enough states to search: each of the
/// prod(n + 1) states has up to `stones` moves, and their product is at most `most`.
bool fewStates(const std::vector<grundy::Natural>& piles, const grundy::Natural& most);
/// The numbers as (space, gap) pairs, a 0 added to an odd count, with the last gap replaced
/// by the XOR of the others, so that the gaps XOR to 0.
std::vector<grundy::Natural> zeroXorPairs(std::vector<grundy::Natural> numbers);
/// `count` piles of 1 to `size` stones each.
std::vector<grundy::Natural> drawPiles(std::size_t count, const grundy::Natural& size,
                                       grundy::Random& random);

} // namespace testhooks
