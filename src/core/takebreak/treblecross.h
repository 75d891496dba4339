// SPDX-License-Identifier: MIT
#pragma once

/// Treblecross (docs/takebreak.md §5.4): a row of cells; players take turns writing X in an
/// empty cell, and whoever completes three X in a row wins. When the board holds "XX" or
/// "X.X", the winning moves are exactly the cells that complete three. Otherwise writing
/// within two cells of an X hands the opponent the win, so play is on the safe cells (three
/// or more cells from every X); they form runs, and a run of L safe cells is worth
/// G(L + 2) of the octal game 0.007 (take three adjacent tokens). Writing at cell j of a
/// run leaves runs of j − 2 and L − j − 3 cells (fewer than none count as none).

#include "core/takebreak/octalvalues.h"

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace grundy::takebreak {

/// What is wrong with a board, if anything: a cell other than '.' and 'X' (its index), or
/// three X in a row already (the index of the first).
struct BoardProblem {
    enum class Kind { BadCell, ThreeInARow } kind;
    std::size_t at;
};
std::optional<BoardProblem> checkBoard(std::string_view board);

/// The Treblecross analysis of one board.
class TreblecrossBoard {
public:
    /// `board`: '.' empty, 'X' written; checkBoard must find nothing wrong. `heaps` holds the
    /// values of 0.007 (grown as needed: a board of n cells needs heaps up to n + 2).
    TreblecrossBoard(std::string_view board, OctalValues& heaps);

    /// Whether the player to move completes three at once.
    bool winsAtOnce() const { return m_completing; }
    /// The XOR of the safe runs' values (0 when the mover cannot win by the runs).
    unsigned runsValue() const { return m_value; }
    /// Every winning cell (0-based), ascending: the cells that complete three when there are
    /// any, else the safe cells after which the runs' values XOR to 0. Empty: the mover loses.
    const std::vector<std::size_t>& winningCells() const { return m_winning; }

    /// A run of safe cells: where it starts, how long it is and its value G(length + 2).
    struct Run {
        std::size_t first = 0, length = 0;
        unsigned value = 0;
    };
    /// The safe runs, left to right (none when the mover completes three at once).
    const std::vector<Run>& runs() const { return m_runs; }

private:
    bool m_completing = false;
    unsigned m_value = 0;
    std::vector<std::size_t> m_winning;
    std::vector<Run> m_runs;
};

/// The value of a run of `length` safe cells: G(length + 2) of 0.007.
unsigned runValue(OctalValues& heaps, std::size_t length);

} // namespace grundy::takebreak
