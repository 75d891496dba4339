// SPDX-License-Identifier: MIT
#include "tokenizer.h"

#include "ioerror.h"

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace grundy::cli {

Tokenizer::Tokenizer(int fd, std::size_t capacity)
    : m_fd(fd), m_capacity(capacity < 16 ? 16 : capacity), m_buffer(new char[m_capacity]) {}

bool Tokenizer::refill() {
    if (m_eof) return false;
    for (;;) {
        const ssize_t n = ::read(m_fd, m_buffer.get() + m_end, m_capacity - m_end);
        if (n > 0) {
            m_end += static_cast<std::size_t>(n);
            m_lastByte = m_buffer[m_end - 1];
            return true;
        }
        if (n == 0) {
            m_eof = true;
            return false;
        }
        if (errno != EINTR) throw IoError::reading(errno);
    }
}

bool Tokenizer::next(Token& token) {
    if (!skipSpace()) return false;
    token.line = m_line;
    std::size_t start = m_pos;
    bool spilled = false;
    for (;;) {
        const char* buf = m_buffer.get();
        while (m_pos < m_end && !isSpace(buf[m_pos]))
            ++m_pos;
        if (m_pos < m_end || m_eof) break;
        // The token runs to the end of the buffer: keep it and read more.
        if (start > 0) {
            std::memmove(m_buffer.get(), buf + start, m_end - start);
            m_end -= start;
            m_pos = m_end;
            start = 0;
        } else if (m_end == m_capacity) {
            if (!spilled) m_long.clear();
            m_long.append(buf, m_end);
            spilled = true;
            m_pos = m_end = 0;
        }
        if (!refill()) break;
    }
    if (spilled) {
        m_long.append(m_buffer.get() + start, m_pos - start);
        token.text = m_long;
    } else {
        token.text = std::string_view(m_buffer.get() + start, m_pos - start);
    }
    return true;
}

std::uint64_t Tokenizer::endLine() const {
    const std::uint64_t line = m_lastByte == '\n' ? m_line - 1 : m_line;
    return line == 0 ? 1 : line;
}

} // namespace grundy::cli
