// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// The legend under exported pictures of the Wythoff grid: one swatch and name per mark
/// the frame draws, in rows that wrap to the picture's width.

#include <QCoreApplication>

class QPainter;
class QRect;
struct GridFrame;

/// Draws the legend of a GridFrame (the marks it shows, in its colours and at its
/// presentation scale); needs nothing but the frame.
class GridLegend {
    Q_DECLARE_TR_FUNCTIONS(GridLegend)
public:
    /// Height of the legend of `frame`, as wide as the frame's picture.
    static int height(const GridFrame& frame);
    /// Draws the legend items of `frame` inside `area`, with the painter's font.
    static void paint(const GridFrame& frame, QPainter& painter, const QRect& area);
};
