// SPDX-License-Identifier: MIT
#include "grid/gridpicture.h"

#include "common/exporter.h"
#include "grid/gridlegend.h"
#include "grid/gridpainter.h"

#include <QFontInfo>
#include <QPainter>

using grundy::Natural;

QSize GridPicture::size() const {
    return {m_frame.widget.width(), m_frame.widget.height() + GridLegend::height(m_frame)};
}

void GridPicture::paint(QPainter& painter) const {
    // Pixel-sized fonts: an SVG generator's resolution would otherwise rescale point sizes.
    QFont f = m_frame.font;
    f.setPixelSize(QFontInfo(m_frame.font).pixelSize());
    painter.setFont(f);
    painter.save();
    GridPainter(m_frame, painter).paint();
    painter.restore();
    const QRect legend(0, m_frame.widget.height(), m_frame.widget.width(),
                       GridLegend::height(m_frame));
    painter.fillRect(legend, m_frame.colours.window);
    GridLegend::paint(m_frame, painter, legend);
}

QString GridPicture::title() const {
    const GridGeometry& g = m_frame.geometry;
    const auto text = [](const Natural& n) { return QString::fromStdString(grundy::toString(n)); };
    const auto last = [](const Natural& first, int count) {
        return Natural(first + static_cast<unsigned long>(count - 1));
    };
    return tr("Wythoff's game: pile A %1 to %2, pile B %3 to %4")
        .arg(text(g.firstA()), text(last(g.firstA(), g.columns() * g.stride)), text(g.firstB()),
             text(last(g.firstB(), g.rows() * g.stride)));
}

bool GridPicture::savePng(const QString& path, QString* error) const {
    return Exporter::savePng(
        path, size(), [this](QPainter& p) { paint(p); }, error, 1.0, m_frame.colours.window);
}

bool GridPicture::saveSvg(const QString& path, QString* error) const {
    return Exporter::saveSvg(
        path, size(), [this](QPainter& p) { paint(p); }, title(), error, m_frame.colours.window);
}
