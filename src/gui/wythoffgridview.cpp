// SPDX-License-Identifier: MIT
#include "wythoffgridview.h"

#include "exporter.h"
#include "presentation.h"
#include "wythoff.h"
#include "wythofftable.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <mutex>
#include <string>
#include <thread>

using grundy::Natural;
namespace wythoff = grundy::wythoff;

namespace {

int floorDiv(int a, int b) {
    const int q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

int floorMod(int a, int b) {
    return a - floorDiv(a, b) * b;
}

/// The zoom steps, in pixels per cell.
constexpr std::array kCellSizes{2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64, 80};

/// Labels longer than this many digits show their last kLabelTail digits after an ellipsis;
/// the axis title and the tooltip give the numbers in full.
constexpr int kLabelDigits = 7;
constexpr int kLabelTail = 6;

/// Sub-pixels per pixel where the phi lines cross the view's edges.
constexpr int kSubPixels = 16;

/// floor(phi * x) for x >= 0, exactly: phi * x = (x + sqrt(5 x^2)) / 2, and for integers m
/// and real y, floor((m + y) / 2) = floor((m + floor(y)) / 2).
Natural floorTimesPhi(const Natural& x) {
    Natural r = grundy::isqrt(Natural(5 * x * x));
    r += x;
    mpz_fdiv_q_2exp(r.get_mpz_t(), r.get_mpz_t(), 1);
    return r;
}

/// floor(x / phi) = floor(x * (phi - 1)) = floor((sqrt(5 x^2) - x) / 2) for x >= 0, exactly.
Natural floorOverPhi(const Natural& x) {
    Natural r = grundy::isqrt(Natural(5 * x * x));
    r -= x;
    mpz_fdiv_q_2exp(r.get_mpz_t(), r.get_mpz_t(), 1);
    return r;
}

/// The process's SG table, published once filled; never freed (4 MiB for the process's
/// life), so a fill still running when the program ends touches nothing that is gone.
std::atomic<const grundy::wythoff::SgTable*> g_sgTable{nullptr};
std::once_flag g_sgTableStarted;

} // namespace

void GridAxis::scroll(int pixels, int cell) {
    const int total = offset + pixels;
    const int cells = floorDiv(total, cell);
    if (cells >= 0)
        origin += static_cast<unsigned long>(cells);
    else
        origin -= static_cast<unsigned long>(-cells);
    offset = floorMod(total, cell);
}

void GridAxis::place(const Natural& n, int within, int local, int cell) {
    origin = n;
    offset = 0;
    scroll(within - local, cell);
}

Natural GridAxis::cellAt(int local, int cell) const {
    const int cells = floorDiv(offset + local, cell);
    return cells >= 0 ? Natural(origin + static_cast<unsigned long>(cells))
                      : Natural(origin - static_cast<unsigned long>(-cells));
}

void GridAxis::clampToZero() {
    if (sgn(origin) < 0) {
        origin = 0;
        offset = 0;
    }
}

/// Draws one frame of a WythoffGridView; lives only for one paintEvent.
class GridPainter {
public:
    /// `interactive`: draw the keyboard cursor and focus frame when the view has focus
    /// (not in exported pictures).
    GridPainter(const WythoffGridView& view, QPainter& painter, bool interactive = true);
    void paint();

private:
    void fillCells(const std::vector<QRect>& rects, const QColor& colour);
    void legalTargets();
    void pPositions();
    void gridLines();
    void phiLines();
    void phiLabels();
    /// Diameter of the ring around a winning target, and its pen width.
    int winRingDiameter() const { return std::max(px(14), m_cell <= 24 ? m_cell + 2 : m_cell - 8); }
    qreal winRingWidth() const { return lineWidth(std::clamp(m_cell / 8, 2, 5)); }
    /// A line `base` pixels wide at the normal size, for the presentation scale.
    qreal lineWidth(qreal base) const { return base * m_scale; }
    /// The same, rounded to whole pixels (at least 1), for crisp unantialiased lines.
    int pixelLine(qreal base) const { return std::max(1, int(std::lround(base * m_scale))); }
    /// `base` pixels of fixed size (margins, smallest marks), scaled and rounded.
    int px(int base) const { return int(std::lround(base * m_scale)); }
    void moveRays();
    void arrow(const QLineF& line, const QColor& colour, qreal width, bool head);
    void ring(const QRect& cell, const QColor& colour, qreal width, int minDiameter);
    void marks();
    void cursor();
    void axes();
    QString tickLabel(const Natural& n) const;
    int tickStep(int minPixels) const;

