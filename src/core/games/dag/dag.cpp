// SPDX-License-Identifier: MIT
#include "core/games/dag/dag.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/catalogue.h"
#include "core/games/dag/dagwords.h"
#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/text/english.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <mutex>
#include <random>
#include <set>
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

// ---- the game ------------------------------------------------------------------------

namespace {

using namespace words;
using explain::text;

[[noreturn]] void refuse(Message m) {
    throw InvalidPosition(std::move(m));
}

/// A vertex number written in the text: digits only. Numbers from kMaxVertices on would
/// make the graph too big.
std::optional<std::size_t> vertexNumber(std::string_view digits) {
    if (digits.empty()) return std::nullopt;
    std::size_t v = 0;
    for (const char c : digits) {
        if (c < '0' || c > '9') return std::nullopt;
        v = std::min<std::size_t>(v * 10 + std::size_t(c - '0'), kMaxVertices);
    }
    if (v >= kMaxVertices) refuse({ErrorGraphTooManyVertices, {kMaxVertices}});
    return v;
}

/// Reads and checks an edge list (see dag.h) into a graph with its SG values.
GameGraph parse(std::string_view raw) {
    std::string t;
    t.reserve(raw.size());
    for (const char c : raw)
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') t += c;
    std::string_view rest = t;
    std::optional<std::size_t> count;
    if (const std::size_t colon = rest.find(':'); colon != std::string_view::npos) {
        const std::string_view prefix = rest.substr(0, colon);
        // A count is a number of vertices, one more than the largest vertex number.
        const bool digits = !prefix.empty() && prefix.size() <= 7 &&
                            prefix.find_first_not_of("0123456789") == std::string_view::npos;
        if (!digits) refuse({ErrorGraphCount, {Verbatim{std::string(prefix)}}});
        const std::size_t n = std::stoul(std::string(prefix));
        if (n == 0) refuse(text(ErrorGraphEmpty));
        if (n > kMaxVertices) refuse({ErrorGraphTooManyVertices, {kMaxVertices}});
        count = n;
        rest = rest.substr(colon + 1);
    }
    std::vector<std::pair<std::size_t, std::size_t>> edges;
    std::size_t vertices = count.value_or(0);
    for (std::size_t k = 0; !rest.empty();) {
        const std::size_t comma = rest.find(',');
        const std::string_view piece = rest.substr(0, comma);
        const std::size_t arrow = piece.find('>');
        const auto from =
            arrow == std::string_view::npos ? std::nullopt : vertexNumber(piece.substr(0, arrow));
        const auto to =
            arrow == std::string_view::npos ? std::nullopt : vertexNumber(piece.substr(arrow + 1));
        ++k;
        if (!from || !to) refuse({ErrorGraphEdge, {ordinal(k), Verbatim{std::string(piece)}}});
        if (*from == *to) refuse({ErrorGraphSelfLoop, {*from, ordinal(k)}});
        if (edges.size() == kMaxEdges) refuse({ErrorGraphTooManyEdges, {kMaxEdges}});
        for (const std::size_t v : {*from, *to}) {
            if (count && v >= *count) refuse({ErrorGraphBeyondCount, {v, *count}});
            vertices = std::max(vertices, v + 1);
        }
        edges.emplace_back(*from, *to);
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
        if (rest.empty()) refuse({ErrorGraphEdge, {ordinal(k + 1), Verbatim{""}}});
    }
    if (vertices == 0) refuse(text(ErrorGraphEmpty));

    GameGraph g;
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    g.edgeCount = edges.size();
    g.graph.successors.resize(vertices);
    for (const auto& [from, to] : edges)
        g.graph.successors[from].push_back(to);
    if (const std::optional<Edge> e = findCycle(g.graph))
        refuse({ErrorGraphCycle, {e->from, e->to}});
    g.sg = sgValues(g.graph);
    // The one form: sorted edges, and the count only when the edges do not imply it.
    bool lastNamed = false;
    for (const auto& [from, to] : edges) {
        if (!g.text.empty()) g.text += ',';
        g.text += std::to_string(from) + '>' + std::to_string(to);
        lastNamed = lastNamed || from == vertices - 1 || to == vertices - 1;
    }
    if (!lastNamed) g.text = std::to_string(vertices) + ':' + g.text;
    return g;
}

/// How many successors of u have SG value t.
std::size_t successorsWith(const GameGraph& g, std::size_t u, std::size_t t) {
    std::size_t n = 0;
    for (const std::size_t w : g.graph.successors[u])
        n += g.sg[w] == t ? 1 : 0;
    return n;
}

/// Work (successor visits) the count of winning replies may spend; beyond it computerMove
/// plays the first legal move.
constexpr std::size_t kReplyBudget = 4000000;

/// The least bad move from a losing position (see computerMove). A move v -> w changes
/// the XOR from 0 to Y = SG(v) ^ SG(w); a reply wins when it takes a chessman on u to a
/// successor of value SG(u) ^ Y. With base(Y) those replies counted over the chessmen as
/// they stand, the move itself takes one chessman from v (whose winning successors had
/// value SG(w)) to w (value SG(v)).
Move leastBadMove(const Position& p) {
    const GameGraph& g = *p.graph;
    std::map<std::size_t, std::size_t> count; // chessmen per vertex
    for (const std::size_t v : p.chessmen)
        ++count[v];
    std::size_t degrees = 0;
    std::set<std::size_t> ys;
    for (const auto& [v, n] : count) {
        degrees += g.graph.successors[v].size();
        for (const std::size_t w : g.graph.successors[v])
            ys.insert(g.sg[v] ^ g.sg[w]);
    }
    std::optional<Move> first;
    for (std::size_t i = 0; i < p.chessmen.size() && !first; ++i)
        if (const auto& next = g.graph.successors[p.chessmen[i]]; !next.empty())
            first = Move{i, next.front()};
    if (ys.size() > kReplyBudget / std::max<std::size_t>(degrees, 1)) return *first;
    std::map<std::size_t, std::size_t> base;
    for (const std::size_t y : ys) {
        std::size_t n = 0;
        for (const auto& [u, c] : count)
            n += c * successorsWith(g, u, g.sg[u] ^ y);
        base[y] = n;
    }
    Move best = *first;
    std::optional<std::size_t> bestReplies;
    std::set<std::size_t> tried;
    for (std::size_t i = 0; i < p.chessmen.size(); ++i) {
        const std::size_t v = p.chessmen[i];
        if (!tried.insert(v).second) continue; // the same moves as an earlier chessman
        for (const std::size_t w : g.graph.successors[v]) {
            const std::size_t replies = base[g.sg[v] ^ g.sg[w]] - successorsWith(g, v, g.sg[w]) +
                                        successorsWith(g, w, g.sg[v]);
            if (!bestReplies || replies < *bestReplies) {
                best = {i, w};
                bestReplies = replies;
            }
        }
    }
    return best;
}

explain::Explanation explainDag(const AnyPosition& any) {
    using namespace explain;
    const Position& p = std::get<Position>(any);
    validate(p);
    const GameGraph& g = *p.graph;
    Explanation e;
    std::vector<Natural> at(p.chessmen.begin(), p.chessmen.end());
    const std::vector<std::size_t> values = chessmanValues(p);
    std::vector<Natural> sgs(values.begin(), values.end());
    fillCommon(e, p, GameDag, Message{DagPosition, {numberList(at)}});
    std::vector<Message> labels;
    for (const std::size_t v : p.chessmen)
        labels.push_back({ChessmanOn, {v}});
    e.binary = binaryTable(std::move(labels), sgs);
    const std::size_t x = sgXor(p);
    e.facts = {{text(FactChessmen), numberList(at)},
               {text(DagFactSgValues), numberList(sgs)},
               {text(DagFactSgXor), x},
               {text(FactGraph), Message{GraphSize, {g.vertexCount(), g.edgeCount}}}};
    if (e.over) {
        e.paragraphs.push_back(text(DagOver));
        return e;
    }
    e.paragraphs.push_back(text(DagIntro));
    // Each vertex a chessman stands on, once, and not a page of them.
    constexpr std::size_t kMaxVerticesShown = 8;
    constexpr std::size_t kMaxSuccessorsShown = 12;
    std::set<std::size_t> shown;
    for (const std::size_t v : p.chessmen) {
        if (shown.size() == kMaxVerticesShown) break;
        if (!shown.insert(v).second) continue;
        const auto& next = g.graph.successors[v];
        if (next.empty()) {
            e.paragraphs.push_back({DagVertexSink, {v}});
        } else if (next.size() > kMaxSuccessorsShown) {
            e.paragraphs.push_back({DagVertexMany, {v, next.size(), g.sg[v]}});
        } else {
            std::vector<Natural> to(next.begin(), next.end()), theirs;
            for (const std::size_t w : next)
                theirs.emplace_back(g.sg[w]);
            e.paragraphs.push_back({DagVertex, {v, numberList(to), numberList(theirs), g.sg[v]}});
        }
    }
    if (x == 0) {
        e.paragraphs.push_back(text(DagZero));
        return e;
    }
    const Natural nx(x);
    e.facts.push_back({text(FactOddColumns), oddColumns(nx)});
    e.paragraphs.push_back({DagWinning, {withBinary(nx), oddColumns(nx), columnName(topBit(nx))}});
    return e;
}

std::mutex cacheMutex;
/// The graphs read last, newest first, by the text they were read from.
std::vector<std::pair<std::string, std::shared_ptr<const GameGraph>>> cache;
constexpr std::size_t kCacheSize = 8;

} // namespace

