// SPDX-License-Identifier: MIT
#pragma once

/// The window takes no position that a saved game could not hold (core/io/record.h,
/// docs/limits.md): every game it plays can be saved and opened again.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class RecordLimits {
    Q_DECLARE_TR_FUNCTIONS(RecordLimits)

public:
    /// Why these typed numbers (a position's, in decimal) could not be saved: too many of
    /// them, or one with too many digits. Empty when they can.
    static QString numbersProblem(const QStringList& numbers);
    /// Why one typed number (an option's, in decimal) could not be saved: too many digits.
    /// Empty when it can.
    static QString digitsProblem(const QString& number);
    /// Why a game of `moves` moves whose saved text takes `bytes` bytes could not be opened
    /// again. Empty when it can.
    static QString gameProblem(std::size_t moves, std::size_t bytes);
};
