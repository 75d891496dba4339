// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// GridPainter: paints one frame of the Wythoff grid, layer by layer (shaded moves, phi
/// lines, P-cells, grid lines, move rays, marks, cursor, axes), for the screen and for
/// exported pictures, from a GridFrame alone.

#include "grid/gridframe.h"
#include "core/base/natural.h"

#include <QColor>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QRect>
#include <QString>

#include <algorithm>
#include <cmath>
#include <vector>

class QLineF;
class QPainter;

/// Draws one frame of the Wythoff grid (see WythoffGridView::frame); lives only for one
/// paint. The keyboard cursor and the focus frame are drawn when the frame says `focus`.
class GridPainter {
    Q_DECLARE_TR_FUNCTIONS(GridPainter)
public:
    /// `frame` must outlive the painter.
    GridPainter(const GridFrame& frame, QPainter& painter);
    void paint();

    /// Axis labels longer than kLabelDigits digits show their last kLabelTail digits after
    /// an ellipsis; the axis title and the tooltip give the numbers in full.
    static constexpr int kLabelDigits = 7;
    static constexpr int kLabelTail = 6;
    /// Move values cross the losing targets only in cells at least this many pixels wide.
    static constexpr int kLeastMarkedCell = 12;

private:
    void fillCells(const std::vector<QRect>& rects, const QColor& colour);
    void legalTargets();
    void pPositions();
    void gridLines();
    void phiLines();
    void phiLabels();
    /// Diameter of the ring around a winning target, and its pen width.
    int winRingDiameter() const { return std::max(px(14), m_cell <= 24 ? m_cell + 2 : m_cell - 8); }
    qreal winRingWidth() const { return lineWidth(std::clamp(m_cell / 8, 2, 5)); }
    /// A line `base` pixels wide at the normal size, for the presentation scale.
    qreal lineWidth(qreal base) const { return m_f.lineWidth(base); }
    /// The same, rounded to whole pixels (at least 1), for crisp unantialiased lines.
    int pixelLine(qreal base) const { return std::max(1, int(std::lround(base * m_scale))); }
    /// `base` pixels of fixed size (margins, smallest marks), scaled and rounded.
    int px(int base) const { return int(std::lround(base * m_scale)); }
    void moveRays();
    void arrow(const QLineF& line, const QColor& colour, qreal width, bool head);
    void ring(const QRect& cell, const QColor& colour, qreal width, int minDiameter);
    void marks();
    /// View → Move Values: the boards' marks on the cells one move reaches (a disc inside a
    /// winning target's ring, a cross on the others), where cells are large enough.
    void valueMarks();
    void cursor();
    void axes();
    QString tickLabel(const grundy::Natural& n) const;
    int tickStep(int minPixels) const;

    const GridFrame& m_f;
    const GridGeometry& m_g;
    QPainter& m_p;
    const QRect m_grid;
    const int m_cell, m_cols, m_rows;
    const double m_scale;
    const QFontMetrics m_fm;
    const GridColours& m_c;
    std::vector<std::pair<int, int>> m_reachable; ///< legal targets in view (column, row)
};
