// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// What one frame of the Wythoff grid shows, as a value: where the cells are
/// (GridGeometry), the colours (GridColours), and the game's position, overlays, cursor
/// and sizes (GridFrame). WythoffGridView builds a GridFrame for each paint and export;
/// GridPainter and GridLegend draw from it alone, without the view.

#include "common/theme.h"
#include "grid/gridaxis.h"
#include "grid/philine.h"
#include "core/base/natural.h"

#include <QColor>
#include <QFont>
#include <QLineF>
#include <QList>
#include <QPoint>
#include <QRect>

#include <optional>
#include <utility>
#include <vector>

class QPainter;
class QPalette;

/// A cell of the plane: (pile A, pile B).
using GridCell = std::pair<grundy::Natural, grundy::Natural>;

/// Where the cells of the grid are: the rectangle they are drawn in (widget coordinates),
/// which cell sits at its lower-left corner on each axis, and the cell edge in pixels.
/// Column/row indices count the cells in view from that corner (0 = first).
///
/// Zoomed out below one cell per block of pixels (the overview), each square drawn is a
/// block of `stride` x `stride` cells: the axes then count blocks (block k holds the cells
/// k * stride to k * stride + stride - 1), `cell` is a block's edge in pixels, and a
/// block is drawn as a P-position when it holds one, found exactly. At stride 1 a block
/// is a cell.
struct GridGeometry {
    QRect grid;     ///< the area of the cells, without the axis labels
    GridAxis x;     ///< pile A, growing to the right (in blocks)
    GridAxis y;     ///< pile B, growing upwards (in blocks)
    int cell = 24;  ///< a block's edge in pixels
    int stride = 1; ///< cells along a block's edge
    /// Which P-positions pCells shows: misère play changes (0, 0), (1, 2), (2, 1) into
    /// (0, 1), (1, 0), (2, 2).
    grundy::Convention play = grundy::Convention::Normal;

    /// How many columns / rows (of blocks) are at least partly in view.
    int columns() const;
    int rows() const;
    /// Rectangle of the block `column` blocks right of and `row` blocks above the first.
    QRect cellRect(int column, int row) const;
    /// Visible column / row index of the block holding a cell, if it is in view.
    std::optional<int> columnIndex(const grundy::Natural& a) const;
    std::optional<int> rowIndex(const grundy::Natural& b) const;
    /// The block holding cell n, along either axis.
    grundy::Natural blockOf(const grundy::Natural& n) const;
    /// The first cell of the view along A / B, and the first cell past it.
    grundy::Natural firstA() const { return grundy::Natural(x.origin * stride); }
    grundy::Natural firstB() const { return grundy::Natural(y.origin * stride); }
    /// View pixel (from the grid's left / bottom edge) of widget point p.
    int localX(QPoint p) const { return p.x() - grid.left(); }
    int localY(QPoint p) const { return grid.bottom() - p.y(); }
    /// The cell under widget point `p`, if there is one (in the overview: the first cell
    /// of the block under it).
    std::optional<GridCell> cellAt(QPoint p) const;
    /// Centre of cell (a, b); (-1, -1) when the cell is not in view.
    QPoint cellCenter(const grundy::Natural& a, const grundy::Natural& b) const;
    /// (column index, row index) of every P-cell in view, left to right: one
    /// `wythoff::partner` per visible column (`wythoff::miserePartner` under misère play).
    /// In the overview, every block holding a P-position, once.
    std::vector<std::pair<int, int>> pCells() const;
    /// pCells in the overview: (column, row) of every block in view holding a P-cell.
    std::vector<std::pair<int, int>> pBlocks() const;
    /// The part of `line` over the grid; see philine::segment.
    std::optional<QLineF> phiLineSegment(philine::Line line) const;
    /// The visible part of the move from `from` `cells` cells left (alongA), down
    /// (alongB) or both, centre to centre, in widget coordinates; nullopt when none.
    std::optional<QLineF> raySegment(const GridCell& from, bool alongA, bool alongB,
                                     const grundy::Natural& cells) const;
    /// The visible parts of the three move rays from `from` (along the row, down the
    /// column, diagonally), each from `from`'s side to the pile-emptying end.
    std::vector<QLineF> moveRaySegments(const GridCell& from) const;
};

/// The colours of the grid for a palette: the palette's own, and the marks' colours
/// chosen to read on its Base (light or dark).
struct GridColours {
    explicit GridColours(const QPalette& palette);

    QColor window, windowText, base, text, highlight;
    QColor reachable; ///< fill of the cells one move reaches (translucent highlight)
    QColor ray;       ///< the move arrows, drawn over `reachable`
    QColor p;         ///< fill of P-cells
    QColor win;       ///< winning-move arrows and rings
    QColor line;      ///< the phi lines

    /// Three rising stripes over a P-cell's fill (`cell`), `width` thick: P-cells differ
    /// from the others by pattern as well as by colour (colour-blind safe).
    void paintPStripes(QPainter& painter, const QRectF& cell, qreal width) const;
    /// A palette of the grid's own colours, for the boards' move-value marks (movemarks.h).
    QPalette markPalette() const;
    /// The colours the grid writes text in and the colours under it (contrast checks).
    QList<theme::TextPair> textPairs() const;
};

/// One frame of the grid, everything GridPainter and GridLegend draw: a value the view
/// builds per paint (WythoffGridView::frame), so the drawing code needs no view.
struct GridFrame {
    QRect widget; ///< the whole picture (the view's rectangle), axis labels included
    GridGeometry geometry;
    GridCell position; ///< the game's position (marked; legal targets shaded)
    /// The targets of the winning moves from the position (at most three).
    std::vector<GridCell> winningTargets;
    GridCell cursor; ///< the keyboard cursor's cell
    bool showPPositions = false;
    bool showPhiLines = false;
    bool showWinningMoves = false; ///< winning moves drawn (on their own or with P-cells)
    bool moveValues = false;       ///< View → Move Values: the other reachable cells crossed
    bool focus = false;            ///< draw the keyboard cursor and the focus frame
    double scale = 1;              ///< the presentation scale (presentation.h)
    QFont font;                    ///< of the labels and the legend
    int fontHeight = 0;            ///< QFontMetrics(font).height()
    int labelWidth = 0;            ///< width of the widest axis label
    GridColours colours;

    /// A line `base` pixels wide at the normal size, for the presentation scale.
    double lineWidth(double base) const { return base * scale; }
};
