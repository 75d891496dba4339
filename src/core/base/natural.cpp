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
