// SPDX-License-Identifier: MIT
#include "grid/gridzoom.h"

#include <algorithm>

using grundy::Natural;

GridZoom GridZoom::stepped(int steps) const {
    const int at = static_cast<int>(std::lower_bound(kZoomSteps.begin(), kZoomSteps.end(), *this) -
                                    kZoomSteps.begin());
    const int next = std::clamp(at + steps, 0, static_cast<int>(kZoomSteps.size()) - 1);
    return kZoomSteps[static_cast<std::size_t>(next)];
}

void GridZoom::rezoom(GridAxis& axis, int local, const GridZoom& to) const {
    // The point of the plane under the anchor stays under it. In cells it is
    // n * s + p * s / c (block n, pixel p of c, s cells per block); in the new blocks of
    // s' cells and c' pixels: block floor(point / s'), pixel (point - that * s') * c' / s'.
    const Natural n = axis.cellAt(local, cell);
    const int p = axis.pixelInCell(local, cell);
    const Natural point = (n * cell + p) * stride; // in cells, times cell
    Natural block;
    mpz_fdiv_q_ui(block.get_mpz_t(), Natural(point).get_mpz_t(),
                  static_cast<unsigned long>(cell * to.stride));
    const Natural rest = point - block * (cell * to.stride); // < cell * to.stride
    const int within = static_cast<int>(rest.get_si()) * to.cell / (cell * to.stride);
    axis.place(block, within, local, to.cell);
}

int GridZoom::centreInBlock(const Natural& n) const {
    const int inBlock =
        static_cast<int>(mpz_fdiv_ui(n.get_mpz_t(), static_cast<unsigned long>(stride)));
    return (inBlock * 2 * cell + cell) / (2 * stride);
}
