// SPDX-License-Identifier: MIT
#pragma once

/// A sum of games: several components, each a position of another game Grundy knows, side by
/// side. A move is a move in one component; whoever makes the last move wins. By the
/// Sprague–Grundy theorem the sum is worth the XOR of its components' values, which is how
/// it is solved at every size (docs/games.md, "Sums of games").
///
/// A component holds any game's position (AnyPosition), which game.h defines from every
/// game's header, this one's included; so this header only names the component, and
/// component.h (for this folder's sources) says what it is.

#include "core/base/natural.h"
#include "core/base/random.h"
#include "core/text/message.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grundy::sum {

struct Component;     ///< one game's position (component.h)
struct ComponentMove; ///< a move of that game (component.h)

/// The most components a sum may have.
inline constexpr std::size_t kMaxComponents = 32;

/// The components, in the order they were given. Components never change once made (a
/// move makes a new one), so positions share them.
struct Position {
    std::vector<std::shared_ptr<const Component>> components;
    bool operator==(const Position& o) const; ///< component by component, by value
};

/// A move in one component (0-based).
struct Move {
    std::size_t component = 0;
    std::shared_ptr<const ComponentMove> move; ///< never null in a move made here
    bool operator==(const Move& o) const;
};

/// A sum from component words "GAME:POSITION[:OPTION=VALUE]..." ("nim:3,5",
/// "subtraction:7,9:set=1,3,4", "kayles:6"); throws InvalidPosition naming the word and
/// what is wrong with it, or why that game cannot be a component.
Position fromWords(const std::vector<std::string>& words);
/// The word of each component, as fromWords takes them.
std::vector<std::string> wordsOf(const Position& p);

/// Throws InvalidPosition when p has no component, too many, or a component that cannot be
/// in a sum (see fromWords).
void validate(const Position& p);
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove
bool isOver(const Position& p);                   ///< every component is over
/// Each component's Sprague–Grundy value, in order.
std::vector<Natural> componentValues(const Position& p);
/// The XOR of the components' values: the sum's value.
std::optional<Natural> sgValue(const Position& p);
Outcome outcome(const Position& p);
/// Every legal move, component by component; only for small positions.
std::vector<Move> legalMoves(const Position& p);
/// How many moves listing p's moves may produce (the remoteness search's bound).
Natural legalMoveCount(const Position& p);
/// A legal move: a component that is not over, each equally likely, then that game's own
/// random move in it.
Move randomMove(const Position& p, Random& random);
/// The winning moves: in a component worth g, the moves to a position worth exactly g XOR
/// total (the theorem promises one where that is smaller than g), at most kMaxWinningMoves.
std::vector<Move> winningMoves(const Position& p);
/// The most winning moves winningMoves lists.
inline constexpr std::size_t kMaxWinningMoves = 64;
/// The computer's move: a winning move; from a lost sum of at most 64 moves, the move that
/// leaves the fewest winning replies (counted, as every game's computer does); else its own
/// game's move in the component with the largest value (where the opponent's answer is
/// hardest to find).
Move computerMove(const Position& p);
/// "in component 2 (Wythoff's game 4, 7): take 3 from pile 1"
Message describeMove(const Position& p, const Move& m);
std::string describe(const Position& p, const Move& m);
/// Why the winning move m wins, in the theorem's words.
Message reason(const Position& p, const Move& m);
/// A component named in words: "Wythoff's game 4, 7" (a preset's name where it has one:
/// "Kayles 6").
Message componentName(const Position& p, std::size_t i);

} // namespace grundy::sum
