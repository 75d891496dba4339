// SPDX-License-Identifier: MIT
#include "sgtable/sgtablepainter.h"

#include <QFontInfo>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace {

constexpr int kMargin = 10;
// Cells narrower than this get neither numbers nor grid lines nor P borders.
constexpr qreal kDetailCell = 6;
const QColor kGridLine(128, 128, 128, 110);
const QColor kPBorder(0x9c, 0x36, 0x00);

} // namespace

SgTablePainter::SgTablePainter(const SgTables& tables, SgTableKind kind, qreal cellSize,
                               const QFont& font)
    : m_tables(tables), m_kind(kind), m_cell(cellSize), m_font(font) {
    // In pixels, so that text has the same size on screen, in a PNG and in an SVG
    // (whose generator has its own resolution).
    m_font.setPixelSize(QFontInfo(font).pixelSize());
    const QFontMetrics fm(m_font);
    const int widest = std::max(99, tables.size() - 1);
    m_headerWidth = fm.horizontalAdvance(QString::number(widest)) + 10;
    m_headerHeight = fm.height() + 6;
}

QRect SgTablePainter::cellsIn(const QPointF& origin, const QRectF& area) const {
    const int n = m_tables.size();
    const auto first = [&](qreal low) { return std::clamp(int(std::floor(low / m_cell)), 0, n); };
    const auto last = [&](qreal high) { return std::clamp(int(std::ceil(high / m_cell)), 0, n); };
    const int b0 = first(area.left() - origin.x()), b1 = last(area.right() - origin.x());
    const int a0 = first(area.top() - origin.y()), a1 = last(area.bottom() - origin.y());
    return QRect(b0, a0, b1 - b0, a1 - a0);
}

QRectF SgTablePainter::cellRect(const QPointF& origin, int a, int b) const {
    return QRectF(origin.x() + b * m_cell, origin.y() + a * m_cell, m_cell, m_cell);
}

void SgTablePainter::paintCells(QPainter& painter, const QPointF& origin, const QRectF& area,
                                bool vector) const {
    const QRect cells = cellsIn(origin, area);
    if (cells.isEmpty()) return;
    painter.save();
    painter.setClipRect(area, Qt::IntersectClip);
    const QRectF target(cellRect(origin, cells.top(), cells.left()).topLeft(),
                        QSizeF(cells.width(), cells.height()) * m_cell);
    const SgColorScale& scale = m_tables.scale();
    if (vector) {
        for (int a = cells.top(); a <= cells.bottom(); ++a)
            for (int b = cells.left(); b <= cells.right(); ++b)
                painter.fillRect(cellRect(origin, a, b), scale.color(m_tables.value(m_kind, a, b)));
    } else if (m_cell < 1) {
        // Shrunk with averaging, so thin lines of P-cells stay visible as a tint.
        const QImage part = m_tables.image(m_kind).copy(cells).scaled(
            target.size().toSize().expandedTo(QSize(1, 1)), Qt::IgnoreAspectRatio,
            Qt::SmoothTransformation);
        painter.drawImage(target.topLeft(), part);
        paintZeroDots(painter, origin, cells);
    } else {
        painter.drawImage(target, m_tables.image(m_kind), QRectF(cells));
    }
    if (m_cell >= kDetailCell) {
        painter.setPen(QPen(kGridLine, 0));
        for (int b = cells.left(); b <= cells.right() + 1; ++b)
            painter.drawLine(QPointF(origin.x() + b * m_cell, target.top()),
                             QPointF(origin.x() + b * m_cell, target.bottom()));
        for (int a = cells.top(); a <= cells.bottom() + 1; ++a)
            painter.drawLine(QPointF(target.left(), origin.y() + a * m_cell),
                             QPointF(target.right(), origin.y() + a * m_cell));
        painter.setPen(QPen(kPBorder, std::max(1.0, m_cell / 14)));
        painter.setBrush(Qt::NoBrush);
        const qreal inset = painter.pen().widthF() / 2;
        for (int a = cells.top(); a <= cells.bottom(); ++a)
            for (int b = cells.left(); b <= cells.right(); ++b)
                if (m_tables.value(m_kind, a, b) == 0)
                    painter.drawRect(cellRect(origin, a, b).adjusted(inset, inset, -inset, -inset));
        if (numbersFit(cells)) paintNumbers(painter, origin, cells);
    }
    painter.restore();
}

