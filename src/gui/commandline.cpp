// SPDX-License-Identifier: MIT
#include "commandline.h"
