// SPDX-License-Identifier: MIT
#include "core/takebreak/treblecross.h"

namespace grundy::takebreak {

std::optional<BoardProblem> checkBoard(std::string_view board) {
    for (std::size_t i = 0; i < board.size(); ++i)
        if (board[i] != '.' && board[i] != 'X') return BoardProblem{BoardProblem::Kind::BadCell, i};
    const std::size_t three = board.find("XXX");
    if (three != std::string_view::npos) return BoardProblem{BoardProblem::Kind::ThreeInARow, three};
    return std::nullopt;
}

unsigned runValue(OctalValues& heaps, std::size_t length) {
    return heaps.value(std::uint64_t(length) + 2);
}

TreblecrossBoard::TreblecrossBoard(std::string_view board, OctalValues& heaps) {
    const std::size_t n = board.size();
    const auto isX = [&](std::ptrdiff_t i) {
        return i >= 0 && std::size_t(i) < n && board[std::size_t(i)] == 'X';
    };
    // Cells that complete three: an X two cells either side, or one on each side.
    for (std::size_t c = 0; c < n; ++c) {
        if (board[c] != '.') continue;
        const auto i = std::ptrdiff_t(c);
        if ((isX(i - 2) && isX(i - 1)) || (isX(i - 1) && isX(i + 1)) || (isX(i + 1) && isX(i + 2)))
            m_winning.push_back(c);
    }
    if (!m_winning.empty()) {
        m_completing = true;
        return;
    }
    // The safe cells: three or more from every X, in runs [first, first + length).
    std::vector<bool> safe(n, true);
    for (std::size_t c = 0; c < n; ++c)
        if (board[c] == 'X')
            for (std::size_t d = c >= 2 ? c - 2 : 0; d <= c + 2 && d < n; ++d)
                safe[d] = false;
    for (std::size_t c = 0; c < n;) {
        if (!safe[c]) {
            ++c;
            continue;
        }
        std::size_t end = c;
        while (end < n && safe[end])
            ++end;
        m_runs.push_back({c, end - c, runValue(heaps, end - c)});
        m_value ^= m_runs.back().value;
        c = end;
    }
    if (m_value == 0) return;
    for (const Run& run : m_runs) {
        const unsigned others = m_value ^ run.value;
        for (std::size_t j = 0; j < run.length; ++j) {
            const std::size_t left = j >= 2 ? j - 2 : 0;
            const std::size_t right = run.length >= j + 3 ? run.length - j - 3 : 0;
            if ((others ^ runValue(heaps, left) ^ runValue(heaps, right)) == 0)
                m_winning.push_back(run.first + j);
        }
    }
}

} // namespace grundy::takebreak
