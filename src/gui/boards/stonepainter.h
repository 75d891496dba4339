// SPDX-License-Identifier: MIT
#pragma once

/// Drawing and number entry shared by the board views (piles, redistribution, strip), so
/// a stone looks the same everywhere and every typed number is read the same exact way.

#include "common/theme.h"
#include "core/base/natural.h"

#include <QFontMetrics>
#include <QPalette>
#include <QString>
#include <QWidget>

#include <optional>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPainter;
class QPushButton;
class QRectF;

/// How one stone (or chip) is drawn.
enum class StoneLook {
    Normal,   ///< in play
    Locked,   ///< in play but not takeable now (below the Bash limit)
    Preview,  ///< the move under the pointer or keyboard would take it
    Ghost,    ///< an outline where the last move took a stone
    Incoming, ///< a stone the prepared move would put here
};

namespace stonepainter {

/// The width of the hint ring around a stone at the normal size (times the line scale).
inline constexpr double kHintRingWidth = 3.0;
/// The width of a stone's outline at the normal size (times the line scale).
inline constexpr double kOutlineWidth = 1.2;

/// Draws a round stone filling `r` (a soft gradient with a clear outline, from `palette`);
/// `hint` adds the hint ring inside `r`'s edge. Lines are `lineScale` times their normal
/// width (presentation mode).
void paintStone(QPainter& painter, const QRectF& r, const QPalette& palette, StoneLook look,
                bool hint = false, double lineScale = 1.0);
/// How a pile too large for stones is split on its bar, each part a fraction of the bar's
/// height. Bars are to scale (linear): the same number of stones is the same height on
/// every bar of a board.
struct BarParts {
    double kept = 0;   ///< the stones in the pile now, filled from the bottom
    double taken = 0;  ///< what the last move took, a ghost segment on top of `kept`
    double hinted = 0; ///< what the hint takes: the top of `kept`, outlined
};
/// The parts of a pile of `now` stones from which the last move took `taken` and the hint
/// takes `hinted`, on bars where `tallest` stones fill a whole bar.
BarParts barParts(const grundy::Natural& now, const grundy::Natural& taken,
                  const grundy::Natural& hinted, const grundy::Natural& tallest);
/// Any part of a bar that is not empty is drawn at least this many pixels tall (times the
/// line scale), so that every move changes the board, however small against the pile.
inline constexpr double kMinBarPart = 3.0;
/// Draws a vertical bar for a pile too large for stones in `area`, split as `parts` says;
/// `selected` marks the pile the typed move applies to.
void paintBar(QPainter& painter, const QRectF& area, const BarParts& parts, const QPalette& palette,
              bool selected, double lineScale = 1.0);
/// The colour of hint outlines, readable on the palette's window colour.
QColor hintColor(const QPalette& palette);
/// The colour of warnings (refused input), readable on the palette's window colour.
QColor warningColor(const QPalette& palette);
/// The fill of a cell or gap a chosen chip may move to (the highlight, translucent).
QColor reachableFill(const QPalette& palette);
/// The colours the boards write text in and the colours under it (for contrast checks).
QList<theme::TextPair> textPairs(const QPalette& palette);

/// Keeps `caption` (a word-wrapped label under a board) at least as tall as `longest`
/// needs at its width, so a shorter text (the move under the pointer) does not move the
/// board under the pointer.
void reserveCaptionHeight(QLabel* caption, const QString& longest);
/// As above, for the tallest of `texts` (every text the caption may show: its help, the
/// idle line, a hint), so that none of them moves the board when it appears.
void reserveCaptionHeight(QLabel* caption, const QStringList& texts);

/// Exact decimal text of n, digits grouped in threes ("1,000,000").
QString formatNatural(const grundy::Natural& n);
/// Numbers with more digits than this are abridged on the boards (abridgedNatural).
inline constexpr int kFullDigits = 24;
/// n for display at any size: formatNatural(n) up to kFullDigits digits, else its first
/// two groups and last six digits around "…" with the digit count, joined by no-break spaces
/// ("1,000…000,000 (1,000,000 digits)"; a group is never cut), so
/// the text (and the board laid out around it) stays short. Costs one division of n by a
/// power of ten, never n's whole decimal text; the last few long numbers are cached.
QString abridgedNatural(const grundy::Natural& n);
/// `count` (abridgedNatural's text) in lines of at most `width` pixels, joined by '\n' for
/// drawText: lines break only after a group's comma or the "…", and the digit count
/// ("(30 digits)") stays whole on its line, so no line cuts a group or holds a lone ")".
/// A piece wider than `width` (one group, the digit count) keeps a line of its own.
QString wrappedCount(const QString& count, const QFontMetrics& fm, int width);
/// formatNatural with a break opportunity after each comma, for text that must wrap.
QString wrappableNatural(const grundy::Natural& n);
/// The exact number typed (digits only, spaces and group commas ignored), or nullopt.
std::optional<grundy::Natural> parseNatural(const QString& text);
/// n / of, clamped to [0, 1], to double precision at any size (0 when of is 0).
double linearFraction(const grundy::Natural& n, const grundy::Natural& of);

} // namespace stonepainter

