// SPDX-License-Identifier: MIT
#include "games/northcott/northcottview.h"

#include "boards/stonepainter.h"
#include "common/messagetext.h"
#include "games/northcott/northcottlook.h"

#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

using grundy::Natural;
namespace nc = grundy::northcott;
using namespace northcottlook;

namespace {
constexpr int kMinCell = 30;
constexpr int kMaxCell = 72;
constexpr int kMargin = 8;
constexpr int kGapWidth = 28; // a compressed stretch of empty columns

QString number(const Natural& n) {
    return stonepainter::formatNatural(n);
}
} // namespace

/// The squares, drawn and clicked; everything else is the view's.
class NorthcottView::Canvas : public QWidget {
public:
    explicit Canvas(NorthcottView* view) : QWidget(view), m_view(view) {
        setMouseTracking(true);
        setFocusProxy(view);
    }

protected:
    void paintEvent(QPaintEvent* event) override {
        QPainter painter(this);
        m_view->paintCanvas(painter, event->rect());
    }
    void mousePressEvent(QMouseEvent* event) override { m_view->pressCanvas(event); }
    void mouseMoveEvent(QMouseEvent* event) override { m_view->moveCanvas(event); }
    void mouseReleaseEvent(QMouseEvent* event) override { m_view->releaseCanvas(event); }
    void leaveEvent(QEvent*) override {
        m_view->m_hover = {-1, -1};
        update();
    }

private:
    NorthcottView* m_view;
};

NorthcottView::NorthcottView(QWidget* parent)
    : BoardView(parent), m_scroll(new QScrollArea(this)), m_canvas(new Canvas(this)),
      m_caption(new QLabel(this)) {
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    m_scroll->setWidget(m_canvas);
    m_scroll->setWidgetResizable(false);
    m_scroll->setAlignment(Qt::AlignCenter);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    m_scroll->viewport()->setBackgroundRole(QPalette::Window);
    layout->addWidget(m_scroll, 1);
    m_caption->setWordWrap(true);
    m_caption->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_caption);
    m_scroll->viewport()->installEventFilter(this);
    setPosition(nc::fromNumbers({Natural(2), Natural(5)}, 6));
    retranslate();
}

QWidget* NorthcottView::canvas() const {
    return m_canvas;
}

void NorthcottView::retranslate() {
    setToolTip(tr("Click a square of a row to move your piece of that row there, or click your "
                  "piece and then a lit square, or drag it.\nKeys: Up/Down choose the row, "
                  "Left/Right the square, Enter moves, Escape cancels."));
    updateCaption();
}

void NorthcottView::setPosition(const grundy::AnyPosition& position,
                                const std::optional<grundy::AnyMove>& lastMove) {
    const auto* p = std::get_if<nc::Position>(&position);
    if (!p) return;
    const nc::Move* move = lastMove ? std::get_if<nc::Move>(&*lastMove) : nullptr;
    const bool again = *p == m_position && move && m_lastMove && *move == *m_lastMove;
    if (!again) {
        m_lastFrom.reset();
        // The piece's old square is known when the move led here from the shown position.
        if (move && nc::isLegal(m_position, *move) && nc::apply(m_position, *move) == *p)
            m_lastFrom = m_position.rows[move->row].of(move->piece);
    }
    m_lastMove = move ? std::optional(*move) : std::nullopt;
    const bool sameBoard = p->rows.size() == m_position.rows.size();
    m_position = *p;
    moveValuesChanged();
    m_hint.reset();
    m_selected = -1;
    m_target.reset();
    m_dragging = false;
    m_message.clear();
    if (!sameBoard || m_cursorRow >= int(m_position.rows.size())) m_cursorRow = 0;
    if (m_lastMove && m_lastMove->row < m_position.rows.size()) m_cursorRow = int(m_lastMove->row);
    buildItems();
    if (m_lastMove && m_lastMove->row < m_position.rows.size())
        showSquare(int(m_lastMove->row), m_lastMove->to);
    updateCaption();
    m_canvas->update();
}

