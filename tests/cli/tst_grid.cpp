// SPDX-License-Identifier: MIT
#include <QtTest>

class Tstgrid : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tstgrid)
#include "tst_grid.moc"