/// A row for typing a move exactly, at any size: an optional chooser (which pile or
/// chip), a number field that accepts digits only, one or two buttons and a message
/// beside the field for refused input. Enter in the field presses the first button.
class TypedMoveRow : public QWidget {
    Q_OBJECT
public:
    /// A row with one button, or two when `twoButtons`; their words come from
    /// setButtonTexts().
    explicit TypedMoveRow(bool twoButtons, QWidget* parent = nullptr);

    /// The buttons' words (the second's only when the row has two), in the language in
    /// effect: set again on QEvent::LanguageChange by the board that owns the row.
    void setButtonTexts(const QString& primary, const QString& secondary = {});

    QComboBox* chooser() const { return m_chooser; }
    QLineEdit* edit() const { return m_edit; }
    QPushButton* primaryButton() const { return m_primary; }
    /// Null when the row was made without a second button.
    QPushButton* secondaryButton() const { return m_secondary; }
    /// Whether Enter in the field presses the second button instead of the first (a hint
    /// filled in the second button's move).
    void setEnterPressesSecondary(bool secondary);
    bool enterPressesSecondary() const { return m_enterSecondary; }
    /// The typed number, or nullopt (and a message shown) when it is not a number.
    std::optional<grundy::Natural> value();
    /// Shows `text` beside the field as a refusal (empty clears it).
    void setMessage(const QString& text);
    QString message() const;
    /// Whether the buttons sit on a line of their own under the field (the row is
    /// narrower than chooser, field and buttons side by side).
    bool buttonsWrapped() const { return m_wrapped; }

    /// The wrapped row: the widest of the two lines, both lines and the message tall.
    QSize minimumSizeHint() const override;

signals:
    void primaryTriggered();
    void secondaryTriggered();

protected:
    /// Keeps Enter in the field from reaching the board, which has its own Enter.
    void keyPressEvent(QKeyEvent* event) override;
    /// Keeps the field wide enough for 14 digits in the current font.
    void changeEvent(QEvent* event) override;
    /// Wraps the buttons under the field when the row is narrower than its natural width.
    void resizeEvent(QResizeEvent* event) override;
    /// Watches the chooser and buttons being shown or hidden, which changes the widths.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The width of chooser, field and buttons side by side.
    int unwrappedWidth() const;
    /// Puts the buttons beside the field or on their own line under it.
    void arrange(bool wrapped);
    void updateWrapping();
    /// Keeps two lines of the message's height, shown or not.
    void reserveMessageHeight();

    QComboBox* m_chooser;
    QLineEdit* m_edit;
    QPushButton* m_primary;
    QPushButton* m_secondary = nullptr;
    QLabel* m_message;
    QHBoxLayout* m_fieldLine;  ///< chooser, field (and the buttons when not wrapped)
    QHBoxLayout* m_buttonLine; ///< the buttons when wrapped
    bool m_wrapped = false;
    bool m_enterSecondary = false;
};
