// SPDX-License-Identifier: MIT
#include "fibonaccinim.h"

#include <algorithm>
#include <array>

namespace grundy::fibonaccinim {

namespace {

/// F(0) = 0, F(1) = 1, ..., F(93), the last one below 2^64.
constexpr std::array<u64, 94> kFibonacci = [] {
    std::array<u64, 94> f{};
    f[1] = 1;
    for (std::size_t i = 2; i < f.size(); ++i)
        f[i] = f[i - 1] + f[i - 2];
    return f;
}();

} // namespace

bool isFibonacci(u64 n) {
    return std::binary_search(kFibonacci.begin(), kFibonacci.end(), n);
}

bool isFibonacci(const Natural& n) {
    if (fitsU64(n)) return isFibonacci(toU64(n));
    const Natural five = 5 * n * n;
    const Natural plus = five + 4, minus = five - 4;
    return mpz_perfect_square_p(plus.get_mpz_t()) || mpz_perfect_square_p(minus.get_mpz_t());
}

Outcome startOutcome(const Natural& n) {
    return isFibonacci(n) ? Outcome::P : Outcome::N;
}

} // namespace grundy::fibonaccinim
