// SPDX-License-Identifier: MIT
#include "solve.h"

#include "bash.h"
#include "nim.h"
#include "redistribution.h"
#include "staircase.h"
#include "wythoff.h"

#include <algorithm>

namespace grundy::cli {

namespace {

// The numbers that show a position, one overload per game.
std::vector<Natural> numbersOf(const wythoff::Position& p) {
    return {p.a, p.b};
}
std::vector<Natural> numbersOf(const nim::Position& p) {
    return p.piles;
}
std::vector<Natural> numbersOf(const bash::Position& p) {
    return {p.stones};
}
std::vector<Natural> numbersOf(const redistribution::Position& p) {
    return p.piles;
}
std::vector<Natural> numbersOf(const staircase::Position& p) {
    return p.cells;
}

/// The same analysis for every game: each game's namespace has the same functions,
/// found here by argument-dependent lookup.
template <class Position> Report analyse(Report r, const Position& p) {
    r.position = numbersOf(p);
    r.over = isOver(p);
    r.outcome = outcome(p);
    const auto report = [&p](const auto& move) {
        return MoveReport{describe(p, move), numbersOf(apply(p, move))};
    };
    for (const auto& m : winningMoves(p))
        r.winningMoves.push_back(report(m));
    if (!r.over) r.computerMove = report(computerMove(p));
    return r;
}

Report header(std::string game, std::string title, std::string label) {
    Report r;
    r.game = std::move(game);
    r.title = std::move(title);
    r.positionLabel = std::move(label);
    return r;
}

} // namespace

Report solveWythoff(const Natural& a, const Natural& b) {
    return analyse(header("wythoff", "Wythoff's game", "piles"), wythoff::Position{a, b});
}

Report solveNim(std::vector<Natural> piles) {
    return analyse(header("nim", "Nim", "piles"), nim::Position{std::move(piles)});
}

Report solveBash(const Natural& n, const Natural& k) {
    const bash::Position p{n, k};
    bash::validate(p);
    Report r = header("bash", "Bash game", "pile");
    r.parameters.emplace_back("k", k);
    return analyse(std::move(r), p);
}

Report solveRedistribution(std::vector<Natural> piles) {
    return analyse(header("redistribution", "Redistribution game", "piles"),
                   redistribution::Position{std::move(piles)});
}

Report solveStaircase(std::vector<Natural> cells, std::optional<Natural> length) {
    if (!length)
        length = cells.empty() ? Natural(0) : *std::max_element(cells.begin(), cells.end());
    const staircase::Position p = staircase::fromCells(std::move(cells), *length);
    Report r = header("staircase", "Georgia and Bob", "chips on cells");
    r.parameters.emplace_back("length", *length);
    return analyse(std::move(r), p);
}

} // namespace grundy::cli
