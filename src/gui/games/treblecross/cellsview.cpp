// SPDX-License-Identifier: MIT
#include "games/treblecross/cellsview.h"

#include "boards/stonepainter.h"
#include "common/messagetext.h"

#include <QKeyEvent>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>

namespace tc = grundy::treblecross;

namespace {
constexpr int kMinCell = 26;
constexpr int kMaxCell = 48;
constexpr int kMargin = 8;
constexpr int kLabelGap = 2; ///< between a cell and its number under it
} // namespace

CellsView::CellsView(QWidget* parent) : BoardView(parent), m_caption(new QLabel(this)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    m_caption->setWordWrap(true);
    m_caption->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_caption);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    retranslate();
}

void CellsView::retranslate() {
    setToolTip(tr("Click an empty cell to write X in it.\nKeys: Left/Right (Up/Down: a line) "
                  "choose a cell, Enter or Space writes X."));
    updateCaption();
}

void CellsView::setPosition(const grundy::AnyPosition& position,
                            const std::optional<grundy::AnyMove>& lastMove) {
    const auto* p = std::get_if<tc::Position>(&position);
    if (!p) return;
    m_position = *p;
    m_last.reset();
    if (lastMove)
        if (const auto* m = std::get_if<tc::Move>(&*lastMove); m && m->cell < p->board.size())
            m_last = m->cell;
    m_hint.reset();
    m_hover.reset();
    if (m_cursor && (*m_cursor >= p->board.size() || !isEmpty(*m_cursor))) m_cursor.reset();
    m_values.reset();
    updateGeometry();
    updateCaption();
    update();
}

void CellsView::setInteractive(bool interactive) {
    m_interactive = interactive;
    if (!interactive) m_hover.reset();
    updateCaption();
    update();
}

void CellsView::showHint(const grundy::AnyMove& move) {
    if (const auto* m = std::get_if<tc::Move>(&move)) {
        m_hint = m->cell;
        m_cursor = m->cell; // Enter then writes the hinted X
    }
    update();
}

void CellsView::moveValuesChanged() {
    m_values.reset();
}

MoveValue CellsView::cellMark(std::size_t cell) const {
    if (!moveValuesShown() || cell >= m_position.board.size() || !isEmpty(cell) ||
        tc::isOver(m_position))
        return MoveValue::None;
    return m_values.value(cell, [&] {
        return moveJudge().valueOf(grundy::AnyPosition(m_position),
                                   grundy::AnyMove(tc::Move{cell}));
    });
}

MoveValue CellsView::markedValue(const grundy::AnyMove& move) const {
    const auto* m = std::get_if<tc::Move>(&move);
    return m ? cellMark(m->cell) : MoveValue::None;
}

int CellsView::cellSide() const {
    const double scale = presentationScale();
    const int n = std::max<int>(1, int(m_position.board.size()));
    // As large as fits one line, between the smallest readable cell and the largest.
    const int fit = (width() - 2 * kMargin) / n;
    return std::clamp(fit, int(kMinCell * scale), int(kMaxCell * scale));
}

int CellsView::perLine(int width) const {
    return std::max(1, (width - 2 * kMargin) / std::max(1, cellSide()));
}

int CellsView::wordsHeight() const {
    // The cell numbers under each line and the caption.
    return fontMetrics().height() * 3;
}

int CellsView::heightForWidth(int width) const {
    const int side = cellSide();
    const int per = perLine(width);
    const int lines = (int(m_position.board.size()) + per - 1) / per;
    const int line = side + kLabelGap + fontMetrics().height() + 6;
    return 2 * kMargin + lines * line + m_caption->sizeHint().height() * 2;
}

QSize CellsView::sizeHint() const {
    const int side = int(kMaxCell * presentationScale());
    const int n = int(m_position.board.size());
    const int w = std::min(2 * kMargin + n * side, 900);
    return {w, heightForWidth(w)};
}

QSize CellsView::minimumSizeHint() const {
    const int side = int(kMinCell * presentationScale());
    return {2 * kMargin + 8 * side, 2 * kMargin + side + 3 * fontMetrics().height()};
}

QRect CellsView::cellRect(std::size_t cell) const {
    const int side = cellSide();
    const int per = perLine(width());
    const int line = side + kLabelGap + fontMetrics().height() + 6;
    const int col = int(cell) % per, row = int(cell) / per;
    // The lines are centred as a block, across and in the room above the caption.
    const int used = std::min<int>(per, int(m_position.board.size())) * side;
    const int left = std::max(kMargin, (width() - used) / 2);
    const int lines = (int(m_position.board.size()) + per - 1) / per;
    const int room = m_caption->geometry().top() - kMargin;
    const int top = std::max(kMargin, (room - lines * line) / 2);
    return {left + col * side, top + row * line, side, side};
}

QPoint CellsView::cellCenter(std::size_t cell) const {
    return cellRect(cell).center();
}

std::optional<std::size_t> CellsView::cellAt(const QPoint& pos) const {
    for (std::size_t c = 0; c < m_position.board.size(); ++c)
        if (cellRect(c).contains(pos)) return c;
    return std::nullopt;
}

void CellsView::updateCaption() {
    QString text;
    if (!m_interactive) {
        text = idleText();
    } else if (const auto cell = m_hover ? m_hover : m_cursor) {
        text = isEmpty(*cell)
                   ? MessageText::text(tc::describeMove(m_position, tc::Move{*cell}))
                   : tr("Cell %1 already holds an X.").arg(*cell + 1);
        if (const MoveValue v = cellMark(*cell); v != MoveValue::None)
            text = movevalues::withValue(text, v);
    } else {
        text = tr("Click an empty cell to write X. Three X in a row win.");
    }
    m_caption->setText(text);
}

