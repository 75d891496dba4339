// SPDX-License-Identifier: MIT
#include <QtTest>

class Tststaircase : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tststaircase)
#include "tst_staircase.moc"
