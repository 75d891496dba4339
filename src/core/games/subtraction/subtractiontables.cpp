// SPDX-License-Identifier: MIT
// The tables of a subtraction set and the misère search over sums of piles (subtractiontables.h).
#include "core/games/subtraction/subtractiontables.h"

#include "core/games/subtraction/subtractionwords.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

namespace grundy::subtraction {

using namespace words;

Tables& tablesFor(const Set& set) {
    static std::mutex lock;
    static std::map<std::string, std::unique_ptr<Tables>> all;
    const std::lock_guard guard(lock);
    std::unique_ptr<Tables>& t = all[set.text()];
    if (!t) t = std::make_unique<Tables>(set);
    return *t;
}

std::size_t lastTableHeap(const Set& set) {
    return tablesFor(set).normal.limit() - 1;
}

Natural smallestTake(const Set& set) {
    return set.kind() == Set::Kind::Finite ? set.numbers().front() : Natural(1);
}

namespace {

/// A pile past the table, in words.
InvalidPosition beyondTable(const Set& set, const Natural& pile) {
    return InvalidPosition(
        {ErrorSubtractionBeyondTable, {pile, setPhrase(set), lastTableHeap(set)}});
}

} // namespace

unsigned lookup(const Set& set, SgSequence& table, const Natural& pile) {
    try {
        return table.value(pile);
    } catch (const BeyondTable&) {
        throw beyondTable(set, pile);
    }
}

std::vector<Natural> livePiles(const Position& p) {
    const Natural least = smallestTake(p.set);
    std::vector<Natural> live;
    for (const Natural& pile : p.piles)
        if (pile >= least) live.push_back(pile);
    std::sort(live.begin(), live.end());
    return live;
}

bool searchable(const Set& set, const std::vector<Natural>& live) {
    Natural positions = 1, takes = 0;
    for (const Natural& pile : live) {
        positions *= pile + 1;
        if (positions > kMisereSearchLimit) return false;
    }
    for (const Natural& pile : live)
        takes += set.countUpTo(pile);
    return positions * takes <= kMisereMoveLimit;
}

namespace {

// ---- the misère search over sums of several piles ----------------------------------------

/// A position of the search: its live piles (sorted), and the next move to look at.
struct Frame {
    std::vector<u64> piles;
    std::size_t pile = 0, take = 0;
};

class MisereSearch {
public:
    MisereSearch(Tables& tables, const Set& set, u64 most)
        : m_tables(tables), m_least(toU64(smallestTake(set))) {
        for (const Natural& s : set.upTo(fromU64(most)))
            m_takes.push_back(toU64(s));
    }

    /// Whether the mover wins the sum of these live piles (sorted), under misère play.
    bool moverWins(const std::vector<u64>& start) {
        if (const auto known = knownWins(start)) return *known;
        // Depth first with an explicit stack (a pile of 10^5 stones is 10^5 moves deep):
        // a position is won when a move reaches a lost one, lost when every move reaches a
        // won one; an unknown successor is searched first, then its parent resumes there.
        std::vector<Frame> stack{{start}};
        while (!stack.empty()) {
            Frame& f = stack.back();
            bool wins = false;
            std::optional<std::vector<u64>> unknown;
            while (f.pile < f.piles.size()) {
                const u64 pile = f.piles[f.pile];
                const bool repeat = f.pile > 0 && f.piles[f.pile - 1] == pile;
                if (repeat || f.take >= m_takes.size() || m_takes[f.take] > pile) {
                    ++f.pile;
                    f.take = 0;
                    continue;
                }
                std::vector<u64> next = after(f.piles, f.pile, m_takes[f.take]);
                const auto known = knownWins(next);
                if (!known) {
                    unknown = std::move(next);
                    break;
                }
                if (!*known) {
                    wins = true;
                    break;
                }
                ++f.take;
            }
            if (unknown) {
                stack.push_back({std::move(*unknown)});
                continue;
            }
            m_tables.sums.emplace(std::move(f.piles), wins);
            stack.pop_back();
        }
        return m_tables.sums.at(start);
    }

private:
    /// The live piles after taking `take` from pile i, sorted.
    std::vector<u64> after(const std::vector<u64>& piles, std::size_t i, u64 take) const {
        std::vector<u64> next = piles;
        next[i] -= take;
        if (next[i] < m_least) next.erase(next.begin() + std::ptrdiff_t(i));
        std::sort(next.begin(), next.end());
        return next;
    }

    std::optional<bool> knownWins(const std::vector<u64>& piles) {
        if (piles.empty()) return true; // no move: the mover wins
        if (piles.size() == 1) return m_tables.misere.value(piles[0]) != 0;
        if (const auto it = m_tables.sums.find(piles); it != m_tables.sums.end()) return it->second;
        return std::nullopt;
    }

