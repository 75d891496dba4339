// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// GridZoom: the Wythoff grid view's zoom steps, from the overview's blocks of cells to large
/// cells, and the exact arithmetic that keeps a point of the plane in place as the zoom changes.

#include "core/base/natural.h"
#include "grid/gridaxis.h"

#include <array>

/// A zoom step: blocks of `stride` x `stride` cells, `cell` pixels wide (stride 1: cells).
struct GridZoom {
    int cell = 24;
    int stride = 1;

    /// Fewer pixels per cell than `other` (cell / stride, compared exactly).
    constexpr bool operator<(const GridZoom& other) const {
        return cell * other.stride < other.cell * stride;
    }
    /// The step `steps` steps of kZoomSteps away from the first step at least this large
    /// (positive: larger cells), the first or last step past either end.
    GridZoom stepped(int steps) const;
    /// Places `axis` (laid out at this zoom) for zoom `to` so that the point of the plane under
    /// view pixel `local` stays under it.
    void rezoom(GridAxis& axis, int local, const GridZoom& to) const;
    /// The pixel of cell n's centre within its block (the block's centre at stride 1).
    int centreInBlock(const grundy::Natural& n) const;
};

/// The zoom steps, smallest first: the overview's blocks of 32 to 2 cells drawn 2 pixels
/// wide, then cells of 2 to 80 pixels.
inline constexpr std::array kZoomSteps{
    GridZoom{2, 32}, GridZoom{2, 16}, GridZoom{2, 8},  GridZoom{2, 4},  GridZoom{2, 2},
    GridZoom{2, 1},  GridZoom{3, 1},  GridZoom{4, 1},  GridZoom{5, 1},  GridZoom{6, 1},
    GridZoom{8, 1},  GridZoom{10, 1}, GridZoom{12, 1}, GridZoom{16, 1}, GridZoom{20, 1},
    GridZoom{24, 1}, GridZoom{32, 1}, GridZoom{40, 1}, GridZoom{48, 1}, GridZoom{64, 1},
    GridZoom{80, 1}};
