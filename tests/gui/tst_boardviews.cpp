// SPDX-License-Identifier: MIT
#include <QtTest>
class Tstboardviews : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};
QTEST_MAIN(Tstboardviews)
#include "tst_boardviews.moc"
