// SPDX-License-Identifier: MIT
#include "core/games/subtraction/subtractionvalues.h"

#include <algorithm>
#include <bit>

namespace grundy::subtraction {

namespace {

/// Whether n is 1, 2, 3, 5, 8, … (a Fibonacci number from F(2) on): 5n² ± 4 is a square.
bool isFibonacci(const Natural& n) {
    if (n < 1) return false;
    const Natural five = 5 * n * n;
    return mpz_perfect_square_p(Natural(five + 4).get_mpz_t()) != 0 ||
           mpz_perfect_square_p(Natural(five - 4).get_mpz_t()) != 0;
}

/// The base of the rolling hash of a window of values (odd, so that it is invertible).
constexpr u64 kHashBase = 0x9e3779b97f4a7c15ULL;

} // namespace

Set Set::finite(std::vector<Natural> numbers) {
    if (numbers.empty()) throw std::invalid_argument("a subtraction set needs a number");
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    if (numbers.front() < 1) throw std::invalid_argument("a move must take at least 1 stone");
    if (numbers.size() > kMaxSetSize)
        throw std::invalid_argument("a subtraction set has at most " + std::to_string(kMaxSetSize) +
                                    " numbers");
    Set set(Kind::Finite);
    set.m_numbers = std::move(numbers);
    return set;
}

Set Set::usableUpTo(const Natural& most) const {
    if (m_kind != Kind::Finite) return *this;
    Set set = *this;
    const auto first = std::upper_bound(set.m_numbers.begin() + 1, set.m_numbers.end(), most);
    set.m_numbers.erase(first, set.m_numbers.end());
    return set;
}

std::optional<Set> Set::parse(std::string_view text) {
    if (text == "powers-of-two") return powersOfTwo();
    if (text == "fibonacci") return fibonacci();
    const auto numbers = parseNaturals(text); // "1,3,4", "1, 3, 4", "1 3 4", "1,3,4,"
    if (!numbers) return std::nullopt;
    try {
        return finite(*numbers);
    } catch (const std::invalid_argument&) {
        return std::nullopt;
    }
}

bool Set::contains(const Natural& s) const {
    switch (m_kind) {
    case Kind::Finite:
        return std::binary_search(m_numbers.begin(), m_numbers.end(), s);
    case Kind::PowersOfTwo:
        return s > 0 && mpz_popcount(s.get_mpz_t()) == 1;
    case Kind::Fibonacci:
        return isFibonacci(s);
    }
    return false;
}

std::vector<Natural> Set::upTo(const Natural& most) const {
    std::vector<Natural> out;
    forEachUpTo(most, [&](const Natural& s) {
        out.push_back(s);
        return true;
    });
    return out;
}

std::size_t Set::countUpTo(const Natural& most, std::size_t cap) const {
    switch (m_kind) {
    case Kind::Finite:
        return std::size_t(std::upper_bound(m_numbers.begin(), m_numbers.end(), most) -
                           m_numbers.begin());
    case Kind::PowersOfTwo: // 1, 2, 4, ..., up to the top bit of `most`
        return most > 0 ? mpz_sizeinbase(most.get_mpz_t(), 2) : 0;
    case Kind::Fibonacci:
        break;
    }
    std::size_t count = 0;
    forEachUpTo(most, [&](const Natural&) { return ++count <= cap; });
    return count;
}

std::string Set::text() const {
    switch (m_kind) {
    case Kind::PowersOfTwo:
        return "powers-of-two";
    case Kind::Fibonacci:
        return "fibonacci";
    case Kind::Finite:
        break;
    }
    std::string out;
    for (const Natural& s : m_numbers) {
        if (!out.empty()) out += ',';
        out += toString(s);
    }
    return out;
}

namespace {

/// Whether a mex tries a set's takes all at once (SgSequence::m_narrow): fewer than 64, all
/// at most 128.
bool triedAtOnce(const std::vector<std::size_t>& takes) {
    return !takes.empty() && takes.size() < 64 && takes.back() <= 128;
}

/// The set's takes up to `most`, ascending.
std::vector<std::size_t> takesUpTo(const Set& set, std::size_t most) {
    std::vector<std::size_t> takes;
    for (const Natural& s : set.upTo(fromU64(most)))
        takes.push_back(std::size_t(toU64(s)));
    return takes;
}

/// The steps a table of values takes per heap by a RunWindow: two per run, and the mex's
/// scan of the values present.
std::size_t stepsByRuns(const std::vector<std::size_t>& takes) {
    return 2 * RunWindow::runCount(takes) + takes.size() / 64 + 1;
}

/// Whether a RunWindow costs clearly fewer steps than trying each take (a quarter of them).
bool byRuns(const std::vector<std::size_t>& takes) {
    return !triedAtOnce(takes) && stepsByRuns(takes) < takes.size() / 4;
}

/// The steps a table of values takes per heap at most.
std::size_t stepsPerHeap(const std::vector<std::size_t>& takes) {
    if (takes.empty() || triedAtOnce(takes)) return 1;
    return byRuns(takes) ? stepsByRuns(takes) : takes.size();
}

} // namespace

RunWindow::RunWindow(const std::vector<std::size_t>& takes, std::size_t valueCount)
    : m_count(valueCount, 0), m_present((valueCount + 63) / 64, 0) {
    for (const std::size_t t : takes) {
        if (!m_runs.empty() && m_runs.back().last + 1 == t)
            m_runs.back().last = t;
        else
            m_runs.push_back({t, t});
    }
}

std::size_t RunWindow::runCount(const std::vector<std::size_t>& takes) {
    std::size_t runs = 0;
    for (std::size_t i = 0; i < takes.size(); ++i)
        if (i == 0 || takes[i - 1] + 1 != takes[i]) ++runs;
    return runs;
}

void RunWindow::advance(std::size_t n, const std::vector<std::uint16_t>& values) {
    // Heap n's window of a run [a, b] is heaps n − b to n − a (those that exist): heap n − a
    // comes in, heap n − 1 − b goes out.
    for (const Run& run : m_runs) {
        if (n >= run.first) {
            const unsigned in = values[n - run.first];
            if (m_count[in]++ == 0) m_present[in / 64] |= u64{1} << (in % 64);
        }
        if (n >= run.last + 1) {
            const unsigned out = values[n - 1 - run.last];
            if (--m_count[out] == 0) m_present[out / 64] &= ~(u64{1} << (out % 64));
        }
    }
}

unsigned RunWindow::mex() const {
    std::size_t word = 0;
    while (m_present[word] == ~u64{0})
        ++word;
    return unsigned(word * 64 + std::size_t(std::countr_one(m_present[word])));
}

std::size_t tableLimit(const Set& set) {
    // The infinite sets have at most 35 takes below kTableLimit, so their table's cost is
    // bounded already; a finite set may have 60000.
    if (set.kind() != Set::Kind::Finite) return kTableLimit;
    const std::size_t steps = stepsPerHeap(takesUpTo(set, kTableLimit));
    return std::clamp<std::size_t>(kWorkLimit / steps, 1, kTableLimit);
}

SgSequence::SgSequence(Set set, std::size_t limit, Rule rule)
    : m_set(std::move(set)), m_limit(std::clamp<std::size_t>(limit, 1, tableLimit(m_set))),
      m_rule(rule) {
    m_takes = takesUpTo(m_set, m_limit);
    m_seen.assign(m_takes.size() + 2, 0);
    // A value is at most the number of takes; the window holds one more bit to stop the mex.
    if (byRuns(m_takes)) m_runs.emplace(m_takes, m_takes.size() + 2);
    m_narrow = rule == Rule::Grundy && triedAtOnce(m_takes) &&
               (m_set.kind() == Set::Kind::Finite || m_limit <= 128);
    if (m_narrow) {
        for (const std::size_t t : m_takes)
            m_below |= u128{1} << ((128 - t) % 128); // heap 0 − t
        m_heapsWith.assign(64, 0);
    }
    if (m_set.kind() == Set::Kind::Finite && m_set.numbers().back() <= m_limit) {
        m_window = std::size_t(toU64(m_set.numbers().back()));
        for (std::size_t i = 0; i < m_window; ++i)
            m_dropFactor *= kHashBase;
    }
}

unsigned SgSequence::mexAt(std::size_t n) {
    if (m_narrow) {
        unsigned v = 0;
        while ((m_heapsWith[v] & m_below) != 0)
            ++v;
        const u128 bit = u128{1} << (n % 128);
        if (n >= 128) m_heapsWith[m_values[n - 128]] &= ~bit; // that heap leaves the ring
        m_heapsWith[v] |= bit;
        m_below = (m_below << 1) | (m_below >> 127);
        return v;
    }
    if (m_runs) return m_runs->mex();
    if (m_takes.size() < 64) {
        u64 seen = 0;
        for (const std::size_t t : m_takes) {
            if (t > n) break;
            seen |= u64{1} << m_values[n - t];
        }
        return unsigned(std::countr_one(seen));
    }
    const auto stamp = std::uint32_t(n + 1);
    for (const std::size_t t : m_takes) {
        if (t > n) break;
        m_seen[m_values[n - t]] = stamp; // a value is at most the number of takes
    }
    unsigned mex = 0;
    while (m_seen[mex] == stamp)
        ++mex;
    return mex;
}

unsigned SgSequence::misereAt(std::size_t n) const {
    if (m_takes.empty() || m_takes.front() > n) return 1; // no move: the mover wins
    if (m_runs) return m_runs->has(0) ? 1 : 0;
    for (const std::size_t t : m_takes) {
        if (t > n) break;
        if (m_values[n - t] == 0) return 1;
    }
    return 0;
}

void SgSequence::watchWindow() {
    // Brent's cycle search over the states "the last max(S) values", which decide every
    // value after them once each take fits (n ≥ max(S) − 1): a checkpoint state is kept,
    // moved to the newest state at doubling distances, and the first state equal to it
    // (hash, then every value) gives the period exactly.
    const std::size_t n = m_values.size() - 1;
    m_hash = m_hash * kHashBase + m_values[n];
    if (n >= m_window) m_hash -= m_dropFactor * m_values[n - m_window];
    if (n + 1 < m_window) return;
    if (!m_checkpoint) {
        m_checkpoint = n;
        m_checkpointHash = m_hash;
        return;
    }
    const std::size_t c = *m_checkpoint;
    const auto windowEnd = [this](std::size_t last) {
        return m_values.begin() + std::ptrdiff_t(last + 1 - m_window);
    };
    if (m_hash == m_checkpointHash && std::equal(windowEnd(n), m_values.end(), windowEnd(c))) {
        // The state at n is the one at c: values repeat every n − c heaps from the start of
        // c's window on, and maybe from earlier.
        Period p{c + 1 - m_window, n - c};
        while (p.start > 0 && m_values[p.start - 1] == m_values[p.start - 1 + p.length])
            --p.start;
        m_period = p;
        return;
    }
    if (n - c == m_power) {
        m_checkpoint = n;
        m_checkpointHash = m_hash;
        m_power *= 2;
    }
}

void SgSequence::grow(std::size_t last) {
    last = std::min(last, m_limit - 1);
    if (m_values.size() > last) return;
    const bool watch = m_window > 0;
    while (m_values.size() <= last && !(watch && m_period)) {
        const std::size_t n = m_values.size();
        if (m_runs) m_runs->advance(n, m_values);
        m_values.push_back(std::uint16_t(m_rule == Rule::Grundy ? mexAt(n) : misereAt(n)));
        if (watch) watchWindow();
    }
}

bool SgSequence::covers(std::size_t last) const {
    return m_set.kind() == Set::Kind::PowersOfTwo || m_period || last < m_values.size() ||
           m_values.size() >= m_limit;
}

std::optional<Period> SgSequence::period() {
    // The powers of two have a closed form rather than a table: n mod 3.
    if (m_set.kind() == Set::Kind::PowersOfTwo) return Period{0, 3};
    if (m_window == 0) return std::nullopt;
    grow(m_limit - 1);
    return m_period;
}

unsigned SgSequence::byThrees(unsigned heapMod3) const {
    // Powers of two are 1 or 2 mod 3: from n ≡ 0 every move leaves n ≢ 0, and from n ≢ 0 a
    // take of 1 or 2 reaches n ≡ 0 (docs/course.md §1). Under misère play the lost heaps are
    // n ≡ 1 instead: 1 must be taken, and from n ≢ 1 a take of 1 or 2 reaches n ≡ 1.
    if (m_rule == Rule::Grundy) return heapMod3;
    return heapMod3 == 1 ? 0 : 1;
}

BeyondTable SgSequence::beyondTable(const std::string& heap) const {
    return BeyondTable("a heap of " + heap +
                       " stones is beyond the table of values, which goes to " +
                       std::to_string(m_limit - 1));
}

unsigned SgSequence::value(u64 heap) {
    if (m_set.kind() == Set::Kind::PowersOfTwo) return byThrees(unsigned(heap % 3));
    if (heap < m_values.size()) return m_values[heap];
    // Grow the table to the heap, or, past the limit, as far as it goes while a period may
    // still show: either may find the period first, which then gives the value. Without a
    // period to look for, a heap past the limit is not worth growing the table for.
    if (!m_period && (heap < m_limit || m_window > 0))
        grow(heap < m_limit ? std::size_t(heap) : m_limit - 1);
    if (heap < m_values.size()) return m_values[heap];
    if (!m_period) throw beyondTable(std::to_string(heap));
    const Period& p = *m_period;
    return m_values[p.start + (heap - p.start) % p.length];
}

unsigned SgSequence::value(const Natural& heap) {
    if (fitsU64(heap)) return value(toU64(heap));
    if (m_set.kind() == Set::Kind::PowersOfTwo)
        return byThrees(unsigned(mpz_fdiv_ui(heap.get_mpz_t(), 3)));
    if (!m_period && m_window > 0) grow(m_limit - 1);
    if (!m_period) throw beyondTable(toString(heap));
    // The heap of the period's first cycle with the same value.
    const Period& p = *m_period;
    const Natural offset = (heap - fromU64(p.start)) % fromU64(p.length);
    return value(u64(p.start + toU64(offset)));
}

std::vector<unsigned> SgSequence::values(std::size_t count) {
    std::vector<unsigned> out;
    out.reserve(count);
    for (std::size_t h = 0; h < count; ++h)
        out.push_back(value(u64(h)));
    return out;
}

bool firstPlayerWins(SgSequence& sg, const std::vector<Natural>& heaps) {
    unsigned sum = 0;
    for (const Natural& h : heaps)
        sum ^= sg.value(h);
    return sum != 0;
}

} // namespace grundy::subtraction
