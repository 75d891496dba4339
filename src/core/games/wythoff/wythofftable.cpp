// SPDX-License-Identifier: MIT
#include "core/games/wythoff/wythofftable.h"

#include <algorithm>
#include <bit>
#include <cstddef>

namespace grundy::wythoff {

namespace {

using Word = std::uint64_t;
constexpr std::size_t kWordBits = 64;

/// Words of a bitset that holds every value of an n x n table: G(a, b) is the mex of the
/// a + b + min(a, b) <= 3(n - 1) values of its options, so it is at most 3(n - 1).
std::size_t wordsFor(std::size_t n) {
    return (3 * n + kWordBits - 1) / kWordBits;
}

/// The values already seen along each of a family of lines of the table (the columns, or
/// the diagonals), one bitset per line, with each line's own mex: it only grows as values
/// are added, and is a lower bound for the mex of any union containing the line.
class Lines {
public:
    Lines(std::size_t lines, std::size_t words, std::pmr::memory_resource* memory)
        : m_words(words), m_bits(lines * words, 0, memory), m_mex(lines, 0, memory) {}
    /// The bytes Lines(lines, words, memory) takes from `memory`.
    static std::size_t bytesNeeded(std::size_t lines, std::size_t words) {
        return lines * words * sizeof(Word) + lines * sizeof(std::uint32_t);
    }
    Word* bits(std::size_t line) { return m_bits.data() + line * m_words; }
    std::uint32_t mex(std::size_t line) const { return m_mex[line]; }
    void add(std::size_t line, std::uint32_t v) { addTo(bits(line), m_mex[line], v); }

    /// Adds v to the set `bits` whose mex is `mex`, keeping the mex current.
    static void addTo(Word* bits, std::uint32_t& mex, std::uint32_t v) {
        bits[v / kWordBits] |= Word{1} << (v % kWordBits);
        while ((bits[mex / kWordBits] >> (mex % kWordBits)) & 1)
            ++mex;
    }

private:
    std::size_t m_words;
    std::pmr::vector<Word> m_bits;
    std::pmr::vector<std::uint32_t> m_mex;
};

// The table is symmetric, so the cells at or above the main diagonal (a <= b) are filled
// and then mirrored. Cell (a, b) sees its column b above it, its diagonal b - a, and its
// row: (a, b') for b' < a are the mirrored cells (b', a) of column a, so the row starts as
// a copy of column a's set. Returns false when `progress` (if any) asked to stop.
bool fillUpperTriangle(std::size_t n, std::uint32_t* values, const SgTable::Progress& progress,
                       std::pmr::memory_resource* memory) {
    const std::size_t words = wordsFor(n);
    Lines columns(n, words, memory), diagonals(n, words, memory);
    std::pmr::vector<Word> row(words, memory);
    for (std::size_t a = 0; a < n; ++a) {
        std::copy_n(columns.bits(a), words, row.begin());
        std::uint32_t rowMex = columns.mex(a);
        for (std::size_t b = a; b < n; ++b) {
            const Word* column = columns.bits(b);
            const Word* diagonal = diagonals.bits(b - a);
            // Every value below the largest of the three lines' own mex is taken; scan the
            // union of the three bitsets word by word from there for the first gap.
            const std::size_t v = std::max({rowMex, columns.mex(b), diagonals.mex(b - a)});
            std::size_t i = v / kWordBits;
            Word seen = row[i] | column[i] | diagonal[i] | ((Word{1} << (v % kWordBits)) - 1);
            while (seen == ~Word{0}) {
                ++i;
                seen = row[i] | column[i] | diagonal[i];
            }
            const auto g = static_cast<std::uint32_t>(i * kWordBits + std::countr_one(seen));
            values[a * n + b] = g;
            Lines::addTo(row.data(), rowMex, g);
            columns.add(b, g);
            diagonals.add(b - a, g);
        }
        if (progress && !progress(a + 1)) return false;
    }
    return true;
}

// Copies the upper triangle onto the lower one, in tiles so that the column-wise reads
// stay in cache.
void mirror(std::size_t n, std::uint32_t* values) {
    constexpr std::size_t kTile = 32;
    for (std::size_t a0 = 0; a0 < n; a0 += kTile)
        for (std::size_t b0 = 0; b0 <= a0; b0 += kTile)
            for (std::size_t a = a0; a < std::min(n, a0 + kTile); ++a)
                for (std::size_t b = b0; b < std::min(a, b0 + kTile); ++b)
                    values[a * n + b] = values[b * n + a];
}

} // namespace

SgTable::SgTable(std::size_t n, std::pmr::memory_resource* memory)
    : m_n(n), m_values(n * n, memory) {
    fillUpperTriangle(n, m_values.data(), nullptr, memory);
    mirror(n, m_values.data());
}

std::size_t SgTable::bytesNeeded(std::size_t n) {
    // the table, the columns and the diagonals, the row; each of the 6 blocks may be
    // padded up to its alignment
    const std::size_t words = wordsFor(n);
    return n * n * sizeof(std::uint32_t) + 2 * Lines::bytesNeeded(n, words) +
           words * sizeof(Word) + 6 * alignof(std::max_align_t);
}

SgTable::SgTable(std::size_t n, const Progress& progress, bool& finished)
    : m_n(n), m_values(n * n) {
    finished = fillUpperTriangle(n, m_values.data(), progress, std::pmr::get_default_resource());
    if (finished) mirror(n, m_values.data());
}

std::optional<SgTable> SgTable::compute(std::size_t n, const Progress& progress) {
    bool finished = false;
    SgTable table(n, progress, finished);
    if (!finished) return std::nullopt;
    return table;
}

double SgTable::fractionDone(std::size_t n, std::size_t rowsDone) {
    if (n == 0) return 1.0;
    const double r = double(std::min(rowsDone, n));
    return (r * double(n) - r * (r - 1) / 2) / (double(n) * double(n + 1) / 2);
}

} // namespace grundy::wythoff
