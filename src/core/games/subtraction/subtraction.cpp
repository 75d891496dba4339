// SPDX-License-Identifier: MIT
#include "core/games/subtraction/subtraction.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/games/subtraction/subtractionwords.h"
#include "core/text/english.h"
#include "core/text/words.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

namespace grundy::subtraction {

using explain::numberList;
using explain::text;

namespace {

using namespace words;

/// Every table of one set, shared by all its positions; `mutex` guards all of it.
struct Tables {
    explicit Tables(const Set& set) : normal(set), misere(set, kTableLimit, Rule::MisereWinner) {}
    std::mutex mutex;
    SgSequence normal;
    SgSequence misere;
    /// Misère sums of two or more piles that can move (sorted): whether the mover wins.
    std::map<std::vector<u64>, bool> sums;
};

/// The one Tables of a set for the whole process (entries are never dropped, so the
/// reference stays valid).
Tables& tablesFor(const Set& set) {
    static std::mutex lock;
    static std::map<std::string, std::unique_ptr<Tables>> all;
    const std::lock_guard guard(lock);
    std::unique_ptr<Tables>& t = all[set.text()];
    if (!t) t = std::make_unique<Tables>(set);
    return *t;
}

/// The last heap the set's tables hold (subtraction::tableLimit, worked out once per set with
/// its tables rather than at each position). Fixed when the tables are made, so read
/// without their lock.
std::size_t lastTableHeap(const Set& set) {
    return tablesFor(set).normal.limit() - 1;
}

/// The fewest stones a move takes: a pile below it cannot move.
Natural smallestTake(const Set& set) {
    return set.kind() == Set::Kind::Finite ? set.numbers().front() : Natural(1);
}

/// A pile past the table, in words.
InvalidPosition beyondTable(const Set& set, const Natural& pile) {
    return InvalidPosition(
        {ErrorSubtractionBeyondTable, {pile, setPhrase(set), lastTableHeap(set)}});
}

/// One table lookup, with the table's limit said in words.
unsigned lookup(const Set& set, SgSequence& table, const Natural& pile) {
    try {
        return table.value(pile);
    } catch (const BeyondTable&) {
        throw beyondTable(set, pile);
    }
}

/// The piles that can still move, ascending.
std::vector<Natural> livePiles(const Position& p) {
    const Natural least = smallestTake(p.set);
    std::vector<Natural> live;
    for (const Natural& pile : p.piles)
        if (pile >= least) live.push_back(pile);
    std::sort(live.begin(), live.end());
    return live;
}

/// Whether a misère sum of several live piles fits the search's limits.
bool searchable(const Set& set, const std::vector<Natural>& live) {
    Natural positions = 1, takes = 0;
    for (const Natural& pile : live) {
        positions *= pile + 1;
        if (positions > kMisereSearchLimit) return false;
    }
    for (const Natural& pile : live)
        takes += set.upTo(pile).size();
    return positions * takes <= kMisereMoveLimit;
}

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

/// Whether the player to move wins these piles (any order) under misère play.
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

/// The SG values of the piles (normal play).
std::vector<Natural> pileValues(const Position& p) {
    Tables& t = tablesFor(p.set);
    const std::lock_guard guard(t.mutex);
    std::vector<Natural> values;
    for (const Natural& pile : p.piles)
        values.emplace_back(lookup(p.set, t.normal, pile));
    return values;
}

/// Calls f(move) for every legal move of p, pile by pile, takes ascending.
template <class F> void forEachMove(const Position& p, F f) {
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        for (Natural& s : p.set.upTo(p.piles[i]))
            f(Move{i, std::move(s)});
}

/// The trimmed text (spaces and tabs at both ends).
std::string_view trimmed(std::string_view s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

} // namespace

std::string setText(std::string_view text) {
    const std::string_view word = trimmed(text);
    if (word == "powers-of-two" || word == "fibonacci") return std::string(word);
    std::vector<Natural> numbers;
    std::size_t begin = 0;
    while (begin <= text.size()) {
        const std::size_t end = std::min(text.find(',', begin), text.size());
        const auto n = parseNatural(trimmed(text.substr(begin, end - begin)));
        if (!n) throw InvalidPosition({ErrorSetSyntax, {}});
        if (*n == 0) throw InvalidPosition({ErrorSetZero, {}});
        numbers.push_back(*n);
        begin = end + 1;
    }
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    if (numbers.size() > kMaxSetSize) throw InvalidPosition({ErrorSetTooLarge, {kMaxSetSize}});
    return Set::finite(std::move(numbers)).text();
}

Message setPhrase(const Set& set) {
    switch (set.kind()) {
    case Set::Kind::PowersOfTwo:
        return {SubtractionSetPowers, {}};
    case Set::Kind::Fibonacci:
        return {SubtractionSetFibonacci, {}};
    case Set::Kind::Finite:
        break;
    }
    constexpr std::size_t kShown = 20;
    const std::vector<Natural>& n = set.numbers();
    if (n.size() <= kShown) return {SubtractionSetFinite, {numberList(n)}};
    return {SubtractionSetLong,
            {numberList({n.begin(), n.begin() + std::ptrdiff_t(kShown)}), n.size()}};
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

void validate(const Position& p) {
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        if (p.piles[i] < 0) throw InvalidPosition({ErrorPileNegative, {i + 1}});
    // A pile within the table's limit is always decided (its table grows to it when asked),
    // so only the piles past it are looked up: making a position grows no table (a Fibonacci
    // table to 10^7 piles takes seconds), and buildTables() grows it ahead of play.
    const Natural limit = fromU64(lastTableHeap(p.set) + 1);
    if (p.play == Convention::Normal) {
        for (const Natural& pile : p.piles)
            if (pile >= limit) sgValue(p.set, pile); // throws when no period gives it
        return;
    }
    const std::vector<Natural> live = livePiles(p);
    if (live.size() >= 2 && !searchable(p.set, live)) // every pile of a sum is then small
        throw InvalidPosition({ErrorMisereSearchLimit, {kMisereSearchLimit}});
    if (live.size() == 1 && live[0] >= limit) misereMoverWins(p);
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

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    if (m.pile >= p.piles.size()) return Message{ErrorNoPile, {m.pile + 1, p.piles.size()}};
    if (m.take < 1) return Message{ErrorTakeNothing, {}};
    if (!p.set.contains(m.take)) {
        constexpr std::size_t kNamed = 12; // a longer set is not read in a status bar
        switch (p.set.kind()) {
        case Set::Kind::PowersOfTwo:
            return Message{ErrorNotPowerOfTwo, {m.take}};
        case Set::Kind::Fibonacci:
            return Message{ErrorNotFibonacci, {m.take}};
        case Set::Kind::Finite:
            if (p.set.numbers().size() > kNamed)
                return Message{ErrorNotInLargeSet, {m.take, p.set.numbers().size()}};
            return Message{ErrorNotInSet, {m.take, numberList(p.set.numbers())}};
        }
    }
    const Natural& pile = p.piles[m.pile];
    if (m.take > pile) return Message{ErrorPileShort, {m.pile + 1, stones(pile), m.take}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    requireLegal(p, m);
    Position next = p;
    next.piles[m.pile] -= m.take;
    return next;
}

bool isOver(const Position& p) {
    const Natural least = smallestTake(p.set);
    return std::all_of(p.piles.begin(), p.piles.end(),
                       [&](const Natural& pile) { return pile < least; });
}

Convention convention(const Position& p) {
    return p.play;
}

std::optional<Natural> sgValue(const Position& p) {
    if (p.play == Convention::Misere) return std::nullopt;
    try {
        return explain::xorOf(pileValues(p));
    } catch (const InvalidPosition&) { // a pile past the table, with no period
        return std::nullopt;
    }
}

Outcome outcome(const Position& p) {
    if (p.play == Convention::Misere) return misereMoverWins(p) ? Outcome::N : Outcome::P;
    return explain::xorOf(pileValues(p)) != 0 ? Outcome::N : Outcome::P;
}

Position remotenessKey(Position p) {
    std::sort(p.piles.begin(), p.piles.end());
    return p;
}

std::vector<Move> legalMoves(const Position& p) {
    std::vector<Move> moves;
    forEachMove(p, [&](Move m) { moves.push_back(std::move(m)); });
    return moves;
}

Move randomMove(const Position& p, Random& random) {
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    std::vector<std::vector<Natural>> takes;
    std::vector<Natural> counts;
    for (const Natural& pile : p.piles) {
        takes.push_back(p.set.upTo(pile));
        counts.push_back(fromU64(takes.back().size()));
    }
    const Random::Pick pick = random.among(counts);
    return {pick.group, takes[pick.group][toU64(pick.index)]};
}

std::vector<Move> winningMoves(const Position& p) {
    std::vector<Move> moves;
    if (p.play == Convention::Misere) {
        forEachMove(p, [&](Move m) {
            if (!misereMoverWins(apply(p, m))) moves.push_back(std::move(m));
        });
        return moves;
    }
    const std::vector<Natural> values = pileValues(p);
    const Natural x = explain::xorOf(values);
    if (x == 0) return moves;
    Tables& t = tablesFor(p.set);
    const std::lock_guard guard(t.mutex);
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        // The pile must go to value v XOR x: at most one check per take of the set.
        const Natural target = explain::xorOf(values[i], x);
        for (Natural& s : p.set.upTo(p.piles[i]))
            if (lookup(p.set, t.normal, p.piles[i] - s) == target)
                moves.push_back({i, std::move(s)});
    }
    return moves;
}

namespace {

/// The most SG value a pile of the set can have, when the set bounds it: the powers of two
/// give n mod 3, and a finite set at most its size (a mex over |S| options).
std::optional<std::size_t> largestValue(const Set& set) {
    switch (set.kind()) {
    case Set::Kind::PowersOfTwo:
        return 2;
    case Set::Kind::Finite:
        return set.numbers().size();
    case Set::Kind::Fibonacci:
        break;
    }
    return std::nullopt;
}

/// The first of winningMoves under normal play, without listing the others: a pile whose
/// wanted value no pile of the set has is passed over without trying its takes.
std::optional<Move> firstWinningMove(const Position& p) {
    const std::vector<Natural> values = pileValues(p);
    const Natural x = explain::xorOf(values);
    if (x == 0) return std::nullopt;
    const std::optional<std::size_t> most = largestValue(p.set);
    Tables& t = tablesFor(p.set);
    const std::lock_guard guard(t.mutex);
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        const Natural target = explain::xorOf(values[i], x);
        if (most && target > *most) continue;
        for (Natural& s : p.set.upTo(p.piles[i]))
            if (lookup(p.set, t.normal, p.piles[i] - s) == target) return Move{i, std::move(s)};
    }
    return std::nullopt; // not reached: x != 0 has a winning move
}

/// Whether p has more than `most` legal moves, counted pile by pile without listing them.
bool hasMoreMovesThan(const Position& p, std::size_t most) {
    std::size_t count = 0;
    for (const Natural& pile : p.piles) {
        switch (p.set.kind()) {
        case Set::Kind::Finite: {
            const auto& numbers = p.set.numbers();
            count += std::size_t(std::upper_bound(numbers.begin(), numbers.end(), pile) -
                                 numbers.begin());
            break;
        }
        case Set::Kind::PowersOfTwo: // 1, 2, 4, ..., up to the pile's top bit
            count += pile > 0 ? mpz_sizeinbase(pile.get_mpz_t(), 2) : 0;
            break;
        case Set::Kind::Fibonacci:
            count += p.set.upTo(pile).size();
            break;
        }
        if (count > most) return true;
    }
    return false;
}

} // namespace

Move computerMove(const Position& p) {
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    if (p.play == Convention::Normal) {
        if (auto winning = firstWinningMove(p)) return *winning;
    } else if (auto winning = winningMoves(p); !winning.empty()) {
        return winning.front();
    }
    // A lost position: make the opponent's task as hard as is cheap to measure.
    constexpr std::size_t kMeasured = 64;
    if (hasMoreMovesThan(p, kMeasured)) {
        // The first legal move: the smallest take from the first pile that can move.
        const Natural least = smallestTake(p.set);
        const auto pile = std::find_if(p.piles.begin(), p.piles.end(),
                                       [&](const Natural& n) { return n >= least; });
        return {std::size_t(pile - p.piles.begin()), least};
    }
    const std::vector<Move> moves = legalMoves(p);
    const Move* best = nullptr;
    std::size_t bestReplies = 0;
    for (const Move& m : moves) {
        // Under misère play a move that ends the game loses at once: the worst of all.
        const Position next = apply(p, m);
        const std::size_t replies = p.play == Convention::Misere && isOver(next)
                                        ? ~std::size_t{0}
                                        : winningMoves(next).size();
        const bool better =
            !best || replies < bestReplies || (replies == bestReplies && m.take < best->take);
        if (better) {
            best = &m;
            bestReplies = replies;
        }
    }
    return *best;
}

Message describeMove(const Position&, const Move& m) {
    return {TakeFromPile, {m.take, m.pile + 1}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

Message reason(const Position& p, const Move& m) {
    const Position next = apply(p, m);
    if (p.play == Convention::Misere)
        return {SubtractionReasonMisere, {explain::numberList(next.piles)}};
    if (isOver(next)) return text(SubtractionReasonLast);
    const Natural& left = next.piles[m.pile];
    return {SubtractionReason, {m.pile + 1, left, sgValue(p.set, left)}};
}

// ---- the explanation ------------------------------------------------------------------

namespace {

/// "SG(0), SG(1), …": enough values to show the pre-period and one period, at most 40.
std::vector<Natural> shownValues(const std::vector<unsigned>& values) {
    return {values.begin(), values.end()};
}

std::size_t shownCount(const std::optional<Period>& period) {
    constexpr std::size_t kFew = 20, kMost = 40;
    if (!period) return kFew;
    return std::clamp<std::size_t>(period->start + period->length, kFew, kMost);
}

/// The paragraph saying how a sequence of the set continues past what is shown.
Message continuation(const Set& set, const std::optional<Period>& period, Phrase periodic) {
    if (period && period->start == 0 && periodic == SubtractionPeriodic)
        return {SubtractionPeriodicFromStart, {period->length}};
    if (period) return {periodic, {period->start, period->length}};
    if (set.kind() == Set::Kind::Fibonacci) return {SubtractionFibonacci, {lastTableHeap(set)}};
    return {SubtractionNoPeriod, {lastTableHeap(set)}};
}

explain::Explanation explainMisere(const Position& p, explain::Explanation e) {
    const std::optional<Period> period = miserePeriod(p.set);
    const std::vector<unsigned> table = misereValues(p.set, 41);
    std::vector<Natural> lost;
    for (std::size_t n = 0; n < table.size(); ++n)
        if (table[n] == 0) lost.emplace_back(n);
    e.facts.push_back({text(FactMisereLost), numberList(lost)});
    if (period) {
        e.facts.push_back({text(FactPrePeriod), period->start});
        e.facts.push_back({text(FactPeriod), period->length});
    }
    e.paragraphs.push_back(text(SubtractionMisereRule));
    if (e.over) {
        e.verdict = text(SubtractionVerdictMisereOver);
        e.paragraphs.push_back(text(SubtractionMisereOver));
        return e;
    }
    if (livePiles(p).size() <= 1) {
        e.paragraphs.push_back({SubtractionMisereOne, {numberList(lost)}});
        e.paragraphs.push_back(continuation(p.set, period, SubtractionMiserePeriod));
    } else {
        e.paragraphs.push_back({SubtractionMisereMany, {kMisereSearchLimit}});
    }
    return e;
}

explain::Explanation explainPosition(const AnyPosition& any) {
    using namespace explain;
    const auto& p = std::get<Position>(any);
    validate(p);
    Explanation e;
    e.game = GameKind::Subtraction;
    fillCommon(
        e, p, GameSubtraction,
        Message{p.play == Convention::Misere ? SubtractionPositionMisere : SubtractionPosition,
                {numberList(p.piles), setPhrase(p.set)}});
    e.facts.push_back({text(FactSubtractionSet), setPhrase(p.set)});
    if (p.play == Convention::Misere) return explainMisere(p, std::move(e));

    const std::optional<Period> period = sgPeriod(p.set);
    const std::vector<Natural> values = pileValues(p);
    const Natural x = xorOf(values);
    e.facts.push_back(
        {text(FactSgValues), numberList(shownValues(sgValues(p.set, shownCount(period))))});
    if (period) {
        e.facts.push_back({text(FactPrePeriod), period->start});
        e.facts.push_back({text(FactPeriod), period->length});
    }
    e.facts.push_back({text(FactSgXor), x});
    std::vector<Message> labels;
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        labels.push_back({SubtractionPileLabel, {i + 1, p.piles[i]}});
    e.binary = binaryTable(labels, values);
    if (e.over) {
        e.paragraphs.push_back(text(SubtractionOver));
        return e;
    }
    e.paragraphs.push_back(text(SubtractionIntro));
    if (p.set.kind() == Set::Kind::PowersOfTwo)
        e.paragraphs.push_back(text(SubtractionPowers));
    else
        e.paragraphs.push_back(continuation(p.set, period, SubtractionPeriodic));
    if (x == 0) {
        e.paragraphs.push_back(text(SubtractionZero));
        return e;
    }
    std::vector<Message> movers;
    for (std::size_t i : e.binary->winningRows)
        movers.push_back({PileNumber, {i + 1}});
    e.paragraphs.push_back(
        {SubtractionWinning, {x, columnName(topBit(x)), joined(std::move(movers))}});
    return e;
}

} // namespace

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Subtraction,
        .id = "subtraction",
        .name = words::GameSubtraction,
        .rule = "several piles: take a number in the set S from one pile",
        .example = "7 9 --set 1,3,4",
        .shape = {1, 0, "piles", words::NounPiles, "piles"},
        .options = {{.id = "set",
                     .valueName = "SET",
                     .help = "the takes allowed: numbers such as 1,3,4, or powers-of-two, or "
                             "fibonacci",
                     .textValue = setText},
                    playOption()},
        .make = [](std::vector<Natural> numbers, const GameOptions& options) -> AnyPosition {
            Position p{std::move(numbers), *Set::parse(*options.find("set")),
                       conventionFrom(options)};
            validate(p);
            return p;
        },
        .numbers = [](const AnyPosition& p) { return std::get<Position>(p).piles; },
        .optionsOf =
            [](const AnyPosition& any) {
                const auto& p = std::get<Position>(any);
                GameOptions options;
                options.set("set", p.set.text());
                options.set("play", std::string(playWord(p.play)));
                return options;
            },
        .moveBetween = [](const AnyPosition& f, const AnyPosition& t) -> std::optional<AnyMove> {
            const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
            if (from.set != to.set || from.play != to.play) return std::nullopt;
            const auto i = onlyDifference(from.piles, to.piles);
            if (!i || to.piles[*i] > from.piles[*i]) return std::nullopt;
            return ifLegal(from, Move{*i, from.piles[*i] - to.piles[*i]});
        },
        .explain = explainPosition,
        .reason = hook<reason>,
        .convention = hook<convention>,
        .remotenessKey = hook<remotenessKey>,
        .tablesReady = [](const AnyPosition& p) { return tablesReady(std::get<Position>(p)); },
        .buildTables =
            [](const AnyPosition& p, const TableProgress& progress) {
                return buildTables(std::get<Position>(p), progress);
            },
    };
    return game;
}

} // namespace grundy::subtraction
