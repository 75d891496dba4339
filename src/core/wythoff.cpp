// SPDX-License-Identifier: MIT
#include "wythoff.h"
