// SPDX-License-Identifier: MIT
#pragma once

/// Buffered output straight to a file descriptor with write(2): answers are collected
/// in one large buffer, and numbers are formatted by hand, because printing millions
/// of short lines through iostreams or printf costs more than solving them. A failed
/// write throws IoError, so a command stops at once instead of working for nobody.

#include "ioerror.h"
#include "core/base/natural.h"

#include <cstddef>
#include <memory>
#include <string_view>

namespace grundy::cli {

/// An output buffer flushed to a file descriptor when full, on flush() and at the end.
class Output {
public:
    /// Writes to `fd` (not owned) through a buffer of `capacity` bytes.
    explicit Output(int fd, std::size_t capacity = std::size_t{1} << 16);
    /// Writes what is left, unless a write failed already; never throws (call flush()
    /// first to hear about a failure).
    ~Output();
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;

    /// Appends text.
    void put(std::string_view text) {
        if (text.size() > m_capacity - m_size) return putSlow(text);
        std::char_traits<char>::copy(m_buffer.get() + m_size, text.data(), text.size());
        m_size += text.size();
    }
    /// Appends one character.
    void put(char c) {
        if (m_size == m_capacity) flush();
        m_buffer[m_size++] = c;
    }
    /// Appends the decimal digits of n.
    void put(u64 n);
    /// Appends the decimal digits of n.
    void put(const Natural& n);

    /// Room for `n` bytes (at most the capacity) at the end of the buffer, flushing it
    /// first if needed, to write into directly; commit() says where the writing ended.
    char* claim(std::size_t n);
    /// Keeps what was written from the last claim() up to `end`.
    void commit(char* end) { m_size = static_cast<std::size_t>(end - m_buffer.get()); }

    /// Writes out everything buffered; throws IoError if a write fails (e.g. disk full),
    /// and after that every later flush throws too, with nothing more written.
    void flush();
    /// Whether every write so far succeeded.
    bool ok() const { return m_error == 0; }

private:
    void putSlow(std::string_view text);
    /// Writes the buffer out; returns errno of a failed write (the first one), or 0.
    int writeBuffer() noexcept;

    int m_fd;
    std::size_t m_capacity;
    std::unique_ptr<char[]> m_buffer;
    std::size_t m_size = 0;
    int m_error = 0; ///< errno of the first failed write, 0 while all went well.
};

/// Writes the decimal digits of n at `out` (room for 20 characters); returns the end.
char* formatU64(u64 n, char* out);

} // namespace grundy::cli
