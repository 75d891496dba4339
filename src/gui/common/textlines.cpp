// SPDX-License-Identifier: MIT
#include "common/textlines.h"

#include "common/language.h"

#include <QFont>
#include <QHash>
#include <QTextLayout>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace textlines {

namespace {

/// A line laid out as a label lays it: its height includes the font that draws the
/// characters `font` lacks (the Chinese ones), as the text will use it.
int mixedLineHeight(const QFont& font) {
    QTextLayout layout(QStringLiteral("Ag\u6C49"), font);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    layout.endLayout();
    return int(std::ceil(line.height()));
}

} // namespace

int lineHeight(const QWidget* widget) {
    const int own = widget->fontMetrics().lineSpacing();
    if (!Language::isChinese()) return own; // the Latin font's own lines
    // Laid out once per font (the window's thread only): layouts ask in every size hint.
    static QHash<QString, int> byFont;
    const QString key = widget->font().key();
    auto it = byFont.constFind(key);
    if (it == byFont.constEnd()) it = byFont.insert(key, mixedLineHeight(widget->font()));
    return std::max(*it, own);
}

int height(const QWidget* widget, int lines) {
    return lines > 0 ? lines * lineHeight(widget) : 0;
}

QFont scaledFont(QFont font, double factor) {
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else
        font.setPixelSize(std::max(1, int(font.pixelSize() * factor + 0.5)));
    return font;
}

} // namespace textlines
