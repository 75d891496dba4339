// SPDX-License-Identifier: MIT
#pragma once

/// A fast whitespace tokenizer over a file descriptor (standard input for the judge):
/// reads large chunks with read(2) into one fixed buffer, so memory does not grow with
/// the input, and counts lines for error messages; a failed read throws IoError. A
/// regular file is mapped instead (no copy into the buffer), and the pages read are let
/// go as it goes, so memory does not grow with it either. This is
/// input scanning, not argument parsing: argument parsing is CLI11's job.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace grundy::cli {

/// One maximal run of non-whitespace bytes and the line (1-based) it starts on.
/// Space, \t, \n, \v, \f and \r: what scanf and the judges skip.
inline bool isSpace(char c) {
    return c == ' ' || static_cast<unsigned char>(c - '\t') < 5;
}

struct Token {
    std::string_view text;
    std::uint64_t line = 0;
};

/// Splits a byte stream into tokens separated by any ASCII whitespace.
class Tokenizer {
public:
    /// Reads from `fd` (not owned) with a buffer of `capacity` bytes.
    explicit Tokenizer(int fd, std::size_t capacity = std::size_t{1} << 16);
    ~Tokenizer();
    Tokenizer(const Tokenizer&) = delete;
    Tokenizer& operator=(const Tokenizer&) = delete;

    /// The next token; false at end of input. The token's text stays valid until the
    /// next call. A token longer than the buffer (a huge number) is still returned whole.
    bool next(Token& token);

    /// The next token when it is a plain number of at most 19 digits (the judge's hot
    /// path: its length found from whole words, its digits converted eight or sixteen at a
    /// time, no loop per digit); false, with nothing consumed but
    /// whitespace, for anything else or at the end of input (then call next()).
    bool nextSmallNumber(std::uint64_t& value, Token& token);

    /// The next two tokens when both are plain numbers of at most 19 digits (a line "a b"
    /// of the two-pile problems, parsed in one go); false, with nothing consumed but
    /// whitespace, for anything else (then read them one at a time). `token` is the second.
    bool nextSmallPair(std::uint64_t& a, std::uint64_t& b, Token& token);

    /// The line the end of input is on (the last line, not counting a final newline).
    std::uint64_t endLine() const;

    /// The input not read yet, from its next token on, when all of it is in view (a mapped
    /// file); empty otherwise. For reading ahead elsewhere (judgeinparallel.h); skipRead()
    /// then moves past what was read there.
    std::string_view restInView();
    /// Moves `bytes` into the input in view, read elsewhere; they held `lines` line breaks.
    void skipRead(std::size_t bytes, std::uint64_t lines);

    /// How many bytes from where a case may start must be readable for smallPairAt().
    static constexpr std::size_t kPairWindow = 64;
    /// The case "a b" at `start`: two plain numbers of at most 19 digits, at most 12 bytes
    /// of whitespace apart, the second followed by whitespace (kPairWindow bytes there must
    /// be readable). The bytes it takes, with the line breaks between the two added to
    /// `lines`; 0, with nothing changed, when there is none.
    static std::size_t smallPairAt(const char* start, std::uint64_t& a, std::uint64_t& b,
                                   std::uint64_t& lines);

private:
    /// The plain number of at most 19 digits at `start`, followed by whitespace (24 bytes
    /// there must be readable): its length, or 0 when there is none.
    static std::size_t smallNumberAt(const char* start, std::uint64_t& value);
    /// Skips whitespace, counting lines; false at the end of input.
    bool skipSpace();
    /// Reads more bytes after m_end; false at end of input, IoError on a read error.
    bool refill();
    /// Maps `fd` when it is a regular file of at least m_capacity bytes; false otherwise.
    bool map();
    /// Lets go of the mapped pages before m_pos (they are read again if needed).
    void release();

    int m_fd;
    std::size_t m_capacity;
    std::unique_ptr<char[]> m_buffer;
    const char* m_data;    ///< The buffer, or the mapped file from where the input starts.
    void* m_map = nullptr; ///< The whole mapping, when the input is mapped.
    std::size_t m_mapSize = 0;
    std::size_t m_released = 0;                ///< Bytes of m_data let go of, page-aligned.
    std::size_t m_releaseAt = ~std::size_t{0}; ///< m_pos at which release() is due.
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
    bool m_eof = false;
    char m_lastByte = '\n';
    std::uint64_t m_line = 1;
    std::string m_long; ///< A token that did not fit in the buffer.
};

