// SPDX-License-Identifier: MIT
#pragma once

#include "core/practice/exerciseset.h"

#include <QCoreApplication>
#include <QString>

/// A worksheet to print: the exercises of a set as an A4 PDF, in the window's language. Its
/// first pages have a line for the name and the date and the exercises, numbered, each with
/// its position drawn by the board the window plays it on (as vectors, in the light theme)
/// and room for the answer; the answer key follows on pages of its own, each answer with
/// its reason. Nothing on it depends on the day or the machine: the same set gives the same
/// sheet (docs/practice.md).
class WorksheetWriter {
    Q_DECLARE_TR_FUNCTIONS(WorksheetWriter)

public:
    /// Writes `set` (at least one exercise) to `path`, replacing it only once the whole
    /// sheet is written. On failure returns false and, if `error` is given, says why.
    static bool write(const grundy::practice::ExerciseSet& set, const QString& path,
                      QString* error = nullptr);
};
