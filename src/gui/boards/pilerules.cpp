// SPDX-License-Identifier: MIT
#include "boards/pilerules.h"

#include <stdexcept>

grundy::AnyMove PileRules::splitMove(const grundy::AnyPosition&, int,
                                     const grundy::Natural&) const {
    throw std::logic_error("this game has no split");
}

bool PileRules::takesFromBoth(const grundy::AnyMove& move) const {
    return hasLadder() && takenFrom(move, 0) > 0 && takenFrom(move, 1) > 0;
}

bool PileRules::splitsAPile(const grundy::AnyMove& move, int piles) const {
    if (!canSplit()) return false;
    for (int p = 0; p < piles; ++p)
        if (splitPartOf(move, p) > 0) return true;
    return false;
}
