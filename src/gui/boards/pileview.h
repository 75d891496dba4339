// SPDX-License-Identifier: MIT
#pragma once

#include "boards/boardview.h"
#include "boards/pilecolumnpainter.h"
#include "boards/pilelayout.h"
#include "boards/pilemarks.h"
#include "boards/pilesplitswitch.h"
#include "boards/pilewords.h"
#include "boards/typedpilemoves.h"

#include <map>
#include <optional>
#include <vector>

class QLabel;
class QScrollBar;
class TypedMoveRow;

/// The board of the pile games (Bash, Nim, Wythoff): stacks of stones with a label and
/// the exact count under each. Clicking a stone takes it and every stone above it; for
/// Wythoff a "both piles" ladder between A and B takes the same number from both. Piles
/// too large to draw become bars, and the move is typed exactly into a number field.
///
/// Keys: Left/Right choose a pile (or the ladder), Up/Down choose how many, Enter takes.
/// A game whose rules can split a pile (PileRules::canSplit) also gets a Split switch (key S):
/// while it is on, pointing at a stone previews cutting its pile below that stone, and a click
/// (or Enter) splits the pile there; the switch turns off again after the move.
///
/// The board plays and keeps the state; its parts are apart: PileLayout places the columns,
/// PileColumnPainter draws the stones, PileSplitSwitch keeps the split mode, PileWords says
/// it, PileMarks holds the move values, TypedPileMoves draws the bars and takes typed moves.
class PileView : public BoardView {
    Q_OBJECT
public:
    /// Piles larger than this (or too tall for the widget) are drawn as bars.
    static constexpr int kMaxStones = PileLayout::kMaxStones;
    /// Which column is the Wythoff "both piles" ladder.
    static constexpr int kBoth = PileRules::kBoth;
    /// The minimum size leaves room for this many columns; more scroll (the scroll bar
    /// under the board), so the board's minimum size does not follow the pile count.
    static constexpr int kMinShownColumns = 6;

    /// A board that plays by `rules` (the game's home keeps them for the program's life),
    /// showing `position`, one of their game's.
    PileView(const PileRules& rules, const grundy::AnyPosition& position,
             QWidget* parent = nullptr);

    void setPosition(const grundy::AnyPosition& position,
                     const std::optional<grundy::AnyMove>& lastMove = std::nullopt) override;
    void setInteractive(bool interactive) override;
    void showHint(const grundy::AnyMove& move) override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int wordsHeight() const override;

    /// Whether the piles are drawn as stones (else as bars with typed moves).
    bool drawsStones() const { return m_layout.stones(); }
    /// Where stone `index` (0 = bottom) of pile `pile` is drawn; kBoth names the
    /// ladder's rung `index`. Empty when there is no such stone or piles are bars.
    QRect stoneRect(int pile, int index) const;
    /// The area of pile `pile` (its stack or bar, with label and count).
    QRect pileRect(int pile) const;
    /// The line under the board: the move under the pointer or keys, else the key help.
    QString caption() const;
    /// The typed-move row, shown only when the piles are bars.
    TypedMoveRow* typedRow() const { return m_typed->row(); }
    /// The scroll bar under the board, shown when the columns do not all fit.
    QScrollBar* scrollBar() const { return m_scroll; }
    /// How pile `pile`'s bar is split (now, taken by the last move, hinted), when the
    /// piles are bars; all zero otherwise.
    stonepainter::BarParts barParts(int pile) const;
    /// Whether a click splits a pile instead of taking stones (games that can split only).
    bool splitMode() const { return m_splitButton->isOn(); }
    void setSplitMode(bool on);
    /// The Split switch, shown for games that can split while the piles are stones.
    QToolButton* splitButton() const { return m_splitButton; }
    /// The column the keyboard's cursor is on (-1 before there is one).
    int cursorColumn() const { return m_keyChoice.column; }
    /// The lines drawn above the bars (empty when the piles are stones).
    QStringList barNotes() const;
    /// The count of pile `pile` as the board shows it (abridged when long).
    QString countText(int pile) const;

