// SPDX-License-Identifier: MIT
#include "gamehooks.h"

namespace testhooks {

const GameHooks& hooksOf(grundy::GameKind kind) {
    // In the order of the list, as GameKind is.
#define GRUNDY_TEST_HOOKS_ENTRY(Kind, id) &id::hooks,
    static const GameHooks& (*const table[])() = {GRUNDY_GAMES(GRUNDY_TEST_HOOKS_ENTRY)};
#undef GRUNDY_TEST_HOOKS_ENTRY
    static_assert(std::size(table) == grundy::kGameCount);
    return table[static_cast<std::size_t>(kind)]();
}

grundy::AnyPosition exampleOf(const grundy::GameInfo& info) {
    std::vector<std::string> words;
    std::string text(info.example);
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find(' ', at), text.size());
        if (end > at) words.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    if (info.fromWords) return info.fromWords(words);
    std::vector<grundy::Natural> numbers;
    grundy::GameOptions options;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (words[i].starts_with('-') && i + 1 < words.size()) {
            const std::string id = words[i].substr(words[i].starts_with("--") ? 2 : 1);
            std::string value = words[++i];
            std::erase(value, '\'');
            options.set(id, value);
        } else {
            numbers.push_back(grundy::parseNatural(words[i]).value());
        }
    }
    return grundy::positionFrom(info, std::move(numbers), options);
}

grundy::Natural xorOf(const std::vector<grundy::Natural>& values) {
    grundy::Natural x = 0;
    for (const grundy::Natural& v : values)
        x ^= v;
    return x;
}

bool fewStates(const std::vector<grundy::Natural>& piles, const grundy::Natural& most) {
    grundy::Natural states = 1, stones = 0;
    for (const grundy::Natural& x : piles) {
        states *= x + 1;
        stones += x;
    }
    return states * (stones + 1) <= most;
}

std::vector<grundy::Natural> zeroXorPairs(std::vector<grundy::Natural> numbers) {
    if (numbers.size() % 2 == 1) numbers.push_back(0);
    if (numbers.empty()) return {};
    numbers.back() = 0;
    std::vector<grundy::Natural> gaps;
    for (std::size_t i = 1; i < numbers.size(); i += 2)
        gaps.push_back(numbers[i]);
    numbers.back() = xorOf(gaps);
    return numbers;
}

std::vector<grundy::Natural> drawPiles(std::size_t count, const grundy::Natural& size,
                                       grundy::Random& random) {
    std::vector<grundy::Natural> numbers;
    for (std::size_t i = 0; i < count; ++i)
        numbers.push_back(random.below(size) + 1);
    return numbers;
}

} // namespace testhooks
