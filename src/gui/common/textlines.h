// SPDX-License-Identifier: MIT
#pragma once

class QFont;
class QWidget;

/// Room for lines of text as the window's language sets them. A Chinese text is drawn in
/// a fallback font (Noto Sans CJK on Debian and Ubuntu) whose lines are about a quarter
/// taller than those of the widget's own Latin font, so fontMetrics().lineSpacing()
/// leaves too little room for them: space reserved in lines asks here instead.
namespace textlines {

/// The height of one line of text in `widget`'s font as the current language's text takes
/// it: the font's line spacing in English, the taller fallback's line in Chinese.
int lineHeight(const QWidget* widget);
/// The height of `lines` lines of text in `widget`'s font (0 for none).
int height(const QWidget* widget, int lines);
/// `font` at `factor` of its size, in points or pixels as it is given (presentation
/// mode's text, a name that must fit its column); a pixel font keeps at least one pixel.
QFont scaledFont(QFont font, double factor);

} // namespace textlines
