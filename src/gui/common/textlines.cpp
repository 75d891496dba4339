// SPDX-License-Identifier: MIT
#include "common/textlines.h"

#include "common/language.h"

#include <QTextLayout>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace textlines {

int lineHeight(const QWidget* widget) {
    const int own = widget->fontMetrics().lineSpacing();
    if (!Language::isChinese()) return own; // the Latin font's own lines
    // A line laid out as a label lays it: its height includes the font that draws the
    // characters the widget's font lacks (the Chinese ones), as the text will use it.
    QTextLayout layout(QStringLiteral("Ag\u6C49"), widget->font());
    layout.beginLayout();
    QTextLine line = layout.createLine();
    layout.endLayout();
    const int measured = int(std::ceil(line.height()));
    return std::max(measured, own);
}

int height(const QWidget* widget, int lines) {
    return lines > 0 ? lines * lineHeight(widget) : 0;
}

} // namespace textlines
