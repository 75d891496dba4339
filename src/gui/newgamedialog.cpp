// SPDX-License-Identifier: MIT
#include "newgamedialog.h"
