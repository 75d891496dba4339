// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// The lines b = phi*a and b = a/phi that Wythoff's P-positions lie along, placed by exact
/// integer arithmetic: the row each crosses at a column's centre, and the visible segment
/// of each over a grid view at any origin.

#include "grid/gridaxis.h"
#include "core/base/natural.h"

#include <QLineF>
#include <QRect>

#include <optional>

namespace philine {

/// b = phi*a (through every P-position (a_k, b_k)) and b = a/phi (through every (b_k, a_k)).
enum class Line { Upper, Lower };

/// The row of the cell that `line` crosses at the centre of `column`, exactly:
/// floor(phi * (column + 1/2)) or floor((column + 1/2) / phi).
grundy::Natural row(Line line, const grundy::Natural& column);

/// The part of `line` over `grid` (widget coordinates; a few pixels beyond it, which
/// painting clips) for a view whose axes are `x` and `y` with cells of `cell` pixels;
/// nullopt when the line misses the view. The ends are exact to 1/16 px at every origin.
std::optional<QLineF> segment(Line line, const GridAxis& x, const GridAxis& y, int cell,
                              const QRect& grid);

/// The part of `line` inside `rect` (Liang-Barsky), keeping its direction.
std::optional<QLineF> clip(const QLineF& line, const QRectF& rect);

} // namespace philine
