// SPDX-License-Identifier: MIT
#pragma once

#include "boards/boardview.h"
#include "boards/stonepainter.h"
#include "boards/stonestack.h"

#include <map>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class QHBoxLayout;
class QScrollBar;

/// The board of the redistribution game: click the pile to take from, set how many of
/// its stones leave the game and how many go to each other pile still in play (with
/// − and + or by typing, exact at any size), read the live summary, then Confirm. Confirm
/// is enabled only when the prepared move is legal. Empty piles are shown out of play.
///
/// Keys: Left/Right choose the source pile, Up/Down how many leave, Tab reaches each
/// pile's field, Enter confirms, Escape resets.
///
/// As many piles as fit the width are in view, each over its own controls; a scroll bar
/// brings the others (the board never widens with the pile count). The controls are
/// made for the columns in view only, so ten thousand piles cost ten thousand numbers,
/// not ten thousand rows of widgets.
class RedistributionView : public BoardView {
    Q_OBJECT
public:
    /// The piles in view at the smallest size, and at the size the board asks for.
    static constexpr int kMinShownPiles = 3;
    static constexpr int kShownPiles = 8;

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
    /// The field with the stones pile `pile` loses (source) or receives (others), and its
    /// − and + buttons; null while the pile is scrolled out of view.
    QLineEdit* amountEdit(int pile) const { return inView(pile) ? controls(pile).edit : nullptr; }
    QToolButton* plusButton(int pile) const { return inView(pile) ? controls(pile).plus : nullptr; }
    QToolButton* minusButton(int pile) const {
        return inView(pile) ? controls(pile).minus : nullptr;
    }
    /// Whether pile `pile` is in view (not scrolled away).
    bool inView(int pile) const { return pile >= m_first && pile < m_first + m_shown; }
    /// Scrolls pile `pile` into view.
    void showPile(int pile);
    /// The scroll bar that brings piles into view; hidden while all of them fit.
    QScrollBar* scrollBar() const { return m_scroll; }
    QPushButton* confirmButton() const { return m_confirm; }
    QPushButton* resetButton() const { return m_reset; }
    /// The live summary of the prepared move (or why it cannot be made).
    QString summary() const;
    /// How pile `pile`'s bar is split (now, taken by the last move, hinted), when the
    /// piles are bars; all zero otherwise.
    stonepainter::BarParts barParts(int pile) const;
    /// The stones a click under the pointer would take from its pile (the preview), or
    /// nullopt: the pile and how many.
    std::optional<std::pair<int, int>> hovered() const { return m_hover; }
    /// The prepared move, when every field holds a number and a source is chosen.
    std::optional<grundy::redistribution::Move> preparedMove() const;

    /// Screen readers' parts: the piles; the one the keys are on is the chosen source.
    int partCount() const override { return int(piles().size()); }
    /// The mark of `move` (View → Move Values): a removal alone is marked on its stone (the
    /// stone a click there takes from); any prepared move is said in the summary.
    MoveValue markedValue(const grundy::AnyMove& move) const override;
    QString partText(int part) const override;
    QRect partRect(int part) const override { return pileRect(part); }
    int focusedPart() const override { return m_source; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void layoutChanged() override;
    void retranslate() override;
    void moveValuesChanged() override;

private:
    /// The controls under one column in view (showing pile m_first + their index).
    struct PileControls {
        QWidget* box = nullptr;
        QLabel* role = nullptr;
        QHBoxLayout* steps = nullptr; ///< − field +
        QToolButton* minus = nullptr;
        QLineEdit* edit = nullptr;
        QToolButton* plus = nullptr;
    };

    const std::vector<grundy::Natural>& piles() const { return m_position.piles; }
    const PileControls& controls(int pile) const { return m_boxes.at(pile - m_first); }
    void addControls();
    /// As many columns as the width holds, then bindControls().
    void fitColumns();
    /// Shows the piles from m_first in the columns' controls.
    void bindControls();
    void setAmount(int pile, const QString& text);
    /// The amount field's width in `fm`: three digits in a compact column (no − and +),
    /// five beside them.
    static int fieldWidth(const QFontMetrics& fm, bool compact);
    /// `edit` as wide as fieldWidth for the columns shown now.
    void setEditWidth(QLineEdit* edit) const;
    /// Compact columns: each pile's field without its − and + (for many piles).
    void setCompact(bool compact);
    /// Shows or hides the − and + of `c` as the columns are compact or not.
    void showSteps(const PileControls& c) const;
    /// The piles' names' font: one size for every name, fitted to the narrowest column in
    /// view (columns a pixel apart alternated between two sizes).
    QFont nameFont() const;
    void step(int pile, int delta);
    void reset();
    void refresh();
    void confirm();
    grundy::Natural amount(int pile) const;
    QRect boardRect() const;
    /// What a pile's column says it does in the prepared move.
    enum class Role { Source, Receiver, Empty };
    static QString roleWords(Role role);
    /// The narrowest a pile's column may be, compact (its field) or not (− field +),
    /// whatever its pile's role: its controls and the spacing after them.
    int columnWidth(bool compact) const;
    /// The width of `most` piles' columns as shown now (fewer if there are fewer piles).
    int columnsWidth(int most) const;
    int labelHeight() const;
    /// What `move` takes from `pile` (removed and given away), 0 for another pile.
    grundy::Natural takenBy(const std::optional<grundy::redistribution::Move>& move,
                            int pile) const;
    /// The pile and stone under `at` (a click there takes that stone and those above).
    std::optional<std::pair<int, int>> stoneAt(const QPoint& at) const;
    void paintPile(QPainter& painter, int pile, const grundy::Natural& leaving,
                   const grundy::Natural& removed, const grundy::Natural& incoming);

    /// The marks of pile `pile`'s stones: removing that many from the top, giving none
    /// (index stones - 1); worked out when first needed after the position changed.
    const std::vector<MoveValue>& stoneMarks(int pile) const;
    /// The value sentence of the board (its winning move, or that every move loses).
    QString valuesNote() const;

    grundy::redistribution::Position m_position;
    mutable std::map<int, std::vector<MoveValue>> m_marks; ///< stoneMarks(), by pile
    std::optional<grundy::redistribution::Move> m_lastMove;
    std::optional<grundy::redistribution::Move> m_hint;
    bool m_interactive = true;
    bool m_stones = true;
    bool m_compact = false; ///< the fields without − and + (setCompact())
    StoneStack m_stack{24, 1}; ///< the stones' pitch, and how many side by side
    int m_source = -1;
    std::optional<std::pair<int, int>> m_hover; ///< pile, stones a click would take
    std::vector<QString> m_amounts;             ///< each pile's field, in view or not
    int m_first = 0;                            ///< the first pile in view
    int m_shown = 0;                            ///< how many piles are in view
    std::vector<PileControls> m_boxes;
    QHBoxLayout* m_controlsRow;
    QLabel* m_summary;
    QPushButton* m_confirm;
    QPushButton* m_reset;
    QScrollBar* m_scroll;
};
