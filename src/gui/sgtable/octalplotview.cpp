// SPDX-License-Identifier: MIT
#include "sgtable/octalplotview.h"

#include "common/exporter.h"
#include "common/presentation.h"
#include "common/theme.h"

#include <QFontMetricsF>
#include <QImage>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

using grundy::takebreak::Certificate;
using grundy::takebreak::isRareValue;

namespace {

/// The fewest heaps and values a zoom shows.
constexpr double kMinHeaps = 8, kMinValues = 4;
/// From this many pixels a heap, each heap is a dot of its own.
constexpr double kDotsFrom = 3;
/// How much a wheel step or a button zooms.
constexpr double kWheelStep = 1.25, kButtonStep = 2;

QString number(double value) {
    return QLocale().toString(qlonglong(std::llround(value)));
}

/// A round step (1, 2 or 5 times a power of ten, at least 1) of at least `raw`.
double niceStep(double raw) {
    if (!(raw > 1)) return 1;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= raw) return m * power;
    return 10 * power;
}

/// The ticks of [from, to] with `step`.
QList<double> ticks(double from, double to, double step) {
    QList<double> out;
    for (double t = std::ceil(from / step) * step; t <= to + 1e-9 && out.size() < 1000; t += step)
        if (t >= 0) out.append(t);
    return out;
}

} // namespace

struct OctalPlotView::Layout {
    QSizeF size;
    QRectF area;          ///< the points
    QRectF title;         ///< an export's title, empty on screen
    double line = 0;      ///< a line of text
    double tick = 0;      ///< a tick mark's length
    double yLabels = 0;   ///< the width of the values' numbers
    QList<QRectF> legend; ///< each legend entry's box (swatch then text)
    QRectF xTitle;        ///< "heap n", right of the legend's first line
};

OctalPlotView::OctalPlotView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("octalPlot"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::OpenHandCursor);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Plot of the values G(n) against the heap n"));
}

void OctalPlotView::setData(std::shared_ptr<const std::vector<std::uint16_t>> values,
                            std::optional<Certificate> certificate, bool markRare,
                            const QString& title) {
    m_values = std::move(values);
    m_certificate = certificate;
    m_markRare = markRare;
    m_title = title;
    m_max =
        m_values && !m_values->empty() ? *std::max_element(m_values->begin(), m_values->end()) : 0u;
    m_rareCount = m_values && markRare
                      ? std::size_t(std::count_if(m_values->begin(), m_values->end(),
                                                  [](unsigned v) { return isRareValue(v); }))
                      : 0;
    fit();
}

void OctalPlotView::clear() {
    m_values.reset();
    m_certificate.reset();
    m_markRare = false;
    m_max = 0;
    m_rareCount = 0;
    fit();
}

double OctalPlotView::scale() const {
    return presentation::scale(this);
}

QRectF OctalPlotView::fullRange() const {
    const double heaps = m_values ? std::max<double>(1, double(m_values->size())) : 1;
    const double top = std::max(1u, m_max);
    const double margin = 0.04 * top + 0.5;
    return QRectF(0, -margin, heaps, top + 2 * margin);
}

QRectF OctalPlotView::clamped(QRectF r) const {
    const QRectF full = fullRange();
    const auto fix = [](double& from, double& span, double fullFrom, double fullSpan,
                        double least) {
        span = std::clamp(span, std::min(least, fullSpan), fullSpan);
        from = std::clamp(from, fullFrom, fullFrom + fullSpan - span);
    };
    double x = r.x(), w = r.width(), y = r.y(), h = r.height();
    fix(x, w, full.x(), full.width(), kMinHeaps);
    fix(y, h, full.y(), full.height(), kMinValues);
    return QRectF(x, y, w, h);
}

void OctalPlotView::setRange(const QRectF& range) {
    const QRectF r = clamped(range);
    if (r == m_range) return;
    m_range = r;
    update();
    emit rangeChanged();
}

void OctalPlotView::fit() {
    m_range = fullRange();
    update();
    emit rangeChanged();
}

