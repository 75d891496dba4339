// SPDX-License-Identifier: MIT
#include <QtTest>
class Tstmainwindow : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};
QTEST_MAIN(Tstmainwindow)
#include "tst_mainwindow.moc"
