// SPDX-License-Identifier: MIT
#pragma once

#include "boards/boardview.h"

#include <optional>
#include <vector>

class QLabel;
class QScrollArea;

/// The board of Northcott's game: rows of squares, each with a black piece (a round disc)
/// and a white piece (a rounded square). The person moves a piece of the colour to move:
/// click any empty square of a row (the row's own piece goes there), or click the piece
/// first (its squares light up) and then a square, or drag it. Hovering shows where the
/// piece would go. Keys: Up/Down choose the row, Left/Right the square, Enter moves,
/// Escape cancels.
///
/// Boards wider than kMaxColumns show the squares around the pieces and both edges and
/// draw each long empty stretch as one "…" column; many rows or columns scroll.
class NorthcottView : public BoardView {
    Q_OBJECT
public:
    /// Boards with more columns than this are compressed around the pieces.
    static constexpr int kMaxColumns = 30;

    explicit NorthcottView(QWidget* parent = nullptr);

    void setPosition(const grundy::AnyPosition& position,
                     const std::optional<grundy::AnyMove>& lastMove = std::nullopt) override;
    void setInteractive(bool interactive) override;
    void showHint(const grundy::AnyMove& move) override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// The column numbers over the board and the caption under it.
    int wordsHeight() const override;

    /// The position shown.
    const grundy::northcott::Position& position() const { return m_position; }
    /// The widget the squares are drawn on (inside a scroll area): clicks go there.
    QWidget* canvas() const;
    /// The centre of square (row, column) on the canvas; a null point when that column is
    /// not drawn (inside a compressed stretch).
    QPoint squareCenter(int row, const grundy::Natural& column) const;
    /// The same in the board's own coordinates (null when not drawn or scrolled away).
    QPoint squareCenterOnBoard(int row, const grundy::Natural& column) const;
    /// The row whose piece is chosen (click or keys), or -1.
    int selectedRow() const { return m_selected; }
    /// The keyboard's target square in the chosen row.
    std::optional<grundy::Natural> target() const { return m_target; }
    /// The line under the board: what to do, or why a click did nothing.
    QString caption() const;
    /// Whether the columns are compressed (the board is wider than kMaxColumns).
    bool isCompressed() const { return m_compressed; }
    /// The drawn columns left to right; a compressed stretch is 0.
    std::vector<grundy::Natural> drawnColumns() const;
    /// Scrolls square (row, column) into view.
    void showSquare(int row, const grundy::Natural& column);

    /// Screen readers' parts: one per row ("Row 2: black piece on column 4, white piece on
    /// column 6, gap 1"); the keys are on the chosen row.
    int partCount() const override { return int(m_position.rows.size()); }
    /// The mark of `move` (View → Move Values): on its square, drawn in every row for the
    /// colour to move; a square inside a compressed stretch is marked on the stretch when it
    /// wins, and said in words (the row's part text).
    MoveValue markedValue(const grundy::AnyMove& move) const override;
    QString partText(int part) const override;
    QRect partRect(int part) const override;
    int focusedPart() const override;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void layoutChanged() override;
    void retranslate() override;
    void moveValuesChanged() override;
    void resizeEvent(QResizeEvent* event) override;
    /// Lays the squares out again when the scroll area's viewport changes size.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    class Canvas;
    friend class Canvas;

    /// One drawn column: a square column, or a stretch of empty columns first..last.
    struct Item {
        grundy::Natural first, last;
        bool gap = false;
        int x = 0, width = 0;
    };

    /// The square size that fits the viewport now; layoutItems() keeps it in m_cell.
    int cellSize() const;
    int labelWidth() const;
    int headerHeight() const;
    QSize contentSize() const;
    void buildItems();
    void layoutItems();
    /// The drawn item of `column`, or -1 (inside a stretch).
    int itemOf(const grundy::Natural& column) const;
    QRect squareRect(int row, int item) const;
    /// The (row, item) under a canvas point; row -1 when none.
    std::pair<int, int> squareAt(const QPoint& pos) const;
    bool isMine(int row, const grundy::Natural& column) const;
    bool isTarget(int row, const grundy::Natural& column) const;
    /// The mark of the mover's piece going to (row, column): None when the values are off
    /// or it may not go there.
    MoveValue squareMark(int row, const grundy::Natural& column) const;
    /// The winning moves of row `row` whose square lies in first..last, in words.
    QStringList winningIn(int row, const grundy::Natural& first, const grundy::Natural& last) const;
    void select(int row);
    void request(int row, const grundy::Natural& to);
    void setMessage(const QString& text);
    void updateCaption();
    /// The next drawn column from the target (or the piece) in direction dir (±1) that
    /// the row's piece may move to.
    std::optional<grundy::Natural> nextTarget(int row, int dir) const;

    // The canvas's events.
    void paintCanvas(QPainter& painter, const QRect& exposed) const;
    void pressCanvas(QMouseEvent* event);
    void moveCanvas(QMouseEvent* event);
    void releaseCanvas(QMouseEvent* event);

    grundy::northcott::Position m_position;
    std::optional<grundy::northcott::Move> m_lastMove;
    std::optional<grundy::Natural> m_lastFrom;
    std::optional<grundy::northcott::Move> m_hint;
    bool m_interactive = true;
    bool m_compressed = false;
    int m_selected = -1;
    int m_cursorRow = 0;
    std::optional<grundy::Natural> m_target;
    std::pair<int, int> m_hover{-1, -1};
    bool m_dragging = false;
    QPoint m_dragPos;
    QString m_message; ///< why the last click did nothing, until the next action
    std::vector<Item> m_items;
    int m_cell = 40; ///< the squares' size, as laid out
    QScrollArea* m_scroll;
    Canvas* m_canvas;
    QLabel* m_caption;
    MoveValueCache<std::pair<int, grundy::Natural>> m_marks; ///< squareMark(), per position
    std::vector<grundy::northcott::Move> m_winning; ///< every winning move, while values are on
};
