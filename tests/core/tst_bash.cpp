// SPDX-License-Identifier: MIT
#include <QtTest>

class Tstbash : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};

QTEST_GUILESS_MAIN(Tstbash)
#include "tst_bash.moc"
