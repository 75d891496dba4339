// SPDX-License-Identifier: MIT
#pragma once

#include "boards/movejudge.h"
#include "boards/movemarks.h"
#include "boards/pilerules.h"

#include <map>
#include <vector>

/// The values of the moves the pile board's stones offer (View → Move Values), by column (a
/// pile, or PileRules::kBoth for the ladder) and by the number of stones from the top:
/// taking them and, in a game that splits, cutting them off. Worked out once per position;
/// only for piles drawn as stones (the bars' marks are TypedPileMoves').
class PileMarks {
public:
    /// The marks of `position` under `rules`, as `judge` (the board's) values them; none when
    /// a pile holds more than `maxStones`.
    PileMarks(const PileRules& rules, const MoveJudge& judge, const grundy::AnyPosition& position,
              int maxStones);

    /// The mark of taking `take` stones from the top of column `pile` (`split`: of cutting
    /// them off); None when there is no such move.
    MoveValue at(int pile, const grundy::Natural& take, bool split = false) const;
    /// The mark of `move`, a legal move of the position.
    MoveValue of(const grundy::AnyMove& move) const;
    /// The winning moves of column `pile`: its takes, then its splits.
    std::vector<grundy::AnyMove> winningIn(int pile) const;

private:
    using ByColumn = std::map<int, std::vector<MoveValue>>;

    const PileRules& m_rules;
    grundy::AnyPosition m_position;
    ByColumn m_takes, m_splits;
};
