// SPDX-License-Identifier: MIT
#pragma once

#include "boards/boardview.h"

#include <QLabel>

#include <optional>

/// Treblecross's board: a strip of numbered cells, wrapped into lines when it is longer than
/// the board is wide. Click an empty cell to write X in it; pointing at one shows the X it
/// would get. Keys: Left/Right (Up/Down a line) choose an empty cell, Enter or Space writes.
/// Move Values marks every empty cell winning or losing; the finished game's three in a row
/// is struck through.
class CellsView : public BoardView {
    Q_OBJECT
public:
    explicit CellsView(QWidget* parent = nullptr);

    void setPosition(const grundy::AnyPosition& position,
                     const std::optional<grundy::AnyMove>& lastMove = std::nullopt) override;
    void setInteractive(bool interactive) override;
    void showHint(const grundy::AnyMove& move) override;
    MoveValue markedValue(const grundy::AnyMove& move) const override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    int wordsHeight() const override;

    /// The centre of cell `cell` (0-based) on screen.
    QPoint cellCenter(std::size_t cell) const;
    /// The line under the strip: the move pointed at, or the help.
    QString caption() const { return m_caption->text(); }
    /// The cell the keyboard is on, or none.
    std::optional<std::size_t> cursor() const { return m_cursor; }

    int partCount() const override { return int(m_position.board.size()); }
    QString partText(int part) const override;
    QRect partRect(int part) const override { return cellRect(std::size_t(part)); }
    int focusedPart() const override { return m_cursor ? int(*m_cursor) : -1; }
    bool partsAreCells() const override { return true; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void layoutChanged() override;
    void retranslate() override;
    void moveValuesChanged() override;

private:
    /// The side of a cell, and how many cells a line holds, at `width`.
    int cellSide() const;
    int perLine(int width) const;
    QRect cellRect(std::size_t cell) const;
    std::optional<std::size_t> cellAt(const QPoint& pos) const;
    bool isEmpty(std::size_t cell) const { return m_position.board[cell] == '.'; }
    void request(std::size_t cell);
    void updateCaption();
    MoveValue cellMark(std::size_t cell) const;

    grundy::treblecross::Position m_position{"....."};
    std::optional<std::size_t> m_last; ///< the cell of the move that led here
    std::optional<std::size_t> m_hint;
    std::optional<std::size_t> m_hover;
    std::optional<std::size_t> m_cursor;
    bool m_interactive = true;
    QLabel* m_caption;
    MoveValueCache<std::size_t> m_values;
};