void NorthcottView::setInteractive(bool interactive) {
    m_interactive = interactive;
    if (!interactive) {
        m_selected = -1;
        m_target.reset();
        m_dragging = false;
    }
    updateCaption();
    m_canvas->update();
}

void NorthcottView::showHint(const grundy::AnyMove& move) {
    if (const auto* m = std::get_if<nc::Move>(&move); m && m->row < m_position.rows.size()) {
        m_hint = *m;
        m_cursorRow = int(m->row);
        buildItems();
        showSquare(int(m->row), m->to);
    }
    m_canvas->update();
}

// ---- layout ------------------------------------------------------------------------------

int NorthcottView::cellSize() const {
    // As large as the room allows, between the smallest that still shows a piece well and
    // a comfortable maximum; scaled for presentation mode.
    const double scale = presentationScale();
    // The smallest cell is not scaled: in presentation mode six rows scrolled on a
    // projector where unscaled cells, as large as normal mode's, fit.
    const int minCell = kMinCell, maxCell = int(kMaxCell * scale);
    int gaps = 0, columns = 0;
    for (const Item& it : m_items)
        (it.gap ? gaps : columns) += 1;
    const int roomW = m_scroll->viewport()->width() - labelWidth() - 2 * kMargin - gaps * kGapWidth;
    const int roomH = m_scroll->viewport()->height() - headerHeight() - 2 * kMargin;
    const int rows = std::max<int>(1, int(m_position.rows.size()));
    const int fit = std::min(roomW / std::max(1, columns), roomH / rows);
    return std::clamp(fit, minCell, maxCell);
}

int NorthcottView::labelWidth() const {
    return fontMetrics().horizontalAdvance(QString::number(m_position.rows.size())) + 14;
}

int NorthcottView::headerHeight() const {
    return fontMetrics().height() + 6;
}

void NorthcottView::buildItems() {
    const Natural& m = m_position.columns;
    m_compressed = m > kMaxColumns;
    std::set<Natural> shown;
    auto around = [&](const Natural& c, int before, int after) {
        for (int d = -before; d <= after; ++d)
            if (c + d >= 1 && c + d <= m) shown.insert(c + d);
    };
    if (!m_compressed) {
        for (Natural c = 1; c <= m; ++c)
            shown.insert(c);
    } else {
        around(1, 0, 1);
        around(m, 1, 0);
        for (const nc::Row& r : m_position.rows) {
            around(r.black, 2, 2);
            around(r.white, 2, 2);
        }
        if (m_lastFrom) around(*m_lastFrom, 0, 0);
        if (m_hint) around(m_hint->to, 1, 1);
        if (m_target) around(*m_target, 1, 1);
    }
    m_items.clear();
    for (const Natural& c : shown) {
        if (!m_items.empty() && m_items.back().last + 1 < c)
            m_items.push_back({m_items.back().last + 1, c - 1, true});
        m_items.push_back({c, c, false});
    }
    layoutItems();
}

void NorthcottView::layoutItems() {
    m_cell = cellSize();
    const int cell = m_cell;
    int x = kMargin + labelWidth();
    for (Item& it : m_items) {
        it.x = x;
        it.width = it.gap ? int(kGapWidth * presentationScale()) : cell;
        x += it.width;
    }
    m_canvas->resize(contentSize());
}

QSize NorthcottView::contentSize() const {
    const int cell = m_cell;
    const int w = m_items.empty() ? 0 : m_items.back().x + m_items.back().width;
    return {w + kMargin, headerHeight() + cell * int(m_position.rows.size()) + 2 * kMargin};
}

void NorthcottView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    layoutItems();
}

bool NorthcottView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize) layoutItems();
    return BoardView::eventFilter(watched, event);
}

