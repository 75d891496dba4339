// SPDX-License-Identifier: MIT
#pragma once

#include "natural.h"

#include <QPoint>
#include <QRect>
#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

/// One axis of the grid view: which cell sits at the low edge of the view, exactly.
/// The origin is a big integer and the offset a few pixels, so every cell of every size
/// is placed by integer arithmetic; floating point never decides which cell is where.
struct GridAxis {
    grundy::Natural origin; ///< the cell whose start is at or before the view's low edge
    int offset = 0;         ///< pixels of that cell before the low edge, in [0, cell)

    /// Moves the view `pixels` towards bigger numbers (negative: towards 0).
    void scroll(int pixels, int cell);
    /// Places pixel `within` of cell `n` at view pixel `local` (counted from the low edge).
    void place(const grundy::Natural& n, int within, int local, int cell);
    /// The cell under view pixel `local`.
    grundy::Natural cellAt(int local, int cell) const;
    /// Keeps the view on non-negative cells.
    void clampToZero();
};

/// Wythoff's game drawn as a plane: pile A across (growing to the right), pile B up.
/// Marks the current position, shades the cells one move reaches, and on request shows
/// every P-position in view — one `wythoff::partner` per visible column, computed while
/// painting, so any part of the plane (10^40 and beyond) draws as fast as the corner.
/// Wheel or +/- zooms about the mouse, dragging or Ctrl+arrow keys pan, Home recentres.
///
/// Keyboard: a cursor cell (drawn while the view has focus) starts on the game's position;
/// the arrow keys move it one cell (Page Up/Down and Shift+arrows ten), the view pans only
/// when the cursor reaches its edge, and Enter or Space chooses the cell as a click does.
class WythoffGridView : public QWidget {
    Q_OBJECT
public:
    /// Smallest and largest cell edge in pixels.
    static constexpr int kMinCell = 2;
    static constexpr int kMaxCell = 80;

    explicit WythoffGridView(QWidget* parent = nullptr);

    /// The game's current position (marked; legal targets shaded). Recentres the view
    /// when the position leaves it and following the game is on.
    void setPosition(const grundy::Natural& a, const grundy::Natural& b);
    const grundy::Natural& positionA() const { return m_posA; }
    const grundy::Natural& positionB() const { return m_posB; }

    /// Whether P-positions (and the winning targets among the shaded cells) are shown.
    void setShowPPositions(bool show);
    bool showPPositions() const { return m_showP; }
    /// Whether setPosition recentres the view when the position moves out of it.
    void setFollowGame(bool follow) { m_follow = follow; }
    bool followGame() const { return m_follow; }

    /// Cell edge in pixels, kMinCell..kMaxCell. setCellSize keeps the view's centre.
    int cellSize() const { return m_cell; }
    void setCellSize(int pixels);
    /// Zooms by `steps` (positive: bigger cells) keeping the cell under `anchor` fixed.
    void zoomAt(int steps, QPoint anchor);

    /// First (lowest) column and row at least partly in view, and how many there are.
    const grundy::Natural& firstColumn() const { return m_x.origin; }
    const grundy::Natural& firstRow() const { return m_y.origin; }
    int visibleColumns() const;
    int visibleRows() const;

    /// The area where cells are drawn (without the axis labels), in widget coordinates.
    QRect gridRect() const;
    /// The cell under widget point `p`, if there is one.
    std::optional<std::pair<grundy::Natural, grundy::Natural>> cellAt(QPoint p) const;
    /// Centre of cell (a, b) in widget coordinates; (-1, -1) when the cell is not in view.
    QPoint cellCenter(const grundy::Natural& a, const grundy::Natural& b) const;
    /// The keyboard cursor's cell: on the game's position after setPosition, on the
    /// centred cell after goTo, moved by the arrow keys, and always fully in view.
    const std::pair<grundy::Natural, grundy::Natural>& cursorCell() const { return m_cursor; }
    /// Puts the keyboard cursor on (a, b), panning as little as needed to show it.
    void setCursorCell(const grundy::Natural& a, const grundy::Natural& b);
    /// Every P-position at least partly in view, as the overlay draws them (left to right).
    std::vector<std::pair<grundy::Natural, grundy::Natural>> visiblePPositions() const;

    /// One line about cell (a, b): its exact coordinates, P or N, and its relation to the
    /// game's position. For tooltips and status lines.
    QString describeCell(const grundy::Natural& a, const grundy::Natural& b) const;

    /// Fill of P-cells, and of the cells one move reaches (translucent); for legends.
    QColor pColour() const;
    QColor reachableColour() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    /// Centres cell (a, b), at any size.
    void goTo(const grundy::Natural& a, const grundy::Natural& b);
    /// Centres the current position.
    void centerOnPosition();
    void zoomIn();
    void zoomOut();
    /// Moves the view by whole pixels (positive dx: content moves right).
    void panBy(int dx, int dy);

signals:
    /// The person clicked cell (a, b) (a click, not the end of a drag).
    void cellClicked(const grundy::Natural& a, const grundy::Natural& b);
    /// The mouse is over cell (a, b) now.
    void cellHovered(const grundy::Natural& a, const grundy::Natural& b);
    /// The mouse left the cells.
    void hoverLeft();
    /// The keyboard cursor moved to cell (a, b) (by keys, a click or the game).
    void cursorMoved(const grundy::Natural& a, const grundy::Natural& b);
    /// The visible part of the plane or the zoom changed.
    void viewChanged();
    void showPPositionsChanged(bool show);

protected:
    bool event(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;

private:
    friend class GridPainter;

    int leftMargin() const;
    /// Width of the widest axis label (seven digits, or an ellipsis and six digits).
    int labelWidth() const;
    QPoint gridCentre() const;
    /// Sets the cell size keeping the cell under `anchor` (widget point) in place.
    void resizeCells(int target, QPoint anchor);
    int bottomMargin() const;
    /// View pixel (from the grid's left / bottom edge) of widget point p.
    int localX(QPoint p) const;
    int localY(QPoint p) const;
    /// Rectangle of the cell `column` cells right of and `row` cells above the first.
    QRect cellRect(int column, int row) const;
    /// Visible column/row index of a cell, if it is in view.
    std::optional<int> columnIndex(const grundy::Natural& a) const;
    std::optional<int> rowIndex(const grundy::Natural& b) const;
    /// (column index, row index) of every P-cell in view.
    std::vector<std::pair<int, int>> pCells() const;
    bool positionInView() const;
    void afterViewMoved();
    /// Moves the keyboard cursor by (dx, dy) cells, stopping at 0, and keeps it in view.
    void moveCursor(int dx, int dy);
    /// Pans as little as needed for the cursor cell to be wholly inside the grid.
    void scrollToCursor();
    /// After the view moved by other means: brings the cursor back into view.
    void keepCursorInView();
    void updateHover(QPoint p);

    GridAxis m_x, m_y;
    int m_cell = 24;
    grundy::Natural m_posA, m_posB;
    std::vector<std::pair<grundy::Natural, grundy::Natural>> m_winningTargets;
    bool m_showP = false;
    bool m_follow = true;
    bool m_sized = false; ///< goTo before the first resize is redone at the real size
    grundy::Natural m_centreA, m_centreB; ///< the last cell goTo centred
    bool m_pressed = false, m_dragging = false;
    QPoint m_pressPos, m_lastDragPos, m_mousePos;
    int m_wheel = 0; ///< wheel angle not yet turned into zoom steps
    std::optional<std::pair<grundy::Natural, grundy::Natural>> m_hovered;
    std::pair<grundy::Natural, grundy::Natural> m_cursor;
};