bool GameGraph::hasEdge(std::size_t from, std::size_t to) const {
    const auto& next = graph.successors.at(from);
    return std::binary_search(next.begin(), next.end(), to);
}

std::shared_ptr<const GameGraph> readGraph(std::string_view text) {
    {
        const std::lock_guard lock(cacheMutex);
        for (std::size_t i = 0; i < cache.size(); ++i)
            if (cache[i].first == text) {
                std::rotate(cache.begin(), cache.begin() + std::ptrdiff_t(i),
                            cache.begin() + std::ptrdiff_t(i) + 1);
                return cache.front().second;
            }
    }
    auto g = std::make_shared<const GameGraph>(parse(text)); // throws; outside the lock
    const std::lock_guard lock(cacheMutex);
    for (const std::string& key : {std::string(text), g->text}) {
        std::erase_if(cache, [&](const auto& entry) { return entry.first == key; });
        cache.insert(cache.begin(), {key, g});
    }
    if (cache.size() > kCacheSize) cache.resize(kCacheSize);
    return g;
}

std::string graphText(std::string_view text) {
    return readGraph(text)->text;
}

std::string randomGraphText(std::size_t vertices, std::uint64_t seed) {
    vertices = std::clamp<std::size_t>(vertices, 1, kMaxVertices);
    std::mt19937_64 rng(seed);
    std::vector<std::size_t> order(vertices);
    for (std::size_t i = 0; i < vertices; ++i)
        order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    std::string t = std::to_string(vertices) + ':';
    bool firstEdge = true;
    // Edges go from a vertex to one of the next third of the vertices in the shuffled
    // order: acyclic, with a few layers rather than one long chain.
    const std::size_t span = std::max<std::size_t>(3, vertices / 3);
    for (std::size_t i = 0; i + 1 < vertices; ++i) {
        const std::size_t reach = std::min(span, vertices - 1 - i);
        const std::size_t edges = 1 + rng() % 3;
        for (std::size_t k = 0; k < edges; ++k) {
            const std::size_t j = i + 1 + rng() % reach;
            // Appended piece by piece: GCC 12 warns (-Wrestrict, wrongly) on "" + string.
            if (!firstEdge) t += ',';
            t += std::to_string(order[i]);
            t += '>';
            t += std::to_string(order[j]);
            firstEdge = false;
        }
    }
    return graphText(t);
}

