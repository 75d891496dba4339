// SPDX-License-Identifier: MIT
#include <QtTest>

class Tstredistribution : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tstredistribution)
#include "tst_redistribution.moc"
