// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

/// The Wythoff grid for screen readers: one part, the keyboard cursor's cell
/// ("(3, 5): P-position"), which follows the arrow keys (boards/boardaccessible.h).
class GridAccessible {
    Q_DECLARE_TR_FUNCTIONS(GridAccessible)
public:
    /// Installs the factory of the grid's interface; installing it again does nothing.
    static void install();
};
