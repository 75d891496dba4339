// SPDX-License-Identifier: MIT
#pragma once

#include "boards/boardview.h"

#include <QList>

class QLabel;
class QGridLayout;
class QScrollArea;

/// The board of a sum of games: each component on its own game's board (the board its home
/// makes), one under the other with its name and, while View → Move Values is on, its value;
/// below them one line with the values in binary and their XOR. A move made on a
/// component's board is the sum's move in that component.
class SumView : public BoardView {
    Q_OBJECT
public:
    explicit SumView(QWidget* parent = nullptr);

    void setPosition(const grundy::AnyPosition& position,
                     const std::optional<grundy::AnyMove>& lastMove = std::nullopt) override;
    void setInteractive(bool interactive) override;
    void showHint(const grundy::AnyMove& move) override;
    MoveValue markedValue(const grundy::AnyMove& move) const override;
    int wordsHeight() const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// The board of component i (tests click on it).
    BoardView* componentBoard(int i) const;
    int componentCount() const { return int(m_parts.size()); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void retranslate() override;
    void layoutChanged() override;
    void moveValuesChanged() override;

private:
    struct Part {
        QLabel* caption = nullptr;
        BoardView* board = nullptr;
    };
    /// Makes the boards again when the components' games changed (a new game).
    void rebuild();
    /// How many boards across, for this many components at the scale in effect.
    int columnsFor(std::size_t components) const;
    void keepContentMinimum();
    void updateTexts();
    /// The size the parts ask for by `hint` (sizeHint or minimumSizeHint), laid out as the
    /// grid lays them.
    QSize hintOf(QSize (QWidget::*hint)() const) const;
    /// How component i's board judges its moves: in the sum (MoveContext).
    MoveJudge judgeFor(std::size_t i) const;

    grundy::AnyPosition m_position;
    std::optional<grundy::AnyMove> m_lastMove;
    bool m_hasPosition = false;
    bool m_interactive = false;
    QList<Part> m_parts;
    QLabel* m_total = nullptr;
    QGridLayout* m_layout = nullptr; ///< the captions and boards, in m_content
    QWidget* m_content = nullptr;
    QScrollArea* m_scroll = nullptr;
    int m_columns = 1;
};
