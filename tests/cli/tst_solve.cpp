// SPDX-License-Identifier: MIT
#include <QtTest>

class Tstsolve : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tstsolve)
#include "tst_solve.moc"
