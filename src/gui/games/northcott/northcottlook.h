// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// How Northcott's board looks: its wood colours, a piece, and an arrow along a row. Apart
/// from NorthcottView, which lays the board out, follows the game and says where to draw.

#include "core/games/northcott/northcott.h"

#include <QColor>
#include <QPoint>
#include <QRect>

class QPainter;

namespace northcottlook {

// The board is wood in every theme: the pieces keep their contrast on it (black on the
// light squares 10:1 and more, white with its dark outline), whatever the window's colours.
inline const QColor kLightSquare(0xEC, 0xDB, 0xB8);
inline const QColor kDarkSquare(0xDD, 0xC5, 0x96);
inline const QColor kBlackPiece(0x1E, 0x1E, 0x1E);
inline const QColor kWhitePiece(0xFB, 0xFB, 0xF8);
inline const QColor kOutline(0x1E, 0x1E, 0x1E);
inline const QColor kTargetFill(0x2E, 0x7D, 0x32); // the lit squares (green, drawn translucent)
inline const QColor kLastMove(0x1A, 0x4F, 0xA8);   // the last move's arrow and old square (blue)
inline const QColor kHint(0xE6, 0x8A, 0x00);       // the hint (amber)

/// A piece of `colour` on `square` (a black disc, a white rounded square), faint when a
/// `ghost` (a hint, a preview, the dragged piece's place); outlines `line` pixels wide.
void paintPiece(QPainter& painter, const QRect& square, grundy::northcott::Colour colour,
                bool ghost, double line);
/// An arrow along a row from the square centred on `from` to the one on `to` (squares `cell`
/// pixels wide), `width` pixels thick; nothing when either is not drawn (a null point).
void paintArrow(QPainter& painter, const QPoint& from, const QPoint& to, int cell,
                const QColor& colour, double width);

} // namespace northcottlook
