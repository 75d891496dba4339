// SPDX-License-Identifier: MIT
#pragma once

/// Subtraction games (S-Nim; docs/course.md §§1–3): heaps, and a move takes s ∈ S stones from
/// one heap. The Sprague–Grundy value of a heap is the mex of the values s below it; a sum of
/// heaps is lost for the mover exactly when their values XOR to 0.
///
/// The set S is finite (any numbers ≥ 1), the powers of two, or the Fibonacci numbers
/// 1, 2, 3, 5, 8, … . A finite set's values are eventually periodic: the next value depends
/// only on the last max(S) values, so the first window of max(S) values that repeats gives
/// the pre-period and the period, and the value of a heap of any size follows exactly. The
/// powers of two give SG(n) = n mod 3. The Fibonacci values have no known period: they come from a
/// table grown on demand up to kTableLimit heaps.

#include "core/base/natural.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace grundy::subtraction {

/// The most numbers a finite set may have (a value is at most the count, so below 2^16).
inline constexpr std::size_t kMaxSetSize = 60000;
/// The most heaps a table of values is grown to (2^24, 32 MiB): past it, a heap's value is
/// known only through a period.
inline constexpr std::size_t kTableLimit = std::size_t(1) << 24;
/// The most steps (a take tried at a heap) a finite set's table may cost: a set of many
/// numbers gets a shorter table, so that no set's table or period search takes more than
/// about half a second (release build) before its answer or its "beyond the table".
inline constexpr std::size_t kWorkLimit = std::size_t(1) << 28;

/// Which numbers of stones a move may take.
class Set {
public:
    enum class Kind { Finite, PowersOfTwo, Fibonacci };

    /// A finite set: its numbers in any order, repeats ignored. Throws std::invalid_argument
    /// for an empty set, a 0, or more than kMaxSetSize numbers.
    static Set finite(std::vector<Natural> numbers);
    static Set powersOfTwo() { return Set(Kind::PowersOfTwo); }
    static Set fibonacci() { return Set(Kind::Fibonacci); }
    /// "1,3,4" (or with spaces, as a position's numbers: "1, 3, 4", "1 3 4"), "powers-of-two"
    /// or "fibonacci"; nullopt for anything else.
    static std::optional<Set> parse(std::string_view text);

    Kind kind() const { return m_kind; }
    /// A finite set's numbers, ascending and distinct (empty for the infinite sets).
    const std::vector<Natural>& numbers() const { return m_numbers; }
    /// Whether a move may take `s` stones.
    bool contains(const Natural& s) const;
    /// The numbers of the set up to `most`, ascending: the takes possible from a heap of
    /// `most` stones.
    std::vector<Natural> upTo(const Natural& most) const;
    /// How many numbers of the set are at most `most` (upTo(most).size() without the list),
    /// or some number above `cap` when there are more than `cap`: the Fibonacci numbers are
    /// counted one by one, and a caller that only asks "more than cap?" stops them there.
    std::size_t countUpTo(const Natural& most, std::size_t cap = SIZE_MAX) const;
    /// Calls f(s) for the same numbers, one at a time, until f returns false: the powers of
    /// two up to a heap of 10^100000 are 332,193 numbers of up to 100,000 digits, 6.7 GB
    /// when listed at once.
    template <class F> void forEachUpTo(const Natural& most, F f) const {
        switch (m_kind) {
        case Kind::Finite:
            for (const Natural& s : m_numbers)
                if (s > most || !f(s)) return;
            return;
        case Kind::PowersOfTwo:
            for (Natural s = 1; s <= most; s *= 2)
                if (!f(s)) return;
            return;
        case Kind::Fibonacci:
            for (Natural s = 1, next = 2; s <= most; s += next, std::swap(s, next))
                if (!f(s)) return;
            return;
        }
    }
    /// The set without the numbers above `most` (a finite set's; its smallest stays, so
    /// that it is never empty): the takes a game whose piles never exceed `most` can use.
    Set usableUpTo(const Natural& most) const;
    /// The text parse() reads: "1,3,4", "powers-of-two" or "fibonacci".
    std::string text() const;

    bool operator==(const Set&) const = default;

private:
    explicit Set(Kind kind) : m_kind(kind) {}
    Kind m_kind;
    std::vector<Natural> m_numbers;
};

/// How many heaps a table of the set's values holds at most: kTableLimit, or for a finite
/// set of more than 16 numbers kWorkLimit divided by the numbers it tries at each heap (at
/// least 4473 heaps, for the largest set). Sets of fewer than 64 numbers up to 128 are
/// tried all at once, and keep kTableLimit.
std::size_t tableLimit(const Set& set);

/// Where a heap's value cannot be known: beyond the table, with no period to fold it back.
class BeyondTable : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The eventual period of a sequence of values: value(n) = value(n + length) for every
/// n ≥ start, both as small as possible.
struct Period {
    std::size_t start = 0;
    std::size_t length = 1;
    bool operator==(const Period&) const = default;
};

