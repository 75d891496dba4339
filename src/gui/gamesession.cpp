// SPDX-License-Identifier: MIT
#include "gamesession.h"
