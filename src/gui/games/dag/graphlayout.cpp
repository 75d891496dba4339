// SPDX-License-Identifier: MIT
#include "games/dag/graphlayout.h"

#include <QByteArray>

#include <gvc.h>

#include <algorithm>
#include <cmath>
#include <locale.h>
#include <mutex>
#include <numeric>
#include <string>

namespace {

// Layout units are dot's points (1/72 inch): the circles' radius, the gap between two
// vertices of a rank and between two ranks (room for the SG value under a circle and for
// an arrowhead), the arrowheads' length, and the margin around the drawing (room for the
// rings around a chosen vertex and the value under the bottom row).
constexpr double kRadius = 17;
constexpr double kNodeGap = 24;
constexpr double kRankGap = 14;
constexpr double kHead = 8;
constexpr double kMargin = 16;
constexpr double kPointsPerInch = 72;

QByteArray inches(double points) {
    return QByteArray::number(points / kPointsPerInch, 'f', 4);
}

void set(Agraph_t* g, int kind, const char* name, const QByteArray& value) {
    agattr(g, kind, const_cast<char*>(name), const_cast<char*>(value.constData()));
}

/// dot reads its numbers with strtod, which follows the locale (Qt sets the user's, where
/// "0.5" may read as 0): the C locale's numbers on this thread while it works.
class CNumbers {
public:
    CNumbers() : m_c(newlocale(LC_NUMERIC_MASK, "C", locale_t(nullptr))) {
        if (m_c) m_old = uselocale(m_c);
    }
    ~CNumbers() {
        if (!m_c) return;
        uselocale(m_old);
        freelocale(m_c);
    }
    CNumbers(const CNumbers&) = delete;
    CNumbers& operator=(const CNumbers&) = delete;

private:
    locale_t m_c;
    locale_t m_old = LC_GLOBAL_LOCALE;
};

/// Graphviz keeps global state: one layout at a time.
std::mutex& graphvizMutex() {
    static std::mutex mutex;
    return mutex;
}

/// A straight edge from circle to circle at `a` and `b`, its arrowhead at b's circle.
GraphLayout::Path straight(QPointF a, QPointF b) {
    const QPointF d = b - a;
    const double length = std::max(std::hypot(d.x(), d.y()), 1e-9);
    const QPointF u = d / length;
    const QPointF start = a + u * kRadius, tip = b - u * kRadius;
    const QPointF base = length > 2 * kRadius + kHead ? tip - u * kHead : tip;
    return {{start, start + (base - start) / 3, start + (base - start) * 2 / 3, base}, tip};
}

} // namespace

std::vector<QPointF> GraphLayout::Path::sample(int steps) const {
    std::vector<QPointF> out;
    if (spline.empty()) return out;
    out.push_back(spline.front());
    for (std::size_t i = 0; i + 3 < spline.size(); i += 3) {
        const QPointF p0 = spline[i], p1 = spline[i + 1], p2 = spline[i + 2], p3 = spline[i + 3];
        for (int k = 1; k <= steps; ++k) {
            const double t = double(k) / steps, s = 1 - t;
            out.push_back(s * s * s * p0 + 3 * s * s * t * p1 + 3 * s * t * t * p2 +
                          t * t * t * p3);
        }
    }
    const QPointF end = out.back();
    for (int k = 1; k <= steps; ++k)
        out.push_back(end + (tip - end) * (double(k) / steps));
    return out;
}

GraphLayout GraphLayout::layered(const std::vector<std::vector<std::size_t>>& successors,
                                 Direction direction) {
    const auto& next = successors;
    GraphLayout out;
    out.radius = kRadius;
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
    const double step = 2 * kRadius + kNodeGap, layerStep = 2 * kRadius + kRankGap;
    const double margin = kRadius + kMargin;
    const QSizeF across(2 * margin + double(widest - 1) * step,
                        2 * margin + double(std::max(layers - 1, 0)) * layerStep);
    const bool right = direction == Direction::Right;
    out.content = right ? across.transposed() : across;
    out.at.assign(n, {});
    for (const auto& row : rows) {
        const double left = (across.width() - double(row.size() - 1) * step) / 2;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const QPointF p(left + double(i) * step, margin + out.layer[row[i]] * layerStep);
            out.at[row[i]] = right ? QPointF(p.y(), p.x()) : p;
        }
    }
    out.edges.resize(n);
    for (std::size_t v = 0; v < n; ++v)
        for (const std::size_t w : next[v])
            out.edges[v].push_back(straight(out.at[v], out.at[w]));
    return out;
}

