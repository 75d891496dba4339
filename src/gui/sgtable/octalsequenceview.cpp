// SPDX-License-Identifier: MIT
#include "sgtable/octalsequenceview.h"

#include "common/presentation.h"
#include "sgtable/octalplotview.h"
#include "sgtable/sgtablemodel.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

using grundy::takebreak::Certificate;
using grundy::takebreak::isRareValue;

OctalSequenceView::OctalSequenceView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("octalSequence"));
    setMouseTracking(true);
    setAccessibleName(tr("The values G(n) of single heaps"));
}

void OctalSequenceView::setSequence(std::shared_ptr<const std::vector<std::uint16_t>> values,
                                    std::optional<Certificate> certificate, bool markRare) {
    m_values = std::move(values);
    m_certificate = certificate;
    m_markRare = markRare;
    m_max = 0;
    for (std::size_t n = 0; n < shown(); ++n)
        m_max = std::max<unsigned>(m_max, (*m_values)[n]);
    relayout();
}

void OctalSequenceView::clear() {
    m_values.reset();
    m_certificate.reset();
    m_max = 0;
    relayout();
}

void OctalSequenceView::relayout() {
    resize(sizeHint()); // in a scroll area, which does not resize its content
    updateGeometry();
    update();
}

std::size_t OctalSequenceView::shown() const {
    return m_values ? std::min(m_values->size(), kMaxCells) : 0;
}

OctalSequenceView::Mark OctalSequenceView::markOf(std::size_t heap) const {
    if (!m_certificate) return Mark::None;
    if (heap < m_certificate->preperiod) return Mark::PrePeriod;
    if (heap < m_certificate->preperiod + m_certificate->period) return Mark::FirstPeriod;
    return Mark::Period;
}

bool OctalSequenceView::isMarkedRare(std::size_t heap) const {
    return m_markRare && heap < shown() && isRareValue((*m_values)[heap]);
}

int OctalSequenceView::columns() const {
    if (m_certificate && m_certificate->period >= std::size_t(kMinRow) &&
        m_certificate->period <= std::size_t(kMaxRow))
        return int(m_certificate->period);
    return kRow;
}

int OctalSequenceView::shift() const {
    if (!m_certificate || columns() != int(m_certificate->period)) return 0;
    const int cols = columns();
    return (cols - int(m_certificate->preperiod % std::size_t(cols))) % cols;
}

int OctalSequenceView::rowCount() const {
    const long long cells = (long long)shown() + shift();
    return int((cells + columns() - 1) / columns());
}

long long OctalSequenceView::heapAt(int row, int column) const {
    if (column < 0 || column >= columns()) return -1;
    const long long heap = (long long)row * columns() + column - shift();
    return heap >= 0 && heap < (long long)shown() ? heap : -1;
}

int OctalSequenceView::cellSize() const {
    const QFontMetrics fm = fontMetrics();
    const QString widest = QString::number(std::max(m_max, 99u));
    return std::max({26, fm.horizontalAdvance(widest) + 10, fm.height() + 10});
}

int OctalSequenceView::labelWidth() const {
    return fontMetrics().horizontalAdvance(QString::number(std::max<std::size_t>(shown(), 10))) +
           12;
}

QRect OctalSequenceView::cellRect(std::size_t heap) const {
    if (heap >= shown()) return {};
    const long long cell = (long long)heap + shift();
    const int row = int(cell / columns()), column = int(cell % columns());
    const int edge = cellSize();
    return QRect(labelWidth() + column * edge, row * edge, edge, edge);
}

QSize OctalSequenceView::sizeHint() const {
    const int edge = cellSize();
    return QSize(labelWidth() + columns() * edge + 2, std::max(1, rowCount()) * edge + 2);
}

QSize OctalSequenceView::minimumSizeHint() const {
    return sizeHint();
}