// Averaging would wash out the single-cell lines of P-positions: mark each with a dot of
// at least a pixel.
void SgTablePainter::paintZeroDots(QPainter& painter, const QPointF& origin,
                                   const QRect& cells) const {
    const qreal dot = std::max<qreal>(m_cell, 1);
    for (int a = cells.top(); a <= cells.bottom(); ++a) {
        const int b = m_tables.zeroColumn(m_kind, a);
        if (b >= cells.left() && b <= cells.right())
            painter.fillRect(QRectF(origin + QPointF(b, a) * m_cell, QSizeF(dot, dot)),
                             SgColorScale::pColor());
    }
}

QFont SgTablePainter::numberFont(bool bold) const {
    QFont font = m_font;
    font.setPixelSize(std::clamp(int(m_cell * 0.42), 6, 16));
    font.setBold(bold);
    return font;
}

bool SgTablePainter::numbersFit(const QRect& cells) const {
    if (m_cell < 9) return false;
    std::uint32_t top = 0;
    for (int a = cells.top(); a <= cells.bottom(); ++a)
        for (int b = cells.left(); b <= cells.right(); ++b)
            top = std::max(top, m_tables.value(m_kind, a, b));
    const QFontMetricsF fm(numberFont(true));
    return fm.horizontalAdvance(QString::number(top)) + 2 <= m_cell && fm.ascent() <= m_cell;
}

void SgTablePainter::paintNumbers(QPainter& painter, const QPointF& origin,
                                  const QRect& cells) const {
    const QFont regular = numberFont(false), bold = numberFont(true);
    for (int a = cells.top(); a <= cells.bottom(); ++a)
        for (int b = cells.left(); b <= cells.right(); ++b) {
            const std::uint32_t v = m_tables.value(m_kind, a, b);
            painter.setFont(v == 0 ? bold : regular);
            painter.setPen(SgColorScale::textColor(m_tables.scale().color(v)));
            painter.drawText(cellRect(origin, a, b), Qt::AlignCenter, QString::number(v));
        }
}

void SgTablePainter::paintMark(QPainter& painter, const QPointF& origin, int a, int b) const {
    if (a < 0 || b < 0 || a >= m_tables.size() || b >= m_tables.size()) return;
    painter.save();
    const QRectF r = cellRect(origin, a, b).adjusted(-1, -1, 1, 1);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::white, 3));
    painter.drawRect(r);
    painter.setPen(QPen(Qt::black, 1));
    painter.drawRect(r);
    painter.restore();
}

int SgTablePainter::labelStep() const {
    const QFontMetricsF fm(m_font);
    const qreal need =
        std::max(fm.horizontalAdvance(QString::number(m_tables.size())) + 8, fm.height() + 2);
    for (int step = 1;; step *= 10)
        for (int k : {1, 2, 5})
            if (step * k * m_cell >= need) return step * k;
}

void SgTablePainter::paintHeaders(QPainter& painter, const QPointF& origin,
                                  const QRectF& area) const {
    const QRect cells = cellsIn(origin, area);
    const int step = labelStep();
    const qreal h = m_headerHeight, w = m_headerWidth;
    painter.save();
    painter.setFont(m_font);
    const QRectF top(area.left(), area.top() - h, area.width(), h);
    painter.setClipRect(top);
    // Labels are centred on their cell, but the one of cell 0 starts at the table's edge
    // when the cell is narrower than it.
    const QFontMetricsF fm(m_font);
    for (int b = (cells.left() + step - 1) / step * step; b <= cells.right(); b += step) {
        const qreal x = origin.x() + (b + 0.5) * m_cell;
        const qreal centre = b == 0 ? std::max(x, origin.x() + fm.horizontalAdvance(u'0') / 2) : x;
        painter.drawText(QRectF(centre - 40, top.top(), 80, h - 3), Qt::AlignCenter,
                         QString::number(b));
        if (step > 1) painter.drawLine(QPointF(x, top.bottom() - 3), QPointF(x, top.bottom()));
    }
    const QRectF left(area.left() - w, area.top(), w, area.height());
    painter.setClipRect(left);
    for (int a = (cells.top() + step - 1) / step * step; a <= cells.bottom(); a += step) {
        const qreal y = origin.y() + (a + 0.5) * m_cell;
        const qreal centre = a == 0 ? std::max(y, origin.y() + fm.ascent() / 2 + 1) : y;
        painter.drawText(QRectF(left.left(), centre - h, w - 5, 2 * h),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(a));
        if (step > 1) painter.drawLine(QPointF(left.right() - 3, y), QPointF(left.right(), y));
    }
    // The corner names the axes: b across the top, a down the side.
    const QRectF corner(area.left() - w, area.top() - h, w, h);
    painter.setClipRect(corner);
    painter.drawLine(corner.topLeft(), corner.bottomRight());
    painter.drawText(corner.adjusted(0, 0, -3, 0), Qt::AlignRight | Qt::AlignTop,
                     QStringLiteral("b"));
    painter.drawText(corner.adjusted(3, 0, 0, 0), Qt::AlignLeft | Qt::AlignBottom,
                     QStringLiteral("a"));
    painter.restore();
}