void NorthcottView::layoutChanged() {
    buildItems();
    updateCaption();
}

QSize NorthcottView::sizeHint() const {
    const double scale = presentationScale();
    int w = 2 * kMargin + labelWidth() + 24;
    for (const Item& it : m_items)
        w += it.gap ? int(kGapWidth * scale) : int(kMaxCell * scale * 0.8);
    const int h = headerHeight() + int(kMaxCell * scale * 0.8) * int(m_position.rows.size()) +
                  4 * fontMetrics().height() + 40;
    return {std::clamp(w, int(360 * scale), 1400), std::clamp(h, int(200 * scale), 900)};
}

int NorthcottView::wordsHeight() const {
    return headerHeight() + m_caption->sizeHint().height();
}

QSize NorthcottView::minimumSizeHint() const {
    // More rows or columns scroll, so the board asks only for a modest size.
    return {int(260 * presentationScale()),
            int((kMinCell * 2 + 40) * presentationScale()) + 3 * fontMetrics().height()};
}

int NorthcottView::itemOf(const Natural& column) const {
    const auto it =
        std::lower_bound(m_items.begin(), m_items.end(), column,
                         [](const Item& item, const Natural& c) { return item.last < c; });
    if (it == m_items.end() || it->gap || it->first != column) return -1;
    return int(it - m_items.begin());
}

QRect NorthcottView::squareRect(int row, int item) const {
    const int cell = m_cell;
    const Item& it = m_items[std::size_t(item)];
    return {it.x, kMargin + headerHeight() + row * cell, it.width, cell};
}

std::pair<int, int> NorthcottView::squareAt(const QPoint& pos) const {
    const int cell = m_cell;
    const int y = pos.y() - kMargin - headerHeight();
    if (y < 0) return {-1, -1};
    const int row = y / cell;
    if (row >= int(m_position.rows.size())) return {-1, -1};
    for (std::size_t i = 0; i < m_items.size(); ++i)
        if (pos.x() >= m_items[i].x && pos.x() < m_items[i].x + m_items[i].width)
            return {row, int(i)};
    return {-1, -1};
}

QPoint NorthcottView::squareCenter(int row, const Natural& column) const {
    const int item = itemOf(column);
    if (item < 0 || row < 0 || row >= int(m_position.rows.size())) return {};
    return squareRect(row, item).center();
}

QPoint NorthcottView::squareCenterOnBoard(int row, const Natural& column) const {
    const QPoint p = squareCenter(row, column);
    if (p.isNull()) return {};
    const QPoint inView = m_canvas->mapTo(m_scroll->viewport(), p);
    if (!m_scroll->viewport()->rect().contains(inView)) return {};
    return m_canvas->mapTo(this, p);
}

std::vector<Natural> NorthcottView::drawnColumns() const {
    std::vector<Natural> out;
    for (const Item& it : m_items)
        out.push_back(it.gap ? Natural(0) : it.first);
    return out;
}

void NorthcottView::showSquare(int row, const Natural& column) {
    const QPoint c = squareCenter(row, column);
    if (!c.isNull()) m_scroll->ensureVisible(c.x(), c.y(), m_cell, m_cell);
}

// ---- moves -------------------------------------------------------------------------------

bool NorthcottView::isMine(int row, const Natural& column) const {
    return m_position.rows[std::size_t(row)].of(m_position.toMove) == column;
}

void NorthcottView::moveValuesChanged() {
    m_marks.reset();
    m_winning.clear();
    if (moveValuesShown() && !nc::isOver(m_position))
        m_winning = moveJudge().winningMovesOf<nc::Move>(m_position);
}

MoveValue NorthcottView::squareMark(int row, const Natural& column) const {
    if (!moveValuesShown()) return MoveValue::None;
    return m_marks.value({row, column}, [&] {
        return moveJudge().valueIfLegal(m_position,
                                        nc::Move{std::size_t(row), m_position.toMove, column});
    });
}

