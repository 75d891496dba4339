// SPDX-License-Identifier: MIT
#pragma once

/// What every judge problem reads: numbers of any size (a 64-bit fast path, GMP
/// beyond), counts, pairs and lists; and the one-line error for bad input, which names
/// the line and the offending token (docs/games.md section 7).

#include "core/base/natural.h"
#include "judgeinparallel.h"
#include "tokenizer.h"

#include <compare>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace grundy::cli {

/// A non-negative integer read from the input, with the line it was on.
struct Number {
    u64 small = 0; ///< The value, when it fits in 64 bits.
    /// The value, when it does not fit; a pointer keeps the 64-bit hot path light.
    std::unique_ptr<Natural> big;
    std::uint64_t line = 0;

    /// Whether the value is below `limit` (so 64-bit fast paths may take it).
    bool below(u64 limit) const { return !big && small < limit; }
    bool isZero() const { return !big && small == 0; }
    Natural natural() const { return big ? *big : fromU64(small); }
};

/// Orders numbers by value.
std::strong_ordering compare(const Number& x, const Number& y);

/// Bad input: stops the run. what() is the message without the "line N: " prefix.
class InputError : public std::runtime_error {
public:
    InputError(std::uint64_t line, const std::string& message)
        : std::runtime_error(message), m_line(line) {}
    std::uint64_t line() const { return m_line; }

private:
    std::uint64_t m_line;
};

/// `token` in double quotes for a message; long tokens are cut and control bytes escaped.
std::string quoted(std::string_view token);

/// Reads the numbers of a judge input; every method throws InputError on bad input.
class JudgeReader {
public:
    explicit JudgeReader(Tokenizer& tokens) : m_tokens(tokens) {}

    /// The next number, or nullopt at the end of input (where a new case may end it).
    std::optional<Number> tryNumber() {
        Number n;
        if (m_tokens.nextSmallNumber(n.small, m_last)) {
            n.line = m_last.line;
            return n;
        }
        if (!m_tokens.next(m_last)) return std::nullopt;
        return parse(m_last);
    }
    /// The next number; the end of input is an error.
    Number number() {
        Number n;
        if (m_tokens.nextSmallNumber(n.small, m_last)) {
            n.line = m_last.line;
            return n;
        }
        return slowNumber();
    }
    /// Two numbers when both are plain 64-bit ones within the buffer, read in one go (the
    /// two-pile problems' hot path); false, with nothing read, otherwise: then call pair()
    /// or tryPair(), which also find the end of input and bad tokens.
    bool smallPair(u64& a, u64& b) { return m_tokens.nextSmallPair(a, b, m_last); }
    /// Answers at most `cases` two-pile cases on two cores when the input allows
    /// (judgeinparallel.h); how many it answered, the rest left to read here.
    u64 answerPairsInParallel(u64 cases, PairAnswer answer, Output& out, std::string_view win,
                              std::string_view lose) {
        return cli::answerPairsInParallel(m_tokens, cases, answer, out, win, lose);
    }
    /// A count (T, N, m): a number, clamped to 2^64 - 1 (input that long ends first).
    u64 count() { return clamp(number()); }
    /// A count, or nullopt at the end of input.
    std::optional<u64> tryCount();
    /// Two numbers (one case of the two-pile problems), or nullopt at the end of input
    /// before the first; the end of input after the first is an error.
    std::optional<std::pair<Number, Number>> tryPair();
    /// Two numbers; the end of input is an error.
    std::pair<Number, Number> pair();
    /// `n` numbers (never reserves by n: a huge count only runs into the end of input).
    std::vector<Number> numbers(u64 n);

    /// The next token as it is (a board such as "..X."), or nullopt at the end of input; its
    /// text is valid until the next read.
    std::optional<Token> tryToken() {
        if (!m_tokens.next(m_last)) return std::nullopt;
        return m_last;
    }
    /// The next token; the end of input is an error (`what` says what was expected).
    Token token(const char* what);

    /// Rejects the token read last (still valid until the next read): `what` says why.
    [[noreturn]] void rejectLast(const std::string& what) const;

private:
    static u64 clamp(const Number& n) { return n.big ? ~u64{0} : n.small; }
    Number parse(const Token& token) const;
    Number slowNumber();

    Tokenizer& m_tokens;
    Token m_last;
};

} // namespace grundy::cli
