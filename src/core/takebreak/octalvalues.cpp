// SPDX-License-Identifier: MIT
#include "core/takebreak/octalvalues.h"

#include "core/takebreak/takebreakwords.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <stdexcept>

namespace grundy::takebreak {

// ---- how the values are computed -----------------------------------------------------------

/// Extends a table of values to more heaps.
class OctalValues::Fill {
public:
    virtual ~Fill() = default;
    /// Appends G(values.size()) … G(count − 1); false when `progress` asked to stop.
    virtual bool extend(std::vector<std::uint16_t>& values, std::size_t count,
                        const TableProgress& progress) = 0;

protected:
    /// Reports now and then (every 2^12 heaps): whether to go on.
    static bool goOn(const TableProgress& progress, std::size_t n, std::size_t count) {
        return !progress || n % 4096 != 0 || progress(n, count);
    }
    /// The least value with no mark of `stamp`.
    unsigned mex(std::uint32_t stamp) const {
        unsigned v = 0;
        while (m_marks[v] == stamp)
            ++v;
        return v;
    }
    /// Appends v to the table (two bytes a heap) and keeps the marks one more than a power of
    /// two above every value: their XORs stay below it, so the mex is at most that power.
    void keep(std::vector<std::uint16_t>& g, unsigned v) {
        if (v > 0xFFFF) throw std::overflow_error("an octal game's value above 65535");
        g.push_back(std::uint16_t(v));
        if (v + 1 >= m_marks.size()) m_marks.resize(std::bit_ceil(v + 1) + 1, 0);
    }

    /// By value: the stamp of the last heap with an option of that value. Small while the
    /// values are (a table per painting width in hdu3980 keeps hundreds of them).
    std::vector<std::uint32_t> m_marks = std::vector<std::uint32_t>(65, 0);
};

namespace {

/// The mex definition: every option of heap n marked with stamp n + 1 in the marks by value
/// (sized by keep(): every option's value is below their last index), then the least value
/// left unmarked.
class MexFill final : public OctalValues::Fill {
public:
    explicit MexFill(const OctalCode& code) : m_unequal(code.unequalSplits()) {
        for (std::size_t k = 0; k <= code.lastPlace(); ++k)
            if (code.digit(k) != 0) m_places.push_back({k, code.digit(k)});
    }

