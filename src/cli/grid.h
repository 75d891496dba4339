// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli grid wythoff`: a window of the Wythoff board as text, P-positions marked
/// (exact at any origin), or the Sprague-Grundy values near the corner.

#include "core/base/natural.h"

#include <cstddef>

namespace grundy::cli {

class Output;

/// Largest width or height of a P-position grid, and of an SG grid.
inline constexpr std::size_t kMaxGridSide = 100000;
/// Most cells of a P-position grid: what it prints.
inline constexpr std::size_t kMaxGridCells = 100000000;
/// Most steps of work of a P-position grid (see pGridRowCost): about 2 s on the
/// development machine, e.g. 315 rows at an origin of 10^5 digits.
inline constexpr u64 kMaxGridCost = 10000000000;
inline constexpr std::size_t kMaxSgSide = 4096;

/// The estimated work of one row of writePGrid, in steps of about one printed cell
/// (0.2 ns): the width, plus a^1.5 for the partner of a row number of a digits (GMP's
/// square root and products, measured from 10^3 to 10^5 digits), plus a for placing it
/// among the columns; a counts the digits of the largest row number in view. The column
/// numbers cost nothing more: a partner far from them is told apart by its size.
u64 pGridRowCost(const Natural& originA, std::size_t width, std::size_t height);

/// Rows a = originA .. originA+height-1, one character per b = originB .. +width-1:
/// 'P' for a P-position, '.' otherwise. Written as it goes: `out` is flushed whenever
/// about a millisecond of rows is waiting, so the first rows show at once.
void writePGrid(Output& out, const Natural& originA, const Natural& originB, std::size_t width,
                std::size_t height);

/// SG values G(a, b) for a < height, b < width, space separated, one row a line.
void writeSgGrid(Output& out, std::size_t width, std::size_t height);

} // namespace grundy::cli
