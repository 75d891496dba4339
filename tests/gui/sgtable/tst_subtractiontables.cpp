// SPDX-License-Identifier: MIT
// The SG tables window's subtraction page: the values against a mex computed here from the
// rules, the period against the values themselves, the two-heap table against the XOR,
// and a refused set that keeps what was shown.

#include "sgtable/sgsequenceview.h"
#include "sgtable/sgtablecache.h"
#include "sgtable/sgtablemodel.h"
#include "sgtable/sgtableswindow.h"
#include "sgtable/subtractiontablespanel.h"
#include "sgtable/twoheaptableview.h"
#include "testsupport.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

#include <memory>
#include <set>

namespace {

/// SG values of heaps 0..n−1 from the rules: a heap's value is the least value no take
/// reaches.
std::vector<unsigned> mexTable(const std::vector<unsigned>& takes, std::size_t n) {
    std::vector<unsigned> sg(n);
    for (std::size_t h = 0; h < n; ++h) {
        std::set<unsigned> reached;
        for (unsigned s : takes)
            if (s <= h) reached.insert(sg[h - s]);
        while (reached.count(sg[h]))
            ++sg[h];
    }
    return sg;
}

/// Whether the values repeat with `length` from `start` on, as far as they go.
bool repeats(const std::vector<unsigned>& v, std::size_t start, std::size_t length) {
    for (std::size_t h = start; h + length < v.size(); ++h)
        if (v[h] != v[h + length]) return false;
    return true;
}

} // namespace

class TestSubtractionTables : public QObject {
    Q_OBJECT

    std::unique_ptr<SgTablesWindow> window;

    SubtractionTablesPanel* page() { return window->subtractionPage(); }

    /// Shows `set` with `heaps` heaps and waits for the tables.
    void showSet(const QString& set, int heaps) {
        QSignalSpy done(page(), &SubtractionTablesPanel::computed);
        page()->heapsSpin()->setValue(heaps);
        page()->setEdit()->setText(set);
        QTest::mouseClick(page()->showButton(), Qt::LeftButton);
        QVERIFY(done.wait(10000));
    }

private slots:
    void init() {
        window = std::make_unique<SgTablesWindow>(std::make_shared<SgTableCache>());
        window->show();
        QVERIFY(window->subtractionPage() == nullptr); // nothing computed until looked at
        window->showSubtraction();
        QVERIFY(page() != nullptr);
        QTRY_VERIFY(!page()->isComputing());
    }
    void cleanup() { window.reset(); }

    void valuesAndPeriodFollowTheRules_data() {
        QTest::addColumn<QString>("set");
        QTest::addColumn<std::vector<unsigned>>("takes");
        QTest::newRow("1,3,4") << "1,3,4" << std::vector<unsigned>{1, 3, 4};
        QTest::newRow("2,5") << "2,5" << std::vector<unsigned>{2, 5};
        QTest::newRow("spaces") << "3, 7" << std::vector<unsigned>{3, 7};
        // A pre-period before the repetition starts.
        QTest::newRow("pre-period") << "2,4,7" << std::vector<unsigned>{2, 4, 7};
        QTest::newRow("powers") << "powers-of-two"
                                << std::vector<unsigned>{1, 2, 4, 8, 16, 32, 64, 128};
    }
    void valuesAndPeriodFollowTheRules() {
        QFETCH(QString, set);
        QFETCH(std::vector<unsigned>, takes);
        showSet(set, 200);
        const std::vector<unsigned> expected = mexTable(takes, 200);
        SgSequenceView* view = page()->sequenceView();
        QCOMPARE(view->values(), expected);
        // The rows are the period when it is short: then every row repeats the one before
        // it, from the row where the period starts.
        const int length = view->columns();
        QVERIFY2(length >= SgSequenceView::kMinRow && length <= SgSequenceView::kMaxRow,
                 qPrintable(page()->summary()));
        std::size_t start = 0;
        while (!repeats(expected, start, std::size_t(length)))
            ++start;
        for (int shorter = 1; shorter < length; ++shorter)
            QVERIFY(!repeats(expected, start, std::size_t(shorter)));
        QVERIFY(page()->summary().contains(QString::number(length)));
        QCOMPARE(page()->summary().contains(QStringLiteral("pre-period")), start > 0);
        if (set == QStringLiteral("2,4,7")) QCOMPARE(start, std::size_t(8));
        QCOMPARE(view->cellRect(start).left(), view->cellRect(start + std::size_t(length)).left());
        QVERIFY(view->cellRect(start).top() < view->cellRect(start + std::size_t(length)).top());
        // The two-heap table is the XOR of the single heaps' values; its 0s are orange.
        TwoHeapTableView* table = page()->twoHeapView();
        QCOMPARE(table->heaps(), 200);
        for (int a = 0; a < 200; a += 7)
            for (int b = 0; b < 200; b += 3) {
                QCOMPARE(table->valueAt(a, b), expected[std::size_t(a)] ^ expected[std::size_t(b)]);
                QCOMPARE(table->image().pixel(b, a) == SgColorScale::pColor().rgb(),
                         table->valueAt(a, b) == 0);
            }
    }

    void theFibonacciSetHasNoPeriod() {
        showSet("fibonacci", 500);
        QCOMPARE(page()->sequenceView()->values(), mexTable(testsupport::fibonacciUpTo(500), 500));
        QCOMPARE(page()->sequenceView()->columns(), SgSequenceView::kRow);
        QVERIFY(page()->summary().contains(QStringLiteral("no period")));
    }

    void aRefusedSetSaysWhyAndKeepsTheTables_data() {
        QTest::addColumn<QString>("set");
        for (const char* bad : {"1,x", "0,2", "", ",", "1,,2", "-1", "primes"})
            QTest::newRow(bad) << QString::fromLatin1(bad);
    }
    void aRefusedSetSaysWhyAndKeepsTheTables() {
        QFETCH(QString, set);
        const std::vector<unsigned> before = page()->sequenceView()->values();
        QVERIFY(!before.empty());
        page()->setEdit()->setText(set);
        QTest::mouseClick(page()->showButton(), Qt::LeftButton);
        QVERIFY(!page()->isComputing());
        QVERIFY(page()->problem().contains(QStringLiteral("not a subtraction set")));
        QCOMPARE(page()->sequenceView()->values(), before);
        // Fixing it clears the note.
        showSet("1,2", 20);
        QVERIFY(page()->problem().isEmpty());
        QCOMPARE(page()->sequenceView()->values(), mexTable({1, 2}, 20));
    }
};

QTEST_MAIN(TestSubtractionTables)
#include "tst_subtractiontables.moc"
