// SPDX-License-Identifier: MIT
#include "common/recordlimits.h"

#include "core/io/record.h"

QString RecordLimits::numbersProblem(const QStringList& numbers) {
    if (std::size_t(numbers.size()) > grundy::kMaxRecordNumbers)
        return tr("%1 numbers: at most %2, as many as a saved game holds")
            .arg(numbers.size())
            .arg(grundy::kMaxRecordNumbers);
    for (qsizetype i = 0; i < numbers.size(); ++i)
        if (std::size_t(numbers[i].trimmed().size()) > grundy::kMaxRecordDigits)
            return tr("number %1 has %2 digits: at most %3, as many as a saved game holds")
                .arg(i + 1)
                .arg(numbers[i].trimmed().size())
                .arg(grundy::kMaxRecordDigits);
    return {};
}

QString RecordLimits::digitsProblem(const QString& number) {
    const qsizetype digits = number.trimmed().size();
    if (std::size_t(digits) <= grundy::kMaxRecordDigits) return {};
    return tr("%1 digits: at most %2, as many as a saved game holds")
        .arg(digits)
        .arg(grundy::kMaxRecordDigits);
}

QString RecordLimits::gameProblem(std::size_t moves, std::size_t bytes) {
    if (moves > grundy::kMaxRecordMoves)
        return tr("the game has %1 moves, and a saved game holds at most %2")
            .arg(moves)
            .arg(grundy::kMaxRecordMoves);
    if (bytes > grundy::kMaxRecordBytes)
        return tr("the game would take %1 MiB, and a saved game holds at most %2 MiB")
            .arg((bytes + (1 << 20) - 1) >> 20)
            .arg(grundy::kMaxRecordBytes >> 20);
    return {};
}