void OctalPlotView::zoomBy(double factor, const QPointF& at, bool values) {
    const QRectF area = plotArea();
    QRectF r = m_range;
    if (values) {
        const double v = r.y() + (area.bottom() - at.y()) / area.height() * r.height();
        r.setY(v - (v - r.y()) / factor);
        r.setHeight(m_range.height() / factor);
    } else {
        const double h = heapAt(at.x());
        r.setX(h - (h - m_range.x()) / factor);
        r.setWidth(m_range.width() / factor);
    }
    setRange(r);
}

void OctalPlotView::zoomIn() {
    zoomBy(kButtonStep, plotArea().center(), false);
}

void OctalPlotView::zoomOut() {
    zoomBy(1 / kButtonStep, plotArea().center(), false);
}

// ---- geometry ---------------------------------------------------------------------------------

OctalPlotView::Layout OctalPlotView::layoutFor(const QSizeF& size, const QFontMetricsF& fm,
                                               bool title) const {
    Layout l;
    l.size = size;
    l.line = fm.height();
    l.tick = 4 * std::max(1.0, scale());
    // The margins depend on the data only, so that a zoom keeps the heap under the pointer.
    const QRectF full = fullRange();
    l.yLabels = std::max(fm.horizontalAdvance(number(std::max(full.bottom(), 10.0))),
                         fm.horizontalAdvance(QStringLiteral("G(n)")) / 2);
    const double pad = l.line / 2;
    // "G(n)", turned, left of the values' numbers.
    const double left = pad + l.line + 4 + l.yLabels + l.tick + 4;
    const double right = pad + fm.horizontalAdvance(number(full.right())) / 2;
    double y = pad;
    if (title) {
        l.title = QRectF(pad, y, size.width() - 2 * pad, l.line * 1.3);
        y += l.line * 1.6;
    }
    const double areaTop = y + l.line * 0.6; // room for the top number
    // Under the heaps' numbers, one line or more: the legend's entries from the left, wrapped,
    // and the heaps' axis title at the right end of the first line.
    const double swatch = l.line;
    const double gap = l.line;
    const double titleWidth = fm.horizontalAdvance(tr("heap n"));
    const double usable = std::max(10.0, size.width() - 2 * pad - titleWidth - gap);
    QList<QSizeF> boxes;
    for (const LegendEntry& e : legend())
        boxes.append(
            QSizeF(std::min(usable, swatch + l.line / 3 + fm.horizontalAdvance(e.text)), l.line));
    int rows = 1;
    double x = 0;
    for (const QSizeF& b : boxes) {
        if (x > 0 && x + b.width() > usable) {
            ++rows;
            x = 0;
        }
        x += b.width() + gap;
    }
    const double bottom = l.tick + l.line * 1.1 + rows * l.line * 1.25 + pad;
    l.area = QRectF(left, areaTop, std::max(10.0, size.width() - left - right),
                    std::max(10.0, size.height() - areaTop - bottom));
    double lx = pad, ly = l.area.bottom() + l.tick + l.line * 1.1;
    l.xTitle = QRectF(size.width() - pad - titleWidth, ly, titleWidth, l.line);
    for (const QSizeF& b : boxes) {
        if (lx > pad && lx + b.width() > pad + usable) {
            lx = pad;
            ly += l.line * 1.25;
        }
        l.legend.append(QRectF(QPointF(lx, ly), b));
        lx += b.width() + gap;
    }
    return l;
}

QRectF OctalPlotView::plotArea() const {
    return layoutFor(QSizeF(size()), QFontMetricsF(font(), this), false).area;
}

QPointF OctalPlotView::toWidget(double heap, double value) const {
    const QRectF a = plotArea();
    return {a.left() + (heap + 0.5 - m_range.x()) / m_range.width() * a.width(),
            a.bottom() - (value - m_range.y()) / m_range.height() * a.height()};
}

double OctalPlotView::heapAt(double x) const {
    const QRectF a = plotArea();
    return m_range.x() + (x - a.left()) / a.width() * m_range.width();
}

