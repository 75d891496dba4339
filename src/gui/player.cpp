// SPDX-License-Identifier: MIT
#include "player.h"
