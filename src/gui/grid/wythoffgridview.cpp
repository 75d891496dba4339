// SPDX-License-Identifier: MIT
#include "grid/wythoffgridview.h"

#include "boards/movemarks.h"

#include "common/presentation.h"
#include "core/games/wythoff/wythoff.h"
#include "grid/gridcellwords.h"
#include "grid/gridkeys.h"
#include "grid/gridpainter.h"
#include "grid/gridpicture.h"
#include "grid/gridzoom.h"
#include "sgtable/sgtablecache.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <string>

using grundy::Natural;
namespace wythoff = grundy::wythoff;

namespace {

// Every table the cache fills holds the tooltips' values.
static_assert(WythoffGridView::kSgTableSize <= SgTableCache::kMinSize);

// The zoom steps span the view's sizes.
static_assert(kZoomSteps.front().stride == WythoffGridView::kMaxCellsPerBlock);
static_assert(kZoomSteps.front().cell == WythoffGridView::kMinCell);
static_assert(kZoomSteps.back().cell == WythoffGridView::kMaxCell);

} // namespace

WythoffGridView::WythoffGridView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSgTableCache(std::make_shared<SgTableCache>());
    // The game starts at (0, 0), which has no winning moves: m_posA, m_posB and m_cursor
    // are already there, and the first resize frames it.
    connect(&MoveValuesSwitch::instance(), &MoveValuesSwitch::changed, this,
            qOverload<>(&QWidget::update));
}

bool WythoffGridView::moveValuesShown() {
    return MoveValuesSwitch::instance().isOn();
}

WythoffGridView::~WythoffGridView() = default;

QSize WythoffGridView::sizeHint() const {
    // The cells the framing chose (fitCellToGame) do not change what the grid asks for:
    // a smaller hint would get it a smaller grid, and smaller cells again.
    const int cell = m_zoomed ? m_cell : kUsualCell;
    return {leftMargin() + 20 * cell, bottomMargin() + 14 * cell};
}

QSize WythoffGridView::minimumSizeHint() const {
    return {leftMargin() + scaled(120), bottomMargin() + scaled(80)};
}

double WythoffGridView::presentationScale() const {
    return presentation::scale(this);
}

double WythoffGridView::lineWidth(double base) const {
    return presentation::lineWidth(this, base);
}

const WythoffGridView::Metrics& WythoffGridView::metrics() const {
    if (!m_metrics) {
        // The ellipsis of an abbreviated label is wider than a digit in most fonts.
        const QFontMetrics fm = fontMetrics();
        m_metrics = Metrics{
            presentationScale(), fm.height(),
            std::max(fm.horizontalAdvance(QString(GridPainter::kLabelDigits, '8')),
                     fm.horizontalAdvance(QChar(0x2026) + QString(GridPainter::kLabelTail, '8')))};
    }
    return *m_metrics;
}

int WythoffGridView::scaled(int base) const {
    return int(std::lround(base * metrics().scale));
}

int WythoffGridView::leftMargin() const {
    const Metrics& m = metrics();
    return m.fontHeight + scaled(4) + m.labelWidth + scaled(8);
}

int WythoffGridView::labelWidth() const {
    return metrics().labelWidth;
}

int WythoffGridView::bottomMargin() const {
    return 2 * metrics().fontHeight + scaled(10);
}

QRect WythoffGridView::gridRect() const {
    return gridRectFor(size());
}

QRect WythoffGridView::gridRectFor(QSize size) const {
    // Room above and right of the grid for the focus frame, as thick as the scale makes it.
    const int left = leftMargin(), edge = scaled(2);
    return {left, edge, std::max(1, size.width() - left - edge),
            std::max(1, size.height() - bottomMargin() - edge)};
}

GridGeometry WythoffGridView::gridGeometry() const {
    return {gridRect(), m_x, m_y, m_cell, m_stride, m_play};
}

