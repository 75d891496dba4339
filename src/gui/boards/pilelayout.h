// SPDX-License-Identifier: MIT
#pragma once

#include "boards/stonestack.h"
#include "boards/typedpilemoves.h"

#include <QCoreApplication>
#include <QPoint>
#include <QRect>
#include <QString>

#include <vector>

class BoardView;
class PileRules;
class QScrollBar;

/// The geometry of the pile board's columns (PileView): whether the piles fit as stones or
/// become bars, how far apart the stones are, how wide each column is, which columns are in
/// view when they do not all fit (the scroll bar under the board moves the rest), and where
/// each stone sits. Kept apart from the board's play and drawing; its words stay in PileView's
/// translation context.
class PileLayout {
    Q_DECLARE_TR_FUNCTIONS(PileView)
public:
    /// Piles larger than this (or too tall for the board) are drawn as bars.
    static constexpr int kMaxStones = 40;
    /// Smaller stones are hard to aim at: the piles become bars instead.
    static constexpr int kMinPitch = 12;
    /// The gap between columns when they fit.
    static constexpr int kGap = 16;
    /// Room above the tallest stack.
    static constexpr int kTop = 8;

    /// The columns of `board`, named by `rules`, moved by `scroll` when they do not all fit.
    PileLayout(const BoardView& board, const PileRules& rules, QScrollBar& scroll);

    const std::vector<PileColumn>& columns() const { return m_columns; }
    /// Whether the piles are drawn as stones (else as bars).
    bool stones() const { return m_stones; }
    /// The distance between two stones' centres.
    int pitch() const { return m_stack.pitch; }
    /// How many stones sit side by side in each row of a pile: 1 (one column), or more when a
    /// tall pile in a low board gets larger stones that way.
    int across() const { return m_stack.across; }
    /// "up to K" beside the stones (the Bash limit), or empty; it widens every column.
    const QString& mostText() const { return m_mostText; }
    void setMostText(const QString& text) { m_mostText = text; }

    /// The column of pile `pile` (PileRules::kBoth: the ladder), or -1.
    int columnOf(int pile) const;
    /// `column` if its pile has stones, else the next column to the right (then from the
    /// left) that has; -1 when every pile is empty.
    int columnWithStones(int column) const;
    /// The height a column takes besides its stones: the margin above them, and the name
    /// and count under them.
    int heightBesideStones() const;
    /// The largest stone pitch: larger in presentation mode.
    int maxPitch() const;
    /// The width of the columns side by side, `gap` apart, counting at most `most` of the
    /// widest (more scroll), with stones `pitch` apart.
    int columnsWidth(int pitch, bool narrowest, int gap, int most) const;

    /// Starts laying out piles of `numbers` stones (`texts`: their counts for display), the
    /// tallest `tallest` stones with the last move's: stones if they fit `usable` pixels
    /// high, else bars. arrange() then places the columns.
    void start(const std::vector<grundy::Natural>& numbers, const std::vector<QString>& texts,
               const grundy::Natural& tallest, int usable);
    /// Places the columns in `board` (the ladder's too, with stones), the stones of the
    /// tallest pile fitting it, as many columns in view as fit; the scroll bar follows.
    void arrange(const QRect& board, const grundy::Natural& tallest);
    /// The font of the piles' names: the board's, bold, smaller (down to kSmallestNames of
    /// it) where the names side by side are wider than the board, so that the names give
    /// way before a pile goes behind the scroll bar (12 piles on a projector).
    QFont nameFont() const;
    static constexpr double kSmallestNames = 0.7;
    /// Scrolls column `column` into view.
    void showColumn(int column);

    /// Where stone `index` (0 = bottom) of `column` is drawn (a rung for the ladder).
    QRect stoneRect(const PileColumn& column, int index) const;
    /// The column (its index) and the number of stones from the top of the stone at `pos`
    /// (a generous hit area: the stone's whole row within its column); column -1 if none.
    std::pair<int, int> stoneAt(const QPoint& pos) const;

private:
    /// The largest stone pitch for the board's current width: larger than maxPitch() when
    /// the columns have room (a large window), up to a fixed maximum.
    int roomyPitch() const;
    /// The largest pitch at which every column holds `across` stones side by side within
    /// the board's width.
    int pitchAcross(int across) const;
    /// How wide column `c` is drawn with stones `pitch` apart (its name and count fit).
    /// `narrowest`: a bar's count wraps onto more lines rather than widen the column.
    int columnWidth(const PileColumn& c, int pitch, bool narrowest = false) const;
    /// The columns' widths and the gap between them within `width` pixels: narrower than
    /// they want when the board is, but never narrower than their names.
    std::vector<int> fitWidths(int width, int& gap) const;
    /// Sets the names' size (nameFont()) for a board `width` pixels wide.
    void fitNames(int width);
    QString pileName(int pile) const;

    const BoardView& m_board;
    const PileRules& m_rules;
    QScrollBar& m_scroll;
    std::vector<PileColumn> m_columns;
    bool m_stones = true;
    StoneStack m_stack{28, 1}; ///< how far apart the stones are, how many side by side
    QString m_mostText;
    double m_nameScale = 1; ///< the names' size (nameFont()), for the board's width
    int m_firstShown = 0; ///< the first column in view
    int m_shownCount = 0; ///< how many columns are in view
};
