// SPDX-License-Identifier: MIT
/// @file
/// The legend of the Wythoff grid's exported pictures.
#include "grid/gridlegend.h"

#include "boards/movemarks.h"
#include "grid/gridframe.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

enum class LegendMark { Position, Reachable, Ray, PCell, Winning, PhiLine, Losing };

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

/// `base` pixels at presentation scale `scale`, rounded.
int scaled(int base, double scale) {
    return int(std::lround(base * scale));
}

/// The items `frame` shows, in the order the legend lists them.
std::vector<LegendItem> legendItems(const GridFrame& frame) {
    std::vector<LegendItem> items{{LegendMark::Position, GridLegend::tr("game's position")},
                                  {LegendMark::Reachable, GridLegend::tr("one move away")},
                                  {LegendMark::Ray, GridLegend::tr("the three kinds of move")}};
    if (frame.showPPositions)
        items.push_back({LegendMark::PCell, frame.geometry.play == grundy::Convention::Misere
                                                ? GridLegend::tr("misère P-position")
                                                : GridLegend::tr("P-position")});
    if (frame.showWinningMoves)
        items.push_back({LegendMark::Winning, GridLegend::tr("winning move")});
    if (frame.moveValues) // View → Move Values crosses the other cells one move away
        items.push_back({LegendMark::Losing, GridLegend::tr("losing move")});
    if (frame.showPhiLines)
        items.push_back({LegendMark::PhiLine, GridLegend::tr("b = φ·a and b = a/φ")});
    return items;
}

} // namespace

int GridLegend::height(const GridFrame& frame) {
    const QFontMetrics fm(frame.font);
    const double scale = frame.scale;
    const LegendSizes sizes(scale);
    const int rows = layoutLegend(legendItems(frame), fm, frame.widget.width() - scaled(16, scale),
                                  sizes, nullptr);
    return rows * (std::max(sizes.swatch, fm.height()) + sizes.rowPadding) + scaled(10, scale);
}

void GridLegend::paint(const GridFrame& frame, QPainter& p, const QRect& area) {
    const std::vector<LegendItem> items = legendItems(frame);
    std::vector<QRect> rects;
    const QFontMetrics fm = p.fontMetrics();
    const double scale = frame.scale;
    const LegendSizes sizes(scale);
    const int swatchSide = sizes.swatch;
    layoutLegend(items, fm, area.width() - scaled(16, scale), sizes, &rects);
    const GridColours& c = frame.colours;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const QRect r =
            rects[i].translated(area.left() + scaled(8, scale), area.top() + scaled(5, scale));
        const QRect swatch(r.left(), r.center().y() - swatchSide / 2, swatchSide, swatchSide);
        p.setPen(Qt::NoPen);
        switch (items[i].mark) {
        case LegendMark::Position: // a disc, as the game's cell is ringed
            p.setBrush(c.highlight);
            p.drawEllipse(swatch);
            break;
        case LegendMark::Reachable:
            p.fillRect(swatch, c.base);
            p.fillRect(swatch, c.reachable);
            break;
        case LegendMark::PCell:
            p.fillRect(swatch, c.p);
            c.paintPStripes(p, QRectF(swatch), frame.lineWidth(1.0));
            break;
        case LegendMark::Ray:
        case LegendMark::Winning: {
            const bool win = items[i].mark == LegendMark::Winning;
            const QColor colour = win ? c.win : c.ray;
            const qreal y = swatch.center().y() + 0.5;
            p.setPen(QPen(colour, frame.lineWidth(win ? 3.0 : 2.0), Qt::SolidLine, Qt::FlatCap));
            const qreal head = swatchSide / 2.0; // 7 px at the normal size
            p.drawLine(QPointF(swatch.right() + 1, y), QPointF(swatch.left() + head - 1, y));
            const QPointF tip[] = {QPointF(swatch.left(), y),
                                   QPointF(swatch.left() + head, y - head * 4 / 7),
                                   QPointF(swatch.left() + head, y + head * 4 / 7)};
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            p.drawPolygon(tip, 3);
            break;
        }
        case LegendMark::PhiLine:
            p.setPen(QPen(c.line, frame.lineWidth(2.0)));
            p.drawLine(QPointF(swatch.left(), swatch.bottom() + 1),
                       QPointF(swatch.right() + 1, swatch.top()));
            break;
        case LegendMark::Losing:
            movevalues::paintMark(p, QRectF(swatch).center(), swatchSide, MoveValue::Losing,
                                  c.markPalette(), frame.scale);
            break;
        }
        p.setPen(c.windowText);
        p.drawText(QRect(swatch.right() + 1 + sizes.swatchGap, r.top(),
                         r.width() - swatchSide - sizes.swatchGap, r.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, items[i].text);
    }
    p.restore();
}
