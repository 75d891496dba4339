// SPDX-License-Identifier: MIT
#pragma once

/// The Sprague-Grundy values of Wythoff's game for 0 <= a, b < n, filled row by row
/// with one bitset of seen values per row, column and diagonal (docs/games.md section 6).

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory_resource>
#include <optional>
#include <vector>

namespace grundy::wythoff {

/// An n x n table of Wythoff SG values G(a, b).
class SgTable {
public:
    /// Told after each row of the fill how many of the n rows are done (1..n); returns
    /// false to stop. Called on the thread that fills the table.
    using Progress = std::function<bool(std::size_t rowsDone)>;

    /// The table and its fill's bitsets take their memory from `memory` (a caller may
    /// give memory in large pages: grundy-cli does).
    explicit SgTable(std::size_t n,
                     std::pmr::memory_resource* memory = std::pmr::get_default_resource());
    /// At most how many bytes SgTable(n, memory) asks of `memory`, in all.
    static std::size_t bytesNeeded(std::size_t n);
    /// Fills the table like SgTable(n), telling `progress` after every row; nullopt when
    /// `progress` returned false (the fill stops there, within one row). Row a costs
    /// n - a cells, so rowsDone = r means r * n - r * (r - 1) / 2 of the n * (n + 1) / 2
    /// cells: see fractionDone. Safe to run on a worker thread: the table is its own.
    static std::optional<SgTable> compute(std::size_t n, const Progress& progress);
    /// The share of the fill's work done after `rowsDone` rows, in [0, 1].
    static double fractionDone(std::size_t n, std::size_t rowsDone);

    std::size_t size() const { return m_n; }
    std::uint32_t at(std::size_t a, std::size_t b) const { return m_values[a * m_n + b]; }
    /// Row a as a contiguous array of n values.
    const std::uint32_t* row(std::size_t a) const { return m_values.data() + a * m_n; }

private:
    SgTable(std::size_t n, const Progress& progress, bool& finished);

    std::size_t m_n;
    std::pmr::vector<std::uint32_t> m_values;
};

} // namespace grundy::wythoff
