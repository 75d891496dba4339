// SPDX-License-Identifier: MIT
#include <QtTest>
class Tstgamesession : public QObject {
    Q_OBJECT
private slots:
    void todo() { QFAIL("not written yet"); }
};
QTEST_MAIN(Tstgamesession)
#include "tst_gamesession.moc"
