// SPDX-License-Identifier: MIT
#include <QtTest>

class Tstnatural : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tstnatural)
#include "tst_natural.moc"
