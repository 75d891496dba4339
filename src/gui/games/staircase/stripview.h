// SPDX-License-Identifier: MIT
#pragma once

#include "boards/boardview.h"

#include <optional>
#include <vector>

class QLabel;
class QScrollBar;
class TypedMoveRow;

/// The board of Georgia and Bob: a 1×M strip of numbered cells with chips. Click (or
/// drag) a chip, its legal target cells light up, then click one or drop the chip on
/// it. Strips too long to draw show the cells around the chips and compress long empty
/// stretches into labelled gaps; the target cell can then also be typed exactly.
///
/// Keys: Left/Right choose a chip, Enter starts choosing its target, Left/Right move
/// the target, Enter moves the chip, Escape cancels.
///
/// A strip too long for the board keeps readable cells and scrolls; the chosen chip, the
/// target, the hint and the last move are scrolled into view.
class StripView : public BoardView {
    Q_OBJECT
public:
    /// Strips with more cells than this are compressed around the chips.
    static constexpr int kMaxCells = 60;

    explicit StripView(QWidget* parent = nullptr);

    void setPosition(const grundy::AnyPosition& position,
                     const std::optional<grundy::AnyMove>& lastMove = std::nullopt) override;
    void setInteractive(bool interactive) override;
    void showHint(const grundy::AnyMove& move) override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// Whether long empty stretches are drawn as gaps (and the typed row is shown).
    bool isCompressed() const { return m_compressed; }
    /// The centre of cell `cell` on screen, or a null point when it is not drawn (or
    /// scrolled out of view).
    QPoint cellCenter(const grundy::Natural& cell) const;
    /// The centre of chip `chip` (index in ascending order).
    QPoint chipCenter(int chip) const;
    /// The labels of the compressed gaps, left to right ("… 1,000 empty cells …").
    QStringList gapLabels() const;
    /// The text of a gap of `count` empty cells ("… 1 empty cell …", "… 1,000 empty cells
    /// …"); `wrappable` lets a long count wrap between its digit groups.
    static QString gapText(const grundy::Natural& count, bool wrappable = false);
    /// The cell the last move's chip came from, when the board shows that move.
    std::optional<grundy::Natural> lastFromCell() const { return m_lastFrom; }
    /// Whether chip `chip` has room to move left.
    bool canMove(int chip) const;
    /// The selected chip, or -1.
    int selectedChip() const { return m_selected; }
    /// The line under the strip: the chosen move, or the help.
    QString caption() const;
    /// The typed-move row (chip chooser, target cell, Move), shown when compressed.
    TypedMoveRow* typedRow() const { return m_row; }
    /// The scroll bar of a strip longer than the board; hidden while it fits.
    QScrollBar* scrollBar() const { return m_scroll; }
    /// Scrolls cell `cell` into view (when it is drawn).
    void showCell(const grundy::Natural& cell);

    /// Screen readers' parts: the drawn cells and gaps, left to right; the keys are on the
    /// target cell while one is chosen, else on the chosen chip.
    int partCount() const override { return int(m_items.size()); }
    /// The mark of `move` (View → Move Values): on its target cell, which is drawn for every
    /// chip at once (an empty cell is a target of the chip to its right only); a target
    /// inside a compressed gap is marked on the gap when it wins, and said in words.
    MoveValue markedValue(const grundy::AnyMove& move) const override;
    QString partText(int part) const override;
    QRect partRect(int part) const override;
    int focusedPart() const override;
    bool partsAreCells() const override { return true; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void layoutChanged() override;
    void retranslate() override;
    void moveValuesChanged() override;
    /// The chooser's words for a chip: "chip on cell 5".
    QString chipName(int chip) const;

private:
    /// One drawn item: a cell, or a gap of empty cells first..last.
    struct Item {
        grundy::Natural first, last;
        bool gap = false;
        QRect rect;
    };

    /// The narrowest and widest cell: wider in presentation mode.
    int minCell() const;
    int maxCell() const;
    /// Where `item` is on screen now (items are laid out along the whole strip).
    QRect shownRect(const Item& item) const;
    /// The drawn cell `cell`, or null when it is not drawn (inside a gap).
    const Item* itemOf(const grundy::Natural& cell) const;
    void buildItems();
    void layoutItems();
    int itemAt(const QPoint& pos) const;
    int chipOn(const grundy::Natural& cell) const;
    bool isTarget(const grundy::Natural& cell) const;
    void select(int chip);
    /// The first chip that can move from `from` on in direction `dir` (±1), `from`
    /// itself included; -1 when none can.
    int movableFrom(int from, int dir) const;
    void request(const grundy::Natural& to);
    void typedMove();
    void updateCaption();
    QString cellLabel(const grundy::Natural& cell, int width) const;
    /// The move to `cell` (empty) of the chip to its right, if there is one.
    std::optional<grundy::staircase::Move> moveTo(const grundy::Natural& cell) const;
    /// The mark of drawn empty cell `cell` (None while the values are off).
    MoveValue cellMark(const grundy::Natural& cell) const;
    /// The winning moves into the gap first..last, in words.
    QStringList winningInto(const Item& gap) const;
    /// The last move's arrow from the chip's old cell to its new one.
    void paintLastMove(QPainter& painter) const;

    grundy::staircase::Position m_position{{1}, 1};
    std::optional<grundy::Natural> m_lastFrom, m_lastTo;
    std::optional<grundy::staircase::Move> m_lastMove; ///< the move m_lastTo was found for
    std::optional<grundy::staircase::Move> m_hint;
    bool m_interactive = true;
    bool m_compressed = false;
    int m_selected = -1;
    std::optional<grundy::Natural> m_target; ///< the keyboard's target cell
    bool m_dragging = false;
    QPoint m_dragPos;
    int m_cellW = 36;
    std::vector<Item> m_items;
    QLabel* m_caption;
    TypedMoveRow* m_row;
    QScrollBar* m_scroll;
    /// The position's winning moves while the values are on (once per position).
    std::optional<std::vector<grundy::staircase::Move>> m_winning;
};