QStringList NorthcottView::winningIn(int row, const Natural& first, const Natural& last) const {
    QStringList out;
    for (const nc::Move& m : m_winning)
        if (int(m.row) == row && m.to >= first && m.to <= last)
            out << MessageText::text(nc::describeMove(m_position, m));
    return out;
}

MoveValue NorthcottView::markedValue(const grundy::AnyMove& move) const {
    const auto* m = std::get_if<nc::Move>(&move);
    if (!m || !moveValuesShown() || !nc::isLegal(m_position, *m)) return MoveValue::None;
    if (itemOf(m->to) >= 0) return squareMark(int(m->row), m->to);
    // Inside a compressed stretch: its winning moves are marked and named (every winning
    // move is listed), the rest lose.
    return std::find(m_winning.begin(), m_winning.end(), *m) != m_winning.end() ? MoveValue::Winning
                                                                                : MoveValue::Losing;
}

bool NorthcottView::isTarget(int row, const Natural& column) const {
    return nc::isLegal(m_position, {std::size_t(row), m_position.toMove, column});
}

std::optional<Natural> NorthcottView::nextTarget(int row, int dir) const {
    const Natural& from =
        m_target ? *m_target : m_position.rows[std::size_t(row)].of(m_position.toMove);
    // Walk the drawn columns from `from`, skipping the piece's own square; the other
    // piece ends the walk (no jumping).
    const int start = itemOf(from);
    if (start < 0) return std::nullopt;
    for (int i = start + dir; i >= 0 && i < int(m_items.size()); i += dir) {
        const Item& it = m_items[std::size_t(i)];
        if (it.gap) continue;
        if (isMine(row, it.first)) continue;
        if (isTarget(row, it.first)) return it.first;
        return std::nullopt; // the other piece
    }
    return std::nullopt;
}

void NorthcottView::select(int row) {
    m_selected = row;
    m_target.reset();
    if (row >= 0) m_cursorRow = row;
    updateCaption();
    m_canvas->update();
}

void NorthcottView::request(int row, const Natural& to) {
    const nc::Move move{std::size_t(row), m_position.toMove, to};
    m_selected = -1;
    m_target.reset();
    // An illegal square (past the other piece) is passed on too: the window says why.
    emit moveRequested(grundy::AnyMove(move));
    m_canvas->update();
}

void NorthcottView::setMessage(const QString& text) {
    m_message = text;
    updateCaption();
}

QString NorthcottView::caption() const {
    return m_caption->text();
}

void NorthcottView::updateCaption() {
    QString text;
    const bool black = m_position.toMove == nc::Colour::Black;
    if (!m_message.isEmpty()) {
        text = m_message;
    } else if (!m_interactive) {
        text = idleText();
    } else if (m_selected >= 0 && m_target) {
        text = black ? tr("Row %1: Enter moves your black piece to column %2.")
                           .arg(m_selected + 1)
                           .arg(number(*m_target))
                     : tr("Row %1: Enter moves your white piece to column %2.")
                           .arg(m_selected + 1)
                           .arg(number(*m_target));
    } else if (m_selected >= 0) {
        text = black ? tr("Row %1: click a lit square to move your black piece there.")
                           .arg(m_selected + 1)
                     : tr("Row %1: click a lit square to move your white piece there.")
                           .arg(m_selected + 1);
    } else {
        text = black ? tr("You play black (the round pieces). Click a square of a row to move "
                          "your piece of that row there: toward the white piece, or back.")
                     : tr("You play white (the square pieces). Click a square of a row to move "
                          "your piece of that row there: toward the black piece, or back.");
    }
    if (m_compressed)
        text = tr("The board has M = %1 columns; the long empty stretches are drawn as \u2026.")
                   .arg(number(m_position.columns)) +
               QLatin1Char('\n') + text;
    m_caption->setText(text);
}

// ---- mouse and keys ----------------------------------------------------------------------

