// SPDX-License-Identifier: MIT
#pragma once

/// Chessmen on a graph's words: its name, moves, explanation and errors.
/// Translated in the context "dag" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase GameDag = GRUNDY_TR("dag", "Chessmen on a graph");
inline constexpr Phrase NounChessmen = GRUNDY_TR("dag", "chessmen");
inline constexpr Phrase DagMove = GRUNDY_TR("dag", "move the chessman on %1 to %2");
inline constexpr Phrase DagPosition = GRUNDY_TR("dag", "chessmen on %1");
inline constexpr Phrase ChessmanOn = GRUNDY_TR("dag", "chessman on %1");
inline constexpr Phrase GraphSize = GRUNDY_TR("dag", "%1 vertices, %2 edges");
inline constexpr Phrase FactGraph = GRUNDY_TR("dag", "Graph");
inline constexpr Phrase FactChessmen = GRUNDY_TR("dag", "Chessmen on vertices");
inline constexpr Phrase DagFactSgValues = GRUNDY_TR("dag", "Their SG values");
inline constexpr Phrase DagFactSgXor = GRUNDY_TR("dag", "XOR of the SG values");
inline constexpr Phrase DagOver =
    GRUNDY_TR("dag", "No chessman has an edge to move along: the player to move cannot move and "
                     "loses.");
inline constexpr Phrase DagIntro = GRUNDY_TR(
    "dag", "The SG value of a vertex is the least number that is not the SG value of one of "
           "its successors (the mex); a vertex without edges has SG value 0. A chessman on a "
           "vertex of SG value n plays like a Nim pile of n stones, so the chessmen together "
           "are Nim: the player to move wins exactly when their SG values XOR to more than "
           "0.");
inline constexpr Phrase DagVertex = GRUNDY_TR(
    "dag", "Vertex %1 leads to %2, whose SG values are %3; the least number missing is %4, "
           "so SG(%1) = %4.");
inline constexpr Phrase DagVertexSink = GRUNDY_TR("dag", "Vertex %1 has no edges, so SG(%1) = 0.");
inline constexpr Phrase DagVertexMany = GRUNDY_TR(
    "dag", "Vertex %1 leads to %2 vertices; the least SG value missing among them is %3, so "
           "SG(%1) = %3.");
inline constexpr Phrase DagZero =
    GRUNDY_TR("dag", "The SG values XOR to 0: every move changes one of them and so makes the XOR "
                     "more than 0, which the opponent can undo. The player to move loses.");
inline constexpr Phrase DagWinning = GRUNDY_TR(
    "dag", "The SG values XOR to %1, with odd columns %2. A winning move takes a chessman "
           "whose SG value has a 1 in %3 to a successor whose SG value is its own XOR %1 "
           "(the mex guarantees one), and leaves SG values that XOR to 0.");
inline constexpr Phrase DagReason =
    GRUNDY_TR("dag", "vertex %1 has SG value %2 and vertex %3 has SG value %4; the XOR was %5 = %2 "
                     "XOR %4, so afterwards the SG values XOR to 0 and the opponent loses.");
inline constexpr Phrase ErrorGraphEmpty =
    GRUNDY_TR("dag", "names no vertex (write N: for N vertices without edges)");
inline constexpr Phrase ErrorGraphCount =
    GRUNDY_TR("dag", "does not start with a vertex count: \"%1\" before the colon is not a whole "
                     "number");
inline constexpr Phrase ErrorGraphEdge =
    GRUNDY_TR("dag", "is not an edge list: its %1 edge, \"%2\", is not two vertex numbers written "
                     "FROM>TO");
inline constexpr Phrase ErrorGraphSelfLoop =
    GRUNDY_TR("dag", "has an edge %1>%1 (its %2 edge) from a vertex to itself");
inline constexpr Phrase ErrorGraphCycle =
    GRUNDY_TR("dag", "has a cycle through the edge %1>%2: the graph must be acyclic");
inline constexpr Phrase ErrorGraphTooManyVertices = GRUNDY_TR("dag", "has more than %1 vertices");
inline constexpr Phrase ErrorGraphTooManyEdges = GRUNDY_TR("dag", "has more than %1 edges");
inline constexpr Phrase ErrorGraphBeyondCount =
    GRUNDY_TR("dag", "names vertex %1 but has only %2 vertices");
inline constexpr Phrase ErrorNoVertex =
    GRUNDY_TR("dag", "there is no vertex %1: the graph's vertices are 0 to %2");
inline constexpr Phrase ErrorNoChessman = GRUNDY_TR("dag", "there is no chessman %1; there are %2");
inline constexpr Phrase ErrorNoEdge =
    GRUNDY_TR("dag", "there is no edge from vertex %1 to vertex %2");

} // namespace grundy::words
