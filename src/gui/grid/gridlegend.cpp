// SPDX-License-Identifier: MIT
/// @file
/// The legend of the Wythoff grid's exported pictures.
#include "grid/gridlegend.h"

#include "grid/wythoffgridview.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <vector>

namespace gridlegend {

namespace {

enum class LegendMark { Position, Reachable, Ray, PCell, Winning, PhiLine };

struct LegendItem {
    LegendMark mark;
    QString text;
};

/// The legend's fixed sizes at the normal scale: swatch edge, gap between items, space
/// between a swatch and its text, padding of each row.
constexpr int kSwatch = 14;
constexpr int kLegendGap = 18;
constexpr int kSwatchGap = 5;
constexpr int kRowPadding = 4;

/// The legend's sizes for presentation scale `scale`.
struct LegendSizes {
    explicit LegendSizes(double scale)
        : swatch(int(std::lround(kSwatch * scale))), gap(int(std::lround(kLegendGap * scale))),
          swatchGap(int(std::lround(kSwatchGap * scale))),
          rowPadding(int(std::lround(kRowPadding * scale))) {}
    int swatch, gap, swatchGap, rowPadding;
};

/// Where each legend item goes in rows of `width` pixels; returns the rows used.
int layoutLegend(const std::vector<LegendItem>& items, const QFontMetrics& fm, int width,
                 const LegendSizes& sizes, std::vector<QRect>* rects) {
    const int rowHeight = std::max(sizes.swatch, fm.height()) + sizes.rowPadding;
    int x = 0, row = 0;
    for (const LegendItem& item : items) {
        const int w = sizes.swatch + sizes.swatchGap + fm.horizontalAdvance(item.text);
        if (x > 0 && x + w > width) {
            x = 0;
            ++row;
        }
        if (rects) rects->emplace_back(x, row * rowHeight, w, rowHeight);
        x += w + sizes.gap;
    }
    return items.empty() ? 0 : row + 1;
}

std::vector<LegendItem> legendItems(const WythoffGridView& v) {
    std::vector<LegendItem> items{
        {LegendMark::Position, WythoffGridView::tr("game's position")},
        {LegendMark::Reachable, WythoffGridView::tr("one move away")},
        {LegendMark::Ray, WythoffGridView::tr("the three kinds of move")}};
    if (v.showPPositions()) items.push_back({LegendMark::PCell, WythoffGridView::tr("P-position")});
    if (v.winningMovesShown())
        items.push_back({LegendMark::Winning, WythoffGridView::tr("winning move")});
    if (v.showPhiLines())
        items.push_back(
            {LegendMark::PhiLine, WythoffGridView::tr("b = \u03c6\u00b7a and b = a/\u03c6")});
    return items;
}

/// `base` pixels at presentation scale `scale`, rounded.
int scaled(int base, double scale) {
    return int(std::lround(base * scale));
}

} // namespace

int height(const WythoffGridView& view, double scale) {
    const QFontMetrics fm = view.fontMetrics();
    const LegendSizes sizes(scale);
    const int rows =
        layoutLegend(legendItems(view), fm, view.width() - scaled(16, scale), sizes, nullptr);
    return rows * (std::max(sizes.swatch, fm.height()) + sizes.rowPadding) + scaled(10, scale);
}

void paint(const WythoffGridView& view, double scale, QPainter& p, const QRect& area) {
    const std::vector<LegendItem> items = legendItems(view);
    std::vector<QRect> rects;
    const QFontMetrics fm = p.fontMetrics();
    const LegendSizes sizes(scale);
    const int swatchSide = sizes.swatch;
    layoutLegend(items, fm, area.width() - scaled(16, scale), sizes, &rects);
    const QPalette& pal = view.palette();
    const QColor base = pal.color(QPalette::Base);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const QRect r =
            rects[i].translated(area.left() + scaled(8, scale), area.top() + scaled(5, scale));
        const QRect swatch(r.left(), r.center().y() - swatchSide / 2, swatchSide, swatchSide);
        p.setPen(Qt::NoPen);
        switch (items[i].mark) {
        case LegendMark::Position:
            p.fillRect(swatch, pal.color(QPalette::Highlight));
            break;
        case LegendMark::Reachable:
            p.fillRect(swatch, base);
            p.fillRect(swatch, view.reachableColour());
            break;
        case LegendMark::PCell:
            p.fillRect(swatch, view.pColour());
            break;
        case LegendMark::Ray:
        case LegendMark::Winning: {
            const bool win = items[i].mark == LegendMark::Winning;
            const QColor c = win ? view.winColour() : pal.color(QPalette::Highlight);
            const qreal y = swatch.center().y() + 0.5;
            p.setPen(QPen(c, view.lineWidth(win ? 3.0 : 2.0), Qt::SolidLine, Qt::FlatCap));
            const qreal head = swatchSide / 2.0; // 7 px at the normal size
            p.drawLine(QPointF(swatch.right() + 1, y), QPointF(swatch.left() + head - 1, y));
            const QPointF tip[] = {QPointF(swatch.left(), y),
                                   QPointF(swatch.left() + head, y - head * 4 / 7),
                                   QPointF(swatch.left() + head, y + head * 4 / 7)};
            p.setPen(Qt::NoPen);
            p.setBrush(c);
            p.drawPolygon(tip, 3);
            break;
        }
        case LegendMark::PhiLine:
            p.setPen(QPen(view.lineColour(), view.lineWidth(2.0)));
            p.drawLine(QPointF(swatch.left(), swatch.bottom() + 1),
                       QPointF(swatch.right() + 1, swatch.top()));
            break;
        }
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRect(swatch.right() + 1 + sizes.swatchGap, r.top(),
                         r.width() - swatchSide - sizes.swatchGap, r.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, items[i].text);
    }
    p.restore();
}

} // namespace gridlegend
