// SPDX-License-Identifier: MIT
#pragma once

#include "core/practice/exerciseset.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

/// What `grundy --worksheet` asks for: a teacher's set file to print, or exercises to draw
/// from a seed (of some topics, some kinds, at a difficulty); the language to print in and
/// the PDF to write.
struct WorksheetRequest {
    QString setFile;                                ///< a set to print; empty: draw one
    std::vector<grundy::practice::Topic> topics;    ///< empty: every topic
    std::vector<grundy::practice::Kind> kinds;      ///< empty: every kind
    std::size_t count = 12;
    grundy::u64 seed = 0;
    int difficulty = 2;
    QString language; ///< a code of Language::available(); empty: the window's
    QString output;

    /// The topics and the kinds asked, every one where none is named.
    std::vector<grundy::practice::Topic> topicsAsked() const;
    std::vector<grundy::practice::Kind> kindsAsked() const;
};

class WorksheetPrinter {
    Q_DECLARE_TR_FUNCTIONS(WorksheetPrinter)

public:
    /// The exercises `request` asks for, read from its set file or drawn; nothing, and in
    /// `error` why, when the file is not a set.
    static std::optional<grundy::practice::ExerciseSet> exercisesOf(const WorksheetRequest& request,
                                                                    QString* error = nullptr);
    /// Writes the worksheet in the language asked: 0, or 1 with what went wrong written on
    /// the standard error.
    static int print(const WorksheetRequest& request);
};
