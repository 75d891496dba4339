// SPDX-License-Identifier: MIT
#include "pileview.h"
