// SPDX-License-Identifier: MIT
#include "judgereader.h"

#include <cstdio>

namespace grundy::cli {

namespace {

/// Tokens longer than this are cut in messages: a megabyte of garbage is not a message.
constexpr std::size_t kQuoteLimit = 40;

constexpr std::string_view kMaxU64 = "18446744073709551615";

inline bool isDigit(char c) {
    return static_cast<unsigned char>(c - '0') < 10;
}

} // namespace

std::strong_ordering compare(const Number& x, const Number& y) {
    if (!x.big && !y.big) return x.small <=> y.small;
    if (!x.big) return std::strong_ordering::less; // a big one never fits in 64 bits
    if (!y.big) return std::strong_ordering::greater;
    const int c = cmp(*x.big, *y.big);
    return c < 0 ? std::strong_ordering::less
                 : (c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal);
}

std::string quoted(std::string_view token) {
    std::string out = "\"";
    const bool cut = token.size() > kQuoteLimit;
    if (cut) token = token.substr(0, kQuoteLimit);
    for (const char c : token) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20 || u >= 0x7f) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02x", u);
            out += hex;
        } else {
            out += c;
        }
    }
    out += cut ? "...\"" : "\"";
    return out;
}

Number JudgeReader::parse(const Token& token) const {
    const std::string_view s = token.text;
    Number n;
    n.line = token.line;
    // The fast path: up to 19 digits always fit in 64 bits.
    if (s.size() <= 19) {
        u64 v = 0;
        for (const char c : s) {
            if (!isDigit(c)) rejectLast("expected a non-negative integer");
            v = v * 10 + static_cast<u64>(c - '0');
        }
        n.small = v;
        return n;
    }
    for (const char c : s)
        if (!isDigit(c)) rejectLast("expected a non-negative integer");
    std::string_view digits = s.substr(std::min(s.find_first_not_of('0'), s.size()));
    if (digits.size() < kMaxU64.size() || (digits.size() == kMaxU64.size() && digits <= kMaxU64)) {
        u64 v = 0;
        for (const char c : digits)
            v = v * 10 + static_cast<u64>(c - '0');
        n.small = v;
    } else {
        n.big = std::make_unique<Natural>(std::string(digits), 10);
    }
    return n;
}

void JudgeReader::rejectLast(const std::string& what) const {
    throw InputError(m_last.line, what + ", got " + quoted(m_last.text));
}

Token JudgeReader::token(const char* what) {
    if (!m_tokens.next(m_last))
        throw InputError(m_tokens.endLine(), std::string("expected ") + what + ", got end of input");
    return m_last;
}

Number JudgeReader::slowNumber() {
    if (!m_tokens.next(m_last))
        throw InputError(m_tokens.endLine(), "expected a number, got end of input");
    return parse(m_last);
}

std::optional<u64> JudgeReader::tryCount() {
    std::optional<Number> n = tryNumber();
    if (!n) return std::nullopt;
    return clamp(*n);
}

std::optional<std::pair<Number, Number>> JudgeReader::tryPair() {
    std::optional<Number> first = tryNumber();
    if (!first) return std::nullopt;
    return std::pair<Number, Number>{std::move(*first), number()};
}

std::pair<Number, Number> JudgeReader::pair() {
    Number first = number();
    return {std::move(first), number()};
}

std::vector<Number> JudgeReader::numbers(u64 n) {
    std::vector<Number> out;
    for (u64 i = 0; i < n; ++i)
        out.push_back(number());
    return out;
}

} // namespace grundy::cli