    const WythoffGridView& m_view;
    QPainter& m_p;
    const QRect m_grid;
    const int m_cell, m_cols, m_rows;
    const bool m_focus;
    /// The presentation scale, asked once per frame (the view keeps it with its metrics).
    const double m_scale;
    QColor m_base, m_text, m_shade, m_pColour, m_current, m_win, m_line;
};

GridPainter::GridPainter(const WythoffGridView& view, QPainter& painter, bool interactive)
    : m_view(view), m_p(painter), m_grid(view.gridRect()), m_cell(view.m_cell),
      m_cols(view.visibleColumns()), m_rows(view.visibleRows()),
      m_focus(interactive && view.hasFocus()), m_scale(view.metrics().scale) {
    const QPalette& pal = view.palette();
    m_base = pal.color(QPalette::Base);
    m_text = pal.color(QPalette::Text);
    m_current = pal.color(QPalette::Highlight);
    m_shade = view.reachableColour();
    m_pColour = view.pColour();
    m_win = view.winColour();
    m_line = view.lineColour();
}

void GridPainter::paint() {
    m_p.fillRect(m_view.rect(), m_view.palette().color(QPalette::Window));
    m_p.fillRect(m_grid, m_base);
    m_p.save();
    m_p.setClipRect(m_grid);
    legalTargets();
    // The lines under the P-cells: they pass through every one, and small cells would
    // vanish under them.
    if (m_view.m_showLines) phiLines();
    if (m_view.m_showP) pPositions();
    gridLines();
    moveRays();
    marks();
    if (m_view.m_showLines) phiLabels();
    if (m_focus) cursor();
    m_p.restore();
    if (m_focus) {
        // Keyboard focus: a frame in the highlight colour around the whole grid.
        const int w = pixelLine(2);
        m_p.setPen(QPen(m_current, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
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
    const WythoffGridView& v = m_view;
    const Natural& a0 = v.m_x.origin;
    const Natural& b0 = v.m_y.origin;
    std::vector<QRect> rects;
    const auto lastBefore = [](const Natural& limit, const Natural& first, int count) {
        const Natural n = limit - first; // cells strictly before `limit` that are in view
        return n <= 0 ? 0 : (n >= count ? count : static_cast<int>(n.get_si()));
    };
    if (const auto row = v.rowIndex(v.m_posB)) {
        if (int n = lastBefore(v.m_posA, a0, m_cols); n > 0)
            rects.push_back(v.cellRect(0, *row).united(v.cellRect(n - 1, *row)));
    }
    if (const auto column = v.columnIndex(v.m_posA)) {
        if (int n = lastBefore(v.m_posB, b0, m_rows); n > 0)
            rects.push_back(v.cellRect(*column, 0).united(v.cellRect(*column, n - 1)));
    }
    // Column i holds the diagonal's cell in row i + d.
    const Natural d = v.m_posB - v.m_posA + a0 - b0;
    if (d > -m_cols && d < m_rows) {
        const int shift = static_cast<int>(d.get_si());
        const int columns = lastBefore(v.m_posA, a0, m_cols);
        for (int i = std::max(0, -shift); i < columns && i + shift < m_rows; ++i)
            rects.push_back(v.cellRect(i, i + shift));
    }
    fillCells(rects, m_shade);
}

void GridPainter::pPositions() {
    std::vector<QRect> rects;
    const int inset = m_cell >= 12 ? 1 : 0;
    for (const auto& [i, j] : m_view.pCells())
        rects.push_back(m_view.cellRect(i, j).adjusted(inset, inset, -inset, -inset));
    fillCells(rects, m_pColour);
}

void GridPainter::gridLines() {
    if (m_cell < 6) return; // at a few pixels per cell, lines would hide the cells
    // Lines as thin rectangles: the raster engine fills those row by row, while a
    // vertical QLine costs a span per pixel (7 ms for a full-HD grid of 8-pixel cells).
    // In presentation mode they thicken, the faint ones only where cells are large.
    std::vector<QRect> minor, major;
    const int majorWidth = pixelLine(1), minorWidth = m_cell >= 12 ? majorWidth : 1;
    const int stepX = tickStep(m_view.labelWidth());
    const int stepY = tickStep(m_view.metrics().fontHeight);
    const int firstX = static_cast<int>(mpz_fdiv_ui(m_view.m_x.origin.get_mpz_t(), stepX));
    const int firstY = static_cast<int>(mpz_fdiv_ui(m_view.m_y.origin.get_mpz_t(), stepY));
    for (int i = 0; i <= m_cols; ++i) {
        const int x = m_view.cellRect(i, 0).left();
        const bool isMajor = (firstX + i) % stepX == 0;
        (isMajor ? major : minor)
            .emplace_back(x, m_grid.top(), isMajor ? majorWidth : minorWidth, m_grid.height());
    }
    for (int j = 0; j <= m_rows; ++j) {
        const bool isMajor = (firstY + j) % stepY == 0;
        const int w = isMajor ? majorWidth : minorWidth;
        // Upwards from the row's lower edge, so a thick line stays on the row it marks.
        const int y = m_view.cellRect(0, j).bottom() + 1 - (w - 1);
        (isMajor ? major : minor).emplace_back(m_grid.left(), y, m_grid.width(), w);
    }
    const auto mix = [this](qreal t) {
        return QColor::fromRgbF(m_base.redF() + (m_text.redF() - m_base.redF()) * t,
                                m_base.greenF() + (m_text.greenF() - m_base.greenF()) * t,
                                m_base.blueF() + (m_text.blueF() - m_base.blueF()) * t);
    };
    // Dense small cells need fainter lines, or the lines outweigh the cells.
    fillCells(minor, mix(m_cell < 12 ? 0.08 : 0.15));
    fillCells(major, mix(0.3));
}

namespace {

/// The part of `line` inside `rect` (Liang-Barsky), keeping its direction.
std::optional<QLineF> clipLine(const QLineF& line, const QRectF& rect) {
    const qreal dx = line.dx(), dy = line.dy();
    qreal t0 = 0, t1 = 1;
    const auto edge = [&](qreal p, qreal q) {
        if (p == 0) return q >= 0;
        const qreal t = q / p;
        if (p < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        return true;
    };
    if (!edge(-dx, line.x1() - rect.left()) || !edge(dx, rect.right() - line.x1()) ||
        !edge(-dy, line.y1() - rect.top()) || !edge(dy, rect.bottom() - line.y1()) || t0 >= t1)
        return std::nullopt;
    return QLineF(line.pointAt(t0), line.pointAt(t1));
}

} // namespace

void GridPainter::phiLines() {
    using Line = WythoffGridView::PhiLine;
    m_p.setRenderHint(QPainter::Antialiasing, true);
    m_p.setPen(QPen(m_line, lineWidth(m_cell >= 8 ? 2.0 : 1.5), Qt::SolidLine, Qt::FlatCap));
    for (const Line line : {Line::Upper, Line::Lower})
        if (const auto segment = m_view.phiLineSegment(line)) m_p.drawLine(*segment);
    m_p.setRenderHint(QPainter::Antialiasing, false);
}

void GridPainter::phiLabels() {
    // Each label sits outside the wedge between the lines, near the upper end of what is in
    // view: left of the steep line, below the flat one; drawn over the marks so it reads.
    using Line = WythoffGridView::PhiLine;
    const QFontMetrics fm = m_view.fontMetrics();
    const QRectF area(m_grid.left(), m_grid.top(), m_grid.width(), m_grid.height());
    for (const Line line : {Line::Upper, Line::Lower}) {
        const auto segment = m_view.phiLineSegment(line);
        const auto seen = segment ? clipLine(*segment, area) : std::nullopt;
        if (!seen || seen->length() < px(40)) continue;
        const QString text = line == Line::Upper ? WythoffGridView::tr("b = \u03c6\u00b7a")
                                                 : WythoffGridView::tr("b = a/\u03c6");
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
        QColor back = m_base;
        back.setAlpha(220);
        m_p.setRenderHint(QPainter::Antialiasing, true);
        m_p.setPen(Qt::NoPen);
        m_p.setBrush(back);
        m_p.drawRoundedRect(box, px(3), px(3));
        m_p.setRenderHint(QPainter::Antialiasing, false);
        m_p.setPen(m_line);
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
    const WythoffGridView& v = m_view;
    const qreal width = lineWidth(m_cell >= 16 ? 2.0 : 1.5);
    for (const QLineF& ray : v.moveRaySegments())
        arrow(ray, m_current, width, true);
    if (!v.winningMovesShown()) return;
    for (const auto& [a, b] : v.m_winningTargets) {
        const Natural da = v.m_posA - a, db = v.m_posB - b;
        auto seg = v.raySegment(sgn(da) > 0, sgn(db) > 0, sgn(da) > 0 ? da : db);
        if (!seg) continue;
        // A target in view: the tip stops at its ring instead of hiding inside it.
        const qreal gap = winRingDiameter() / 2.0 + winRingWidth();
        if (m_grid.contains(seg->p2().toPoint()) && seg->length() > 2 * gap)
            seg->setLength(seg->length() - gap);
        arrow(*seg, m_win, width + lineWidth(1.5), true);
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

void GridPainter::marks() {
    const WythoffGridView& v = m_view;
    if (v.winningMovesShown()) {
        for (const auto& [a, b] : v.m_winningTargets) {
            const auto i = v.columnIndex(a), j = v.rowIndex(b);
            if (!i || !j) continue;
            // The win colour inside a text-coloured edge: distinct on P-cells and on blank.
            const int d = winRingDiameter();
            const qreal w = winRingWidth();
            QRect r(0, 0, d, d);
            r.moveCenter(v.cellRect(*i, *j).center());
            m_p.setRenderHint(QPainter::Antialiasing, true);
            m_p.setBrush(Qt::NoBrush);
            m_p.setPen(QPen(m_text, w + lineWidth(2)));
            m_p.drawEllipse(r);
            m_p.setPen(QPen(m_win, w));
            m_p.drawEllipse(r);
            m_p.setRenderHint(QPainter::Antialiasing, false);
        }
    }
    const auto i = v.columnIndex(v.m_posA), j = v.rowIndex(v.m_posB);
    if (!i || !j) return;
    const QRect cell = v.cellRect(*i, *j);
    m_p.fillRect(cell, m_current);
    // Two rings, text colour inside highlight, stand out on any background.
    const int grow = px(3);
    const QRect around = cell.adjusted(-grow, -grow, grow, grow);
    ring(around, m_current, lineWidth(3), px(22));
    ring(around, m_text, lineWidth(1), px(18));
}

void GridPainter::cursor() {
    const WythoffGridView& v = m_view;
    const auto i = v.columnIndex(v.m_cursor.first), j = v.rowIndex(v.m_cursor.second);
    if (!i || !j) return;
    // A square at least 12 px wide, so the cursor shows at every zoom: text colour with a
    // base-coloured line inside, readable on empty, shaded, P and current cells alike.
    // Whole-pixel widths keep the unantialiased frame crisp at every scale.
    QRect r = v.cellRect(*i, *j);
    const int outer = pixelLine(3), inner = pixelLine(1);
    const int side = std::max(std::max(px(12), 2 * (outer + inner) + 2), r.width());
    QRect box(0, 0, side, side);
    box.moveCenter(r.center());
    m_p.setBrush(Qt::NoBrush);
    // A pen of width w centred on the rectangle's edge covers w pixels from the box's edge
    // inwards when the rectangle is inset by w / 2 (and one more on the right and bottom).
    const int o = outer / 2, in = outer + inner / 2;
    m_p.setPen(QPen(m_text, outer, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    m_p.drawRect(box.adjusted(o, o, -o - 1, -o - 1));
    m_p.setPen(QPen(m_base, inner, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
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
    const WythoffGridView& v = m_view;
    const QFontMetrics fm = v.fontMetrics();
    const QColor ink = v.palette().color(QPalette::WindowText);
    const QPen tickPen(ink, pixelLine(1), Qt::SolidLine, Qt::FlatCap);
    m_p.setPen(ink);
    const int tick = px(3);
    const int labelTop = m_grid.bottom() + px(5);
    const int stepX = tickStep(v.labelWidth());
    const int firstX = static_cast<int>((stepX - mpz_fdiv_ui(v.m_x.origin.get_mpz_t(), stepX)) %
                                        static_cast<unsigned>(stepX));
    for (int i = firstX; i < m_cols; i += stepX) {
        const int x = v.cellRect(i, 0).center().x();
        if (x < m_grid.left() || x > m_grid.right()) continue;
        const QString text = tickLabel(v.m_x.origin + static_cast<unsigned long>(i));
        const int w = fm.horizontalAdvance(text);
        if (x - w / 2 < 0 || x + w - w / 2 > v.width()) continue;
        m_p.setPen(tickPen);
        m_p.drawLine(x, m_grid.bottom() + 1, x, m_grid.bottom() + tick);
        m_p.setPen(ink);
        m_p.drawText(QRect(x - w / 2, labelTop, w, fm.height()), Qt::AlignCenter, text);
    }
    const int stepY = tickStep(v.metrics().fontHeight);
    const int firstY = static_cast<int>((stepY - mpz_fdiv_ui(v.m_y.origin.get_mpz_t(), stepY)) %
                                        static_cast<unsigned>(stepY));
    const int labelRight = m_grid.left() - px(6);
    const int labelWidth = v.labelWidth();
    for (int j = firstY; j < m_rows; j += stepY) {
        const int y = v.cellRect(0, j).center().y();
        if (y < m_grid.top() + fm.height() / 2 || y > m_grid.bottom()) continue;
        m_p.setPen(tickPen);
        m_p.drawLine(m_grid.left() - tick, y, m_grid.left() - 1, y);
        m_p.setPen(ink);
        m_p.drawText(QRect(labelRight - labelWidth, y - fm.height() / 2, labelWidth, fm.height()),
                     Qt::AlignRight | Qt::AlignVCenter,
                     tickLabel(v.m_y.origin + static_cast<unsigned long>(j)));
    }
    // Axis titles carry the exact first and last visible numbers, however long.
    const auto title = [&](const QString& pile, const Natural& first, int count, int room) {
        const QString text = WythoffGridView::tr("pile %1: %2 to %3 \u2192")
                                 .arg(pile, QString::fromStdString(grundy::toString(first)),
                                      QString::fromStdString(grundy::toString(
                                          Natural(first + static_cast<unsigned long>(count - 1)))));
        return fm.elidedText(text, Qt::ElideMiddle, room);
    };
    m_p.drawText(QRect(m_grid.left(), labelTop + fm.height() + px(2), m_grid.width(), fm.height()),
                 Qt::AlignLeft | Qt::AlignVCenter,
                 title(QStringLiteral("A"), v.m_x.origin, m_cols, m_grid.width()));
    m_p.save();
    m_p.translate(px(2), m_grid.bottom());
    m_p.rotate(-90);
    m_p.drawText(QRect(0, 0, m_grid.height(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                 title(QStringLiteral("B"), v.m_y.origin, m_rows, m_grid.height()));
    m_p.restore();
}

// ---------------------------------------------------------------------------------------

WythoffGridView::WythoffGridView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setPosition(Natural(0), Natural(0));
}

QSize WythoffGridView::sizeHint() const {
    return {leftMargin() + 20 * m_cell, bottomMargin() + 14 * m_cell};
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
        m_metrics =
            Metrics{presentationScale(), fm.height(),
                    std::max(fm.horizontalAdvance(QString(kLabelDigits, '8')),
                             fm.horizontalAdvance(QChar(0x2026) + QString(kLabelTail, '8')))};
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
    // Room above and right of the grid for the focus frame, as thick as the scale makes it.
    const int left = leftMargin(), edge = scaled(2);
    return {left, edge, std::max(1, width() - left - edge),
            std::max(1, height() - bottomMargin() - edge)};
}

int WythoffGridView::localX(QPoint p) const {
    return p.x() - gridRect().left();
}

int WythoffGridView::localY(QPoint p) const {
    return gridRect().bottom() - p.y();
}

int WythoffGridView::visibleColumns() const {
    return (gridRect().width() + m_x.offset + m_cell - 1) / m_cell;
}

int WythoffGridView::visibleRows() const {
    return (gridRect().height() + m_y.offset + m_cell - 1) / m_cell;
}

QRect WythoffGridView::cellRect(int column, int row) const {
    const QRect g = gridRect();
    const int x = g.left() + column * m_cell - m_x.offset;
    const int bottom = g.bottom() - (row * m_cell - m_y.offset);
    return {x, bottom - m_cell + 1, m_cell, m_cell};
}

namespace {
std::optional<int> indexIn(const Natural& n, const GridAxis& axis, int count) {
    const Natural d = n - axis.origin;
    if (sgn(d) < 0 || d >= count) return std::nullopt;
    return static_cast<int>(d.get_si());
}
} // namespace

std::optional<int> WythoffGridView::columnIndex(const Natural& a) const {
    return indexIn(a, m_x, visibleColumns());
}

std::optional<int> WythoffGridView::rowIndex(const Natural& b) const {
    return indexIn(b, m_y, visibleRows());
}

std::optional<std::pair<Natural, Natural>> WythoffGridView::cellAt(QPoint p) const {
    if (!gridRect().contains(p)) return std::nullopt;
    Natural a = m_x.cellAt(localX(p), m_cell);
    Natural b = m_y.cellAt(localY(p), m_cell);
    if (sgn(a) < 0 || sgn(b) < 0) return std::nullopt;
    return std::pair{std::move(a), std::move(b)};
}

QPoint WythoffGridView::cellCenter(const Natural& a, const Natural& b) const {
    const auto i = columnIndex(a), j = rowIndex(b);
    if (!i || !j) return {-1, -1};
    const QRect r = cellRect(*i, *j);
    return {r.left() + m_cell / 2, r.top() + m_cell / 2};
}

std::vector<std::pair<int, int>> WythoffGridView::pCells() const {
    // Each a >= 1 is in exactly one P-position and (0, 0) is the other, so column a holds
    // exactly one P-cell, at b = partner(a).
    const int cols = visibleColumns(), rows = visibleRows();
    std::vector<std::pair<int, int>> cells;
    if (m_x.origin + cols < wythoff::kFastLimit && m_y.origin + rows < wythoff::kFastLimit) {
        const grundy::u64 a0 = grundy::toU64(m_x.origin), b0 = grundy::toU64(m_y.origin);
        for (int i = 0; i < cols; ++i) {
            const grundy::u64 b = wythoff::partner(a0 + static_cast<grundy::u64>(i));
            if (b >= b0 && b - b0 < static_cast<grundy::u64>(rows))
                cells.emplace_back(i, static_cast<int>(b - b0));
        }
        return cells;
    }
    Natural a = m_x.origin, b;
    for (int i = 0; i < cols; ++i, ++a) {
        b = wythoff::partner(a);
        b -= m_y.origin;
        if (sgn(b) >= 0 && b < rows) cells.emplace_back(i, static_cast<int>(b.get_si()));
    }
    return cells;
}

std::vector<std::pair<Natural, Natural>> WythoffGridView::visiblePPositions() const {
    std::vector<std::pair<Natural, Natural>> out;
    for (const auto& [i, j] : pCells())
        out.emplace_back(m_x.origin + static_cast<unsigned long>(i),
                         m_y.origin + static_cast<unsigned long>(j));
    return out;
}

QColor WythoffGridView::pColour() const {
    // Orange against the highlight's blue reads in both themes and for most colour vision.
    return palette().color(QPalette::Base).lightness() < 128 ? QColor(0xff, 0x92, 0x2b)
                                                             : QColor(0xd9, 0x48, 0x0f);
}

QColor WythoffGridView::reachableColour() const {
    QColor shade = palette().color(QPalette::Highlight);
    shade.setAlpha(palette().color(QPalette::Base).lightness() < 128 ? 110 : 70);
    return shade;
}

QColor WythoffGridView::winColour() const {
    return palette().color(QPalette::Base).lightness() < 128 ? QColor(0x5c, 0xd6, 0x7d)
                                                             : QColor(0x14, 0x80, 0x3a);
}

QColor WythoffGridView::lineColour() const {
    return palette().color(QPalette::Base).lightness() < 128 ? QColor(0xd4, 0x8c, 0xf5)
                                                             : QColor(0x8e, 0x24, 0xaa);
}

WythoffGridView::CellFacts WythoffGridView::cellFacts(const Natural& a, const Natural& b) const {
    CellFacts facts;
    facts.where = tr("A = %1, B = %2")
                      .arg(QString::fromStdString(grundy::toString(a)),
                           QString::fromStdString(grundy::toString(b)));
    facts.outcome = wythoff::isP(a, b) ? tr("P-position: the player to move loses")
                                       : tr("N-position: the player to move wins");
    if (a == m_posA && b == m_posB)
        facts.note = tr("the game's position");
    else if ((a < m_posA && b == m_posB) || (a == m_posA && b < m_posB) ||
             (a < m_posA && m_posA - a == m_posB - b))
        facts.note =
            winningMovesShown() && std::find(m_winningTargets.begin(), m_winningTargets.end(),
                                             std::pair{a, b}) != m_winningTargets.end()
                ? tr("one move from the game's position: a winning move")
                : tr("one move from the game's position");
    return facts;
}

QString WythoffGridView::describeCell(const Natural& a, const Natural& b) const {
    const CellFacts f = cellFacts(a, b);
    return f.note.isEmpty() ? tr("%1 \u2014 %2").arg(f.where, f.outcome)
                            : tr("%1 \u2014 %2 (%3)").arg(f.where, f.outcome, f.note);
}

QString WythoffGridView::cellToolTip(const Natural& a, const Natural& b) const {
    const CellFacts f = cellFacts(a, b);
    QStringList lines{f.where, f.outcome};
    if (!f.note.isEmpty()) lines << f.note.left(1).toUpper() + f.note.mid(1);
    if (const auto g = sgValue(a, b))
        lines << tr("Sprague\u2013Grundy value: G(%1, %2) = %3")
                     .arg(QString::fromStdString(grundy::toString(a)),
                          QString::fromStdString(grundy::toString(b)))
                     .arg(*g);
    return lines.join(QLatin1Char('\n'));
}

void WythoffGridView::prepareSgTable() {
    std::call_once(g_sgTableStarted, [] {
        std::thread([] {
            g_sgTable.store(new wythoff::SgTable(kSgTableSize), std::memory_order_release);
        }).detach();
    });
}

bool WythoffGridView::sgTableReady() {
    return g_sgTable.load(std::memory_order_acquire) != nullptr;
}

std::optional<std::uint32_t> WythoffGridView::sgValue(const Natural& a, const Natural& b) const {
    if (a >= kSgTableSize || b >= kSgTableSize) return std::nullopt;
    const wythoff::SgTable* table = g_sgTable.load(std::memory_order_acquire);
    if (!table) {
        prepareSgTable();
        return std::nullopt;
    }
    return table->at(a.get_ui(), b.get_ui());
}

bool WythoffGridView::positionInView() const {
    const auto i = columnIndex(m_posA), j = rowIndex(m_posB);
    return i && j && gridRect().contains(cellRect(*i, *j));
}

void WythoffGridView::setPosition(const Natural& a, const Natural& b) {
    m_posA = a;
    m_posB = b;
    m_winningTargets.clear();
    const wythoff::Position here{a, b};
    for (const wythoff::Move& move : wythoff::winningMoves(here)) {
        wythoff::Position target = wythoff::apply(here, move);
        m_winningTargets.emplace_back(std::move(target.a), std::move(target.b));
    }
    m_cursor = {a, b};
    if (m_follow && !positionInView()) {
        goTo(a, b);
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
    m_centreA = a;
    m_centreB = b;
    const bool cursorMoves = m_cursor != std::pair{a, b};
    m_cursor = {a, b};
    const QRect g = gridRect();
    m_x.place(a, m_cell / 2, g.width() / 2, m_cell);
    m_y.place(b, m_cell / 2, g.height() / 2, m_cell);
    afterViewMoved();
    if (cursorMoves) emit cursorMoved(m_cursor.first, m_cursor.second);
}

void WythoffGridView::centerOnPosition() {
    goTo(m_posA, m_posB);
}

void WythoffGridView::panBy(int dx, int dy) {
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
    resizeCells(std::clamp(pixels, kMinCell, kMaxCell), gridCentre());
}

void WythoffGridView::zoomAt(int steps, QPoint anchor) {
    const auto at = std::lower_bound(kCellSizes.begin(), kCellSizes.end(), m_cell);
    const int index = static_cast<int>(at - kCellSizes.begin());
    const int next = std::clamp(index + steps, 0, static_cast<int>(kCellSizes.size()) - 1);
    resizeCells(kCellSizes[static_cast<std::size_t>(next)], anchor);
}

void WythoffGridView::resizeCells(int target, QPoint anchor) {
    if (target == m_cell) return;
    // The cell under the anchor stays under it, at the same fraction of its width.
    for (GridAxis* axis : {&m_x, &m_y}) {
        const int local = axis == &m_x ? localX(anchor) : localY(anchor);
        const Natural n = axis->cellAt(local, m_cell);
        const int within = floorMod(axis->offset + local, m_cell) * target / m_cell;
        axis->place(n, within, local, target);
    }
    m_cell = target;
    afterViewMoved();
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

namespace {

/// View pixel (from the grid's low edge) where cell n starts; may be far outside the view.
Natural cellStart(const GridAxis& axis, const Natural& n, int cell) {
    return Natural((n - axis.origin) * cell - axis.offset);
}

/// Whether cell n lies wholly within the first `length` pixels of the axis.
bool wholeInView(const GridAxis& axis, const Natural& n, int length, int cell) {
    const Natural start = cellStart(axis, n, cell);
    return sgn(start) >= 0 && start + cell <= length;
}

/// Pans `axis` as little as needed for cell n to lie wholly in view.
void scrollAxisTo(GridAxis& axis, const Natural& n, int length, int cell) {
    if (wholeInView(axis, n, length, cell)) return;
    if (sgn(cellStart(axis, n, cell)) < 0 || length < cell)
        axis.place(n, 0, 0, cell);
    else
        axis.place(n, cell - 1, length - 1, cell);
}

/// The wholly visible cell nearest to n on this axis (n itself when it is in view).
Natural nearestInView(const GridAxis& axis, const Natural& n, int length, int cell) {
    if (wholeInView(axis, n, length, cell)) return n;
    const Natural first = axis.origin + (axis.offset > 0 ? 1 : 0);
    const int fullCells = (axis.offset + length) / cell; // cells ending within the view
    const Natural last = axis.origin + std::max(0, fullCells - 1);
    if (last < first) return axis.origin; // the grid is narrower than one cell
    return sgn(cellStart(axis, n, cell)) < 0 ? first : last;
}

} // namespace

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
    const bool inView = wholeInView(m_x, m_cursor.first, g.width(), m_cell) &&
                        wholeInView(m_y, m_cursor.second, g.height(), m_cell);
    if (inView) return;
    scrollAxisTo(m_x, m_cursor.first, g.width(), m_cell);
    scrollAxisTo(m_y, m_cursor.second, g.height(), m_cell);
    afterViewMoved();
}

void WythoffGridView::keepCursorInView() {
    if (!m_sized) return; // goTo is redone at the real size, and puts the cursor there
    const QRect g = gridRect();
    std::pair<Natural, Natural> cell{nearestInView(m_x, m_cursor.first, g.width(), m_cell),
                                     nearestInView(m_y, m_cursor.second, g.height(), m_cell)};
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
        auto* help = static_cast<QHelpEvent*>(e);
        if (const auto cell = cellAt(help->pos())) {
            const QRect r = cellRect(*columnIndex(cell->first), *rowIndex(cell->second));
            QToolTip::showText(help->globalPos(), cellToolTip(cell->first, cell->second), this, r);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(e);
}

void WythoffGridView::changeEvent(QEvent* e) {
    QWidget::changeEvent(e);
    if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange) {
        // Presentation mode sets its scale before it changes the fonts, so both are new.
        m_metrics.reset();
        updateGeometry();
        afterViewMoved(); // the grid's rectangle changed: keep the cursor in view, repaint
    }
}

void WythoffGridView::paintEvent(QPaintEvent*) {
    // A scale changed without a font change (a property set on an ancestor by hand, or a
    // reparented panel whose font was already large) is caught here, once per frame.
    if (m_metrics && m_metrics->scale != presentationScale()) {
        m_metrics.reset();
        updateGeometry();
    }
    QPainter painter(this);
    GridPainter(*this, painter).paint();
}

// --- phi lines, move rays ---------------------------------------------------------------

Natural WythoffGridView::phiLineRow(PhiLine line, const Natural& column) {
    // floor(phi * (c + 1/2)) = floor(floor(phi * (2c + 1)) / 2), and likewise for 1/phi.
    const Natural twice = 2 * column + 1;
    Natural row = line == PhiLine::Upper ? floorTimesPhi(twice) : floorOverPhi(twice);
    mpz_fdiv_q_2exp(row.get_mpz_t(), row.get_mpz_t(), 1);
    return row;
}

std::optional<QLineF> WythoffGridView::phiLineSegment(PhiLine line) const {
    // Plane coordinates in sub-pixels: cell (a, b) covers [a, a + 1) x [b, b + 1) cells, so
    // the line is Y = phi * X (or X / phi) at every scale. The grid's corner and edges are
    // exact integers there; the line's crossings with them are exact floors; only their
    // offsets from the corner, a few thousand sub-pixels, become floating point.
    const QRect g = gridRect();
    const int pad = 4; // pixels beyond the grid, so the clipped ends never show
    const Natural x0 = (m_x.origin * m_cell + m_x.offset) * kSubPixels;
    const Natural y0 = (m_y.origin * m_cell + m_y.offset) * kSubPixels;
    Natural left = x0 - pad * kSubPixels, bottom = y0 - pad * kSubPixels;
    if (sgn(left) < 0) left = 0;
    if (sgn(bottom) < 0) bottom = 0;
    const Natural right = x0 + (g.width() + pad) * kSubPixels;
    const Natural top = y0 + (g.height() + pad) * kSubPixels;
    const bool upper = line == PhiLine::Upper;
    const auto yOf = upper ? floorTimesPhi : floorOverPhi;
    const auto xOf = upper ? floorOverPhi : floorTimesPhi;
    const Natural xs = std::max(left, xOf(bottom));
    const Natural xe = std::min(right, xOf(top));
    if (xs >= xe) return std::nullopt;
    const Natural ys = yOf(xs), ye = yOf(xe);
    // Within [-pad, size + pad] pixels of the corner (give or take a sub-pixel).
    const auto at = [&](const Natural& x, const Natural& y) {
        return QPointF(g.left() + double(Natural(x - x0).get_si()) / kSubPixels,
                       g.bottom() + 1 - double(Natural(y - y0).get_si()) / kSubPixels);
    };
    return QLineF(at(xs, ys), at(xe, ye));
}

std::optional<QLineF> WythoffGridView::raySegment(bool alongA, bool alongB,
                                                  const Natural& cells) const {
    if (sgn(cells) <= 0 || (!alongA && !alongB)) return std::nullopt;
    // Local pixels (from the grid's left / bottom edge) where the position's cell starts;
    // the ray goes from there by t pixels, t in [0, cells * cell], left and/or down.
    const QRect g = gridRect();
    const int pad = m_cell + 4;
    const Natural sx = (m_posA - m_x.origin) * m_cell - m_x.offset;
    const Natural sy = (m_posB - m_y.origin) * m_cell - m_y.offset;
    Natural lo = 0, hi = cells * m_cell;
    // Keeps t where the start coordinate s (moving if `moves`) is within the padded view.
    const auto limit = [&](const Natural& s, bool moves, int length) {
        if (!moves) return s >= -pad && s <= length + pad;
        lo = std::max(lo, Natural(s - length - pad));
        hi = std::min(hi, Natural(s + pad));
        return true;
    };
    if (!limit(sx, alongA, g.width()) || !limit(sy, alongB, g.height()) || lo > hi)
        return std::nullopt;
    const double half = m_cell / 2.0;
    const auto point = [&](const Natural& t) {
        const Natural x = alongA ? Natural(sx - t) : sx, y = alongB ? Natural(sy - t) : sy;
        return QPointF(g.left() + double(x.get_si()) + half,
                       g.bottom() + 1 - (double(y.get_si()) + half));
    };
    return QLineF(point(lo), point(hi));
}

std::vector<QLineF> WythoffGridView::moveRaySegments() const {
    std::vector<QLineF> out;
    const Natural& diagonal = std::min(m_posA, m_posB);
    for (const auto& segment : {raySegment(true, false, m_posA), raySegment(false, true, m_posB),
                                raySegment(true, true, diagonal)})
        if (segment) out.push_back(*segment);
    return out;
}

void WythoffGridView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    if (!m_sized) {
        m_sized = true;
        goTo(m_centreA, m_centreB);
        return;
    }
    afterViewMoved();
}

void WythoffGridView::wheelEvent(QWheelEvent* e) {
    m_wheel += e->angleDelta().y();
    const int steps = m_wheel / QWheelEvent::DefaultDeltasPerStep;
    m_wheel -= steps * QWheelEvent::DefaultDeltasPerStep;
    if (steps != 0) zoomAt(steps, e->position().toPoint());
    e->accept();
}

void WythoffGridView::keyPressEvent(QKeyEvent* e) {
    // Ctrl+arrows pan the view a cell (the cursor stays unless it would leave the view);
    // plain arrows move the cursor, Shift+arrows ten cells at a time.
    const bool pan = e->modifiers() & Qt::ControlModifier;
    const int step = (e->modifiers() & Qt::ShiftModifier) ? 10 : 1;
    const QPoint cursorCentre = cellCenter(m_cursor.first, m_cursor.second);
    // Keyboard zoom keeps the cursor cell in place; it is always in view.
    const QPoint zoomAnchor = cursorCentre.x() >= 0 ? cursorCentre : gridCentre();
    switch (e->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomAt(1, zoomAnchor);
        break;
    case Qt::Key_Minus:
        zoomAt(-1, zoomAnchor);
        break;
    case Qt::Key_Left:
        pan ? panBy(m_cell, 0) : moveCursor(-step, 0);
        break;
    case Qt::Key_Right:
        pan ? panBy(-m_cell, 0) : moveCursor(step, 0);
        break;
    case Qt::Key_Up:
        pan ? panBy(0, m_cell) : moveCursor(0, step);
        break;
    case Qt::Key_Down:
        pan ? panBy(0, -m_cell) : moveCursor(0, -step);
        break;
    case Qt::Key_PageUp:
        moveCursor(0, 10);
        break;
    case Qt::Key_PageDown:
        moveCursor(0, -10);
        break;
    case Qt::Key_Home:
        centerOnPosition();
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        emit cellClicked(m_cursor.first, m_cursor.second);
        break;
    default:
        QWidget::keyPressEvent(e);
    }
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

namespace {

enum class LegendMark { Position, Reachable, Ray, PCell, Winning, PhiLine };

struct LegendItem {
    LegendMark mark;
    QString text;
};

/// The legend's fixed sizes at the normal scale: swatch edge, gap between items, space
/// between a swatch and its text, padding of each row.
constexpr int kSwatch = 14;
constexpr int kLegendGap = 18;
constexpr int kSwatchGap = 5;
constexpr int kRowPadding = 4;

/// The legend's sizes for presentation scale `scale`.
struct LegendSizes {
    explicit LegendSizes(double scale)
        : swatch(int(std::lround(kSwatch * scale))), gap(int(std::lround(kLegendGap * scale))),
          swatchGap(int(std::lround(kSwatchGap * scale))),
          rowPadding(int(std::lround(kRowPadding * scale))) {}
    int swatch, gap, swatchGap, rowPadding;
};

/// Where each legend item goes in rows of `width` pixels; returns the rows used.
int layoutLegend(const std::vector<LegendItem>& items, const QFontMetrics& fm, int width,
                 const LegendSizes& sizes, std::vector<QRect>* rects) {
    const int rowHeight = std::max(sizes.swatch, fm.height()) + sizes.rowPadding;
    int x = 0, row = 0;
    for (const LegendItem& item : items) {
        const int w = sizes.swatch + sizes.swatchGap + fm.horizontalAdvance(item.text);
        if (x > 0 && x + w > width) {
            x = 0;
            ++row;
        }
        if (rects) rects->emplace_back(x, row * rowHeight, w, rowHeight);
        x += w + sizes.gap;
    }
    return items.empty() ? 0 : row + 1;
}

std::vector<LegendItem> legendItems(const WythoffGridView& v) {
    std::vector<LegendItem> items{
        {LegendMark::Position, WythoffGridView::tr("game's position")},
        {LegendMark::Reachable, WythoffGridView::tr("one move away")},
        {LegendMark::Ray, WythoffGridView::tr("the three kinds of move")}};
    if (v.showPPositions()) items.push_back({LegendMark::PCell, WythoffGridView::tr("P-position")});
    if (v.winningMovesShown())
        items.push_back({LegendMark::Winning, WythoffGridView::tr("winning move")});
    if (v.showPhiLines())
        items.push_back(
            {LegendMark::PhiLine, WythoffGridView::tr("b = \u03c6\u00b7a and b = a/\u03c6")});
    return items;
}

} // namespace

int WythoffGridView::legendHeight() const {
    const QFontMetrics fm = fontMetrics();
    const LegendSizes sizes(metrics().scale);
    const int rows = layoutLegend(legendItems(*this), fm, width() - scaled(16), sizes, nullptr);
    return rows * (std::max(sizes.swatch, fm.height()) + sizes.rowPadding) + scaled(10);
}

void WythoffGridView::paintLegend(QPainter& p, const QRect& area) const {
    const std::vector<LegendItem> items = legendItems(*this);
    std::vector<QRect> rects;
    const QFontMetrics fm = p.fontMetrics();
    const LegendSizes sizes(metrics().scale);
    const int swatchSide = sizes.swatch;
    layoutLegend(items, fm, area.width() - scaled(16), sizes, &rects);
    const QPalette& pal = palette();
    const QColor base = pal.color(QPalette::Base);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const QRect r = rects[i].translated(area.left() + scaled(8), area.top() + scaled(5));
        const QRect swatch(r.left(), r.center().y() - swatchSide / 2, swatchSide, swatchSide);
        p.setPen(Qt::NoPen);
        switch (items[i].mark) {
        case LegendMark::Position:
            p.fillRect(swatch, pal.color(QPalette::Highlight));
            break;
        case LegendMark::Reachable:
            p.fillRect(swatch, base);
            p.fillRect(swatch, reachableColour());
            break;
        case LegendMark::PCell:
            p.fillRect(swatch, pColour());
            break;
        case LegendMark::Ray:
        case LegendMark::Winning: {
            const bool win = items[i].mark == LegendMark::Winning;
            const QColor c = win ? winColour() : pal.color(QPalette::Highlight);
            const qreal y = swatch.center().y() + 0.5;
            p.setPen(QPen(c, lineWidth(win ? 3.0 : 2.0), Qt::SolidLine, Qt::FlatCap));
            const qreal head = swatchSide / 2.0; // 7 px at the normal size
            p.drawLine(QPointF(swatch.right() + 1, y), QPointF(swatch.left() + head - 1, y));
            const QPointF tip[] = {QPointF(swatch.left(), y),
                                   QPointF(swatch.left() + head, y - head * 4 / 7),
                                   QPointF(swatch.left() + head, y + head * 4 / 7)};
            p.setPen(Qt::NoPen);
            p.setBrush(c);
            p.drawPolygon(tip, 3);
            break;
        }
        case LegendMark::PhiLine:
            p.setPen(QPen(lineColour(), lineWidth(2.0)));
            p.drawLine(QPointF(swatch.left(), swatch.bottom() + 1),
                       QPointF(swatch.right() + 1, swatch.top()));
            break;
        }
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRect(swatch.right() + 1 + sizes.swatchGap, r.top(),
                         r.width() - swatchSide - sizes.swatchGap, r.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, items[i].text);
    }
    p.restore();
}

QSize WythoffGridView::exportSize() const {
    return {width(), height() + legendHeight()};
}

void WythoffGridView::paintExport(QPainter& painter) const {
    // Pixel-sized fonts: an SVG generator's resolution would otherwise rescale point sizes.
    QFont f = font();
    f.setPixelSize(QFontInfo(font()).pixelSize());
    painter.setFont(f);
    painter.save();
    GridPainter(*this, painter, false).paint();
    painter.restore();
    painter.fillRect(QRect(0, height(), width(), legendHeight()),
                     palette().color(QPalette::Window));
    paintLegend(painter, QRect(0, height(), width(), legendHeight()));
}

QString WythoffGridView::exportTitle() const {
    const auto last = [](const Natural& first, int count) {
        return QString::fromStdString(
            grundy::toString(Natural(first + static_cast<unsigned long>(count - 1))));
    };
    return tr("Wythoff's game: pile A %1 to %2, pile B %3 to %4")
        .arg(QString::fromStdString(grundy::toString(m_x.origin)),
             last(m_x.origin, visibleColumns()),
             QString::fromStdString(grundy::toString(m_y.origin)), last(m_y.origin, visibleRows()));
}

bool WythoffGridView::exportPng(const QString& path, QString* error) const {
    return Exporter::savePng(
        path, exportSize(), [this](QPainter& p) { paintExport(p); }, error, 1.0,
        palette().color(QPalette::Window));
}

bool WythoffGridView::exportSvg(const QString& path, QString* error) const {
    return Exporter::saveSvg(
        path, exportSize(), [this](QPainter& p) { paintExport(p); }, exportTitle(), error,
        palette().color(QPalette::Window));
}
