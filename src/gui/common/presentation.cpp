// SPDX-License-Identifier: MIT
#include "common/presentation.h"

#include "common/textlines.h"

#include <QApplication>
#include <QVariant>
#include <QWidget>

#include <algorithm>

namespace presentation {

namespace {
/// Where the window keeps the application font to restore when the mode ends.
constexpr char kNormalFont[] = "presentationNormalFont";
/// The window's size before the mode, to return to when it ends (the larger text may
/// have made the window grow).
constexpr char kNormalSize[] = "presentationNormalSize";
} // namespace

double scale(const QWidget* widget) {
    for (const QWidget* w = widget; w; w = w->parentWidget()) {
        const QVariant v = w->property(kProperty);
        if (v.isValid()) return std::max(1.0, v.toDouble());
    }
    return 1.0;
}

double lineWidth(const QWidget* widget, double base) {
    return base * scale(widget);
}

void setEnabled(QWidget* window, bool on) {
    if (!window || on == isEnabled(window)) return;
    if (on) {
        QFont font = QApplication::font();
        window->setProperty(kNormalFont, font);
        window->setProperty(kNormalSize, window->size());
        font = textlines::scaledFont(font, kScale);
        window->setProperty(kProperty, kScale);
        // The application font reaches the dialogs and menus made from now on; the
        // window's own font reaches everything inside it at once.
        QApplication::setFont(font);
        window->setFont(font);
        // Qt 6.4's QDockWidget paints its title in the font it was made with while its own
        // font equals the application's "QDockWidget" font: that one stays the normal
        // font, so the docks' titles are painted in their own (large) font.
        QApplication::setFont(window->property(kNormalFont).value<QFont>(), "QDockWidget");
    } else {
        window->setProperty(kProperty, 1.0);
        const QFont normalFont = window->property(kNormalFont).value<QFont>();
        QApplication::setFont(normalFont);
        QApplication::setFont(normalFont, "QDockWidget");
        window->setFont(QFont()); // follows the application's font again
        // Back to the size it had before the mode, unless it is maximised or full screen;
        // the layout keeps it no smaller than its (normal again) minimum.
        const QSize normal = window->property(kNormalSize).toSize();
        if (normal.isValid() &&
            !(window->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)))
            window->resize(normal);
    }
}

bool isEnabled(const QWidget* window) {
    return window && window->property(kProperty).toDouble() > 1.0;
}

} // namespace presentation
