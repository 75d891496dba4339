// SPDX-License-Identifier: MIT
#include "common/exercisesetfile.h"

#include "common/boundedfile.h"

#include <QDir>
#include <QSaveFile>

using namespace grundy::practice;

std::optional<ExerciseSet> ExerciseSetFile::read(const QString& path, QString* error) {
    const QString where = QDir::toNativeSeparators(path);
    const auto refuse = [&](const QString& why) {
        if (error) *error = why;
        return std::nullopt;
    };
    const BoundedFile file = BoundedFile::read(path, qint64(kMaxSetBytes));
    if (file.tooLarge)
        return refuse(tr("%1: larger than the %2 MiB limit for an exercise set.")
                          .arg(where)
                          .arg(kMaxSetBytes >> 20));
    if (!file.ok()) return refuse(tr("%1 cannot be read: %2").arg(where, file.error));
    try {
        ExerciseSet set = parseExerciseSet(
            std::string_view(file.text.constData(), std::size_t(file.text.size())));
        if (set.exercises.empty()) return refuse(tr("%1: the set has no exercises.").arg(where));
        return set;
    } catch (const ExerciseSetError& e) {
        return refuse(tr("%1: %2").arg(where, QString::fromUtf8(e.what())));
    }
}

bool ExerciseSetFile::write(const QString& path, const ExerciseSet& set, QString* error) {
    QSaveFile file(path);
    const std::string json = toJson(set);
    if (file.open(QIODevice::WriteOnly) &&
        file.write(json.data(), qint64(json.size())) == qint64(json.size()) && file.commit())
        return true;
    if (error)
        *error = tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path),
                                                    file.errorString());
    return false;
}
