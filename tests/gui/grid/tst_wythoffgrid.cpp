// SPDX-License-Identifier: MIT
// The Wythoff grid driven as a person would: clicks, drags, the wheel and keys at real
// coordinates, at the corner of the plane and far beyond 64 bits. Set GRID_SHOTS=<dir> to
// also save PNGs of the panel in presentation mode, for looking at them.
#include "common/presentation.h"
#include "grid/gridlegend.h"
#include "grid/gridpainter.h"
#include "grid/gridpanel.h"
#include "grid/wythoffgridview.h"
#include "sgtable/sgtablecache.h"
#include "testsupport.h"
#include "core/games/wythoff/wythoff.h"
#include "core/games/wythoff/wythofftable.h"

#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QTextLayout>
#include <QtTest>

#include <set>
#include <tuple>

using grundy::Natural;
using testsupport::pow10;
using Cell = std::pair<Natural, Natural>;

Q_DECLARE_METATYPE(grundy::Natural)

namespace {

Natural big(const char* digits) {
    return *grundy::parseNatural(digits);
}

/// P-positions with both piles below `limit`, built by the definition (each a_k is the
/// smallest number not yet used, b_k = a_k + k), independently of the solver.
std::set<Cell> bruteForcePPositions(int limit) {
    std::set<Cell> out;
    std::vector<bool> used(static_cast<std::size_t>(3 * limit), false);
    for (int k = 0, a = 0;; ++k) {
        while (k > 0 && used[static_cast<std::size_t>(a)])
            ++a;
        if (a >= limit) break;
        const int b = a + k;
        used[static_cast<std::size_t>(a)] = used[static_cast<std::size_t>(b)] = true;
        if (b < limit) {
            out.emplace(Natural(a), Natural(b));
            out.emplace(Natural(b), Natural(a));
        }
    }
    return out;
}

/// The pixel the view centres a cell on (the grid's middle, counted from its bottom-left).
QPoint gridMiddle(const WythoffGridView& view) {
    const QRect g = view.gridRect();
    return {g.left() + g.width() / 2, g.bottom() - g.height() / 2};
}

/// Every cell whose centre is inside the grid, as the person sees them.
std::vector<Cell> cellsInView(const WythoffGridView& view) {
    std::vector<Cell> cells;
    const QRect g = view.gridRect();
    for (int i = 0; i < view.visibleColumns(); ++i)
        for (int j = 0; j < view.visibleRows(); ++j) {
            const Cell c(view.firstColumn() + i, view.firstRow() + j);
            if (g.contains(view.cellCenter(c.first, c.second))) cells.push_back(c);
        }
    return cells;
}

/// A mouse move without buttons (QTest::mouseMove only moves the cursor then, which the
/// offscreen platform does not turn into events).
void hover(QWidget* w, QPoint at) {
    QMouseEvent e(QEvent::MouseMove, at, w->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                  Qt::NoModifier);
    QApplication::sendEvent(w, &e);
}

/// Whether cell c is drawn wholly inside the grid.
bool wholeCellInView(const WythoffGridView& view, const Cell& c) {
    const QPoint centre = view.cellCenter(c.first, c.second);
    if (centre.x() < 0) return false;
    const int s = view.cellSize();
    const QRect r(centre.x() - s / 2, centre.y() - s / 2, s, s);
    return view.gridRect().contains(r);
}

/// Gives w the keyboard focus, as a click on its window would.
void focus(QWidget* w) {
    w->activateWindow();
    w->setFocus();
    QVERIFY(QTest::qWaitForWindowActive(w->window()));
    QVERIFY(w->hasFocus());
}

/// Whether two colours agree within `slack` per channel (antialiased edges blend a little).
bool near(QRgb a, const QColor& b, int slack = 24) {
    return std::abs(qRed(a) - b.red()) <= slack && std::abs(qGreen(a) - b.green()) <= slack &&
           std::abs(qBlue(a) - b.blue()) <= slack;
}

/// The y of `line` at x (the line is not vertical).
qreal yAt(const QLineF& line, qreal x) {
    return line.y1() + (x - line.x1()) * line.dy() / line.dx();
}

QString text(const Natural& n) {
    return QString::fromStdString(grundy::toString(n));
}

void sendWheel(QWidget* w, QPoint at, int delta) {
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

/// Shows `panel` with the game at (17, 21), whose one winning move (take 11 from both,
/// to (6, 10)) is in view at 24 px cells; false when the window never appeared.
bool showWinningMoveScene(GridPanel& panel) {
    panel.resize(700, 640);
    panel.show();
    if (!QTest::qWaitForWindowExposed(&panel)) return false;
    WythoffGridView* view = panel.view();
    view->setCellSize(24);
    view->setPosition(Natural(17), Natural(21));
    view->goTo(Natural(12), Natural(14));
    return true;
}

} // namespace

class TstWythoffGrid : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_view.reset(); }
    void clickEmitsThatCell_data();
    void clickEmitsThatCell();
    void overlayIsExactlyThePPositions_data();
    void overlayIsExactlyThePPositions();
    void overlayMatchesDefinitionNearZero();
    void overlayIsPainted();
    void overviewZoomsOutToThousandsOfCells_data();
    void overviewZoomsOutToThousandsOfCells();
    void overviewMarksExactlyTheBlocksWithPPositions_data();
    void overviewMarksExactlyTheBlocksWithPPositions();
    void overviewClickLooksCloser();
    void overviewFarOutAgreesWithEachColumn_data();
    void overviewFarOutAgreesWithEachColumn();
    void zoomKeepsCellUnderMouse_data();
    void zoomKeepsCellUnderMouse();
    void dragPansByCells();
    void ctrlArrowKeysPanOneCell();
    void keyboardCursorChoosesCells();
    void keyboardCursorPansAtTheEdge_data();
    void keyboardCursorPansAtTheEdge();
    void keyboardCursorIsDrawnWithFocus();
    void panelStatusShowsTheCursorCell();
    void goToCentresBigNumbers_data();
    void goToCentresBigNumbers();
    void followsTheGame();
    void panelTogglesOverlay();
    void panelGoToRefusesBadInput();
    void panelStatusShowsExactHoveredCell();
    void cellSizeInBracketsStaysOnOneLine();
    void panelButtonsLookClickable();
    void panelStatusFollowsTheGameAndTheView();
    void panelStatusAbridgesLongNumbers();
    void phiLineRowIsExact();
    void phiLinesCrossEveryPCell_data();
    void phiLinesCrossEveryPCell();
    void phiLinesArePaintedAndToggled();
    void moveRaysRunToTheEdges();
    void moveRaysAreExactFarOut();
    void winningMovesAreMarked();
    void tooltipGivesSgValue();
    void tooltipGainsTheSgValueWhenReady();
    void exportPngAndSvg();
    void exportFailsWithAReason();
    void frameIsASnapshot_data();
    void frameIsASnapshot();
    void presentationGrowsLinesAndLabels();
    void presentationThickensDrawnLines();
    void firstShowIncludesTheOrigin();
    void keepsTheGameInView();
    void smallerCellsShowTheMovesWhole();
    void ownPanningLastsUntilAMoveNeedsTheView();

private:
    std::unique_ptr<WythoffGridView> m_view;
};

void TstWythoffGrid::init() {
    m_view = std::make_unique<WythoffGridView>();
    m_view->resize(640, 480);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TstWythoffGrid::clickEmitsThatCell_data() {
    QTest::addColumn<Natural>("a");
    QTest::addColumn<Natural>("b");
    QTest::addColumn<int>("cell");
    QTest::newRow("corner, 24 px") << Natural(3) << Natural(5) << 24;
    QTest::newRow("corner, 2 px") << Natural(40) << Natural(17) << 2;
    QTest::newRow("10^18, 16 px") << Natural(pow10(18) + 7) << pow10(18) << 16;
    QTest::newRow("10^30, 80 px") << pow10(30) << Natural(pow10(30) + 3) << 80;
    QTest::newRow("10^30, 3 px") << Natural(pow10(30) + 123)
                                 << big("1618033988749894848204586834365") << 3;
}

void TstWythoffGrid::clickEmitsThatCell() {
    QFETCH(Natural, a);
    QFETCH(Natural, b);
    QFETCH(int, cell);
    m_view->setCellSize(cell);
    m_view->goTo(a, b);
    std::vector<Cell> clicked;
    connect(m_view.get(), &WythoffGridView::cellClicked, this,
            [&](const Natural& x, const Natural& y) { clicked.emplace_back(x, y); });
    // The centred cell and its neighbours up and to the right.
    for (const Cell& target : {Cell(a, b), Cell(a + 1, b), Cell(a, b + 1), Cell(a + 2, b + 2)}) {
        const QPoint p = m_view->cellCenter(target.first, target.second);
        QVERIFY(m_view->gridRect().contains(p));
        QCOMPARE(m_view->cellAt(p), std::optional<Cell>(target));
        QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, p);
        QCOMPARE(clicked.size(), std::size_t(1));
        QCOMPARE(clicked.front(), target);
        clicked.clear();
    }
    // Outside the cells nothing is clicked.
    QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, QPoint(2, m_view->height() - 2));
    QVERIFY(clicked.empty());
}

void TstWythoffGrid::overlayIsExactlyThePPositions_data() {
    QTest::addColumn<Natural>("k");
    QTest::addColumn<int>("cell");
    for (int cell : {2, 8, 40}) {
        for (unsigned e : {0u, 18u, 19u, 30u, 40u}) {
            const QByteArray name =
                "k=10^" + QByteArray::number(e) + ", " + QByteArray::number(cell) + " px";
            QTest::newRow(name.constData()) << pow10(e) << cell;
        }
    }
}

void TstWythoffGrid::overlayIsExactlyThePPositions() {
    // Centre on (a_k, b_k) so P-cells are in view, then test every visible cell on its own.
    QFETCH(Natural, k);
    QFETCH(int, cell);
    m_view->setCellSize(cell);
    m_view->goTo(grundy::wythoff::lower(k), grundy::wythoff::upper(k));
    m_view->setShowPPositions(true);
    std::set<Cell> expected;
    for (int i = 0; i < m_view->visibleColumns(); ++i)
        for (int j = 0; j < m_view->visibleRows(); ++j) {
            const Natural a = m_view->firstColumn() + i, b = m_view->firstRow() + j;
            if (grundy::wythoff::isP(a, b)) expected.emplace(a, b);
        }
    const auto shown = m_view->visiblePPositions();
    QCOMPARE(std::set<Cell>(shown.begin(), shown.end()), expected);
    QCOMPARE(shown.size(), expected.size()); // no cell twice
    QVERIFY(!expected.empty());
}