bool Position::operator==(const Position& o) const {
    if (chessmen != o.chessmen) return false;
    if (graph == o.graph) return true;
    return graph && o.graph && graph->text == o.graph->text;
}

Position fromGraph(std::string_view graph, const std::vector<Natural>& at) {
    Position p;
    p.graph = readGraph(graph);
    for (const Natural& v : at) {
        if (v < 0 || v >= p.graph->vertexCount())
            refuse({ErrorNoVertex, {v, p.graph->vertexCount() - 1}});
        p.chessmen.push_back(v.get_ui());
    }
    validate(p);
    return p;
}

void validate(const Position& p) {
    if (!p.graph) refuse(text(ErrorGraphEmpty));
    if (p.chessmen.empty()) refuse({ErrorShapeAtLeast, {std::size_t(1), text(NounChessmen)}});
    for (const std::size_t v : p.chessmen)
        if (v >= p.graph->vertexCount()) refuse({ErrorNoVertex, {v, p.graph->vertexCount() - 1}});
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    if (!p.graph) return text(ErrorGraphEmpty);
    if (m.chessman >= p.chessmen.size())
        return Message{ErrorNoChessman, {m.chessman + 1, p.chessmen.size()}};
    const std::size_t from = p.chessmen[m.chessman];
    if (m.to >= p.graph->vertexCount() || !p.graph->hasEdge(from, m.to))
        return Message{ErrorNoEdge, {from, m.to}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    validate(p);
    requireLegal(p, m);
    Position next = p;
    next.chessmen[m.chessman] = m.to;
    return next;
}

bool isOver(const Position& p) {
    validate(p);
    return std::all_of(p.chessmen.begin(), p.chessmen.end(),
                       [&](std::size_t v) { return p.graph->graph.successors[v].empty(); });
}

std::vector<std::size_t> chessmanValues(const Position& p) {
    validate(p);
    std::vector<std::size_t> values;
    for (const std::size_t v : p.chessmen)
        values.push_back(p.graph->sg[v]);
    return values;
}

std::size_t sgXor(const Position& p) {
    std::size_t x = 0;
    for (const std::size_t value : chessmanValues(p))
        x ^= value;
    return x;
}

std::optional<Natural> sgValue(const Position& p) {
    return Natural(static_cast<unsigned long>(sgXor(p)));
}

Outcome outcome(const Position& p) {
    return sgXor(p) == 0 ? Outcome::P : Outcome::N;
}

Position remotenessKey(Position p) {
    std::sort(p.chessmen.begin(), p.chessmen.end());
    return p;
}

std::vector<Move> legalMoves(const Position& p) {
    validate(p);
    std::vector<Move> moves;
    for (std::size_t i = 0; i < p.chessmen.size(); ++i)
        for (const std::size_t w : p.graph->graph.successors[p.chessmen[i]])
            moves.push_back({i, w});
    return moves;
}

Natural legalMoveCount(const Position& p) {
    validate(p);
    Natural count = 0;
    for (const std::size_t v : p.chessmen)
        count += static_cast<unsigned long>(p.graph->graph.successors[v].size());
    return count;
}

Move randomMove(const Position& p, Random& random) {
    validate(p);
    if (isOver(p)) throw IllegalMove(text(ErrorGameOver));
    std::vector<Natural> counts;
    for (const std::size_t v : p.chessmen)
        counts.push_back(fromU64(p.graph->graph.successors[v].size()));
    const Random::Pick pick = random.among(counts);
    const std::size_t i = pick.group;
    return {i, p.graph->graph.successors[p.chessmen[i]][toU64(pick.index)]};
}

std::vector<Move> winningMoves(const Position& p) {
    const std::size_t x = sgXor(p);
    std::vector<Move> moves;
    if (x == 0) return moves;
    const GameGraph& g = *p.graph;
    for (std::size_t i = 0; i < p.chessmen.size(); ++i) {
        const std::size_t target = g.sg[p.chessmen[i]] ^ x;
        for (const std::size_t w : g.graph.successors[p.chessmen[i]])
            if (g.sg[w] == target) moves.push_back({i, w});
    }
    return moves;
}

Move computerMove(const Position& p) {
    if (isOver(p)) throw IllegalMove(text(ErrorGameOver));
    if (auto winning = winningMoves(p); !winning.empty()) return winning.front();
    return leastBadMove(p);
}

Message describeMove(const Position& p, const Move& m) {
    return {DagMove, {p.chessmen.at(m.chessman), m.to}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

Message reason(const Position& p, const Move& m) {
    const std::size_t x = sgXor(p);
    const std::size_t from = p.chessmen.at(m.chessman);
    return {DagReason, {from, p.graph->sg[from], m.to, p.graph->sg.at(m.to), x}};
}

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Dag,
        .id = "dag",
        .name = GameDag,
        .rule = "chessmen on a directed acyclic graph: slide one chessman along an edge "
                "(HDU 1524)",
        .example = "0 0 --graph '0>1,0>2,1>3'", // quoted: > is the shell's
        .shape = {1, 0, "chessmen", NounChessmen, "chessmen on vertices"},
        .options = {{.id = "graph",
                     .valueName = "EDGES",
                     .help = "the edges, as 0>1,0>2,1>3 on the vertices 0..V-1 (N: first "
                             "for N vertices, some without edges)",
                     .minimum = 0,
                     .textValue = graphText}},
        .make = [](std::vector<Natural> numbers, const GameOptions& options) -> AnyPosition {
            return fromGraph(*options.find("graph"), numbers);
        },
        .numbers =
            [](const AnyPosition& p) {
                const auto& chessmen = std::get<Position>(p).chessmen;
                return std::vector<Natural>(chessmen.begin(), chessmen.end());
            },
        .optionsOf =
            [](const AnyPosition& p) {
                GameOptions options;
                options.set("graph", std::get<Position>(p).graph->text);
                return options;
            },
        .moveBetween = [](const AnyPosition& f, const AnyPosition& t) -> std::optional<AnyMove> {
            const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
            if (!from.graph || !to.graph || from.graph->text != to.graph->text) return std::nullopt;
            const auto i = onlyDifference(from.chessmen, to.chessmen);
            if (!i) return std::nullopt;
            return ifLegal(from, Move{*i, to.chessmen[*i]});
        },
        .explain = explainDag,
        .reason = hook<reason>,
        .legalMoveCount = hook<legalMoveCount>,
        .remotenessKey = hook<remotenessKey>,
    };
    return game;
}

} // namespace grundy::dag
