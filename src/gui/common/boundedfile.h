// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

/// A file read whole, but never more than a limit and one byte: a file is measured before
/// it is read; a pipe or a device (/dev/zero) has no size and is read up to the byte past
/// the limit. For every file a person opens (a saved game, an exercise set).
struct BoundedFile {
    QByteArray text;
    QString error;         ///< why it could not be read; empty when it was
    bool tooLarge = false; ///< larger than the limit (text then empty)

    bool ok() const { return error.isEmpty() && !tooLarge; }
    static BoundedFile read(const QString& path, qint64 limit);
};
