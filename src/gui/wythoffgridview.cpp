// SPDX-License-Identifier: MIT
#include "wythoffgridview.h"

#include "wythoff.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <string>

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
    GridPainter(const WythoffGridView& view, QPainter& painter);
    void paint();

private:
    void fillCells(const std::vector<QRect>& rects, const QColor& colour);
    void legalTargets();
    void pPositions();
    void gridLines();
    void ring(const QRect& cell, const QColor& colour, int width, int minDiameter);
    void marks();
    void cursor();
    void axes();
    QString tickLabel(const Natural& n) const;
    int tickStep(int minPixels) const;

    const WythoffGridView& m_view;
    QPainter& m_p;
    const QRect m_grid;
    const int m_cell, m_cols, m_rows;
    QColor m_base, m_text, m_shade, m_pColour, m_current;
};

GridPainter::GridPainter(const WythoffGridView& view, QPainter& painter)
    : m_view(view), m_p(painter), m_grid(view.gridRect()), m_cell(view.m_cell),
      m_cols(view.visibleColumns()), m_rows(view.visibleRows()) {
    const QPalette& pal = view.palette();
    m_base = pal.color(QPalette::Base);
    m_text = pal.color(QPalette::Text);
    m_current = pal.color(QPalette::Highlight);
    m_shade = view.reachableColour();
    m_pColour = view.pColour();
}

