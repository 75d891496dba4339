// SPDX-License-Identifier: MIT
// The SG table panel: values against the core and OEIS, the Nim table, the worker thread
// (the window keeps handling events while a 2048 x 2048 table is computed, Cancel and a
// size change stop it), zoom and scroll kept in step, and the PNG and SVG exports.
#include "common/exporter.h"
#include "sgtable/sgtablecache.h"
#include "sgtable/sgtablecomputer.h"
#include "sgtable/sgtablemodel.h"
#include "sgtable/sgtablepainter.h"
#include "sgtable/sgtablepanel.h"
#include "sgtable/sgtableview.h"
#include "workergate.h"
#include "core/games/wythoff/wythoff.h"
#include "core/games/wythoff/wythofftable.h"

#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QtTest>

using grundy::wythoff::SgTable;

namespace {

constexpr int kWait = 30000; // ms; the 2048 table takes well under a second

} // namespace

class TstSgTable : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<SgTablePanel> m_panel;

    SgTablePanel& panel() { return *m_panel; }
    bool waitForSize(int n) {
        const bool ready = QTest::qWaitFor(
            [&] {
                return !panel().isComputing() && panel().tables() && panel().tables()->size() == n;
            },
            kWait);
        // Let the scroll bars settle: the progress bar just went, and the layout gives the
        // views its room when it handles its posted requests.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        return ready;
    }
    /// The worker notes each row it fills in `gate` and waits there at row `row` until
    /// the gate opens or its fill is cancelled.
    void holdWorkerAt(WorkerGate& gate, std::size_t row) {
        panel().cache()->setRowHook(gate.holdAt(row));
    }
    void choose(int n) {
        panel().cache()->setRowHook(nullptr);
        panel().setTableSize(n);
        QVERIFY(waitForSize(n));
    }

