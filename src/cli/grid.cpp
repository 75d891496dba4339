// SPDX-License-Identifier: MIT
#include "grid.h"

#include "largepages.h"
#include "output.h"
#include "core/games/wythoff/wythoff.h"
#include "core/games/wythoff/wythofftable.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

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
    const std::size_t n = std::max(width, height);
    LargePages memory(wythoff::SgTable::bytesNeeded(n));
    const wythoff::SgTable table(n, memory.resource());
    // A value is at most 3 (n - 1) < 10^5 (kMaxSgSide): 5 digits and a separator. The
    // values repeat (at most 3n of them among n^2 cells), so each is formatted once into
    // an 8-byte slot; a cell is then one 8-byte store, and the row goes straight into the
    // output buffer (a put per cell took longer than filling the table).
    static_assert(3 * (kMaxSgSide - 1) < 100000);
    std::vector<std::uint64_t> text(3 * n);
    std::vector<std::uint8_t> length(3 * n);
    for (std::size_t v = 0; v < text.size(); ++v) {
        char digits[8] = {};
        length[v] = static_cast<std::uint8_t>(formatU64(v, digits) - digits);
        digits[length[v]] = ' ';
        std::memcpy(&text[v], digits, 8);
    }
    for (std::size_t a = 0; a < height; ++a) {
        const std::uint32_t* values = table.row(a);
        char* const start = out.claim(6 * width + 8); // 8: the last slot's whole store
        char* p = start;
        for (std::size_t b = 0; b < width; ++b) {
            std::memcpy(p, &text[values[b]], 8);
            p += length[values[b]] + 1;
        }
        p[-1] = '\n';
        out.commit(p);
    }
}

} // namespace grundy::cli