GridFrame WythoffGridView::frame(bool interactive) const {
    const Metrics& m = metrics();
    return GridFrame{.widget = rect(),
                     .geometry = gridGeometry(),
                     .position = {m_posA, m_posB},
                     .winningTargets = m_winningTargets,
                     .cursor = m_cursor,
                     .showPPositions = m_showP,
                     .showPhiLines = m_showLines,
                     .showWinningMoves = winningMovesShown(),
                     .moveValues = moveValuesShown(),
                     .focus = interactive && hasFocus(),
                     .scale = m.scale,
                     .font = font(),
                     .fontHeight = m.fontHeight,
                     .labelWidth = m.labelWidth,
                     .colours = GridColours(palette())};
}

int WythoffGridView::visibleColumns() const {
    return gridGeometry().columns() * m_stride;
}

int WythoffGridView::visibleRows() const {
    return gridGeometry().rows() * m_stride;
}

std::optional<std::pair<Natural, Natural>> WythoffGridView::cellAt(QPoint p) const {
    return gridGeometry().cellAt(p);
}

QPoint WythoffGridView::cellCenter(const Natural& a, const Natural& b) const {
    return gridGeometry().cellCenter(a, b);
}

std::vector<std::pair<Natural, Natural>> WythoffGridView::visiblePPositions() const {
    std::vector<std::pair<Natural, Natural>> out;
    const GridGeometry g = gridGeometry();
    for (const auto& [i, j] : g.pCells())
        out.emplace_back(g.firstA() + static_cast<unsigned long>(i) * m_stride,
                         g.firstB() + static_cast<unsigned long>(j) * m_stride);
    return out;
}

QColor WythoffGridView::pColour() const {
    return GridColours(palette()).p;
}

QColor WythoffGridView::reachableColour() const {
    return GridColours(palette()).reachable;
}

QColor WythoffGridView::rayColour() const {
    return GridColours(palette()).ray;
}

QColor WythoffGridView::winColour() const {
    return GridColours(palette()).win;
}

QColor WythoffGridView::lineColour() const {
    return GridColours(palette()).line;
}

QString WythoffGridView::describeCell(const Natural& a, const Natural& b) const {
    return GridCellWords(frame(false)).describe(a, b);
}

QString WythoffGridView::cellToolTip(const Natural& a, const Natural& b) const {
    const GridFrame now = frame(false);
    if (m_stride > 1) return GridCellWords(now).blockToolTip(a, b);
    return GridCellWords(now).cellToolTip(a, b, sgValue(a, b));
}

void WythoffGridView::setSgTableCache(std::shared_ptr<SgTableCache> cache) {
    if (m_sgCache) {
        m_sgCache->release(this);
        m_sgCache->disconnect(this);
    }
    m_sgCache = std::move(cache);
    connect(m_sgCache.get(), &SgTableCache::tableReady, this, &WythoffGridView::onSgTableReady);
}

void WythoffGridView::prepareSgTable() const {
    m_sgCache->require(this, kSgTableSize);
}

bool WythoffGridView::sgTableReady() const {
    const auto& table = m_sgCache->table();
    return table && table->size() >= std::size_t(kSgTableSize);
}

std::optional<std::uint32_t> WythoffGridView::sgValue(const Natural& a, const Natural& b) const {
    if (a >= kSgTableSize || b >= kSgTableSize) return std::nullopt;
    const auto table = m_sgCache->require(this, kSgTableSize);
    if (!table) return std::nullopt;
    return table->at(a.get_ui(), b.get_ui());
}

void WythoffGridView::onSgTableReady() {
    if (!m_tip || !QToolTip::isVisible() || QToolTip::text() != m_tip->text) return;
    const ShownTip tip = *m_tip;
    if (cellAt(tip.pos) == tip.cell) showCellToolTip(tip.pos, tip.globalPos);
}

bool WythoffGridView::positionHasRoom(QRect grid) const {
    const GridGeometry geometry = gridGeometry();
    return m_x.roomyInView(geometry.blockOf(m_posA), grid.width(), m_cell) &&
           m_y.roomyInView(geometry.blockOf(m_posB), grid.height(), m_cell);
}

