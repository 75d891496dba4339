// SPDX-License-Identifier: MIT
#pragma once

/// Fixed-width numbers for the least-replies search (staircasesearch.cpp), which alone
/// includes this.

#include "core/base/natural.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <vector>

namespace grundy::staircase::limbs {

// --- Fixed-width numbers for the search -------------------------------------------------
//
// The search tests single bits of every gap for every bit h and does a little arithmetic
// per (pair, chip, h): with one Natural per value that was mostly allocation and
// mpz_tstbit. It runs instead on numbers of one fixed width (little-endian GMP limbs, wide
// enough for any sum of two gaps or rooms) kept in flat arrays, so a bit test is a word
// operation, per-bit counts are column sums, and the hot loops allocate nothing. Only the
// chosen slide becomes a Natural again.

using Limb = mp_limb_t;
static_assert(GMP_NAIL_BITS == 0, "the limb helpers assume full limbs");
constexpr mp_bitcnt_t limbBits = GMP_NUMB_BITS;
constexpr Limb allOnes = ~Limb(0);

/// Numbers of one width in a flat array, addressed by index (pointers move on push).
class Numbers {
public:
    explicit Numbers(std::size_t width) : m_width(width) {}
    std::size_t push() { ///< a new zero; returns its index
        m_limbs.resize(m_limbs.size() + m_width, 0);
        return m_limbs.size() / m_width - 1;
    }
    void clear() { m_limbs.clear(); } ///< keeps the capacity
    void reserve(std::size_t count) { m_limbs.reserve(count * m_width); }
    Limb* operator[](std::size_t i) { return m_limbs.data() + i * m_width; }
    const Limb* operator[](std::size_t i) const { return m_limbs.data() + i * m_width; }

private:
    std::size_t m_width;
    std::vector<Limb> m_limbs;
};

inline bool bitAt(const Limb* a, mp_bitcnt_t b) {
    return (a[b / limbBits] >> (b % limbBits) & 1) != 0;
}

/// The limbs of n, zero-extended to w (n must fit).
inline void load(Limb* out, const Natural& n, std::size_t w) {
    const std::size_t size = mpz_size(n.get_mpz_t());
    for (std::size_t j = 0; j < w; ++j)
        out[j] = j < size ? mpz_getlimbn(n.get_mpz_t(), mp_size_t(j)) : 0;
}

inline Natural toNatural(const Limb* a, std::size_t w) {
    Natural n;
    mpz_import(n.get_mpz_t(), w, -1, sizeof(Limb), 0, 0, a);
    return n;
}

/// Mask of the bits of limb j that lie below bit `bits`.
inline Limb maskBelow(std::size_t j, mp_bitcnt_t bits) {
    if (bits >= (j + 1) * limbBits) return allOnes;
    if (bits <= j * limbBits) return 0;
    return (Limb(1) << (bits - j * limbBits)) - 1;
}

/// out = a mod 2^h (out may be a).
inline void lowBitsOf(Limb* out, const Limb* a, mp_bitcnt_t h, std::size_t w) {
    for (std::size_t j = 0; j < w; ++j)
        out[j] = a[j] & maskBelow(j, h);
}

/// out = a with its bits below b set (out may be a).
inline void withLowOnes(Limb* out, const Limb* a, mp_bitcnt_t b, std::size_t w) {
    for (std::size_t j = 0; j < w; ++j)
        out[j] = a[j] | maskBelow(j, b);
}

inline void setPow2(Limb* out, mp_bitcnt_t h, std::size_t w) {
    std::fill(out, out + w, Limb(0));
    out[h / limbBits] = Limb(1) << (h % limbBits);
}

inline mp_bitcnt_t bitLength(const Limb* a, std::size_t w) {
    for (std::size_t j = w; j-- > 0;)
        if (a[j] != 0) return j * limbBits + mp_bitcnt_t(std::bit_width(a[j]));
    return 0;
}

/// The first clear bit of a at or above `from` (bits beyond the width are clear).
inline mp_bitcnt_t firstZeroFrom(const Limb* a, mp_bitcnt_t from, std::size_t w) {
    for (std::size_t j = from / limbBits; j < w; ++j)
        if (const Limb zeros = ~a[j] & ~maskBelow(j, from); zeros != 0)
            return j * limbBits + mp_bitcnt_t(std::countr_zero(zeros));
    return std::max<mp_bitcnt_t>(from, w * limbBits);
}

/// counts[b] += the number of k < n whose wordOf(k, b / limbBits) has bit b % limbBits,
/// for every b < counts.size(). The words go into bit-sliced counters (plane p holds bit p
/// of 64 column counts), a couple of word operations each instead of 64 bit tests.
template <class WordOf>
inline void addColumnSums(std::vector<std::size_t>& counts, std::size_t n, WordOf wordOf) {
    std::vector<Limb> planes;
    for (std::size_t j = 0; j * limbBits < counts.size(); ++j) {
        planes.clear();
        for (std::size_t k = 0; k < n; ++k) {
            Limb carry = wordOf(k, j);
            for (std::size_t p = 0; carry != 0; ++p) {
                if (p == planes.size()) planes.push_back(0);
                const Limb next = planes[p] & carry;
                planes[p] ^= carry;
                carry = next;
            }
        }
        for (mp_bitcnt_t b = 0; b < limbBits && j * limbBits + b < counts.size(); ++b) {
            std::size_t sum = 0;
            for (std::size_t p = 0; p < planes.size(); ++p)
                sum |= std::size_t(planes[p] >> b & 1) << p;
            counts[j * limbBits + b] += sum;
        }
    }
}

} // namespace grundy::staircase::limbs
