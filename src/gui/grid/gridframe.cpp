// SPDX-License-Identifier: MIT
/// @file
/// The Wythoff grid's frame: cell geometry by exact integer arithmetic, and its colours.
#include "grid/gridframe.h"

#include "core/games/wythoff/wythoff.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>

using grundy::Natural;
namespace wythoff = grundy::wythoff;

int GridGeometry::columns() const {
    return (grid.width() + x.offset + cell - 1) / cell;
}

int GridGeometry::rows() const {
    return (grid.height() + y.offset + cell - 1) / cell;
}

QRect GridGeometry::cellRect(int column, int row) const {
    const int left = grid.left() + column * cell - x.offset;
    const int bottom = grid.bottom() - (row * cell - y.offset);
    return {left, bottom - cell + 1, cell, cell};
}

Natural GridGeometry::blockOf(const Natural& n) const {
    if (stride == 1) return n;
    Natural block;
    mpz_fdiv_q_ui(block.get_mpz_t(), n.get_mpz_t(), static_cast<unsigned long>(stride));
    return block;
}

std::optional<int> GridGeometry::columnIndex(const Natural& a) const {
    return x.index(blockOf(a), columns());
}

std::optional<int> GridGeometry::rowIndex(const Natural& b) const {
    return y.index(blockOf(b), rows());
}

std::optional<GridCell> GridGeometry::cellAt(QPoint p) const {
    if (!grid.contains(p)) return std::nullopt;
    Natural a = x.cellAt(localX(p), cell) * stride;
    Natural b = y.cellAt(localY(p), cell) * stride;
    if (sgn(a) < 0 || sgn(b) < 0) return std::nullopt;
    return GridCell{std::move(a), std::move(b)};
}

QPoint GridGeometry::cellCenter(const Natural& a, const Natural& b) const {
    const auto i = columnIndex(a), j = rowIndex(b);
    if (!i || !j) return {-1, -1};
    const QRect r = cellRect(*i, *j);
    return {r.left() + cell / 2, r.top() + cell / 2};
}

std::vector<std::pair<int, int>> GridGeometry::pCells() const {
    // Each a >= 1 is in exactly one P-position and (0, 0) is the other, so column a holds
    // exactly one P-cell, at b = partner(a).
    // Misère play changes only the columns 0, 1 and 2 (to 1, 0 and 2).
    const bool misere = play == grundy::Convention::Misere;
    const int cols = columns(), rowCount = rows();
    std::vector<std::pair<int, int>> cells;
    if (stride > 1) return pBlocks();
    if (x.origin + cols < wythoff::kFastLimit && y.origin + rowCount < wythoff::kFastLimit) {
        const grundy::u64 a0 = grundy::toU64(x.origin), b0 = grundy::toU64(y.origin);
        for (int i = 0; i < cols; ++i) {
            const grundy::u64 a = a0 + static_cast<grundy::u64>(i);
            const grundy::u64 b =
                misere && a <= 2 ? grundy::toU64(wythoff::miserePartner(a)) : wythoff::partner(a);
            if (b >= b0 && b - b0 < static_cast<grundy::u64>(rowCount))
                cells.emplace_back(i, static_cast<int>(b - b0));
        }
        return cells;
    }
    Natural a = x.origin, b;
    for (int i = 0; i < cols; ++i, ++a) {
        b = misere ? wythoff::miserePartner(a) : wythoff::partner(a);
        b -= y.origin;
        if (sgn(b) >= 0 && b < rowCount) cells.emplace_back(i, static_cast<int>(b.get_si()));
    }
    return cells;
}

