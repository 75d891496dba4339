// SPDX-License-Identifier: MIT
#pragma once

/// The Sprague-Grundy values of Wythoff's game for 0 <= a, b < n, filled row by row
/// with one bitset of seen values per row, column and diagonal (games.md section 6).

#include <cstddef>
#include <cstdint>
#include <vector>

namespace grundy::wythoff {

/// An n x n table of Wythoff SG values G(a, b).
class SgTable {
public:
    explicit SgTable(std::size_t n);
    std::size_t size() const { return m_n; }
    std::uint32_t at(std::size_t a, std::size_t b) const { return m_values[a * m_n + b]; }
    /// Row a as a contiguous array of n values.
    const std::uint32_t* row(std::size_t a) const { return m_values.data() + a * m_n; }

private:
    std::size_t m_n;
    std::vector<std::uint32_t> m_values;
};

} // namespace grundy::wythoff
