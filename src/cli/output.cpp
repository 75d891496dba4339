// SPDX-License-Identifier: MIT
#include "output.h"

#include <bit>
#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace grundy::cli {

char* formatU64(u64 n, char* out) {
    // Two digits per step from a table, written backwards from the end, which the number
    // of digits gives (no copy: the --sg grid prints millions of short numbers).
    static constexpr char kPairs[] = "00010203040506070809101112131415161718192021222324"
                                     "25262728293031323334353637383940414243444546474849"
                                     "50515253545556575859606162636465666768697071727374"
                                     "75767778798081828384858687888990919293949596979899";
    static constexpr u64 kPowers[20] = {1,
                                        10,
                                        100,
                                        1000,
                                        10000,
                                        100000,
                                        1000000,
                                        10000000,
                                        100000000,
                                        1000000000,
                                        10000000000,
                                        100000000000,
                                        1000000000000,
                                        10000000000000,
                                        100000000000000,
                                        1000000000000000,
                                        10000000000000000,
                                        100000000000000000,
                                        1000000000000000000,
                                        10000000000000000000u};
    // Digits: about bits x log10(2) (1233 / 4096), one more when n reaches the next power
    // (n | 1 has as many digits as n, and 0 one).
    const auto bits = static_cast<unsigned>(std::bit_width(n | 1));
    const unsigned guess = bits * 1233 >> 12;
    const unsigned length = guess + ((n | 1) >= kPowers[guess]);
    char* const end = out + length;
    char* p = end;
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
    return end;
}

char* Output::claim(std::size_t n) {
    if (m_capacity - m_size < n) flush();
    return m_buffer.get() + m_size;
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
