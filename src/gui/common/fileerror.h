// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QWidget;

/// Says over `window` that a file could not be opened or written: a warning, window-modal
/// but not blocking, so what the window shows stays as it was behind it. `text` says what
/// happened in plain words; `detail` (a path, a reader's message) follows, selectable.
/// Its objectName is "fileErrorBox" (for tests).
void showFileError(QWidget* window, const QString& title, const QString& text,
                   const QString& detail);