    bool extend(std::vector<std::uint16_t>& g, std::size_t count,
                const TableProgress& progress) override {
        g.reserve(count);
        for (std::size_t n = g.size(); n < count; ++n) {
            if (!goOn(progress, n, count)) return false;
            const auto stamp = std::uint32_t(n + 1);
            for (const Place& place : m_places) {
                if (place.take > n) break;
                const std::size_t rest = n - place.take;
                if ((place.digit & LeaveNothing) && rest == 0) m_marks[0] = stamp;
                if ((place.digit & LeaveOne) && rest >= 1) m_marks[g[rest]] = stamp;
                if ((place.digit & LeaveTwo) && rest >= 2) {
                    const bool unequal = m_unequal && place.take == 0;
                    const std::uint16_t* high = g.data() + rest;
                    for (std::size_t a = 1; 2 * a < rest; ++a)
                        m_marks[g[a] ^ high[-std::ptrdiff_t(a)]] = stamp;
                    if (rest % 2 == 0 && !unequal) m_marks[0] = stamp; // two equal halves
                }
            }
            keep(g, mex(stamp));
        }
        return true;
    }

private:
    struct Place {
        std::size_t take;
        unsigned digit;
    };
    std::vector<Place> m_places; ///< the non-zero digits, by take
    bool m_unequal;
};

/// Grundy's game by the sparse space (Flammenkamp; docs/takebreak.md §4): call a value rare
/// when its bits other than the lowest hold an even number of ones (0, 1, 6, 7, …), common
/// otherwise (isRareValue). That parity is linear under XOR, so a split of two common values
/// or two rare ones is worth a rare value, and a rare and a common one a common value. Few
/// heaps have rare values (1 273 below 2^20), so for heap n:
///  1. the splits with a rare part, listed from the rare heaps, give every common option
///     value; c, the least common value none of them has, is the mex unless a rare value
///     below c is missing;
///  2. the rare values below c that step 1 did not see are looked for among the other splits,
///     stopping as soon as all are seen (about 1 700 splits on average at 2^18, against n/2
///     for the mex definition); a rare value still missing when every split is seen is the
///     value.
/// Exact at every heap: only the order of the work differs from the mex definition.
class SparseFill final : public OctalValues::Fill {
public:
    bool extend(std::vector<std::uint16_t>& g, std::size_t count,
                const TableProgress& progress) override {
        g.reserve(count);
        for (std::size_t n = g.size(); n < count; ++n) {
            if (!goOn(progress, n, count)) return false;
            const unsigned v = n < 3 ? 0u : valueAt(g, n);
            keep(g, v);
            if (isRareValue(v) && n > 0) m_rare.push_back({std::uint32_t(n), std::uint16_t(v)});
        }
        return true;
    }

private:
    unsigned valueAt(const std::vector<std::uint16_t>& g, std::size_t n) {
        const auto stamp = std::uint32_t(n);
        const std::uint16_t* high = g.data() + n;
        for (const RareHeap& r : m_rare) { // a split (r, n − r), either part the smaller
            if (r.heap >= n) break;
            if (2 * std::size_t(r.heap) == n) continue; // equal halves: no move
            m_marks[r.value ^ high[-std::ptrdiff_t(r.heap)]] = stamp;
        }
        unsigned common = 0;
        while (isRareValue(common) || m_marks[common] == stamp)
            ++common;
        m_missing.clear();
        for (unsigned w = 0; w < common; ++w)
            if (isRareValue(w) && m_marks[w] != stamp) m_missing.push_back(w);
        // Splits a < n − a, a block at a time from each of kCursors places spread over them
        // (the values of neighbouring parts are alike, so spread splits find the missing
        // values in about 40 % fewer steps than from a = 1 up); after each round, the
        // missing values seen are struck off.
        const std::size_t last = (n - 1) / 2;
        std::array<std::size_t, kCursors> from, to;
        for (std::size_t i = 0; i < kCursors; ++i) {
            from[i] = 1 + i * last / kCursors;
            to[i] = 1 + (i + 1) * last / kCursors;
        }
        for (bool more = true; more && !m_missing.empty();) {
            more = false;
            for (std::size_t i = 0; i < kCursors; ++i) {
                const std::size_t end = std::min(to[i], from[i] + kBlock);
                for (std::size_t a = from[i]; a < end; ++a)
                    m_marks[g[a] ^ high[-std::ptrdiff_t(a)]] = stamp;
                from[i] = end;
                more = more || end < to[i];
            }
            std::erase_if(m_missing, [&](unsigned w) { return m_marks[w] == stamp; });
        }
        return m_missing.empty() ? common : m_missing.front();
    }

    static constexpr std::size_t kCursors = 16, kBlock = 16;

