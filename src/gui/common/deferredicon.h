// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>

#include <functional>

/// An icon made only when it is first drawn, measured or asked about.
///
/// Qt's standard icons are read from image files, and the first image a program reads
/// makes Qt look for its image-format plugins: about 3 ms that the menu bar's overflow
/// arrow (asked for by QMenuBar's constructor, and seldom shown) added before the window's
/// first paint. `make` runs at most once, shared by every copy of the icon.
QIcon deferredIcon(std::function<QIcon()> make);