    /// The mark of `move` (View → Move Values): on a stone, a rung, or in the bars' words;
    /// a split's mark is drawn while Split is on.
    MoveValue markedValue(const grundy::AnyMove& move) const override;

    /// Screen readers' parts: the columns left to right (each pile, and the ladder).
    int partCount() const override { return int(m_layout.columns().size()); }
    QString partText(int part) const override;
    QRect partRect(int part) const override;
    int focusedPart() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void layoutChanged() override;
    void retranslate() override;
    void moveValuesChanged() override;

private:
    /// The tallest pile drawn as a stack of stones (0 when none is).
    int tallestStack() const;
    /// One drawn column: a pile (its index) or the ladder (kBoth).
    using Column = PileColumn;
    /// A previewed move: `take` stones from column `column`.
    struct Choice {
        int column = -1;
        int take = 0;
    };

    /// The move of a click: taking `take` from `pile`, or in split mode cutting `pile` with
    /// `take` stones above the cut.
    grundy::AnyMove moveFor(int pile, const grundy::Natural& take) const;
    bool canSplit() const;
    bool isLegal(int pile, const grundy::Natural& take) const;
    grundy::Natural takenFrom(const std::optional<grundy::AnyMove>& move, int pile) const;
    QString pileName(int pile) const;
    /// The board's sentences on the shown position.
    PileWords words() const;
    /// The caption for a previewed click: the move, or why it is not allowed.
    QString describeChoice(int pile, const grundy::Natural& take) const;
    /// Lays the columns out again (m_layout), showing the typed row or the Split switch as
    /// the piles are bars or stones.
    void layoutBoard();
    /// Shows `position`; `kindChanged` (another number of piles, or the first position)
    /// also sets up the keyboard's cursor and the typed row's pile chooser again.
    void showPosition(const grundy::AnyPosition& position,
                      const std::optional<grundy::AnyMove>& lastMove, bool kindChanged);
    QRect boardRect() const;
    Choice choiceAt(const QPoint& pos) const;
    std::optional<Choice> preview() const;
    void request(int pile, const grundy::Natural& take);
    void updateCaption();
    /// "up to K" for the position's largest move (the Bash limit), or nothing.
    void updateMostText();
    /// The tooltip for the board as it is drawn (stones or bars, one pile or several).
    void updateToolTip();
    /// What column `col` shows besides its stones, with the preview `pv`.
    PileColumnLook lookOf(const Column& col, const std::optional<Choice>& pv) const;

    /// The marks of the shown position's stones, worked out at the first need after it
    /// changed.
    const PileMarks& marks() const;
    /// The mark of stone `take` (from the top) of column `pile` as drawn now.
    MoveValue stoneMark(int pile, int take) const;
    /// The winning moves of column `pile` in words (its takes and splits), for its part text.
    QStringList winningIn(int pile) const;

    const PileRules& m_rules;
    grundy::AnyPosition m_position;
    std::optional<grundy::AnyMove> m_lastMove;
    std::optional<grundy::AnyMove> m_hint;
    bool m_interactive = true;
    bool m_keysUsed = false; ///< the keyboard choice is shown only once keys are used
    std::optional<Choice> m_hover;
    Choice m_keyChoice;
    std::vector<QString> m_countTexts; ///< each pile's count for display, once per position
    QString m_longestHint;             ///< PileWords::longestHint, once per position (lazily)
    QScrollBar* m_scroll;
    PileSplitSwitch* m_splitButton;
    QLabel* m_caption;
    TypedPileMoves* m_typed; ///< the bars and the typed row, for piles too large to draw
    PileLayout m_layout;     ///< the columns' places, stones or bars (after m_scroll)
    mutable std::optional<PileMarks> m_marks; ///< marks(), until the position changes
};
