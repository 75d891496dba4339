// SPDX-License-Identifier: MIT
#include "grid/gridkeys.h"

GridKeyAction GridKeyAction::of(int key, Qt::KeyboardModifiers modifiers, int cell, int stride) {
    // Ctrl+arrows pan the view a cell (the cursor stays unless it would leave the view);
    // plain arrows move the cursor, Shift+arrows ten cells at a time.
    const bool pan = modifiers & Qt::ControlModifier;
    // In the overview a step is a block, so the cursor moves as far as it is drawn.
    const int step = ((modifiers & Qt::ShiftModifier) ? 10 : 1) * stride;
    switch (key) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        return {Zoom, 1};
    case Qt::Key_Minus:
        return {Zoom, -1};
    case Qt::Key_Left:
        return pan ? GridKeyAction{Pan, cell, 0} : GridKeyAction{MoveCursor, -step, 0};
    case Qt::Key_Right:
        return pan ? GridKeyAction{Pan, -cell, 0} : GridKeyAction{MoveCursor, step, 0};
    case Qt::Key_Up:
        return pan ? GridKeyAction{Pan, 0, cell} : GridKeyAction{MoveCursor, 0, step};
    case Qt::Key_Down:
        return pan ? GridKeyAction{Pan, 0, -cell} : GridKeyAction{MoveCursor, 0, -step};
    case Qt::Key_PageUp:
        return {MoveCursor, 0, 10 * stride};
    case Qt::Key_PageDown:
        return {MoveCursor, 0, -10 * stride};
    case Qt::Key_Home:
        return {Centre};
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        return {Choose};
    default:
        return {};
    }
}
