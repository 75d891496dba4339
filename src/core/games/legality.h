// SPDX-License-Identifier: MIT
#pragma once

/// Whether a move is legal, written once for every game. Each game says why a move is
/// illegal, `std::optional<Message> whyIllegal(const Position&, const Move&)` in its
/// header (nothing when the move is legal); from that alone
///  - `isLegal(p, m)` is `!whyIllegal(p, m)`, defined for every game in legality.cpp from the
///    registration list (each game's header declares it, so `nim::isLegal` is called as
///    before);
///  - `apply(p, m)`, the game's own, starts with `requireLegal(p, m)` (after the position's
///    own checks, where the game makes them) and then computes the position after the move.
/// Included by the games' sources only: a game's header includes base and text alone.

#include "core/text/message.h"

#include <utility>

namespace grundy {

/// Throws IllegalMove saying why m is not legal in p (the game's whyIllegal, found by
/// argument-dependent lookup); returns when it is legal.
template <class Position, class Move> void requireLegal(const Position& p, const Move& m) {
    if (auto why = whyIllegal(p, m)) throw IllegalMove(std::move(*why));
}

} // namespace grundy