void GridPainter::paint() {
    m_p.fillRect(m_view.rect(), m_view.palette().color(QPalette::Window));
    m_p.fillRect(m_grid, m_base);
    m_p.save();
    m_p.setClipRect(m_grid);
    legalTargets();
    if (m_view.m_showP) pPositions();
    gridLines();
    marks();
    if (m_view.hasFocus()) cursor();
    m_p.restore();
    if (m_view.hasFocus()) {
        // Keyboard focus: a frame in the highlight colour around the whole grid.
        m_p.setPen(QPen(m_current, 2));
        m_p.setBrush(Qt::NoBrush);
        m_p.drawRect(m_grid.adjusted(-1, -1, 0, 0));
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
    // Lines as one-pixel rectangles: the raster engine fills those row by row, while a
    // vertical QLine costs a span per pixel (7 ms for a full-HD grid of 8-pixel cells).
    std::vector<QRect> minor, major;
    const int stepX = tickStep(m_view.labelWidth());
    const int stepY = tickStep(m_view.fontMetrics().height());
    const int firstX = static_cast<int>(mpz_fdiv_ui(m_view.m_x.origin.get_mpz_t(), stepX));
    const int firstY = static_cast<int>(mpz_fdiv_ui(m_view.m_y.origin.get_mpz_t(), stepY));
    for (int i = 0; i <= m_cols; ++i) {
        const int x = m_view.cellRect(i, 0).left();
        ((firstX + i) % stepX == 0 ? major : minor)
            .emplace_back(x, m_grid.top(), 1, m_grid.height());
    }
    for (int j = 0; j <= m_rows; ++j) {
        const int y = m_view.cellRect(0, j).bottom() + 1;
        ((firstY + j) % stepY == 0 ? major : minor)
            .emplace_back(m_grid.left(), y, m_grid.width(), 1);
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

void GridPainter::ring(const QRect& cell, const QColor& colour, int width, int minDiameter) {
    // Small cells get a ring bigger than the cell so the mark stays visible at any zoom.
    const int d = std::max(minDiameter, cell.width() - 2 * width);
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
    if (v.m_showP) {
        for (const auto& [a, b] : v.m_winningTargets) {
            const auto i = v.columnIndex(a), j = v.rowIndex(b);
            if (i && j) ring(v.cellRect(*i, *j), m_text, std::max(2, m_cell / 8), 12);
        }
    }
    const auto i = v.columnIndex(v.m_posA), j = v.rowIndex(v.m_posB);
    if (!i || !j) return;
    const QRect cell = v.cellRect(*i, *j);
    m_p.fillRect(cell, m_current);
    // Two rings, text colour inside highlight, stand out on any background.
    ring(cell.adjusted(-3, -3, 3, 3), m_current, 3, 22);
    ring(cell.adjusted(-3, -3, 3, 3), m_text, 1, 18);
}

void GridPainter::cursor() {
    const WythoffGridView& v = m_view;
    const auto i = v.columnIndex(v.m_cursor.first), j = v.rowIndex(v.m_cursor.second);
    if (!i || !j) return;
    // A square at least 12 px wide, so the cursor shows at every zoom: text colour with a
    // base-coloured line inside, readable on empty, shaded, P and current cells alike.
    QRect r = v.cellRect(*i, *j);
    const int side = std::max(12, r.width());
    QRect box(0, 0, side, side);
    box.moveCenter(r.center());
    m_p.setBrush(Qt::NoBrush);
    m_p.setPen(QPen(m_text, 3, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    m_p.drawRect(box.adjusted(1, 1, -2, -2));
    m_p.setPen(QPen(m_base, 1));
    m_p.drawRect(box.adjusted(3, 3, -4, -4));
}

int GridPainter::tickStep(int minPixels) const {
    for (int step = 1;; step *= 10) {
        for (int k : {1, 2, 5})
            if (step * k * m_cell >= minPixels + 8) return step * k;
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
    m_p.setPen(ink);
    const int labelTop = m_grid.bottom() + 5;
    const int stepX = tickStep(v.labelWidth());
    const int firstX = static_cast<int>((stepX - mpz_fdiv_ui(v.m_x.origin.get_mpz_t(), stepX)) %
                                        static_cast<unsigned>(stepX));
    for (int i = firstX; i < m_cols; i += stepX) {
        const int x = v.cellRect(i, 0).center().x();
        if (x < m_grid.left() || x > m_grid.right()) continue;
        const QString text = tickLabel(v.m_x.origin + static_cast<unsigned long>(i));
        const int w = fm.horizontalAdvance(text);
        if (x - w / 2 < 0 || x + w - w / 2 > v.width()) continue;
        m_p.drawLine(x, m_grid.bottom() + 1, x, m_grid.bottom() + 3);
        m_p.drawText(QRect(x - w / 2, labelTop, w, fm.height()), Qt::AlignCenter, text);
    }
    const int stepY = tickStep(fm.height());
    const int firstY = static_cast<int>((stepY - mpz_fdiv_ui(v.m_y.origin.get_mpz_t(), stepY)) %
                                        static_cast<unsigned>(stepY));
    const int labelRight = m_grid.left() - 6;
    const int labelWidth = v.labelWidth();
    for (int j = firstY; j < m_rows; j += stepY) {
        const int y = v.cellRect(0, j).center().y();
        if (y < m_grid.top() + fm.height() / 2 || y > m_grid.bottom()) continue;
        m_p.drawLine(m_grid.left() - 3, y, m_grid.left() - 1, y);
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
    m_p.drawText(QRect(m_grid.left(), labelTop + fm.height() + 2, m_grid.width(), fm.height()),
                 Qt::AlignLeft | Qt::AlignVCenter,
                 title(QStringLiteral("A"), v.m_x.origin, m_cols, m_grid.width()));
    m_p.save();
    m_p.translate(2, m_grid.bottom());
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
    return {leftMargin() + 120, bottomMargin() + 80};
}

int WythoffGridView::leftMargin() const {
    const QFontMetrics fm = fontMetrics();
    return fm.height() + 4 + labelWidth() + 8;
}

int WythoffGridView::labelWidth() const {
    // The ellipsis of an abbreviated label is wider than a digit in most fonts.
    const QFontMetrics fm = fontMetrics();
    return std::max(fm.horizontalAdvance(QString(kLabelDigits, '8')),
                    fm.horizontalAdvance(QChar(0x2026) + QString(kLabelTail, '8')));
}

int WythoffGridView::bottomMargin() const {
    return 2 * fontMetrics().height() + 10;
}

QRect WythoffGridView::gridRect() const {
    const int left = leftMargin();
    return {left, 2, std::max(1, width() - left - 2), std::max(1, height() - bottomMargin() - 2)};
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

QString WythoffGridView::describeCell(const Natural& a, const Natural& b) const {
    const QString where = tr("A = %1, B = %2")
                              .arg(QString::fromStdString(grundy::toString(a)),
                                   QString::fromStdString(grundy::toString(b)));
    const QString outcome = wythoff::isP(a, b) ? tr("P-position: the player to move loses")
                                               : tr("N-position: the player to move wins");
    QString note;
    if (a == m_posA && b == m_posB)
        note = tr("the game's position");
    else if ((a < m_posA && b == m_posB) || (a == m_posA && b < m_posB) ||
             (a < m_posA && m_posA - a == m_posB - b))
        note = tr("one move from the game's position");
    return note.isEmpty() ? tr("%1 \u2014 %2").arg(where, outcome)
                          : tr("%1 \u2014 %2 (%3)").arg(where, outcome, note);
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
            QToolTip::showText(help->globalPos(), describeCell(cell->first, cell->second), this, r);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(e);
}

void WythoffGridView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    GridPainter(*this, painter).paint();
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
