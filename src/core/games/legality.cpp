// SPDX-License-Identifier: MIT
#include "core/games/legality.h"

#include "core/games/game.h"

namespace grundy {

// Every game's isLegal (declared in its header), from its whyIllegal: one definition for
// the games of the registration list.
#define GRUNDY_IS_LEGAL(Kind, id)                                                                  \
    bool id::isLegal(const id::Position& p, const id::Move& m) {                                   \
        return !id::whyIllegal(p, m);                                                              \
    }
GRUNDY_GAMES(GRUNDY_IS_LEGAL)
#undef GRUNDY_IS_LEGAL

} // namespace grundy
