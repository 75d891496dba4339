// SPDX-License-Identifier: MIT
#pragma once

/// Runs the built grundy-cli (GRUNDY_CLI) as a separate process, for the end-to-end
/// tests of tests/cli, also with its streams redirected (a directory, a full device);
/// and an exact Wythoff P-test (testsupport.h), independent of the core.

#include "testsupport.h"

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

#include <gmpxx.h>

#include <cstring>
#include <utility>

namespace clitest {

/// What one run of grundy-cli gave.
struct Result {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs `program` with `args`, writing `input` to its standard input.
inline Result runProgram(const QString& program, const QStringList& args, const QByteArray& input,
                         int timeoutMs) {
    QProcess process;
    process.start(program, args);
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

/// Runs grundy-cli with `args`, writing `input` to its standard input.
inline Result run(const QStringList& args, const QByteArray& input = {}, int timeoutMs = 60000) {
    return runProgram(QStringLiteral(GRUNDY_CLI), args, input, timeoutMs);
}

/// Runs grundy-cli with `args` from a POSIX shell script, which starts it as "$@" and may
/// redirect its streams first (`exec "$@" < /` reads a directory, `> /dev/full` cannot
/// write, `>&-` has no standard output).
inline Result runInShell(const QString& script, const QStringList& args,
                         const QByteArray& input = {}) {
    return runProgram(QStringLiteral("/bin/sh"),
                      QStringList{"-c", script, "sh", QStringLiteral(GRUNDY_CLI)} + args, input,
                      60000);
}

/// A shell script for runInShell that writes grundy-cli's standard output to `file`, which
/// may hold at most one block (512 or 1024 bytes, as the shell counts): the writes past it
/// fail with EFBIG instead of killing the process.
inline QString toShortFile(const QString& file) {
    return "trap '' XFSZ; ulimit -f 1; exec \"$@\" > '" + file + "'";
}

/// What grundy-cli says on stderr when a read or write fails: `what` is "read input" or
/// "write output", `error` the errno, e.g. "grundy-cli: judge: cannot read input: Is a
/// directory\n".
inline QByteArray ioError(const char* command, const char* what, int error) {
    return QByteArray("grundy-cli: ") + command + ": cannot " + what + ": " + std::strerror(error) +
           '\n';
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

/// Runs `judge problem` on `input`: exactly `expected` on standard output, nothing on
/// standard error, exit status 0 (a problem's samples).
inline void checkAnswers(const QString& problem, const QByteArray& input,
                         const QByteArray& expected) {
    const Result r = run({"judge", problem}, input);
    QCOMPARE(r.err, QByteArray());
    QCOMPARE(r.out, expected);
    QCOMPARE(r.exitCode, 0);
}

/// A table of bad judge input (QTest data): each row a problem, its input, what must still
/// be printed before the failure, and the error line after "grundy-cli: PROBLEM: ".
class BadInputTable {
public:
    BadInputTable() {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expectedOut");
        QTest::addColumn<QByteArray>("expectedErr");
    }
    void row(const char* name, const char* problem, const QByteArray& in, const QByteArray& out,
             const QByteArray& err) {
        QTest::newRow(name) << QString(problem) << in << out
                            << "grundy-cli: " + QByteArray(problem) + ": " + err + "\n";
    }
};

/// Runs the current row of a BadInputTable: the answers before the failure, exactly the
/// one error line, exit status 1.
inline void checkBadInput() {
    QFETCH(QString, problem);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expectedOut);
    QFETCH(QByteArray, expectedErr);
    const Result r = run({"judge", problem}, input);
    QCOMPARE(r.out, expectedOut);
    QCOMPARE(r.err, expectedErr);
    QCOMPARE(r.exitCode, 1);
}

} // namespace clitest
