// SPDX-License-Identifier: MIT
// The shared SG table: the grid's tooltips and the tables window get one fill between
// them, needs that a table meets are met at once, and a fill stops within a row when
// nobody needs it any more or its owner (the window quitting) goes.
#include "windowparts.h"
#include "grid/gridpanel.h"
#include "grid/wythoffgridview.h"
#include "sgtable/sgtablecache.h"
#include "sgtable/sgtablemodel.h"
#include "sgtable/sgtablepanel.h"
#include "window/mainwindow.h"
#include "workergate.h"
#include "core/games/wythoff/wythofftable.h"

#include <QSignalSpy>
#include <QtTest>

#include <memory>

using grundy::Natural;
using grundy::wythoff::SgTable;

namespace {

constexpr int kWait = 30000; // ms; the 2048 table takes well under a second

/// The sizes of the fills `spy` (on SgTableCache::fillStarted) saw start.
QList<int> sizes(const QSignalSpy& spy) {
    QList<int> out;
    for (const QList<QVariant>& args : spy)
        out << args.first().toInt();
    return out;
}

} // namespace

class TstSgTableCache : public QObject {
    Q_OBJECT

private slots:
    // The grid (tooltips, 1024) and the tables window (one size) share a cache: whichever
    // asks first, one fill serves both, and both hold the same table.
    void computesOnce_data() {
        QTest::addColumn<int>("window");
        QTest::addColumn<bool>("gridFirst");
        QTest::addColumn<QList<int>>("fills");
        QTest::newRow("window 20, grid first") << 20 << true << QList<int>{1024};
        QTest::newRow("window 20, window first") << 20 << false << QList<int>{1024};
        QTest::newRow("window 1024, grid first") << 1024 << true << QList<int>{1024};
        QTest::newRow("window 2048, grid first") << 2048 << true << QList<int>{2048};
        QTest::newRow("window 2048, window first") << 2048 << false << QList<int>{2048};
    }
    void computesOnce() {
        QFETCH(int, window);
        QFETCH(bool, gridFirst);
        QFETCH(QList<int>, fills);
        auto cache = std::make_shared<SgTableCache>();
        QSignalSpy started(cache.get(), &SgTableCache::fillStarted);
        QSignalSpy ready(cache.get(), &SgTableCache::tableReady);
        WythoffGridView grid;
        grid.setSgTableCache(cache);
        std::unique_ptr<SgTablePanel> panel;
        const auto openWindow = [&] {
            panel = std::make_unique<SgTablePanel>(cache);
            panel->setTableSize(window);
        };
        if (gridFirst) grid.prepareSgTable();
        openWindow();
        if (!gridFirst) grid.prepareSgTable();
        QTRY_VERIFY_WITH_TIMEOUT(panel->tables() && grid.sgTableReady(), kWait);
        QCOMPARE(panel->tables()->size(), window);
        QCOMPARE(sizes(started), fills);
        QCOMPARE(ready.count(), 1);
        QVERIFY(!cache->isComputing());
        // One table, the same object for both.
        QCOMPARE(panel->tables()->wythoffTable(), cache->table());
        QCOMPARE(int(cache->table()->size()), fills.last());
        const SgTable core(20);
        for (int a = 0; a < 20; ++a)
            for (int b = 0; b < 20; ++b) {
                QCOMPARE(grid.sgValue(Natural(a), Natural(b)), std::optional(core.at(a, b)));
                QCOMPARE(panel->tables()->value(SgTableKind::Wythoff, a, b), core.at(a, b));
            }
        QVERIFY(grid.cellToolTip(Natural(3), Natural(7)).contains(QStringLiteral("G(3, 7) = 9")));
    }