void TstWythoffGrid::overlayMatchesDefinitionNearZero() {
    m_view->setCellSize(4);
    m_view->goTo(Natural(0), Natural(0));
    QCOMPARE(m_view->firstColumn(), Natural(0));
    QCOMPARE(m_view->firstRow(), Natural(0));
    const int limit = std::min(m_view->visibleColumns(), m_view->visibleRows());
    std::set<Cell> shown;
    for (const Cell& c : m_view->visiblePPositions())
        if (c.first < limit && c.second < limit) shown.insert(c);
    QCOMPARE(shown, bruteForcePPositions(limit));
}

// Zooming out past 2 px per cell turns cells into blocks of up to 32 x 32 cells, two
// pixels each: thousands of cells per side, and back in, the anchor's cell stays put.
void TstWythoffGrid::overviewZoomsOutToThousandsOfCells_data() {
    QTest::addColumn<Natural>("a");
    QTest::addColumn<Natural>("b");
    QTest::newRow("near the corner") << Natural(5000) << Natural(5000);
    QTest::newRow("a P-position beyond 10^30")
        << grundy::wythoff::lower(pow10(30)) << grundy::wythoff::upper(pow10(30));
}

void TstWythoffGrid::overviewZoomsOutToThousandsOfCells() {
    QFETCH(Natural, a);
    QFETCH(Natural, b);
    m_view->setCellSize(2);
    m_view->goTo(a, b);
    const QPoint middle = gridMiddle(*m_view);
    const Cell before = *m_view->cellAt(middle);
    QCOMPARE(before, Cell(a, b));
    int steps = 0;
    while (m_view->canZoomOut() && steps < 100) {
        sendWheel(m_view.get(), middle, -120);
        ++steps;
        // The block under the cursor's pixel holds the cell that was there.
        const int s = m_view->cellsPerBlock();
        const Cell block = *m_view->cellAt(middle);
        QCOMPARE(block.first, Natural(before.first - before.first % s));
        QCOMPARE(block.second, Natural(before.second - before.second % s));
    }
    QCOMPARE(steps, 5);
    QCOMPARE(m_view->cellsPerBlock(), WythoffGridView::kMaxCellsPerBlock);
    QCOMPARE(m_view->cellSize(), WythoffGridView::kMinCell);
    QVERIFY2(m_view->visibleColumns() >= 5000 && m_view->visibleRows() >= 3000,
             qPrintable(QString::number(m_view->visibleColumns())));
    QVERIFY(m_view->visibleColumns() % WythoffGridView::kMaxCellsPerBlock == 0);
    QVERIFY(!m_view->visiblePPositions().empty());
    for (int i = 0; i < steps; ++i)
        sendWheel(m_view.get(), middle, 120);
    QCOMPARE(m_view->cellsPerBlock(), 1);
    QCOMPARE(m_view->cellSize(), 2);
    // Back in, a pixel of the overview held 16 cells: the pointer is on one of them.
    const Cell after = *m_view->cellAt(middle);
    const int most = WythoffGridView::kMaxCellsPerBlock;
    QCOMPARE(Natural(after.first - after.first % most),
             Natural(before.first - before.first % most));
    QCOMPARE(Natural(after.second - after.second % most),
             Natural(before.second - before.second % most));
}

// Every block drawn as holding a P-position holds one, and every P-position in view is
// in a drawn block: against the P-positions built from their definition.
void TstWythoffGrid::overviewMarksExactlyTheBlocksWithPPositions_data() {
    QTest::addColumn<int>("zoomOuts"); // steps out from 2 px per cell
    QTest::newRow("1 px per cell") << 1;
    QTest::newRow("blocks of 4") << 2;
    QTest::newRow("blocks of 8") << 3;
}

void TstWythoffGrid::overviewMarksExactlyTheBlocksWithPPositions() {
    QFETCH(int, zoomOuts);
    m_view->setCellSize(2);
    m_view->goTo(Natural(0), Natural(0));
    for (int i = 0; i < zoomOuts; ++i)
        m_view->zoomAt(-1, m_view->gridRect().bottomLeft());
    const int s = m_view->cellsPerBlock();
    QCOMPARE(s, 1 << zoomOuts);
    QCOMPARE(m_view->firstColumn(), Natural(0));
    QCOMPARE(m_view->firstRow(), Natural(0));
    const int limit = std::min(m_view->visibleColumns(), m_view->visibleRows());
    std::set<Cell> expected;
    for (const auto& [a, b] : bruteForcePPositions(limit))
        expected.emplace(a - a % s, b - b % s);
    std::set<Cell> shown;
    for (const Cell& c : m_view->visiblePPositions())
        if (c.first < limit && c.second < limit) shown.insert(c);
    QCOMPARE(shown, expected);
    // The status line and the tooltip name the block and count its P-positions.
    const auto pCells = bruteForcePPositions(limit);
    for (const Cell& block :
         {*expected.begin(), *expected.rbegin(), Cell(Natural(0), Natural(s))}) {
        const auto count = std::count_if(pCells.begin(), pCells.end(), [&](const Cell& c) {
            return c.first - c.first % s == block.first && c.second - c.second % s == block.second;
        });
        const QString tip = m_view->cellToolTip(block.first, block.second);
        QVERIFY2(tip.startsWith(QStringLiteral("A = %1 to %2, B = %3 to %4: P-positions in this "
                                               "block: %5\n")
                                    .arg(text(block.first), text(block.first + (s - 1)),
                                         text(block.second), text(block.second + (s - 1)))
                                    .arg(count)),
                 qPrintable(tip));
    }
}

// Far out the overview finds the P-positions k by k (a_k = floor(k phi)); each column's
// partner, from the solver, must give the same blocks.
void TstWythoffGrid::overviewFarOutAgreesWithEachColumn_data() {
    QTest::addColumn<Natural>("k");
    QTest::addColumn<int>("zoomOuts");
    QTest::newRow("k = 10^30, blocks of 32") << pow10(30) << 5;
    QTest::newRow("k = 10^30 + 12345, blocks of 4") << Natural(pow10(30) + 12345) << 2;
    QTest::newRow("k = 2^62, blocks of 8") << Natural(Natural(1) << 62) << 3;
    QTest::newRow("k = 10^80, blocks of 16") << pow10(80) << 4;
}

void TstWythoffGrid::overviewFarOutAgreesWithEachColumn() {
    QFETCH(Natural, k);
    QFETCH(int, zoomOuts);
    m_view->setCellSize(2);
    for (int i = 0; i < zoomOuts; ++i)
        m_view->zoomOut();
    const int s = m_view->cellsPerBlock();
    for (const auto& [a, b] : {std::pair{grundy::wythoff::lower(k), grundy::wythoff::upper(k)},
                               std::pair{grundy::wythoff::upper(k), grundy::wythoff::lower(k)}}) {
        m_view->goTo(a, b);
        const Natural a0 = m_view->firstColumn(), b0 = m_view->firstRow();
        std::set<Cell> expected;
        for (Natural x = a0; x < a0 + m_view->visibleColumns(); ++x) {
            const Natural y = grundy::wythoff::partner(x);
            if (y >= b0 && y < b0 + m_view->visibleRows()) expected.emplace(x - x % s, y - y % s);
        }
        QVERIFY(expected.size() > 10);
        const auto shown = m_view->visiblePPositions();
        QCOMPARE(std::set<Cell>(shown.begin(), shown.end()), expected);
    }
}

// A click on the overview looks closer about the pointer; it never plays a block.
void TstWythoffGrid::overviewClickLooksCloser() {
    m_view->setCellSize(2);
    m_view->goTo(Natural(300), Natural(300));
    m_view->zoomOut();
    QCOMPARE(m_view->cellsPerBlock(), 2);
    QSignalSpy clicked(m_view.get(), &WythoffGridView::cellClicked);
    const QPoint at = gridMiddle(*m_view);
    QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, at);
    QCOMPARE(clicked.count(), 0);
    QCOMPARE(m_view->cellsPerBlock(), 1);
    QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, at);
    QCOMPARE(clicked.count(), 1);
}

void TstWythoffGrid::overlayIsPainted() {
    // The overlay changes exactly the P-cells: compare two renders pixel by pixel at the
    // centre of every cell away from the game's position and the cells it reaches.
    m_view->setCellSize(12);
    m_view->setPosition(pow10(30), pow10(30) + 5);
    m_view->goTo(grundy::wythoff::lower(pow10(30)), grundy::wythoff::upper(pow10(30)));
    const QImage off = m_view->grab().toImage();
    m_view->setShowPPositions(true);
    const QImage on = m_view->grab().toImage();
    const qreal dpr = off.devicePixelRatio();
    const auto shownP = m_view->visiblePPositions();
    const std::set<Cell> pCells(shownP.begin(), shownP.end());
    int changed = 0;
    for (const Cell& c : cellsInView(*m_view)) {
        const QPoint p = m_view->cellCenter(c.first, c.second) * dpr;
        const bool differs = off.pixel(p) != on.pixel(p);
        QCOMPARE(differs, pCells.count(c) == 1);
        changed += differs;
    }
    QVERIFY(changed > 5);
}

void TstWythoffGrid::zoomKeepsCellUnderMouse_data() {
    QTest::addColumn<Natural>("centre");
    QTest::addColumn<QPoint>("mouse");
    QTest::addColumn<int>("delta");
    QTest::newRow("10^30, in") << pow10(30) << QPoint(400, 100) << 120;
    QTest::newRow("10^30, out") << pow10(30) << QPoint(300, 350) << -120;
    QTest::newRow("10^40, in 3 steps") << pow10(40) << QPoint(123, 321) << 360;
    QTest::newRow("10^18, out 5 steps") << pow10(18) << QPoint(601, 17) << -600;
    QTest::newRow("1000, in") << Natural(1000) << QPoint(200, 200) << 120;
}