bool WythoffGridView::positionHasRoom() const {
    return positionHasRoom(gridRect());
}

void WythoffGridView::keepRoom(bool hadRoom) {
    if (!hadRoom || positionHasRoom()) return;
    const QRect g = gridRect();
    const GridGeometry geometry = gridGeometry();
    m_x.scrollToWithRoom(geometry.blockOf(m_posA), g.width(), m_cell);
    m_y.scrollToWithRoom(geometry.blockOf(m_posB), g.height(), m_cell);
}

void WythoffGridView::frameGame() {
    m_ownView = false;
    fitCellToGame();
    const QRect g = gridRect();
    const GridGeometry geometry = gridGeometry();
    m_x.frame(geometry.blockOf(m_posA), g.width(), m_cell);
    m_y.frame(geometry.blockOf(m_posB), g.height(), m_cell);
    afterViewMoved();
}

void WythoffGridView::fitCellToGame() {
    // (12, 20) at 24 px in a grid 440 px high showed rows 3 to 21: the moves down the
    // column and the diagonal ran off the bottom. At 20 px the plane's corner is in view.
    if (m_zoomed || m_stride != 1) return;
    const QRect g = gridRect();
    int cell = kUsualCell;
    if (g.width() > 0 && g.height() > 0 && m_posA < g.width() && m_posB < g.height()) {
        const int fit = std::min(g.width() / int(m_posA.get_si() + 2),
                                 g.height() / int(m_posB.get_si() + 2));
        if (fit < cell && fit >= kSmallestFit) cell = fit;
    }
    m_cell = cell;
}

bool WythoffGridView::isP(const Natural& a, const Natural& b) const {
    return GridCellWords::isP(a, b, m_play);
}

void WythoffGridView::setPosition(const Natural& a, const Natural& b, grundy::Convention play) {
    if (a == m_posA && b == m_posB && play == m_play) return;
    m_posA = a;
    m_posB = b;
    m_play = play;
    m_winningTargets.clear();
    const wythoff::Position here{a, b, play};
    for (const wythoff::Move& move : wythoff::winningMoves(here)) {
        wythoff::Position target = wythoff::apply(here, move);
        m_winningTargets.emplace_back(std::move(target.a), std::move(target.b));
    }
    m_cursor = {a, b};
    // The grid's own view always frames the game; the person's lasts while the game is
    // in it with room around it, so that a harmless move never undoes their panning.
    if (m_follow && (!m_ownView || !positionHasRoom())) {
        frameGame();
    } else {
        keepCursorInView();
        update();
    }
    emit cursorMoved(m_cursor.first, m_cursor.second);
}

void WythoffGridView::setShowPPositions(bool show) {
    if (show == m_showP) return;
    m_showP = show;
    update();
    emit showPPositionsChanged(show);
}

void WythoffGridView::setShowPhiLines(bool show) {
    if (show == m_showLines) return;
    m_showLines = show;
    update();
    emit showPhiLinesChanged(show);
}

void WythoffGridView::setShowWinningMoves(bool show) {
    if (show == m_showWins) return;
    m_showWins = show;
    update();
    emit showWinningMovesChanged(show);
}

void WythoffGridView::goTo(const Natural& a, const Natural& b) {
    m_ownView = true;
    m_centreA = a;
    m_centreB = b;
    const bool cursorMoves = m_cursor != std::pair{a, b};
    m_cursor = {a, b};
    const QRect g = gridRect();
    const GridGeometry geometry = gridGeometry();
    const GridZoom zoom{m_cell, m_stride};
    m_x.place(geometry.blockOf(a), zoom.centreInBlock(a), g.width() / 2, m_cell);
    m_y.place(geometry.blockOf(b), zoom.centreInBlock(b), g.height() / 2, m_cell);
    afterViewMoved();
    if (cursorMoves) emit cursorMoved(m_cursor.first, m_cursor.second);
}

