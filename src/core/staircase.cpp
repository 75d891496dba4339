// SPDX-License-Identifier: MIT
#include "staircase.h"
