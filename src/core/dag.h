// SPDX-License-Identifier: MIT
#pragma once

/// Chessmen on a directed acyclic graph (curriculum.md section 10, HDU 1524 / POJ 2425): a
/// move slides one chessman along an out-edge. SG(v) is the mex of the SG values of v's
/// successors, and a position is won for the mover exactly when its chessmen's SG values
/// XOR to non-zero. Everything here is iterative: a path of a million vertices is fine.

#include <cstddef>
#include <optional>
#include <vector>

namespace grundy::dag {

/// A directed graph on the vertices 0..V-1, by each vertex's successors (repeats allowed).
struct Graph {
    std::vector<std::vector<std::size_t>> successors;
};

/// One edge: successors[from][index] == to.
struct Edge {
    std::size_t from = 0;
    std::size_t index = 0;
    std::size_t to = 0;
};

/// An edge that closes a cycle (the first one a depth-first search from vertex 0, 1, ...
/// meets, taking each vertex's edges in order), or nothing when the graph is acyclic.
/// Every successor must be a vertex of the graph.
std::optional<Edge> findCycle(const Graph& g);

/// The SG value of every vertex. Requires an acyclic graph (throws std::invalid_argument
/// on a cycle; call findCycle first to say where it is).
std::vector<std::size_t> sgValues(const Graph& g);

} // namespace grundy::dag