void WythoffGridView::backToGame() {
    const bool cursorMoves = m_cursor != std::pair{m_posA, m_posB};
    m_cursor = {m_posA, m_posB};
    frameGame();
    if (cursorMoves) emit cursorMoved(m_cursor.first, m_cursor.second);
}

void WythoffGridView::panBy(int dx, int dy) {
    m_ownView = true;
    // Content follows the pointer: dragging right brings smaller A into view, dragging
    // down brings bigger B.
    m_x.scroll(-dx, m_cell);
    m_y.scroll(dy, m_cell);
    afterViewMoved();
}

QPoint WythoffGridView::gridCentre() const {
    const QRect g = gridRect();
    return {g.left() + g.width() / 2, g.bottom() - g.height() / 2};
}

void WythoffGridView::setCellSize(int pixels) {
    m_zoomed = true;
    rezoom(std::clamp(pixels, kMinCell, kMaxCell), 1, gridCentre());
}

void WythoffGridView::zoomAt(int steps, QPoint anchor) {
    m_zoomed = true;
    const GridZoom to = GridZoom{m_cell, m_stride}.stepped(steps);
    rezoom(to.cell, to.stride, anchor);
}

bool WythoffGridView::canZoomIn() const {
    return GridZoom{m_cell, m_stride} < kZoomSteps.back();
}

bool WythoffGridView::canZoomOut() const {
    return kZoomSteps.front() < GridZoom{m_cell, m_stride};
}

void WythoffGridView::rezoom(int pixels, int stride, QPoint anchor) {
    if (pixels == m_cell && stride == m_stride) return;
    const bool hadRoom = positionHasRoom();
    const GridGeometry g = gridGeometry();
    const GridZoom from{m_cell, m_stride}, to{pixels, stride};
    from.rezoom(m_x, g.localX(anchor), to);
    from.rezoom(m_y, g.localY(anchor), to);
    m_cell = pixels;
    m_stride = stride;
    if (!m_ownView) return frameGame(); // the grid's own view stays on the game at every zoom
    keepRoom(hadRoom);
    afterViewMoved();
}

void WythoffGridView::zoomAbout(int steps, QPoint anchor) {
    m_ownView = true;
    zoomAt(steps, anchor);
}

void WythoffGridView::zoomIn() {
    zoomAt(1, gridCentre());
}

void WythoffGridView::zoomOut() {
    zoomAt(-1, gridCentre());
}

void WythoffGridView::afterViewMoved() {
    m_x.clampToZero();
    m_y.clampToZero();
    keepCursorInView();
    update();
    if (underMouse()) updateHover(m_mousePos);
    emit viewChanged();
}

void WythoffGridView::setCursorCell(const Natural& a, const Natural& b) {
    const bool moved = m_cursor != std::pair{a, b};
    m_cursor = {a, b};
    scrollToCursor();
    update();
    if (moved) emit cursorMoved(m_cursor.first, m_cursor.second);
}

void WythoffGridView::moveCursor(int dx, int dy) {
    Natural a = m_cursor.first + dx, b = m_cursor.second + dy;
    if (sgn(a) < 0) a = 0;
    if (sgn(b) < 0) b = 0;
    setCursorCell(a, b);
}

void WythoffGridView::scrollToCursor() {
    const QRect g = gridRect();
    const GridGeometry geometry = gridGeometry();
    const Natural a = geometry.blockOf(m_cursor.first), b = geometry.blockOf(m_cursor.second);
    const bool inView =
        m_x.wholeInView(a, g.width(), m_cell) && m_y.wholeInView(b, g.height(), m_cell);
    if (inView) return;
    m_ownView = true; // the cursor pushed the view: the person's own now
    m_x.scrollTo(a, g.width(), m_cell);
    m_y.scrollTo(b, g.height(), m_cell);
    afterViewMoved();
}

