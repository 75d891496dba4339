// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli grid wythoff`: a window of the Wythoff board as text, P-positions marked
/// (exact at any origin), or the Sprague-Grundy values near the corner.

#include "natural.h"

#include <cstddef>

namespace grundy::cli {

class Output;

/// Largest width or height of a P-position grid, and of an SG grid.
inline constexpr std::size_t kMaxGridSide = 100000;
inline constexpr std::size_t kMaxGridCells = 100000000;
inline constexpr std::size_t kMaxSgSide = 4096;

/// Rows a = originA .. originA+height-1, one character per b = originB .. +width-1:
/// 'P' for a P-position, '.' otherwise.
void writePGrid(Output& out, const Natural& originA, const Natural& originB, std::size_t width,
                std::size_t height);

/// SG values G(a, b) for a < height, b < width, space separated, one row a line.
void writeSgGrid(Output& out, std::size_t width, std::size_t height);

} // namespace grundy::cli
