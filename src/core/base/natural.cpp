// SPDX-License-Identifier: MIT
#include "core/base/natural.h"

#include <cmath>

namespace grundy {

std::optional<Natural> parseNatural(std::string_view text) {
    if (text.empty()) return std::nullopt;
    for (char c : text)
        if (c < '0' || c > '9') return std::nullopt;
    return Natural(std::string(text), 10);
}

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/// `text` from `at` past the spaces there.
std::size_t skipSpaces(std::string_view text, std::size_t at) {
    while (at < text.size() && isSpace(text[at]))
        ++at;
    return at;
}

std::string_view trimmed(std::string_view text) {
    text.remove_prefix(skipSpaces(text, 0));
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

} // namespace

std::vector<std::string_view> numberPieces(std::string_view text) {
    text = trimmed(text);
    if (!text.empty() && text.front() == ',') text = trimmed(text.substr(1));
    if (!text.empty() && text.back() == ',') text = trimmed(text.substr(0, text.size() - 1));
    std::vector<std::string_view> out;
    if (text.empty()) return out;
    for (std::size_t at = 0;;) {
        std::size_t end = at;
        while (end < text.size() && text[end] != ',' && !isSpace(text[end]))
            ++end;
        out.push_back(text.substr(at, end - at));
        if (end == text.size()) return out;
        // One separator: spaces, at most one comma, spaces.
        at = skipSpaces(text, end);
        if (at < text.size() && text[at] == ',') at = skipSpaces(text, at + 1);
    }
}

std::optional<std::vector<Natural>> parseNaturals(std::string_view text) {
    const std::vector<std::string_view> pieces = numberPieces(text);
    if (pieces.empty()) return std::nullopt;
    std::vector<Natural> out;
    out.reserve(pieces.size());
    for (std::string_view piece : pieces) {
        auto n = parseNatural(piece);
        if (!n) return std::nullopt;
        out.push_back(std::move(*n));
    }
    return out;
}

std::string toString(const Natural& n) { return n.get_str(10); }

bool fitsU64(const Natural& n) {
    static_assert(sizeof(unsigned long) == sizeof(u64), "GMP's ulong must be 64-bit");
    return sgn(n) >= 0 && n.fits_ulong_p();
}

u64 toU64(const Natural& n) { return n.get_ui(); }

Natural fromU64(u64 n) { return Natural(static_cast<unsigned long>(n)); }

u64 isqrt(u128 n) {
    // A floating estimate only picks where to start; the loops below make it exact.
    const long double estimate = std::sqrt(static_cast<long double>(n));
    u64 r = estimate >= 18446744073709551615.0L ? ~u64{0} : static_cast<u64>(estimate);
    while (r > 0 && static_cast<u128>(r) * r > n) --r;
    while (r != ~u64{0} && static_cast<u128>(r + 1) * (r + 1) <= n) ++r;
    return r;
}

Natural isqrt(const Natural& n) {
    Natural r;
    mpz_sqrt(r.get_mpz_t(), n.get_mpz_t());
    return r;
}

} // namespace grundy
