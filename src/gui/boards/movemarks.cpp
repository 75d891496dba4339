// SPDX-License-Identifier: MIT
#include "boards/movemarks.h"

#include "common/spritecache.h"
#include "common/theme.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

#include <algorithm>

MoveValuesSwitch& MoveValuesSwitch::instance() {
    static MoveValuesSwitch theSwitch;
    return theSwitch;
}

void MoveValuesSwitch::setOn(bool on) {
    if (on == m_on) return;
    m_on = on;
    emit changed(on);
}

namespace movevalues {

QColor winningColor(const QPalette& palette) {
    // Not green: the hint's outline is green.
    return theme::isDark(palette) ? QColor(110, 180, 255) : QColor(0, 90, 200);
}

QColor losingColor(const QPalette& palette) {
    return theme::isDark(palette) ? QColor(255, 150, 90) : QColor(190, 60, 0);
}

namespace {

/// The width of a mark's lines: the ring's pen is half of it, the cross's halo 2.2 times it.
double markLine(double size, double lineScale) {
    return std::max(1.5, size / 6) * lineScale;
}

void drawMark(QPainter& painter, const QPointF& centre, double size, MoveValue value,
              const QPalette& palette, double lineScale) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor halo = palette.color(QPalette::Base);
    const double r = size / 2;
    const double line = markLine(size, lineScale);
    if (value == MoveValue::Winning) {
        // A filled disc in a ring of the halo's colour, in a thin ring of its own colour.
        const QColor ink = winningColor(palette);
        painter.setPen(QPen(ink, line / 2));
        painter.setBrush(halo);
        painter.drawEllipse(centre, r, r);
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        painter.drawEllipse(centre, r * 0.62, r * 0.62);
    } else {
        // A cross, drawn over a wider cross of the halo's colour.
        const double d = r * 0.6; // smaller than the winning disc: the eye finds the wins
        QPainterPath cross;
        cross.moveTo(centre + QPointF(-d, -d));
        cross.lineTo(centre + QPointF(d, d));
        cross.moveTo(centre + QPointF(-d, d));
        cross.lineTo(centre + QPointF(d, -d));
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(halo, line * 2.2, Qt::SolidLine, Qt::RoundCap));
        painter.drawPath(cross);
        painter.setPen(QPen(losingColor(palette), line, Qt::SolidLine, Qt::RoundCap));
        painter.drawPath(cross);
    }
    painter.restore();
}

} // namespace

void paintMark(QPainter& painter, const QPointF& centre, double size, MoveValue value,
               const QPalette& palette, double lineScale) {
    if (value == MoveValue::None) return;
    // The ring's pen and the cross's halo reach past size / 2 by at most 1.1 lines.
    const double reach = size / 2 + markLine(size, lineScale) * 1.2 + 1;
    const QRectF bounds(centre.x() - reach, centre.y() - reach, 2 * reach, 2 * reach);
    const QString key = QStringLiteral("mark|%1|%2|%3|%4")
                            .arg(int(value))
                            .arg(size)
                            .arg(lineScale)
                            .arg(palette.cacheKey());
    spritecache::paint(painter, bounds, key,
                       [&](QPainter& p) { drawMark(p, centre, size, value, palette, lineScale); });
}

QString valueText(MoveValue value) {
    switch (value) {
    case MoveValue::None:
        return {};
    case MoveValue::Winning:
        return QCoreApplication::translate("MoveValues", "winning move");
    case MoveValue::Losing:
        return QCoreApplication::translate("MoveValues", "losing move");
    }
    return {};
}

} // namespace movevalues

namespace movevalues {

QString withValue(const QString& text, MoveValue value) {
    if (value == MoveValue::None) return text;
    return QCoreApplication::translate("MoveValues", "%1: %2").arg(text, valueText(value));
}

QString partValuesText(const QStringList& winning) {
    if (winning.isEmpty())
        return QCoreApplication::translate("MoveValues", "Every move here is a losing move.");
    return QCoreApplication::translate("MoveValues",
                                       "Winning move: %1. Every other move here is a losing move.")
        .arg(winning.join(QStringLiteral("; ")));
}

QString withPartValues(const QString& text, const QStringList& winning) {
    return QCoreApplication::translate("MoveValues", "%1. %2").arg(text, partValuesText(winning));
}

} // namespace movevalues
