// SPDX-License-Identifier: MIT
#include "record.h"
