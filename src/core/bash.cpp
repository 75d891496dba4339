// SPDX-License-Identifier: MIT
#include "bash.h"