void NorthcottView::pressCanvas(QMouseEvent* event) {
    setFocus();
    if (event->button() != Qt::LeftButton) return;
    const auto [row, item] = squareAt(event->position().toPoint());
    m_message.clear();
    if (row < 0 || !m_interactive) {
        updateCaption();
        return;
    }
    const Item& it = m_items[std::size_t(item)];
    if (it.gap) {
        setMessage(tr("These columns are left out to fit the board: move a piece to the edge of "
                      "the stretch first, then on across it."));
        return;
    }
    const nc::Row& r = m_position.rows[std::size_t(row)];
    if (isMine(row, it.first)) {
        select(m_selected == row ? -1 : row);
        m_dragging = m_selected == row;
        m_dragPos = event->position().toPoint();
        return;
    }
    if (r.of(nc::other(m_position.toMove)) == it.first) {
        // The other player's piece: say so, in the core's words.
        const nc::Move theirs{std::size_t(row), nc::other(m_position.toMove), it.first};
        if (const auto why = nc::whyIllegal(m_position, theirs))
            setMessage(MessageText::text(*why));
        return;
    }
    request(row, it.first);
}

void NorthcottView::moveCanvas(QMouseEvent* event) {
    const auto hover = squareAt(event->position().toPoint());
    if (hover != m_hover || m_dragging) {
        m_hover = hover;
        if (m_dragging) m_dragPos = event->position().toPoint();
        m_canvas->update();
    }
}

void NorthcottView::releaseCanvas(QMouseEvent* event) {
    if (!m_dragging || event->button() != Qt::LeftButton) return;
    m_dragging = false;
    const auto [row, item] = squareAt(event->position().toPoint());
    if (row == m_selected && item >= 0 && !m_items[std::size_t(item)].gap &&
        !isMine(row, m_items[std::size_t(item)].first)) {
        request(row, m_items[std::size_t(item)].first);
        return;
    }
    m_canvas->update(); // dropped on its own square: it stays chosen
}

void NorthcottView::keyPressEvent(QKeyEvent* event) {
    const int rows = int(m_position.rows.size());
    if (!m_interactive || rows == 0) {
        BoardView::keyPressEvent(event);
        return;
    }
    m_message.clear();
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const int dir = event->key() == Qt::Key_Up ? -1 : 1;
        const int row = std::clamp((m_selected >= 0 ? m_selected : m_cursorRow) + dir, 0, rows - 1);
        select(row);
        showSquare(row, m_position.rows[std::size_t(row)].of(m_position.toMove));
        break;
    }
    case Qt::Key_Left:
    case Qt::Key_Right: {
        if (m_selected < 0) select(m_cursorRow);
        const int dir = event->key() == Qt::Key_Left ? -1 : 1;
        if (const auto next = nextTarget(m_selected, dir)) {
            m_target = next;
            showSquare(m_selected, *next);
        }
        updateCaption();
        m_canvas->update();
        break;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_selected >= 0 && m_target)
            request(m_selected, *m_target);
        else
            select(m_selected >= 0 ? m_selected : m_cursorRow);
        break;
    case Qt::Key_Escape:
        select(-1);
        break;
    default:
        BoardView::keyPressEvent(event);
        return;
    }
    event->accept();
}

// ---- painting ----------------------------------------------------------------------------

