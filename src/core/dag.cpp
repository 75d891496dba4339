// SPDX-License-Identifier: MIT
#include "dag.h"

#include <cstdint>
#include <stdexcept>
#include <utility>

namespace grundy::dag {

namespace {

enum class Mark : std::uint8_t { New, Open, Done };

/// Depth-first search with an explicit stack; each vertex's SG value is set when its last
/// edge has been followed (all successors are done by then, unless one is open: a cycle).
/// Returns the first edge to an open vertex, or nothing when the graph is acyclic.
std::optional<Edge> search(const Graph& g, std::vector<std::size_t>& sg) {
    const std::size_t n = g.successors.size();
    sg.assign(n, 0);
    std::vector<Mark> mark(n, Mark::New);
    std::vector<std::pair<std::size_t, std::size_t>> stack; // (vertex, next edge)
    std::vector<bool> seen;                                 // scratch for the mex
    for (std::size_t root = 0; root < n; ++root) {
        if (mark[root] != Mark::New) continue;
        mark[root] = Mark::Open;
        stack.emplace_back(root, 0);
        while (!stack.empty()) {
            const auto [v, i] = stack.back();
            const std::vector<std::size_t>& next = g.successors[v];
            if (i < next.size()) {
                ++stack.back().second;
                const std::size_t w = next[i];
                if (mark[w] == Mark::Open) return Edge{v, i, w};
                if (mark[w] == Mark::New) {
                    mark[w] = Mark::Open;
                    stack.emplace_back(w, 0);
                }
                continue;
            }
            // The mex of k values is at most k: only values up to k matter.
            seen.assign(next.size() + 1, false);
            for (const std::size_t w : next)
                if (sg[w] < seen.size()) seen[sg[w]] = true;
            std::size_t m = 0;
            while (seen[m])
                ++m;
            sg[v] = m;
            mark[v] = Mark::Done;
            stack.pop_back();
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<Edge> findCycle(const Graph& g) {
    std::vector<std::size_t> sg;
    return search(g, sg);
}

std::vector<std::size_t> sgValues(const Graph& g) {
    std::vector<std::size_t> sg;
    if (search(g, sg)) throw std::invalid_argument("dag::sgValues: the graph has a cycle");
    return sg;
}

} // namespace grundy::dag