namespace {

/// floor(k * phi) for every k up to a bound, exactly, with one multiplication each:
/// phi is kept to m bits, floor(phi * 2^m) = floor((2^m + floor(sqrt(5 * 4^m))) / 2), and
/// k * phi is never within 1 / (3k) of an integer (the closest are the Fibonacci numbers,
/// at about 1 / (sqrt(5) k)), so with 2^m > 3 k^2 the truncation never changes the floor.
class PhiMultiples {
public:
    explicit PhiMultiples(const Natural& bound)
        : m_bits(2 * mpz_sizeinbase(bound.get_mpz_t(), 2) + 16) {
        Natural scale;
        mpz_ui_pow_ui(scale.get_mpz_t(), 2, m_bits);
        m_phi = grundy::isqrt(Natural(5 * scale * scale)) + scale;
        mpz_fdiv_q_2exp(m_phi.get_mpz_t(), m_phi.get_mpz_t(), 1);
    }
    Natural floorTimes(const Natural& k) const {
        Natural r = k * m_phi;
        mpz_fdiv_q_2exp(r.get_mpz_t(), r.get_mpz_t(), m_bits);
        return r;
    }

private:
    std::size_t m_bits;
    Natural m_phi;
};

} // namespace

std::vector<std::pair<int, int>> GridGeometry::pBlocks() const {
    std::vector<std::pair<int, int>> blocks;
    const auto mark = [&](const Natural& a, const Natural& b) {
        const auto column = columnIndex(a), row = rowIndex(b);
        if (column && row) blocks.emplace_back(*column, *row);
    };
    const Natural a0 = firstA(), a1 = a0 + static_cast<unsigned long>(columns()) * stride;
    const bool misere = play == grundy::Convention::Misere;
    const Natural b1 = firstB() + static_cast<unsigned long>(rows()) * stride;
    if (a1 < wythoff::kFastLimit && b1 < wythoff::kFastLimit) {
        // Within 64 bits (misère play differs near the corner): each column's partner.
        const grundy::u64 first = grundy::toU64(a0), last = grundy::toU64(a1);
        const grundy::u64 bottom = grundy::toU64(firstB()), top = grundy::toU64(b1);
        const auto s = static_cast<grundy::u64>(stride);
        for (grundy::u64 a = first; a < last; ++a) {
            const grundy::u64 b =
                misere && a <= 2 ? grundy::toU64(wythoff::miserePartner(a)) : wythoff::partner(a);
            if (b >= bottom && b < top)
                blocks.emplace_back(static_cast<int>((a - first) / s),
                                    static_cast<int>((b - bottom) / s));
        }
    } else {
        // Far out, the P-positions (a_k, b_k) and (b_k, a_k) with a_k = floor(k phi) and
        // b_k = a_k + k whose first pile is in view, k by k: one multiplication each
        // rather than a square root per column.
        const PhiMultiples phi(a1);
        const Natural fromLower = phi.floorTimes(a0) - a0 - 2;     // about a0 / phi
        const Natural fromUpper = 2 * a0 - phi.floorTimes(a0) - 2; // about a0 / phi^2
        for (Natural k = fromLower;; ++k) {
            const Natural a = phi.floorTimes(k);
            if (a >= a1) break;
            if (a >= a0) mark(a, a + k);
        }
        for (Natural k = fromUpper;; ++k) {
            const Natural a = phi.floorTimes(k), b = a + k;
            if (b >= a1) break;
            if (b >= a0) mark(b, a);
        }
    }
    std::sort(blocks.begin(), blocks.end());
    blocks.erase(std::unique(blocks.begin(), blocks.end()), blocks.end());
    return blocks;
}

std::optional<QLineF> GridGeometry::phiLineSegment(philine::Line line) const {
    return philine::segment(line, x, y, cell, grid);
}

