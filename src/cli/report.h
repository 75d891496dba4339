// SPDX-License-Identifier: MIT
#pragma once

/// The analysis `grundy-cli solve` prints, independent of the game: the position, who
/// wins, the winning moves and the computer's move; as text or as JSON.

#include "natural.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace grundy::cli {

/// A move in words and the position it leads to.
struct MoveReport {
    std::string description;
    std::vector<Natural> position;
};

/// Everything `solve` says about one position.
struct Report {
    std::string game;              ///< Command name, e.g. "wythoff".
    std::string title;             ///< Human name, e.g. "Wythoff's game".
    std::string positionLabel;     ///< What the numbers are, e.g. "piles".
    std::vector<Natural> position; ///< The numbers of the position.
    /// Named parameters of the game beyond the position, e.g. {"k", 4} for Bash.
    std::vector<std::pair<std::string, Natural>> parameters;
    Outcome outcome = Outcome::P;
    bool over = false; ///< No move is left: the player to move has lost.
    std::vector<MoveReport> winningMoves;
    std::optional<MoveReport> computerMove; ///< None when the game is over.
};

/// The report in words, several lines, ending in a newline.
std::string toText(const Report& report);

/// The report as JSON; every number is a decimal string (it may exceed a JSON number).
nlohmann::ordered_json toJson(const Report& report);

} // namespace grundy::cli
