// SPDX-License-Identifier: MIT
#pragma once

/// Small helpers shared by the core, CLI and GUI tests: building numbers and positions,
/// exact powers, enumerating small tuples, and the tests' own exact floor(k * phi).
/// Nothing here calls the code under test.

#include "natural.h"

#include <cstddef>
#include <initializer_list>
#include <vector>

namespace testsupport {

/// {3, 0, 7} as Naturals.
inline std::vector<grundy::Natural> nums(std::initializer_list<long> values) {
    std::vector<grundy::Natural> out;
    for (long v : values)
        out.emplace_back(v);
    return out;
}

/// Small ints as Naturals.
inline std::vector<grundy::Natural> naturals(const std::vector<int>& values) {
    return std::vector<grundy::Natural>(values.begin(), values.end());
}

/// 2^k, exactly.
inline grundy::Natural pow2(unsigned long k) {
    grundy::Natural n;
    mpz_ui_pow_ui(n.get_mpz_t(), 2, k);
    return n;
}

/// 10^k, exactly.
inline grundy::Natural pow10(unsigned long k) {
    grundy::Natural n;
    mpz_ui_pow_ui(n.get_mpz_t(), 10, k);
    return n;
}

/// Every tuple of `count` numbers in 0..size-1, the first number changing fastest.
inline std::vector<std::vector<int>> allTuples(int count, int size) {
    std::vector<std::vector<int>> all;
    std::vector<int> t(std::size_t(count), 0);
    while (true) {
        all.push_back(t);
        int i = 0;
        while (i < count && ++t[std::size_t(i)] == size)
            t[std::size_t(i++)] = 0;
        if (i == count) return all;
    }
}

/// Wythoff's a_k = floor(k * phi) = floor((k + floor(sqrt(5 k^2))) / 2), by GMP's exact
/// square root: the tests' own reference, independent of grundy::wythoff.
inline grundy::Natural referenceLower(const grundy::Natural& k) {
    grundy::Natural five = 5 * k * k, root;
    mpz_sqrt(root.get_mpz_t(), five.get_mpz_t());
    return (k + root) / 2;
}

} // namespace testsupport
