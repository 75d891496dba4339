// SPDX-License-Identifier: MIT
#include "nim.h"
