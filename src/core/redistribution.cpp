// SPDX-License-Identifier: MIT
#include "redistribution.h"
