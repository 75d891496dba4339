// SPDX-License-Identifier: MIT
/// @file
/// Exact arithmetic of the phi lines over the Wythoff grid.
#include "grid/philine.h"

#include <algorithm>

using grundy::Natural;

namespace philine {

namespace {

/// Sub-pixels per pixel where the phi lines cross the view's edges.
constexpr int kSubPixels = 16;

/// floor(phi * x) for x >= 0, exactly: phi * x = (x + sqrt(5 x^2)) / 2, and for integers m
/// and real y, floor((m + y) / 2) = floor((m + floor(y)) / 2).
Natural floorTimesPhi(const Natural& x) {
    Natural r = grundy::isqrt(Natural(5 * x * x));
    r += x;
    mpz_fdiv_q_2exp(r.get_mpz_t(), r.get_mpz_t(), 1);
    return r;
}

/// floor(x / phi) = floor(x * (phi - 1)) = floor((sqrt(5 x^2) - x) / 2) for x >= 0, exactly.
Natural floorOverPhi(const Natural& x) {
    Natural r = grundy::isqrt(Natural(5 * x * x));
    r -= x;
    mpz_fdiv_q_2exp(r.get_mpz_t(), r.get_mpz_t(), 1);
    return r;
}

} // namespace

Natural row(Line line, const Natural& column) {
    // floor(phi * (c + 1/2)) = floor(floor(phi * (2c + 1)) / 2), and likewise for 1/phi.
    const Natural twice = 2 * column + 1;
    Natural r = line == Line::Upper ? floorTimesPhi(twice) : floorOverPhi(twice);
    mpz_fdiv_q_2exp(r.get_mpz_t(), r.get_mpz_t(), 1);
    return r;
}

std::optional<QLineF> segment(Line line, const GridAxis& x, const GridAxis& y, int cell,
                              const QRect& grid) {
    // Plane coordinates in sub-pixels: cell (a, b) covers [a, a + 1) x [b, b + 1) cells, so
    // the line is Y = phi * X (or X / phi) at every scale. The grid's corner and edges are
    // exact integers there; the line's crossings with them are exact floors; only their
    // offsets from the corner, a few thousand sub-pixels, become floating point.
    const QRect& g = grid;
    const int pad = 4; // pixels beyond the grid, so the clipped ends never show
    const Natural x0 = (x.origin * cell + x.offset) * kSubPixels;
    const Natural y0 = (y.origin * cell + y.offset) * kSubPixels;
    Natural left = x0 - pad * kSubPixels, bottom = y0 - pad * kSubPixels;
    if (sgn(left) < 0) left = 0;
    if (sgn(bottom) < 0) bottom = 0;
    const Natural right = x0 + (g.width() + pad) * kSubPixels;
    const Natural top = y0 + (g.height() + pad) * kSubPixels;
    const bool upper = line == Line::Upper;
    const auto yOf = upper ? floorTimesPhi : floorOverPhi;
    const auto xOf = upper ? floorOverPhi : floorTimesPhi;
    const Natural xs = std::max(left, xOf(bottom));
    const Natural xe = std::min(right, xOf(top));
    if (xs >= xe) return std::nullopt;
    const Natural ys = yOf(xs), ye = yOf(xe);
    // Within [-pad, size + pad] pixels of the corner (give or take a sub-pixel).
    const auto at = [&](const Natural& px, const Natural& py) {
        return QPointF(g.left() + double(Natural(px - x0).get_si()) / kSubPixels,
                       g.bottom() + 1 - double(Natural(py - y0).get_si()) / kSubPixels);
    };
    return QLineF(at(xs, ys), at(xe, ye));
}

std::optional<QLineF> clip(const QLineF& line, const QRectF& rect) {
    const qreal dx = line.dx(), dy = line.dy();
    qreal t0 = 0, t1 = 1;
    const auto edge = [&](qreal p, qreal q) {
        if (p == 0) return q >= 0;
        const qreal t = q / p;
        if (p < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        return true;
    };
    if (!edge(-dx, line.x1() - rect.left()) || !edge(dx, rect.right() - line.x1()) ||
        !edge(-dy, line.y1() - rect.top()) || !edge(dy, rect.bottom() - line.y1()) || t0 >= t1)
        return std::nullopt;
    return QLineF(line.pointAt(t0), line.pointAt(t1));
}

} // namespace philine