GraphLayout GraphLayout::of(const std::vector<std::vector<std::size_t>>& successors,
                            Direction direction) {
    const std::size_t n = successors.size();
    const std::size_t m =
        std::accumulate(successors.begin(), successors.end(), std::size_t(0),
                        [](std::size_t s, const auto& e) { return s + e.size(); });
    if (n == 0 || n > kMaxRoutedVertices || m > kMaxRoutedEdges)
        return layered(successors, direction);

    const std::lock_guard lock(graphvizMutex());
    const CNumbers numbers;
    GVC_t* gvc = gvContext();
    Agraph_t* g = agopen(const_cast<char*>("graph"), Agdirected, nullptr);
    set(g, AGRAPH, "rankdir", direction == Direction::Right ? "LR" : "TB");
    set(g, AGRAPH, "nodesep", inches(kNodeGap));
    set(g, AGRAPH, "ranksep", inches(kRankGap));
    set(g, AGNODE, "shape", "circle");
    set(g, AGNODE, "fixedsize", "true");
    set(g, AGNODE, "width", inches(2 * kRadius));
    set(g, AGNODE, "height", inches(2 * kRadius));
    set(g, AGNODE, "label", "");
    set(g, AGEDGE, "arrowsize", QByteArray::number(kHead / 10, 'f', 2)); // 10 points at 1
    std::vector<Agnode_t*> nodes(n);
    for (std::size_t v = 0; v < n; ++v)
        nodes[v] = agnode(g, QByteArray::number(qulonglong(v)).data(), 1);
    std::vector<std::vector<Agedge_t*>> arcs(n);
    for (std::size_t v = 0; v < n; ++v)
        for (const std::size_t w : successors[v])
            arcs[v].push_back(agedge(g, nodes[v], nodes[w], nullptr, 1));
    if (gvLayout(gvc, g, "dot") != 0) {
        agclose(g);
        gvFreeContext(gvc);
        return layered(successors, direction);
    }

    // dot's y grows upwards: turn it over, the drawing's corner at the margin.
    GraphLayout out;
    out.routed = true;
    out.radius = kRadius;
    const boxf bb = GD_bb(g);
    const auto place = [&](pointf p) {
        return QPointF(p.x - bb.LL.x + kMargin, bb.UR.y - p.y + kMargin);
    };
    out.content = QSizeF(bb.UR.x - bb.LL.x + 2 * kMargin, bb.UR.y - bb.LL.y + 2 * kMargin);
    out.at.resize(n);
    out.layer.resize(n);
    for (std::size_t v = 0; v < n; ++v) {
        out.at[v] = place(ND_coord(nodes[v]));
        out.layer[v] = ND_rank(nodes[v]);
    }
    const int first = *std::min_element(out.layer.begin(), out.layer.end());
    for (int& l : out.layer)
        l -= first;
    out.edges.resize(n);
    for (std::size_t v = 0; v < n; ++v)
        for (std::size_t i = 0; i < arcs[v].size(); ++i) {
            const splines* spl = ED_spl(arcs[v][i]);
            const QPointF to = out.at[successors[v][i]];
            Path path;
            bool tipped = false;
            if (spl)
                for (int b = 0; b < spl->size; ++b) {
                    const bezier& piece = spl->list[b];
                    // Each piece starts where the last ended.
                    for (int k = path.spline.empty() ? 0 : 1; k < piece.size; ++k)
                        path.spline.push_back(place(piece.list[k]));
                    if (piece.eflag) {
                        path.tip = place(piece.ep);
                        tipped = true;
                    }
                }
            if (path.spline.size() < 4 || (path.spline.size() - 1) % 3 != 0)
                path = straight(out.at[v], to); // not routed: the straight line
            else if (!tipped)
                path.tip = path.spline.back();
            out.edges[v].push_back(std::move(path));
        }
    gvFreeLayout(gvc, g);
    agclose(g);
    gvFreeContext(gvc);
    return out;
}
