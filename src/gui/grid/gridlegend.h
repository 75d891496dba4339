// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// The legend under exported pictures of the Wythoff grid: one swatch and name per mark
/// the view draws now, in rows that wrap to the picture's width.

class QPainter;
class QRect;
class WythoffGridView;

namespace gridlegend {

/// Height of the legend for `view` at presentation scale `scale`, as wide as the view.
int height(const WythoffGridView& view, double scale);
/// Draws the legend items of `view` inside `area`, with the painter's font.
void paint(const WythoffGridView& view, double scale, QPainter& painter, const QRect& area);

} // namespace gridlegend
