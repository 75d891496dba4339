// SPDX-License-Identifier: MIT
#include "core/analysis/movevalues.h"

namespace grundy {

bool isWinningMove(const AnyPosition& p, const AnyMove& m) {
    // apply() refuses an illegal move; outcome() of the result already follows the game's
    // convention (misère: a position with no move left is won by the player to move).
    return outcome(apply(p, m)) == Outcome::P;
}

std::vector<bool> winningAmong(const AnyPosition& p, const std::vector<AnyMove>& moves) {
    std::vector<bool> wins;
    // From a P-position no move reaches another P-position: none wins, and none need be
    // tried (an illegal one is still refused, by apply).
    if (outcome(p) == Outcome::P) {
        for (const AnyMove& m : moves)
            if (!isLegal(p, m)) (void)apply(p, m);
        return std::vector<bool>(moves.size(), false);
    }
    wins.reserve(moves.size());
    for (const AnyMove& m : moves)
        wins.push_back(isWinningMove(p, m));
    return wins;
}

} // namespace grundy
