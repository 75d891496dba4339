// SPDX-License-Identifier: MIT
#include "core/text/message.h"

#include "core/text/words.h"

#include <optional>
#include <stdexcept>

namespace grundy {

namespace {

/// Whether the UTF-8 sequence `c` (three bytes) is a CJK ideograph, CJK punctuation
/// (U+3000 to U+9FFF) or a full-width form (U+FF00 to U+FFEF).
bool isCjk(std::string_view c) {
    if (c.size() != 3) return false;
    const auto lead = static_cast<unsigned char>(c[0]), second = static_cast<unsigned char>(c[1]);
    const auto third = static_cast<unsigned char>(c[2]);
    if ((second & 0xC0) != 0x80 || (third & 0xC0) != 0x80) return false; // not one character
    return (lead >= 0xE3 && lead <= 0xE9) || (lead == 0xEF && second >= 0xBC && second <= 0xBF);
}

bool startsWithCjk(std::string_view text) {
    return isCjk(text.substr(0, 3));
}

bool endsInCjk(std::string_view text) {
    return text.size() >= 3 && isCjk(text.substr(text.size() - 3));
}

/// Renders messages, asking `format` once per phrase (a list of 10^5 numbers asks once for
/// its separator, not 10^5 times).
class Renderer {
public:
    explicit Renderer(const MessageFormat& format) : m_format(format) {}

    void message(const Message& m, std::string& out) {
        const std::string pattern = m_format(m.phrase);
        for (std::size_t i = 0; i < pattern.size(); ++i) {
            const char c = pattern[i];
            if (c != '%' || i + 1 == pattern.size() || pattern[i + 1] < '1' ||
                pattern[i + 1] > '9') {
                out += c;
                continue;
            }
            const std::size_t n = std::size_t(pattern[++i] - '1');
            if (n >= m.args.size())
                throw std::logic_error("message \"" + std::string(m.phrase.source) +
                                       "\" has no value for %" + std::to_string(n + 1));
            arg(m.args[n], out);
        }
    }

    void arg(const Arg& a, std::string& out) {
        if (const auto* n = std::get_if<Natural>(&a.value))
            out += toString(*n);
        else if (const auto* b = std::get_if<Binary>(&a.value))
            out += b->value.get_str(2);
        else if (const auto* m = std::get_if<Message>(&a.value))
            message(*m, out);
        else if (const auto* v = std::get_if<Verbatim>(&a.value))
            out += v->text;
        else
            list(std::get<List>(a.value), out);
    }

private:
    void list(const List& l, std::string& out) {
        for (std::size_t i = 0; i < l.items.size(); ++i) {
            std::string item;
            arg(l.items[i], item);
            if (i > 0)
                join(out,
                     l.conjunction && i + 1 == l.items.size() ? separator(m_last, true)
                                                              : separator(m_comma, false),
                     item);
            out += item;
        }
    }

    /// A separator's spaces stand between words ("3 and 5", "3 和 5"); next to a Chinese
    /// character they are dropped, as Chinese sets none there ("16 这一列和 8 这一列").
    static void join(std::string& out, std::string_view separator, std::string_view next) {
        if (!separator.empty() && separator.front() == ' ' && endsInCjk(out))
            separator.remove_prefix(1);
        if (!separator.empty() && separator.back() == ' ' && startsWithCjk(next))
            separator.remove_suffix(1);
        out += separator;
    }

    const std::string& separator(std::optional<std::string>& cache, bool last) {
        if (!cache) cache = m_format(last ? words::ListLastSeparator : words::ListSeparator);
        return *cache;
    }

    const MessageFormat& m_format;
    std::optional<std::string> m_comma, m_last;
};

} // namespace

std::string render(const Message& m, const MessageFormat& format) {
    std::string out;
    Renderer(format).message(m, out);
    return out;
}

std::string render(const Arg& a, const MessageFormat& format) {
    std::string out;
    Renderer(format).arg(a, out);
    return out;
}

Message stones(const Natural& n) {
    return {n == 1 ? words::StoneOne : words::StonesMany, {n}};
}

Message ordinal(const Natural& n) {
    const unsigned long last2 = mpz_fdiv_ui(n.get_mpz_t(), 100);
    const unsigned long last = last2 % 10;
    Phrase phrase = words::OrdinalTh;
    if (last2 < 11 || last2 > 13) {
        if (last == 1) phrase = words::OrdinalSt;
        if (last == 2) phrase = words::OrdinalNd;
        if (last == 3) phrase = words::OrdinalRd;
    }
    return {phrase, {n}};
}

} // namespace grundy