std::vector<OctalPlotView::Pixel> OctalPlotView::bins(const QRectF& r, int columns,
                                                      int rows) const {
    std::vector<Pixel> out(std::size_t(std::max(0, columns)) * std::size_t(std::max(0, rows)),
                           Pixel::Empty);
    if (!m_values || m_values->empty() || columns <= 0 || rows <= 0) return out;
    const auto& g = *m_values;
    const double perColumn = double(columns) / r.width(), perRow = double(rows) / r.height();
    const double top = r.y() + r.height();
    const auto first = std::size_t(std::max(0.0, std::floor(r.x())));
    const auto last = std::min(g.size(), std::size_t(std::max(0.0, std::ceil(r.right()) + 1)));
    for (std::size_t n = first; n < last; ++n) {
        const int column = int(std::floor((double(n) + 0.5 - r.x()) * perColumn));
        if (column < 0 || column >= columns) continue;
        const unsigned v = g[n];
        const int row = int(std::floor((top - double(v)) * perRow));
        if (row < 0 || row >= rows) continue;
        Pixel& p = out[std::size_t(row) * std::size_t(columns) + std::size_t(column)];
        const Pixel kind = m_markRare && isRareValue(v) ? Pixel::Rare : Pixel::Common;
        if (kind > p) p = kind;
    }
    return out;
}

// ---- painting ---------------------------------------------------------------------------------

QColor OctalPlotView::rareColour(const QPalette& palette) {
    return theme::isDark(palette) ? QColor(0xff, 0x6e, 0xc4) : QColor(0xc8, 0x10, 0x78);
}

OctalPlotView::Colours OctalPlotView::coloursFor(bool dark, const QPalette& palette) {
    Colours c;
    if (dark) {
        c.background = palette.color(QPalette::Base);
        c.text = palette.color(QPalette::Text);
        c.axis = c.text;
        c.grid = theme::blend(c.background, c.text, 0.14);
        c.common = QColor(0x8a, 0xb4, 0xff);
        c.rare = QColor(0xff, 0x6e, 0xc4);
        c.prePeriod = theme::blend(c.background, QColor(0xc0, 0x88, 0x20), 0.35);
        c.periodA = theme::blend(c.background, QColor(0x3f, 0xa0, 0x5a), 0.24);
        c.periodB = theme::blend(c.background, QColor(0x3f, 0xa0, 0x5a), 0.13);
        c.start = QColor(0xf0, 0xa8, 0x40);
    } else {
        c.background = Qt::white;
        c.text = QColor(0x20, 0x20, 0x20);
        c.axis = QColor(0x40, 0x40, 0x40);
        c.grid = QColor(0xe4, 0xe4, 0xe4);
        c.common = QColor(0x1f, 0x4f, 0xa0);
        c.rare = QColor(0xc8, 0x10, 0x78);
        c.prePeriod = QColor(0xfb, 0xe6, 0xc2);
        c.periodA = QColor(0xd6, 0xee, 0xda);
        c.periodB = QColor(0xee, 0xf8, 0xf0);
        c.start = QColor(0xb0, 0x60, 0x00);
    }
    return c;
}

QList<OctalPlotView::LegendEntry> OctalPlotView::legend() const {
    QList<LegendEntry> out;
    if (!m_values) return out;
    if (m_markRare) {
        out.append({LegendEntry::Common, tr("common value")});
        out.append({LegendEntry::Rare, tr("rare value (%1 heaps of %2)")
                                           .arg(number(double(m_rareCount)))
                                           .arg(number(double(m_values->size())))});
    } else {
        out.append({LegendEntry::Common, tr("G(n)")});
    }
    if (m_certificate) {
        if (m_certificate->preperiod > 0)
            out.append(
                {LegendEntry::PrePeriod, tr("pre-period: heaps 0 to %1")
                                             .arg(number(double(m_certificate->preperiod - 1)))});
        out.append({LegendEntry::Period, tr("period %1 from heap %2: a band each")
                                             .arg(number(double(m_certificate->period)))
                                             .arg(number(double(m_certificate->preperiod)))});
    }
    return out;
}

void OctalPlotView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const bool dark = theme::isDark(palette());
    Colours c = coloursFor(dark, palette());
    if (!dark) {
        c.background = palette().color(QPalette::Base);
        c.text = palette().color(QPalette::Text);
    }
    paintPicture(p, QSizeF(size()), c, font(), false, false);
    if (hasFocus()) {
        QPen pen(palette().color(QPalette::Highlight), presentation::lineWidth(this, 1));
        pen.setStyle(Qt::DotLine);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    }
}

