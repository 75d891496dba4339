// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// GridAxis: where one axis of the Wythoff grid view starts, as an exact big-integer cell
/// plus a pixel offset, and the integer arithmetic that scrolls it and finds cells on it.

#include "core/base/natural.h"

#include <optional>

/// One axis of the grid view: which cell sits at the low edge of the view, exactly.
/// The origin is a big integer and the offset a few pixels, so every cell of every size
/// is placed by integer arithmetic; floating point never decides which cell is where.
/// `local` pixels count from the view's low edge; `length` is the view's extent in pixels.
struct GridAxis {
    grundy::Natural origin; ///< the cell whose start is at or before the view's low edge
    int offset = 0;         ///< pixels of that cell before the low edge, in [0, cell)

    /// Moves the view `pixels` towards bigger numbers (negative: towards 0).
    void scroll(int pixels, int cell);
    /// Places pixel `within` of cell `n` at view pixel `local` (counted from the low edge).
    void place(const grundy::Natural& n, int within, int local, int cell);
    /// The cell under view pixel `local`.
    grundy::Natural cellAt(int local, int cell) const;
    /// Which pixel of its cell view pixel `local` is, in [0, cell).
    int pixelInCell(int local, int cell) const;
    /// Keeps the view on non-negative cells.
    void clampToZero();

    /// Index of cell n among the first `count` cells in view, if it is one of them.
    std::optional<int> index(const grundy::Natural& n, int count) const;
    /// View pixel where cell n starts; may be far outside the view.
    grundy::Natural cellStart(const grundy::Natural& n, int cell) const;
    /// Whether cell n lies wholly within the first `length` pixels.
    bool wholeInView(const grundy::Natural& n, int length, int cell) const;
    /// Pans as little as needed for cell n to lie wholly in view.
    void scrollTo(const grundy::Natural& n, int length, int cell);
    /// Whether cell n lies wholly within the first `length` pixels with a whole cell of
    /// room on both sides: cells n - 1 (when n > 0; the plane ends below 0) and n + 1 are
    /// wholly in view too.
    bool roomyInView(const grundy::Natural& n, int length, int cell) const;
    /// Pans as little as needed for cell n to be roomyInView (centres it when the view is
    /// shorter than three cells).
    void scrollToWithRoom(const grundy::Natural& n, int length, int cell);
    /// Places the axis for a game at cell n, whose moves run towards 0: from 0 when n and
    /// the cell past it fit there, so that the moves end in view; otherwise with n + 1
    /// ending at the far edge, which shows as much of the moves as the view holds. Either
    /// way n is roomyInView (centred when the view is shorter than three cells).
    void frame(const grundy::Natural& n, int length, int cell);
    /// The wholly visible cell nearest to n (n itself when it is in view).
    grundy::Natural nearestInView(const grundy::Natural& n, int length, int cell) const;
};
