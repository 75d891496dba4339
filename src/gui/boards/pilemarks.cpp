// SPDX-License-Identifier: MIT
#include "boards/pilemarks.h"

#include <algorithm>

using grundy::AnyMove;
using grundy::Natural;

PileMarks::PileMarks(const PileRules& rules, const MoveJudge& judge,
                     const grundy::AnyPosition& position, int maxStones)
    : m_rules(rules), m_position(position) {
    const auto valuesOf = [&](int count, const auto& moveOf) {
        std::vector<AnyMove> moves;
        for (int take = 1; take <= count; ++take)
            moves.push_back(moveOf(take));
        return judge.valuesOf(m_position, moves);
    };
    // The stones' moves, whether or not the board has room to draw stones now: at most
    // maxStones per pile (larger piles are bars, whose marks TypedPileMoves keeps).
    const auto piles = rules.piles(position);
    if (std::any_of(piles.begin(), piles.end(), [&](const Natural& n) { return n > maxStones; }))
        return;
    for (int pile = 0; pile < int(piles.size()); ++pile) {
        const int n = int(piles[pile].get_si());
        m_takes[pile] = valuesOf(n, [&](int take) { return rules.moveFor(pile, take); });
        if (rules.canSplit())
            m_splits[pile] =
                valuesOf(n, [&](int take) { return rules.splitMove(m_position, pile, take); });
    }
    if (rules.hasLadder())
        m_takes[PileRules::kBoth] =
            valuesOf(int(std::min(piles[0], piles[1]).get_si()),
                     [&](int take) { return rules.moveFor(PileRules::kBoth, take); });
}

MoveValue PileMarks::at(int pile, const Natural& take, bool split) const {
    const ByColumn& byColumn = split ? m_splits : m_takes;
    const auto it = byColumn.find(pile);
    return it != byColumn.end() && take >= 1 && take <= int(it->second.size())
               ? it->second[take.get_ui() - 1]
               : MoveValue::None;
}

MoveValue PileMarks::of(const AnyMove& move) const {
    if (m_rules.takesFromBoth(move)) return at(PileRules::kBoth, m_rules.takenFrom(move, 0));
    const int piles = int(m_rules.piles(m_position).size());
    for (int p = 0; p < piles; ++p) {
        if (const Natural part = m_rules.splitPartOf(move, p); part > 0) return at(p, part, true);
        if (const Natural taken = m_rules.takenFrom(move, p); taken > 0) return at(p, taken);
    }
    return MoveValue::None;
}

std::vector<AnyMove> PileMarks::winningIn(int pile) const {
    std::vector<AnyMove> winning;
    const auto add = [&](const ByColumn& byColumn, const auto& moveOf) {
        const auto it = byColumn.find(pile);
        if (it == byColumn.end()) return;
        for (int take = 1; take <= int(it->second.size()); ++take)
            if (it->second[take - 1] == MoveValue::Winning) winning.push_back(moveOf(take));
    };
    add(m_takes, [&](int take) { return m_rules.moveFor(pile, take); });
    add(m_splits, [&](int take) { return m_rules.splitMove(m_position, pile, take); });
    return winning;
}
