// SPDX-License-Identifier: MIT
#pragma once

#include <QLineEdit>

/// Gives `edit` a clear button from the first time it holds text. The button only shows
/// with text anyway; enabling it later keeps Fusion's icon-theme lookup (about 4 ms,
/// measured in docs/benchmarks.md) out of the window's start-up.
inline void enableClearButtonOnFirstEdit(QLineEdit* edit) {
    QObject::connect(
        edit, &QLineEdit::textChanged, edit, [edit] { edit->setClearButtonEnabled(true); },
        Qt::SingleShotConnection);
}
