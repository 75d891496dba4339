// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// GridKeyAction: what each key does on the Wythoff grid view.

#include <Qt>

/// What a key does on the grid view, which carries it out: zoom about the keyboard cursor,
/// pan the view, move the cursor, centre the game's position, or choose the cursor's cell.
struct GridKeyAction {
    enum Kind { None, Zoom, Pan, MoveCursor, Centre, Choose };
    Kind kind = None;
    int dx = 0; ///< Zoom: steps (positive: larger cells); Pan: pixels; MoveCursor: cells
    int dy = 0; ///< Pan: pixels; MoveCursor: cells

    /// The action of `key` pressed with `modifiers`, on cells `cell` pixels wide in blocks of
    /// `stride` cells (the overview's).
    static GridKeyAction of(int key, Qt::KeyboardModifiers modifiers, int cell, int stride);
};
