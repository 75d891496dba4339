// SPDX-License-Identifier: MIT
#include <QtTest>
class Tstrecord : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};
QTEST_GUILESS_MAIN(Tstrecord)
#include "tst_record.moc"
