// SPDX-License-Identifier: MIT
#pragma once

#include <QPointF>
#include <QSizeF>

#include <cstddef>
#include <vector>

/// Where the graph board draws a directed acyclic graph at zoom 1: each vertex in the layer
/// of its longest path from a source (every edge goes down), and within a layer near the
/// mean place of its predecessors (fewer crossings). Apart from GraphView, which only scales,
/// scrolls and draws it.
struct GraphLayout {
    std::vector<int> layer;  ///< each vertex's layer, 0 at the top
    std::vector<QPointF> at; ///< each vertex's centre
    QSizeF content;          ///< the whole drawing, margins included

    /// The layout of the graph with these `successors` (vertex v's: successors[v]):
    /// vertices `step` apart in a layer, layers `layerStep` apart, inside `margin`.
    static GraphLayout of(const std::vector<std::vector<std::size_t>>& successors, double step,
                          double layerStep, double margin);
};
