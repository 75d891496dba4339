// SPDX-License-Identifier: MIT
#pragma once

/// Runs the built grundy-cli (GRUNDY_CLI) as a separate process, for the end-to-end
/// tests of tests/cli; and an exact Wythoff P-test (testsupport.h), independent of the core.

#include "testsupport.h"

#include <QByteArray>
#include <QProcess>
#include <QStringList>

#include <gmpxx.h>

#include <utility>

namespace clitest {

/// What one run of grundy-cli gave.
struct Result {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs grundy-cli with `args`, writing `input` to its standard input.
inline Result run(const QStringList& args, const QByteArray& input = {}, int timeoutMs = 60000) {
    QProcess process;
    process.start(QStringLiteral(GRUNDY_CLI), args);
    Result r;
    if (!process.waitForStarted()) return r;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return r;
    }
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

/// Whether (a, b), in any order, is a Wythoff P-position: a == a_(b - a) once sorted.
inline bool isP(mpz_class a, mpz_class b) {
    if (a > b) std::swap(a, b);
    return testsupport::referenceLower(b - a) == a;
}

/// The decimal text of n, as a QByteArray.
inline QByteArray text(const mpz_class& n) {
    return QByteArray::fromStdString(n.get_str());
}

} // namespace clitest