    Tables& m_tables;
    u64 m_least;
    std::vector<u64> m_takes;
};

} // namespace

bool misereMoverWins(const Position& p) {
    const std::vector<Natural> live = livePiles(p);
    if (live.empty()) return true;
    Tables& t = tablesFor(p.set);
    const std::lock_guard guard(t.mutex);
    if (live.size() == 1) return lookup(p.set, t.misere, live[0]) != 0;
    if (!searchable(p.set, live))
        throw InvalidPosition({ErrorMisereSearchLimit, {kMisereSearchLimit}});
    std::vector<u64> piles;
    for (const Natural& pile : live)
        piles.push_back(toU64(pile));
    return MisereSearch(t, p.set, piles.back()).moverWins(piles);
}

std::vector<Natural> pileValues(const Position& p) {
    Tables& t = tablesFor(p.set);
    const std::lock_guard guard(t.mutex);
    std::vector<Natural> values;
    for (const Natural& pile : p.piles)
        values.emplace_back(lookup(p.set, t.normal, pile));
    return values;
}

namespace {

/// Calls f with the set's table of `rule`, locked.
template <class F> auto withTable(const Set& set, Rule rule, F f) {
    Tables& t = tablesFor(set);
    const std::lock_guard guard(t.mutex);
    return f(rule == Rule::Grundy ? t.normal : t.misere);
}

std::optional<Period> periodOf(const Set& set, Rule rule) {
    if (set.kind() == Set::Kind::PowersOfTwo) return Period{0, 3}; // n mod 3, both ways
    return withTable(set, rule, [](SgSequence& table) { return table.period(); });
}

std::vector<unsigned> valuesOf(const Set& set, Rule rule, std::size_t count) {
    return withTable(set, rule, [&](SgSequence& table) { return table.values(count); });
}

unsigned valueOf(const Set& set, Rule rule, const Natural& pile) {
    return withTable(set, rule, [&](SgSequence& table) { return lookup(set, table, pile); });
}

} // namespace

unsigned sgValue(const Set& set, const Natural& pile) {
    return valueOf(set, Rule::Grundy, pile);
}

std::optional<Period> sgPeriod(const Set& set) {
    return periodOf(set, Rule::Grundy);
}

std::vector<unsigned> sgValues(const Set& set, std::size_t count) {
    return valuesOf(set, Rule::Grundy, count);
}

bool misereWins(const Set& set, const Natural& pile) {
    return valueOf(set, Rule::MisereWinner, pile) != 0;
}

std::optional<Period> miserePeriod(const Set& set) {
    return periodOf(set, Rule::MisereWinner);
}

std::vector<unsigned> misereValues(const Set& set, std::size_t count) {
    return valuesOf(set, Rule::MisereWinner, count);
}

namespace {

/// The heaps buildTables() adds to a table at a time, holding its lock for a few
/// milliseconds: other threads' lookups wait no longer.
constexpr std::size_t kTablePiece = std::size_t(1) << 16;

/// The largest heap whose value answers about the piles need (at most the table's last).
std::size_t neededHeap(const std::vector<Natural>& piles, const SgSequence& table) {
    const auto most = std::max_element(piles.begin(), piles.end());
    if (most == piles.end()) return 0;
    const u64 last = table.limit() - 1;
    return std::size_t(fitsU64(*most) ? std::min(toU64(*most), last) : last);
}

/// The piles of p whose table entries its answers need, and that table.
std::pair<std::vector<Natural>, SgSequence*> neededTable(const Position& p, Tables& t) {
    if (p.play == Convention::Normal) return {p.piles, &t.normal};
    return {livePiles(p), &t.misere};
}

/// A misère sum of several piles: its sorted piles, the search's key.
std::optional<std::vector<u64>> searchedSum(const Position& p) {
    if (p.play == Convention::Normal) return std::nullopt;
    const std::vector<Natural> live = livePiles(p);
    if (live.size() < 2) return std::nullopt;
    std::vector<u64> piles;
    for (const Natural& pile : live)
        piles.push_back(toU64(pile)); // validated: small
    return piles;
}

} // namespace

bool tablesReady(const Position& p) {
    // What a lookup grows by itself in a few milliseconds counts as ready: a table to this
    // heap, a misère search of this many positions.
    constexpr std::size_t kQuickHeap = kTablePiece;
    constexpr std::size_t kQuickSum = std::size_t(1) << 12;
    Tables& t = tablesFor(p.set);
    const auto [piles, table] = neededTable(p, t);
    const std::size_t last = neededHeap(piles, *table);
    const auto sum = searchedSum(p);
    std::size_t positions = 1;
    if (sum)
        for (const u64 pile : *sum)
            positions = std::min<std::size_t>(positions * (pile + 1), kQuickSum + 1);
    const std::lock_guard guard(t.mutex);
    if (last >= kQuickHeap && !table->covers(last)) return false;
    return !sum || positions <= kQuickSum || t.sums.contains(*sum);
}

bool buildTables(const Position& p, const TableProgress& progress) {
    Tables& t = tablesFor(p.set);
    const auto [piles, table] = neededTable(p, t);
    const std::size_t last = neededHeap(piles, *table);
    const u64 total = u64(last) + 1;
    for (;;) {
        std::size_t done = 0;
        {
            const std::lock_guard guard(t.mutex);
            if (table->covers(last)) break;
            table->growTo(std::min(last, table->known() + kTablePiece - 1));
            done = std::min(table->known(), last + 1);
        }
        if (done < total && progress && !progress(done, total)) return false;
    }
    if (searchedSum(p)) misereMoverWins(p); // the search keeps its answers in the tables
    if (progress) progress(total, total);
    return true;
}

} // namespace grundy::subtraction
