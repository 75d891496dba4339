// SPDX-License-Identifier: MIT
#include "core/games/game.h"

#include "core/games/catalogue.h"
#include "core/games/gamewords.h"

namespace grundy {

namespace {

/// Calls f(position, move) when both belong to the same game; throws IllegalMove if not.
template <class F> auto withMove(const AnyPosition& p, const AnyMove& m, F&& f) {
    if (p.index() != m.index()) throw IllegalMove({words::ErrorOtherGame, {}});
    return std::visit(
        [&](const auto& pos) {
            using Move = decltype(computerMove(pos));
            return f(pos, std::get<Move>(m));
        },
        p);
}

} // namespace

GameOptions::GameOptions(std::initializer_list<std::pair<std::string, std::string>> entries) {
    for (const auto& [id, value] : entries)
        set(id, value);
}

void GameOptions::set(std::string_view id, std::string value) {
    for (auto& entry : m_entries)
        if (entry.first == id) {
            entry.second = std::move(value);
            return;
        }
    m_entries.emplace_back(std::string(id), std::move(value));
}

void GameOptions::set(std::string_view id, const Natural& value) {
    set(id, toString(value));
}

const std::string* GameOptions::find(std::string_view id) const {
    for (const auto& entry : m_entries)
        if (entry.first == id) return &entry.second;
    return nullptr;
}

std::optional<Natural> GameOptions::natural(std::string_view id) const {
    const std::string* text = find(id);
    return text ? parseNatural(*text) : std::nullopt;
}

std::string_view gameId(GameKind kind) {
    return gameInfo(kind).id;
}

std::optional<GameKind> gameFromId(std::string_view id) {
    const GameInfo* game = findGame(id);
    return game ? std::optional(game->kind) : std::nullopt;
}

GameKind kindOf(const AnyPosition& p) {
    return static_cast<GameKind>(p.index());
}

AnyPosition makePosition(GameKind kind, std::vector<Natural> numbers, const GameOptions& options) {
    const GameInfo& game = gameInfo(kind);
    GameOptions own;
    for (const auto& [id, value] : options.entries())
        if (game.option(id)) own.set(id, value);
    return positionFrom(game, std::move(numbers), own);
}

std::vector<Natural> numbersOf(const AnyPosition& p) {
    return gameOf(p).numbers(p);
}

GameOptions optionsOf(const AnyPosition& p) {
    return gameOf(p).optionsOf(p);
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

template <typename Moves> std::vector<AnyMove> anyMoves(const Moves& moves) {
    return {moves.begin(), moves.end()};
}

std::vector<AnyMove> winningMoves(const AnyPosition& p) {
    return std::visit([](const auto& x) { return anyMoves(winningMoves(x)); }, p);
}

std::vector<AnyMove> legalMoves(const AnyPosition& p) {
    return std::visit([](const auto& x) { return anyMoves(legalMoves(x)); }, p);
}

AnyMove computerMove(const AnyPosition& p) {
    return std::visit([](const auto& x) { return AnyMove(computerMove(x)); }, p);
}

Message describeMove(const AnyPosition& p, const AnyMove& m) {
    return withMove(p, m, [](const auto& x, const auto& move) { return describeMove(x, move); });
}

std::string describe(const AnyPosition& p, const AnyMove& m) {
    return withMove(p, m, [](const auto& x, const auto& move) { return describe(x, move); });
}

std::optional<AnyMove> moveBetween(const AnyPosition& from, const AnyPosition& to) {
    if (from.index() != to.index()) return std::nullopt;
    return gameOf(from).moveBetween(from, to);
}

bool tablesReady(const AnyPosition& p) {
    const GameInfo& game = gameOf(p);
    return !game.tablesReady || game.tablesReady(p);
}

bool buildTables(const AnyPosition& p, const TableProgress& progress) {
    const GameInfo& game = gameOf(p);
    if (game.buildTables) return game.buildTables(p, progress);
    if (progress) progress(1, 1);
    return true;
}

} // namespace grundy