int SgTablePainter::legendHeight(const QFont& font) {
    return QFontMetrics(font).height() + 4;
}

void SgTablePainter::paintLegend(QPainter& painter, const QRectF& rect, const SgColorScale& scale,
                                 const QFont& font, const QColor& text) {
    painter.save();
    painter.setFont(font);
    const QFontMetricsF fm(font);
    const qreal box = fm.height();
    const qreal y = rect.top() + (rect.height() - box) / 2;
    painter.setPen(QPen(kPBorder, 1));
    painter.setBrush(SgColorScale::pColor());
    painter.drawRect(QRectF(rect.left() + 0.5, y + 0.5, box - 1, box - 1));
    painter.setPen(text);
    const QString p = tr("0 = P-position");
    qreal x = rect.left() + box + 4;
    painter.drawText(QRectF(x, rect.top(), fm.horizontalAdvance(p) + 1, rect.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, p);
    x += fm.horizontalAdvance(p) + 16;
    const QString low = QStringLiteral("1"), high = QString::number(scale.maxValue());
    painter.drawText(QRectF(x, rect.top(), fm.horizontalAdvance(low) + 1, rect.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, low);
    x += fm.horizontalAdvance(low) + 4;
    const qreal highWidth = fm.horizontalAdvance(high) + 1;
    const QRectF bar(x, y, std::max(24.0, rect.right() - x - highWidth - 4), box);
    // Steps rather than a gradient: every SVG viewer draws plain rectangles.
    constexpr int kSteps = 64;
    for (int i = 0; i < kSteps; ++i)
        painter.fillRect(QRectF(bar.left() + bar.width() * i / kSteps, bar.top(),
                                bar.width() / kSteps + 0.5, bar.height()),
                         SgColorScale::gradient((i + 0.5) / kSteps));
    painter.drawText(QRectF(bar.right() + 4, rect.top(), highWidth, rect.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, high);
    painter.restore();
}

QSize SgTablePainter::pictureSize(const QRect& cells) const {
    const int title = titleHeight();
    const int width = m_headerWidth + int(std::ceil(cells.width() * m_cell));
    const int height =
        title + m_headerHeight + int(std::ceil(cells.height() * m_cell)) + 8 + legendHeight(m_font);
    return QSize(std::max(width, 360) + 2 * kMargin, height + 2 * kMargin);
}

int SgTablePainter::titleHeight() const {
    return QFontMetrics(m_font).height() + 8;
}

QRectF SgTablePainter::pictureArea(const QRect& cells) const {
    return QRectF(kMargin + m_headerWidth, kMargin + titleHeight() + m_headerHeight,
                  cells.width() * m_cell, cells.height() * m_cell);
}

QRectF SgTablePainter::pictureCellRect(const QRect& cells, int a, int b) const {
    const QRectF area = pictureArea(cells);
    return cellRect(area.topLeft() - QPointF(cells.left(), cells.top()) * m_cell, a, b);
}

void SgTablePainter::paintPicture(QPainter& painter, const QRect& cells, const QString& title,
                                  bool vector) const {
    const QSize size = pictureSize(cells);
    painter.save();
    painter.setPen(Qt::black);
    QFont bold = m_font;
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(QRectF(kMargin, kMargin, size.width() - 2 * kMargin, titleHeight()),
                     Qt::AlignLeft | Qt::AlignTop, title);
    painter.setFont(m_font);
    const QRectF area = pictureArea(cells);
    const QPointF origin = area.topLeft() - QPointF(cells.left(), cells.top()) * m_cell;
    paintCells(painter, origin, area, vector);
    paintHeaders(painter, origin, area);
    const QRectF legend(kMargin, area.bottom() + 8, std::min(size.width() - 2.0 * kMargin, 420.0),
                        legendHeight(m_font));
    paintLegend(painter, legend, m_tables.scale(), m_font, Qt::black);
    painter.restore();
}
