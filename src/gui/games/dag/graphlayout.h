// SPDX-License-Identifier: MIT
#pragma once

#include <QPointF>
#include <QSizeF>

#include <cstddef>
#include <vector>

/// Where the graph board draws a directed acyclic graph at zoom 1, in layout units (the
/// board only scales, scrolls and draws it). Graphviz's dot lays it out: the vertices in
/// ranks so every edge runs the same way (down, or right), few crossings, and each edge a
/// spline routed around the other vertices. Graphviz is not thread-safe: call this on one
/// thread (the GUI's). Graphs beyond kMaxRoutedVertices or kMaxRoutedEdges take dot seconds
/// or minutes; they get a quick layered layout instead (each vertex in the layer of its
/// longest path from a source, near the mean place of its predecessors) with straight
/// edges, which may cross other vertices.
struct GraphLayout {
    enum class Direction { Down, Right };

    /// An edge's path from its tail's circle to its head's: a cubic Bézier spline (the
    /// first point, then three per piece: two control points and the piece's end) that
    /// ends at the base of the arrowhead, whose point touches the head's circle at `tip`.
    struct Path {
        std::vector<QPointF> spline;
        QPointF tip;
        /// Points along the path, `steps` per piece, from the first point to the tip.
        std::vector<QPointF> sample(int steps) const;
    };

    std::vector<int> layer;               ///< each vertex's rank, 0 at the top (or left)
    std::vector<QPointF> at;              ///< each vertex's centre
    std::vector<std::vector<Path>> edges; ///< edges[v][i]: the edge to successors[v][i]
    QSizeF content;                       ///< the whole drawing, margins included
    double radius = 0;                    ///< the vertices' circles
    bool routed = false;                  ///< laid out by dot (else the quick layout)

    /// The most vertices and edges dot lays out (beyond, the quick layout): a chain this
    /// big with edges skipping 1, 3 and 7 takes dot about 30 ms (tst_graphlayout prints
    /// it); 150 vertices and 400 edges took 65 to 90 ms, 800 and 2400 about 400 ms.
    static constexpr std::size_t kMaxRoutedVertices = 120;
    static constexpr std::size_t kMaxRoutedEdges = 260;

    /// The layout of the graph with these `successors` (vertex v's: successors[v]),
    /// its ranks going `direction`.
    static GraphLayout of(const std::vector<std::vector<std::size_t>>& successors,
                          Direction direction = Direction::Down);
    /// The quick layered layout with straight edges (what `of` gives big graphs).
    static GraphLayout layered(const std::vector<std::vector<std::size_t>>& successors,
                               Direction direction = Direction::Down);
};
