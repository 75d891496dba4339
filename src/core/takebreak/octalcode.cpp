// SPDX-License-Identifier: MIT
#include "core/takebreak/octalcode.h"

#include "core/takebreak/takebreakwords.h"
#include "core/text/message.h"

#include <algorithm>
#include <stdexcept>

namespace grundy::takebreak {

namespace {

using namespace words;

/// The code as given, for a message (cut when long: a code is not a message).
Verbatim shown(std::string_view text) {
    constexpr std::size_t kMost = 40;
    return Verbatim{text.size() <= kMost ? std::string(text)
                                         : std::string(text.substr(0, kMost)) + "\u2026"};
}

bool isOctal(char c) {
    return c >= '0' && c <= '7';
}

} // namespace

OctalCode OctalCode::parse(std::string_view text) {
    if (text.empty()) throw InvalidPosition({ErrorCodeEmpty, {}});
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (!isOctal(c) && c != '.' && c != '!')
            throw InvalidPosition({ErrorCodeCharacter,
                                   {i + 1, shown(text), Verbatim{std::string(1, c)}}});
    }
    const std::size_t point = text.find('.');
    if (point == std::string_view::npos) throw InvalidPosition({ErrorCodeNoPoint, {shown(text)}});
    if (text.find('.', point + 1) != std::string_view::npos)
        throw InvalidPosition({ErrorCodeTwoPoints, {shown(text)}});

    OctalCode code;
    std::string_view before = text.substr(0, point);
    const std::string_view after = text.substr(point + 1);
    if (!before.empty() && before.back() == '!') {
        if (before != "4!") throw InvalidPosition({ErrorCodeBang, {shown(text)}});
        code.m_unequal = true;
        before.remove_suffix(1);
    }
    if (before.find('!') != std::string_view::npos || after.find('!') != std::string_view::npos)
        throw InvalidPosition({ErrorCodeBang, {shown(text)}});
    // Leading zeros before the point change nothing ("00.77"); the digit that counts is last.
    const unsigned d0 = before.empty() ? 0u : unsigned(before.back() - '0');
    if (std::any_of(before.begin(), before.end() - (before.empty() ? 0 : 1),
                    [](char c) { return c != '0'; }) ||
        (d0 != 0 && d0 != LeaveTwo))
        throw InvalidPosition({ErrorCodeLeadingDigit, {shown(text), Verbatim{std::string(before)}}});

    code.m_digits.assign(1, std::uint8_t(d0));
    for (char c : after)
        code.m_digits.push_back(std::uint8_t(c - '0'));
    while (code.m_digits.size() > 1 && code.m_digits.back() == 0)
        code.m_digits.pop_back();
    if (code.m_digits.size() - 1 > kMaxPlaces)
        throw InvalidPosition(
            {ErrorCodeTooLong, {shown(text), code.m_digits.size() - 1, kMaxPlaces}});
    if (code.m_digits.size() == 1 && d0 == 0) throw InvalidPosition({ErrorCodeNoMove, {shown(text)}});
    return code;
}

OctalCode OctalCode::takingExactly(std::size_t take) {
    return takingAnyOf({take});
}

OctalCode OctalCode::takingAnyOf(const std::vector<std::size_t>& takes) {
    OctalCode code;
    for (std::size_t take : takes) {
        if (take == 0 || take > kMaxPlaces)
            throw std::invalid_argument("takingAnyOf: a take must be 1 to kMaxPlaces");
        if (code.m_digits.size() <= take) code.m_digits.resize(take + 1, 0);
        code.m_digits[take] = LeaveNothing | LeaveOne | LeaveTwo;
    }
    if (code.m_digits.size() == 1) throw std::invalid_argument("takingAnyOf: no take");
    return code;
}

OctalCode OctalCode::grundysGame() {
    OctalCode code;
    code.m_digits = {LeaveTwo};
    code.m_unequal = true;
    return code;
}

std::string OctalCode::text() const {
    std::string out(1, char('0' + m_digits[0]));
    if (m_unequal) out += '!';
    out += '.';
    for (std::size_t k = 1; k < m_digits.size(); ++k)
        out += char('0' + m_digits[k]);
    if (m_digits.size() == 1) out += '0'; // "4.0", as CGSuite writes a code without takes
    return out;
}

std::size_t OctalCode::splittingDigits() const {
    return std::size_t(
        std::count_if(m_digits.begin(), m_digits.end(), [](std::uint8_t d) { return d & LeaveTwo; }));
}

std::size_t OctalCode::smallestLiveHeap() const {
    std::size_t least = ~std::size_t{0};
    for (std::size_t k = 0; k < m_digits.size(); ++k) {
        const unsigned d = m_digits[k];
        if ((d & LeaveNothing) && k >= 1) least = std::min(least, k);
        if (d & LeaveOne) least = std::min(least, k + 1);
        if (d & LeaveTwo) least = std::min(least, k + ((k == 0 && m_unequal) ? 3 : 2));
    }
    return least;
}

OctalCode codeOrName(std::string_view text) {
    for (const NamedCode& named : kNamedCodes)
        if (text == named.id) return OctalCode::parse(named.code);
    return OctalCode::parse(text);
}

} // namespace grundy::takebreak
