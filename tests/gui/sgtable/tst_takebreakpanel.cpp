// SPDX-License-Identifier: MIT
// The SG tables window's take-and-break page: the summary against the periodicity theorem's
// facts (docs/takebreak.md), the grid and the plot against the core's values, a refused code
// that keeps what was shown, Grundy's game's rare values, the plot's zoom and pan, cancelling,
// and the PNG and SVG exports.

#include "common/messagetext.h"
#include "common/presentation.h"
#include "core/takebreak/grundysgame.h"
#include "core/takebreak/octalcode.h"
#include "core/takebreak/octalvalues.h"
#include "sgtable/octalplotview.h"
#include "sgtable/octalsequenceview.h"
#include "sgtable/sgtablecache.h"
#include "sgtable/sgtableswindow.h"
#include "sgtable/takebreakpanel.h"

#include <QFileInfo>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QToolButton>
#include <QWheelEvent>
#include <QXmlStreamReader>
#include <QtTest>

#include <memory>

using grundy::takebreak::Certificate;
using grundy::takebreak::isRareValue;
using grundy::takebreak::OctalCode;
using grundy::takebreak::OctalValues;

class TestTakeBreakPanel : public QObject {
    Q_OBJECT

    std::unique_ptr<SgTablesWindow> window;

    TakeBreakPanel* page() { return window->takeBreakPage(); }

    /// Shows `code` with `heaps` heaps and waits for the page.
    void showCode(const QString& code, int heaps) {
        QSignalSpy done(page(), &TakeBreakPanel::computed);
        page()->heapsSpin()->setValue(heaps);
        page()->codeEdit()->setText(code);
        QTest::mouseClick(page()->showButton(), Qt::LeftButton);
        QVERIFY(done.wait(60000));
        QVERIFY(!page()->isComputing());
    }

    /// The core's values G(0) … G(count − 1), from its public value() (the period past the
    /// table).
    static std::vector<std::uint16_t> coreValues(const char* code, std::size_t count) {
        OctalValues v(grundy::takebreak::codeOrName(code));
        std::vector<std::uint16_t> out;
        for (std::size_t n = 0; n < count; ++n)
            out.push_back(std::uint16_t(v.value(std::uint64_t(n))));
        return out;
    }

private slots:
    void init() {
        window = std::make_unique<SgTablesWindow>(std::make_shared<SgTableCache>());
        window->resize(1000, 700);
        window->show();
        QVERIFY(window->takeBreakPage() == nullptr); // nothing computed until looked at
        window->showTakeBreak();
        QVERIFY(page() != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(!page()->isComputing(), 20000);
    }
    void cleanup() { window.reset(); }

    /// The tab is there, named, and makes the page when chosen.
    void theTabMakesThePage() {
        window = std::make_unique<SgTablesWindow>(std::make_shared<SgTableCache>());
        int tab = -1;
        for (int i = 0; i < window->count(); ++i)
            if (window->tabText(i).contains(QStringLiteral("Take-and-break"))) tab = i;
        QVERIFY(tab >= 0);
        QVERIFY(window->takeBreakPage() == nullptr);
        window->setCurrentIndex(tab);
        QVERIFY(window->takeBreakPage() != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(!window->takeBreakPage()->isComputing(), 20000);
    }

    /// Kayles: period 12 from heap 71 proved, checked to heap 155 (docs/takebreak.md); the
    /// grid and the plot hold the core's values, one period a row.
    void kaylesHasItsPeriod() {
        showCode(QStringLiteral("0.77"), 1000);
        const QString summary = page()->summary();
        QVERIFY2(summary.contains(QStringLiteral("period 12 from heap 71, proved")),
                 qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("holds to heap 155")), qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("Kayles (0.77)")));
        QVERIFY(page()->problem().isEmpty());
        QVERIFY(page()->rareNote().isEmpty());

        const std::vector<std::uint16_t> expected = coreValues("kayles", 1000);
        OctalSequenceView* grid = page()->sequenceView();
        QCOMPARE(grid->shown(), std::size_t(1000));
        for (std::size_t n = 0; n < 1000; ++n)
            QCOMPARE(grid->valueAt(n), unsigned(expected[n]));
        QCOMPARE(grid->columns(), 12);
        QCOMPARE(grid->markOf(0), OctalSequenceView::Mark::PrePeriod);
        QCOMPARE(grid->markOf(70), OctalSequenceView::Mark::PrePeriod);
        QCOMPARE(grid->markOf(71), OctalSequenceView::Mark::FirstPeriod);
        QCOMPARE(grid->markOf(82), OctalSequenceView::Mark::FirstPeriod);
        QCOMPARE(grid->markOf(83), OctalSequenceView::Mark::Period);
        QVERIFY(!grid->isMarkedRare(0)); // only Grundy's game marks rare values
        // The period starts a row; the next period is the row below, same columns.
        QCOMPARE(grid->cellRect(71).left(), grid->cellRect(83).left());
        QCOMPARE(grid->cellRect(71).top() + grid->cellSize(), grid->cellRect(83).top());
        QVERIFY(grid->cellRect(70).top() < grid->cellRect(71).top());

        OctalPlotView* plot = page()->plotView();
        QVERIFY(plot->values() != nullptr);
        QCOMPARE(*plot->values(), expected);
        QVERIFY(plot->certificate().has_value());
        QCOMPARE(*plot->certificate(), (Certificate{71, 12, 155}));
        QVERIFY(!plot->marksRare());
    }