private slots:
    void init() {
        m_panel = std::make_unique<SgTablePanel>();
        m_panel->resize(1100, 640);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
        QVERIFY(waitForSize(20)); // the classic table is computed at once
    }
    void cleanup() { m_panel.reset(); }

    void classicTableMatchesCore() {
        const SgTable core(20);
        const auto& t = panel().tables();
        QCOMPARE(panel().wythoffView()->tables(), panel().nimView()->tables());
        for (int a = 0; a < 20; ++a)
            for (int b = 0; b < 20; ++b) {
                QCOMPARE(t->value(SgTableKind::Wythoff, a, b), core.at(a, b));
                QCOMPARE(t->value(SgTableKind::Nim, a, b), std::uint32_t(a ^ b));
                const QColor expected = t->scale().color(core.at(a, b));
                QCOMPARE(QColor(t->image(SgTableKind::Wythoff).pixel(b, a)), expected);
                QCOMPARE(QColor(t->image(SgTableKind::Nim).pixel(b, a)),
                         t->scale().color(std::uint32_t(a ^ b)));
            }
        QCOMPARE(t->scale().color(0), SgColorScale::pColor());
        QVERIFY(panel().wythoffView()->cellSize() >= 20);
    }

    void oeisRows() {
        choose(64);
        const auto& t = panel().tables();
        const QList<std::uint32_t> row3{3, 4, 5, 6, 2, 0, 1, 9, 10, 12, 8, 7, 15, 11, 16, 18};
        const QList<std::uint32_t> row4{4, 5, 3, 2, 7, 6, 9, 0, 1, 8, 13, 12, 11, 16, 15, 10};
        const QList<std::uint32_t> diagonal{0, 2, 1, 6, 7, 8, 3, 5, 4, 16, 14, 15, 10, 9, 11, 20};
        for (int m = 0; m < 16; ++m) {
            QCOMPARE(t->value(SgTableKind::Wythoff, 3, m), row3[m]);
            QCOMPARE(t->value(SgTableKind::Wythoff, 4, m), row4[m]);
            QCOMPARE(t->value(SgTableKind::Wythoff, m, m), diagonal[m]);
            QCOMPARE(t->value(SgTableKind::Nim, m, m), 0u);
        }
    }

    void tooltipsAndHover() {
        SgTableView* view = panel().wythoffView();
        const QPoint centre = view->cellRect(3, 5).center().toPoint();
        QCOMPARE(view->cellAt(centre), QPoint(5, 3));
        QCOMPARE(view->describe(3, 5), QStringLiteral("G(3, 5) = 0 \u2014 P-position"));
        QCOMPARE(view->describe(4, 2), QStringLiteral("G(4, 2) = 3"));
        QCOMPARE(panel().nimView()->describe(4, 2), QStringLiteral("4 XOR 2 = 6"));
        QCOMPARE(view->cellAt(QPoint(1, 1)), QPoint(-1, -1)); // the header corner
        QMouseEvent move(QEvent::MouseMove, centre, view->viewport()->mapToGlobal(centre),
                         Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &move);
        QTRY_VERIFY(panel().statusText().contains(QStringLiteral("G(3, 5) = 0")));
        QVERIFY(panel().statusText().contains(QStringLiteral("3 XOR 5 = 6")));
    }

    // While the worker is held in the middle of the 2048 fill, the GUI thread runs a
    // timer and a posted call: events are processed during the computation.
    void staysResponsiveWhileComputing() {
        WorkerGate gate;
        holdWorkerAt(gate, 1000);
        QList<int> percents;
        connect(panel().computer(), &SgTableComputer::progressChanged, this,
                [&](int p) { percents << p; });
        int ticksWhileComputing = 0;
        QTimer timer;
        timer.setInterval(1);
        connect(&timer, &QTimer::timeout, this, [&] {
            if (panel().isComputing() && gate.reached >= 1000) ++ticksWhileComputing;
            if (ticksWhileComputing >= 5) gate.open();
        });
        timer.start();
        bool posted = false;
        panel().setTableSize(2048);
        QVERIFY(panel().isComputing());
        QVERIFY(panel().progressBar()->isVisible());
        QVERIFY(panel().cancelButton()->isVisible());
        QVERIFY(!panel().exportPngButton()->isEnabled());
        QTimer::singleShot(0, this, [&] { posted = panel().isComputing(); });
        QVERIFY(waitForSize(2048));
        QVERIFY(posted);
        QVERIFY(ticksWhileComputing >= 5);
        QVERIFY(!panel().progressBar()->isVisible());
        QVERIFY(
            std::any_of(percents.begin(), percents.end(), [](int p) { return p > 0 && p < 100; }));
        QCOMPARE(percents.last(), 100);
        // And the values are the core's.
        const SgTable core(2048);
        const auto& t = panel().tables();
        for (int a = 0; a < 2048; a += 7)
            for (int b = 0; b < 2048; b += 3)
                QCOMPARE(t->value(SgTableKind::Wythoff, a, b), core.at(a, b));
    }

    void cancelStopsTheWorker() {
        WorkerGate gate;
        holdWorkerAt(gate, 10);
        QSignalSpy ready(&panel(), &SgTablePanel::tablesReady);
        panel().setTableSize(2048);
        QTRY_COMPARE(std::size_t(gate.reached), std::size_t(10));
        QTest::mouseClick(panel().cancelButton(), Qt::LeftButton);
        QVERIFY(!panel().isComputing());
        QVERIFY(!panel().tables());
        QVERIFY(panel().computeButton()->isVisible());
        QVERIFY(!panel().cancelButton()->isVisible());
        gate.open();
        QTRY_COMPARE(panel().computer()->activeThreads(), 0);
        QTRY_COMPARE(panel().cache()->activeThreads(), 0);
        QVERIFY(gate.reached <= 11); // stopped at the first row after the cancel
        // A result of the cancelled worker would have been posted before its thread's
        // end, which the counts above have seen: none came.
        QCOMPARE(ready.count(), 0);
        // Compute starts again.
        panel().cache()->setRowHook(nullptr);
        QTest::mouseClick(panel().computeButton(), Qt::LeftButton);
        QVERIFY(waitForSize(2048));
    }

    void changingSizeCancelsTheOldJob() {
        WorkerGate gate;
        holdWorkerAt(gate, 10);
        QSignalSpy ready(&panel(), &SgTablePanel::tablesReady);
        panel().setTableSize(2048);
        QTRY_COMPARE(std::size_t(gate.reached), std::size_t(10));
        panel().cache()->setRowHook(nullptr);
        panel().sizeBox()->setCurrentIndex(panel().sizeBox()->findData(256));
        QVERIFY(waitForSize(256));
        gate.open();
        QTRY_COMPARE(panel().computer()->activeThreads(), 0);
        QTRY_COMPARE(panel().cache()->activeThreads(), 0);
        // As in cancelStopsTheWorker: no late result can follow the threads' end.
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.first().first().toInt(), 256);
        QCOMPARE(panel().tables()->size(), 256);
    }

    void zoomAndScrollInStep() {
        choose(256);
        SgTableView *w = panel().wythoffView(), *n = panel().nimView();
        const qreal before = w->cellSize();
        QTest::mouseClick(panel().zoomInButton(), Qt::LeftButton);
        QVERIFY(w->cellSize() > before);
        QCOMPARE(n->cellSize(), w->cellSize());
        w->setCellSize(16);
        QCOMPARE(n->cellSize(), 16.0);
        w->verticalScrollBar()->setValue(500);
        w->horizontalScrollBar()->setValue(700);
        QCOMPARE(n->verticalScrollBar()->value(), 500);
        QCOMPARE(n->horizontalScrollBar()->value(), 700);
        n->verticalScrollBar()->setValue(40);
        QCOMPARE(w->verticalScrollBar()->value(), 40);
        // Ctrl+wheel zooms about the mouse: the cell under it stays there.
        const QPoint at = w->cellRect(10, 50).center().toPoint();
        QWheelEvent wheel(at, w->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(w->viewport(), &wheel);
        QCOMPARE(w->cellSize(), 20.0);
        QCOMPARE(w->cellAt(at), QPoint(50, 10));
        QCOMPARE(n->cellSize(), 20.0);
        QTest::keyClick(w, Qt::Key_Minus);
        QCOMPARE(w->cellSize(), 16.0);
    }

    void exportPngClassic() {
        const QString path = m_dir.filePath(QStringLiteral("classic.png"));
        QString error;
        QVERIFY2(panel().exportPng(path, &error), qPrintable(error));
        QImage image(path);
        QVERIFY(!image.isNull());
        const QRect cells = panel().pngCells();
        QCOMPARE(cells, QRect(0, 0, 20, 20));
        QCOMPARE(panel().pngCellSize(), panel().wythoffView()->cellSize());
        const SgTablePainter painter = panel().wythoffView()->painter(panel().pngCellSize());
        QCOMPARE(image.size(), painter.pictureSize(cells));
        const auto& t = panel().tables();
        // Near the corner of a cell, away from its number and the P border.
        const auto sample = [&](int a, int b) {
            return QColor(image.pixel(painter.pictureCellRect(cells, a, b).topLeft().toPoint() +
                                      QPoint(5, 5)));
        };
        for (const auto& [a, b] : {std::pair{0, 0}, {1, 2}, {3, 5}, {7, 4}, {13, 8}})
            QCOMPARE(sample(a, b), SgColorScale::pColor());
        QCOMPARE(sample(4, 2), t->scale().color(3));
        QCOMPARE(sample(19, 19), t->scale().color(t->value(SgTableKind::Wythoff, 19, 19)));
        QCOMPARE(QColor(image.pixel(1, 1)), QColor(Qt::white));
    }

    void exportPngLarge() {
        choose(2048);
        const QString path = m_dir.filePath(QStringLiteral("large.png"));
        QVERIFY(panel().exportPng(path));
        const QImage image(path);
        const qreal cell = panel().pngCellSize();
        QVERIFY(cell >= 1 && cell <= 2);
        const SgTablePainter painter = panel().wythoffView()->painter(cell);
        QCOMPARE(image.size(), painter.pictureSize(QRect(0, 0, 2048, 2048)));
        const QRect cells = panel().pngCells();
        const auto pixel = [&](int a, int b) {
            return QColor(image.pixel(painter.pictureCellRect(cells, a, b).topLeft().toPoint()));
        };
        QCOMPARE(pixel(0, 0), SgColorScale::pColor());
        QVERIFY(grundy::wythoff::isP(grundy::u64(999), grundy::u64(1617)));
        QCOMPARE(pixel(999, 1617), SgColorScale::pColor());
        QCOMPARE(pixel(1617, 999), SgColorScale::pColor());
        QCOMPARE(pixel(1, 1), panel().tables()->scale().color(2));
    }

    void exportSvg() {
        const QString path = m_dir.filePath(QStringLiteral("classic.svg"));
        QString error;
        QVERIFY2(panel().exportSvg(path, &error), qPrintable(error));
        QSvgRenderer renderer(path);
        QVERIFY(renderer.isValid());
        const SgTablePainter painter = panel().wythoffView()->painter(SgTablePanel::kSvgCell);
        QCOMPARE(renderer.defaultSize(), painter.pictureSize(QRect(0, 0, 20, 20)));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        QVERIFY(svg.contains(QStringLiteral("<title>Sprague")));
        QVERIFY(svg.contains(SgColorScale::pColor().name(), Qt::CaseInsensitive));
        QVERIFY(svg.count(QStringLiteral("<text")) >= 400); // a number in every cell
        QVERIFY(svg.contains(QStringLiteral(">18</text>")));
        // A large table exports the 64 x 64 cells from the top-left one in view.
        choose(1024);
        panel().wythoffView()->setCellSize(16);
        panel().wythoffView()->verticalScrollBar()->setValue(16 * 100);
        const QRect cells = panel().svgCells();
        QCOMPARE(cells.size(), QSize(64, 64));
        QCOMPARE(cells.top(), 100);
        QVERIFY(panel().exportSvg(m_dir.filePath(QStringLiteral("part.svg"))));
        QSvgRenderer part(m_dir.filePath(QStringLiteral("part.svg")));
        QVERIFY(part.isValid());
        QCOMPARE(part.defaultSize(),
                 panel().wythoffView()->painter(SgTablePanel::kSvgCell).pictureSize(cells));
    }

    // The widget form of the exporter; with GRUNDY_SCREENSHOTS=dir set, also keeps
    // pictures of the panel for people to look at.
    void exportWidget() {
        const QString dir = qEnvironmentVariable("GRUNDY_SCREENSHOTS", m_dir.path());
        QVERIFY(Exporter::savePng(QDir(dir).filePath(QStringLiteral("sgtable-20.png")), &panel()));
        QVERIFY(Exporter::saveSvg(m_dir.filePath(QStringLiteral("w.svg")), &panel(),
                                  QStringLiteral("w")));
        QVERIFY(QSvgRenderer(m_dir.filePath(QStringLiteral("w.svg"))).isValid());
        const QImage shot(QDir(dir).filePath(QStringLiteral("sgtable-20.png")));
        QCOMPARE(shot.size(), panel().size() * panel().devicePixelRatio());
        choose(2048);
        QVERIFY(
            Exporter::savePng(QDir(dir).filePath(QStringLiteral("sgtable-2048.png")), &panel()));
        if (dir != m_dir.path()) {
            QVERIFY(panel().exportPng(QDir(dir).filePath(QStringLiteral("export-2048.png"))));
            choose(20);
            QVERIFY(panel().exportPng(QDir(dir).filePath(QStringLiteral("export-20.png"))));
            QVERIFY(panel().exportSvg(QDir(dir).filePath(QStringLiteral("export-20.svg"))));
        }
    }

    void exporterReportsErrors() {
        QString error;
        QVERIFY(!Exporter::savePng(
            m_dir.filePath(QStringLiteral("no/such/dir/x.png")), QSize(10, 10), [](QPainter&) {},
            &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!Exporter::savePng(
            m_dir.filePath(QStringLiteral("e.png")), QSize(), [](QPainter&) {}, &error));
    }
};

QTEST_MAIN(TstSgTable)
#include "tst_sgtable.moc"
