// SPDX-License-Identifier: MIT
#pragma once

#include "sgtable/sgtablemodel.h"

#include <QAbstractScrollArea>

#include <memory>

class SgTablePainter;

/// One SG table (Wythoff or Nim), custom painted: only the cells in view are drawn, so a
/// 2048 x 2048 table scrolls and zooms as fast as the 20 x 20 one. Rows are a (down),
/// columns b (across), numbered in the headers. Ctrl+wheel or +/- zooms about the mouse
/// (or the centre), the tooltip names the cell, e.g. "G(3, 5) = 0".
class SgTableView : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit SgTableView(SgTableKind kind, QWidget* parent = nullptr);
    ~SgTableView() override;

    SgTableKind kind() const { return m_kind; }
    /// The tables to show (both views of a panel share them); null shows `placeholder`.
    void setTables(std::shared_ptr<const SgTables> tables);
    const std::shared_ptr<const SgTables>& tables() const { return m_tables; }
    void setPlaceholder(const QString& text);

    /// Cell edge in pixels, one of zoomLevels(); below 1 the cells are averaged.
    qreal cellSize() const { return m_cell; }
    /// Sets the cell size, keeping the cell at viewport point `anchor` (default: the
    /// centre) in place. Emits cellSizeChanged.
    void setCellSize(qreal size, QPoint anchor = QPoint(-1, -1));
    static const QList<qreal>& zoomLevels();
    void zoomIn();
    void zoomOut();
    /// The largest zoom level at which the whole table fits in the viewport.
    qreal fittingCellSize() const;

    /// The cell under viewport point `pos` as (b, a) — x is the column — or (-1, -1).
    QPoint cellAt(const QPoint& pos) const;
    /// Cell (a, b) in viewport coordinates.
    QRectF cellRect(int a, int b) const;
    /// The cells at least partly in view (x: columns b, y: rows a).
    QRect visibleCells() const;
    /// "G(a, b) = v" or "a XOR b = v", with the P-position noted.
    QString describe(int a, int b) const;
    /// Outlines cell (a, b) (e.g. the one hovered in the other table); (-1, -1) for none.
    void setMarkedCell(int a, int b);

    /// A painter for the current tables at `cellSize` in this view's font.
    SgTablePainter painter(qreal cellSize) const;

signals:
    void cellSizeChanged(qreal size);
    /// The mouse is over cell (a, b), or (-1, -1) when it left the table.
    void cellHovered(int a, int b);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    /// Where cell (0, 0)'s corner is, and the part of the viewport under the headers.
    QPointF origin() const;
    QRectF cellArea() const;
    void updateScrollBars();
    void setHovered(int a, int b);

    SgTableKind m_kind;
    std::shared_ptr<const SgTables> m_tables;
    QString m_placeholder;
    qreal m_cell = 24;
    QPoint m_marked{-1, -1};
    QPoint m_hovered{-1, -1};
};
