// SPDX-License-Identifier: MIT
#include "judgecourse.h"

#include "core/games/dag/dag.h"
#include "everysg.h"
#include "core/games/fibonaccinim/fibonaccinim.h"
#include "judgereader.h"
#include "core/games/lasker/lasker.h"
#include "core/games/nim/nim.h"
#include "core/games/northcott/northcott.h"
#include "output.h"

#include <algorithm>
#include <string>

namespace grundy::cli::course {

namespace {

/// A XOR folded in as the values arrive, so that no list is kept: 64-bit while they fit,
/// GMP beyond. The total is big XOR small.
struct XorFold {
    u64 small = 0;
    Natural big = 0;

    void add(const Number& n) {
        if (n.big)
            big ^= *n.big;
        else
            small ^= n.small;
    }
    bool isZero() const { return big == small; }
};

/// A number for a message: its digits, cut after 40 of them (a huge m is not a message).
std::string shortText(const Number& n) {
    const std::string digits = n.big ? toString(*n.big) : std::to_string(n.small);
    return digits.size() <= 40 ? digits : digits.substr(0, 40) + "...";
}

/// One misère Nim case of `piles` piles read as they arrive: whether the mover wins.
bool misereCase(JudgeReader& in, u64 piles) {
    XorFold x;
    bool aboveOne = false;
    for (u64 i = 0; i < piles; ++i) {
        const Number pile = in.number();
        aboveOne = aboveOne || !pile.below(2);
        x.add(pile);
    }
    return nim::misereMoverWins(aboveOne, x.isZero());
}

/// A column of a Northcott row: 1..m, else bad input.
Number column(JudgeReader& in, const Number& columns) {
    Number c = in.number();
    if (c.isZero() || compare(c, columns) > 0)
        in.rejectLast("a piece off the board (the columns are 1 to " + shortText(columns) + ")");
    return c;
}

/// A vertex of a graph with `vertices` vertices: 0..vertices-1, else bad input. Its line
/// goes to `line` when asked for.
std::size_t vertex(JudgeReader& in, u64 vertices, std::uint64_t* line = nullptr) {
    const Number v = in.number();
    if (line) *line = v.line;
    if (!v.below(vertices))
        in.rejectLast(vertices == 0 ? std::string("no such vertex (the graph has no vertices)")
                                    : "no such vertex (the vertices are 0 to " +
                                          std::to_string(vertices - 1) + ")");
    return static_cast<std::size_t>(v.small);
}

} // namespace

void hdu2516(JudgeReader& in, Output& out) {
    while (const std::optional<Number> n = in.tryNumber()) {
        if (n->isZero()) return;
        const bool fibonacci =
            n->big ? fibonaccinim::isFibonacci(*n->big) : fibonaccinim::isFibonacci(n->small);
        out.put(fibonacci ? "Second win\n" : "First win\n");
    }
}

void hdu1907(JudgeReader& in, Output& out) {
    // Several T-blocks until the end of input, as many accepted solutions read.
    while (const std::optional<u64> cases = in.tryCount())
        for (u64 i = 0; i < *cases; ++i)
            out.put(misereCase(in, in.count()) ? "John\n" : "Brother\n");
}

void hdu2509(JudgeReader& in, Output& out) {
    while (const std::optional<u64> piles = in.tryCount())
        out.put(misereCase(in, *piles) ? "Yes\n" : "No\n");
}

void hdu3032(JudgeReader& in, Output& out) {
    const std::optional<u64> cases = in.tryCount();
    if (!cases) return;
    for (u64 c = 0; c < *cases; ++c) {
        const u64 heaps = in.count();
        u64 small = 0; // the SG values that fit, XORed as they arrive: no heap is kept
        Natural big = 0;
        for (u64 i = 0; i < heaps; ++i) {
            const Number heap = in.number();
            if (heap.below(~u64{0})) // SG(2^64 - 1) = 2^64 needs GMP
                small ^= lasker::sgValue(heap.small);
            else
                big ^= lasker::sgValue(heap.natural());
        }
        out.put(big != small ? "Alice\n" : "Bob\n");
    }
}

void hdu1730(JudgeReader& in, Output& out) {
    while (const auto nm = in.tryPair()) {
        const u64 rows = nm->first.big ? ~u64{0} : nm->first.small; // input ends first
        const Number& columns = nm->second;
        XorFold gaps;
        for (u64 i = 0; i < rows; ++i) {
            const Number tom = column(in, columns);
            const Number jerry = column(in, columns);
            if (compare(tom, jerry) == 0) in.rejectLast("both pieces of a row on one square");
            if (!tom.big && !jerry.big)
                gaps.small ^= northcott::gap(tom.small, jerry.small);
            else
                gaps.big ^= northcott::gap(tom.natural(), jerry.natural());
        }
        out.put(gaps.isZero() ? "BAD LUCK!\n" : "I WIN!\n");
    }
}

void poj2975(JudgeReader& in, Output& out) {
    while (const std::optional<u64> n = in.tryCount()) {
        if (*n == 0) return;
        const std::vector<Number> piles = in.numbers(*n);
        const bool small =
            std::none_of(piles.begin(), piles.end(), [](const Number& p) { return bool(p.big); });
        std::size_t count;
        if (small) {
            std::vector<u64> values;
            values.reserve(piles.size());
            for (const Number& p : piles)
                values.push_back(p.small);
            count = nim::winningMoveCount(values);
        } else {
            nim::Position pos;
            for (const Number& p : piles)
                pos.piles.push_back(p.natural());
            count = nim::winningMoveCount(pos);
        }
        out.put(u64{count});
        out.put('\n');
    }
}

void hdu1524(JudgeReader& in, Output& out) {
    while (const std::optional<u64> vertices = in.tryCount()) {
        dag::Graph graph;
        std::vector<std::uint64_t> edgeLine; // the line of every edge, in input order
        std::vector<std::size_t> firstEdge;  // where each vertex's edges start in it
        for (u64 v = 0; v < *vertices; ++v) {
            const u64 degree = in.count();
            firstEdge.push_back(edgeLine.size());
            graph.successors.emplace_back();
            for (u64 i = 0; i < degree; ++i) {
                std::uint64_t line;
                graph.successors.back().push_back(vertex(in, *vertices, &line));
                edgeLine.push_back(line);
            }
        }
        if (const std::optional<dag::Edge> e = dag::findCycle(graph)) {
            const std::string to = std::to_string(e->to);
            throw InputError(edgeLine[firstEdge[e->from] + e->index],
                             "the move " + std::to_string(e->from) + " -> " + to +
                                 " closes a cycle (the graph must be acyclic), got \"" + to + "\"");
        }
        const std::vector<std::size_t> sg = dag::sgValues(graph);
        // Queries "M p1 ... pM" until a 0 (or the end of input).
        while (const std::optional<u64> chessmen = in.tryCount()) {
            if (*chessmen == 0) break;
            std::size_t x = 0;
            for (u64 i = 0; i < *chessmen; ++i)
                x ^= sg[vertex(in, *vertices)];
            out.put(x != 0 ? "WIN\n" : "LOSE\n");
        }
    }
}

void hdu3595(JudgeReader& in, Output& out) {
    while (const std::optional<u64> games = in.tryCount()) {
        std::uint64_t longest = 0; // over the unfinished games; finished ones have step 0
        for (u64 i = 0; i < *games; ++i) {
            const auto [p, q] = in.pair();
            longest = std::max(longest, everysg::value(p.natural(), q.natural()).step);
        }
        out.put(longest % 2 == 1 ? "MM\n" : "GG\n");
    }
}

} // namespace grundy::cli::course
