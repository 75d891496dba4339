// SPDX-License-Identifier: MIT
#include <QtTest>

class Tstjudge : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tstjudge)
#include "tst_judge.moc"
