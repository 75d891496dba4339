// SPDX-License-Identifier: MIT
#pragma once

#include "boards/boardview.h"
#include "games/dag/graphlayout.h"

#include <QPointF>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QScrollBar;
class QToolButton;

/// The board of chessmen on a graph (dag): the vertices as numbered circles in ranks laid
/// out by Graphviz's dot (GraphLayout), every arrow pointing down, or right when that shows
/// the graph clearly bigger on the board, each edge drawn along the curve dot routed
/// around the other vertices; the chessmen on their vertices (a count when several share
/// one). Click a chessman, then a lit successor; or click a successor straight away when
/// only one chessman can reach it. Hovering a chessman lights the vertices it can reach.
/// The last move's edge and the hint are drawn in their own colours; "SG values" shows
/// each vertex's value below it.
///
/// Keys: Left/Right choose a chessman, Enter starts choosing where it goes, Left/Right
/// choose the vertex, Enter moves, Escape cancels; + and - zoom, 0 fits the graph.
///
/// The graph is fitted to the board and spreads into the room the fit leaves (the circles
/// keep their size): a graph shrunk to fit its ranks across them, a small one both ways.
/// Graphs too big for the board (beyond about 30 ranks) keep readable circles and scroll;
/// the wheel scrolls, Ctrl+wheel zooms.
class GraphView : public BoardView {
    Q_OBJECT
public:
    explicit GraphView(QWidget* parent = nullptr);

    void setPosition(const grundy::AnyPosition& position,
                     const std::optional<grundy::AnyMove>& lastMove = std::nullopt) override;
    void setInteractive(bool interactive) override;
    void showHint(const grundy::AnyMove& move) override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// The centre of vertex `v` on screen (it may lie outside the visible area).
    QPoint vertexCenter(std::size_t v) const;
    /// The vertex whose chessman is chosen, or -1.
    int selectedVertex() const { return m_selected; }
    /// The vertices the chosen (or hovered) chessman can move to.
    std::vector<std::size_t> litVertices() const;
    /// The line under the graph: the chosen move, or the help.
    QString caption() const;
    /// Whether each vertex shows its SG value.
    bool showsValues() const;
    void setShowsValues(bool show);
    /// The rank of each vertex (0 at the top, or the left), for tests.
    const std::vector<int>& layers() const { return layout().layer; }
    /// The layout drawn now (layout units; toScreen scales them), for tests.
    const GraphLayout& layout() const { return *m_layouts[std::size_t(m_direction)]; }
    /// The centre of a layout point on screen.
    QPointF toScreen(QPointF content) const;
    /// The circles' radius on screen.
    double radius() const;
    /// The scales from layout to screen across and down.
    QSizeF scales() const;
    double zoom() const { return m_zoom; }
    void setZoom(double zoom);

    /// Screen readers' parts: one per vertex, in number order; the keys are on the chosen
    /// target while one is chosen, else on the chosen chessman.
    int partCount() const override;
    /// The mark of `move` (View → Move Values): on the middle of its edge, drawn for every
    /// edge a chessman can move along.
    MoveValue markedValue(const grundy::AnyMove& move) const override;
    QString partText(int part) const override;
    QRect partRect(int part) const override;
    int focusedPart() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void layoutChanged() override;
    void retranslate() override;
    void moveValuesChanged() override;

private:
    /// Forgets the layouts of the last graph and lays this one out.
    void layoutGraph();
    /// The layout going `direction`, laid out on first use (once per graph and direction;
    /// dot's layouts of the last few graphs are kept for the boards made after).
    const GraphLayout& layoutFor(GraphLayout::Direction direction);
    /// Ranks down or right, whichever shows the graph bigger on the board now (the other
    /// only when it is clearly bigger, so a small resize does not turn the graph).
    void chooseDirection();
    /// Sizes the scroll bars for the content at the current zoom.
    void updateScrolling();
    /// Where the drawing area ends (above the caption and the scroll bar).
    QRect drawingArea() const;
    int vertexAt(const QPoint& pos) const;
    /// The first chessman (lowest index) on vertex v, or -1.
    int chessmanOn(std::size_t v) const;
    std::size_t chessmenOn(std::size_t v) const;
    bool canMoveFrom(std::size_t v) const;
    /// The vertices a chessman can move from, in number order.
    std::vector<std::size_t> movableVertices() const;
    /// The one chessman vertex that can move to `to`, or -1 when none or several can.
    int onlyMoverTo(std::size_t to) const;
    void select(int vertex);
    void request(std::size_t from, std::size_t to);
    void showVertex(std::size_t v);
    void updateCaption();
    const std::vector<std::size_t>& successors(std::size_t v) const;
    /// The layout's path of the edge from -> to, or null when there is no such edge.
    const GraphLayout::Path* edgePath(std::size_t from, std::size_t to) const;
    /// The mark of moving a chessman from vertex `from` to `to` (None: no chessman there,
    /// or the values are off).
    MoveValue edgeMark(std::size_t from, std::size_t to) const;

    grundy::dag::Position m_position;
    std::optional<grundy::dag::Move> m_lastMove;
    std::optional<std::size_t> m_lastFrom;
    std::optional<grundy::dag::Move> m_hint;
    bool m_interactive = true;
    int m_selected = -1;
    int m_target = -1; ///< the keyboard's target vertex
    int m_hover = -1;
    bool m_keyboard = false; ///< the keys chose last: show their cursor
    double m_zoom = 1;       ///< on top of fitting the graph to the board
    /// The graph's layouts by direction (Down, Right), each made on first use.
    std::array<std::shared_ptr<const GraphLayout>, 2> m_layouts;
    GraphLayout::Direction m_direction = GraphLayout::Direction::Down;
    QLabel* m_caption;
    QToolButton* m_values;
    QScrollBar* m_hscroll;
    QScrollBar* m_vscroll;
    MoveValueCache<std::pair<std::size_t, std::size_t>> m_marks; ///< edgeMark(), per position
};