/// The values of the heaps one take below heap n, counted, and kept as n grows. For a set
/// made of a few runs of consecutive numbers (1..15000 is one run) the next heap changes two
/// heaps per run, where trying every take would look at each take: the table of such a set
/// costs steps per run, not per number.
class RunWindow {
public:
    /// The runs of the takes (ascending, distinct); values below `valueCount`.
    RunWindow(const std::vector<std::size_t>& takes, std::size_t valueCount);
    /// How many runs of consecutive numbers the takes make.
    static std::size_t runCount(const std::vector<std::size_t>& takes);
    /// Moves the window on to heap n, for n = 0, 1, 2, … in turn: `values` holds heaps 0 to
    /// n − 1.
    void advance(std::size_t n, const std::vector<std::uint16_t>& values);
    /// The least value no heap one take below has.
    unsigned mex() const;
    /// Whether a heap one take below has the value.
    bool has(unsigned value) const { return m_count[value] > 0; }

private:
    struct Run {
        std::size_t first, last;
    };
    std::vector<Run> m_runs;
    std::vector<std::uint32_t> m_count; ///< per value: how many heaps in the window have it
    std::vector<u64> m_present;         ///< per value: whether its count is above 0
};

/// What an SgSequence holds for each heap.
enum class Rule {
    Grundy,       ///< the Sprague–Grundy value (normal play)
    MisereWinner, ///< 1 when the mover wins the heap alone under misère play, else 0
};

/// The Sprague–Grundy values of single heaps under one set, computed on demand and kept.
/// With Rule::MisereWinner it holds instead whether the mover wins one heap under misère
/// play (a heap with no move is a win: the mover cannot move); that sequence depends on the
/// last max(S) entries in the same way, so the same period search applies to it.
class SgSequence {
public:
    /// A table of at most `limit` heaps, and never more than tableLimit(set).
    explicit SgSequence(Set set, std::size_t limit = kTableLimit, Rule rule = Rule::Grundy);

    const Set& set() const { return m_set; }
    /// The most heaps the table holds (heaps 0 to limit() − 1).
    std::size_t limit() const { return m_limit; }
    /// The value of a heap of `heap` stones, exact at any size where it is known: through
    /// the period (finite sets), n mod 3 (powers of two), or the table. Throws BeyondTable
    /// for a heap past the table limit whose value no period gives.
    unsigned value(const Natural& heap);
    unsigned value(u64 heap);
    /// The eventual period: a finite set's, searched for up to the table limit; the powers
    /// of two's (0, 3), their values being n mod 3; nullopt for the Fibonacci set, or when
    /// none shows within the limit.
    std::optional<Period> period();
    /// The values of heaps 0, 1, …, count − 1 (grows the table; throws BeyondTable past it).
    std::vector<unsigned> values(std::size_t count);
    /// How many heaps the table holds (heaps 0 to known() − 1).
    std::size_t known() const { return m_values.size(); }
    /// Whether the value of heap `last` and of every smaller heap is known without growing
    /// the table: it holds them, or the period (the powers of two's n mod 3) gives them.
    bool covers(std::size_t last) const;
    /// Grows the table to hold heap `last` (at most the limit; less when the period shows
    /// first). A worker builds a table ahead of play with it, a piece at a time.
    void growTo(std::size_t last) { grow(last); }

private:
    /// Extends the table to hold heap `last` (at most the limit), watching for the period.
    void grow(std::size_t last);
    unsigned mexAt(std::size_t n);
    /// Rule::MisereWinner: 1 when heap n has no move or a move to a heap that is lost.
    unsigned misereAt(std::size_t n) const;
    /// Records the window ending at the newest heap; sets m_period at its first repeat.
    void watchWindow();
    /// The powers of two's closed form, by the heap's remainder mod 3.
    unsigned byThrees(unsigned heapMod3) const;
    /// The error for a heap (its decimal text) whose value no table or period gives.
    BeyondTable beyondTable(const std::string& heap) const;

    Set m_set;
    std::size_t m_limit;
    Rule m_rule;
    std::vector<std::uint16_t> m_values;
    std::vector<std::size_t> m_takes;  ///< the set's numbers below the limit (finite sets)
    std::vector<std::uint32_t> m_seen; ///< mex scratch: stamps per value
    // Sets of fewer than 64 numbers up to 128: per value, which of the last 128 heaps have
    // it, heap h at bit h mod 128; the heaps one take below heap n are the bits of the takes
    // turned by n. A mex is then an AND per value tried, not a load per take.
    bool m_narrow = false;
    u128 m_below = 0;                ///< bits (n − s) mod 128 for the next heap n
    std::vector<u128> m_heapsWith;   ///< per value
    std::optional<RunWindow> m_runs; ///< for sets of a few long runs
    std::optional<Period> m_period;
    // The period search (finite sets): a rolling hash of the last `m_window` values, and
    // Brent's checkpoint (the last heap of a window, and that window's hash).
    std::size_t m_window = 0; ///< max(S), or 0 when it is beyond the limit
    u64 m_hash = 0, m_dropFactor = 1;
    std::optional<std::size_t> m_checkpoint;
    u64 m_checkpointHash = 0;
    std::size_t m_power = 1; ///< the distance at which the checkpoint moves on
};

/// Whether the mover wins a sum of heaps: the XOR of their values is not 0.
bool firstPlayerWins(SgSequence& sg, const std::vector<Natural>& heaps);

} // namespace grundy::subtraction
