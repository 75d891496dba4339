// SPDX-License-Identifier: MIT
#include <QtTest>

class Tstnim : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tstnim)
#include "tst_nim.moc"
