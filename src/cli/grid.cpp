// SPDX-License-Identifier: MIT
#include "grid.h"

#include "output.h"
#include "core/games/wythoff/wythoff.h"
#include "core/games/wythoff/wythofftable.h"

#include <algorithm>
#include <string>

namespace grundy::cli {

namespace {

/// Rows written between flushes: about 2^22 steps (1 ms) of work, at least one row.
constexpr u64 kFlushCost = u64{1} << 22;

u64 decimalDigits(const Natural& n) {
    return mpz_sizeinbase(n.get_mpz_t(), 10);
}

} // namespace

u64 pGridRowCost(const Natural& originA, std::size_t width, std::size_t height) {
    const u64 a = decimalDigits(originA + fromU64(height));
    return width + a * (isqrt(u128{a}) + 1);
}

void writePGrid(Output& out, const Natural& originA, const Natural& originB, std::size_t width,
                std::size_t height) {
    const u64 rowsPerFlush = std::max<u64>(1, kFlushCost / pGridRowCost(originA, width, height));
    // Every n >= 1 is in exactly one P-position (and 0 only in (0, 0)), so row a has its
    // single P at b = partner(a): one partner per row, never a test per cell.
    const Natural endB = originB + fromU64(width);
    std::string row(width + 1, '.');
    row[width] = '\n';
    Natural a = originA;
    for (std::size_t i = 0; i < height; ++i, ++a) {
        const Natural b = fitsU64(a) && toU64(a) < wythoff::kFastLimit
                              ? fromU64(wythoff::partner(toU64(a)))
                              : wythoff::partner(a);
        const bool inWindow = b >= originB && b < endB;
        std::size_t column = 0;
        if (inWindow) {
            column = static_cast<std::size_t>(toU64(Natural(b - originB)));
            row[column] = 'P';
        }
        out.put(std::string_view(row));
        if (inWindow) row[column] = '.';
        if ((i + 1) % rowsPerFlush == 0) out.flush();
    }
}

void writeSgGrid(Output& out, std::size_t width, std::size_t height) {
    const wythoff::SgTable table(std::max(width, height));
    char line[16];
    for (std::size_t a = 0; a < height; ++a) {
        const std::uint32_t* values = table.row(a);
        for (std::size_t b = 0; b < width; ++b) {
            char* end = formatU64(values[b], line);
            *end++ = b + 1 == width ? '\n' : ' ';
            out.put(std::string_view(line, static_cast<std::size_t>(end - line)));
        }
    }
}

} // namespace grundy::cli
