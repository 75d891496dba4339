// SPDX-License-Identifier: MIT
#include "games/dag/graphlayout.h"

#include <algorithm>

GraphLayout GraphLayout::of(const std::vector<std::vector<std::size_t>>& successors, double step,
                            double layerStep, double margin) {
    const auto& next = successors;
    GraphLayout out;
    const std::size_t n = next.size();
    // Longest path from a source, in a topological order (Kahn): every edge goes down.
    std::vector<std::size_t> indegree(n, 0), order;
    order.reserve(n);
    for (const auto& s : next)
        for (const std::size_t w : s)
            ++indegree[w];
    for (std::size_t v = 0; v < n; ++v)
        if (indegree[v] == 0) order.push_back(v);
    out.layer.assign(n, 0);
    for (std::size_t i = 0; i < order.size(); ++i)
        for (const std::size_t w : next[order[i]]) {
            out.layer[w] = std::max(out.layer[w], out.layer[order[i]] + 1);
            if (--indegree[w] == 0) order.push_back(w);
        }
    const int layers = n == 0 ? 0 : *std::max_element(out.layer.begin(), out.layer.end()) + 1;
    // Within a layer, vertices near the mean place of their predecessors (fewer crossings).
    std::vector<std::vector<std::size_t>> rows(static_cast<std::size_t>(layers));
    std::vector<double> place(n, 0), sum(n, 0);
    std::vector<int> count(n, 0);
    for (std::size_t v = 0; v < n; ++v)
        rows[std::size_t(out.layer[v])].push_back(v);
    std::size_t widest = 1;
    for (auto& row : rows) {
        std::stable_sort(row.begin(), row.end(), [&](std::size_t a, std::size_t b) {
            const double pa = count[a] ? sum[a] / count[a] : double(a) / double(n);
            const double pb = count[b] ? sum[b] / count[b] : double(b) / double(n);
            return pa < pb;
        });
        for (std::size_t i = 0; i < row.size(); ++i) {
            place[row[i]] = row.size() > 1 ? double(i) / double(row.size() - 1) : 0.5;
            for (const std::size_t w : next[row[i]]) {
                sum[w] += place[row[i]];
                ++count[w];
            }
        }
        widest = std::max(widest, row.size());
    }
    out.content = QSizeF(2 * margin + double(widest - 1) * step,
                         2 * margin + double(std::max(layers - 1, 0)) * layerStep);
    out.at.assign(n, {});
    for (const auto& row : rows) {
        const double left = (out.content.width() - double(row.size() - 1) * step) / 2;
        for (std::size_t i = 0; i < row.size(); ++i)
            out.at[row[i]] = {left + double(i) * step, margin + out.layer[row[i]] * layerStep};
    }
    return out;
}
