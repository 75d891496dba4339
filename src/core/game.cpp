// SPDX-License-Identifier: MIT
#include "game.h"

#include <numeric>

namespace grundy {

namespace {

constexpr std::array<std::string_view, 5> kIds = {"bash", "nim", "wythoff", "redistribution",
                                                  "staircase"};

void expectCount(const std::vector<Natural>& numbers, std::size_t count, const char* what) {
    if (numbers.size() != count)
        throw InvalidPosition(std::string(what) + " needs exactly " + std::to_string(count) +
                              (count == 1 ? " number" : " numbers") + ", got " +
                              std::to_string(numbers.size()));
}

void expectSomePiles(const std::vector<Natural>& numbers) {
    if (numbers.empty()) throw InvalidPosition("a position needs at least one pile");
}

/// The one index at which two equally long lists differ, if exactly one does.
template <class T>
std::optional<std::size_t> onlyDifference(const std::vector<T>& a, const std::vector<T>& b) {
    if (a.size() != b.size()) return std::nullopt;
    std::optional<std::size_t> found;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] == b[i]) continue;
        if (found) return std::nullopt;
        found = i;
    }
    return found;
}

template <class Move, class Position>
std::optional<AnyMove> ifLegal(const Position& p, const Move& m) {
    if (!isLegal(p, m)) return std::nullopt;
    return AnyMove(m);
}

std::optional<AnyMove> between(const bash::Position& from, const bash::Position& to) {
    if (from.maxTake != to.maxTake || to.stones >= from.stones) return std::nullopt;
    return ifLegal(from, bash::Move{from.stones - to.stones});
}

std::optional<AnyMove> between(const nim::Position& from, const nim::Position& to) {
    const auto i = onlyDifference(from.piles, to.piles);
    if (!i || to.piles[*i] > from.piles[*i]) return std::nullopt;
    return ifLegal(from, nim::Move{*i, from.piles[*i] - to.piles[*i]});
}

std::optional<AnyMove> between(const wythoff::Position& from, const wythoff::Position& to) {
    return ifLegal(from, wythoff::Move{from.a - to.a, from.b - to.b});
}

std::optional<AnyMove> between(const redistribution::Position& from,
                               const redistribution::Position& to) {
    if (from.piles.size() != to.piles.size()) return std::nullopt;
    redistribution::Move m;
    bool sourceFound = false;
    for (std::size_t i = 0; i < from.piles.size(); ++i) {
        if (to.piles[i] < from.piles[i]) {
            if (sourceFound) return std::nullopt; // stones leave exactly one pile
            sourceFound = true;
            m.pile = i;
        } else if (to.piles[i] > from.piles[i]) {
            m.gifts.emplace_back(i, to.piles[i] - from.piles[i]);
        }
    }
    if (!sourceFound) return std::nullopt;
    const Natural before = std::accumulate(from.piles.begin(), from.piles.end(), Natural(0));
    const Natural after = std::accumulate(to.piles.begin(), to.piles.end(), Natural(0));
    m.removed = before - after;
    return ifLegal(from, m);
}

std::optional<AnyMove> between(const staircase::Position& from, const staircase::Position& to) {
    if (from.length != to.length) return std::nullopt;
    const auto i = onlyDifference(from.cells, to.cells);
    if (!i) return std::nullopt;
    return ifLegal(from, staircase::Move{*i, to.cells[*i]});
}

/// Calls f(position, move) when both belong to the same game; throws IllegalMove if not.
template <class F> auto withMove(const AnyPosition& p, const AnyMove& m, F&& f) {
    if (p.index() != m.index()) throw IllegalMove("the move belongs to another game");
    return std::visit(
        [&](const auto& pos) {
            using Move = decltype(computerMove(pos));
            return f(pos, std::get<Move>(m));
        },
        p);
}

} // namespace

std::string_view gameId(GameKind kind) {
    return kIds.at(static_cast<std::size_t>(kind));
}

std::optional<GameKind> gameFromId(std::string_view id) {
    for (GameKind kind : kAllGames)
        if (gameId(kind) == id) return kind;
    return std::nullopt;
}

GameKind kindOf(const AnyPosition& p) {
    return static_cast<GameKind>(p.index());
}

AnyPosition makePosition(GameKind kind, std::vector<Natural> numbers, const GameOptions& options) {
    for (const Natural& n : numbers)
        if (n < 0) throw InvalidPosition("numbers in a position cannot be negative");
    switch (kind) {
    case GameKind::Bash: {
        expectCount(numbers, 1, "the Bash game");
        bash::Position p{numbers[0], options.k};
        bash::validate(p);
        return p;
    }
    case GameKind::Nim:
        expectSomePiles(numbers);
        return nim::Position{std::move(numbers)};
    case GameKind::Wythoff:
        expectCount(numbers, 2, "Wythoff's game");
        return wythoff::Position{numbers[0], numbers[1]};
    case GameKind::Redistribution:
        expectSomePiles(numbers);
        return redistribution::Position{std::move(numbers)};
    case GameKind::Staircase:
        if (options.cells < 1) throw InvalidPosition("the strip needs at least one cell");
        return staircase::fromCells(std::move(numbers), options.cells);
    }
    throw InvalidPosition("unknown game");
}

std::vector<Natural> numbersOf(const AnyPosition& p) {
    struct Numbers {
        std::vector<Natural> operator()(const bash::Position& x) const { return {x.stones}; }
        std::vector<Natural> operator()(const nim::Position& x) const { return x.piles; }
        std::vector<Natural> operator()(const wythoff::Position& x) const { return {x.a, x.b}; }
        std::vector<Natural> operator()(const redistribution::Position& x) const { return x.piles; }
        std::vector<Natural> operator()(const staircase::Position& x) const { return x.cells; }
    };
    return std::visit(Numbers{}, p);
}

GameOptions optionsOf(const AnyPosition& p) {
    GameOptions options;
    if (const auto* b = std::get_if<bash::Position>(&p)) options.k = b->maxTake;
    if (const auto* s = std::get_if<staircase::Position>(&p)) options.cells = s->length;
    return options;
}

bool isOver(const AnyPosition& p) {
    return std::visit([](const auto& x) { return isOver(x); }, p);
}

Outcome outcome(const AnyPosition& p) {
    return std::visit([](const auto& x) { return outcome(x); }, p);
}

bool isLegal(const AnyPosition& p, const AnyMove& m) {
    if (p.index() != m.index()) return false;
    return withMove(p, m, [](const auto& x, const auto& move) { return isLegal(x, move); });
}

AnyPosition apply(const AnyPosition& p, const AnyMove& m) {
    return withMove(p, m,
                    [](const auto& x, const auto& move) { return AnyPosition(apply(x, move)); });
}

std::vector<AnyMove> winningMoves(const AnyPosition& p) {
    return std::visit(
        [](const auto& x) {
            const auto moves = winningMoves(x);
            return std::vector<AnyMove>(moves.begin(), moves.end());
        },
        p);
}

AnyMove computerMove(const AnyPosition& p) {
    return std::visit([](const auto& x) { return AnyMove(computerMove(x)); }, p);
}

std::string describe(const AnyPosition& p, const AnyMove& m) {
    return withMove(p, m, [](const auto& x, const auto& move) { return describe(x, move); });
}

std::optional<AnyMove> moveBetween(const AnyPosition& from, const AnyPosition& to) {
    if (from.index() != to.index()) return std::nullopt;
    return std::visit(
        [&](const auto& f) -> std::optional<AnyMove> {
            using Position = std::decay_t<decltype(f)>;
            return between(f, std::get<Position>(to));
        },
        from);
}

} // namespace grundy
