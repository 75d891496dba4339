// SPDX-License-Identifier: MIT
#include "common/settings.h"

#include <QFileInfo>
#include <QSettings>

namespace Settings {

QVariant value(const Key& key) {
    return QSettings().value(QLatin1String(key.name), key.fallback);
}

void setValue(const Key& key, const QVariant& value) {
    QSettings().setValue(QLatin1String(key.name), value);
}

void remove(const Key& key) {
    QSettings().remove(QLatin1String(key.name));
}

QString lastFolder() {
    return value(kLastFolder).toString();
}

void rememberFolderOf(const QString& file) {
    if (!file.isEmpty()) setValue(kLastFolder, QFileInfo(file).absolutePath());
}

void useFolder(const QString& folder) {
    for (const QSettings::Format format : {QSettings::NativeFormat, QSettings::IniFormat})
        for (const QSettings::Scope scope : {QSettings::UserScope, QSettings::SystemScope})
            QSettings::setPath(format, scope, folder);
}

} // namespace Settings