void OctalSequenceView::paintEvent(QPaintEvent* event) {
    QPainter p(this);
    p.fillRect(event->rect(), palette().base());
    if (shown() == 0) return;
    const auto& g = *m_values;
    const SgColorScale scale(std::max(1u, m_max));
    const int edge = cellSize();
    const QColor rare = OctalPlotView::rareColour(palette());
    const double rareWidth = std::max(2.0, presentation::lineWidth(this, 2.5));
    const int firstRow = std::max(0, event->rect().top() / edge);
    const int lastRow = std::min(rowCount() - 1, event->rect().bottom() / edge);
    for (int row = firstRow; row <= lastRow; ++row) {
        long long first = -1;
        for (int column = 0; column < columns() && first < 0; ++column)
            first = heapAt(row, column);
        p.setPen(palette().text().color());
        p.drawText(QRect(0, row * edge, labelWidth() - 6, edge), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(first));
        for (int column = 0; column < columns(); ++column) {
            const long long heap = heapAt(row, column);
            if (heap < 0) continue;
            const auto n = std::size_t(heap);
            const QRect cell = cellRect(n);
            const QColor colour = scale.color(g[n]);
            p.fillRect(cell, colour);
            if (markOf(n) == Mark::PrePeriod) {
                QColor hatch = SgColorScale::textColor(colour);
                hatch.setAlpha(90);
                p.fillRect(cell, QBrush(hatch, Qt::BDiagPattern));
            }
            if (isMarkedRare(n)) {
                p.setPen(QPen(rare, rareWidth));
                p.setBrush(Qt::NoBrush);
                const double in = rareWidth / 2 + 1;
                p.drawRect(QRectF(cell).adjusted(in, in, -in, -in));
            }
            p.setPen(SgColorScale::textColor(colour));
            p.drawText(cell, Qt::AlignCenter, QString::number(g[n]));
            p.setPen(palette().base().color());
            p.setBrush(Qt::NoBrush);
            p.drawRect(cell.adjusted(0, 0, -1, -1));
        }
    }
    // The first period, framed.
    if (!m_certificate) return;
    const std::size_t start = m_certificate->preperiod, end = start + m_certificate->period;
    p.setPen(QPen(palette().text().color(), presentation::lineWidth(this, 3)));
    p.setBrush(Qt::NoBrush);
    for (std::size_t h = start; h < end && h < shown(); ++h) {
        const QRect r = cellRect(h);
        const bool rowStart = h == start || r.left() != cellRect(h - 1).right() + 1;
        const bool rowEnd =
            h + 1 == end || h + 1 >= shown() || cellRect(h + 1).left() != r.right() + 1;
        p.drawLine(r.topLeft(), r.topRight());
        p.drawLine(r.bottomLeft(), r.bottomRight());
        if (rowStart) p.drawLine(r.topLeft(), r.bottomLeft());
        if (rowEnd) p.drawLine(r.topRight(), r.bottomRight());
    }
}

bool OctalSequenceView::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    const QPoint at = static_cast<QHelpEvent*>(event)->pos();
    const int edge = cellSize();
    const long long heap =
        at.x() < labelWidth() ? -1 : heapAt(at.y() / edge, (at.x() - labelWidth()) / edge);
    if (heap < 0) {
        QToolTip::hideText();
        return true;
    }
    const auto n = std::size_t(heap);
    QString text = tr("A heap of %1: G = %2").arg(heap).arg(valueAt(n));
    switch (markOf(n)) {
    case Mark::PrePeriod:
        text += tr(" (pre-period)");
        break;
    case Mark::FirstPeriod:
        text += tr(" (first period)");
        break;
    case Mark::Period:
        text += tr(" (as heap %1)")
                    .arg(m_certificate->preperiod +
                         (n - m_certificate->preperiod) % m_certificate->period);
        break;
    case Mark::None:
        break;
    }
    if (isMarkedRare(n)) text += tr(", a rare value");
    QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), text, this);
    return true;
}

void OctalSequenceView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) relayout();
}
