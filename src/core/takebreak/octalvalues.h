// SPDX-License-Identifier: MIT
#pragma once

/// The Sprague–Grundy values G(n) of single heaps of an octal game, computed from the rules
/// (the mex of the options' values: docs/takebreak.md), and the octal periodicity theorem's
/// certificate where one is proved: if G(n + p) = G(n) for every n with
/// e <= n < 2·max(e, 1) + p + t (t the code's last place), then it holds for every n >= e,
/// so the value of a heap of any size follows exactly. Without a certificate a value is
/// known only as far as the table goes: never extrapolated.

#include "core/base/natural.h"
#include "core/base/progress.h"
#include "core/takebreak/octalcode.h"
#include "core/text/message.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace grundy::takebreak {

/// The periodicity theorem's check passed: G(n + period) = G(n) for every n >= preperiod.
struct Certificate {
    std::size_t preperiod = 0; ///< e: the least heap from which the values repeat
    std::size_t period = 1;    ///< p: the least period
    /// The last heap n the check compared (with n + p): 2·max(e, 1) + p + t − 1.
    std::size_t checkedTo = 0;
    bool operator==(const Certificate&) const = default;
};

/// The least pair (e, p) that the check proves on `values` (heaps 0..size−1) of a code whose
/// last place is `lastPlace`: for p = 1, 2, …, e is one more than the last n with
/// G(n + p) != G(n), accepted when the check's heaps are all in the table. The first p
/// accepted is the least period (a smaller one would be accepted at least as early).
std::optional<Certificate> findCertificate(const std::vector<std::uint16_t>& values,
                                           std::size_t lastPlace);

/// Grundy's game's sparse space (docs/takebreak.md): a value is rare when its bits other than
/// the lowest hold an even number of ones (0, 1, 6, 7, 10, 11, …), common otherwise. The
/// parity is linear under XOR: two values of the same kind XOR to a rare one, two of
/// different kinds to a common one. Very few heaps of Grundy's game have rare values (1 273
/// below 2^20); its sparse-space computation and the SG tables window's plot use this split.
constexpr bool isRareValue(unsigned value) {
    return std::popcount(value >> 1) % 2 == 0;
}

/// How far a period is looked for without being asked (sg, a heap beyond the table): 2^13
/// heaps, a few milliseconds for one splitting digit. Kayles needs 168, Dawson's Kayles 142.
inline constexpr std::size_t kPeriodSearch = std::size_t(1) << 13;
/// The most steps (an option looked at) a table may cost: about half a second (release build),
/// so that a judge answering a heap at the table's end stays a short run.
inline constexpr std::uint64_t kWorkLimit = std::uint64_t(1) << 29;
/// Grundy's game's table limit: 2^24 heaps (32 MiB, two bytes a heap).
inline constexpr std::size_t kGrundysGameLimit = std::size_t(1) << 24;

/// How many heaps the table of `code` may hold: kGrundysGameLimit for Grundy's game (whose
/// values are computed by the sparse-space method), else as many as kWorkLimit steps of the
/// mex computation reach (about 43 000 for one splitting digit), and at least kPeriodSearch.
std::size_t tableLimit(const OctalCode& code);

/// Where a heap's value is not known: past the table, with no period proved.
class BeyondTable : public InvalidPosition {
public:
    using InvalidPosition::InvalidPosition;
};

/// The values of one code's heaps, computed on demand and kept. Not safe to share between
/// threads without a lock (the games keep one per code behind one: octaltables.h).
class OctalValues {
public:
    /// How the values are computed: the fastest way known for the code (the sparse space for
    /// Grundy's game), or the mex definition for every code (the tests' reference).
    enum class Method { Fastest, MexDefinition };

    explicit OctalValues(OctalCode code);
    /// A table of at most `limit` heaps (tests and benchmarks choose it and the method).
    OctalValues(OctalCode code, std::size_t limit, Method method = Method::Fastest);
    ~OctalValues();
    OctalValues(OctalValues&&) noexcept;
    OctalValues& operator=(OctalValues&&) noexcept;

    const OctalCode& code() const { return m_code; }
    /// The most heaps the table holds (heaps 0 to limit() − 1).
    std::size_t limit() const { return m_limit; }
    /// How many heaps the table holds now.
    std::size_t known() const { return m_values.size(); }
    /// The table: G(0) … G(known() − 1).
    const std::vector<std::uint16_t>& table() const { return m_values; }

    /// Grows the table to hold heaps 0 to count − 1 (at most limit()), telling `progress`
    /// (may be empty) how far it is in heaps; false when it asked to stop (what was computed
    /// is kept).
    bool growTo(std::size_t count, const TableProgress& progress = {});

    /// The certificate proved on the table as it is (looked for again only when it grew);
    /// never one for a code with unequal splits, which the theorem does not cover.
    const std::optional<Certificate>& certificate();
    /// Grows the table, doubling it, until a certificate shows or `searchTo` heaps (at most
    /// limit()) are computed; the certificate, if any.
    const std::optional<Certificate>& searchPeriod(std::size_t searchTo = kPeriodSearch);

    /// The value of a heap of any size where it is known: through the certificate (looked
    /// for first on a table of up to twice the heap, at most kPeriodSearch), else the table,
    /// grown as far as needed. Throws
    /// BeyondTable for a heap past limit() that no certificate covers.
    unsigned value(const Natural& heap);
    unsigned value(std::uint64_t heap);
    /// Whether value(heap) needs no table growth: a certificate covers it, or it is in the table.
    bool isKnown(const Natural& heap) const;

    class Fill; ///< how the next values are computed: the mex, or the sparse space (.cpp)

private:
    OctalCode m_code;
    std::size_t m_limit;
    std::vector<std::uint16_t> m_values;
    std::unique_ptr<Fill> m_fill;
    std::optional<Certificate> m_certificate;
    std::size_t m_certificateSearchedAt = 0; ///< known() when the certificate was looked for
};

} // namespace grundy::takebreak
