// SPDX-License-Identifier: MIT
#include "sgtable/sgsequenceview.h"

#include "sgtable/sgtablemodel.h"

#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

SgSequenceView::SgSequenceView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
}

void SgSequenceView::setSequence(std::vector<unsigned> values,
                                 std::optional<grundy::subtraction::Period> period) {
    m_values = std::move(values);
    m_period = period;
    resize(sizeHint()); // in a scroll area, which does not resize its content
    updateGeometry();
    update();
}

int SgSequenceView::columns() const {
    if (m_period && m_period->length >= std::size_t(kMinRow) &&
        m_period->length <= std::size_t(kMaxRow))
        return int(m_period->length);
    return kRow;
}

int SgSequenceView::shift() const {
    if (!m_period || columns() != int(m_period->length)) return 0;
    const int cols = columns();
    return (cols - int(m_period->start % std::size_t(cols))) % cols;
}

int SgSequenceView::rowCount() const {
    const long long cells = (long long)m_values.size() + shift();
    return int((cells + columns() - 1) / columns());
}

long long SgSequenceView::heapAt(int row, int column) const {
    const long long heap = (long long)row * columns() + column - shift();
    return heap >= 0 && heap < (long long)m_values.size() ? heap : -1;
}

int SgSequenceView::labelWidth() const {
    return fontMetrics().horizontalAdvance(QString::number(m_values.size())) + 12;
}

QRect SgSequenceView::cellRect(std::size_t heap) const {
    if (heap >= m_values.size()) return {};
    const long long cell = (long long)heap + shift();
    const int row = int(cell / columns()), column = int(cell % columns());
    return QRect(labelWidth() + column * kCell, row * kCell, kCell, kCell);
}

QSize SgSequenceView::sizeHint() const {
    return QSize(labelWidth() + columns() * kCell + 1, std::max(1, rowCount()) * kCell + 1);
}

QSize SgSequenceView::minimumSizeHint() const {
    return sizeHint();
}

void SgSequenceView::paintEvent(QPaintEvent* event) {
    QPainter p(this);
    p.fillRect(event->rect(), palette().base());
    if (m_values.empty()) return;
    const unsigned top = *std::max_element(m_values.begin(), m_values.end());
    const SgColorScale scale(top);
    const int firstRow = std::max(0, event->rect().top() / kCell);
    const int lastRow = std::min(rowCount() - 1, event->rect().bottom() / kCell);
    for (int row = firstRow; row <= lastRow; ++row) {
        // Each row is labelled with the heap it starts at (its first drawn heap).
        long long first = -1;
        for (int column = 0; column < columns() && first < 0; ++column)
            first = heapAt(row, column);
        p.setPen(palette().text().color());
        p.drawText(QRect(0, row * kCell, labelWidth() - 6, kCell),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(first));
        for (int column = 0; column < columns(); ++column) {
            const long long heap = heapAt(row, column);
            if (heap < 0) continue;
            const QRect cell = cellRect(std::size_t(heap));
            const QColor colour = scale.color(m_values[std::size_t(heap)]);
            p.fillRect(cell, colour);
            if (m_period && std::size_t(heap) < m_period->start) {
                // Faint, so that the number on top stays easy to read.
                QColor hatch = SgColorScale::textColor(colour);
                hatch.setAlpha(80);
                p.fillRect(cell, QBrush(hatch, Qt::BDiagPattern));
            }
            p.setPen(SgColorScale::textColor(colour));
            p.drawText(cell, Qt::AlignCenter, QString::number(m_values[std::size_t(heap)]));
            p.setPen(palette().base().color());
            p.drawRect(cell.adjusted(0, 0, -1, -1));
        }
    }
    // The first period, framed: its cells from start to start + length − 1.
    if (m_period && m_period->start + m_period->length <= m_values.size()) {
        p.setPen(QPen(palette().text().color(), 3));
        p.setBrush(Qt::NoBrush);
        for (std::size_t h = m_period->start; h < m_period->start + m_period->length; ++h) {
            const QRect r = cellRect(h);
            const bool rowStart = h == m_period->start || r.left() != cellRect(h - 1).right() + 1;
            const bool rowEnd = h + 1 == m_period->start + m_period->length ||
                                cellRect(h + 1).left() != r.right() + 1;
            p.drawLine(r.topLeft(), r.topRight());
            p.drawLine(r.bottomLeft(), r.bottomRight());
            if (rowStart) p.drawLine(r.topLeft(), r.bottomLeft());
            if (rowEnd) p.drawLine(r.topRight(), r.bottomRight());
        }
    }
}

bool SgSequenceView::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    const QPoint at = static_cast<QHelpEvent*>(event)->pos();
    const int row = at.y() / kCell, column = (at.x() - labelWidth()) / kCell;
    const long long heap = at.x() < labelWidth() ? -1 : heapAt(row, column);
    if (heap < 0) {
        QToolTip::hideText();
        return true;
    }
    QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(),
                       tr("A heap of %1: SG value %2").arg(heap).arg(m_values[std::size_t(heap)]),
                       this);
    return true;
}