void OctalPlotView::paintPicture(QPainter& p, const QSizeF& size, const Colours& c,
                                 const QFont& font, bool vector, bool title) const {
    p.fillRect(QRectF(QPointF(0, 0), size), c.background);
    // Text is measured on the device it is drawn on (an SVG's resolution is not the screen's).
    p.setFont(font);
    const QFont plain = p.font();
    const Layout l = layoutFor(size, QFontMetricsF(plain, p.device()), title);
    if (title) {
        p.setPen(c.text);
        QFont bold = plain;
        bold.setBold(true);
        p.setFont(bold);
        QString text = m_title;
        if (m_values && m_range != fullRange())
            text = tr("%1 (heaps %2 to %3 in view)")
                       .arg(m_title)
                       .arg(number(std::max(0.0, std::ceil(m_range.x() - 0.5))))
                       .arg(number(std::min(double(m_values->size()) - 1,
                                            std::ceil(m_range.right() - 0.5) - 1)));
        p.drawText(
            l.title, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(bold, p.device()).elidedText(text, Qt::ElideRight, l.title.width()));
        p.setFont(plain);
    }
    if (!m_values || m_values->empty()) {
        paintAxes(p, l, c);
        return;
    }
    paintBands(p, l, c);
    paintPoints(p, l, c, vector);
    paintAxes(p, l, c);
    paintLegend(p, l, c);
}

void OctalPlotView::paintBands(QPainter& p, const Layout& l, const Colours& c) const {
    const QRectF a = l.area;
    const double perHeap = a.width() / m_range.width();
    const auto xOf = [&](double heap) { return a.left() + (heap - m_range.x()) * perHeap; };
    p.save();
    p.setClipRect(a);
    if (m_certificate) {
        const double e = double(m_certificate->preperiod), period = double(m_certificate->period);
        const double end = double(m_values->size());
        if (e > 0)
            p.fillRect(QRectF(QPointF(xOf(0), a.top()), QPointF(xOf(e), a.bottom())), c.prePeriod);
        if (period * perHeap >= 3) {
            const double firstBand = std::max(0.0, std::floor((m_range.x() - e) / period));
            for (double k = firstBand; e + k * period < std::min(end, m_range.right()); ++k) {
                const double from = e + k * period, to = std::min(end, from + period);
                p.fillRect(QRectF(QPointF(xOf(from), a.top()), QPointF(xOf(to), a.bottom())),
                           std::fmod(k, 2.0) == 0 ? c.periodA : c.periodB);
            }
        } else {
            p.fillRect(QRectF(QPointF(xOf(e), a.top()), QPointF(xOf(end), a.bottom())), c.periodB);
        }
        // Where the period starts.
        p.setPen(QPen(c.start, presentation::lineWidth(this, 1.5), Qt::DashLine));
        p.drawLine(QPointF(xOf(e), a.top()), QPointF(xOf(e), a.bottom()));
    }
    // The grid, under the points.
    p.setPen(QPen(c.grid, 1));
    const QFontMetricsF fm(p.font(), p.device());
    const double xStep = niceStep(
        m_range.width() * (fm.horizontalAdvance(number(m_range.right())) + 2 * l.line) / a.width());
    for (double t : ticks(m_range.x(), m_range.right(), xStep))
        p.drawLine(QPointF(xOf(t + 0.5), a.top()), QPointF(xOf(t + 0.5), a.bottom()));
    const double yStep = niceStep(m_range.height() * 2.5 * l.line / a.height());
    for (double t : ticks(m_range.y(), m_range.bottom(), yStep)) {
        const double y = a.bottom() - (t - m_range.y()) / m_range.height() * a.height();
        p.drawLine(QPointF(a.left(), y), QPointF(a.right(), y));
    }
    p.restore();
}

