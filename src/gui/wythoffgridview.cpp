// SPDX-License-Identifier: MIT
#include "wythoffgridview.h"
