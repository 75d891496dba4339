// SPDX-License-Identifier: MIT
// End-to-end tests of read and write errors in every grundy-cli command: standard input a
// directory, standard output full (/dev/full), closed, or a file that cannot grow. Each
// says "grundy-cli: COMMAND: cannot read input / write output: REASON" and exits 1; what
// was written before the failure stays written.

#include "clirunner.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>

using clitest::ioError;
using clitest::runInShell;

namespace {

/// n lines "3 5" of judge input.
QByteArray pLines(int n) {
    return QByteArray("3 5\n").repeated(n);
}

} // namespace

class TstIo : public QObject {
    Q_OBJECT

private slots:
    void failures_data() {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expectedErr");
        const QString full = R"(exec "$@" > /dev/full)";
        const QString closed = R"(exec "$@" >&-)";
        const QStringList judge = {"judge", "poj1067"};
        QTest::newRow("judge, stdin a directory") << R"(exec "$@" < /)" << judge << QByteArray()
                                                  << ioError("judge", "read input", EISDIR);
        QTest::newRow("judge, stdin closed")
            << R"(exec "$@" <&-)" << judge << QByteArray() << ioError("judge", "read input", EBADF);
        QTest::newRow("judge, stdout full")
            << full << judge << pLines(1) << ioError("judge", "write output", ENOSPC);
        QTest::newRow("judge, stdout closed")
            << closed << judge << pLines(1) << ioError("judge", "write output", EBADF);
        QTest::newRow("judge, bad input and stdout full")
            << full << judge << QByteArray("3 5\n4 x\n")
            << "grundy-cli: poj1067: line 2: expected a non-negative integer, got \"x\"\n" +
                   ioError("judge", "write output", ENOSPC);
        QTest::newRow("solve, stdout full")
            << full << QStringList{"solve", "nim", "3", "5"} << QByteArray()
            << ioError("solve", "write output", ENOSPC);
        QTest::newRow("solve --json, stdout closed")
            << closed << QStringList{"solve", "wythoff", "5", "8", "--json"} << QByteArray()
            << ioError("solve", "write output", EBADF);
        QTest::newRow("grid, stdout full") << full << QStringList{"grid", "wythoff"} << QByteArray()
                                           << ioError("grid", "write output", ENOSPC);
        QTest::newRow("grid --sg, stdout closed")
            << closed << QStringList{"grid", "wythoff", "--sg"} << QByteArray()
            << ioError("grid", "write output", EBADF);
    }
    void failures() {
        QFETCH(QString, script);
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expectedErr);
        const auto r = runInShell(script, args, input);
        QCOMPARE(r.err, expectedErr);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(r.exitCode, 1);
    }

    void writtenBeforeTheFailureStays_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("command");
        // Each writes far more than the file may hold (one block of 512 or 1024 bytes).
        QTest::newRow("judge") << QStringList{"judge", "poj1067"} << pLines(5000)
                               << QByteArray("judge");
        QTest::newRow("solve") << QStringList{"solve", "nim"} + QStringList(25, "1") +
                                      QStringList{"--json"}
                               << QByteArray() << QByteArray("solve");
        QTest::newRow("grid") << QStringList{"grid", "wythoff", "--size", "100x100"} << QByteArray()
                              << QByteArray("grid");
    }
    void writtenBeforeTheFailureStays() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, command);
        const QByteArray whole = clitest::run(args, input).out;
        QVERIFY(whole.size() > 4096);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath("out.txt");
        const auto r = runInShell(clitest::toShortFile(file), args, input);
        QCOMPARE(r.err, ioError(command.constData(), "write output", EFBIG));
        QCOMPARE(r.exitCode, 1);
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray part = written.readAll();
        QVERIFY(!part.isEmpty());
        QVERIFY(part.size() < whole.size());
        QCOMPARE(part, whole.left(part.size()));
    }
};

QTEST_GUILESS_MAIN(TstIo)
#include "tst_io.moc"
