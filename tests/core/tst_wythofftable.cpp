// SPDX-License-Identifier: MIT
#include <QtTest>

class Tstwythofftable : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tstwythofftable)
#include "tst_wythofftable.moc"
