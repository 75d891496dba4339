// SPDX-License-Identifier: MIT
#pragma once

/// The window's colours: the platform's own look (System), or the Fusion style with an
/// explicit light or dark palette. Qt 6.4 has no colour-scheme API, so Light and Dark are
/// whole palettes chosen here, each with text readable at WCAG AA (4.5:1) on every
/// background it is drawn on. Painters that choose colours of their own ask isDark().

#include <QColor>
#include <QList>
#include <QPalette>
#include <QString>

class QWidget;

namespace theme {

/// The three choices of View → Theme.
enum class Theme { System, Light, Dark };

/// "system", "light" or "dark" (the value kept in Settings::kTheme).
QString idOf(Theme theme);
/// The theme of a settings value; anything unknown is System.
Theme fromId(const QString& id);

/// The palette of Light or Dark; for System, the platform's palette as it was at start.
QPalette palette(Theme theme);
/// Makes `theme` the application's look at once: Fusion and its palette for Light and
/// Dark, the platform's style and palette for System, each under the program's proxy
/// (outlined check boxes in Light and Dark, icons scaled in presentation mode). Before
/// the first call changes anything it remembers the platform's look, so System can bring
/// it back.
void apply(Theme theme);
/// The name of the style under the program's proxy ("Fusion", or the platform's).
QString styleName();
/// The theme last applied (System until apply() is called).
Theme current();

/// Whether `palette` is a dark one (light text on a dark window).
bool isDark(const QPalette& palette);
/// The colour of warnings (refused input, an unreadable field), readable on the window.
QColor warningColor(const QPalette& palette);

/// Writes `widget`'s text (a QLabel's) in warningColor() of its palette, now and after
/// every change of theme.
void useWarningColor(QWidget* widget);

/// WCAG 2 relative luminance of an opaque colour, 0 (black) to 1 (white).
double relativeLuminance(const QColor& colour);
/// WCAG 2 contrast ratio of two opaque colours, 1 to 21.
double contrastRatio(const QColor& a, const QColor& b);
/// `over` drawn with opacity `alpha` on `under`: the colour a translucent fill shows.
QColor blend(const QColor& under, const QColor& over, double alpha);

/// A colour text is written in and the colour it is written on, with what it is.
struct TextPair {
    QString what;
    QColor text;
    QColor background;
};
/// The pairs of the palette itself: window text, text on base, highlighted text, button
/// text, tooltips, links, placeholder and disabled text, and warnings.
QList<TextPair> textPairs(const QPalette& palette);

} // namespace theme