void OctalPlotView::paintPoints(QPainter& p, const Layout& l, const Colours& c, bool vector) const {
    const QRectF a = l.area;
    const double perHeap = a.width() / m_range.width();
    const auto& g = *m_values;
    p.save();
    p.setClipRect(a);
    if (perHeap >= kDotsFrom) {
        // A dot per heap, rare ones last so that they stay on top.
        const double radius = std::clamp(perHeap * 0.3, 1.5, 4.0) * std::max(1.0, scale());
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        const auto first = std::size_t(std::max(0.0, std::floor(m_range.x())));
        const auto last =
            std::min(g.size(), std::size_t(std::max(0.0, std::ceil(m_range.right()) + 1)));
        for (int pass = 0; pass < 2; ++pass) {
            const bool rare = pass == 1;
            if (rare && !m_markRare) break;
            p.setBrush(rare ? c.rare : c.common);
            for (std::size_t n = first; n < last; ++n) {
                if ((m_markRare && isRareValue(g[n])) != rare) continue;
                const QPointF at(a.left() + (double(n) + 0.5 - m_range.x()) * perHeap,
                                 a.bottom() - (g[n] - m_range.y()) / m_range.height() * a.height());
                p.drawEllipse(at, radius, radius);
            }
        }
        p.restore();
        return;
    }
    if (vector) {
        // Bins of 2 × 2 pixels; each run of lit bins down a column is one rectangle.
        const int columns = std::max(1, int(a.width() / 2)),
                  rows = std::max(1, int(a.height() / 2));
        const std::vector<Pixel> lit = bins(m_range, columns, rows);
        const double w = a.width() / columns, h = a.height() / rows;
        p.setPen(Qt::NoPen);
        for (Pixel kind : {Pixel::Common, Pixel::Rare}) {
            p.setBrush(kind == Pixel::Rare ? c.rare : c.common);
            for (int x = 0; x < columns; ++x)
                for (int y = 0; y < rows;) {
                    if (lit[std::size_t(y) * std::size_t(columns) + std::size_t(x)] != kind) {
                        ++y;
                        continue;
                    }
                    int end = y + 1;
                    while (end < rows &&
                           lit[std::size_t(end) * std::size_t(columns) + std::size_t(x)] == kind)
                        ++end;
                    p.drawRect(QRectF(a.left() + x * w, a.top() + y * h, w, (end - y) * h));
                    y = end;
                }
        }
        p.restore();
        return;
    }
    // One bin per device pixel; a lit bin is a square dot `dot` pixels wide.
    const qreal ratio = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    const int columns = std::max(1, int(a.width() * ratio)),
              rows = std::max(1, int(a.height() * ratio));
    const std::vector<Pixel> lit = bins(m_range, columns, rows);
    QImage image(columns, rows, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const int dot = std::max(2, int(std::lround(2 * ratio * std::max(1.0, scale()))));
    const QRgb colours[3] = {0, c.common.rgb(), c.rare.rgb()};
    for (Pixel kind : {Pixel::Common, Pixel::Rare})
        for (int y = 0; y < rows; ++y) {
            const Pixel* row = lit.data() + std::size_t(y) * std::size_t(columns);
            for (int x = 0; x < columns; ++x) {
                if (row[x] != kind) continue;
                for (int dy = 0; dy < dot && y + dy - dot / 2 < rows; ++dy) {
                    const int yy = y + dy - dot / 2;
                    if (yy < 0) continue;
                    auto* line = reinterpret_cast<QRgb*>(image.scanLine(yy));
                    for (int dx = 0; dx < dot && x + dx < columns; ++dx)
                        line[x + dx] = colours[int(kind)];
                }
            }
        }
    image.setDevicePixelRatio(ratio);
    p.drawImage(a.topLeft(), image);
    p.restore();
}

void OctalPlotView::paintAxes(QPainter& p, const Layout& l, const Colours& c) const {
    const QRectF a = l.area;
    const QFontMetricsF fm(p.font(), p.device());
    const double width = presentation::lineWidth(this, 1);
    p.setPen(QPen(c.axis, width));
    p.drawLine(a.bottomLeft(), a.bottomRight());
    p.drawLine(a.bottomLeft(), a.topLeft());
    const double perHeap = a.width() / m_range.width();
    const double xStep = niceStep(
        m_range.width() * (fm.horizontalAdvance(number(m_range.right())) + 2 * l.line) / a.width());
    for (double t : ticks(m_range.x(), m_range.right(), xStep)) {
        const double x = a.left() + (t + 0.5 - m_range.x()) * perHeap;
        if (x < a.left() - 0.5 || x > a.right() + 0.5) continue;
        p.setPen(QPen(c.axis, width));
        p.drawLine(QPointF(x, a.bottom()), QPointF(x, a.bottom() + l.tick));
        p.setPen(c.text);
        const QString text = number(t);
        const double w = fm.horizontalAdvance(text);
        p.drawText(QRectF(x - w / 2 - 2, a.bottom() + l.tick, w + 4, l.line * 1.1), Qt::AlignCenter,
                   text);
    }
    const double yStep = niceStep(m_range.height() * 2.5 * l.line / a.height());
    for (double t : ticks(m_range.y(), m_range.bottom(), yStep)) {
        const double y = a.bottom() - (t - m_range.y()) / m_range.height() * a.height();
        p.setPen(QPen(c.axis, width));
        p.drawLine(QPointF(a.left() - l.tick, y), QPointF(a.left(), y));
        p.setPen(c.text);
        p.drawText(
            QRectF(a.left() - l.tick - 2 - l.yLabels - 4, y - l.line / 2, l.yLabels + 4, l.line),
            Qt::AlignRight | Qt::AlignVCenter, number(t));
    }
    p.setPen(c.text);
    p.save();
    p.translate(a.left() - l.tick - 8 - l.yLabels - l.line, a.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-a.height() / 2, 0, a.height(), l.line), Qt::AlignCenter, tr("G(n)"));
    p.restore();
    p.drawText(l.xTitle, Qt::AlignRight | Qt::AlignVCenter, tr("heap n"));
}

