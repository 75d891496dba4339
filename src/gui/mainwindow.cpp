// SPDX-License-Identifier: MIT
#include "mainwindow.h"
