// SPDX-License-Identifier: MIT
/// @file
/// GridAxis: exact placement of the Wythoff grid's cells along one axis.
#include "grid/gridaxis.h"

#include <algorithm>

using grundy::Natural;

namespace {

int floorDiv(int a, int b) {
    const int q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

int floorMod(int a, int b) {
    return a - floorDiv(a, b) * b;
}

} // namespace

void GridAxis::scroll(int pixels, int cell) {
    const int total = offset + pixels;
    const int cells = floorDiv(total, cell);
    if (cells >= 0)
        origin += static_cast<unsigned long>(cells);
    else
        origin -= static_cast<unsigned long>(-cells);
    offset = floorMod(total, cell);
}

void GridAxis::place(const Natural& n, int within, int local, int cell) {
    origin = n;
    offset = 0;
    scroll(within - local, cell);
}

Natural GridAxis::cellAt(int local, int cell) const {
    const int cells = floorDiv(offset + local, cell);
    return cells >= 0 ? Natural(origin + static_cast<unsigned long>(cells))
                      : Natural(origin - static_cast<unsigned long>(-cells));
}

void GridAxis::clampToZero() {
    if (sgn(origin) < 0) {
        origin = 0;
        offset = 0;
    }
}

int GridAxis::pixelInCell(int local, int cell) const {
    return floorMod(offset + local, cell);
}

std::optional<int> GridAxis::index(const Natural& n, int count) const {
    const Natural d = n - origin;
    if (sgn(d) < 0 || d >= count) return std::nullopt;
    return static_cast<int>(d.get_si());
}

Natural GridAxis::cellStart(const Natural& n, int cell) const {
    return Natural((n - origin) * cell - offset);
}

bool GridAxis::wholeInView(const Natural& n, int length, int cell) const {
    const Natural start = cellStart(n, cell);
    return sgn(start) >= 0 && start + cell <= length;
}

void GridAxis::scrollTo(const Natural& n, int length, int cell) {
    if (wholeInView(n, length, cell)) return;
    if (sgn(cellStart(n, cell)) < 0 || length < cell)
        place(n, 0, 0, cell);
    else
        place(n, cell - 1, length - 1, cell);
}

Natural GridAxis::nearestInView(const Natural& n, int length, int cell) const {
    if (wholeInView(n, length, cell)) return n;
    const Natural first = origin + (offset > 0 ? 1 : 0);
    const int fullCells = (offset + length) / cell; // cells ending within the view
    const Natural last = origin + std::max(0, fullCells - 1);
    if (last < first) return origin; // the grid is narrower than one cell
    return sgn(cellStart(n, cell)) < 0 ? first : last;
}

bool GridAxis::roomyInView(const Natural& n, int length, int cell) const {
    return wholeInView(sgn(n) > 0 ? Natural(n - 1) : n, length, cell) &&
           wholeInView(Natural(n + 1), length, cell);
}

void GridAxis::scrollToWithRoom(const Natural& n, int length, int cell) {
    if (roomyInView(n, length, cell)) return;
    if (length < 3 * cell)
        place(n, cell / 2, length / 2, cell);
    else if (cellStart(n, cell) < cell) // too near the low edge (or beyond it)
        place(sgn(n) > 0 ? Natural(n - 1) : n, 0, 0, cell);
    else
        place(Natural(n + 1), cell - 1, length - 1, cell);
}

void GridAxis::frame(const Natural& n, int length, int cell) {
    if (length < 3 * cell)
        place(n, cell / 2, length / 2, cell);
    else if ((n + 2) * cell <= length)
        place(Natural(0), 0, 0, cell);
    else
        place(Natural(n + 1), cell - 1, length - 1, cell);
}