void OctalPlotView::paintLegend(QPainter& p, const Layout& l, const Colours& c) const {
    const QList<LegendEntry> entries = legend();
    const QFontMetricsF fm(p.font(), p.device());
    for (qsizetype i = 0; i < entries.size() && i < l.legend.size(); ++i) {
        const QRectF box = l.legend[i];
        const QRectF swatch(box.left(), box.top() + l.line * 0.15, l.line * 0.7 + 4, l.line * 0.7);
        switch (entries[i].kind) {
        case LegendEntry::Common:
        case LegendEntry::Rare: {
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(Qt::NoPen);
            p.setBrush(entries[i].kind == LegendEntry::Rare ? c.rare : c.common);
            const double r = l.line * 0.22;
            p.drawEllipse(swatch.center(), r, r);
            p.restore();
            break;
        }
        case LegendEntry::PrePeriod:
            p.fillRect(swatch, c.prePeriod);
            p.setPen(QPen(c.axis, 1));
            p.drawRect(swatch);
            break;
        case LegendEntry::Period:
            p.fillRect(QRectF(swatch.topLeft(), QSizeF(swatch.width() / 2, swatch.height())),
                       c.periodA);
            p.fillRect(QRectF(QPointF(swatch.center().x(), swatch.top()), swatch.bottomRight()),
                       c.periodB);
            p.setPen(QPen(c.axis, 1));
            p.drawRect(swatch);
            p.setPen(QPen(c.start, presentation::lineWidth(this, 1.5), Qt::DashLine));
            p.drawLine(swatch.topLeft(), swatch.bottomLeft());
            break;
        }
        p.setPen(c.text);
        const QRectF text(swatch.right() + l.line / 3, box.top(),
                          box.right() - swatch.right() - l.line / 3, l.line);
        p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(entries[i].text, Qt::ElideRight, text.width()));
    }
}

// ---- interaction --------------------------------------------------------------------------------

