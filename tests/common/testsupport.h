// SPDX-License-Identifier: MIT
#pragma once

/// Small helpers shared by the core, CLI and GUI tests: building numbers and positions,
/// exact powers, enumerating small tuples, and the tests' own exact floor(k * phi).
/// Nothing here calls the code under test.

#include "core/base/natural.h"

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <utility>
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

/// The takes of the Fibonacci subtraction set up to `most`: 1, 2, 3, 5, 8, ...
inline std::vector<unsigned> fibonacciUpTo(unsigned most) {
    std::vector<unsigned> f;
    for (unsigned a = 1, b = 2; a <= most; a = std::exchange(b, a + b))
        f.push_back(a);
    return f;
}

/// The takes of a subtraction set written as a command line writes it ("1,3,4",
/// "powers-of-two", "fibonacci") up to `most`, listed by the tests from the rules rather
/// than by the core's Set::upTo.
inline std::vector<unsigned> takesOf(const std::string& set, unsigned most) {
    std::vector<unsigned> takes;
    if (set == "powers-of-two") {
        for (unsigned s = 1; s <= most; s *= 2)
            takes.push_back(s);
    } else if (set == "fibonacci") {
        takes = fibonacciUpTo(most);
    } else {
        for (std::size_t begin = 0; begin <= set.size();) {
            const std::size_t end = std::min(set.find(',', begin), set.size());
            const auto s = unsigned(std::stoul(set.substr(begin, end - begin)));
            if (s <= most) takes.push_back(s);
            begin = end + 1;
        }
    }
    return takes;
}

/// Whether the mover wins every sum of three heaps a, b, c <= most of a subtraction game,
/// by playing it: a position is won when some take (from `takes`, the rules) from one
/// heap leads to a lost one. Every move lowers one heap, so the positions are settled in
/// increasing order.
class ThreeHeapSubtraction {
public:
    ThreeHeapSubtraction(const std::vector<unsigned>& takes, unsigned most)
        : m_side(most + 1), m_wins(m_side * m_side * m_side) {
        for (unsigned a = 0; a <= most; ++a)
            for (unsigned b = 0; b <= most; ++b)
                for (unsigned c = 0; c <= most; ++c) {
                    bool won = false;
                    for (unsigned s : takes)
                        won = won || (s <= a && !wins(a - s, b, c)) ||
                              (s <= b && !wins(a, b - s, c)) || (s <= c && !wins(a, b, c - s));
                    m_wins[at(a, b, c)] = won;
                }
    }
    bool wins(unsigned a, unsigned b, unsigned c) const { return m_wins[at(a, b, c)]; }

private:
    std::size_t at(unsigned a, unsigned b, unsigned c) const {
        return (std::size_t(a) * m_side + b) * m_side + c;
    }
    std::size_t m_side;
    std::vector<bool> m_wins;
};

} // namespace testsupport
