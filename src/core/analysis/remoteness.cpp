// SPDX-License-Identifier: MIT
#include "core/analysis/remoteness.h"

#include "core/games/catalogue.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <functional>
#include <unordered_map>
#include <vector>

namespace grundy {

namespace {

/// The position a search keeps for p: positions that differ only in the order of their
/// piles have the same remoteness, so each is searched once (the game's remotenessKey).
AnyPosition searchKey(const AnyPosition& p) {
    const auto key = gameOf(p).remotenessKey;
    return key ? key(p) : p;
}

std::size_t hashOf(const AnyPosition& p) {
    std::size_t h = p.index();
    for (const Natural& n : numbersOf(p)) {
        const std::size_t low = mpz_size(n.get_mpz_t()) ? mpz_getlimbn(n.get_mpz_t(), 0) : 0;
        h = h * 1'000'003u ^ (low + mpz_size(n.get_mpz_t()));
    }
    return h;
}

struct PositionHash {
    std::size_t operator()(const AnyPosition& p) const { return hashOf(p); }
};

/// When a search must stop: its stop token, or its deadline (time is no part of the game:
/// it only ends the search, with what was proved so far). The searches stop at two thirds
/// of the time left: freeing the positions they kept comes after (up to 28 % of the
/// search's time, measured: docs/remoteness.md), and the answer is due by the deadline.
class Clock {
public:
    explicit Clock(const RemotenessLimits& limits) : m_limits(limits) {
        if (!limits.deadline) return;
        const auto now = std::chrono::steady_clock::now();
        const auto left = std::max(*limits.deadline - now, std::chrono::steady_clock::duration{});
        m_until = now + left * 2 / 3;
    }

    bool expired() {
        if (m_limits.stop.stop_requested()) return true;
        if (m_limits.deadline && std::chrono::steady_clock::now() >= m_until) m_timedOut = true;
        return m_timedOut;
    }
    /// expired(), read once in kTicks calls: for the steps of one position's moves, each
    /// too short to read the time for.
    bool tick() {
        constexpr std::size_t kTicks = 256;
        return (++m_ticks % kTicks == 0 && expired()) || m_timedOut;
    }
    bool timedOut() const { return m_timedOut; }

private:
    const RemotenessLimits& m_limits;
    std::chrono::steady_clock::time_point m_until;
    bool m_timedOut = false;
    std::size_t m_ticks = 0;
};

/// Whether a position's moves may be listed: `units` (its moves, weighted as
/// RemotenessLimits::work says) fit the `left` of the work, and at most a sixteenth of all
/// of it, since a listing is made at once, before the clock can be asked again: one
/// listing ends soon after the deadline (a sixteenth of the work lists in tens of ms).
bool listable(const Natural& units, std::size_t left, const RemotenessLimits& limits) {
    return units <= left && units <= limits.work / 16;
}

/// What a bounded search knows of a position's remoteness: exactly `value`, or at least it.
struct Bound {
    std::uint32_t value = 0;
    bool exact = false;
};

/// Short wins first: the remoteness searched to a depth, one move deeper at a time
/// (iterative deepening), with the outcome known at every position (outcome()): from an
/// N-position only its winning moves, the least of them; from a P-position every move, the
/// greatest. To depth d it proves R exactly when R <= d, else R > d; what it learnt of each
/// position is kept between depths (a lower bound, or the value), so a depth costs little
/// more than the positions it adds. A P-position stops at its first move that lasts beyond
/// the depth (the position then lasts beyond it too). The limits bound it as they bound the
/// full search: the positions it keeps, the moves it lists, the stop token and the deadline.
class ShortSearch {
public:
    ShortSearch(const RemotenessLimits& limits, Clock& clock) : m_limits(limits), m_clock(clock) {}

    /// Deepens until the remoteness is exact, the clock stops it, or `work` more units
    /// (RemotenessLimits::work) are spent; an unfinished depth proves nothing more.
    void deepen(const AnyPosition& root, std::size_t work) {
        m_work = work;
        while (!m_found.exact) {
            const std::uint32_t depth = std::max(m_depth + 1, m_found.value);
            const std::optional<Bound> found = visit(root, depth);
            if (!found) return;
            m_found = *found;
            m_depth = depth;
        }
    }

