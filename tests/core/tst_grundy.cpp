// SPDX-License-Identifier: MIT
#include <QtTest>

class Tstgrundy : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tstgrundy)
#include "tst_grundy.moc"