QString OctalPlotView::describeAt(const QPointF& at) const {
    const QRectF a = plotArea();
    if (!m_values || m_values->empty() || !a.contains(at)) return {};
    const auto& g = *m_values;
    const double perHeap = a.width() / m_range.width();
    const auto heapFor = [&](double x) { return m_range.x() + (x - a.left()) / perHeap; };
    if (perHeap >= 1) {
        const double h = std::floor(heapFor(at.x()));
        if (h < 0 || h >= double(g.size())) return {};
        const auto n = std::size_t(h);
        QString text = tr("Heap %1: G = %2").arg(number(h)).arg(g[n]);
        if (m_markRare) text += isRareValue(g[n]) ? tr(" (rare)") : tr(" (common)");
        if (m_certificate && n < m_certificate->preperiod)
            text += tr(" · pre-period");
        else if (m_certificate)
            text +=
                tr(" · as heap %1 of the first period")
                    .arg(number(double(m_certificate->preperiod +
                                       (n - m_certificate->preperiod) % m_certificate->period)));
        return text;
    }
    // The heaps whose dots fall in this pixel column.
    const double left = std::floor(at.x() - a.left()) + a.left();
    const double from = std::max(0.0, std::ceil(heapFor(left) - 0.5));
    const double to = std::min(double(g.size()), std::ceil(heapFor(left + 1) - 0.5));
    if (from >= to) return {};
    unsigned low = 0xFFFF, high = 0;
    std::size_t rare = 0;
    for (auto n = std::size_t(from); n < std::size_t(to); ++n) {
        low = std::min<unsigned>(low, g[n]);
        high = std::max<unsigned>(high, g[n]);
        rare += isRareValue(g[n]) ? 1 : 0;
    }
    QString text = tr("Heaps %1 to %2: G from %3 to %4")
                       .arg(number(from))
                       .arg(number(to - 1))
                       .arg(low)
                       .arg(high);
    if (m_markRare && rare > 0) text += tr(", %1 rare").arg(rare);
    return text;
}

void OctalPlotView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    update();
}

void OctalPlotView::wheelEvent(QWheelEvent* event) {
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0 || !m_values) return event->ignore();
    zoomBy(std::pow(kWheelStep, steps), event->position(),
           event->modifiers() & Qt::ControlModifier);
    emit hovered(describeAt(event->position()));
    event->accept();
}

void OctalPlotView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    m_dragFrom = event->position();
    m_dragRange = m_range;
    setCursor(Qt::ClosedHandCursor);
}

void OctalPlotView::mouseMoveEvent(QMouseEvent* event) {
    if (m_dragFrom) {
        const QRectF a = plotArea();
        const QPointF d = event->position() - *m_dragFrom;
        setRange(m_dragRange.translated(-d.x() / a.width() * m_dragRange.width(),
                                        d.y() / a.height() * m_dragRange.height()));
    }
    emit hovered(describeAt(event->position()));
}

void OctalPlotView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mouseReleaseEvent(event);
    m_dragFrom.reset();
    setCursor(Qt::OpenHandCursor);
}

void OctalPlotView::mouseDoubleClickEvent(QMouseEvent*) {
    fit();
}

void OctalPlotView::keyPressEvent(QKeyEvent* event) {
    const QRectF r = m_range;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        return zoomIn();
    case Qt::Key_Minus:
        return zoomOut();
    case Qt::Key_Home:
    case Qt::Key_0:
        return fit();
    case Qt::Key_Left:
        return setRange(r.translated(-r.width() / 10, 0));
    case Qt::Key_Right:
        return setRange(r.translated(r.width() / 10, 0));
    case Qt::Key_Up:
        return setRange(r.translated(0, r.height() / 10));
    case Qt::Key_Down:
        return setRange(r.translated(0, -r.height() / 10));
    default:
        QWidget::keyPressEvent(event);
    }
}

void OctalPlotView::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    emit hovered(QString());
}

// ---- export -----------------------------------------------------------------------------------

QFont OctalPlotView::exportFont() const {
    // In pixels, so that PNG and SVG (whose resolutions differ) show the same picture.
    QFont f = font();
    f.setPixelSize(15);
    return f;
}

bool OctalPlotView::exportPng(const QString& path, QString* error) const {
    if (!m_values || m_values->empty()) {
        if (error) *error = tr("There is no plot to export yet.");
        return false;
    }
    const Colours c = coloursFor(false, palette());
    return Exporter::savePng(
        path, QSize(kExportWidth, kExportHeight),
        [&](QPainter& p) {
            paintPicture(p, QSizeF(kExportWidth, kExportHeight), c, exportFont(), false, true);
        },
        error, 2.0, c.background);
}

bool OctalPlotView::exportSvg(const QString& path, QString* error) const {
    if (!m_values || m_values->empty()) {
        if (error) *error = tr("There is no plot to export yet.");
        return false;
    }
    const Colours c = coloursFor(false, palette());
    return Exporter::saveSvg(
        path, QSize(kExportWidth, kExportHeight),
        [&](QPainter& p) {
            paintPicture(p, QSizeF(kExportWidth, kExportHeight), c, exportFont(), true, true);
        },
        m_title, error, c.background);
}
