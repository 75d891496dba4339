// SPDX-License-Identifier: MIT
#pragma once

/// The analysis `grundy-cli solve` prints, independent of the game: the position, who
/// wins, in how many moves (remoteness), the winning moves and the computer's move; as text or as
/// JSON. It is written as it is found, one move at a time, so memory stays the size of one position
/// however many winning moves there are.

#include "core/analysis/remoteness.h"
#include "core/base/natural.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace grundy::cli {

class Output;

/// What a report says about the game before the position: its names and parameters.
struct ReportHeader {
    std::string game;          ///< Command name, e.g. "wythoff".
    std::string title;         ///< Human name, e.g. "Wythoff's game".
    std::string positionLabel; ///< What the numbers are, e.g. "piles".
    /// Named parameters of the game beyond the position, e.g. {"k", 4} for Bash.
    std::vector<std::pair<std::string, std::string>> parameters; ///< decimal or words
    /// For a game made of other games' positions (a sum of games): each part's game id, its
    /// numbers and its Sprague-Grundy value, and the whole position's value. Empty otherwise.
    struct Part {
        std::string game;
        std::vector<Natural> numbers;
        Natural sg;
    };
    std::vector<Part> parts;
    std::optional<Natural> sg; ///< set with `parts`
};

/// Writes one report to an Output, in order: begin(), winningMove() for each winning
/// move, then end(). Text: a few lines of words. JSON: one object, every number a decimal
/// string (it may exceed a JSON number), laid out as nlohmann::json's dump(2) would.
class ReportWriter {
public:
    /// Writes text, or JSON when `json`, to `out` (not owned).
    ReportWriter(Output& out, bool json) : m_out(out), m_json(json) {}

    /// The header, the position and who wins; `over`: no move is left, the mover lost.
    /// `remoteness`: how many moves the game lasts with best play (remoteness.h): exact, or
    /// at least so many, or not known, and whether the search stopped at its time limit.
    void begin(const ReportHeader& header, std::span<const Natural> position, Outcome outcome,
               bool over, const RemotenessAnswer& remoteness);
    /// One winning move in words and the position it leads to.
    void winningMove(std::string_view description, std::span<const Natural> after);
    /// Says that the winning moves written are only the first `listed` (the game lists no
    /// more): text, a line; JSON, "winningMovesComplete": false after the list.
    void movesCut(std::size_t listed);
    /// The end of a report without a computer's move (the game is over).
    void end();
    /// The end of a report with the computer's move and the position it leads to.
    void end(std::string_view description, std::span<const Natural> after);

private:
    void putNumbers(std::span<const Natural> numbers, std::string_view indent);
    void putMove(std::string_view description, std::span<const Natural> after,
                 std::string_view indent);
    void putString(std::string_view text);
    void finishMoves();

    Output& m_out;
    bool m_json;
    std::size_t m_moves = 0; ///< Winning moves written so far.
    bool m_cut = false;      ///< movesCut() was called
};

} // namespace grundy::cli
