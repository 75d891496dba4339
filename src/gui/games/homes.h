// SPDX-License-Identifier: MIT
#pragma once

/// Every game's home, declared from the registration list (core/games/list.h): each is
/// defined in the game's own folder, src/gui/games/<id>/, as homes::<id>::home().

#include "core/games/list.h"

class GameHome;

#define GRUNDY_GAME_HOME(Kind, id)                                                                 \
    namespace homes::id {                                                                          \
    const GameHome& home();                                                                        \
    }
GRUNDY_GAMES(GRUNDY_GAME_HOME)
#undef GRUNDY_GAME_HOME
