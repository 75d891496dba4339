// SPDX-License-Identifier: MIT
#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"

#include <algorithm>

namespace grundy::explain {

using namespace words;

List numberList(const std::vector<Natural>& values) {
    List out;
    for (const Natural& v : values)
        out.items.emplace_back(v);
    return out;
}

List joined(std::vector<Message> items) {
    List out{{}, true};
    for (Message& m : items)
        out.items.emplace_back(std::move(m));
    return out;
}

Natural xorOf(const std::vector<Natural>& values) {
    Natural x = 0;
    for (const Natural& v : values)
        mpz_xor(x.get_mpz_t(), x.get_mpz_t(), v.get_mpz_t());
    return x;
}

Natural xorOf(const Natural& a, const Natural& b) {
    Natural x;
    mpz_xor(x.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
    return x;
}

std::size_t topBit(const Natural& n) {
    return mpz_sizeinbase(n.get_mpz_t(), 2) - 1;
}

Message columnName(std::size_t bit) {
    if (bit < 11) return {ColumnSmall, {std::size_t(1) << bit}};
    return {ColumnPower, {bit}};
}

Arg withBinary(const Natural& n) {
    const bool useful = n > 1 && binary(n).size() <= kInlineBinaryLimit; // "1 = 1" says nothing
    if (!useful) return n;
    return Message{WithBinary, {n, Binary{n}}};
}

BinaryTable binaryTable(std::vector<Message> labels, const std::vector<Natural>& values) {
    BinaryTable t;
    const Natural x = xorOf(values);
    for (const Natural& v : values)
        t.width = std::max(t.width, binary(v).size());
    auto padded = [&](const Natural& v) {
        const std::string b = binary(v);
        return std::string(t.width - b.size(), '0') + b;
    };
    for (std::size_t i = 0; i < values.size(); ++i)
        t.rows.push_back({std::move(labels[i]), toString(values[i]), padded(values[i])});
    t.xorRow = {{XorLabel, {}}, toString(x), padded(x)};
    for (char c : t.xorRow.bits)
        t.oddColumns.push_back(c == '1');
    if (x != 0) {
        const std::size_t top = topBit(x);
        for (std::size_t i = 0; i < values.size(); ++i)
            if (mpz_tstbit(values[i].get_mpz_t(), top)) t.winningRows.push_back(i);
    }
    return t;
}

Arg oddColumns(const Natural& x) {
    std::vector<Message> names;
    for (std::size_t bit = topBit(x) + 1; bit-- > 0;)
        if (mpz_tstbit(x.get_mpz_t(), bit)) names.push_back(columnName(bit));
    constexpr std::size_t kMaxNamed = 6; // a list of 60 columns is no explanation
    if (names.size() > kMaxNamed) return Message{ManyColumns, {names.size(), names.front()}};
    return joined(std::move(names));
}

Message titleFor(Phrase game, Arg position, const Explanation& e) {
    return titleFor(Message{game, {}}, std::move(position), e);
}

Message titleFor(Message game, Arg position, const Explanation& e) {
    const Phrase who = e.over ? TitleOver : e.outcome == Outcome::N ? TitleWins : TitleLoses;
    return {who, {std::move(game), std::move(position)}};
}

} // namespace grundy::explain
