// SPDX-License-Identifier: MIT
#include "redistributionview.h"
