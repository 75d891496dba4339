// SPDX-License-Identifier: MIT
#pragma once

#include "boards/boardview.h"

#include <optional>
#include <vector>

class QLabel;
class QScrollBar;

/// The board of the octal games (Kayles, Dawson's Kayles, Dawson's chess, Grundy's game and
/// any code): each row a line of pins, numbered from the left.
///
/// Press on a pin and drag along its row to choose adjacent pins (a click is one pin); the
/// release knocks them down (released away from the row, nothing is played). Where the code
/// splits a row without knocking pins down (a first digit 4: Grundy's game), a click between
/// two pins cuts the row there. While the pointer is on a row, the pins that would fall lean
/// over and the caption says what the move leaves, or why it is not allowed (the core's
/// words); a refused choice is drawn in the warning colour. Keys: Up/Down choose the row,
/// Left/Right the first pin (or the gap), Shift+Left/Right fewer or more pins, Enter or Space
/// plays, Escape clears.
///
/// The last move stays in view until the next: its pins lie fallen where they stood, and the
/// two rows it made of one are drawn on one line with the fallen pins (or the cut) between
/// them. A row too long for the board's width shows its first pins, its last few and those
/// around the hint and the keys' choice, each with its own number; the pins between are one
/// gap labelled with their exact count. Rows beyond the board's height scroll.
///
/// View → Move Values: each row's value ("G = 3") at its end, and the move pointed at or
/// chosen marked winning or losing (the core's isWinningMove).
class PinsView : public BoardView {
    Q_OBJECT
public:
    explicit PinsView(QWidget* parent = nullptr);

    void setPosition(const grundy::AnyPosition& position,
                     const std::optional<grundy::AnyMove>& lastMove = std::nullopt) override;
    void setInteractive(bool interactive) override;
    void showHint(const grundy::AnyMove& move) override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int wordsHeight() const override;

    /// The position shown.
    const grundy::octal::Position& position() const { return m_position; }
    /// The centre of pin `pin` (counted from 1) of row `row` on the board; a null point when
    /// it is not drawn (inside a gap of a long row) or scrolled out of view.
    QPoint pinCenter(int row, const grundy::Natural& pin) const;
    /// Where a click cuts row `row` after its first `after` pins (between pins `after` and
    /// `after` + 1); a null point when they are not drawn side by side, or out of view.
    QPoint gapCenter(int row, const grundy::Natural& after) const;
    /// The line under the board: the move pointed at or chosen, the idle line, or the help.
    QString caption() const;
    /// The move pointed at, dragged over or chosen with the keys (the one the caption
    /// describes), if any.
    std::optional<grundy::octal::Move> chosenMove() const;
    /// Whether row `row` is drawn with a gap (too long for the board).
    bool isCompressed(int row) const;
    /// The gaps' labels, top to bottom ("… 1,234 pins …").
    QStringList gapLabels() const;
    /// Whether rows `a` and `b` are drawn on one line (the two rows of the last move's split).
    bool onOneLine(int a, int b) const;
    /// How many fallen pins the last move left lying on the board (0: none shown).
    grundy::Natural fallenPins() const;
    /// The distance between two pins' centres now.
    double pitch() const { return m_pitch; }
    /// The text of a gap of `count` pins left out ("… 1,234 pins …"); `wrappable` lets a long
    /// count wrap between its digit groups.
    static QString gapText(const grundy::Natural& count, bool wrappable = false);

