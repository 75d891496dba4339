// SPDX-License-Identifier: MIT
#include "output.h"

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace grundy::cli {

char* formatU64(u64 n, char* out) {
    // Two digits per step from a table: the integer formatter of the --sg grid and the
    // judge answers.
    static constexpr char kPairs[] = "00010203040506070809101112131415161718192021222324"
                                     "25262728293031323334353637383940414243444546474849"
                                     "50515253545556575859606162636465666768697071727374"
                                     "75767778798081828384858687888990919293949596979899";
    char tmp[20];
    char* p = tmp + sizeof tmp;
    while (n >= 100) {
        const unsigned r = static_cast<unsigned>(n % 100);
        n /= 100;
        *--p = kPairs[2 * r + 1];
        *--p = kPairs[2 * r];
    }
    if (n >= 10) {
        *--p = kPairs[2 * n + 1];
        *--p = kPairs[2 * n];
    } else {
        *--p = static_cast<char>('0' + n);
    }
    const std::size_t len = static_cast<std::size_t>(tmp + sizeof tmp - p);
    std::memcpy(out, p, len);
    return out + len;
}

Output::Output(int fd, std::size_t capacity)
    : m_fd(fd), m_capacity(capacity < 64 ? 64 : capacity), m_buffer(new char[m_capacity]) {}

Output::~Output() {
    writeBuffer();
}

void Output::put(u64 n) {
    if (m_capacity - m_size < 20) flush();
    m_size = static_cast<std::size_t>(formatU64(n, m_buffer.get() + m_size) - m_buffer.get());
}

void Output::put(const Natural& n) {
    if (fitsU64(n)) return put(toU64(n));
    put(std::string_view(toString(n)));
}

void Output::putSlow(std::string_view text) {
    while (!text.empty()) {
        if (m_size == m_capacity) flush();
        const std::size_t n = std::min(text.size(), m_capacity - m_size);
        std::memcpy(m_buffer.get() + m_size, text.data(), n);
        m_size += n;
        text.remove_prefix(n);
    }
}

void Output::flush() {
    if (const int error = writeBuffer()) throw IoError::writing(error);
}

int Output::writeBuffer() noexcept {
    const char* p = m_buffer.get();
    std::size_t left = m_size;
    while (left > 0 && m_error == 0) {
        const ssize_t n = ::write(m_fd, p, left);
        if (n > 0) {
            p += n;
            left -= static_cast<std::size_t>(n);
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else {
            m_error = n < 0 ? errno : EIO; // write(2) returns 0 only for 0 bytes asked
        }
    }
    m_size = 0;
    return m_error;
}

} // namespace grundy::cli
