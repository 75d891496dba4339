// SPDX-License-Identifier: MIT
#pragma once

#include "boards/boardview.h"

#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class QHBoxLayout;

/// The board of the redistribution game: click the pile to take from, set how many of
/// its stones leave the game and how many go to each other pile still in play (with
/// − and + or by typing, exact at any size), read the live summary, then Confirm. Confirm
/// is enabled only when the prepared move is legal. Empty piles are shown out of play.
///
/// Keys: Left/Right choose the source pile, Up/Down how many leave, Tab reaches each
/// pile's field, Enter confirms, Escape resets.
class RedistributionView : public BoardView {
    Q_OBJECT
public:
    explicit RedistributionView(QWidget* parent = nullptr);

    void setPosition(const grundy::AnyPosition& position,
                     const std::optional<grundy::AnyMove>& lastMove = std::nullopt) override;
    void setInteractive(bool interactive) override;
    void showHint(const grundy::AnyMove& move) override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// Makes `pile` the source (removing one stone, giving none); false if it is empty.
    bool chooseSource(int pile);
    /// The chosen source pile, or -1.
    int source() const { return m_source; }
    /// Whether the piles are drawn as stones (else as bars).
    bool drawsStones() const { return m_stones; }
    /// Where pile `pile` is drawn (click it to choose it as the source).
    QRect pileRect(int pile) const;
    /// Where stone `index` (0 = bottom) of pile `pile` is drawn; empty if none.
    QRect stoneRect(int pile, int index) const;
    /// The field with the stones pile `pile` loses (source) or receives (others).
    QLineEdit* amountEdit(int pile) const { return m_piles.at(pile).edit; }
    QToolButton* plusButton(int pile) const { return m_piles.at(pile).plus; }
    QToolButton* minusButton(int pile) const { return m_piles.at(pile).minus; }
    QPushButton* confirmButton() const { return m_confirm; }
    QPushButton* resetButton() const { return m_reset; }
    /// The live summary of the prepared move (or why it cannot be made).
    QString summary() const;
    /// The prepared move, when every field holds a number and a source is chosen.
    std::optional<grundy::redistribution::Move> preparedMove() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void layoutChanged() override;

private:
    /// One pile's controls under its column.
    struct PileControls {
        QWidget* box = nullptr;
        QLabel* role = nullptr;
        QToolButton* minus = nullptr;
        QLineEdit* edit = nullptr;
        QToolButton* plus = nullptr;
    };

    const std::vector<grundy::Natural>& piles() const { return m_position.piles; }
    void rebuildControls();
    /// Room for five digits in `edit`'s font.
    static void setEditWidth(QLineEdit* edit);
    void step(int pile, int delta);
    void reset();
    void refresh();
    void confirm();
    grundy::Natural amount(int pile) const;
    QRect boardRect() const;
    int labelHeight() const;
    void paintPile(QPainter& painter, int pile, const grundy::Natural& leaving,
                   const grundy::Natural& removed, const grundy::Natural& incoming);

    grundy::redistribution::Position m_position;
    std::optional<grundy::redistribution::Move> m_lastMove;
    std::optional<grundy::redistribution::Move> m_hint;
    bool m_interactive = true;
    bool m_stones = true;
    int m_pitch = 24;
    int m_source = -1;
    std::vector<PileControls> m_piles;
    QHBoxLayout* m_controlsRow;
    QLabel* m_summary;
    QPushButton* m_confirm;
    QPushButton* m_reset;
};