void TstWythoffGrid::zoomKeepsCellUnderMouse() {
    QFETCH(Natural, centre);
    QFETCH(QPoint, mouse);
    QFETCH(int, delta);
    m_view->setCellSize(16);
    m_view->goTo(centre, centre);
    hover(m_view.get(), mouse);
    const auto before = m_view->cellAt(mouse);
    QVERIFY(before);
    const int size = m_view->cellSize();
    sendWheel(m_view.get(), mouse, delta);
    QVERIFY(delta > 0 ? m_view->cellSize() > size : m_view->cellSize() < size);
    QCOMPARE(m_view->cellAt(mouse), before);
    // Keys zoom about the keyboard cursor: its cell stays under the same pixel.
    const Cell cursor = m_view->cursorCell();
    const QPoint at = m_view->cellCenter(cursor.first, cursor.second);
    QTest::keyClick(m_view.get(), Qt::Key_Plus);
    QCOMPARE(m_view->cellAt(at), std::optional<Cell>(cursor));
    QTest::keyClick(m_view.get(), Qt::Key_Minus);
    QTest::keyClick(m_view.get(), Qt::Key_Minus);
    QCOMPARE(m_view->cellAt(at), std::optional<Cell>(cursor));
    QCOMPARE(m_view->cursorCell(), cursor);
}

void TstWythoffGrid::dragPansByCells() {
    for (const Natural& centre : {Natural(500), pow10(30)}) {
        m_view->setCellSize(20);
        m_view->goTo(centre, centre);
        const Natural a0 = m_view->firstColumn(), b0 = m_view->firstRow();
        int clicks = 0;
        const auto counter =
            connect(m_view.get(), &WythoffGridView::cellClicked, this, [&clicks] { ++clicks; });
        const QPoint start(300, 300);
        // Right by 3 cells and up by 2: smaller A come in from the left, smaller B below.
        QTest::mousePress(m_view.get(), Qt::LeftButton, {}, start);
        QTest::mouseMove(m_view.get(), start + QPoint(25, -10));
        QTest::mouseMove(m_view.get(), start + QPoint(60, -40));
        QTest::mouseRelease(m_view.get(), Qt::LeftButton, {}, start + QPoint(60, -40));
        disconnect(counter);
        QCOMPARE(m_view->firstColumn(), Natural(a0 - 3));
        QCOMPARE(m_view->firstRow(), Natural(b0 - 2));
        QCOMPARE(clicks, 0);
    }
}

void TstWythoffGrid::ctrlArrowKeysPanOneCell() {
    m_view->goTo(pow10(40), pow10(40));
    const Natural a0 = m_view->firstColumn(), b0 = m_view->firstRow();
    const Cell cursor = m_view->cursorCell();
    QTest::keyClick(m_view.get(), Qt::Key_Right, Qt::ControlModifier);
    QTest::keyClick(m_view.get(), Qt::Key_Right, Qt::ControlModifier);
    QTest::keyClick(m_view.get(), Qt::Key_Down, Qt::ControlModifier);
    QCOMPARE(m_view->firstColumn(), Natural(a0 + 2));
    QCOMPARE(m_view->firstRow(), Natural(b0 - 1));
    QCOMPARE(m_view->cursorCell(), cursor); // still in view: the cursor stays
    // Panning on and on pushes the cursor along, so it never leaves the view.
    for (int i = 0; i < 60; ++i)
        QTest::keyClick(m_view.get(), Qt::Key_Right, Qt::ControlModifier);
    QVERIFY(m_view->cursorCell().first > cursor.first);
    QVERIFY(wholeCellInView(*m_view, m_view->cursorCell()));
}

void TstWythoffGrid::keyboardCursorChoosesCells() {
    m_view->setCellSize(24);
    m_view->setPosition(Natural(5), Natural(8));
    focus(m_view.get());
    QCOMPARE(m_view->cursorCell(), Cell(5, 8)); // starts on the game's position
    std::vector<Cell> clicked;
    connect(m_view.get(), &WythoffGridView::cellClicked, this,
            [&clicked](const Natural& a, const Natural& b) { clicked.emplace_back(a, b); });
    const Natural a0 = m_view->firstColumn(), b0 = m_view->firstRow();
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(m_view.get(), Qt::Key_Left);
    QCOMPARE(m_view->cursorCell(), Cell(2, 8));
    QTest::keyClick(m_view.get(), Qt::Key_Return);
    QTest::keyClick(m_view.get(), Qt::Key_Down);
    QTest::keyClick(m_view.get(), Qt::Key_Space);
    QCOMPARE(clicked, (std::vector<Cell>{{2, 8}, {2, 7}}));
    QCOMPARE(m_view->firstColumn(), a0); // the cursor moved inside the view: no panning
    QCOMPARE(m_view->firstRow(), b0);
    // The cursor stops at 0 on both axes; Shift moves ten cells.
    QTest::keyClick(m_view.get(), Qt::Key_Down, Qt::ShiftModifier);
    QTest::keyClick(m_view.get(), Qt::Key_Left, Qt::ShiftModifier);
    QCOMPARE(m_view->cursorCell(), Cell(0, 0));
    QTest::keyClick(m_view.get(), Qt::Key_Up, Qt::ShiftModifier);
    QCOMPARE(m_view->cursorCell(), Cell(0, 10));
    // A click moves the cursor to the clicked cell; Home brings it back to the game.
    QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, m_view->cellCenter(Natural(4), Natural(1)));
    QCOMPARE(m_view->cursorCell(), Cell(4, 1));
    QTest::keyClick(m_view.get(), Qt::Key_Home);
    QCOMPARE(m_view->cursorCell(), Cell(5, 8));
    // The game moving puts the cursor on the new position.
    m_view->setPosition(Natural(3), Natural(5));
    QCOMPARE(m_view->cursorCell(), Cell(3, 5));
}

void TstWythoffGrid::keyboardCursorPansAtTheEdge_data() {
    QTest::addColumn<Natural>("centre");
    QTest::addColumn<int>("cell");
    QTest::newRow("500, 20 px") << Natural(500) << 20;
    QTest::newRow("10^30, 7 px") << pow10(30) << 7;
    QTest::newRow("10^40, 80 px") << pow10(40) << 80;
}

void TstWythoffGrid::keyboardCursorPansAtTheEdge() {
    QFETCH(Natural, centre);
    QFETCH(int, cell);
    m_view->setCellSize(cell);
    m_view->goTo(centre, centre);
    focus(m_view.get());
    QCOMPARE(m_view->cursorCell(), Cell(centre, centre));
    // How many whole cells lie right of and below the cursor: that many presses move
    // only the cursor, the next ones pan the view by one cell each.
    const auto room = [this](int dx, int dy) {
        int n = 0;
        Cell c = m_view->cursorCell();
        for (;; ++n) {
            c = Cell(Natural(c.first + dx), Natural(c.second + dy));
            if (!wholeCellInView(*m_view, c)) return n;
        }
    };
    for (const auto& [key, dx, dy] : {std::tuple{Qt::Key_Right, 1, 0},
                                      {Qt::Key_Down, 0, -1},
                                      {Qt::Key_Left, -1, 0},
                                      {Qt::Key_Up, 0, 1}}) {
        const int free = room(dx, dy);
        QVERIFY(free > 0);
        const Natural a0 = m_view->firstColumn(), b0 = m_view->firstRow();
        const Cell start = m_view->cursorCell();
        for (int i = 0; i < free; ++i)
            QTest::keyClick(m_view.get(), key);
        QCOMPARE(m_view->firstColumn(), a0);
        QCOMPARE(m_view->firstRow(), b0);
        for (int i = 0; i < free + 3; ++i) {
            QTest::keyClick(m_view.get(), key);
            QVERIFY(wholeCellInView(*m_view, m_view->cursorCell()));
        }
        QCOMPARE(m_view->cursorCell(), Cell(Natural(start.first + (2 * free + 3) * dx),
                                            Natural(start.second + (2 * free + 3) * dy)));
        QVERIFY(m_view->firstColumn() != a0 || m_view->firstRow() != b0);
    }
}

void TstWythoffGrid::keyboardCursorIsDrawnWithFocus() {
    m_view->setCellSize(24);
    m_view->setPosition(Natural(5), Natural(8));
    const Cell target(2, 3); // an empty cell, away from the position and its moves
    m_view->setCursorCell(target.first, target.second);
    const QPoint c = m_view->cellCenter(target.first, target.second);
    // The cursor's frame runs along the cell's top edge, in the text colour.
    const QPoint edge(c.x(), c.y() - 24 / 2 + 1);
    const QColor text = m_view->palette().color(QPalette::Text);
    m_view->clearFocus();
    QVERIFY(!m_view->hasFocus());
    QVERIFY(m_view->grab().toImage().pixelColor(edge) != text); // no focus: no cursor
    focus(m_view.get());
    QCOMPARE(m_view->grab().toImage().pixelColor(edge), text);
}

void TstWythoffGrid::goToCentresBigNumbers_data() {
    QTest::addColumn<Natural>("a");
    QTest::addColumn<Natural>("b");
    QTest::newRow("10^18") << pow10(18) << Natural(pow10(18) + 1);
    QTest::newRow("2^64 - 1") << big("18446744073709551615") << big("18446744073709551616");
    QTest::newRow("10^30") << Natural(pow10(30) + 17) << Natural(pow10(30) * 3);
    QTest::newRow("10^40") << pow10(40) << Natural(pow10(40) + 1);
    QTest::newRow("10^100") << Natural(pow10(100) - 1) << pow10(99);
}

void TstWythoffGrid::goToCentresBigNumbers() {
    QFETCH(Natural, a);
    QFETCH(Natural, b);
    for (int cell : {2, 7, 80}) {
        m_view->setCellSize(cell);
        m_view->goTo(a, b);
        const QPoint mid = gridMiddle(*m_view);
        QCOMPARE(m_view->cellAt(mid), std::optional<Cell>(Cell(a, b)));
        const QPoint c = m_view->cellCenter(a, b);
        QVERIFY2((c - mid).manhattanLength() <= cell, qPrintable(QString::number(cell)));
    }
}

void TstWythoffGrid::followsTheGame() {
    m_view->setCellSize(16);
    m_view->setPosition(Natural(5), Natural(8)); // near the corner: the view starts there
    QCOMPARE(m_view->firstColumn(), Natural(0));
    QCOMPARE(m_view->firstRow(), Natural(0));
    m_view->setPosition(Natural(4), Natural(7));
    QCOMPARE(m_view->firstColumn(), Natural(0));
    QCOMPARE(m_view->firstRow(), Natural(0));
    // Far out, the game sits one cell in from the top right, its moves running down-left
    // across the view.
    const Natural far = pow10(35);
    m_view->setPosition(far, far + 2);
    const QRect g = m_view->gridRect();
    QCOMPARE(m_view->cellAt(QPoint(g.right() - 16 - 8, g.top() + 16 + 8)),
             std::optional<Cell>(Cell(far, far + 2)));
    m_view->setFollowGame(false);
    m_view->setPosition(Natural(9), Natural(9));
    QVERIFY(m_view->firstColumn() > pow10(34));
    m_view->backToGame();
    QCOMPARE(m_view->firstColumn(), Natural(0));
}

