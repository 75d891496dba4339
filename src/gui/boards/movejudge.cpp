// SPDX-License-Identifier: MIT
#include "boards/movejudge.h"

#include "core/analysis/movevalues.h"

using grundy::AnyMove;
using grundy::AnyPosition;

MoveValue MoveJudge::valueOf(const AnyPosition& own, const AnyMove& move) const {
    const bool wins = m_context ? grundy::isWinningMove(m_context->whole, m_context->lift(move))
                                : grundy::isWinningMove(own, move);
    return wins ? MoveValue::Winning : MoveValue::Losing;
}

MoveValue MoveJudge::valueIfLegal(const AnyPosition& own, const AnyMove& move) const {
    return grundy::isLegal(own, move) ? valueOf(own, move) : MoveValue::None;
}

std::vector<MoveValue> MoveJudge::valuesOf(const AnyPosition& own,
                                           const std::vector<AnyMove>& moves) const {
    std::vector<bool> legal;
    std::vector<AnyMove> asked; // the legal ones, as moves of the position judged
    for (const AnyMove& m : moves) {
        legal.push_back(grundy::isLegal(own, m));
        if (legal.back()) asked.push_back(m_context ? m_context->lift(m) : m);
    }
    const std::vector<bool> wins = grundy::winningAmong(m_context ? m_context->whole : own, asked);
    std::vector<MoveValue> values;
    std::size_t next = 0;
    for (const bool isLegal : legal)
        values.push_back(!isLegal       ? MoveValue::None
                         : wins[next++] ? MoveValue::Winning
                                        : MoveValue::Losing);
    return values;
}

std::vector<AnyMove> MoveJudge::winningMoves(const AnyPosition& own) const {
    if (!m_context) return grundy::winningMoves(own);
    std::vector<AnyMove> out;
    for (const AnyMove& m : grundy::winningMoves(m_context->whole))
        if (auto mine = m_context->lower(m)) out.push_back(std::move(*mine));
    return out;
}
