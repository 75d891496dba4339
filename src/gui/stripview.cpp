// SPDX-License-Identifier: MIT
#include "stripview.h"
