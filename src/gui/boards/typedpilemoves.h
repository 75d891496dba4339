// SPDX-License-Identifier: MIT
#pragma once

#include "boards/movejudge.h"
#include "boards/movemarks.h"
#include "boards/pilerules.h"
#include "boards/stonepainter.h"
#include "core/games/game.h"

#include <QObject>
#include <QRect>
#include <QString>

#include <optional>
#include <vector>

class QPainter;
class QWidget;
class TypedMoveRow;

/// One drawn column of the pile board: a pile (its index) or the ladder
/// (PileRules::kBoth).
struct PileColumn {
    int pile = 0;
    grundy::Natural count;
    QRect area;   ///< empty when the column is scrolled out of view
    QString text; ///< the count for display (abridged when long), made once per position
};

/// The pile board's way with piles too large to draw as stones: a bar per pile to scale
/// (linear) with its exact count, the last move's stones as a ghost and the hint's outlined, the
/// last move and the hint in words, and a row to type the move exactly (which pile, how many, Take
/// or Take from both). PileView owns one and shows it instead of the stones.
class TypedPileMoves : public QObject {
    Q_OBJECT
public:
    /// The notes name at most this many winning moves.
    static constexpr int kNamedWinningMoves = 4;

    /// Makes the (hidden) row as a child of `board`, which puts it into its layout; the
    /// moves follow `rules` (the board's), from `position`.
    TypedPileMoves(QWidget* board, const PileRules& rules, const grundy::AnyPosition& position);

    /// The row: pile chooser, number field, Take (and Take from both for Wythoff, Split for
    /// a game that can split a pile).
    TypedMoveRow* row() const { return m_row; }
    /// A new position; `kindChanged` (another game or number of piles) refills the chooser.
    void setPosition(const grundy::AnyPosition& position, bool kindChanged);
    void setInteractive(bool interactive);
    /// Sets the row's words again in the language in effect (PileView calls it on
    /// QEvent::LanguageChange: this is no widget).
    void retranslate();
    /// Makes the typed move apply to `pile` and puts the focus into the number field.
    void choosePile(int pile);
    /// How each of `columns` is split on its bar: the piles to one linear scale (the
    /// tallest, counting what the last move took, fills its bar).
    std::vector<stonepainter::BarParts> barParts(const std::vector<PileColumn>& columns,
                                                 const std::optional<grundy::AnyMove>& lastMove,
                                                 const std::optional<grundy::AnyMove>& hint) const;
    /// The lines above the bars: the last move, the hint, the limit of one move (the Bash
    /// game's K) and the scale.
    QStringList notes(const std::optional<grundy::AnyMove>& lastMove,
                      const std::optional<grundy::AnyMove>& hint) const;
    /// Fills the row with `move` (one of this game's), ready to confirm with Enter.
    void fillIn(const grundy::AnyMove& move);
    /// Draws `columns` as bars in `board`, with the last move and the hint above them, and
    /// each pile's name in `nameFont` (PileLayout::nameFont(), which the columns fit).
    void paint(QPainter& painter, const QRect& board, const std::vector<PileColumn>& columns,
               const QFont& nameFont, const std::optional<grundy::AnyMove>& lastMove,
               const std::optional<grundy::AnyMove>& hint) const;

    /// The position's winning moves while View → Move Values is on (nullopt: off). The bars
    /// mark the winning takes, and the notes say them and that every other take loses.
    void setWinningMoves(std::optional<std::vector<grundy::AnyMove>> winning);
    /// The winning moves given (empty while the values are off).
    const std::vector<grundy::AnyMove>& winningMoves() const;
    /// Winning when `move` (legal) is among them, else as `judge` (the board's) says; None
    /// while the values are off.
    MoveValue markedValue(const grundy::AnyMove& move, const MoveJudge& judge) const;

signals:
    /// The typed move, legal in the shown position.
    void moveRequested(const grundy::AnyMove& move);

private:
    void take(bool both);
    /// Marks beside `bar` (column `col`, split as `parts`) where its winning takes cut it.
    void paintWinningTakes(QPainter& painter, const QRectF& bar,
                           const stonepainter::BarParts& parts, const PileColumn& col) const;
    /// Splits the chosen pile, `part` stones on one side (games that can split).
    void split(const grundy::Natural& part);

    QWidget* m_board;
    const PileRules& m_rules;
    grundy::AnyPosition m_position;
    bool m_interactive = true;
    TypedMoveRow* m_row;
    std::optional<std::vector<grundy::AnyMove>> m_winning;
};
