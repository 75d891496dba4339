// SPDX-License-Identifier: MIT
#pragma once

#include "core/practice/exerciseset.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

/// An exercise set's file (core/practice/exerciseset.h) as a person opens and saves it: read
/// within the size limit and checked, written whole or not at all, every failure said with
/// the file's name. For the practice window, its menu actions and `grundy --worksheet`.
class ExerciseSetFile {
    Q_DECLARE_TR_FUNCTIONS(ExerciseSetFile)

public:
    /// The set in `path` (at least one exercise); nothing, and in `error` why, when the file
    /// cannot be read or is not a set.
    static std::optional<grundy::practice::ExerciseSet> read(const QString& path,
                                                             QString* error = nullptr);
    /// Writes `set` to `path`, replacing it only once written; false, and why, on failure.
    static bool write(const QString& path, const grundy::practice::ExerciseSet& set,
                      QString* error = nullptr);
};