    // A need the table meets is met at once, without a fill; a larger one fills again.
    void needsMetByTheTable_data() {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<bool>("metAtOnce");
        QTest::addColumn<QList<int>>("fills");
        QTest::newRow("20, then 500") << 20 << 500 << true << QList<int>{1024};
        QTest::newRow("1024, then 1024") << 1024 << 1024 << true << QList<int>{1024};
        QTest::newRow("2048, then 20") << 2048 << 20 << true << QList<int>{2048};
        QTest::newRow("20, then 1025") << 20 << 1025 << false << QList<int>{1024, 1025};
    }
    void needsMetByTheTable() {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(bool, metAtOnce);
        QFETCH(QList<int>, fills);
        SgTableCache cache;
        QSignalSpy started(&cache, &SgTableCache::fillStarted);
        QSignalSpy ready(&cache, &SgTableCache::tableReady);
        QObject one, two;
        QVERIFY(!cache.require(&one, first));
        QVERIFY(cache.isComputing());
        QVERIFY(ready.wait(kWait));
        QVERIFY(cache.table()->size() >= std::size_t(first));
        const auto met = cache.require(&two, second);
        QCOMPARE(bool(met), metAtOnce);
        QCOMPARE(cache.isComputing(), !metAtOnce);
        if (met) QCOMPARE(met, cache.table());
        if (!met) QVERIFY(ready.wait(kWait));
        QCOMPARE(sizes(started), fills);
        QCOMPARE(int(cache.table()->size()), fills.last());
        QVERIFY(!cache.isComputing());
    }

    // A fill nobody waits for any more stops at the row it was on.
    void fillStopsWhenNobodyNeedsIt_data() {
        QTest::addColumn<bool>("destroyUser");
        QTest::newRow("released") << false;
        QTest::newRow("user destroyed") << true;
    }
    void fillStopsWhenNobodyNeedsIt() {
        QFETCH(bool, destroyUser);
        SgTableCache cache;
        WorkerGate gate;
        cache.setRowHook(gate.holdAt(10));
        QSignalSpy ready(&cache, &SgTableCache::tableReady);
        auto user = std::make_unique<QObject>();
        QVERIFY(!cache.require(user.get(), 2048));
        QTRY_COMPARE(std::size_t(gate.reached), std::size_t(10));
        if (destroyUser)
            user.reset();
        else
            cache.release(user.get());
        QVERIFY(!cache.isComputing());
        QTRY_COMPARE(cache.activeThreads(), 0);
        QVERIFY(gate.passed);
        QCOMPARE(std::size_t(gate.reached), std::size_t(10));
        QCOMPARE(ready.count(), 0); // its end was counted after any result it posted
        QVERIFY(!cache.table());
    }

    // Quitting in the middle of a fill: the cache's last owner goes, the fill stops where
    // it was, the worker is waited for, and nothing is delivered to what is gone.
    void destructionStopsTheFill_data() {
        QTest::addColumn<bool>("mainWindow");
        QTest::newRow("cache alone") << false;
        QTest::newRow("main window with the tables window") << true;
    }
    void destructionStopsTheFill() {
        QFETCH(bool, mainWindow);
        WorkerGate gate; // never opened: the worker waits for the fill's cancellation
        QObject user;    // outlives the cache, still waiting for its table
        auto cache = std::make_shared<SgTableCache>();
        std::unique_ptr<MainWindow> window;
        if (mainWindow) {
            window = std::make_unique<MainWindow>();
            window->showSgTables();
            // The grid's tooltips and the tables window share one cache.
            cache = inwindow::gridPanel(*window)->view()->sgTableCache();
            QCOMPARE(inwindow::sgTables(*window)->cache(), cache.get());
        }
        cache->setRowHook(gate.holdAt(10));
        if (mainWindow)
            inwindow::sgTables(*window)->setTableSize(2048);
        else
            cache->require(&user, 2048);
        QTRY_COMPARE(std::size_t(gate.reached), std::size_t(10));
        QCOMPARE(cache->computingSize(), 2048);
        QCOMPARE(cache->activeThreads(), 1);
        QSignalSpy ready(cache.get(), &SgTableCache::tableReady);
        const std::weak_ptr<SgTableCache> alive = cache;
        cache.reset();
        window.reset();
        QVERIFY(alive.expired());
        QVERIFY(gate.passed); // the worker went on before the destructor returned
        QCOMPARE(std::size_t(gate.reached), std::size_t(10));
        QCOMPARE(ready.count(), 0);
    }
};

QTEST_MAIN(TstSgTableCache)
#include "tst_sgtablecache.moc"