// Inline: the judge's hot path, called twice per line of a million-line input.

inline bool Tokenizer::skipSpace() {
    if (m_pos >= m_releaseAt) release();
    for (;;) {
        const char* buf = m_data;
        while (m_pos < m_end) {
            const char c = buf[m_pos];
            if (!isSpace(c)) return true;
            if (c == '\n') ++m_line;
            ++m_pos;
        }
        m_pos = m_end = 0; // everything read so far was whitespace: reuse the buffer
        if (!refill()) return false;
    }
}

namespace detail {

/// A byte of `chunk` is non-zero where that byte is not an ASCII digit. A byte from 0xFA
/// up carries into the next one, but it is a non-digit already, and only the first
/// non-digit is looked at.
inline std::uint64_t nonDigits(std::uint64_t chunk) {
    return ((chunk & 0xF0F0F0F0F0F0F0F0) ^ 0x3030303030303030) |
           (((chunk + 0x0606060606060606) & 0xF0F0F0F0F0F0F0F0) ^ 0x3030303030303030);
}

/// The value of eight ASCII digits loaded little-endian (the first is the most
/// significant); zero bytes count as leading zeros (simdjson's conversion).
inline std::uint64_t eightDigits(std::uint64_t chunk) {
    chunk = (chunk & 0x0F0F0F0F0F0F0F0F) * 2561 >> 8;
    chunk = (chunk & 0x00FF00FF00FF00FF) * 6553601 >> 16;
    return (chunk & 0x0000FFFF0000FFFF) * 42949672960001 >> 32;
}

/// The value of the first `n` (0..8) digits of `chunk`: shifted up, the others fall off and
/// zero bytes come in front.
inline std::uint64_t firstDigits(std::uint64_t chunk, unsigned n) {
    return n == 0 ? 0 : eightDigits(chunk << (64 - 8 * n));
}

inline constexpr std::uint64_t kPow10[9] = {1,      10,      100,      1000,     10000,
                                            100000, 1000000, 10000000, 100000000};

#if defined(__SSE2__)
/// The value of sixteen digits, already less '0' (each byte 0..9), the first the most
/// significant: pairs, then fours, then eights, by multiply-adds of neighbouring lanes.
inline std::uint64_t sixteenDigits(__m128i d) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i pairs = _mm_packs_epi32(
        _mm_madd_epi16(_mm_unpacklo_epi8(d, zero), _mm_set_epi16(1, 10, 1, 10, 1, 10, 1, 10)),
        _mm_madd_epi16(_mm_unpackhi_epi8(d, zero), _mm_set_epi16(1, 10, 1, 10, 1, 10, 1, 10)));
    const __m128i fours = _mm_madd_epi16(pairs, _mm_set_epi16(1, 100, 1, 100, 1, 100, 1, 100));
    const __m128i eights = _mm_madd_epi16(_mm_packs_epi32(fours, fours),
                                          _mm_set_epi16(1, 10000, 1, 10000, 1, 10000, 1, 10000));
    const auto both = static_cast<std::uint64_t>(_mm_cvtsi128_si64(eights));
    return (both & 0xFFFFFFFF) * 100000000 + (both >> 32);
}

/// Bit i set when byte i of the 32 at `p` is an ASCII digit.
inline std::uint32_t digitBits(const char* p) {
    const __m128i zero = _mm_set1_epi8('0'), nine = _mm_set1_epi8(9);
    const __m128i lo = _mm_sub_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), zero);
    const __m128i hi =
        _mm_sub_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16)), zero);
    const auto bits = [&](__m128i d) {
        return static_cast<std::uint32_t>(
            _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(d, nine), nine)));
    };
    return bits(lo) | bits(hi) << 16;
}
#endif

} // namespace detail

