// SPDX-License-Identifier: MIT
#include "gridpanel.h"