void TstWythoffGrid::panelTogglesOverlay() {
    GridPanel panel;
    panel.resize(700, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCheckBox* box = panel.showPCheckBox();
    QVERIFY(!panel.view()->showPPositions());
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    QVERIFY(panel.view()->showPPositions());
    QVERIFY(panel.showPAction()->isChecked());
    panel.showPAction()->trigger();
    QVERIFY(!panel.view()->showPPositions());
    QVERIFY(!box->isChecked());
    panel.view()->setShowPPositions(true);
    QVERIFY(box->isChecked() && panel.showPAction()->isChecked());
    // The zoom buttons work through the view.
    const int size = panel.view()->cellSize();
    QTest::mouseClick(panel.zoomInButton(), Qt::LeftButton);
    QVERIFY(panel.view()->cellSize() > size);
}

void TstWythoffGrid::panelGoToRefusesBadInput() {
    GridPanel panel;
    panel.resize(700, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    WythoffGridView* view = panel.view();
    const Natural origin = view->firstColumn();
    // The validator drops letters as they are typed...
    QTest::keyClicks(panel.goToAEdit(), "12x3");
    QCOMPARE(panel.goToAEdit()->text(), QStringLiteral("123"));
    // ...but pasted or set text is checked again on Go, and an empty field is refused.
    panel.goToAEdit()->setText(QStringLiteral("12x"));
    panel.goToBEdit()->setText(QStringLiteral("5"));
    QTest::mouseClick(panel.goButton(), Qt::LeftButton);
    QVERIFY(panel.goToMessage().contains(QStringLiteral("Pile A")));
    QCOMPARE(view->firstColumn(), origin);
    panel.goToAEdit()->setText(QStringLiteral("7"));
    panel.goToBEdit()->clear();
    QTest::mouseClick(panel.goButton(), Qt::LeftButton);
    QVERIFY(panel.goToMessage().contains(QStringLiteral("Pile B")));
    QCOMPARE(view->firstColumn(), origin);
    // A good one, beyond 64 bits, typed and confirmed with Return.
    panel.goToAEdit()->clear();
    QTest::keyClicks(panel.goToAEdit(), "1000000000000000000000000000000");
    QTest::keyClicks(panel.goToBEdit(), "1618033988749894848204586834365");
    QTest::keyClick(panel.goToBEdit(), Qt::Key_Return);
    QVERIFY(panel.goToMessage().isEmpty());
    QCOMPARE(view->cellAt(gridMiddle(*view)),
             std::optional<Cell>(Cell(pow10(30), big("1618033988749894848204586834365"))));
    // "Back to the game" returns to the position.
    view->setFollowGame(false);
    view->setPosition(Natural(3), Natural(5));
    QVERIFY(view->firstColumn() > pow10(29));
    QTest::mouseClick(panel.backButton(), Qt::LeftButton);
    QCOMPARE(view->firstColumn(), Natural(0));
}

void TstWythoffGrid::panelStatusShowsExactHoveredCell() {
    GridPanel panel;
    panel.resize(700, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    WythoffGridView* view = panel.view();
    const Natural a = grundy::wythoff::lower(pow10(40)), b = grundy::wythoff::upper(pow10(40));
    view->goTo(a, b);
    hover(view, view->cellCenter(a, b));
    QVERIFY(panel.statusText().contains(QString::fromStdString(grundy::toString(a))));
    QVERIFY(panel.statusText().contains(QString::fromStdString(grundy::toString(b))));
    QVERIFY(panel.statusText().contains(QStringLiteral("P-position")));
    hover(view, view->cellCenter(a + 1, b));
    QVERIFY(panel.statusText().contains(QStringLiteral("N-position")));
}

/// The view's line ends in its cell size in brackets, which is never broken: "(13 px per
/// / cell)" wrapped inside them on a narrow projector's panel.
/// −, + and Export are drawn as buttons, framed like "Back to the game" beside them, not
/// as plain text until the pointer is over them (a teacher did not see they were buttons).
void TstWythoffGrid::panelButtonsLookClickable() {
    GridPanel panel;
    panel.resize(700, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    for (QToolButton* button : {panel.zoomOutButton(), panel.zoomInButton(), panel.exportButton()}) {
        const QImage image = button->grab().toImage();
        const QColor window = panel.palette().color(QPalette::Window);
        int framed = 0; // pixels of the top and bottom rows that are not the window
        for (int x = 0; x < image.width(); ++x)
            for (const int y : {0, 1, image.height() - 2, image.height() - 1})
                framed += image.pixelColor(x, y).rgb() != window.rgb();
        QVERIFY2(framed > image.width(), qPrintable(button->text()));
    }
}

void TstWythoffGrid::cellSizeInBracketsStaysOnOneLine() {
    GridPanel panel;
    panel.resize(330, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    WythoffGridView* view = panel.view();
    view->clearFocus(); // with the keys, the line names the keyboard cursor instead
    view->setCellSize(13);
    hover(view, view->cellCenter(Natural(1), Natural(1)));
    hover(view, QPoint(2, 2)); // off the cells: the line says what is in view
    const QString status = panel.fullStatusText();
    const qsizetype open = status.lastIndexOf(QLatin1Char('('));
    QVERIFY2(status.startsWith(QStringLiteral("In view")) && open > 0, qPrintable(status));
    const QString bracket = status.mid(open);
    QVERIFY2(bracket.contains(QStringLiteral("px")) && !bracket.contains(QLatin1Char(' ')), qPrintable(bracket));
    // Laid out at the label's narrowest, the bracket's text has no break opportunity.
    QTextLayout layout(bracket, panel.font());
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(1); // as narrow as can be: breaks wherever it may
    layout.endLayout();
    QCOMPARE(line.textLength(), bracket.size());
}

void TstWythoffGrid::panelStatusFollowsTheGameAndTheView() {
    GridPanel panel;
    panel.resize(700, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    WythoffGridView* view = panel.view();
    view->clearFocus(); // with the keys, the line names the keyboard cursor instead
    QVERIFY(!view->hasFocus());
    view->setPosition(Natural(3), Natural(5));
    // The pointer rests on (2, 5), one move from the game's position...
    hover(view, view->cellCenter(Natural(2), Natural(5)));
    QVERIFY(panel.statusText().contains(QStringLiteral("one move")));
    // ...and the game moves on without the pointer moving: the line says so at once.
    view->setPosition(Natural(10), Natural(10));
    QCOMPARE(view->cellAt(view->cellCenter(Natural(2), Natural(5))),
             std::optional<Cell>(Cell(Natural(2), Natural(5))));
    QVERIFY(panel.statusText().startsWith(QStringLiteral("A = 2, B = 5")));
    QVERIFY(!panel.statusText().contains(QStringLiteral("one move")));
    view->setPosition(Natural(2), Natural(5));
    QVERIFY(panel.statusText().contains(QStringLiteral("the game's position")));
    // Off the cells (on the axis labels) the line gives the range in view, and follows it
    // while the pointer stays over the grid.
    hover(view, QPoint(2, 2));
    QVERIFY(panel.statusText().startsWith(QStringLiteral("In view: A 0 to")));
    view->setAttribute(Qt::WA_UnderMouse); // the pointer rests over the widget
    view->panBy(-10 * view->cellSize(), 0);
    QVERIFY(panel.statusText().startsWith(QStringLiteral("In view: A 10 to")));
}

void TstWythoffGrid::panelStatusAbridgesLongNumbers() {
    QCOMPARE(GridPanel::abridgeNumbers(QStringLiteral("A = 1234567890123, B = 1234567"), 3),
             QStringLiteral("A = 123\u2026123, B = 1234567"));
    // Runs at either end, a run one digit over the limit, and no digits at all.
    QCOMPARE(GridPanel::abridgeNumbers(QStringLiteral("12345678 x 87654321"), 3),
             QStringLiteral("123\u2026678 x 876\u2026321"));
    QCOMPARE(GridPanel::abridgeNumbers(QStringLiteral("(1234567)"), 3), QStringLiteral("(1234567)"));
    QCOMPARE(GridPanel::abridgeNumbers(QStringLiteral("no digits"), 3), QStringLiteral("no digits"));
    QCOMPARE(GridPanel::abridgeNumbers(QString(), 3), QString());
    GridPanel panel;
    panel.resize(360, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    WythoffGridView* view = panel.view();
    // 31-digit piles, one move from the game's position: the longest line there is.
    const Natural a = pow10(30) + 123456789, b = pow10(30) + 987654321;
    const QString digitsA = QString::fromStdString(grundy::toString(a));
    const QString digitsB = QString::fromStdString(grundy::toString(b));
    view->setPosition(a + 5, b);
    hover(view, view->cellCenter(a, b));
    QLabel* status = nullptr;
    for (QLabel* label : panel.findChildren<QLabel*>())
        if (label->text() == panel.statusText()) status = label;
    QVERIFY(status);
    // The label shows both numbers cut in the middle, in its two lines...
    QVERIFY(status->text().contains(QChar(0x2026)));
    QVERIFY(!status->text().contains(digitsA));
    QVERIFY(status->text().contains(digitsA.left(3)) && status->text().contains(digitsA.right(3)));
    const QFontMetrics fm = status->fontMetrics();
    QVERIFY(fm.boundingRect(QRect(0, 0, status->contentsRect().width(), 100000), Qt::TextWordWrap,
                            status->text())
                .height() <= 2 * fm.lineSpacing());
    QVERIFY(status->text().contains(QStringLiteral("one move")));
    // ...and the tooltip has them in full.
    QVERIFY(status->toolTip().contains(digitsA) && status->toolTip().contains(digitsB));
    QCOMPARE(panel.fullStatusText(), status->toolTip());
    // Wide enough, nothing is cut.
    panel.resize(1400, 600);
    QTRY_VERIFY(status->text().contains(digitsA));
    QCOMPARE(status->text(), status->toolTip());
    // A line that changes while the panel is hidden is fitted when the panel is shown
    // again at the size it had (no resize event then).
    panel.resize(360, 600);
    QTRY_VERIFY(!status->text().contains(digitsA));
    panel.hide();
    const QString before = panel.fullStatusText();
    view->setPosition(a + 5, b + 9); // the hovered cell is no longer one move away
    QVERIFY(panel.fullStatusText() != before);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY2(!status->text().contains(digitsA), qPrintable(status->text()));
    QVERIFY(status->text().contains(QChar(0x2026)));
    QCOMPARE(status->toolTip(), panel.fullStatusText());
}

void TstWythoffGrid::panelStatusShowsTheCursorCell() {
    GridPanel panel;
    panel.resize(700, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    WythoffGridView* view = panel.view();
    const Natural a = grundy::wythoff::lower(pow10(30)), b = grundy::wythoff::upper(pow10(30));
    view->setPosition(a, b + 1);
    focus(view);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->cursorCell(), Cell(a, b));
    QVERIFY(panel.statusText().contains(QString::fromStdString(grundy::toString(a))));
    QVERIFY(panel.statusText().contains(QString::fromStdString(grundy::toString(b))));
    QVERIFY(panel.statusText().contains(QStringLiteral("P-position")));
    QVERIFY(panel.statusText().contains(QStringLiteral("one move")));
}

void TstWythoffGrid::phiLineRowIsExact() {
    // The lines pass through every P-cell at the centre of its column: the upper line b = phi*a
    // through (a_k, b_k), the lower b = a/phi through (b_k, a_k), at every size.
    using Line = WythoffGridView::PhiLine;
    std::vector<Natural> ks;
    for (int k = 0; k < 3000; ++k)
        ks.emplace_back(k);
    for (unsigned e : {18u, 19u, 30u, 40u, 60u})
        for (int i = 0; i < 50; ++i)
            ks.push_back(pow10(e) + i);
    for (const Natural& k : ks) {
        const Natural a = grundy::wythoff::lower(k), b = grundy::wythoff::upper(k);
        QCOMPARE(WythoffGridView::phiLineRow(Line::Upper, a), b);
        QCOMPARE(WythoffGridView::phiLineRow(Line::Lower, b), a);
    }
    // Small columns by hand: floor(phi * 0.5) = 0, floor(phi * 1.5) = 2, floor(2.5 / phi) = 1.
    QCOMPARE(WythoffGridView::phiLineRow(Line::Upper, Natural(0)), Natural(0));
    QCOMPARE(WythoffGridView::phiLineRow(Line::Upper, Natural(1)), Natural(2));
    QCOMPARE(WythoffGridView::phiLineRow(Line::Lower, Natural(2)), Natural(1));
    // Between P-cells the line climbs one or two rows per column, never skipping a P-cell.
    for (int c = 0; c < 2000; ++c) {
        const Natural step = WythoffGridView::phiLineRow(Line::Upper, Natural(c + 1)) -
                             WythoffGridView::phiLineRow(Line::Upper, Natural(c));
        QVERIFY(step == 1 || step == 2);
    }
}

void TstWythoffGrid::phiLinesCrossEveryPCell_data() {
    QTest::addColumn<Natural>("k");
    QTest::addColumn<int>("cell");
    for (int cell : {8, 24, 80})
        for (unsigned e : {0u, 1u, 18u, 30u, 40u}) {
            const QByteArray name =
                "k=10^" + QByteArray::number(e) + ", " + QByteArray::number(cell) + " px";
            QTest::newRow(name.constData()) << pow10(e) << cell;
        }
}

void TstWythoffGrid::phiLinesCrossEveryPCell() {
    // The drawn segment, interpolated at the centre of each visible P-cell's column, is
    // inside that cell: for the upper branch centred on (a_k, b_k), the lower on (b_k, a_k).
    using Line = WythoffGridView::PhiLine;
    QFETCH(Natural, k);
    QFETCH(int, cell);
    m_view->setCellSize(cell);
    m_view->setShowPhiLines(true);
    const Natural a = grundy::wythoff::lower(k), b = grundy::wythoff::upper(k);
    for (const Line line : {Line::Upper, Line::Lower}) {
        const bool upper = line == Line::Upper;
        upper ? m_view->goTo(a, b) : m_view->goTo(b, a);
        const auto segment = m_view->phiLineSegment(line);
        QVERIFY(segment);
        int checked = 0;
        for (const Cell& p : m_view->visiblePPositions()) {
            if ((p.second > p.first) != upper || (p.first == 0 && p.second == 0)) continue;
            const QPoint c = m_view->cellCenter(p.first, p.second);
            if (!m_view->gridRect().contains(c)) continue;
            const qreal y = yAt(*segment, c.x() + (cell % 2) / 2.0);
            const qreal top = c.y() - cell / 2.0, bottom = c.y() + cell / 2.0;
            QVERIFY2(y > top && y < bottom,
                     qPrintable(QStringLiteral("(%1, %2): line at y %3, cell %4 to %5")
                                    .arg(text(p.first), text(p.second))
                                    .arg(y)
                                    .arg(top)
                                    .arg(bottom)));
            QCOMPARE(WythoffGridView::phiLineRow(line, p.first), p.second);
            ++checked;
        }
        QVERIFY(checked >= 1);
    }
    // Far from both lines nothing is drawn.
    m_view->goTo(pow10(30), Natural(0));
    QVERIFY(!m_view->phiLineSegment(Line::Upper));
    QVERIFY(!m_view->phiLineSegment(Line::Lower));
}

void TstWythoffGrid::phiLinesArePaintedAndToggled() {
    using Line = WythoffGridView::PhiLine;
    GridPanel panel;
    panel.resize(700, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    WythoffGridView* view = panel.view();
    view->setCellSize(24);
    view->setPosition(pow10(30), pow10(30)); // far away: no rays in view
    view->setFollowGame(false);
    view->goTo(grundy::wythoff::lower(pow10(30)), grundy::wythoff::upper(pow10(30)));
    const auto segment = view->phiLineSegment(Line::Upper);
    QVERIFY(segment);
    // The focus where the click will put it, so the keyboard cursor looks the same.
    QCheckBox* box = panel.showLinesCheckBox();
    box->setFocus();
    const QImage off = view->grab().toImage();
    // The checkbox, the action and the view agree.
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    QVERIFY(view->showPhiLines());
    QVERIFY(panel.showLinesAction()->isChecked());
    const QImage on = view->grab().toImage();
    // Along the line, between the grid's edges, the pixels take the line's colour.
    int coloured = 0, samples = 0;
    for (qreal t = 0.1; t < 0.9; t += 0.05, ++samples) {
        const QPoint p = segment->pointAt(t).toPoint() * on.devicePixelRatio();
        if (!view->gridRect().contains(p)) continue;
        coloured += near(on.pixel(p), view->lineColour(), 60) && off.pixel(p) != on.pixel(p);
    }
    QVERIFY2(coloured >= samples / 2, qPrintable(QString::number(coloured)));
    panel.showLinesAction()->trigger();
    QVERIFY(!view->showPhiLines());
    QVERIFY(!box->isChecked());
    QCOMPARE(view->grab().toImage(), off);
    view->setShowPhiLines(true);
    QVERIFY(box->isChecked() && panel.showLinesAction()->isChecked());
}

void TstWythoffGrid::moveRaysRunToTheEdges() {
    // From (10, 15): left to (0, 15), down to (10, 0), diagonally to (0, 5), centre to
    // centre, each drawn in the highlight colour.
    m_view->setCellSize(24);
    m_view->resize(700, 560);
    m_view->setPosition(Natural(10), Natural(15));
    m_view->goTo(Natural(8), Natural(10));
    QCOMPARE(m_view->firstColumn(), Natural(0));
    QCOMPARE(m_view->firstRow(), Natural(0));
    const auto rays = m_view->moveRaySegments();
    QCOMPARE(rays.size(), std::size_t(3));
    const auto centre = [&](int a, int b) {
        return QPointF(m_view->cellCenter(Natural(a), Natural(b)));
    };
    const auto same = [](QPointF p, QPointF q) { return (p - q).manhattanLength() < 0.01; };
    const std::pair<QPointF, QPointF> expected[] = {{centre(10, 15), centre(0, 15)},
                                                    {centre(10, 15), centre(10, 0)},
                                                    {centre(10, 15), centre(0, 5)}};
    for (std::size_t i = 0; i < 3; ++i) {
        QVERIFY2(same(rays[i].p1(), expected[i].first) && same(rays[i].p2(), expected[i].second),
                 qPrintable(QStringLiteral("ray %1: (%2, %3) to (%4, %5)")
                                .arg(i)
                                .arg(rays[i].x1())
                                .arg(rays[i].y1())
                                .arg(rays[i].x2())
                                .arg(rays[i].y2())));
    }
    const QImage image = m_view->grab().toImage();
    const QColor ray = m_view->palette().color(QPalette::Highlight);
    for (const QPointF& at : {centre(5, 15), centre(10, 7), centre(5, 10)})
        QVERIFY(near(image.pixel(at.toPoint() * image.devicePixelRatio()), ray, 40));
    // At (0, 0) there is no move, and on the edges only one kind.
    m_view->setPosition(Natural(0), Natural(0));
    QVERIFY(m_view->moveRaySegments().empty());
    m_view->setPosition(Natural(0), Natural(9));
    QCOMPARE(m_view->moveRaySegments().size(), std::size_t(1));
}

void TstWythoffGrid::moveRaysAreExactFarOut() {
    // At 10^40 the rays still pass through cell centres: the row ray is level with the
    // position's row, the diagonal keeps slope 1, and both leave the grid on the left.
    m_view->setCellSize(24);
    const Natural a = pow10(40) + 5, b = pow10(40) + 7;
    m_view->setPosition(a, b);
    const QPointF here(m_view->cellCenter(a, b));
    QVERIFY(m_view->gridRect().contains(here.toPoint()));
    const auto rays = m_view->moveRaySegments();
    QCOMPARE(rays.size(), std::size_t(3));
    QCOMPARE(rays[0].p1(), here);
    QCOMPARE(rays[0].y2(), here.y());
    QVERIFY(rays[0].x2() < m_view->gridRect().left());
    QCOMPARE(rays[1].x2(), here.x());
    QVERIFY(rays[1].y2() > m_view->gridRect().bottom());
    QCOMPARE(rays[2].dx(), rays[2].dy() * -1);
    QVERIFY(rays[2].x2() < m_view->gridRect().left() || rays[2].y2() > m_view->gridRect().bottom());
    // The diagonal passes through the centre of (a - 3, b - 3).
    const QPointF three(m_view->cellCenter(a - 3, b - 3));
    QCOMPARE(yAt(rays[2], three.x()), three.y());
}

void TstWythoffGrid::winningMovesAreMarked() {
    // From (17, 21) the one winning move takes 11 from both piles, to (6, 10). Its target
    // is ringed in the win colour with "Show winning moves" alone, and with "Show
    // P-positions" alone, and not without either.
    GridPanel panel;
    QVERIFY(showWinningMoveScene(panel));
    WythoffGridView* view = panel.view();
    QCOMPARE(view->winningTargets(), (std::vector<Cell>{Cell(Natural(6), Natural(10))}));
    const QPoint target = view->cellCenter(Natural(6), Natural(10));
    QVERIFY(view->gridRect().contains(target));
    const auto ringed = [&] {
        const QImage image = view->grab().toImage();
        // A point on the ring, right of the centre (diameter cell + 2).
        const QPoint p = (target + QPoint(13, 0)) * image.devicePixelRatio();
        return near(image.pixel(p), view->winColour(), 40);
    };
    QVERIFY(!view->winningMovesShown());
    QVERIFY(!ringed());
    QCheckBox* box = panel.showWinningMovesCheckBox();
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
    QVERIFY(view->showWinningMoves() && view->winningMovesShown());
    QVERIFY(panel.showWinningMovesAction()->isChecked());
    QVERIFY(ringed());
    QVERIFY(view->cellToolTip(Natural(6), Natural(10)).contains(QStringLiteral("winning move")));
    panel.showWinningMovesAction()->trigger();
    QVERIFY(!view->showWinningMoves() && !box->isChecked());
    QVERIFY(!ringed());
    QVERIFY(!view->cellToolTip(Natural(6), Natural(10)).contains(QStringLiteral("winning")));
    panel.showPAction()->trigger();
    QVERIFY(view->winningMovesShown() && !view->showWinningMoves());
    QVERIFY(ringed());
}

void TstWythoffGrid::tooltipGivesSgValue() {
    m_view->prepareSgTable();
    QTRY_VERIFY_WITH_TIMEOUT(m_view->sgTableReady(), 10000);
    const grundy::wythoff::SgTable table(WythoffGridView::kSgTableSize);
    const std::pair<int, int> cells[] = {{0, 0},     {3, 5},       {5, 3},    {3, 7},    {4, 9},
                                         {100, 200}, {1023, 1023}, {1023, 0}, {617, 999}};
    for (const auto& [a, b] : cells) {
        const QString tip = m_view->cellToolTip(Natural(a), Natural(b));
        QVERIFY2(tip.contains(QStringLiteral("A = %1, B = %2").arg(a).arg(b)), qPrintable(tip));
        const bool p = grundy::wythoff::isP(Natural(a), Natural(b));
        QVERIFY(tip.contains(p ? QStringLiteral("P-position") : QStringLiteral("N-position")));
        const std::uint32_t g = table.at(std::size_t(a), std::size_t(b));
        QCOMPARE(g == 0, p);
        QVERIFY2(tip.contains(QStringLiteral("G(%1, %2) = %3").arg(a).arg(b).arg(g)),
                 qPrintable(tip));
        QCOMPARE(m_view->sgValue(Natural(a), Natural(b)), std::optional<std::uint32_t>(g));
    }
    // OEIS A004484: G(3, m) for m = 0.. starts 3,4,5,6,2,0,1,9.
    QVERIFY(m_view->cellToolTip(Natural(3), Natural(7)).contains(QStringLiteral("= 9")));
    // Outside the table the tooltip says nothing about SG values.
    for (const Cell& c : {Cell(Natural(1024), Natural(5)), Cell(Natural(5), Natural(1024)),
                          Cell(pow10(30), grundy::wythoff::partner(pow10(30)))}) {
        const QString tip = m_view->cellToolTip(c.first, c.second);
        QVERIFY(tip.contains(text(c.first)) && tip.contains(text(c.second)));
        QVERIFY(!tip.contains(QStringLiteral("G(")));
        QVERIFY(!tip.contains(QStringLiteral("Grundy")));
        QVERIFY(!m_view->sgValue(c.first, c.second));
    }
    // The tooltip event shows that text for the cell under the pointer.
    m_view->setCellSize(24);
    m_view->goTo(Natural(4), Natural(9));
    const QPoint at = m_view->cellCenter(Natural(4), Natural(9));
    QHelpEvent help(QEvent::ToolTip, at, m_view->mapToGlobal(at));
    QApplication::sendEvent(m_view.get(), &help);
    QTRY_COMPARE(QToolTip::text(), m_view->cellToolTip(Natural(4), Natural(9)));
    QToolTip::hideText();
}

// Before the SG table is filled the tooltip names the cell without its value and asks
// for the table; when the table arrives the tooltip still showing gains the value.
void TstWythoffGrid::tooltipGainsTheSgValueWhenReady() {
    auto cache = std::make_shared<SgTableCache>(); // empty, whatever other tests filled
    m_view->setSgTableCache(cache);
    QCOMPARE(m_view->sgTableCache(), cache);
    QSignalSpy ready(cache.get(), &SgTableCache::tableReady);
    m_view->setCellSize(24);
    m_view->goTo(Natural(4), Natural(9));
    const QPoint at = m_view->cellCenter(Natural(4), Natural(9));
    QHelpEvent help(QEvent::ToolTip, at, m_view->mapToGlobal(at));
    QApplication::sendEvent(m_view.get(), &help);
    // The fill is delivered through the event loop, which has not run since.
    QVERIFY(!m_view->sgTableReady());
    QVERIFY(cache->isComputing());
    QTRY_VERIFY(QToolTip::isVisible());
    const QString before = QToolTip::text();
    QVERIFY2(before.contains(QStringLiteral("A = 4, B = 9")), qPrintable(before));
    QVERIFY(before.contains(QStringLiteral("N-position")));
    QVERIFY(!before.contains(QStringLiteral("Grundy")));
    QVERIFY(!m_view->sgValue(Natural(4), Natural(9)));
    QVERIFY(ready.wait(10000));
    QVERIFY(m_view->sgTableReady());
    const QString value = QStringLiteral("G(4, 9) = %1").arg(grundy::wythoff::SgTable(10).at(4, 9));
    QTRY_VERIFY2(QToolTip::text().contains(value), qPrintable(QToolTip::text()));
    QCOMPARE(QToolTip::text(), m_view->cellToolTip(Natural(4), Natural(9)));
    QVERIFY(QToolTip::text().startsWith(before));
    QToolTip::hideText();
}

void TstWythoffGrid::frameIsASnapshot_data() {
    QTest::addColumn<Natural>("a");
    QTest::addColumn<int>("cell");
    QTest::addColumn<int>("overlays"); // 1: P-positions, 2: winning moves, 4: phi lines
    QTest::addColumn<bool>("keys");    // the view has focus: keyboard cursor and frame
    QTest::newRow("corner, 24 px, all") << Natural(17) << 24 << 7 << true;
    QTest::newRow("corner, 3 px, P") << Natural(40) << 3 << 1 << false;
    QTest::newRow("10^30, 8 px, lines") << pow10(30) << 8 << 4 << false;
    QTest::newRow("10^40, 80 px, wins") << pow10(40) << 80 << 2 << true;
}

// GridPainter and GridLegend draw from the frame alone: a frame taken from the view paints
// the picture the view showed then, after the view has moved on and is gone.
void TstWythoffGrid::frameIsASnapshot() {
    QFETCH(Natural, a);
    QFETCH(int, cell);
    QFETCH(int, overlays);
    QFETCH(bool, keys);
    const Natural b = grundy::wythoff::partner(a) + 3;
    m_view->setCellSize(cell);
    m_view->setPosition(a, b);
    m_view->setShowPPositions(overlays & 1);
    m_view->setShowWinningMoves(overlays & 2);
    m_view->setShowPhiLines(overlays & 4);
    if (keys)
        focus(m_view.get());
    else
        m_view->clearFocus();
    const QImage shown = m_view->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const GridFrame frame = m_view->frame();
    QCOMPARE(frame.focus, keys);
    QCOMPARE(frame.widget, m_view->rect());
    QCOMPARE(frame.geometry.grid, m_view->gridRect());
    QCOMPARE(frame.geometry.columns(), m_view->visibleColumns());
    QCOMPARE(GridLegend::height(frame), m_view->exportSize().height() - m_view->height());
    QVERIFY(!m_view->frame(false).focus); // exports never draw the keyboard cursor
    const QFont font = m_view->font();
    m_view->setPosition(Natural(1), Natural(2));
    m_view->setShowPPositions(!(overlays & 1));
    m_view->panBy(37, -11);
    m_view.reset();
    QImage painted(shown.size(), QImage::Format_RGB32);
    painted.setDevicePixelRatio(shown.devicePixelRatio());
    {
        QPainter p(&painted);
        p.setFont(font); // as QPainter on a widget starts with the widget's font
        GridPainter(frame, p).paint();
    }
    QCOMPARE(painted, shown);
}

void TstWythoffGrid::exportPngAndSvg() {
    GridPanel panel;
    QVERIFY(showWinningMoveScene(panel));
    WythoffGridView* view = panel.view();
    view->setShowPPositions(true);
    view->setShowPhiLines(true);
    // The Export menu holds both actions.
    QVERIFY(panel.exportButton()->menu());
    QCOMPARE(panel.exportButton()->menu()->actions(),
             (QList<QAction*>{panel.exportPngAction(), panel.exportSvgAction()}));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString png = dir.filePath(QStringLiteral("grid.png"));
    QString error;
    QVERIFY2(panel.exportPng(png, &error), qPrintable(error));
    QImage image(png);
    QVERIFY(!image.isNull());
    // The view's size, with the legend below it.
    QCOMPARE(image.size(), view->exportSize());
    QCOMPARE(image.width(), view->width());
    QVERIFY(image.height() > view->height());
    // A P-cell away from the lines, rays and marks has the P colour; a blank cell the base.
    const int s = view->cellSize();
    const QPoint p = view->cellCenter(Natural(8), Natural(13)) + QPoint(-s / 2 + 3, -s / 2 + 3);
    QVERIFY(view->gridRect().contains(p));
    QCOMPARE(QColor(image.pixel(p)), view->pColour());
    const QPoint blank = view->cellCenter(Natural(20), Natural(18));
    QCOMPARE(QColor(image.pixel(blank)), view->palette().color(QPalette::Base));
    // No keyboard cursor in the picture, even with focus.
    focus(view);
    QVERIFY(panel.exportPng(png, &error));
    QCOMPARE(QImage(png), image);

    const QString svg = dir.filePath(QStringLiteral("grid.svg"));
    QVERIFY2(panel.exportSvg(svg, &error), qPrintable(error));
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.defaultSize(), view->exportSize());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString xml = QString::fromUtf8(file.readAll());
    // The words, without the markup (a font change splits a text into several elements).
    QString words = xml;
    words.remove(QRegularExpression(QStringLiteral("<[^>]*>"))).remove(QLatin1Char('\n'));
    QVERIFY(xml.contains(QStringLiteral("<title>")));
    QVERIFY(xml.contains(view->exportTitle().toHtmlEscaped()));
    for (const QString& expected : {QStringLiteral("P-position"), QStringLiteral("winning move"),
                                    QStringLiteral("b = \u03c6\u00b7a"),
                                    QStringLiteral("b = a/\u03c6"), QStringLiteral("pile A: 0 to")})
        QVERIFY2(words.contains(expected), qPrintable(expected));
    QVERIFY(xml.contains(QStringLiteral("<polyline")) || xml.contains(QStringLiteral("<path")));
    QVERIFY(xml.contains(view->pColour().name(), Qt::CaseInsensitive));
    QVERIFY(xml.contains(view->lineColour().name(), Qt::CaseInsensitive));
}

void TstWythoffGrid::exportFailsWithAReason() {
    QString error;
    QVERIFY(!m_view->exportPng(QStringLiteral("/nonexistent/dir/grid.png"), &error));
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!m_view->exportSvg(QStringLiteral("/nonexistent/dir/grid.svg"), &error));
    QVERIFY(!error.isEmpty());
}

namespace {

/// A window holding a grid panel, as the main window's dock holds it.
struct PanelWindow {
    QWidget window;
    GridPanel* panel = new GridPanel(&window);
    PanelWindow() {
        auto* layout = new QVBoxLayout(&window);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(panel);
    }
    WythoffGridView* view() const { return panel->view(); }
    /// The status line under the grid.
    QLabel* status() const {
        for (QLabel* label : panel->findChildren<QLabel*>())
            if (label->text() == panel->statusText()) return label;
        return nullptr;
    }
};

/// Why the game's position is not in view as it should be, or nothing when it is: its
/// cell wholly inside the grid with a whole cell of room on every side (none beside the
/// plane's edges, left of column 0 and below row 0, nor along an axis shorter than three
/// cells, where the cell is centred), and (with `rays`) along each axis on which the
/// position and that room fit in a view starting at 0, the view starts there, so that the
/// moves along the row and down the column end in view.
QString gameOutOfView(const WythoffGridView& view, bool rays = true) {
    const Cell at(view.positionA(), view.positionB());
    const int s = view.cellSize();
    const QRect g = view.gridRect();
    const QString where =
        QStringLiteral("(%1, %2) in a grid of %3 x %4 px from (%5, %6), %7 px per cell")
            .arg(text(at.first), text(at.second))
            .arg(g.width())
            .arg(g.height())
            .arg(text(view.firstColumn()), text(view.firstRow()))
            .arg(s);
    const QPoint c = view.cellCenter(at.first, at.second);
    if (c.x() < 0) return QStringLiteral("not in view: ") + where;
    const QRect cell(c.x() - s / 2, c.y() - s / 2, s, s);
    const int across = g.width() >= 3 * s ? s : 0, up = g.height() >= 3 * s ? s : 0;
    const QRect room =
        cell.adjusted(sgn(at.first) > 0 ? -across : 0, -up, across, sgn(at.second) > 0 ? up : 0);
    if (!g.contains(room)) return QStringLiteral("no room around it: ") + where;
    if (!rays) return {};
    const bool rowFits = Natural((at.first + 2) * s) <= g.width();
    const bool columnFits = Natural((at.second + 2) * s) <= g.height();
    if (rowFits && !wholeCellInView(view, Cell(Natural(0), at.second)))
        return QStringLiteral("the move along the row is cut: ") + where;
    if (columnFits && !wholeCellInView(view, Cell(at.first, Natural(0))))
        return QStringLiteral("the move down the column is cut: ") + where;
    const Natural m = std::min(at.first, at.second);
    if (rowFits && columnFits && !wholeCellInView(view, Cell(at.first - m, at.second - m)))
        return QStringLiteral("the diagonal move is cut: ") + where;
    return {};
}

/// How many pixels' worth of `colour` lie on the straight run from `from` to `to` (along
/// a row or a column, in widget pixels): a pixel counts fully when it has that colour and
/// in part when antialiasing blends it with the background, the colour at `from`.
qreal coverage(const QImage& image, QPoint from, QPoint to, const QColor& colour) {
    const qreal dpr = image.devicePixelRatio();
    const auto distance = [](const QColor& a, const QColor& b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
               std::abs(a.blue() - b.blue());
    };
    const QColor background = image.pixelColor(from * dpr);
    const int full = std::max(1, distance(background, colour));
    const QPoint step((to.x() > from.x()) - (to.x() < from.x()),
                      (to.y() > from.y()) - (to.y() < from.y()));
    qreal sum = 0;
    for (QPoint p = from;; p += step) {
        const int d = distance(image.pixelColor(p * dpr), colour);
        sum += std::clamp(1.0 - qreal(d) / full, 0.0, 1.0);
        if (p == to) break;
    }
    return sum;
}

void shoot(QWidget& w, const QString& name) {
    const QString dir = qEnvironmentVariable("GRID_SHOTS");
    if (!dir.isEmpty()) w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

void TstWythoffGrid::presentationGrowsLinesAndLabels() {
    // Presentation mode as the main window turns it on: the scale on the window and a
    // larger font, which the panel and the grid inherit.
    const QFont appFont = QApplication::font();
    PanelWindow w;
    w.window.resize(w.window.sizeHint());
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    WythoffGridView* view = w.view();
    QLabel* status = w.status();
    QVERIFY(status);
    // Every overlay, with a winning move in view, for the pictures.
    view->setShowPPositions(true);
    view->setShowPhiLines(true);
    view->setPosition(Natural(17), Natural(21));
    view->goTo(Natural(12), Natural(14));
    shoot(w.window, QStringLiteral("grid-normal"));
    QCOMPARE(view->presentationScale(), 1.0);
    QCOMPARE(view->lineWidth(2.0), 2.0);
    const QFont label = view->labelFont();
    const QSize panelHint = w.panel->sizeHint(), viewHint = view->sizeHint();
    const QSize viewMinimum = view->minimumSizeHint();
    const int left = view->gridRect().left(), statusHeight = status->height();

    presentation::setEnabled(&w.window, true);
    const double k = presentation::kScale;
    QCOMPARE(view->presentationScale(), k);
    QCOMPARE(view->lineWidth(2.0), 2.0 * k);
    QCOMPARE(view->labelFont().pointSizeF(), label.pointSizeF() * k);
    const QSize large = w.panel->sizeHint();
    QVERIFY2(large.width() > panelHint.width() && large.height() > panelHint.height(),
             qPrintable(QStringLiteral("%1x%2 -> %3x%4")
                            .arg(panelHint.width())
                            .arg(panelHint.height())
                            .arg(large.width())
                            .arg(large.height())));
    QVERIFY(view->sizeHint().width() > viewHint.width());
    QVERIFY(view->sizeHint().height() > viewHint.height());
    QVERIFY(view->minimumSizeHint().width() > viewMinimum.width());
    // The labels' margin and the status line's two lines grow with the text.
    QVERIFY(view->gridRect().left() > left);
    QCOMPARE(status->maximumHeight(), 2 * status->fontMetrics().lineSpacing() + 2);
    QVERIFY(status->maximumHeight() > statusHeight);
    // At its new size hint nothing in the panel is cut off.
    w.window.resize(w.window.sizeHint());
    QTest::qWait(0);
    for (QWidget* child : w.panel->findChildren<QWidget*>()) {
        if (!child->isVisibleTo(w.panel)) continue;
        const QRect r(child->mapTo(w.panel, QPoint(0, 0)), child->size());
        QVERIFY2(w.panel->rect().contains(r), qPrintable(child->metaObject()->className()));
    }
    view->goTo(Natural(12), Natural(14));
    shoot(w.window, QStringLiteral("grid-presentation"));
    if (const QString dir = qEnvironmentVariable("GRID_SHOTS"); !dir.isEmpty())
        QVERIFY(w.panel->exportPng(dir + QStringLiteral("/grid-presentation-export.png")));
    w.window.resize(w.window.minimumSizeHint());
    QTest::qWait(0);
    shoot(w.window, QStringLiteral("grid-presentation-smallest"));

    presentation::setEnabled(&w.window, false);
    QCOMPARE(view->presentationScale(), 1.0);
    QCOMPARE(view->lineWidth(2.0), 2.0);
    QCOMPARE(view->labelFont().pointSizeF(), label.pointSizeF());
    QCOMPARE(w.panel->sizeHint(), panelHint);
    QCOMPARE(view->minimumSizeHint(), viewMinimum);
    QCOMPARE(view->gridRect().left(), left);
    QCOMPARE(status->maximumHeight(), statusHeight);
    QCOMPARE(QApplication::font(), appFont);
}

void TstWythoffGrid::presentationThickensDrawnLines() {
    // The move ray down column 10, the phi line and the keyboard cursor's frame, each
    // crossed by a run of pixels: more of them in presentation mode. The cells keep their
    // size.
    PanelWindow w;
    w.window.resize(900, 760);
    w.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    WythoffGridView* view = w.view();
    view->setCellSize(24);
    view->setPosition(Natural(10), Natural(15));
    view->setShowPhiLines(true);
    const QColor ray = view->palette().color(QPalette::Highlight);
    const auto measure = [&] {
        view->goTo(Natural(8), Natural(10));
        view->setCursorCell(Natural(20), Natural(4));
        const QImage image = view->grab().toImage();
        const int s = view->cellSize();
        const QPoint onRay = view->cellCenter(Natural(10), Natural(9));
        const qreal rayPixels =
            coverage(image, onRay - QPoint(s / 2 - 2, 0), onRay + QPoint(s / 2 - 2, 0), ray);
        // The phi line b = a/phi crosses column 20 at row 12 (floor(20.5 / phi)).
        const QPoint onLine = view->cellCenter(Natural(20), Natural(12));
        const qreal linePixels =
            coverage(image, onLine - QPoint(0, s), onLine + QPoint(0, s), view->lineColour());
        // The cursor's frame, in the text colour, up the middle of its cell and beyond.
        const QPoint cursor = view->cellCenter(Natural(20), Natural(4));
        const qreal framePixels =
            coverage(image, cursor - QPoint(0, s), cursor, view->palette().color(QPalette::Text));
        return std::tuple{rayPixels, linePixels, framePixels};
    };
    focus(view);
    const auto [ray0, line0, frame0] = measure();
    // About 2, 2 and 3 pixels: the pens' widths.
    QVERIFY2(ray0 >= 1.5 && line0 >= 1.5 && frame0 >= 2.5,
             qPrintable(QStringLiteral("%1 %2 %3").arg(ray0).arg(line0).arg(frame0)));
    presentation::setEnabled(&w.window, true);
    QTest::qWait(0);
    QCOMPARE(view->cellSize(), 24);
    const auto [ray1, line1, frame1] = measure();
    shoot(*view, QStringLiteral("grid-lines-presentation"));
    // presentation::kScale (1.6) times as thick, give or take the rounding.
    QVERIFY2(ray1 > 1.3 * ray0 && line1 > 1.3 * line0 && frame1 > 1.3 * frame0,
             qPrintable(QStringLiteral("%1 %2 %3 -> %4 %5 %6")
                            .arg(ray0)
                            .arg(line0)
                            .arg(frame0)
                            .arg(ray1)
                            .arg(line1)
                            .arg(frame1)));
    presentation::setEnabled(&w.window, false);
    QTest::qWait(0);
    QCOMPARE(measure(), std::tuple(ray0, line0, frame0));
}

/// Shows `w` at `size` with the window's first game, (7, 11), given before the grid has
/// its size, as the window does; false when the window never appeared.
bool showFirstGame(PanelWindow& w, QSize size) {
    w.view()->setPosition(Natural(7), Natural(11));
    w.window.resize(size);
    w.window.show();
    return QTest::qWaitForWindowExposed(&w.window);
}

// At the first start the grid starts at the corner of the plane, with the first
// P-positions, the game and its moves in view.
void TstWythoffGrid::firstShowIncludesTheOrigin() {
    PanelWindow w;
    QVERIFY(showFirstGame(w, QSize(380, 640)));
    const WythoffGridView* view = w.view();
    QCOMPARE(view->firstColumn(), Natural(0));
    QCOMPARE(view->firstRow(), Natural(0));
    for (const Cell& c : {Cell(0, 0), Cell(1, 2), Cell(2, 1), Cell(7, 11)})
        QVERIFY2(wholeCellInView(*view, c),
                 qPrintable(QStringLiteral("(%1, %2)").arg(text(c.first), text(c.second))));
    const QString out = gameOutOfView(*view);
    QVERIFY2(out.isEmpty(), qPrintable(out));
    // The three move rays run from the game's cell to the edges of the plane, all in view.
    QCOMPARE(view->moveRaySegments().size(), std::size_t(3));
    for (const QLineF& ray : view->moveRaySegments())
        QVERIFY(view->gridRect().contains(ray.p2().toPoint()));
}

// Whatever changes, the game's position stays in view with room around it: moves of
// both players, an undo, a new game far out, zooming, a small window and presentation
// mode's larger font.
void TstWythoffGrid::keepsTheGameInView() {
    PanelWindow w;
    QVERIFY(showFirstGame(w, QSize(420, 640)));
    WythoffGridView* view = w.view();
    QStringList failures;
    const auto check = [&](const char* step) {
        if (const QString out = gameOutOfView(*view); !out.isEmpty())
            failures << QString::fromLatin1(step) + QStringLiteral(": ") + out;
    };
    const auto play = [&](const Natural& a, const Natural& b, const char* step) {
        view->setPosition(a, b);
        check(step);
    };
    check("the first game");
    play(7, 3, "a move down the column");
    play(4, 0, "the reply to the bottom edge");
    play(7, 3, "undo");
    play(30, 40, "a new game past the view");
    play(30, 25, "a move");
    play(12, 7, "the reply");
    play(30, 25, "undo");
    play(30, 2, "a move to the bottom edge");
    play(1000, 1618, "an opened game");
    play(1000, 900, "a move");
    play(1000, 1618, "undo");
    const Natural far = pow10(30);
    play(far, far + 5, "a game at 10^30");
    play(far - 7, far - 2, "a move at 10^30");
    play(9, 13, "a new game near 0");
    QCOMPARE(view->firstColumn(), Natural(0));
    QCOMPARE(view->firstRow(), Natural(0));
    view->zoomIn();
    check("zoom in");
    view->zoomIn();
    check("zoom in again");
    view->zoomOut();
    check("zoom out");
    w.window.resize(300, 250);
    QTest::qWait(0);
    check("a small window");
    presentation::setEnabled(&w.window, true);
    QTest::qWait(0);
    check("presentation mode");
    play(6, 13, "a move in presentation mode");
    presentation::setEnabled(&w.window, false);
    QTest::qWait(0);
    check("presentation mode off");
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

// (12, 20) in a grid a little too low for 22 rows of 24 px: the grid's own view takes
// smaller cells (not below kSmallestFit) so that the three moves run whole to the plane's edges
// (it showed rows 3 to 21, the moves cut); back to 24 px for a small game; a person's
// zoom is kept.
void TstWythoffGrid::smallerCellsShowTheMovesWhole() {
    PanelWindow w;
    QVERIFY(showFirstGame(w, QSize(520, 600)));
    WythoffGridView* view = w.view();
    QVERIFY2(view->gridRect().height() < 22 * 24 && view->gridRect().height() >= 22 * WythoffGridView::kSmallestFit,
             qPrintable(QString::number(view->gridRect().height())));
    view->setPosition(Natural(12), Natural(20));
    QVERIFY2(view->cellSize() < 24 && view->cellSize() >= WythoffGridView::kSmallestFit, qPrintable(QString::number(view->cellSize())));
    for (const Cell& c : {Cell(0, 20), Cell(12, 0), Cell(0, 8), Cell(12, 20)})
        QVERIFY2(wholeCellInView(*view, c),
                 qPrintable(QStringLiteral("(%1, %2) at %3 px").arg(text(c.first), text(c.second)).arg(view->cellSize())));
    QVERIFY(gameOutOfView(*view).isEmpty());
    view->setPosition(Natural(3), Natural(5));
    QCOMPARE(view->cellSize(), 24);
    view->setPosition(Natural(40), Natural(60)); // too far for kSmallestFit: the usual size
    QCOMPARE(view->cellSize(), 24);
    view->setPosition(Natural(12), Natural(20));
    const int fitted = view->cellSize();
    view->zoomIn();
    const int zoomed = view->cellSize();
    QVERIFY(zoomed > fitted);
    view->setPosition(Natural(12), Natural(19));
    QCOMPARE(view->cellSize(), zoomed);
}

// A person's own view lasts: a move that leaves the game in view with room keeps it, a
// zoom and a resize keep it too; a move the view no longer shows brings the game back.
void TstWythoffGrid::ownPanningLastsUntilAMoveNeedsTheView() {
    m_view->setCellSize(20);
    m_view->setPosition(Natural(40), Natural(60));
    QVERIFY(gameOutOfView(*m_view).isEmpty());
    // Dragged a little: the game is still in view with room, and a move keeps the view.
    QTest::mousePress(m_view.get(), Qt::LeftButton, {}, gridMiddle(*m_view));
    QTest::mouseMove(m_view.get(), gridMiddle(*m_view) + QPoint(-40, 40));
    QTest::mouseRelease(m_view.get(), Qt::LeftButton, {}, gridMiddle(*m_view) + QPoint(-40, 40));
    const Natural a0 = m_view->firstColumn(), b0 = m_view->firstRow();
    QVERIFY(m_view->isOwnView());
    QVERIFY(gameOutOfView(*m_view).isEmpty());
    m_view->setPosition(Natural(38), Natural(58));
    QCOMPARE(m_view->firstColumn(), a0);
    QCOMPARE(m_view->firstRow(), b0);
    // A wheel zoom about a point far from the game keeps the game in view with room.
    m_view->setPosition(Natural(30), Natural(50));
    const QRect g = m_view->gridRect();
    sendWheel(m_view.get(), QPoint(g.left() + 5, g.bottom() - 5), 3 * 120);
    QCOMPARE(m_view->cellSize(), 40);
    QVERIFY2(gameOutOfView(*m_view, false).isEmpty(), qPrintable(gameOutOfView(*m_view, false)));
    // So do the zoom button, a smaller view and a larger font, in the person's view.
    m_view->zoomIn();
    QVERIFY2(gameOutOfView(*m_view, false).isEmpty(), qPrintable(gameOutOfView(*m_view, false)));
    m_view->resize(420, 330);
    QVERIFY2(gameOutOfView(*m_view, false).isEmpty(), qPrintable(gameOutOfView(*m_view, false)));
    QFont large = m_view->font();
    large.setPointSizeF(large.pointSizeF() * presentation::kScale);
    m_view->setFont(large);
    QVERIFY2(gameOutOfView(*m_view, false).isEmpty(), qPrintable(gameOutOfView(*m_view, false)));
    QVERIFY(m_view->isOwnView());
    // Panned away with Ctrl+arrows: zooming and resizing keep the person's view...
    for (int i = 0; i < 30; ++i)
        QTest::keyClick(m_view.get(), Qt::Key_Right, Qt::ControlModifier);
    QVERIFY(!gameOutOfView(*m_view).isEmpty());
    m_view->zoomOut();
    m_view->resize(600, 460);
    QVERIFY(!gameOutOfView(*m_view).isEmpty());
    // ...until a move out of it: the game comes back into view.
    m_view->setPosition(Natural(20), Natural(30));
    QVERIFY2(gameOutOfView(*m_view).isEmpty(), qPrintable(gameOutOfView(*m_view)));
    QVERIFY(!m_view->isOwnView());
    // Back to the game does the same at any time.
    for (int i = 0; i < 30; ++i)
        QTest::keyClick(m_view.get(), Qt::Key_Up, Qt::ControlModifier);
    QVERIFY(!gameOutOfView(*m_view).isEmpty());
    m_view->backToGame();
    QVERIFY2(gameOutOfView(*m_view).isEmpty(), qPrintable(gameOutOfView(*m_view)));
}

QTEST_MAIN(TstWythoffGrid)
#include "tst_wythoffgrid.moc"