inline std::size_t Tokenizer::smallNumberAt(const char* start, std::uint64_t& value) {
    std::size_t length = 0;
    std::uint64_t v = 0;
#if defined(__SSE2__)
    // 16 to 19 digits (the two-pile judges' usual numbers): the length from one comparison
    // of 32 bytes, the last 16 digits in SIMD lanes, the first few one by one.
    length = static_cast<std::size_t>(std::countr_one(detail::digitBits(start)));
    if (length >= 16) {
        if (length > 19 || !isSpace(start[length])) return 0;
        // The 0 to 3 digits before the last 16, without a loop whose length the branch
        // predictor cannot guess: shifted up, the others fall off and zeros come in front
        // (by 63 and 1, so that no digits shift by 64, which C++ leaves undefined).
        const auto head = static_cast<unsigned>(length - 16);
        std::uint64_t first = 0;
        std::memcpy(&first, start, sizeof first);
        if constexpr (std::endian::native == std::endian::little)
            v = detail::eightDigits(first << (63 - 8 * head) << 1);
        else
            for (std::size_t i = 0; i < head; ++i)
                v = v * 10 + static_cast<unsigned char>(start[i] - '0');
        const __m128i tail = _mm_sub_epi8(
            _mm_loadu_si128(reinterpret_cast<const __m128i*>(start + head)), _mm_set1_epi8('0'));
        value = v * 10000000000000000 + detail::sixteenDigits(tail);
        return length;
    }
    length = 0;
#endif
    if constexpr (std::endian::native == std::endian::little) {
        // Three words of eight bytes: where the first non-digit is gives the length, so
        // each word is converted once, without a loop over the digits.
        std::uint64_t c[3];
        std::memcpy(c, start, sizeof c);
        const std::uint64_t m0 = detail::nonDigits(c[0]), m1 = detail::nonDigits(c[1]),
                            m2 = detail::nonDigits(c[2]);
        if (m0 != 0) {
            length = static_cast<std::size_t>(std::countr_zero(m0) / 8);
            v = detail::firstDigits(c[0], static_cast<unsigned>(length));
        } else if (m1 != 0) {
            const auto n = static_cast<unsigned>(std::countr_zero(m1) / 8);
            length = 8 + n;
            v = detail::eightDigits(c[0]) * detail::kPow10[n] + detail::firstDigits(c[1], n);
        } else {
            const std::uint64_t stop = m2 | (std::uint64_t{1} << 63); // 24 digits: 7
            const auto n = static_cast<unsigned>(std::countr_zero(stop) / 8);
            if (n > 3) return 0; // 20 digits or more may not fit
            length = 16 + n;
            v = (detail::eightDigits(c[0]) * 100000000 + detail::eightDigits(c[1])) *
                    detail::kPow10[n] +
                detail::firstDigits(c[2], n);
        }
    } else {
        while (length < 19 && static_cast<unsigned char>(start[length] - '0') < 10)
            v = v * 10 + static_cast<unsigned char>(start[length++] - '0');
    }
    if (length == 0 || !isSpace(start[length])) return 0; // not a plain short number
    value = v;
    return length;
}

inline bool Tokenizer::nextSmallNumber(std::uint64_t& value, Token& token) {
    // 19 digits, the byte after them and the 24-byte load must be in the buffer; near
    // its end the general path takes over (once per buffer).
    if (!skipSpace() || m_end - m_pos < 32) return false;
    const char* const start = m_data + m_pos;
    const std::size_t length = smallNumberAt(start, value);
    if (length == 0) return false;
    token.text = std::string_view(start, length);
    token.line = m_line;
    m_pos += length;
    return true;
}

inline std::size_t Tokenizer::smallPairAt(const char* start, std::uint64_t& a, std::uint64_t& b,
                                          std::uint64_t& lines) {
    std::uint64_t first = 0;
    const std::size_t lengthA = smallNumberAt(start, first);
    if (lengthA == 0) return 0;
    std::size_t at = lengthA;
    std::uint64_t between = 0;
    for (; at < lengthA + 12 && isSpace(start[at]); ++at)
        between += start[at] == '\n';
    const std::size_t lengthB = smallNumberAt(start + at, b);
    if (lengthB == 0) return 0;
    a = first;
    lines += between;
    return at + lengthB;
}

inline bool Tokenizer::nextSmallPair(std::uint64_t& a, std::uint64_t& b, Token& token) {
    // Both numbers, the spaces between them and the loads past the second must be in the
    // buffer; anything else is left to nextSmallNumber.
    if (!skipSpace() || m_end - m_pos < kPairWindow) return false;
    const char* const start = m_data + m_pos;
    const std::size_t length = smallPairAt(start, a, b, m_line);
    if (length == 0) return false;
    // The second number's text: the token after the whitespace that follows the first.
    std::size_t second = length;
    while (!isSpace(start[second - 1]))
        --second;
    token.text = std::string_view(start + second, length - second);
    token.line = m_line;
    m_pos += length;
    return true;
}

} // namespace grundy::cli