    /// Past the table the proved period gives the values: a million heaps of Kayles, equal
    /// to the core's value() at the far end.
    void aPeriodReachesAMillionHeaps() {
        showCode(QStringLiteral("kayles"), TakeBreakPanel::kMaxHeaps);
        const auto& values = *page()->plotView()->values();
        QCOMPARE(values.size(), std::size_t(TakeBreakPanel::kMaxHeaps));
        OctalValues core(OctalCode::parse("0.77"));
        for (std::uint64_t n : {0ull, 70ull, 71ull, 12345ull, 999999ull})
            QCOMPARE(unsigned(values[std::size_t(n)]), core.value(n));
        // The grid stops at its most cells and says so.
        QCOMPARE(page()->sequenceView()->shown(), OctalSequenceView::kMaxCells);
    }

    /// The named codes, typed or from Examples.
    void namesAndExamples_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("period");
        QTest::newRow("dawson-kayles") << "dawson-kayles"
                                       << "period 34 from heap 53";
        QTest::newRow("dawson-chess") << "Dawson-Chess"
                                      << "period 34 from heap 52";
        QTest::newRow("4.07") << " 4.07 "
                              << "period 4 from heap 1";
    }
    void namesAndExamples() {
        QFETCH(QString, typed);
        QFETCH(QString, period);
        showCode(typed, 300);
        QVERIFY2(page()->summary().contains(period), qPrintable(page()->summary()));
    }
    void theExamplesMenu() {
        const QList<QAction*> actions = page()->examplesButton()->menu()->actions();
        QCOMPARE(actions.size(), 4);
        QStringList names;
        for (QAction* a : actions)
            names << a->text();
        QCOMPARE(names, (QStringList{"Kayles (0.77)", "Dawson's Kayles (0.07)",
                                     "Dawson's chess (0.137)", "Grundy's game (4!.0)"}));
        page()->heapsSpin()->setValue(500);
        QSignalSpy done(page(), &TakeBreakPanel::computed);
        actions[3]->trigger();
        QVERIFY(done.wait(20000));
        QCOMPARE(page()->codeEdit()->text(), QStringLiteral("4!.0"));
        QVERIFY(page()->summary().startsWith(QStringLiteral("Grundy's game (4!.0)")));
    }

    /// A bad code shows the core's own message under the field; the page keeps what it
    /// showed and computes nothing.
    void aBadCodeSaysWhy_data() {
        QTest::addColumn<QString>("code");
        for (const char* bad : {"0.8", "", "1.7", "0.7.7", "0.000", "kaylez", "4.0!"})
            QTest::newRow(bad) << QString::fromLatin1(bad);
    }
    void aBadCodeSaysWhy() {
        QFETCH(QString, code);
        const std::vector<std::uint16_t> before = *page()->plotView()->values();
        const QString summary = page()->summary();
        page()->codeEdit()->setText(code);
        QTest::mouseClick(page()->showButton(), Qt::LeftButton);
        QVERIFY(!page()->isComputing());
        QString expected;
        try {
            grundy::takebreak::codeOrName(code.toLower().toStdString());
        } catch (const grundy::InvalidPosition& e) {
            expected = MessageText::text(e.message());
        }
        QVERIFY(!expected.isEmpty());
        QVERIFY2(page()->problem().contains(expected), qPrintable(page()->problem()));
        QCOMPARE(*page()->plotView()->values(), before);
        QCOMPARE(page()->summary(), summary);
        // Fixing it clears the note.
        showCode(QStringLiteral("0.07"), 100);
        QVERIFY(page()->problem().isEmpty());
        QCOMPARE(*page()->plotView()->values(), coreValues("0.07", 100));
    }

    /// Grundy's game: no period claimed, rare values marked in the grid and in the plot's
    /// own colour, and the note says what rare means.
    void grundysGameMarksRareValues() {
        constexpr int kHeaps = 20000;
        showCode(QStringLiteral("grundys-game"), kHeaps);
        QVERIFY2(page()->summary().contains(QStringLiteral("no period proved below")),
                 qPrintable(page()->summary()));
        const std::vector<std::uint16_t>& values = *page()->plotView()->values();
        QCOMPARE(values, coreValues("4!.0", kHeaps));
        for (std::uint32_t zero : grundy::takebreak::kGrundysGameZeros)
            QCOMPARE(values[zero], std::uint16_t(0));

        OctalSequenceView* grid = page()->sequenceView();
        std::size_t rare = 0, last = 0;
        for (std::size_t n = 0; n < values.size(); ++n)
            if (isRareValue(values[n])) ++rare, last = n;
        for (std::size_t n = 0; n < grid->shown(); ++n)
            QCOMPARE(grid->isMarkedRare(n), isRareValue(values[n]));
        QVERIFY(grid->isMarkedRare(0) && grid->isMarkedRare(3)); // G = 0 and 1
        QVERIFY(!grid->isMarkedRare(5));                         // G(5) = 2
        QCOMPARE(grid->markOf(100), OctalSequenceView::Mark::None);

        OctalPlotView* plot = page()->plotView();
        QVERIFY(plot->marksRare());
        QCOMPARE(plot->rareCount(), rare);
        QVERIFY(rare > 0 && rare < values.size() / 10); // rare indeed
        const QString note = page()->rareNote();
        QVERIFY(note.contains(QStringLiteral("even number of ones")));
        QVERIFY2(note.contains(QLocale().toString(qulonglong(rare))), qPrintable(note));
        QVERIFY(note.contains(QLocale().toString(qulonglong(last))));

        // The binned picture: a rare pixel wherever a rare heap falls, and both kinds shown.
        const QRectF range = plot->fullRange();
        const int columns = 400, rows = 300;
        const std::vector<OctalPlotView::Pixel> bins = plot->bins(range, columns, rows);
        const auto count = [&](OctalPlotView::Pixel kind) {
            return std::count(bins.begin(), bins.end(), kind);
        };
        QVERIFY(count(OctalPlotView::Pixel::Rare) > 0);
        QVERIFY(count(OctalPlotView::Pixel::Common) > 0);
        const double top = range.y() + range.height();
        for (std::size_t n = 0; n < values.size(); n += 7) {
            const int column =
                int(std::floor((double(n) + 0.5 - range.x()) * columns / range.width()));
            const int row = int(std::floor((top - values[n]) * rows / range.height()));
            const auto pixel = bins[std::size_t(row) * columns + std::size_t(column)];
            QVERIFY(pixel != OctalPlotView::Pixel::Empty);
            if (isRareValue(values[n])) QCOMPARE(pixel, OctalPlotView::Pixel::Rare);
        }
        // The screen shows the rare colour.
        const QImage shot = plot->grab().toImage();
        const QColor rareColour = OctalPlotView::rareColour(plot->palette());
        bool seen = false;
        for (int y = 0; y < shot.height() && !seen; ++y)
            for (int x = 0; x < shot.width() && !seen; ++x)
                seen = shot.pixelColor(x, y) == rareColour;
        QVERIFY(seen);
    }

    /// Zoom by wheel and buttons around the pointer, pan by dragging, fit back; the pointer's
    /// heap is described.
    void zoomAndPan() {
        showCode(QStringLiteral("0.77"), 1000);
        OctalPlotView* plot = page()->plotView();
        const QRectF full = plot->range();
        QCOMPARE(full, plot->fullRange());
        QCOMPARE(full.width(), 1000.0);
        const QPointF centre = plot->plotArea().center();
        const double heap = plot->heapAt(centre.x());
        QWheelEvent wheel(centre, plot->mapToGlobal(centre), QPoint(), QPoint(0, 120 * 4),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(plot, &wheel);
        QVERIFY(plot->range().width() < full.width() / 2);
        QCOMPARE(plot->range().height(), full.height());           // the values stay
        QVERIFY(std::abs(plot->heapAt(centre.x()) - heap) < 1e-6); // around the pointer
        // Drag to the left: later heaps come into view.
        const QRectF zoomed = plot->range();
        QTest::mousePress(plot, Qt::LeftButton, {}, centre.toPoint());
        QTest::mouseMove(plot, (centre - QPointF(100, 0)).toPoint());
        QTest::mouseRelease(plot, Qt::LeftButton, {}, (centre - QPointF(100, 0)).toPoint());
        QVERIFY(plot->range().x() > zoomed.x());
        QCOMPARE(plot->range().width(), zoomed.width());
        // Zoomed right in, every heap is a dot and the pointer names its heap.
        plot->setRange(QRectF(100, full.y(), 20, full.height()));
        QCOMPARE(plot->range().width(), 20.0);
        const QPointF at = plot->toWidget(105, 0);
        const QString text = plot->describeAt(QPointF(at.x(), centre.y()));
        OctalValues core(OctalCode::parse("0.77"));
        QVERIFY2(
            text.startsWith(QStringLiteral("Heap 105: G = %1").arg(core.value(std::uint64_t(105)))),
            qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("as heap")));
        // Fit, and the zoom buttons' slots.
        plot->fit();
        QCOMPARE(plot->range(), full);
        plot->zoomIn();
        QCOMPARE(plot->range().width(), full.width() / 2);
        plot->zoomOut();
        QCOMPARE(plot->range(), full);
        // Never past the data nor closer than a few heaps.
        plot->setRange(QRectF(-500, full.y(), 3, full.height()));
        QVERIFY(plot->range().x() >= 0 && plot->range().width() >= 8);
    }

    /// Cancel stops the work at once and keeps what was shown; a new request replaces a
    /// running one.
    void cancelKeepsWhatWasShown() {
        showCode(QStringLiteral("0.77"), 200);
        const std::vector<std::uint16_t> before = *page()->plotView()->values();
        page()->heapsSpin()->setValue(TakeBreakPanel::kMaxHeaps);
        page()->codeEdit()->setText(QStringLiteral("4!.0"));
        QTest::mouseClick(page()->showButton(), Qt::LeftButton);
        QVERIFY(page()->isComputing());
        QVERIFY(page()->cancelButton()->isVisible());
        QVERIFY(page()->summary().contains(QStringLiteral("Computing")));
        QTest::mouseClick(page()->cancelButton(), Qt::LeftButton);
        QVERIFY(!page()->isComputing());
        QVERIFY(!page()->cancelButton()->isVisible());
        QVERIFY(page()->summary().startsWith(QStringLiteral("Cancelled")));
        QCOMPARE(*page()->plotView()->values(), before);
        // A request while one runs: only the last is shown.
        QSignalSpy done(page(), &TakeBreakPanel::computed);
        page()->codeEdit()->setText(QStringLiteral("0.007"));
        page()->heapsSpin()->setValue(TakeBreakPanel::kMaxHeaps);
        QTest::mouseClick(page()->showButton(), Qt::LeftButton);
        page()->heapsSpin()->setValue(300);
        page()->codeEdit()->setText(QStringLiteral("0.137"));
        QTest::mouseClick(page()->showButton(), Qt::LeftButton);
        QVERIFY(done.wait(20000));
        QCOMPARE(done.count(), 1);
        QCOMPARE(*page()->plotView()->values(), coreValues("0.137", 300));
    }

    /// A code with no period and a table shorter than asked says where its values stop.
    void aTableLimitIsSaid() {
        const std::size_t limit = grundy::takebreak::tableLimit(OctalCode::parse("0.6"));
        // 0.6 (Officers) has no period below its limit; ask for more than the limit
        // only when the limit is small enough to compute here.
        if (limit > 50000) QSKIP("0.6's table limit is too large to reach in a test");
        showCode(QStringLiteral("0.6"), int(limit) + 1000);
        QCOMPARE(page()->plotView()->values()->size(), limit);
        QVERIFY2(page()->summary().contains(QStringLiteral("stops at")),
                 qPrintable(page()->summary()));
    }

    /// Export: a PNG of the plot as zoomed, and an SVG that parses, with its title.
    void exportsPngAndSvg() {
        showCode(QStringLiteral("grundys-game"), 5000);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString png = dir.filePath(QStringLiteral("plot.png"));
        const QString svg = dir.filePath(QStringLiteral("plot.svg"));
        QString error;
        QVERIFY2(page()->plotView()->exportPng(png, &error), qPrintable(error));
        QVERIFY(QFileInfo(png).size() > 1000);
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(),
                 QSize(2 * OctalPlotView::kExportWidth, 2 * OctalPlotView::kExportHeight));
        // The export is light whatever the theme: a white corner, and rare points in it.
        QCOMPARE(image.pixelColor(1, 1), QColor(Qt::white));

        QVERIFY2(page()->plotView()->exportSvg(svg, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.size() > 1000);
        QXmlStreamReader xml(text);
        int rects = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement &&
                (xml.name() == QStringLiteral("rect") || xml.name() == QStringLiteral("path")))
                ++rects;
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(rects > 10);
        QVERIFY(text.contains("Grundy"));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.defaultSize(),
                 QSize(OctalPlotView::kExportWidth, OctalPlotView::kExportHeight));
        // Zoomed right in, the dots are vector too.
        OctalPlotView* plot = page()->plotView();
        plot->setRange(QRectF(0, plot->fullRange().y(), 40, plot->fullRange().height()));
        QVERIFY(plot->exportSvg(svg, &error));
        QVERIFY(QSvgRenderer(svg).isValid());
        // Nothing to export before anything is shown.
        OctalPlotView empty;
        QVERIFY(!empty.exportPng(png, &error));
        QVERIFY(!error.isEmpty());
    }

    /// Larger text (presentation mode) makes larger cells, and the page still fits the SG
    /// tables window on a projector (1024 × 768: the window opens 1024 × 640) with room for
    /// the plot, Grundy's game's note (the most text) included.
    void presentationFitsAProjector() {
        showCode(QStringLiteral("grundys-game"), 2000);
        window->resize(1024, 640);
        QTRY_COMPARE(window->size(), QSize(1024, 640));
        const int before = page()->sequenceView()->cellSize();
        presentation::setEnabled(window.get(), true);
        QTRY_VERIFY(page()->sequenceView()->cellSize() > before);
        window->resize(1024, 640);
        QCoreApplication::processEvents();
        const QSize least = window->minimumSizeHint();
        const double plotHeight = page()->plotView()->plotArea().height();
        presentation::setEnabled(window.get(), false);
        QVERIFY2(least.width() <= 1024 && least.height() <= 640,
                 qPrintable(QStringLiteral("%1 x %2").arg(least.width()).arg(least.height())));
        QVERIFY(plotHeight >= 100);
    }
};

QTEST_MAIN(TestTakeBreakPanel)
#include "tst_takebreakpanel.moc"
