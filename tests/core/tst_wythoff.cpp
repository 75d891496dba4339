// SPDX-License-Identifier: MIT
#include <QtTest>

class Tstwythoff : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tstwythoff)
#include "tst_wythoff.moc"
