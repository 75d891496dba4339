// SPDX-License-Identifier: MIT
#pragma once

#include <QRectF>
#include <QString>

#include <functional>

class QPainter;

/// Small pictures a board repeats many times (its stones, the marks of move values), drawn
/// once and then copied: a board of 1000 stones paints 1000 copies of one stone instead of
/// 1000 antialiased gradients.
namespace spritecache {

/// Paints `draw`, whose drawing stays inside `bounds` (in the painter's coordinates), through
/// a pixmap kept in QPixmapCache under `key` (which must name everything the drawing depends
/// on but its place). The copy lands exactly where the drawing would, to a quarter of a pixel.
/// Only on screen and into images at a device pixel ratio of 1 with a plain translation;
/// anything else (SVG export, printing, a scaled painter) is drawn directly, as vectors.
void paint(QPainter& painter, const QRectF& bounds, const QString& key,
           const std::function<void(QPainter&)>& draw);

} // namespace spritecache
