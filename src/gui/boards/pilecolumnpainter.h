// SPDX-License-Identifier: MIT
#pragma once

#include "boards/movemarks.h"
#include "boards/pilelayout.h"
#include "core/games/game.h"

#include <functional>

class BoardView;
class PileRules;
class QPainter;

/// What a column of stones shows besides its stones, as PileView works it out from the
/// move under the pointer or keys, the hint and the last move.
struct PileColumnLook {
    int previewTake = 0; ///< stones from the top the previewed move lights
    int hintTake = 0;    ///< stones from the top the hint outlines
    int hintRung = -1;   ///< the ladder's rung the hint rings (-1: none)
    int ghosts = 0;      ///< outlines above the stones, where the last move took them
    bool split = false;  ///< the Split switch is on: the preview cuts the pile
};

/// Draws the pile board's columns while the piles are stones: a pile's stones with their
/// marks, its name and count, the cut a split previews and the bracket of the limit of one
/// move; the ladder's rungs; the keyboard's cursor. Kept apart from PileView, which decides
/// what each column shows (PileColumnLook) and where it goes (PileLayout).
class PileColumnPainter {
public:
    /// The mark of taking `take` stones from the top of column `pile`.
    using Marks = std::function<MoveValue(int pile, int take)>;

    /// Paints with `painter` on `board`, whose columns `layout` places; `rules` and
    /// `position` tell which stones no move can take.
    PileColumnPainter(QPainter& painter, const BoardView& board, const PileLayout& layout,
                      const PileRules& rules, const grundy::AnyPosition& position, Marks marks);

    void paint(const PileColumn& column, const PileColumnLook& look);
    /// A dotted frame around the column's stones, name and count.
    void paintCursor(const PileColumn& column);

private:
    void paintRung(const PileColumn& column, const PileColumnLook& look, int index);
    void paintStone(const PileColumn& column, const PileColumnLook& look, int index);
    /// The cut: a dashed line between the two piles the split leaves.
    void paintCut(const PileColumn& column, int take);
    /// The pile's name and count under it.
    void paintLabels(const PileColumn& column);
    /// The limit of one move (the Bash game's K): a bracket beside the stones it may take.
    void paintLimit(const PileColumn& column, const grundy::Natural& most);

    QPainter& m_painter;
    const BoardView& m_board;
    const PileLayout& m_layout;
    const PileRules& m_rules;
    const grundy::AnyPosition& m_position;
    Marks m_marks;
    std::optional<grundy::Natural> m_most; ///< the limit of one move, if the game has one
};
