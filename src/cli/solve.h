// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli solve GAME ...`: writes the report of a position of any game of the
/// catalogue from the core solvers,
/// move by move, to a ReportWriter. Invalid positions throw the core's InvalidPosition,
/// which says what is wrong; positions beyond the limits below throw PositionTooLarge,
/// before any work. Nothing is written before either check has passed.

#include "core/games/catalogue.h"
#include "core/base/natural.h"
#include "report.h"

#include <chrono>
#include <cstddef>
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

/// How long the remoteness search may take by default (--time-limit): the answer comes
/// within it, exact or "at least".
inline constexpr std::chrono::milliseconds kDefaultTimeLimit{500};
/// The longest --time-limit (a day): a longer one is a mistake, not a wish.
inline constexpr double kMaxTimeLimitSeconds = 86400;

/// A position beyond the limits above; what() says which limit and what to reduce.
class PositionTooLarge : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// Writes the report of `game` at the position of these numbers and options (options as
/// the command line gives them; missing ones take the game's defaults). Throws
/// PositionTooLarge, or the core's OptionError / InvalidPosition, before writing anything.
/// The remoteness search stops `timeLimit` after the position is made.
void solve(const GameInfo& game, std::vector<Natural> numbers, const GameOptions& options,
           ReportWriter& out, std::chrono::nanoseconds timeLimit = kDefaultTimeLimit);
/// The same for a game whose position is written as words (a sum of games: "nim:3,5"),
/// its report listing each component with its value.
void solveWords(const GameInfo& game, const std::vector<std::string>& words, ReportWriter& out,
                std::chrono::nanoseconds timeLimit);

} // namespace grundy::cli
