// SPDX-License-Identifier: MIT
#pragma once

#include "core/base/natural.h"
#include "grid/gridaxis.h"
#include "grid/gridframe.h"
#include "grid/philine.h"

#include <QLineF>
#include <QPoint>
#include <QRect>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QPainter;
class SgTableCache;

/// Wythoff's game drawn as a plane: pile A across (growing to the right), pile B up.
/// Marks the current position, shades the cells one move reaches and draws the three move
/// rays (left along the row, down the column, diagonally down-left) as arrows. On request
/// it shows every P-position in view — one `wythoff::partner` per visible column, computed
/// while painting, so any part of the plane (10^40 and beyond) draws as fast as the
/// corner —, the winning moves (ringed targets, bold arrows) and the lines b = phi*a and
/// b = a/phi along which the P-positions lie, placed by exact integer arithmetic.
/// The wheel zooms about the mouse, + and - about the keyboard cursor, dragging or
/// Ctrl+arrow keys pan, Home ("Back to the game") shows the game again.
///
/// Keeping the game in view: the view is either the grid's own, framing the game (see
/// setPosition), or the person's, once they pan (drag, Ctrl+arrows, the keyboard cursor
/// pushing past the edge), zoom with the wheel about a point or go to a typed cell.
/// The grid's own view is framed again after every change of the position, zoom (the
/// buttons and keys), size or font (presentation mode), so the game never leaves it. A
/// person's view lasts until a move needs it: a move the view still shows with room
/// around it keeps it, any other move frames the game and the view is the grid's again.
/// Nor does a zoom, a resize or presentation mode take a game that had room out of the
/// person's view: it is panned as little as keeps the room.
///
/// Geometry: cell (a, b) is the unit square [a, a+1) x [b, b+1) of the plane. In those
/// coordinates the line b = phi*a crosses every P-cell (a_k, b_k) at the column's centre,
/// and b = a/phi every (b_k, a_k): see phiLineRow.
///
/// Tooltips name the cell exactly, P or N, and its Sprague-Grundy value for cells below
/// kSgTableSize, from an SgTableCache (the view's own, or one the window shares with the
/// tables window) filled on a worker thread on first need; a tooltip shown before the
/// table is ready gains the value when it arrives.
///
/// Presentation mode (see presentation.h) reaches the grid as a QEvent::FontChange: the
/// labels take the larger font, the margins and fixed sizes (label gaps, legend swatches,
/// arrowheads, the smallest rings and cursor) grow by presentationScale(), and every line
/// is drawn lineWidth() thick. The cells keep their size: zoom sets that.
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
    /// The cell edge until the person zooms, and the smallest the grid's own view shrinks
    /// it to so that the game's moves show whole (10: (12, 20) in presentation mode on a
    /// 1024x720 projector's window, whose grid is about 260 px high; the cells' colours
    /// still show at that size).
    static constexpr int kUsualCell = 24;
    static constexpr int kSmallestFit = 10;

    explicit WythoffGridView(QWidget* parent = nullptr);
    ~WythoffGridView() override;

    /// The game's current position (marked; legal targets shaded), after a move, an undo,
    /// a new or opened game. `play` chooses which P-positions the overlay shows (misère
    /// play changes three). While following the game (followGame) it frames the game
    /// when the view is the grid's own, or when the person's own view does not show the
    /// new position with a cell of room on every side (a move out of it or to its edge).
    ///
    /// Framing, along each axis on its own: the game's moves run towards 0 (left along
    /// the row, down the column, diagonally), so the axis starts at 0 when the position
    /// and one cell past it fit between 0 and the far edge: the whole row or column is in
    /// view, down to the pile-emptying end, with the first P-positions. Otherwise the
    /// position sits one cell in from the far (top or right) edge, which shows as much of
    /// its moves as fits. Either way a cell of room stays on every side of it (but below
    /// 0, where the plane ends). At the window's first game, (7, 11), the grid starts at
    /// (0, 0).
    ///
    /// The same position again (the window repeats it on every refresh: a pause, the
    /// history, a language change) moves neither the view nor the cursor.
    void setPosition(const grundy::Natural& a, const grundy::Natural& b,
                     grundy::Convention play = grundy::Convention::Normal);
    grundy::Convention play() const { return m_play; }
    /// Whether (a, b) is a P-position of the game's convention.
    bool isP(const grundy::Natural& a, const grundy::Natural& b) const;
    const grundy::Natural& positionA() const { return m_posA; }
    const grundy::Natural& positionB() const { return m_posB; }

    /// Whether P-positions (and the winning targets among the shaded cells) are shown.
    void setShowPPositions(bool show);
    bool showPPositions() const { return m_showP; }
    /// Whether the lines b = phi*a and b = a/phi are drawn.
    void setShowPhiLines(bool show);
    bool showPhiLines() const { return m_showLines; }
    /// Whether the winning moves are shown on their own (without every P-position).
    void setShowWinningMoves(bool show);
    bool showWinningMoves() const { return m_showWins; }
    /// Whether winning moves are drawn now: with "Show P-positions" or on their own.
    /// View → Move Values shows them too, and crosses the reachable cells that lose.
    bool winningMovesShown() const { return m_showP || m_showWins || moveValuesShown(); }
    /// Whether View → Move Values is on (MoveValuesSwitch).
    static bool moveValuesShown();
    /// The targets of the winning moves from the game's position (at most three).
    const std::vector<std::pair<grundy::Natural, grundy::Natural>>& winningTargets() const {
        return m_winningTargets;
    }
    /// Whether setPosition frames the game (see there); off, only the cursor follows it.
    void setFollowGame(bool follow) { m_follow = follow; }
    bool followGame() const { return m_follow; }

    /// The frame as painted now, for GridPainter and GridLegend: where the cells are, the
    /// game's position, the overlays, the sizes and colours. `interactive`: the keyboard
    /// cursor and the focus frame are drawn when the view has focus (not in exports).
    GridFrame frame(bool interactive = true) const;

    /// Cell edge in pixels, kMinCell..kMaxCell (in the overview: a block's edge, the block
    /// holding cellsPerBlock() cells along each side). setCellSize leaves the overview and
    /// keeps the view's centre, or frames the game when the view is the grid's own (as do
    /// zoomIn, zoomOut and the keys + and -).
    int cellSize() const { return m_cell; }
    void setCellSize(int pixels);
    /// Cells along a block's edge: 1, or in the overview (zoomed out past kMinCell pixels
    /// per cell) up to kMaxCellsPerBlock, each block drawn kMinCell pixels wide.
    int cellsPerBlock() const { return m_stride; }
    /// Zooms by `steps` (positive: bigger cells) keeping the cell under `anchor` fixed, or
    /// framing the game when the view is the grid's own.
    void zoomAt(int steps, QPoint anchor);
    /// Whether zooming in / out is still possible.
    bool canZoomIn() const;
    bool canZoomOut() const;
    static constexpr int kMaxCellsPerBlock = 32;

    /// First (lowest) column and row at least partly in view, and how many there are.
    grundy::Natural firstColumn() const { return gridGeometry().firstA(); }
    grundy::Natural firstRow() const { return gridGeometry().firstB(); }
    int visibleColumns() const;
    int visibleRows() const;

    /// The area where cells are drawn (without the axis labels), in widget coordinates.
    QRect gridRect() const;
    /// The cell under widget point `p`, if there is one.
    std::optional<std::pair<grundy::Natural, grundy::Natural>> cellAt(QPoint p) const;
    /// Centre of cell (a, b) in widget coordinates; (-1, -1) when the cell is not in view.
    QPoint cellCenter(const grundy::Natural& a, const grundy::Natural& b) const;
    /// Whether the view is the person's own (panned, zoomed about a point, gone to a
    /// cell) rather than the grid's framing of the game; see setPosition.
    bool isOwnView() const { return m_ownView; }
    /// The keyboard cursor's cell: on the game's position after setPosition, on the
    /// centred cell after goTo, moved by the arrow keys, and always fully in view.
    const std::pair<grundy::Natural, grundy::Natural>& cursorCell() const { return m_cursor; }
    /// Puts the keyboard cursor on (a, b), panning as little as needed to show it.
    void setCursorCell(const grundy::Natural& a, const grundy::Natural& b);
    /// Every P-position at least partly in view, as the overlay draws them (left to right).
    std::vector<std::pair<grundy::Natural, grundy::Natural>> visiblePPositions() const;

    /// One line about cell (a, b): its exact coordinates, P or N, and its relation to the
    /// game's position. For status lines.
    QString describeCell(const grundy::Natural& a, const grundy::Natural& b) const;
    /// The tooltip of cell (a, b): describeCell and, when known, the cell's SG value.
    QString cellToolTip(const grundy::Natural& a, const grundy::Natural& b) const;

    /// The lines the P-positions lie along: b = phi*a (through every (a_k, b_k)) and
    /// b = a/phi (through every (b_k, a_k)).
    using PhiLine = philine::Line;
    /// The row of the cell that `line` crosses at the centre of `column`, exactly:
    /// floor(phi * (column + 1/2)) or floor((column + 1/2) / phi). So
    /// phiLineRow(Upper, a_k) == b_k and phiLineRow(Lower, b_k) == a_k for every k.
    static grundy::Natural phiLineRow(PhiLine line, const grundy::Natural& column);
    /// The part of `line` over the grid, in widget coordinates (a little beyond the grid,
    /// which painting clips); nullopt when the line misses the view. Exact up to 1/16 px
    /// at every origin: the ends are exact integers, only their offset from the view's
    /// corner becomes floating point.
    std::optional<QLineF> phiLineSegment(PhiLine line) const;
    /// The visible parts of the move rays from the game's position, in widget
    /// coordinates, each from the position's side to the far (pile-emptying) end: along
    /// the row, down the column, diagonally. Rays with nothing in view are left out.
    std::vector<QLineF> moveRaySegments() const;

    /// Sprague-Grundy values are shown for 0 <= a, b < kSgTableSize.
    static constexpr int kSgTableSize = 1024;
    /// The cache the SG values come from: the view's own until setSgTableCache.
    const std::shared_ptr<SgTableCache>& sgTableCache() const { return m_sgCache; }
    /// Takes the SG values from `cache`, shared with its other users (the tables window).
    void setSgTableCache(std::shared_ptr<SgTableCache> cache);
    /// Asks the cache for the SG table unless it has it (a fill of about 15 ms).
    void prepareSgTable() const;
    /// Whether the SG values of 0 <= a, b < kSgTableSize are known.
    bool sgTableReady() const;
    /// G(a, b) when the table is ready and holds (a, b); asks for the table otherwise.
    std::optional<std::uint32_t> sgValue(const grundy::Natural& a, const grundy::Natural& b) const;

    /// Fill of P-cells, and of the cells one move reaches (translucent); for legends.
    QColor pColour() const;
    QColor reachableColour() const;
    /// Colour of the winning-move arrows and rings, and of the phi lines.
    QColor winColour() const;
    /// The colour of the move arrows.
    QColor rayColour() const;
    QColor lineColour() const;

    /// The picture exportPng and exportSvg write: the grid as it looks (labels, overlays,
    /// lines; no keyboard cursor) with a legend below. exportSize() is its size.
    QSize exportSize() const;
    void paintExport(QPainter& painter) const;
    /// Writes the picture as PNG / SVG; on failure false and, if given, why in `error`.
    bool exportPng(const QString& path, QString* error = nullptr) const;
    bool exportSvg(const QString& path, QString* error = nullptr) const;
    /// A title naming the part of the plane in view, for exports.
    QString exportTitle() const;

    /// The presentation scale in effect (1 normally, presentation::kScale on a projector).
    double presentationScale() const;
    /// A line `base` pixels wide at the normal size, as thick as the grid draws it now
    /// (presentation::lineWidth).
    double lineWidth(double base) const;
    /// The font of the axis labels, the phi lines' labels and the legend: the widget's
    /// own, so presentation mode enlarges it with the rest of the window.
    QFont labelFont() const { return font(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    /// Centres cell (a, b), at any size; the view is then the person's own.
    void goTo(const grundy::Natural& a, const grundy::Natural& b);
    /// "Back to the game" (and Home): frames the game as setPosition does, puts the
    /// keyboard cursor on it and makes the view the grid's own again.
    void backToGame();
    void zoomIn();
    void zoomOut();
    /// Moves the view by whole pixels (positive dx: content moves right); the view is then
    /// the person's own.
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
    void showPhiLinesChanged(bool show);
    void showWinningMovesChanged(bool show);

protected:
    bool event(QEvent* e) override;
    /// On QEvent::FontChange (presentation mode on or off): measures the labels again,
    /// updates the size hints and repaints.
    void changeEvent(QEvent* e) override;
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
    /// What the layout measures from the font and the presentation scale, kept from one
    /// font change to the next: gridRect() is asked for every cell drawn, and measuring
    /// the labels' width lays out text.
    struct Metrics {
        double scale = 1;   ///< presentation::scale(this)
        int fontHeight = 0; ///< fontMetrics().height()
        int labelWidth = 0; ///< see labelWidth()
    };
    const Metrics& metrics() const;
    /// `base` pixels at the normal size, scaled for presentation mode and rounded.
    int scaled(int base) const;
    int leftMargin() const;
    /// Width of the widest axis label (seven digits, or an ellipsis and six digits).
    int labelWidth() const;
    QPoint gridCentre() const;
    int bottomMargin() const;
    /// Where the cells are now (a copy: the grid's rectangle, both axes, the cell size).
    GridGeometry gridGeometry() const;
    /// The grid's rectangle when the view is `size` large.
    QRect gridRectFor(QSize size) const;
    /// Whether the game's cell (its block in the overview) is wholly in view with a cell of
    /// room on every side, none needed below 0 (GridAxis::roomyInView); in `grid` when
    /// given, the view's grid rectangle otherwise.
    bool positionHasRoom(QRect grid) const;
    bool positionHasRoom() const;
    /// In the person's own view, after a zoom, a resize or a font change: a game that
    /// `hadRoom` before it keeps that room, the view panned as little as needed.
    void keepRoom(bool hadRoom);
    /// Places both axes for the game (GridAxis::frame) and makes the view the grid's own.
    void frameGame();
    /// Until the person zooms: the usual cell edge, or a smaller one down to kSmallestFit
    /// if then the game's moves run whole to the edges of the plane.
    void fitCellToGame();
    /// A zoom by the person about `anchor` (the wheel, a click on the overview): the view
    /// becomes their own (and keeps the game's room, as every zoom does there).
    void zoomAbout(int steps, QPoint anchor);
    void afterViewMoved();
    /// Moves the keyboard cursor by (dx, dy) cells, stopping at 0, and keeps it in view.
    void moveCursor(int dx, int dy);
    /// Pans as little as needed for the cursor cell to be wholly inside the grid.
    void scrollToCursor();
    /// After the view moved by other means: brings the cursor back into view.
    void keepCursorInView();
    void updateHover(QPoint p);
    /// Shows the tooltip of the cell under `pos` (widget point), or hides it.
    void showCellToolTip(QPoint pos, QPoint globalPos);
    /// The SG table arrived: a tooltip still showing gains the cell's value.
    void onSgTableReady();

    /// Zooms to blocks of `pixels` and `stride` cells, keeping the cell under `anchor`.
    void rezoom(int pixels, int stride, QPoint anchor);

    GridAxis m_x, m_y; ///< in blocks (cells at stride 1)
    int m_cell = kUsualCell;
    bool m_zoomed = false; ///< the person chose the cell size: the framing keeps it
    int m_stride = 1; ///< cells along a block's edge (the overview when more than 1)
    grundy::Natural m_posA, m_posB;
    grundy::Convention m_play = grundy::Convention::Normal;
    std::vector<std::pair<grundy::Natural, grundy::Natural>> m_winningTargets;
    bool m_showP = false;
    bool m_showLines = false;
    bool m_showWins = false;
    bool m_follow = true;
    /// The person moved the view since the grid last framed the game (see setPosition).
    bool m_ownView = false;
    bool m_sized = false; ///< goTo before the first resize is redone at the real size
    grundy::Natural m_centreA, m_centreB; ///< the last cell goTo centred
    bool m_pressed = false, m_dragging = false;
    QPoint m_pressPos, m_lastDragPos, m_mousePos;
    int m_wheel = 0; ///< wheel angle not yet turned into zoom steps
    std::optional<std::pair<grundy::Natural, grundy::Natural>> m_hovered;
    std::pair<grundy::Natural, grundy::Natural> m_cursor;
    mutable std::optional<Metrics> m_metrics; ///< measured on first need after a font change
    std::shared_ptr<SgTableCache> m_sgCache;
    /// The tooltip shown last: where, for which cell, with which text.
    struct ShownTip {
        QPoint pos, globalPos;
        std::pair<grundy::Natural, grundy::Natural> cell;
        QString text;
    };
    std::optional<ShownTip> m_tip;
};
