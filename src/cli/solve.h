// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli solve GAME ...`: writes the report of a position from the core solvers,
/// move by move, to a ReportWriter. Invalid positions throw the core's InvalidPosition,
/// which says what is wrong; positions beyond the limits below throw PositionTooLarge,
/// before any work. Nothing is written before either check has passed.

#include "natural.h"
#include "report.h"

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <vector>

namespace grundy::cli {

/// The most numbers a position may have (piles, chips).
inline constexpr std::size_t kMaxSolveNumbers = 10000;
/// The most decimal digits of any one number (a pile, a cell, K, the strip length).
inline constexpr std::size_t kMaxSolveDigits = 100000;
/// The most characters the winning moves may need: each winning move prints a whole
/// position, and there can be one per number, so a position of N numbers with D digits
/// in all costs N x (D + N) (its digits and the spaces between them, N times).
inline constexpr std::size_t kMaxSolveReport = 200000000;

/// A position beyond the limits above; what() says which limit and what to reduce.
class PositionTooLarge : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// Wythoff's game with piles a and b.
void solveWythoff(const Natural& a, const Natural& b, ReportWriter& out);
/// Nim with these piles.
void solveNim(std::vector<Natural> piles, ReportWriter& out);
/// The Bash game: n stones, take 1..k (k >= 1).
void solveBash(const Natural& n, const Natural& k, ReportWriter& out);
/// The redistribution game (POJ 1740) with these piles.
void solveRedistribution(std::vector<Natural> piles, ReportWriter& out);
/// Georgia and Bob: chips on these cells of a strip 1..length (default: the largest cell).
void solveStaircase(std::vector<Natural> cells, std::optional<Natural> length, ReportWriter& out);

} // namespace grundy::cli