void WythoffGridView::keepCursorInView() {
    if (!m_sized) return; // goTo is redone at the real size, and puts the cursor there
    const QRect g = gridRect();
    const GridGeometry geometry = gridGeometry();
    // In the overview the cursor keeps its cell while its block is in view.
    const auto nearest = [&](const GridAxis& axis, const Natural& n, int length) {
        const Natural block = geometry.blockOf(n);
        const Natural shown = axis.nearestInView(block, length, m_cell);
        return shown == block ? n : Natural(shown * m_stride);
    };
    std::pair<Natural, Natural> cell{nearest(m_x, m_cursor.first, g.width()),
                                     nearest(m_y, m_cursor.second, g.height())};
    if (cell == m_cursor) return;
    m_cursor = std::move(cell);
    emit cursorMoved(m_cursor.first, m_cursor.second);
}

void WythoffGridView::updateHover(QPoint p) {
    m_mousePos = p;
    auto cell = cellAt(p);
    if (cell == m_hovered) return;
    m_hovered = std::move(cell);
    // The tooltip will want the SG value: start the table's fill now, while the pointer
    // rests, so it is ready (about 15 ms) when the tooltip shows.
    if (m_hovered && m_hovered->first < kSgTableSize && m_hovered->second < kSgTableSize)
        prepareSgTable();
    if (m_hovered)
        emit cellHovered(m_hovered->first, m_hovered->second);
    else
        emit hoverLeft();
}

bool WythoffGridView::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(e);
        showCellToolTip(help->pos(), help->globalPos());
        return true;
    }
    return QWidget::event(e);
}

void WythoffGridView::showCellToolTip(QPoint pos, QPoint globalPos) {
    const GridGeometry g = gridGeometry();
    const auto cell = g.cellAt(pos);
    if (!cell) {
        m_tip.reset();
        QToolTip::hideText();
        return;
    }
    const QRect r = g.cellRect(*g.columnIndex(cell->first), *g.rowIndex(cell->second));
    m_tip = ShownTip{pos, globalPos, *cell, cellToolTip(cell->first, cell->second)};
    QToolTip::showText(globalPos, m_tip->text, this, r);
}

void WythoffGridView::changeEvent(QEvent* e) {
    QWidget::changeEvent(e);
    if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange) {
        const bool hadRoom = positionHasRoom(); // measured with the old font, still kept
        // Presentation mode sets its scale before it changes the fonts, so both are new.
        m_metrics.reset();
        updateGeometry();
        // The grid's rectangle changed: the grid's own view frames the game again; the
        // person's keeps its place, the game's room and the cursor in view.
        if (!m_ownView) return frameGame();
        keepRoom(hadRoom);
        afterViewMoved();
    }
}

void WythoffGridView::paintEvent(QPaintEvent*) {
    // A scale changed without a font change (a property set on an ancestor by hand, or a
    // reparented panel whose font was already large) is caught here, once per frame.
    if (m_metrics && m_metrics->scale != presentationScale()) {
        m_metrics.reset();
        updateGeometry();
    }
    const GridFrame now = frame();
    QPainter painter(this);
    GridPainter(now, painter).paint();
}

// --- phi lines, move rays ---------------------------------------------------------------

Natural WythoffGridView::phiLineRow(PhiLine line, const Natural& column) {
    return philine::row(line, column);
}

std::optional<QLineF> WythoffGridView::phiLineSegment(PhiLine line) const {
    return gridGeometry().phiLineSegment(line);
}

std::vector<QLineF> WythoffGridView::moveRaySegments() const {
    return gridGeometry().moveRaySegments({m_posA, m_posB});
}
void WythoffGridView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    const bool first = !m_sized;
    m_sized = true;
    if (!m_ownView) return frameGame(); // the grid's own view: the game framed at the new size
    if (first) return goTo(m_centreA, m_centreB); // asked for before the view had its size
    keepRoom(positionHasRoom(gridRectFor(e->oldSize())));
    afterViewMoved();
}

