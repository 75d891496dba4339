// SPDX-License-Identifier: MIT
#pragma once

#include "sgtable/sgtablemodel.h"

#include <QCoreApplication>
#include <QFont>
#include <QRect>

class QPainter;

/// Draws one SG table, for the view and for export alike: rows are pile a (down),
/// columns pile b (across), (0, 0) top left, as in the classic printed table. Cells are
/// the colour image blitted (or one rectangle each for vector output), the values are
/// written in them when the cells are large enough, P-cells (value 0) are orange with a
/// bold number, and headers number the rows and columns.
/// Coordinates: `origin` is where the top-left corner of cell (0, 0) lands; cell (a, b)
/// covers origin + (b, a) * cellSize.
class SgTablePainter {
    Q_DECLARE_TR_FUNCTIONS(SgTablePainter)

public:
    SgTablePainter(const SgTables& tables, SgTableKind kind, qreal cellSize, const QFont& font);

    qreal cellSize() const { return m_cell; }
    /// The header column (row numbers a) and header row (column numbers b), in pixels.
    int headerWidth() const { return m_headerWidth; }
    int headerHeight() const { return m_headerHeight; }

    /// The cells that meet `area` (x: columns b, y: rows a), clipped to the table.
    QRect cellsIn(const QPointF& origin, const QRectF& area) const;
    /// Draws the cells meeting `area`, clipped to it.
    void paintCells(QPainter& painter, const QPointF& origin, const QRectF& area,
                    bool vector = false) const;
    /// Draws the headers along the top and left of `area` (outside it) and the corner.
    void paintHeaders(QPainter& painter, const QPointF& origin, const QRectF& area) const;
    /// Outlines cell (a, b), e.g. the one under the mouse.
    void paintMark(QPainter& painter, const QPointF& origin, int a, int b) const;

    /// A picture of the cells `cells` for export: title, headers, cells and legend.
    QSize pictureSize(const QRect& cells) const;
    void paintPicture(QPainter& painter, const QRect& cells, const QString& title,
                      bool vector) const;
    /// Where cell (a, b) is in that picture.
    QRectF pictureCellRect(const QRect& cells, int a, int b) const;

    /// The legend: the P colour for 0, then the scale from 1 to its maximum.
    static void paintLegend(QPainter& painter, const QRectF& rect, const SgColorScale& scale,
                            const QFont& font, const QColor& text);
    static int legendHeight(const QFont& font);

private:
    QFont numberFont(bool bold) const;
    /// Whether every value in `cells` fits in its cell.
    bool numbersFit(const QRect& cells) const;
    void paintZeroDots(QPainter& painter, const QPointF& origin, const QRect& cells) const;
    void paintNumbers(QPainter& painter, const QPointF& origin, const QRect& cells) const;
    QRectF cellRect(const QPointF& origin, int a, int b) const;
    /// The cells' area in the picture, and the height of its title.
    QRectF pictureArea(const QRect& cells) const;
    int titleHeight() const;
    /// Every how many rows or columns a header label is written.
    int labelStep() const;

    const SgTables& m_tables;
    SgTableKind m_kind;
    qreal m_cell;
    QFont m_font;
    int m_headerWidth = 0, m_headerHeight = 0;
};
