// SPDX-License-Identifier: MIT
#include <QtTest>
class Tstwythoffgrid : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};
QTEST_MAIN(Tstwythoffgrid)
#include "tst_wythoffgrid.moc"
