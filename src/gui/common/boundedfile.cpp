// SPDX-License-Identifier: MIT
#include "common/boundedfile.h"

#include <QFile>

#include <algorithm>

BoundedFile BoundedFile::read(const QString& path, qint64 limit) {
    BoundedFile out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = file.errorString();
        return out;
    }
    if (!file.isSequential() && file.size() > limit) {
        out.tooLarge = true;
        return out;
    }
    if (!file.isSequential()) out.text.reserve(file.size() + 1);
    while (out.text.size() <= limit) {
        const QByteArray more = file.read(std::min<qint64>(limit + 1 - out.text.size(), 1 << 20));
        if (more.isEmpty()) break;
        out.text += more;
    }
    if (file.error() != QFileDevice::NoError) out.error = file.errorString();
    if (out.text.size() > limit) out.tooLarge = true;
    if (!out.ok()) out.text.clear();
    return out;
}
