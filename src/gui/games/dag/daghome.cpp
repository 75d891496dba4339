// SPDX-License-Identifier: MIT
// Chessmen on a graph (HDU 1524 / POJ 2425) in the window: the drawn graph, its edge list
// in New Game with a few named graphs to start from, and random graphs of a chosen size.
#include "games/gamehome.h"
#include "games/homes.h"

#include "games/dag/graphview.h"

#include <QCoreApplication>
#include <QRandomGenerator>

namespace {

class DagHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(DagHome)
public:
    const grundy::GameInfo& info() const override { return grundy::dag::info(); }
    QString name() const override { return tr("Chessmen on a graph"); }
    QString rule() const override {
        return tr("Chessmen stand on the vertices of a directed graph without cycles (several "
                  "may share a vertex). A move slides one chessman along one arrow. Whoever "
                  "cannot move loses.");
    }
    QString howToPlay() const override {
        return tr("Click a chessman: the vertices it can reach light up; click one to move it "
                  "there. A lit vertex only one chessman can reach may be clicked at once. "
                  "\"SG values\" shows each vertex's value. Keys: Left/Right choose a chessman, "
                  "Enter, Left/Right choose the vertex, Enter; + and - zoom.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Left / Right"), tr("choose a chessman")},
                {tr("Enter or Space"), tr("choose where it goes")},
                {tr("Left / Right"), tr("choose the vertex")},
                {tr("Enter or Space"), tr("move the chessman")},
                {tr("Escape"), tr("cancel the choice")},
                {tr("+ / - / 0"), tr("zoom in, zoom out, fit the graph")}};
    }
    QString losingPositions() const override {
        return tr("The SG value of a vertex is the least number that is not the SG value of a "
                  "vertex it leads to (0 for a vertex without arrows). The player to move loses "
                  "exactly when the SG values of the chessmen's vertices XOR to 0.");
    }
    QString positionExample() const override { return tr("the chessmen's vertices, e.g. 0, 0"); }
    RandomStartFields randomStart() const override {
        return {0, tr("Chessmen:"), tr("on a random graph of"), tr("vertices")};
    }
    OptionField optionField(std::string_view id) const override {
        if (id != "graph") return GameHome::optionField(id);
        OptionField field{tr("&Graph (edges):"), tr("The graph"),
                          QStringLiteral("0>1,0>2,1>3,2>3,2>4,3>5,4>5"),
                          tr("the edges, e.g. 0>1,0>2,1>3 (N: first for N vertices)")};
        field.presets = {
            {tr("The HDU 1524 sample (4 vertices)"), QStringLiteral("0>1,0>2,2>3")},
            {tr("A diamond (6 vertices)"), QStringLiteral("0>1,0>2,1>3,2>3,2>4,3>5,4>5")},
            {tr("A path of 10 vertices"), QStringLiteral("0>1,1>2,2>3,3>4,4>5,5>6,6>7,7>8,8>9")},
            {tr("Take 1 or 2 from 12 (a subtraction game)"),
             QStringLiteral("1>0,2>0,2>1,3>1,3>2,4>2,4>3,5>3,5>4,6>4,6>5,7>5,7>6,8>6,8>7,9>7,"
                            "9>8,10>8,10>9,11>9,11>10,12>10,12>11")},
            {tr("A binary tree (15 vertices)"),
             QStringLiteral("0>1,0>2,1>3,1>4,2>5,2>6,3>7,3>8,4>9,4>10,5>11,5>12,6>13,6>14")},
        };
        return field;
    }
    QString randomStartProblem(std::size_t, const grundy::GameOptions&) const override {
        return {};
    }
    /// `count` chessmen on a new random graph of `size` vertices (the typed graph is left
    /// as it is), each on a random vertex that has an arrow, where there is one.
    grundy::AnyPosition randomPosition(std::size_t count, const grundy::Natural& size,
                                       const grundy::GameOptions& options) const override {
        const std::size_t vertices =
            std::clamp<std::size_t>(size.fits_ulong_p() ? size.get_ui() : grundy::dag::kMaxVertices,
                                    2, grundy::dag::kMaxVertices);
        const std::string text =
            grundy::dag::randomGraphText(vertices, QRandomGenerator::global()->generate64());
        const auto graph = grundy::dag::readGraph(text);
        std::vector<std::size_t> movable;
        for (std::size_t v = 0; v < vertices; ++v)
            if (!graph->graph.successors[v].empty()) movable.push_back(v);
        std::vector<grundy::Natural> numbers;
        for (std::size_t i = 0; i < count; ++i)
            numbers.emplace_back(
                movable.empty()
                    ? 0
                    : movable[QRandomGenerator::global()->bounded(quint32(movable.size()))]);
        grundy::GameOptions withGraph = options;
        withGraph.set("graph", text);
        return grundy::positionFrom(info(), std::move(numbers), withGraph);
    }
    BoardView* createBoard(const grundy::AnyPosition&, QWidget* parent) const override {
        return new GraphView(parent);
    }
    bool takesStones() const override { return false; }
};

} // namespace

namespace homes::dag {

const GameHome& home() {
    static const DagHome home;
    return home;
}

} // namespace homes::dag
