// SPDX-License-Identifier: MIT
#pragma once

/// One interface over the five games, for code that runs whichever game the player
/// picked (the window, saved games): positions and moves as variants, with the same
/// operations every game has.

#include "bash.h"
#include "nim.h"
#include "redistribution.h"
#include "staircase.h"
#include "wythoff.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace grundy {

enum class GameKind { Bash, Nim, Wythoff, Redistribution, Staircase };

inline constexpr std::array<GameKind, 5> kAllGames = {GameKind::Bash, GameKind::Nim,
                                                      GameKind::Wythoff, GameKind::Redistribution,
                                                      GameKind::Staircase};

/// The id used in files and on the command line: "bash", "nim", "wythoff",
/// "redistribution", "staircase".
std::string_view gameId(GameKind kind);
std::optional<GameKind> gameFromId(std::string_view id);

/// A position of any of the five games; the alternative's index is the GameKind.
using AnyPosition = std::variant<bash::Position, nim::Position, wythoff::Position,
                                 redistribution::Position, staircase::Position>;
/// A move of any of the five games, in the same order.
using AnyMove =
    std::variant<bash::Move, nim::Move, wythoff::Move, redistribution::Move, staircase::Move>;

/// What a game fixes besides its numbers: K for the Bash game, the strip length M for
/// Georgia and Bob (0 elsewhere).
struct GameOptions {
    Natural k = 0;
    Natural cells = 0;
    bool operator==(const GameOptions&) const = default;
};

GameKind kindOf(const AnyPosition& p);

/// A position from its numbers: the pile sizes in order (one for Bash, two for
/// Wythoff), or the chip cells in any order for Georgia and Bob. Throws InvalidPosition
/// saying what is wrong.
AnyPosition makePosition(GameKind kind, std::vector<Natural> numbers, const GameOptions& options);
/// The numbers of a position as makePosition takes them (chip cells ascending).
std::vector<Natural> numbersOf(const AnyPosition& p);
GameOptions optionsOf(const AnyPosition& p);

bool isOver(const AnyPosition& p);
Outcome outcome(const AnyPosition& p);
bool isLegal(const AnyPosition& p, const AnyMove& m);
/// Throws IllegalMove when m is not legal in p (or belongs to another game).
AnyPosition apply(const AnyPosition& p, const AnyMove& m);
std::vector<AnyMove> winningMoves(const AnyPosition& p);
AnyMove computerMove(const AnyPosition& p);
std::string describe(const AnyPosition& p, const AnyMove& m);

/// The legal move that turns `from` into `to`, if there is one (reading saved games).
std::optional<AnyMove> moveBetween(const AnyPosition& from, const AnyPosition& to);

} // namespace grundy
