// SPDX-License-Identifier: MIT
// Linked into every GUI test: the settings live in a temporary folder of this run, never
// in the user's, so a person's settings or an earlier run cannot change a test's outcome.
#include "testsettings.h"

#include "common/settings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>

namespace {

/// Made before main(): before any test reads a setting.
struct TemporarySettings {
    TemporarySettings() {
        QCoreApplication::setOrganizationName(QStringLiteral("GrundyTests"));
        Settings::useFolder(folder.path());
    }
    QTemporaryDir folder;
};

const TemporarySettings temporarySettings;

} // namespace

namespace testsettings {

void clear() {
    QSettings().clear();
}

QString folder() {
    return temporarySettings.folder.path();
}

} // namespace testsettings
