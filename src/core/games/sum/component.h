// SPDX-License-Identifier: MIT
#pragma once

/// What a sum's component is: a position of any game, and a move of it. Included by this
/// folder's sources and by front ends that show a sum (game.h includes sum.h, so sum.h can
/// only name these).

#include "core/games/game.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace grundy {
struct GameInfo;
}

namespace grundy::sum {

struct Component {
    AnyPosition position;
    bool operator==(const Component&) const = default;
};

struct ComponentMove {
    AnyMove move;
    bool operator==(const ComponentMove&) const = default;
};

/// The component's position (i must be a component of p).
const AnyPosition& componentAt(const Position& p, std::size_t i);
/// A sum move: `move` in component i.
Move moveIn(std::size_t i, AnyMove move);
/// The sum of these positions (not checked: validate does that).
Position sumOf(std::vector<AnyPosition> components);

/// One component's game and options, as the option "components" lists them.
struct ComponentGame {
    const GameInfo* game = nullptr;
    GameOptions options; ///< as given, a preset's fixed option included
};
/// The games of the option "components" ("nim;octal:code=0.77"); throws InvalidPosition
/// naming the component that is wrong.
std::vector<ComponentGame> componentGames(std::string_view text);

/// The moves of `position` that leave a position worth exactly `value`, at most `most`: the
/// game's winning moves for 0; else its listed moves where they are few enough to list,
/// each judged by its value; else the game's own hook (GameInfo::movesToValue). Empty when
/// there is none or none can be found (checkComponent refuses components of that kind).
std::vector<AnyMove> movesToValue(const AnyPosition& position, const Natural& value,
                                  std::size_t most);

} // namespace grundy::sum