QString CellsView::partText(int part) const {
    const std::size_t cell = std::size_t(part);
    if (cell >= m_position.board.size()) return {};
    const QString text = isEmpty(cell) ? tr("Cell %1, empty").arg(cell + 1)
                                       : tr("Cell %1, X").arg(cell + 1);
    return movevalues::withValue(text, cellMark(cell));
}

void CellsView::request(std::size_t cell) {
    if (!m_interactive || cell >= m_position.board.size() || !isEmpty(cell)) return;
    emit moveRequested(grundy::AnyMove(tc::Move{cell}));
}

void CellsView::mouseMoveEvent(QMouseEvent* event) {
    const auto cell = m_interactive ? cellAt(event->position().toPoint()) : std::nullopt;
    if (cell != m_hover) {
        m_hover = cell;
        updateCaption();
        update();
    }
}

void CellsView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return BoardView::mousePressEvent(event);
    if (const auto cell = cellAt(event->position().toPoint())) {
        m_cursor = cell;
        request(*cell);
    }
}

void CellsView::leaveEvent(QEvent* event) {
    BoardView::leaveEvent(event);
    m_hover.reset();
    updateCaption();
    update();
}

void CellsView::keyPressEvent(QKeyEvent* event) {
    const long line = perLine(width());
    const auto go = [&](long step) {
        // From the cursor, or from before the first cell (after the last going back).
        const long start = m_cursor ? long(*m_cursor) : (step > 0 ? -1 : long(m_position.board.size()));
        const long n = long(m_position.board.size());
        for (long c = start + step; c >= 0 && c < n; c += step)
            if (isEmpty(std::size_t(c))) {
                m_cursor = std::size_t(c);
                break;
            }
        updateCaption();
        update();
    };
    switch (event->key()) {
    case Qt::Key_Left:
        return go(-1);
    case Qt::Key_Right:
        return go(1);
    case Qt::Key_Up:
        return go(-line);
    case Qt::Key_Down:
        return go(line);
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_cursor) request(*m_cursor);
        return;
    case Qt::Key_Escape:
        m_cursor.reset();
        updateCaption();
        update();
        return;
    default:
        BoardView::keyPressEvent(event);
    }
}

void CellsView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    updateGeometry();
}

void CellsView::layoutChanged() {
    updateCaption();
}

void CellsView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QFontMetrics fm = fontMetrics();
    QColor grid = pal.color(QPalette::WindowText);
    grid.setAlphaF(0.55);
    const std::size_t n = m_position.board.size();
    const std::size_t three = m_position.board.find("XXX");
    // Cell numbers: every cell while they fit, else every fifth.
    const bool everyNumber = fm.horizontalAdvance(QString::number(n)) + 4 <= cellSide();
    for (std::size_t c = 0; c < n; ++c) {
        const QRect r = cellRect(c);
        painter.setPen(QPen(grid, lineWidth(1)));
        painter.setBrush(pal.brush(QPalette::Base));
        painter.drawRect(r);
        const QRectF inner = QRectF(r).adjusted(r.width() * 0.22, r.height() * 0.22,
                                                -r.width() * 0.22, -r.height() * 0.22);
        const auto cross = [&](const QColor& colour, double width) {
            painter.setPen(QPen(colour, lineWidth(width), Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(inner.topLeft(), inner.bottomRight());
            painter.drawLine(inner.topRight(), inner.bottomLeft());
        };
        if (!isEmpty(c)) {
            cross(pal.color(QPalette::WindowText), 3);
            if (m_last && *m_last == c) {
                painter.setPen(QPen(pal.color(QPalette::Highlight), lineWidth(2), Qt::DotLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(QRectF(r).adjusted(2, 2, -2, -2));
            }
        } else if (m_interactive && m_hover && *m_hover == c) {
            QColor ghost = pal.color(QPalette::WindowText);
            ghost.setAlphaF(0.35);
            cross(ghost, 3);
        }
        movevalues::paintMark(painter, QRectF(r).center(), r.width() * 0.4, cellMark(c), pal,
                              presentationScale());
        if (m_hint && *m_hint == c) {
            painter.setPen(QPen(stonepainter::hintColor(pal),
                                lineWidth(stonepainter::kHintRingWidth), Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(QRectF(r).adjusted(3, 3, -3, -3));
        }
        if (showsKeyboardCursor() && m_interactive && m_cursor && *m_cursor == c) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), lineWidth(2)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(r).adjusted(-2, -2, 2, 2));
        }
        if (everyNumber || (c + 1) % 5 == 0 || c == 0) {
            painter.setPen(pal.color(QPalette::WindowText));
            painter.drawText(QRect(r.left() - 10, r.bottom() + kLabelGap, r.width() + 20, fm.height()),
                             Qt::AlignHCenter | Qt::AlignTop, QString::number(c + 1));
        }
    }
    // The three in a row that ended the game, struck through.
    if (three != std::string::npos) {
        const QRect a = cellRect(three), b = cellRect(three + 2);
        painter.setPen(QPen(movevalues::winningColor(pal), lineWidth(4), Qt::SolidLine, Qt::RoundCap));
        if (a.top() == b.top()) painter.drawLine(a.center(), b.center());
    }
}