void NorthcottView::paintCanvas(QPainter& painter, const QRect&) const {
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const int cell = m_cell;
    const int rows = int(m_position.rows.size());
    const nc::Colour mover = m_position.toMove;
    // Column numbers above, row numbers at the left.
    painter.setPen(pal.color(QPalette::WindowText));
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        const Item& it = m_items[i];
        const QRect head(it.x, kMargin, it.width, headerHeight());
        QString label = it.gap ? QStringLiteral("\u2026") : number(it.first);
        // Long numbers near the right edge read better as M - k (M is in the caption).
        const Natural fromEnd = m_position.columns - it.first;
        if (!it.gap && fontMetrics().horizontalAdvance(label) > it.width + 6 && fromEnd < 1000)
            label = fromEnd == 0 ? tr("M") : tr("M\u2212%1").arg(number(fromEnd));
        label = fontMetrics().elidedText(label, Qt::ElideMiddle, std::max(it.width, cell) + 6);
        painter.drawText(head, Qt::AlignCenter, label);
    }
    for (int row = 0; row < rows; ++row) {
        const QRect label(kMargin, kMargin + headerHeight() + row * cell, labelWidth() - 6, cell);
        painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter, QString::number(row + 1));
    }
    // The squares, the lit targets of the chosen (or hovered) row.
    const int litRow = m_selected >= 0 ? m_selected : -1;
    for (int row = 0; row < rows; ++row) {
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            const Item& it = m_items[i];
            const QRect sq = squareRect(row, int(i));
            if (it.gap) {
                painter.fillRect(sq, kDarkSquare.darker(108));
                painter.setPen(kOutline);
                painter.drawText(sq, Qt::AlignCenter, QStringLiteral("\u2026"));
                // A winning square inside the stretch: marked on it, named in the row's text.
                if (moveValuesShown() && !winningIn(row, it.first, it.last).isEmpty())
                    movevalues::paintMark(painter, QPointF(sq.center()), cell * 0.4,
                                          MoveValue::Winning, pal, presentationScale());
                continue;
            }
            const bool dark = mpz_odd_p(it.first.get_mpz_t()) != (row % 2 == 1);
            painter.fillRect(sq, dark ? kDarkSquare : kLightSquare);
            if (m_interactive && row == litRow && isTarget(row, it.first)) {
                QColor lit = kTargetFill;
                lit.setAlphaF(0.28);
                painter.fillRect(sq, lit);
            }
            movevalues::paintMark(painter, QPointF(sq.center()), cell * 0.4,
                                  squareMark(row, it.first), pal, presentationScale());
        }
    }
    // Grid lines between rows.
    painter.setPen(QPen(kDarkSquare.darker(130), lineWidth(1)));
    const int left = m_items.empty() ? 0 : m_items.front().x;
    const int right = m_items.empty() ? 0 : m_items.back().x + m_items.back().width;
    for (int row = 0; row <= rows; ++row) {
        const int y = kMargin + headerHeight() + row * cell;
        painter.drawLine(left, y, right, y);
    }
    // The last move: its old square outlined and an arrow to the new one.
    auto arrow = [&](int row, const Natural& from, const Natural& to, const QColor& colour) {
        paintArrow(painter, squareCenter(row, from), squareCenter(row, to), cell, colour,
                   lineWidth(2.5));
    };
    if (m_lastMove && m_lastFrom && m_lastMove->row < m_position.rows.size()) {
        const int row = int(m_lastMove->row);
        if (const int item = itemOf(*m_lastFrom); item >= 0) {
            painter.save();
            painter.setPen(QPen(kLastMove, lineWidth(2), Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(squareRect(row, item).adjusted(3, 3, -3, -3));
            painter.restore();
        }
        arrow(row, *m_lastFrom, m_lastMove->to, kLastMove);
    }
    if (m_lastMove && m_lastMove->row < m_position.rows.size()) {
        if (const int item = itemOf(m_lastMove->to); item >= 0) {
            painter.save();
            painter.setPen(QPen(kLastMove, lineWidth(2.5)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(squareRect(int(m_lastMove->row), item).adjusted(2, 2, -2, -2));
            painter.restore();
        }
    }
    // The pieces.
    for (int row = 0; row < rows; ++row) {
        const nc::Row& r = m_position.rows[std::size_t(row)];
        for (const nc::Colour colour : {nc::Colour::Black, nc::Colour::White}) {
            const int item = itemOf(r.of(colour));
            if (item < 0) continue;
            const bool dragged = m_dragging && row == m_selected && colour == mover;
            paintPiece(painter, squareRect(row, item), colour, dragged, lineWidth(1.6));
        }
    }
    // The hint: its square ringed in amber, the piece shown there faintly.
    if (m_hint && m_hint->row < m_position.rows.size()) {
        const int row = int(m_hint->row);
        if (const int item = itemOf(m_hint->to); item >= 0) {
            const QRect sq = squareRect(row, item);
            paintPiece(painter, sq, m_hint->piece, true, lineWidth(1.6));
            painter.save();
            painter.setPen(QPen(kHint, lineWidth(3)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(QRectF(sq).adjusted(2, 2, -2, -2), 4, 4);
            painter.restore();
        }
        arrow(row, m_position.rows[std::size_t(row)].of(m_hint->piece), m_hint->to, kHint);
    }
    // The preview: where the hovered square (or the keys' target) would take the piece.
    std::optional<std::pair<int, Natural>> preview;
    if (m_interactive && m_target && m_selected >= 0)
        preview = {m_selected, *m_target};
    else if (m_interactive && m_hover.first >= 0 && !m_items[std::size_t(m_hover.second)].gap &&
             isTarget(m_hover.first, m_items[std::size_t(m_hover.second)].first))
        preview = {m_hover.first, m_items[std::size_t(m_hover.second)].first};
    if (preview) {
        const auto& [row, to] = *preview;
        if (const int item = itemOf(to); item >= 0 && !m_dragging)
            paintPiece(painter, squareRect(row, item), mover, true, lineWidth(1.6));
        arrow(row, m_position.rows[std::size_t(row)].of(mover), to, kTargetFill);
    }
    // The dragged piece under the mouse.
    if (m_dragging && m_selected >= 0) {
        QRect sq(0, 0, cell, cell);
        sq.moveCenter(m_dragPos);
        paintPiece(painter, sq, mover, false, lineWidth(1.6));
    }
    // The keyboard cursor.
    if (showsKeyboardCursor() && m_interactive && rows > 0) {
        const int row = m_selected >= 0 ? m_selected : m_cursorRow;
        const Natural& column = m_target ? *m_target : m_position.rows[std::size_t(row)].of(mover);
        if (const int item = itemOf(column); item >= 0) {
            painter.save();
            painter.setPen(QPen(pal.color(QPalette::Highlight), lineWidth(2), Qt::DotLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(squareRect(row, item).adjusted(1, 1, -1, -1));
            painter.restore();
        }
    }
}

// ---- screen readers ----------------------------------------------------------------------

QString NorthcottView::partText(int part) const {
    if (part < 0 || part >= partCount()) return {};
    const nc::Row& r = m_position.rows[std::size_t(part)];
    const QString text = tr("Row %1: black piece on column %2, white piece on column %3, gap %4")
                             .arg(part + 1)
                             .arg(number(r.black), number(r.white), number(nc::gap(r)));
    return moveValuesShown() && !nc::isOver(m_position)
               ? movevalues::withPartValues(text, winningIn(part, 1, m_position.columns))
               : text;
}

QRect NorthcottView::partRect(int part) const {
    if (part < 0 || part >= partCount() || m_items.empty()) return {};
    const QRect first = squareRect(part, 0), last = squareRect(part, int(m_items.size()) - 1);
    const QRect onCanvas = first.united(last);
    const QRect shown =
        QRect(m_canvas->mapTo(m_scroll->viewport(), onCanvas.topLeft()), onCanvas.size())
            .intersected(m_scroll->viewport()->rect());
    if (shown.isEmpty()) return {};
    return QRect(m_scroll->viewport()->mapTo(this, shown.topLeft()), shown.size());
}

int NorthcottView::focusedPart() const {
    if (m_position.rows.empty()) return -1;
    return m_selected >= 0 ? m_selected : m_cursorRow;
}
