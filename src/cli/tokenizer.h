// SPDX-License-Identifier: MIT
#pragma once

/// A fast whitespace tokenizer over a file descriptor (standard input for the judge):
/// reads large chunks with read(2) into one fixed buffer, so memory does not grow with
/// the input, and counts lines for error messages; a failed read throws IoError. This is
/// input scanning, not argument parsing: argument parsing is CLI11's job.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

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

    /// The next token; false at end of input. The token's text stays valid until the
    /// next call. A token longer than the buffer (a huge number) is still returned whole.
    bool next(Token& token);

    /// The next token when it is a plain number of at most 19 digits (the judge's hot
    /// path: one pass, eight digits at a time); false, with nothing consumed but
    /// whitespace, for anything else or at the end of input (then call next()).
    bool nextSmallNumber(std::uint64_t& value, Token& token);

    /// The line the end of input is on (the last line, not counting a final newline).
    std::uint64_t endLine() const;

private:
    /// Skips whitespace, counting lines; false at the end of input.
    bool skipSpace();
    /// Reads more bytes after m_end; false at end of input, IoError on a read error.
    bool refill();

    int m_fd;
    std::size_t m_capacity;
    std::unique_ptr<char[]> m_buffer;
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
    bool m_eof = false;
    char m_lastByte = '\n';
    std::uint64_t m_line = 1;
    std::string m_long; ///< A token that did not fit in the buffer.
};

// Inline: the judge's hot path, called twice per line of a million-line input.

inline bool Tokenizer::skipSpace() {
    for (;;) {
        const char* buf = m_buffer.get();
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

inline bool Tokenizer::nextSmallNumber(std::uint64_t& value, Token& token) {
    // 19 digits, the byte after them and an 8-byte load past that must be in the buffer;
    // near its end the general path takes over (once per buffer).
    if (!skipSpace() || m_end - m_pos < 32) return false;
    const char* const start = m_buffer.get() + m_pos;
    const char* p = start;
    std::uint64_t v = 0;
    // Eight digits at a time (the SWAR check and conversion of simdjson), twice at most.
    for (int block = 0; block < 2 && std::endian::native == std::endian::little; ++block) {
        std::uint64_t chunk;
        std::memcpy(&chunk, p, 8);
        if ((((chunk & 0xF0F0F0F0F0F0F0F0) |
              (((chunk + 0x0606060606060606) & 0xF0F0F0F0F0F0F0F0) >> 4)) != 0x3333333333333333))
            break;
        chunk = (chunk & 0x0F0F0F0F0F0F0F0F) * 2561 >> 8;
        chunk = (chunk & 0x00FF00FF00FF00FF) * 6553601 >> 16;
        chunk = (chunk & 0x0000FFFF0000FFFF) * 42949672960001 >> 32;
        v = v * 100000000 + chunk;
        p += 8;
    }
    while (p - start < 19) {
        const unsigned digit = static_cast<unsigned char>(*p - '0');
        if (digit > 9) break;
        v = v * 10 + digit;
        ++p;
    }
    if (p == start || !isSpace(*p)) return false; // not a plain short number
    value = v;
    token.text = std::string_view(start, static_cast<std::size_t>(p - start));
    token.line = m_line;
    m_pos += static_cast<std::size_t>(p - start);
    return true;
}

} // namespace grundy::cli
