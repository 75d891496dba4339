// SPDX-License-Identifier: MIT
#include "wythofftable.h"