void WythoffGridView::wheelEvent(QWheelEvent* e) {
    m_wheel += e->angleDelta().y();
    const int steps = m_wheel / QWheelEvent::DefaultDeltasPerStep;
    m_wheel -= steps * QWheelEvent::DefaultDeltasPerStep;
    if (steps != 0) zoomAbout(steps, e->position().toPoint());
    e->accept();
}

void WythoffGridView::keyPressEvent(QKeyEvent* e) {
    const auto action = GridKeyAction::of(e->key(), e->modifiers(), m_cell, m_stride);
    const QPoint cursorCentre = cellCenter(m_cursor.first, m_cursor.second);
    // Keyboard zoom keeps the cursor cell in place; it is always in view.
    const QPoint zoomAnchor = cursorCentre.x() >= 0 ? cursorCentre : gridCentre();
    switch (action.kind) {
    case GridKeyAction::Zoom:
        return zoomAt(action.dx, zoomAnchor);
    case GridKeyAction::Pan:
        return panBy(action.dx, action.dy);
    case GridKeyAction::MoveCursor:
        return moveCursor(action.dx, action.dy);
    case GridKeyAction::Centre:
        return backToGame();
    case GridKeyAction::Choose:
        if (m_stride > 1) return zoomAt(1, zoomAnchor); // the overview names blocks: closer first
        emit cellClicked(m_cursor.first, m_cursor.second);
        return;
    case GridKeyAction::None:
        break;
    }
    QWidget::keyPressEvent(e);
}

void WythoffGridView::focusInEvent(QFocusEvent* e) {
    QWidget::focusInEvent(e);
    update(); // the cursor and focus frame appear
    emit cursorMoved(m_cursor.first, m_cursor.second);
}

void WythoffGridView::focusOutEvent(QFocusEvent* e) {
    QWidget::focusOutEvent(e);
    update();
}

void WythoffGridView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    m_pressed = true;
    m_dragging = false;
    m_pressPos = m_lastDragPos = e->position().toPoint();
}

void WythoffGridView::mouseMoveEvent(QMouseEvent* e) {
    const QPoint p = e->position().toPoint();
    if (!m_pressed) return updateHover(p);
    if (!m_dragging && (p - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        m_dragging = true;
        setCursor(Qt::ClosedHandCursor);
    }
    if (m_dragging) {
        const QPoint delta = p - m_lastDragPos;
        m_lastDragPos = p;
        m_mousePos = p;
        panBy(delta.x(), delta.y());
    }
}

void WythoffGridView::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !m_pressed) return QWidget::mouseReleaseEvent(e);
    m_pressed = false;
    if (m_dragging) {
        m_dragging = false;
        unsetCursor();
        return;
    }
    if (m_stride > 1) { // a block is no move: the click looks closer
        zoomAbout(1, e->position().toPoint());
        return;
    }
    if (const auto cell = cellAt(e->position().toPoint())) {
        if (m_cursor != *cell) {
            m_cursor = *cell; // no scrolling: the cell is where the person clicked
            update();
            emit cursorMoved(m_cursor.first, m_cursor.second);
        }
        emit cellClicked(cell->first, cell->second);
    }
}

void WythoffGridView::leaveEvent(QEvent* e) {
    QWidget::leaveEvent(e);
    if (m_hovered) {
        m_hovered.reset();
        emit hoverLeft();
    }
}

// --- export ------------------------------------------------------------------------------

QSize WythoffGridView::exportSize() const {
    return GridPicture(frame(false)).size();
}

void WythoffGridView::paintExport(QPainter& painter) const {
    GridPicture(frame(false)).paint(painter);
}

QString WythoffGridView::exportTitle() const {
    return GridPicture(frame(false)).title();
}

bool WythoffGridView::exportPng(const QString& path, QString* error) const {
    return GridPicture(frame(false)).savePng(path, error);
}

bool WythoffGridView::exportSvg(const QString& path, QString* error) const {
    return GridPicture(frame(false)).saveSvg(path, error);
}