    /// Screen readers' parts: one per row ("Row 2: 7 pins", its value and winning moves
    /// while Move Values is on); the keys are on the chosen row.
    int partCount() const override { return int(m_position.rows.size()); }
    QString partText(int part) const override;
    QRect partRect(int part) const override;
    int focusedPart() const override;
    /// Every legal move can be chosen on the board: each is marked while the values are on.
    MoveValue markedValue(const grundy::AnyMove& move) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    /// Lays the lines out again when the caption under them grows or moves.
    bool eventFilter(QObject* watched, QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void layoutChanged() override;
    void retranslate() override;
    void moveValuesChanged() override;

private:
    /// One drawn thing of a line.
    struct Item {
        enum class Kind {
            Pin,    ///< pin `first` of `row`
            Gap,    ///< pins first..last of `row`, left out
            Fallen, ///< `first` pins the last move knocked down, lying
            Cut,    ///< where the last move cut a row in two
        } kind = Kind::Pin;
        int row = -1;
        grundy::Natural first, last;
        double x = 0, w = 0; ///< left edge and width
    };
    /// A row on a line: where its pins start and end.
    struct Part {
        int row = 0;
        double left = 0, right = 0;
        bool compressed = false;
        double badgeX = 0; ///< the centre of its value's badge
    };
    /// One line of the board: a row, or the two rows the last move's split made.
    struct Line {
        std::vector<Part> parts;
        std::vector<Item> items;
        int top = 0, height = 0; ///< in the content (before scrolling)
        bool hasPins = true;     ///< false: a row of no pins, only its words
    };
    /// What the last move did, when it led here from the position shown before.
    struct Fall {
        std::size_t row = 0;
        int parts = 0;        ///< rows it left: 0 (the whole row fell), 1 or 2
        bool atStart = false; ///< one row left, the pins fell at its start
        grundy::Natural width;
    };
    /// What a point of the board is on.
    struct Hit {
        int line = -1, item = -1;
        enum class Zone { None, Pin, CutBefore, CutAfter } zone = Zone::None;
    };

    // Layout.
    int headerHeight() const;
    int numbersHeight() const;
    int lineSpacing() const;
    double pinHeight() const { return m_pitch * 1.45; }
    double pinBodyWidth() const { return m_pitch * 0.62; }
    int fullLineHeight(double pitch) const;
    int emptyLineHeight() const;
    /// The board's area for the lines: above the caption, left of the scroll bar.
    QRect area() const;
    double badgeWidth() const;
    double gapWidth(const grundy::Natural& count) const;
    /// The pins of a long row worth drawing in `budget` pixels: the first ones, the last
    /// few and `musts` (around the hint and the keys' choice), in order.
    std::vector<grundy::Natural> shownPins(const grundy::Natural& n, double budget,
                                           const std::vector<grundy::Natural>& musts) const;
    std::vector<grundy::Natural> mustsOf(int row) const;
    void layoutLines();
    void buildItems(Line& line, double width) const;
    int lineOf(int row) const;
    const Part* partOf(int row) const;
    int scrollY() const;
    /// A content rectangle on the board (scrolled).
    QRectF onBoard(const QRectF& content) const;
    double pinBandTop(const Line& line) const;
    /// The index of the drawn pin `pin` of `row` in its line's items, or -1.
    int pinItem(const Line& line, int row, const grundy::Natural& pin) const;
    Hit hitAt(const QPoint& pos) const;
    /// The move a hover on `hit` would choose (a pin, or a cut).
    std::optional<grundy::octal::Move> moveAt(const Hit& hit) const;
    /// The pin of the row a drag started on nearest `pos` (the drag's other end).
    std::optional<grundy::Natural> dragPinAt(const QPoint& pos) const;
    void ensureRowVisible(int row);

    // Moves.
    bool allowsCuts() const;
    bool allowsKnocks() const;
    bool rowHasMove(const grundy::Natural& n) const;
    /// The first move the keys choose on `row`: a legal one if there is any.
    grundy::octal::Move defaultMove(int row) const;
    /// `m` kept inside its row (start and width in their ranges).
    grundy::octal::Move clamped(grundy::octal::Move m) const;
    void setKeyMove(const std::optional<grundy::octal::Move>& move);
    void play(grundy::octal::Move move);
    void clearChoice();
    QString choiceText(const grundy::octal::Move& move) const;
    QString helpText() const;
    QString pinsText(const grundy::Natural& n, bool abridged) const;
    QString headerText(int row) const;
    void updateCaption();
    /// Keeps the caption tall enough for its longer lines at its width.
    void reserveCaption();
    /// The winning moves of row `row` in words, and whether they are all of them.
    QStringList winningIn(int row, bool* complete) const;
    std::optional<unsigned> valueOf(int row) const;

    // Painting.
    void paintPin(QPainter& painter, const QPointF& base, double angle, double scale,
                  const QColor& fill, const QColor& outline, double outlineWidth,
                  Qt::PenStyle style = Qt::SolidLine) const;
    void paintLine(QPainter& painter, const Line& line) const;
    /// The span (in board coordinates) of the drawn pins first..last of `row`, or an empty
    /// rectangle; a cut (`width` 0) spans the gap after `first` - 1 pins.
    QRectF spanOf(const grundy::octal::Move& move) const;

    grundy::octal::Position m_position;
    std::optional<grundy::octal::Move> m_lastMove;
    std::optional<Fall> m_fall;
    std::optional<grundy::octal::Move> m_hint;
    bool m_interactive = true;

    std::optional<grundy::octal::Move> m_hover;   ///< under the pointer
    std::optional<grundy::octal::Move> m_keyMove; ///< chosen with the keys
    std::optional<grundy::octal::Move> m_drag;    ///< being dragged over
    grundy::Natural m_anchor;                     ///< the pin the drag started on
    int m_cursorRow = 0;

    std::vector<Line> m_lines;
    double m_pitch = 30;
    int m_contentHeight = 0;
    bool m_scrolls = false; ///< whether the lines scroll (the scroll bar is shown)
    QLabel* m_caption;
    QScrollBar* m_scroll;

    std::vector<std::optional<unsigned>> m_values; ///< the rows' values while Move Values is on
    std::vector<grundy::octal::Move> m_winning;    ///< the listed winning moves, likewise
    MoveValueCache<std::pair<std::size_t, std::pair<grundy::Natural, grundy::Natural>>> m_marks;
};
