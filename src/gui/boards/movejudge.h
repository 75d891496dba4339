// SPDX-License-Identifier: MIT
#pragma once

#include "boards/movemarks.h"
#include "core/games/game.h"

#include <functional>
#include <optional>
#include <vector>

/// A larger game a board's position is a part of (a sum's component): the whole position
/// and how the board's moves are moves of it. Who wins is decided in the whole, not in the
/// part: in a sum a move wins when it makes the XOR of every component's value 0.
struct MoveContext {
    grundy::AnyPosition whole;
    /// The board's move as a move of the whole.
    std::function<grundy::AnyMove(const grundy::AnyMove&)> lift;
    /// A move of the whole as the board's move, or nullopt when it is made elsewhere.
    std::function<std::optional<grundy::AnyMove>(const grundy::AnyMove&)> lower;
};

/// How a board's moves are judged for View → Move Values: in the board's own position, or,
/// given a MoveContext, in the whole it is part of. Every board asks its BoardView's judge
/// (BoardView::moveJudge()), never the core directly, so a board works inside a sum unchanged.
class MoveJudge {
public:
    MoveJudge() = default;
    explicit MoveJudge(MoveContext context) : m_context(std::move(context)) {}

    /// The value of `move`, legal in `own` (the board's position): the core decides
    /// (grundy::isWinningMove).
    MoveValue valueOf(const grundy::AnyPosition& own, const grundy::AnyMove& move) const;
    /// The same for a move that may be illegal: None when it is.
    MoveValue valueIfLegal(const grundy::AnyPosition& own, const grundy::AnyMove& move) const;
    /// The values of `moves` (None for an illegal one) worked out together: quicker than one
    /// by one (grundy::winningAmong: none is tried from a lost position).
    std::vector<MoveValue> valuesOf(const grundy::AnyPosition& own,
                                    const std::vector<grundy::AnyMove>& moves) const;
    /// The winning moves the core lists for `own` (grundy::winningMoves), as the board's moves.
    std::vector<grundy::AnyMove> winningMoves(const grundy::AnyPosition& own) const;
    /// The same, as moves of the board's game `M`.
    template <class M> std::vector<M> winningMovesOf(const grundy::AnyPosition& own) const {
        std::vector<M> out;
        for (const grundy::AnyMove& m : winningMoves(own))
            if (const M* typed = std::get_if<M>(&m)) out.push_back(*typed);
        return out;
    }

private:
    std::optional<MoveContext> m_context;
};
