// SPDX-License-Identifier: MIT
#include "core/analysis/review.h"

namespace grundy {

std::string_view verdictWord(Verdict verdict) {
    switch (verdict) {
    case Verdict::Winning:
        return "winning";
    case Verdict::Mistake:
        return "mistake";
    case Verdict::Forced:
        return "forced";
    }
    return "?";
}

Verdict verdictOf(Outcome before, Outcome after) {
    if (before == Outcome::P) return Verdict::Forced;
    return after == Outcome::P ? Verdict::Winning : Verdict::Mistake;
}

Review review(const GameRecord& record) {
    const std::vector<AnyMove> moves = movesOf(record);
    Review out;
    out.moves.reserve(moves.size());
    const AnyPosition* position = &record.start;
    // Each position's outcome is worked out once: the one after a move is the one before
    // the next.
    Outcome before = outcome(record.start);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const RecordedMove& played = record.moves[i];
        const Outcome after = outcome(played.position);
        ReviewedMove judged{
            i + 1, played.by, moves[i], before, after, verdictOf(before, after), std::nullopt};
        if (judged.verdict == Verdict::Mistake) {
            judged.better = computerMove(*position); // a winning move: the mover was in N
            ++out.mistakes[std::size_t(played.by)];
            if (!out.firstMistake) out.firstMistake = i + 1;
        }
        out.moves.push_back(std::move(judged));
        position = &played.position;
        before = after;
    }
    return out;
}

} // namespace grundy
