// SPDX-License-Identifier: MIT
#include "sgtable/twoheaptableview.h"

#include "sgtable/sgtablemodel.h"

#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <bit>

TwoHeapTableView::TwoHeapTableView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
}

void TwoHeapTableView::setValues(const std::vector<unsigned>& values) {
    const std::size_t n = std::min<std::size_t>(values.size(), kMaxHeaps);
    m_values.assign(values.begin(), values.begin() + std::ptrdiff_t(n));
    unsigned top = 0;
    for (unsigned v : m_values)
        top = std::max(top, v);
    // An XOR of values up to `top` stays below the next power of two.
    const SgColorScale scale(top == 0 ? 1 : std::bit_ceil(top + 1) - 1);
    m_image = QImage(int(n), int(n), QImage::Format_RGB32);
    for (int a = 0; a < int(n); ++a) {
        auto* line = reinterpret_cast<QRgb*>(m_image.scanLine(a));
        for (int b = 0; b < int(n); ++b)
            line[b] = scale.rgb(valueAt(a, b));
    }
    resize(sizeHint()); // in a scroll area, which does not resize its content
    updateGeometry();
    update();
}

int TwoHeapTableView::cellSize() const {
    if (m_values.empty()) return 1;
    return std::clamp(640 / heaps(), 2, 26);
}

QSize TwoHeapTableView::sizeHint() const {
    return QSize(heaps() * cellSize() + 1, heaps() * cellSize() + 1);
}

QSize TwoHeapTableView::minimumSizeHint() const {
    return sizeHint();
}

void TwoHeapTableView::paintEvent(QPaintEvent* event) {
    QPainter p(this);
    p.fillRect(event->rect(), palette().base());
    if (m_image.isNull()) return;
    const int c = cellSize();
    p.drawImage(QRect(0, 0, heaps() * c, heaps() * c), m_image);
    if (c < fontMetrics().horizontalAdvance(QStringLiteral("00")) + 4) return;
    for (int a = 0; a < heaps(); ++a)
        for (int b = 0; b < heaps(); ++b) {
            const QRect cell(b * c, a * c, c, c);
            if (!cell.intersects(event->rect())) continue;
            p.setPen(SgColorScale::textColor(QColor::fromRgb(m_image.pixel(b, a))));
            p.drawText(cell, Qt::AlignCenter, QString::number(valueAt(a, b)));
        }
}

bool TwoHeapTableView::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const int a = help->pos().y() / cellSize(), b = help->pos().x() / cellSize();
    if (a < 0 || b < 0 || a >= heaps() || b >= heaps()) {
        QToolTip::hideText();
        return true;
    }
    QToolTip::showText(help->globalPos(),
                       tr("Heaps %1 and %2: %3 XOR %4 = %5")
                           .arg(a)
                           .arg(b)
                           .arg(m_values[std::size_t(a)])
                           .arg(m_values[std::size_t(b)])
                           .arg(valueAt(a, b)),
                       this);
    return true;
}