    /// The value, or a lower bound (0 before any depth is done).
    Bound found() const { return m_found; }

private:
    std::optional<Bound> visit(const AnyPosition& p, std::uint32_t depth) {
        AnyPosition key = searchKey(p);
        const auto known = m_known.find(key);
        if (known != m_known.end() && (known->second.exact || known->second.value > depth))
            return known->second;
        if (known == m_known.end() && m_known.size() >= m_limits.positions) return std::nullopt;
        if (isOver(p)) return remember(std::move(key), {0, true});
        if (auto closed = closedFormRemoteness(p); closed && closed->fits_uint_p())
            return remember(std::move(key), {std::uint32_t(closed->get_ui()), true});
        if (depth == 0) return Bound{1, false};
        if (m_clock.expired()) return std::nullopt;
        const bool won = outcome(p) == Outcome::N;
        const std::size_t weight = 1 + numbersOf(p).size();
        // A lost position lists every move: bounded before listing, as the full search does.
        if (!won && !listable(listingSize(p) * weight, m_work, m_limits)) return std::nullopt;
        const std::vector<AnyMove> moves = won ? winningMoves(p) : legalMoves(p);
        if (moves.size() * weight > m_work) return std::nullopt;
        m_work -= moves.size() * weight;
        std::optional<std::uint32_t> least, leastBound; // won: exact values, lower bounds
        std::uint32_t most = 0;                          // lost: the greatest so far
        for (const AnyMove& m : moves) {
            if (m_clock.tick()) return std::nullopt;
            const std::optional<Bound> next = visit(apply(p, m), depth - 1);
            if (!next) return std::nullopt;
            if (!won) {
                most = std::max(most, next->value);
                if (!next->exact) return remember(std::move(key), {most + 1, false});
            } else if (next->exact) {
                least = std::min(least.value_or(next->value), next->value);
            } else {
                leastBound = std::min(leastBound.value_or(next->value), next->value);
            }
        }
        if (!won) return remember(std::move(key), {most + 1, true});
        if (least && (!leastBound || *least <= *leastBound))
            return remember(std::move(key), {*least + 1, true});
        return remember(std::move(key),
                        {std::min(least.value_or(UINT32_MAX), leastBound.value_or(UINT32_MAX)) + 1,
                         false});
    }

    Bound remember(AnyPosition key, Bound b) {
        m_known[std::move(key)] = b; // visit() has checked the positions limit
        return b;
    }

    const RemotenessLimits& m_limits;
    Clock& m_clock;
    std::unordered_map<AnyPosition, Bound, PositionHash> m_known;
    std::size_t m_work = 0;  ///< units left for this call of deepen
    std::uint32_t m_depth = 0; ///< the last depth finished
    Bound m_found;
};

/// Every position reachable from a root, solved backwards from the ends (retrograde
/// analysis), which also serves Northcott's game, where a piece may move back and forth:
/// ends first (remoteness 0; lost when outcome() says P, won when it says N — misère), then
/// a position whose move reaches a lost one is won, one move more; a position all of whose
/// moves reach won ones is lost, one move more than the last of them. In that order (a
/// queue), the first lost successor is the nearest and the last won one the farthest: the
/// definition. A position neither won nor lost (play could go on forever) has none.
class Search {
public:
    Search(const AnyPosition& root, const RemotenessLimits& limits, Clock& clock) {
        m_complete = explore(root, limits, clock) && solve(clock);
    }

    bool complete() const { return m_complete; }

    std::optional<Natural> valueOf(const AnyPosition& p) const {
        if (!m_complete) return std::nullopt;
        const auto it = m_ids.find(searchKey(p));
        if (it == m_ids.end() || m_value[it->second] == kUnknown) return std::nullopt;
        return Natural(static_cast<unsigned long>(m_value[it->second]));
    }

private:
    static constexpr std::uint32_t kUnknown = UINT32_MAX;

    bool explore(const AnyPosition& root, const RemotenessLimits& limits, Clock& clock) {
        // The map's keys stay where they are: the queue points at them (no second copy).
        std::vector<const AnyPosition*> positions{&m_ids.emplace(searchKey(root), 0).first->first};
        std::size_t work = 0; // moves listed, weighted as RemotenessLimits::work says
        for (std::size_t id = 0; id < positions.size(); ++id) {
            if (clock.expired()) return false;
            const AnyPosition& p = *positions[id];
            const std::size_t weight = 1 + numbersOf(p).size();
            if (!isOver(p) && (work > limits.work ||
                               !listable(listingSize(p) * weight, limits.work - work, limits)))
                return false;
            const std::vector<AnyMove> moves = isOver(p) ? std::vector<AnyMove>{} : legalMoves(p);
            if (moves.empty()) m_endsLost.push_back({id, outcome(p) == Outcome::P});
            for (const AnyMove& m : moves) {
                if (clock.tick()) return false;
                AnyPosition next = searchKey(apply(p, m));
                auto it = m_ids.find(next);
                if (it == m_ids.end()) {
                    if (positions.size() >= limits.positions) return false;
                    it = m_ids.emplace(std::move(next), positions.size()).first;
                    positions.push_back(&it->first);
                }
                m_edges.push_back(
                    {static_cast<std::uint32_t>(id), static_cast<std::uint32_t>(it->second)});
            }
            work += moves.size() * weight;
        }
        m_count = positions.size();
        return true;
    }

