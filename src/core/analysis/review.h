// SPDX-License-Identifier: MIT
#pragma once

/// A finished (or unfinished) game looked back on: every move with its verdict, the
/// mistakes of each player and, beside each mistake, a move that would have won.
///
/// A move is judged by the outcomes for the player to move before and after it:
/// `winning` from an N-position to a P-position, `mistake` from an N-position to an
/// N-position (it gave the win away), `forced` from a P-position (every move loses
/// against best play). Exact at every size, as the games' outcomes are.

#include "core/io/record.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace grundy {

enum class Verdict { Winning, Mistake, Forced };

/// "winning", "mistake", "forced": the words of files and reports.
std::string_view verdictWord(Verdict verdict);

/// One move of a game, judged.
struct ReviewedMove {
    std::size_t index = 1; ///< counted from 1
    int by = 0;            ///< the player who made it (0 moves first)
    AnyMove move;
    Outcome before = Outcome::N; ///< for the player to move before it (the mover)
    Outcome after = Outcome::N;  ///< for the player to move after it (the opponent)
    Verdict verdict = Verdict::Winning;
    /// For a mistake, a winning move from the same position (the computer's choice).
    std::optional<AnyMove> better;
    bool operator==(const ReviewedMove&) const = default;
};

struct Review {
    std::vector<ReviewedMove> moves;
    std::array<std::size_t, 2> mistakes{0, 0}; ///< per player
    /// The index (from 1) of the first mistake, if any.
    std::optional<std::size_t> firstMistake;
};

/// The verdict of a move from a position of outcome `before` to one of outcome `after`.
Verdict verdictOf(Outcome before, Outcome after);

/// Reviews every move of the record (its moves recovered by movesOf, which throws
/// RecordError for an inconsistent record).
Review review(const GameRecord& record);

} // namespace grundy
