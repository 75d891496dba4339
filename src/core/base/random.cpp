// SPDX-License-Identifier: MIT
#include "core/base/random.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <stdexcept>

namespace grundy {

namespace {

/// A seed sequence from 64-bit numbers, split into the 32-bit words std::seed_seq takes
/// (its mixing is fixed by the standard, so the engine's state is the same everywhere).
std::seed_seq seedOf(std::initializer_list<u64> numbers) {
    std::vector<std::uint_least32_t> words;
    for (const u64 n : numbers) {
        words.push_back(static_cast<std::uint_least32_t>(n & 0xffffffffu));
        words.push_back(static_cast<std::uint_least32_t>(n >> 32));
    }
    return std::seed_seq(words.begin(), words.end());
}

} // namespace

Random::Random(u64 seed) : m_engine(seed) {}

Random::Random(u64 seed, u64 turn) {
    std::seed_seq sequence = seedOf({seed, turn});
    m_engine.seed(sequence);
}

u64 Random::below(u64 bound) {
    if (bound == 0) throw std::invalid_argument("Random::below: the bound must be positive");
    // Draws below the largest multiple of bound are used; the few above it are drawn again.
    const u64 rejected = (0 - bound) % bound; // 2^64 mod bound
    for (;;)
        if (const u64 r = m_engine(); r >= rejected) return r % bound;
}

Natural Random::below(const Natural& bound) {
    if (sgn(bound) <= 0) throw std::invalid_argument("Random::below: the bound must be positive");
    if (fitsU64(bound)) return fromU64(below(toU64(bound)));
    // Numbers of as many bits as bound - 1, from whole words; above the bound, draw again
    // (fewer than half the draws).
    const Natural most = bound - 1;
    const std::size_t bits = mpz_sizeinbase(most.get_mpz_t(), 2);
    std::vector<u64> words((bits + 63) / 64);
    Natural r;
    for (;;) {
        for (u64& w : words)
            w = m_engine();
        mpz_import(r.get_mpz_t(), words.size(), -1, sizeof(u64), 0, 0, words.data());
        mpz_fdiv_r_2exp(r.get_mpz_t(), r.get_mpz_t(), bits);
        if (r < bound) return r;
    }
}

std::vector<Natural> Random::distinctBelow(const Natural& bound, std::size_t count) {
    if (bound < count) throw std::invalid_argument("Random::distinctBelow: too few numbers");
    std::vector<Natural> chosen; // kept sorted
    for (Natural j = bound - count; j < bound; ++j) {
        Natural t = below(Natural(j + 1));
        auto at = std::lower_bound(chosen.begin(), chosen.end(), t);
        if (at != chosen.end() && *at == t) {
            // j is larger than everything chosen so far.
            chosen.push_back(j);
        } else {
            chosen.insert(at, std::move(t));
        }
    }
    return chosen;
}

Random::Pick Random::among(const std::vector<Natural>& counts) {
    const Natural total = std::accumulate(counts.begin(), counts.end(), Natural(0));
    Natural index = below(total);
    for (std::size_t group = 0; group < counts.size(); ++group) {
        if (index < counts[group]) return {group, std::move(index)};
        index -= counts[group];
    }
    throw std::logic_error("Random::among: past the last group"); // unreachable
}

} // namespace grundy
