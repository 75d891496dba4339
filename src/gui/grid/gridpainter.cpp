// SPDX-License-Identifier: MIT
/// @file
/// GridPainter: the layers of one frame of the Wythoff grid.
#include "grid/gridpainter.h"

#include "boards/movemarks.h"
#include "grid/philine.h"

#include <QPainter>

#include <string>

using grundy::Natural;

GridPainter::GridPainter(const GridFrame& frame, QPainter& painter)
    : m_f(frame), m_g(frame.geometry), m_p(painter), m_grid(m_g.grid), m_cell(m_g.cell),
      m_cols(m_g.columns()), m_rows(m_g.rows()), m_scale(frame.scale), m_fm(frame.font),
      m_c(frame.colours) {}

void GridPainter::paint() {
    m_p.fillRect(m_f.widget, m_c.window);
    m_p.fillRect(m_grid, m_c.base);
    m_p.save();
    m_p.setClipRect(m_grid);
    legalTargets();
    // The lines under the P-cells: they pass through every one, and small cells would
    // vanish under them.
    if (m_f.showPhiLines) phiLines();
    if (m_f.showPPositions) pPositions();
    gridLines();
    moveRays();
    marks();
    if (m_f.moveValues) valueMarks();
    if (m_f.showPhiLines) phiLabels();
    if (m_f.focus) cursor();
    m_p.restore();
    if (m_f.focus) {
        // Keyboard focus: a frame in the highlight colour around the whole grid.
        const int w = pixelLine(2);
        m_p.setPen(QPen(m_c.highlight, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        m_p.setBrush(Qt::NoBrush);
        m_p.drawRect(m_grid.adjusted(-w / 2, -w / 2, w / 2 - 1, w / 2 - 1));
    }
    axes();
}

void GridPainter::fillCells(const std::vector<QRect>& rects, const QColor& colour) {
    m_p.setPen(Qt::NoPen);
    m_p.setBrush(colour);
    m_p.drawRects(rects.data(), static_cast<int>(rects.size()));
}

void GridPainter::legalTargets() {
    // From (A, B) a move reaches row B left of A, column A below B, and the diagonal
    // down-left of (A, B).
    const GridGeometry& g = m_g;
    const auto& [posA, posB] = m_f.position;
    const Natural& a0 = g.x.origin;
    const Natural& b0 = g.y.origin;
    std::vector<QRect> rects;
    const auto lastBefore = [](const Natural& limit, const Natural& first, int count) {
        const Natural n = limit - first; // cells strictly before `limit` that are in view
        return n <= 0 ? 0 : (n >= count ? count : static_cast<int>(n.get_si()));
    };
    // Each cell is listed too when the move values mark them (valueMarks).
    const bool listCells = m_f.moveValues && m_cell >= kLeastMarkedCell;
    if (const auto row = g.rowIndex(posB)) {
        if (int n = lastBefore(posA, a0, m_cols); n > 0) {
            rects.push_back(g.cellRect(0, *row).united(g.cellRect(n - 1, *row)));
            for (int i = 0; listCells && i < n; ++i)
                m_reachable.emplace_back(i, *row);
        }
    }
    if (const auto column = g.columnIndex(posA)) {
        if (int n = lastBefore(posB, b0, m_rows); n > 0) {
            rects.push_back(g.cellRect(*column, 0).united(g.cellRect(*column, n - 1)));
            for (int j = 0; listCells && j < n; ++j)
                m_reachable.emplace_back(*column, j);
        }
    }
    // Column i holds the diagonal's cell in row i + d.
    const Natural d = posB - posA + a0 - b0;
    if (d > -m_cols && d < m_rows) {
        const int shift = static_cast<int>(d.get_si());
        const int columns = lastBefore(posA, a0, m_cols);
        for (int i = std::max(0, -shift); i < columns && i + shift < m_rows; ++i) {
            rects.push_back(g.cellRect(i, i + shift));
            if (listCells) m_reachable.emplace_back(i, i + shift);
        }
    }
    fillCells(rects, m_c.reachable);
}

void GridPainter::pPositions() {
    std::vector<QRect> rects;
    const int inset = m_cell >= 12 ? 1 : 0;
    for (const auto& [i, j] : m_g.pCells())
        rects.push_back(m_g.cellRect(i, j).adjusted(inset, inset, -inset, -inset));
    fillCells(rects, m_c.p);
    if (m_cell < 8) return; // too small for a pattern: the colour alone (and the lines)
    for (const QRect& r : rects)
        m_c.paintPStripes(m_p, QRectF(r).adjusted(0, 0, 1, 1), lineWidth(m_cell >= 16 ? 1.5 : 1));
}

void GridPainter::gridLines() {
    if (m_cell < 6) return; // at a few pixels per cell, lines would hide the cells
    // Lines as thin rectangles: the raster engine fills those row by row, while a
    // vertical QLine costs a span per pixel (7 ms for a full-HD grid of 8-pixel cells).
    // In presentation mode they thicken, the faint ones only where cells are large.
    std::vector<QRect> minor, major;
    const int majorWidth = pixelLine(1), minorWidth = m_cell >= 12 ? majorWidth : 1;
    const int stepX = tickStep(m_f.labelWidth);
    const int stepY = tickStep(m_f.fontHeight);
    const int firstX = static_cast<int>(mpz_fdiv_ui(m_g.x.origin.get_mpz_t(), stepX));
    const int firstY = static_cast<int>(mpz_fdiv_ui(m_g.y.origin.get_mpz_t(), stepY));
    for (int i = 0; i <= m_cols; ++i) {
        const int x = m_g.cellRect(i, 0).left();
        const bool isMajor = (firstX + i) % stepX == 0;
        (isMajor ? major : minor)
            .emplace_back(x, m_grid.top(), isMajor ? majorWidth : minorWidth, m_grid.height());
    }
    for (int j = 0; j <= m_rows; ++j) {
        const bool isMajor = (firstY + j) % stepY == 0;
        const int w = isMajor ? majorWidth : minorWidth;
        // Upwards from the row's lower edge, so a thick line stays on the row it marks.
        const int y = m_g.cellRect(0, j).bottom() + 1 - (w - 1);
        (isMajor ? major : minor).emplace_back(m_grid.left(), y, m_grid.width(), w);
    }
    const auto mix = [base = m_c.base, text = m_c.text](qreal t) {
        return QColor::fromRgbF(base.redF() + (text.redF() - base.redF()) * t,
                                base.greenF() + (text.greenF() - base.greenF()) * t,
                                base.blueF() + (text.blueF() - base.blueF()) * t);
    };
    // Dense small cells need fainter lines, or the lines outweigh the cells.
    fillCells(minor, mix(m_cell < 12 ? 0.08 : 0.15));
    fillCells(major, mix(0.3));
}

void GridPainter::phiLines() {
    using Line = philine::Line;
    m_p.setRenderHint(QPainter::Antialiasing, true);
    m_p.setPen(QPen(m_c.line, lineWidth(m_cell >= 8 ? 2.0 : 1.5), Qt::SolidLine, Qt::FlatCap));
    for (const Line line : {Line::Upper, Line::Lower})
        if (const auto segment = m_g.phiLineSegment(line)) m_p.drawLine(*segment);
    m_p.setRenderHint(QPainter::Antialiasing, false);
}

void GridPainter::phiLabels() {
    // Each label sits outside the wedge between the lines, near the upper end of what is in
    // view: left of the steep line, below the flat one; drawn over the marks so it reads.
    using Line = philine::Line;
    const QFontMetrics& fm = m_fm;
    const QRectF area(m_grid.left(), m_grid.top(), m_grid.width(), m_grid.height());
    for (const Line line : {Line::Upper, Line::Lower}) {
        const auto segment = m_g.phiLineSegment(line);
        const auto seen = segment ? philine::clip(*segment, area) : std::nullopt;
        if (!seen || seen->length() < px(40)) continue;
        const QString text = line == Line::Upper ? tr("b = φ·a") : tr("b = a/φ");
        const QPointF at = seen->pointAt(0.75);
        const int w = fm.horizontalAdvance(text) + px(6), h = fm.height() + px(2);
        // Clear of the P-cells the line passes through (and of the thicker line), also at
        // the box's corner nearest the line: the steep line comes 1/phi of the box's half
        // height closer at its bottom edge, the flat one as much of its half width at its
        // left edge. Larger text (presentation mode) makes that more than a cell.
        const bool upper = line == Line::Upper;
        const int slant = int(std::ceil((upper ? h : w) / 2.0 * 0.618034));
        const int gap = px(4) + std::min(36, m_cell) + slant;
        QRect box = upper ? QRect(int(at.x()) - w - gap, int(at.y()) - h / 2, w, h)
                          : QRect(int(at.x()) - w / 2, int(at.y()) + gap, w, h);
        box.moveLeft(std::clamp(box.left(), m_grid.left() + px(2), m_grid.right() - w - 1));
        box.moveTop(std::clamp(box.top(), m_grid.top() + px(2), m_grid.bottom() - h - 1));
        QColor back = m_c.base;
        back.setAlpha(220);
        m_p.setRenderHint(QPainter::Antialiasing, true);
        m_p.setPen(Qt::NoPen);
        m_p.setBrush(back);
        m_p.drawRoundedRect(box, px(3), px(3));
        m_p.setRenderHint(QPainter::Antialiasing, false);
        m_p.setPen(m_c.line);
        m_p.drawText(box, Qt::AlignCenter, text);
    }
}

void GridPainter::arrow(const QLineF& line, const QColor& colour, qreal width, bool head) {
    m_p.setRenderHint(QPainter::Antialiasing, true);
    m_p.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    m_p.setBrush(Qt::NoBrush);
    const qreal length = line.length();
    const qreal size = std::clamp(m_cell * 0.5, 7.0 * m_scale, 14.0 * m_scale) + width;
    if (!head || length < size) {
        m_p.drawLine(line);
    } else {
        // The shaft stops where the head begins, so the tip stays sharp.
        const QPointF unit = (line.p2() - line.p1()) / length;
        const QPointF normal(-unit.y(), unit.x());
        const QPointF base = line.p2() - unit * size;
        m_p.drawLine(QLineF(line.p1(), base + unit * (width / 2)));
        const QPointF head3[] = {line.p2(), base + normal * (size * 0.45),
                                 base - normal * (size * 0.45)};
        m_p.setPen(Qt::NoPen);
        m_p.setBrush(colour);
        m_p.drawPolygon(head3, 3);
    }
    m_p.setRenderHint(QPainter::Antialiasing, false);
}

void GridPainter::moveRays() {
    const qreal width = lineWidth(m_cell >= 16 ? 2.0 : 1.5);
    for (const QLineF& ray : m_g.moveRaySegments(m_f.position))
        arrow(ray, m_c.ray, width, true);
    if (!m_f.showWinningMoves) return;
    for (const auto& [a, b] : m_f.winningTargets) {
        const Natural da = m_f.position.first - a, db = m_f.position.second - b;
        auto seg = m_g.raySegment(m_f.position, sgn(da) > 0, sgn(db) > 0, sgn(da) > 0 ? da : db);
        if (!seg) continue;
        // A target in view: the tip stops at its ring instead of hiding inside it.
        const qreal gap = winRingDiameter() / 2.0 + winRingWidth();
        if (m_grid.contains(seg->p2().toPoint()) && seg->length() > 2 * gap)
            seg->setLength(seg->length() - gap);
        arrow(*seg, m_c.win, width + lineWidth(1.5), true);
    }
}

void GridPainter::ring(const QRect& cell, const QColor& colour, qreal width, int minDiameter) {
    // Small cells get a ring bigger than the cell so the mark stays visible at any zoom.
    const int d = std::max(minDiameter, cell.width() - int(std::lround(2 * width)));
    QRect r(0, 0, d, d);
    r.moveCenter(cell.center());
    m_p.setRenderHint(QPainter::Antialiasing, true);
    m_p.setBrush(Qt::NoBrush);
    m_p.setPen(QPen(colour, width));
    m_p.drawEllipse(r);
    m_p.setRenderHint(QPainter::Antialiasing, false);
}

void GridPainter::valueMarks() {
    std::vector<std::pair<int, int>> winning;
    for (const auto& [a, b] : m_f.winningTargets)
        if (const auto i = m_g.columnIndex(a), j = m_g.rowIndex(b); i && j)
            winning.emplace_back(*i, *j);
    const QPalette palette = m_c.markPalette();
    // The boards' marks: a disc inside a winning target's ring, a cross on the others.
    for (const auto& cell : m_reachable) {
        const bool wins = std::find(winning.begin(), winning.end(), cell) != winning.end();
        movevalues::paintMark(m_p, QRectF(m_g.cellRect(cell.first, cell.second)).center(),
                              m_cell * 0.5, wins ? MoveValue::Winning : MoveValue::Losing, palette,
                              m_scale);
    }
}

void GridPainter::marks() {
    const GridGeometry& g = m_g;
    if (m_f.showWinningMoves) {
        for (const auto& [a, b] : m_f.winningTargets) {
            const auto i = g.columnIndex(a), j = g.rowIndex(b);
            if (!i || !j) continue;
            // The win colour inside a text-coloured edge: distinct on P-cells and on blank.
            const int d = winRingDiameter();
            const qreal w = winRingWidth();
            QRect r(0, 0, d, d);
            r.moveCenter(g.cellRect(*i, *j).center());
            m_p.setRenderHint(QPainter::Antialiasing, true);
            m_p.setBrush(Qt::NoBrush);
            m_p.setPen(QPen(m_c.text, w + lineWidth(2)));
            m_p.drawEllipse(r);
            m_p.setPen(QPen(m_c.win, w));
            m_p.drawEllipse(r);
            m_p.setRenderHint(QPainter::Antialiasing, false);
        }
    }
    const auto i = g.columnIndex(m_f.position.first), j = g.rowIndex(m_f.position.second);
    if (!i || !j) return;
    const QRect cell = g.cellRect(*i, *j);
    m_p.fillRect(cell, m_c.highlight);
    // Two rings, text colour inside highlight, stand out on any background.
    const int grow = px(3);
    const QRect around = cell.adjusted(-grow, -grow, grow, grow);
    ring(around, m_c.highlight, lineWidth(3), px(22));
    ring(around, m_c.text, lineWidth(1), px(18));
}

void GridPainter::cursor() {
    const auto i = m_g.columnIndex(m_f.cursor.first), j = m_g.rowIndex(m_f.cursor.second);
    if (!i || !j) return;
    // A square at least 12 px wide, so the cursor shows at every zoom: text colour with a
    // base-coloured line inside, readable on empty, shaded, P and current cells alike.
    // Whole-pixel widths keep the unantialiased frame crisp at every scale.
    QRect r = m_g.cellRect(*i, *j);
    const int outer = pixelLine(3), inner = pixelLine(1);
    const int side = std::max(std::max(px(12), 2 * (outer + inner) + 2), r.width());
    QRect box(0, 0, side, side);
    box.moveCenter(r.center());
    m_p.setBrush(Qt::NoBrush);
    // A pen of width w centred on the rectangle's edge covers w pixels from the box's edge
    // inwards when the rectangle is inset by w / 2 (and one more on the right and bottom).
    const int o = outer / 2, in = outer + inner / 2;
    m_p.setPen(QPen(m_c.text, outer, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    m_p.drawRect(box.adjusted(o, o, -o - 1, -o - 1));
    m_p.setPen(QPen(m_c.base, inner, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    m_p.drawRect(box.adjusted(in, in, -in - 1, -in - 1));
}

int GridPainter::tickStep(int minPixels) const {
    for (int step = 1;; step *= 10) {
        for (int k : {1, 2, 5})
            if (step * k * m_cell >= minPixels + px(8)) return step * k;
    }
}

QString GridPainter::tickLabel(const Natural& n) const {
    const std::string digits = grundy::toString(n);
    if (digits.size() <= kLabelDigits) return QString::fromStdString(digits);
    return QChar(0x2026) + QString::fromStdString(digits.substr(digits.size() - kLabelTail));
}

void GridPainter::axes() {
    const GridGeometry& g = m_g;
    const QFontMetrics& fm = m_fm;
    const QColor ink = m_c.windowText;
    const QPen tickPen(ink, pixelLine(1), Qt::SolidLine, Qt::FlatCap);
    m_p.setPen(ink);
    const int tick = px(3);
    const int labelTop = m_grid.bottom() + px(5);
    const int stepX = tickStep(m_f.labelWidth);
    const int firstX = static_cast<int>((stepX - mpz_fdiv_ui(g.x.origin.get_mpz_t(), stepX)) %
                                        static_cast<unsigned>(stepX));
    for (int i = firstX; i < m_cols; i += stepX) {
        const int x = g.cellRect(i, 0).center().x();
        if (x < m_grid.left() || x > m_grid.right()) continue;
        const QString text =
            tickLabel(Natural(g.x.origin + static_cast<unsigned long>(i)) * g.stride);
        const int w = fm.horizontalAdvance(text);
        if (x - w / 2 < 0 || x + w - w / 2 > m_f.widget.width()) continue;
        m_p.setPen(tickPen);
        m_p.drawLine(x, m_grid.bottom() + 1, x, m_grid.bottom() + tick);
        m_p.setPen(ink);
        m_p.drawText(QRect(x - w / 2, labelTop, w, fm.height()), Qt::AlignCenter, text);
    }
    const int stepY = tickStep(m_f.fontHeight);
    const int firstY = static_cast<int>((stepY - mpz_fdiv_ui(g.y.origin.get_mpz_t(), stepY)) %
                                        static_cast<unsigned>(stepY));
    const int labelRight = m_grid.left() - px(6);
    const int labelWidth = m_f.labelWidth;
    for (int j = firstY; j < m_rows; j += stepY) {
        const int y = g.cellRect(0, j).center().y();
        if (y < m_grid.top() + fm.height() / 2 || y > m_grid.bottom()) continue;
        m_p.setPen(tickPen);
        m_p.drawLine(m_grid.left() - tick, y, m_grid.left() - 1, y);
        m_p.setPen(ink);
        m_p.drawText(QRect(labelRight - labelWidth, y - fm.height() / 2, labelWidth, fm.height()),
                     Qt::AlignRight | Qt::AlignVCenter,
                     tickLabel(Natural(g.y.origin + static_cast<unsigned long>(j)) * g.stride));
    }
    // Axis titles carry the exact first and last visible numbers, however long.
    const auto title = [&](const QString& pile, const Natural& first, int count, int room) {
        const unsigned long cells = static_cast<unsigned long>(count) * g.stride;
        const QString text =
            tr("pile %1: %2 to %3 \u2192")
                .arg(pile, QString::fromStdString(grundy::toString(first)),
                     QString::fromStdString(grundy::toString(Natural(first + (cells - 1)))));
        return fm.elidedText(text, Qt::ElideMiddle, room);
    };
    m_p.drawText(QRect(m_grid.left(), labelTop + fm.height() + px(2), m_grid.width(), fm.height()),
                 Qt::AlignLeft | Qt::AlignVCenter,
                 title(QStringLiteral("A"), g.firstA(), m_cols, m_grid.width()));
    m_p.save();
    m_p.translate(px(2), m_grid.bottom());
    m_p.rotate(-90);
    m_p.drawText(QRect(0, 0, m_grid.height(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                 title(QStringLiteral("B"), g.firstB(), m_rows, m_grid.height()));
    m_p.restore();
}
