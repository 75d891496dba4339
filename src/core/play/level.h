// SPDX-License-Identifier: MIT
#pragma once

/// How strong the computer plays: its levels, their words, and the move each level makes.
///
/// Perfect and Coach play the game's computerMove (Coach's teaching is the window's);
/// Strong plays it when a draw below 10 is below 9 and a random legal move otherwise;
/// Learner when a draw below 2 is 0; Random always plays a random legal move. A random
/// legal move is each game's randomMove: uniform over all its legal moves, at any size.
/// Every choice comes from a Random (random.h), exact and the same on every machine.

#include "core/games/game.h"
#include "core/base/random.h"

#include <array>
#include <functional>
#include <optional>
#include <string_view>

namespace grundy {

enum class Level { Perfect, Strong, Learner, Random, Coach };

/// Every level, weakest last but Coach (the order of menus).
inline constexpr std::array<Level, 5> kLevels{Level::Perfect, Level::Strong, Level::Learner,
                                              Level::Random, Level::Coach};

/// "perfect", "strong", "learner", "random", "coach": the words of files and command lines.
std::string_view levelWord(Level level);
/// The level of a word (exactly as levelWord spells it); nullopt for any other text.
std::optional<Level> levelFromWord(std::string_view word);

/// A legal move of p, each legal move equally likely. Throws IllegalMove when the game
/// is over.
AnyMove randomMove(const AnyPosition& p, Random& random);

/// The perfect move of a position: the core's computerMove, or another rule that never
/// throws a won game away (the window's remoteness style).
using PerfectMove = std::function<AnyMove(const AnyPosition&)>;

/// The move the computer makes at `level` in p: `perfect`'s move (computerMove when
/// empty), or at Strong (1 turn in 10) and Learner (1 in 2) a random legal move.
AnyMove levelMove(const AnyPosition& p, Level level, Random& random,
                  const PerfectMove& perfect = {});
/// The same with the randomness of one turn (Random(seed, turn)): the same seed and turn
/// always give the same move.
AnyMove levelMove(const AnyPosition& p, Level level, u64 seed, u64 turn,
                  const PerfectMove& perfect = {});

} // namespace grundy
