// SPDX-License-Identifier: MIT
#pragma once

/// A generic, memoised Sprague-Grundy search for any small game: the oracle the tests
/// check every closed form against, and a reference engine for SG tables.

#include <functional>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace grundy {

/// The least non-negative integer not in `values`.
unsigned mex(std::vector<unsigned> values);

/// SG values of the positions of one game, given how to list a position's options.
/// Position needs operator< (it keys a std::map). Recursive: for small games only.
template <class Position>
class SpragueGrundy {
public:
    using Options = std::function<std::vector<Position>(const Position&)>;

    explicit SpragueGrundy(Options options) : m_options(std::move(options)) {}

    /// SG(p) = mex of the SG values of p's options; 0 exactly for P-positions.
    unsigned value(const Position& p) {
        if (auto it = m_memo.find(p); it != m_memo.end()) return it->second;
        std::vector<unsigned> seen;
        for (const Position& next : m_options(p)) seen.push_back(value(next));
        const unsigned v = mex(std::move(seen));
        m_memo.emplace(p, v);
        return v;
    }

    bool isP(const Position& p) { return value(p) == 0; }

    /// How many positions have been evaluated so far.
    std::size_t size() const { return m_memo.size(); }

private:
    Options m_options;
    std::map<Position, unsigned> m_memo;
};

inline unsigned mex(std::vector<unsigned> values) {
    std::set<unsigned> present(values.begin(), values.end());
    unsigned m = 0;
    while (present.count(m)) ++m;
    return m;
}

} // namespace grundy
