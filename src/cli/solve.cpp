// SPDX-License-Identifier: MIT
#include "solve.h"

#include "bash.h"
#include "nim.h"
#include "redistribution.h"
#include "staircase.h"
#include "wythoff.h"

#include <algorithm>
#include <array>
#include <string>

namespace grundy::cli {

namespace {

// The numbers that show a position, one overload per game (a view where the position
// holds them in a vector: no copy).
std::array<Natural, 2> numbersOf(const wythoff::Position& p) {
    return {p.a, p.b};
}
const std::vector<Natural>& numbersOf(const nim::Position& p) {
    return p.piles;
}
std::array<Natural, 1> numbersOf(const bash::Position& p) {
    return {p.stones};
}
const std::vector<Natural>& numbersOf(const redistribution::Position& p) {
    return p.piles;
}
const std::vector<Natural>& numbersOf(const staircase::Position& p) {
    return p.cells;
}

/// The decimal digits of n. GMP's count may be one too many; it is made exact where that
/// decides a limit (one power of ten, only for numbers at the limit).
std::size_t digits(const Natural& n) {
    std::size_t d = mpz_sizeinbase(n.get_mpz_t(), 10);
    if (d == kMaxSolveDigits + 1) {
        Natural power;
        mpz_ui_pow_ui(power.get_mpz_t(), 10, d - 1);
        if (n < power) --d;
    }
    return d;
}

/// Throws PositionTooLarge when the position or its report is beyond the limits.
void checkLimits(const ReportHeader& h, std::span<const Natural> numbers) {
    const std::size_t n = numbers.size();
    if (n > kMaxSolveNumbers)
        throw PositionTooLarge("at most " + std::to_string(kMaxSolveNumbers) + " numbers, got " +
                               std::to_string(n));
    const auto tooLong = [](const std::string& what, std::size_t d) {
        return PositionTooLarge(what + " has " + std::to_string(d) + " digits, at most " +
                                std::to_string(kMaxSolveDigits));
    };
    std::size_t total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t d = digits(numbers[i]);
        if (d > kMaxSolveDigits) throw tooLong("number " + std::to_string(i + 1), d);
        total += d;
    }
    for (const auto& [name, value] : h.parameters)
        if (const std::size_t d = digits(value); d > kMaxSolveDigits) throw tooLong(name, d);
    // n <= 10^4 and total <= 10^9: no overflow.
    const std::size_t report = n * (total + n);
    if (report > kMaxSolveReport)
        throw PositionTooLarge(
            "the winning moves could print N x (D + N) = " + std::to_string(report) +
            " characters for N = " + std::to_string(n) +
            " numbers of D = " + std::to_string(total) + " digits in all, at most " +
            std::to_string(kMaxSolveReport) + ": give fewer numbers or fewer digits");
}

/// The same analysis for every game: each game's namespace has the same functions,
/// found here by argument-dependent lookup. One position after a move exists at a time.
template <class Position> void analyse(const ReportHeader& h, const Position& p, ReportWriter& w) {
    checkLimits(h, numbersOf(p));
    const bool over = isOver(p);
    const Outcome o = outcome(p); // validates the position, before anything is written
    w.begin(h, numbersOf(p), o, over);
    for (const auto& m : winningMoves(p)) {
        const Position next = apply(p, m);
        w.winningMove(describe(p, m), numbersOf(next));
    }
    if (over) return w.end();
    const auto m = computerMove(p);
    const Position next = apply(p, m);
    w.end(describe(p, m), numbersOf(next));
}

ReportHeader header(std::string game, std::string title, std::string label) {
    return {std::move(game), std::move(title), std::move(label), {}};
}

} // namespace

void solveWythoff(const Natural& a, const Natural& b, ReportWriter& out) {
    analyse(header("wythoff", "Wythoff's game", "piles"), wythoff::Position{a, b}, out);
}

void solveNim(std::vector<Natural> piles, ReportWriter& out) {
    analyse(header("nim", "Nim", "piles"), nim::Position{std::move(piles)}, out);
}

void solveBash(const Natural& n, const Natural& k, ReportWriter& out) {
    ReportHeader h = header("bash", "Bash game", "pile");
    h.parameters.emplace_back("k", k);
    const bash::Position p{n, k};
    bash::validate(p);
    analyse(h, p, out);
}

void solveRedistribution(std::vector<Natural> piles, ReportWriter& out) {
    analyse(header("redistribution", "Redistribution game", "piles"),
            redistribution::Position{std::move(piles)}, out);
}

void solveStaircase(std::vector<Natural> cells, std::optional<Natural> length, ReportWriter& out) {
    if (!length)
        length = cells.empty() ? Natural(0) : *std::max_element(cells.begin(), cells.end());
    ReportHeader h = header("staircase", "Georgia and Bob", "chips on cells");
    h.parameters.emplace_back("length", *length);
    analyse(h, staircase::fromCells(std::move(cells), *length), out);
}

} // namespace grundy::cli
