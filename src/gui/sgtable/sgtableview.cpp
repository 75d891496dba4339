// SPDX-License-Identifier: MIT
#include "sgtable/sgtableview.h"

#include "sgtable/sgtablepainter.h"

#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

SgTableView::SgTableView(SgTableKind kind, QWidget* parent)
    : QAbstractScrollArea(parent), m_kind(kind) {
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(160, 160);
}

SgTableView::~SgTableView() = default;

const QList<qreal>& SgTableView::zoomLevels() {
    static const QList<qreal> levels{0.2, 0.25, 0.5, 0.75, 1,  1.5, 2,  3,  4,  6,
                                     8,   10,   12,  16,   20, 24,  28, 32, 40, 48};
    return levels;
}

void SgTableView::setTables(std::shared_ptr<const SgTables> tables) {
    m_tables = std::move(tables);
    m_marked = m_hovered = QPoint(-1, -1);
    updateScrollBars();
    viewport()->update();
}

void SgTableView::setPlaceholder(const QString& text) {
    m_placeholder = text;
    if (!m_tables) viewport()->update();
}

SgTablePainter SgTableView::painter(qreal cellSize) const {
    return SgTablePainter(*m_tables, m_kind, cellSize, font());
}

QPointF SgTableView::origin() const {
    const QRectF area = cellArea();
    return area.topLeft() - QPointF(horizontalScrollBar()->value(), verticalScrollBar()->value());
}

QRectF SgTableView::cellArea() const {
    if (!m_tables) return QRectF();
    const SgTablePainter p = painter(m_cell);
    return QRectF(viewport()->rect()).adjusted(p.headerWidth(), p.headerHeight(), 0, 0);
}

void SgTableView::updateScrollBars() {
    const QSizeF area = cellArea().size();
    const qreal extent = m_tables ? m_tables->size() * m_cell : 0;
    const auto set = [extent](QScrollBar* bar, qreal page) {
        bar->setRange(0, std::max(0, int(std::ceil(extent - page))));
        bar->setPageStep(std::max(1, int(page)));
        bar->setSingleStep(20);
    };
    set(horizontalScrollBar(), area.width());
    set(verticalScrollBar(), area.height());
}

void SgTableView::setCellSize(qreal size, QPoint anchor) {
    size = std::clamp(size, zoomLevels().front(), zoomLevels().back());
    if (size == m_cell) return;
    if (anchor.x() < 0) anchor = cellArea().center().toPoint();
    // The table point under the anchor, in cells, stays under it.
    const QPointF within = (QPointF(anchor) - origin()) / m_cell;
    m_cell = size;
    updateScrollBars();
    const QPointF scroll = within * m_cell - (QPointF(anchor) - cellArea().topLeft());
    horizontalScrollBar()->setValue(int(std::lround(scroll.x())));
    verticalScrollBar()->setValue(int(std::lround(scroll.y())));
    viewport()->update();
    emit cellSizeChanged(m_cell);
}

void SgTableView::zoomIn() {
    const QList<qreal>& levels = zoomLevels();
    const auto next = std::upper_bound(levels.begin(), levels.end(), m_cell);
    if (next != levels.end()) setCellSize(*next);
}

void SgTableView::zoomOut() {
    const QList<qreal>& levels = zoomLevels();
    const auto below = std::lower_bound(levels.begin(), levels.end(), m_cell);
    if (below != levels.begin()) setCellSize(*std::prev(below));
}

qreal SgTableView::fittingCellSize() const {
    if (!m_tables || m_tables->size() == 0) return zoomLevels().back();
    qreal best = zoomLevels().front();
    for (qreal level : zoomLevels()) {
        const SgTablePainter p = painter(level);
        const QSizeF room = QSizeF(viewport()->size()) - QSizeF(p.headerWidth(), p.headerHeight());
        if (level * m_tables->size() <= std::min(room.width(), room.height())) best = level;
    }
    return best;
}

QPoint SgTableView::cellAt(const QPoint& pos) const {
    if (!m_tables || !cellArea().contains(pos)) return QPoint(-1, -1);
    const QPointF cell = (QPointF(pos) - origin()) / m_cell;
    const int b = int(std::floor(cell.x())), a = int(std::floor(cell.y()));
    const int n = m_tables->size();
    if (a < 0 || b < 0 || a >= n || b >= n) return QPoint(-1, -1);
    return QPoint(b, a);
}

QRectF SgTableView::cellRect(int a, int b) const {
    return QRectF(origin() + QPointF(b, a) * m_cell, QSizeF(m_cell, m_cell));
}

QRect SgTableView::visibleCells() const {
    if (!m_tables) return QRect();
    return painter(m_cell).cellsIn(origin(), cellArea());
}

QString SgTableView::describe(int a, int b) const {
    if (!m_tables || a < 0 || b < 0 || a >= m_tables->size() || b >= m_tables->size())
        return QString();
    const std::uint32_t v = m_tables->value(m_kind, a, b);
    QString text = m_kind == SgTableKind::Nim ? tr("%1 XOR %2 = %3").arg(a).arg(b).arg(v)
                                              : tr("G(%1, %2) = %3").arg(a).arg(b).arg(v);
    if (v == 0) text += tr(" \u2014 P-position");
    return text;
}

void SgTableView::setMarkedCell(int a, int b) {
    if (m_marked == QPoint(b, a)) return;
    m_marked = QPoint(b, a);
    viewport()->update();
}

void SgTableView::paintEvent(QPaintEvent*) {
    QPainter p(viewport());
    p.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    p.setPen(palette().color(QPalette::Text));
    if (!m_tables) {
        p.drawText(viewport()->rect(), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    const SgTablePainter tp = painter(m_cell);
    const QRectF area = cellArea();
    p.fillRect(QRectF(0, 0, viewport()->width(), area.top()), palette().color(QPalette::Window));
    p.fillRect(QRectF(0, 0, area.left(), viewport()->height()), palette().color(QPalette::Window));
    p.setPen(palette().color(QPalette::WindowText));
    tp.paintHeaders(p, origin(), area);
    tp.paintCells(p, origin(), area);
    p.setClipRect(area);
    tp.paintMark(p, origin(), m_marked.y(), m_marked.x());
}

void SgTableView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void SgTableView::scrollContentsBy(int, int) {
    viewport()->update();
}

void SgTableView::wheelEvent(QWheelEvent* event) {
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    const int steps = event->angleDelta().y();
    const QList<qreal>& levels = zoomLevels();
    auto it = std::lower_bound(levels.begin(), levels.end(), m_cell);
    if (steps > 0 && it != levels.end() && std::next(it) != levels.end())
        ++it;
    else if (steps < 0 && it != levels.begin())
        --it;
    setCellSize(*it, event->position().toPoint());
    event->accept();
}

void SgTableView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        break;
    case Qt::Key_Minus:
        zoomOut();
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
    }
}

void SgTableView::setHovered(int a, int b) {
    if (m_hovered == QPoint(b, a)) return;
    m_hovered = QPoint(b, a);
    emit cellHovered(a, b);
}

void SgTableView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint cell = cellAt(event->position().toPoint());
    setHovered(cell.y(), cell.x());
    QAbstractScrollArea::mouseMoveEvent(event);
}

void SgTableView::leaveEvent(QEvent* event) {
    setHovered(-1, -1);
    QAbstractScrollArea::leaveEvent(event);
}

bool SgTableView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QPoint cell = cellAt(help->pos());
        const QString text = describe(cell.y(), cell.x());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport(),
                               cellRect(cell.y(), cell.x()).toAlignedRect());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}
