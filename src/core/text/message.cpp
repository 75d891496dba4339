// SPDX-License-Identifier: MIT
#include "core/text/message.h"

#include "core/text/words.h"

#include <optional>
#include <stdexcept>

namespace grundy {

namespace {

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
            if (i > 0)
                out += l.conjunction && i + 1 == l.items.size() ? separator(m_last, true)
                                                                : separator(m_comma, false);
            arg(l.items[i], out);
        }
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
