// SPDX-License-Identifier: MIT
#pragma once

/// Presentation mode, for projectors: larger fonts everywhere and thicker lines in the
/// drawn views. The window turns it on with presentation::setEnabled(); a widget that
/// paints asks presentation::scale(this) for its line widths (and any fixed sizes that
/// should grow with the text) and relays itself out on QEvent::FontChange, which every
/// widget receives when the mode changes.

class QWidget;

namespace presentation {

/// How much larger fonts and lines are in presentation mode.
inline constexpr double kScale = 1.6;
/// The dynamic property (a double, 1 when absent) that holds the scale; set on a window
/// (or, in tests, on a single widget), it applies to every widget inside it.
inline constexpr char kProperty[] = "presentationScale";

/// The presentation scale for `widget`: the property of the nearest ancestor (or the
/// widget itself) that has it, else 1.
double scale(const QWidget* widget);
/// `base` (a line width in pixels at the normal size) scaled for `widget`.
double lineWidth(const QWidget* widget, double base);
/// Turns presentation mode on or off for `window` (the main window): sets its property,
/// then scales the window's font and the application font (for dialogs and menus made
/// later) by kScale, or restores them and the window's size from before the mode (the
/// larger text may have made it grow). Widgets receive QEvent::FontChange after the
/// property is set, so their FontChange handlers already see the new scale.
void setEnabled(QWidget* window, bool on);
/// Whether setEnabled(…, true) is in effect for `window`.
bool isEnabled(const QWidget* window);

} // namespace presentation
