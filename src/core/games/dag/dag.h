// SPDX-License-Identifier: MIT
#pragma once

/// Chessmen on a directed acyclic graph (docs/course.md §10, HDU 1524 / POJ 2425): a
/// move slides one chessman along an out-edge. SG(v) is the mex of the SG values of v's
/// successors, and a position is won for the mover exactly when its chessmen's SG values
/// XOR to non-zero. Everything here is iterative: a path of a million vertices is fine.
///
/// The game `dag`: its graph is the option "graph", an edge list written "0>1,0>2,1>3" on
/// the vertices 0..V-1, where V is one more than the largest vertex an edge names; a prefix
/// "N:" gives V = N and so room for vertices without edges ("5:0>1" has the isolated
/// vertices 2, 3 and 4; "1:" is a single vertex). Spaces are ignored. The text is kept in
/// one form: edges sorted, repeats dropped, the prefix only when the edges do not name the
/// last vertex. A graph has at most kMaxVertices vertices and kMaxEdges edges, and no cycle
/// (a self-loop or a cycle is refused, naming one of its edges). The graph is read and its
/// SG values computed once per text (the position shares them), so a move or a reply on a
/// graph of 10^5 vertices costs microseconds.

#include "core/text/message.h"
#include "core/base/random.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
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

/// The most vertices and edges a game's graph may have.
inline constexpr std::size_t kMaxVertices = 100000;
inline constexpr std::size_t kMaxEdges = 200000;

/// A game's graph, read once: its text (in the one form files keep), its successors
/// (ascending, no repeats) and every vertex's SG value.
struct GameGraph {
    std::string text;
    Graph graph;
    std::vector<std::size_t> sg;
    std::size_t edgeCount = 0;

    std::size_t vertexCount() const { return graph.successors.size(); }
    /// Whether the edge from -> to exists (both must be vertices).
    bool hasEdge(std::size_t from, std::size_t to) const;
};

/// The graph of an edge list (see the top of this file), from a small cache of the graphs
/// read last. Throws InvalidPosition saying what is wrong and where: text that is not an
/// edge list, a self-loop, a cycle (naming one of its edges), too many vertices or edges.
std::shared_ptr<const GameGraph> readGraph(std::string_view text);
/// The edge list's text in the one form files keep ("1>3, 0>1" -> "0>1,1>3"); throws as
/// readGraph. The option "graph"'s check.
std::string graphText(std::string_view text);
/// A random DAG on `vertices` vertices (1..kMaxVertices), as text: in a shuffled numbering
/// each vertex has one to three edges to vertices within the next third, so a few layers
/// rather than one long chain; the same graph for the same seed.
std::string randomGraphText(std::size_t vertices, std::uint64_t seed);

/// Chessmen on the vertices of one graph. Several chessmen may share a vertex; their order
/// is kept (a move names a chessman by its index).
struct Position {
    std::shared_ptr<const GameGraph> graph; ///< never null in a position made by fromGraph
    std::vector<std::size_t> chessmen;
    bool operator==(const Position& o) const;
};

/// Slide the chessman at index `chessman` along its edge to vertex `to`.
struct Move {
    std::size_t chessman = 0;
    std::size_t to = 0;
    bool operator==(const Move&) const = default;
};

/// Chessmen on the vertices `at` of the graph written `graph`. Throws InvalidPosition for
/// a broken graph (readGraph), no chessman, or a vertex the graph does not have.
Position fromGraph(std::string_view graph, const std::vector<Natural>& at);
void validate(const Position& p); ///< throws InvalidPosition
/// Why m is not legal in p, or nothing when it is (what apply throws).
std::optional<Message> whyIllegal(const Position& p, const Move& m);
bool isLegal(const Position& p, const Move& m);   ///< !whyIllegal(p, m) (games/legality.cpp)
Position apply(const Position& p, const Move& m); ///< throws IllegalMove
/// No chessman has an edge to slide along.
bool isOver(const Position& p);
/// The chessmen's SG values, in chessman order.
std::vector<std::size_t> chessmanValues(const Position& p);
/// The XOR of the chessmen's SG values.
std::size_t sgXor(const Position& p);
Outcome outcome(const Position& p);
/// The Sprague–Grundy value, sgXor, at any size.
std::optional<Natural> sgValue(const Position& p);
std::vector<Move> legalMoves(const Position& p);
/// How many moves legalMoves would list (the out-degrees of the chessmen's vertices),
/// without listing them: a vertex may have many edges.
Natural legalMoveCount(const Position& p);
/// The position the remoteness search keeps for p (remoteness.cpp): its chessmen in order of their
/// vertices, since the order changes no remoteness and so each order is searched once.
Position remotenessKey(Position p);
/// A legal move, each legal move of p equally likely (among every chessman's edges), at any size;
/// the same Random gives the same move. Throws IllegalMove when the game is over.
Move randomMove(const Position& p, Random& random);
/// All winning moves: every chessman on a vertex v, to every successor w with
/// SG(w) = SG(v) XOR X (X the chessmen's XOR; a move may raise a value too), sorted by
/// chessman index then vertex.
std::vector<Move> winningMoves(const Position& p);
/// A winning move if any (the first of winningMoves). From a losing position, the move
/// that leaves the fewest winning replies (ties: the lowest chessman index, then the
/// lowest vertex), counted exactly when that costs at most about 10^6 steps (always for a
/// few chessmen on graphs of 10^5 vertices); beyond, the first legal move (every move
/// loses against perfect play anyway). Throws IllegalMove when the game is over.
Move computerMove(const Position& p);
/// "move the chessman on 3 to 5"
Message describeMove(const Position& p, const Move& m);
std::string describe(const Position& p, const Move& m);
/// Why a winning move wins (explain::reasonMessage): the SG values before and after.
Message reason(const Position& p, const Move& m);

} // namespace grundy::dag