std::optional<QLineF> GridGeometry::raySegment(const GridCell& from, bool alongA, bool alongB,
                                               const Natural& cells) const {
    if (sgn(cells) <= 0 || (!alongA && !alongB)) return std::nullopt;
    // Local pixels (from the grid's left / bottom edge) where `from`'s cell starts; the ray
    // goes from there by t pixels, t in [0, cells * cell], left and/or down.
    const int pad = cell + 4;
    const Natural sx = (blockOf(from.first) - x.origin) * cell - x.offset;
    const Natural sy = (blockOf(from.second) - y.origin) * cell - y.offset;
    Natural lo = 0, hi = blockOf(cells) * cell;
    // Keeps t where the start coordinate s (moving if `moves`) is within the padded view.
    const auto limit = [&](const Natural& s, bool moves, int length) {
        if (!moves) return s >= -pad && s <= length + pad;
        lo = std::max(lo, Natural(s - length - pad));
        hi = std::min(hi, Natural(s + pad));
        return true;
    };
    if (!limit(sx, alongA, grid.width()) || !limit(sy, alongB, grid.height()) || lo > hi)
        return std::nullopt;
    const double half = cell / 2.0;
    const auto point = [&](const Natural& t) {
        const Natural px = alongA ? Natural(sx - t) : sx, py = alongB ? Natural(sy - t) : sy;
        return QPointF(grid.left() + double(px.get_si()) + half,
                       grid.bottom() + 1 - (double(py.get_si()) + half));
    };
    return QLineF(point(lo), point(hi));
}

std::vector<QLineF> GridGeometry::moveRaySegments(const GridCell& from) const {
    std::vector<QLineF> out;
    const Natural& diagonal = std::min(from.first, from.second);
    for (const auto& segment :
         {raySegment(from, true, false, from.first), raySegment(from, false, true, from.second),
          raySegment(from, true, true, diagonal)})
        if (segment) out.push_back(*segment);
    return out;
}

GridColours::GridColours(const QPalette& palette)
    : window(palette.color(QPalette::Window)), windowText(palette.color(QPalette::WindowText)),
      base(palette.color(QPalette::Base)), text(palette.color(QPalette::Text)),
      highlight(palette.color(QPalette::Highlight)) {
    // The marks keep their meaning on a dark Base with lighter shades of the same hues.
    // Every mark that carries meaning (arrows, P-cells, winning moves, phi lines) keeps
    // 3:1 against both the cells and the band of cells one move reaches; the band, which
    // repeats what the arrows show, is a tint strong enough to survive a projector.
    const bool dark = base.lightness() < 128;
    reachable = highlight;
    reachable.setAlpha(dark ? 170 : 100);
    // On a dark Base the arrows in the highlight itself nearly vanished into the band of
    // cells they cross (1.7:1); a light shade of its hue stands out from band and Base.
    ray = dark ? QColor(0x9c, 0xcc, 0xff) : highlight;
    // Orange against the highlight's blue reads in both themes and for most colour vision.
    p = dark ? QColor(0xff, 0x92, 0x2b) : QColor(0xa8, 0x38, 0x0a);
    win = dark ? QColor(0x5c, 0xd6, 0x7d) : QColor(0x11, 0x75, 0x35);
    line = dark ? QColor(0xd4, 0x8c, 0xf5) : QColor(0x8e, 0x24, 0xaa);
}

void GridColours::paintPStripes(QPainter& painter, const QRectF& r, qreal width) const {
    QColor stripe = base;
    stripe.setAlpha(190);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setClipRect(r, Qt::IntersectClip);
    painter.setPen(QPen(stripe, width, Qt::SolidLine, Qt::FlatCap));
    const qreal w = r.width(), h = r.height();
    painter.drawLine(r.bottomLeft(), r.topRight());
    painter.drawLine(QPointF(r.left(), r.top() + h / 2), QPointF(r.left() + w / 2, r.top()));
    painter.drawLine(QPointF(r.left() + w / 2, r.bottom()), QPointF(r.right(), r.top() + h / 2));
    painter.restore();
}

QPalette GridColours::markPalette() const {
    QPalette palette;
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, windowText);
    return palette;
}

QList<theme::TextPair> GridColours::textPairs() const {
    // The phi lines' labels sit in a box of (nearly opaque) base, clear of the P-cells.
    return {{QStringLiteral("grid axes and legend"), windowText, window},
            {QStringLiteral("phi line labels"), line, base}};
}
