// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli solve GAME ...`: builds the Report of a position from the core solvers.
/// Invalid positions throw the core's InvalidPosition, which says what is wrong.

#include "natural.h"
#include "report.h"

#include <optional>
#include <vector>

namespace grundy::cli {

/// Wythoff's game with piles a and b.
Report solveWythoff(const Natural& a, const Natural& b);
/// Nim with these piles.
Report solveNim(std::vector<Natural> piles);
/// The Bash game: n stones, take 1..k (k >= 1).
Report solveBash(const Natural& n, const Natural& k);
/// The redistribution game (POJ 1740) with these piles.
Report solveRedistribution(std::vector<Natural> piles);
/// Georgia and Bob: chips on these cells of a strip 1..length (default: the largest cell).
Report solveStaircase(std::vector<Natural> cells, std::optional<Natural> length);

} // namespace grundy::cli