    struct RareHeap {
        std::uint32_t heap;
        std::uint16_t value;
    };
    std::vector<RareHeap> m_rare;  ///< the heaps (from 1) with rare values, ascending
    std::vector<unsigned> m_missing; ///< rare values below the candidate not seen yet
};

/// The steps of the mex computation of heaps 0 to count − 1: about n/2 splits a heap for each
/// splitting digit, and one look for each other digit.
std::uint64_t mexWork(const OctalCode& code, std::uint64_t count) {
    const std::uint64_t splitting = code.splittingDigits();
    return splitting * count * count / 4 + (code.lastPlace() + 1) * count;
}

BeyondTable beyond(const OctalValues& v, const Natural& heap) {
    std::string digits = toString(heap);
    if (digits.size() > 40) digits = digits.substr(0, 40) + "\u2026";
    return BeyondTable(Message{words::ErrorHeapBeyondTable,
                               {Verbatim{digits}, Verbatim{v.code().text()}, v.limit() - 1}});
}

} // namespace

// ---- the certificate ------------------------------------------------------------------------

std::optional<Certificate> findCertificate(const std::vector<std::uint16_t>& g,
                                           std::size_t lastPlace) {
    const std::size_t size = g.size();
    for (std::size_t p = 1; 2 * p + 2 + lastPlace <= size; ++p) {
        // e: one more than the last n with G(n + p) != G(n), looking down from the end.
        std::size_t e = size - p;
        while (e > 0 && g[e - 1 + p] == g[e - 1])
            --e;
        const std::size_t bound = 2 * std::max<std::size_t>(e, 1) + p + lastPlace; // n < bound
        if (bound + p <= size) return Certificate{e, p, bound - 1};
    }
    return std::nullopt;
}

std::size_t tableLimit(const OctalCode& code) {
    if (code.isGrundysGame()) return kGrundysGameLimit;
    const std::uint64_t splitting = code.splittingDigits();
    std::uint64_t limit = splitting == 0 ? (std::uint64_t(1) << 26)
                                         : std::uint64_t(std::sqrt(double(4 * kWorkLimit / splitting)));
    while (limit > kPeriodSearch && mexWork(code, limit) > kWorkLimit)
        limit -= limit / 16;
    return std::size_t(std::clamp<std::uint64_t>(limit, kPeriodSearch, std::uint64_t(1) << 26));
}

// ---- the table --------------------------------------------------------------------------------

OctalValues::OctalValues(OctalCode code) : OctalValues(code, tableLimit(code)) {}

OctalValues::OctalValues(OctalCode code, std::size_t limit, Method method)
    : m_code(std::move(code)), m_limit(std::max<std::size_t>(limit, 1)) {
    if (m_code.isGrundysGame() && method == Method::Fastest)
        m_fill = std::make_unique<SparseFill>();
    else
        m_fill = std::make_unique<MexFill>(m_code);
}

OctalValues::~OctalValues() = default;
OctalValues::OctalValues(OctalValues&&) noexcept = default;
OctalValues& OctalValues::operator=(OctalValues&&) noexcept = default;

bool OctalValues::growTo(std::size_t count, const TableProgress& progress) {
    count = std::min(count, m_limit);
    if (count <= m_values.size()) return true;
    return m_fill->extend(m_values, count, progress);
}

const std::optional<Certificate>& OctalValues::certificate() {
    // The theorem's proof maps a split (a, b) of heap M + p to (a, b − p) of heap M, which
    // may make equal parts: it says nothing about a code with unequal splits (Grundy's game).
    if (m_code.unequalSplits()) return m_certificate;
    if (m_certificateSearchedAt != m_values.size() && !m_certificate) {
        m_certificate = findCertificate(m_values, m_code.lastPlace());
        m_certificateSearchedAt = m_values.size();
    }
    return m_certificate;
}

const std::optional<Certificate>& OctalValues::searchPeriod(std::size_t searchTo) {
    searchTo = std::min(searchTo, m_limit);
    for (std::size_t size = std::min<std::size_t>(64, searchTo);; size = std::min(2 * size, searchTo)) {
        if (size > m_values.size()) growTo(size);
        if (certificate() || size >= searchTo) return m_certificate;
    }
}

bool OctalValues::isKnown(const Natural& heap) const {
    return m_certificate || heap < fromU64(m_values.size());
}

unsigned OctalValues::value(std::uint64_t heap) {
    if (heap < m_values.size()) return m_values[heap];
    // A period is looked for on a table at most twice the heap (and at most kPeriodSearch):
    // a small heap costs no more than its own table, and many codes have no period to find.
    const std::uint64_t searchTo = std::min<std::uint64_t>(kPeriodSearch, 2 * heap + 2);
    if (const auto& c = searchPeriod(std::size_t(searchTo)); c && heap >= c->preperiod)
        return m_values[c->preperiod + (heap - c->preperiod) % c->period];
    if (heap >= m_limit) throw beyond(*this, fromU64(heap));
    growTo(heap + 1);
    return m_values[heap];
}

unsigned OctalValues::value(const Natural& heap) {
    if (fitsU64(heap)) return value(toU64(heap));
    const auto& c = searchPeriod();
    if (!c) throw beyond(*this, heap);
    const Natural offset = (heap - fromU64(c->preperiod)) % fromU64(c->period);
    return m_values[c->preperiod + offset.get_ui()];
}

} // namespace grundy::takebreak