    bool solve(Clock& clock) {
        // Predecessors of each position, and how many of its moves are not yet known won.
        std::vector<std::uint32_t> first(m_count + 1, 0), open(m_count, 0);
        for (const auto& [from, to] : m_edges) {
            ++first[to + 1];
            ++open[from];
        }
        for (std::size_t i = 0; i < m_count; ++i)
            first[i + 1] += first[i];
        std::vector<std::uint32_t> before(m_edges.size()), fill(first.begin(), first.end() - 1);
        for (const auto& [from, to] : m_edges)
            before[fill[to]++] = from;
        m_edges.clear();
        m_edges.shrink_to_fit();

        m_value.assign(m_count, kUnknown);
        std::vector<bool> lost(m_count, false);
        std::deque<std::uint32_t> queue;
        for (const auto& [id, isLost] : m_endsLost) {
            m_value[id] = 0;
            lost[id] = isLost;
            queue.push_back(static_cast<std::uint32_t>(id));
        }
        while (!queue.empty()) {
            if (clock.tick()) return false;
            const std::uint32_t q = queue.front();
            queue.pop_front();
            for (std::uint32_t e = first[q]; e < first[q + 1]; ++e) {
                const std::uint32_t p = before[e];
                if (m_value[p] != kUnknown) continue;
                if (lost[q] || --open[p] == 0) { // won through q, or lost: every move wins
                    m_value[p] = m_value[q] + 1;
                    lost[p] = !lost[q];
                    queue.push_back(p);
                }
            }
        }
        return true;
    }

    std::unordered_map<AnyPosition, std::size_t, PositionHash> m_ids;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> m_edges; ///< (from, to)
    std::vector<std::pair<std::size_t, bool>> m_endsLost;         ///< ends, lost for the mover
    std::vector<std::uint32_t> m_value;
    std::size_t m_count = 0;
    bool m_complete = false;
};

} // namespace

// The bound of the games whose moves grow with their numbers: twice their sum (a pile of n
// has n takes and n/2 splits; Wythoff's diagonal), plus, per number, its numeric options (a
// piece's columns, the most a take may be).
Natural listingSize(const AnyPosition& p) {
    if (const auto count = gameOf(p).legalMoveCount) return count(p);
    const std::vector<Natural> numbers = numbersOf(p);
    Natural options = 1;
    const GameOptions given = optionsOf(p); // kept: entries() refers into it
    for (const auto& [id, text] : given.entries())
        if (auto n = parseNatural(text)) options += *n;
    Natural size = numbers.size() * options;
    for (const Natural& n : numbers)
        size += 2 * n;
    return size;
}

std::optional<Natural> closedFormRemoteness(const AnyPosition& p) {
    const auto closedForm = gameOf(p).remoteness;
    return closedForm ? closedForm(p) : std::nullopt;
}

RemotenessAnswer remotenessAnswer(const AnyPosition& p, const RemotenessLimits& limits) {
    if (auto known = closedFormRemoteness(p)) return {std::move(known), std::nullopt, false};
    Clock clock(limits);
    // A sixteenth of the work for the short wins (a win in 1 at any size), then every
    // position when they fit, then the rest of the work deeper.
    ShortSearch quick(limits, clock);
    const std::size_t first = limits.work / 16;
    quick.deepen(p, first);
    if (!quick.found().exact) {
        if (auto full = Search(p, limits, clock).valueOf(p)) return {std::move(full), {}, false};
        if (!clock.expired()) quick.deepen(p, limits.work - first);
    }
    const Bound found = quick.found();
    RemotenessAnswer answer;
    if (found.exact)
        answer.exact = Natural(static_cast<unsigned long>(found.value));
    else if (found.value >= 2)
        answer.atLeast = Natural(static_cast<unsigned long>(found.value));
    answer.timedOut = !found.exact && clock.timedOut();
    return answer;
}

std::optional<Natural> remoteness(const AnyPosition& p, const RemotenessLimits& limits) {
    return remotenessAnswer(p, limits).exact;
}

AnyMove remotenessMove(const AnyPosition& p, const RemotenessLimits& limits) {
    const bool won = outcome(p) == Outcome::N;
    std::vector<AnyMove> candidates;
    if (won)
        candidates = winningMoves(p);
    else if (listingSize(p) * (1 + numbersOf(p).size()) <= limits.work)
        candidates = legalMoves(p);
    Clock clock(limits);
    std::optional<Search> search; // one search from p serves every successor
    std::optional<AnyMove> best;
    Natural bestValue;
    for (const AnyMove& m : candidates) {
        const AnyPosition next = apply(p, m);
        std::optional<Natural> value = closedFormRemoteness(next);
        if (!value) {
            if (!search) search.emplace(p, limits, clock);
            value = search->valueOf(next);
        }
        if (!value) return computerMove(p);
        if (!best || (won ? *value < bestValue : *value > bestValue)) {
            best = m;
            bestValue = *value;
        }
    }
    return best ? *best : computerMove(p);
}

} // namespace grundy
