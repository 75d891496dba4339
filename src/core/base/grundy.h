// SPDX-License-Identifier: MIT
#pragma once

/// A generic, memoised Sprague-Grundy search for any small game: the oracle the tests
/// check every closed form against, and a reference engine for SG tables.

#include <cstddef>
#include <functional>
#include <map>
#include <utility>
#include <vector>

namespace grundy {

/// The least non-negative integer not in `values`.
unsigned mex(const std::vector<unsigned>& values);

/// SG values of the positions of one game, given how to list a position's options.
/// Position needs operator< (it keys a std::map). Recursive: for small games only.
template <class Position> class SpragueGrundy {
public:
    using Options = std::function<std::vector<Position>(const Position&)>;

    explicit SpragueGrundy(Options options) : m_options(std::move(options)) {}

    /// SG(p) = mex of the SG values of p's options; 0 exactly for P-positions.
    unsigned value(const Position& p) {
        if (auto it = m_memo.find(p); it != m_memo.end()) return it->second;
        std::vector<unsigned> seen;
        for (const Position& next : m_options(p))
            seen.push_back(value(next));
        const unsigned v = mex(seen);
        m_memo.emplace(p, v);
        return v;
    }

    /// Whether the player to move loses with best play.
    bool isP(const Position& p) { return value(p) == 0; }

    /// The options of p, as the game lists them.
    std::vector<Position> options(const Position& p) const { return m_options(p); }

    /// How many of p's options are P-positions: the number of winning moves from p
    /// (counting moves that lead to the same position once per listing).
    std::size_t winningMoveCount(const Position& p) {
        std::size_t n = 0;
        for (const Position& next : m_options(p))
            n += isP(next) ? 1 : 0;
        return n;
    }

    /// How many positions have been evaluated so far.
    std::size_t size() const { return m_memo.size(); }

private:
    Options m_options;
    std::map<Position, unsigned> m_memo;
};

inline unsigned mex(const std::vector<unsigned>& values) {
    // The mex of k values is at most k, so only values below k matter.
    std::vector<bool> present(values.size() + 1, false);
    for (unsigned v : values)
        if (v < present.size()) present[v] = true;
    unsigned m = 0;
    while (present[m])
        ++m;
    return m;
}

} // namespace grundy
