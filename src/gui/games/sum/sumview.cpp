// SPDX-License-Identifier: MIT
#include "games/sum/sumview.h"

#include "common/messagetext.h"
#include "core/analysis/explain.h"
#include "core/analysis/sgvalue.h"
#include "core/games/sum/component.h"
#include "games/gamehome.h"

#include <QFrame>
#include <QLabel>
#include <QGridLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

using grundy::sum::componentAt;

namespace {

const grundy::sum::Position& sumIn(const grundy::AnyPosition& p) {
    return std::get<grundy::sum::Position>(p);
}

QString binaryText(const grundy::Natural& n) {
    return QString::fromStdString(grundy::explain::binary(n));
}

} // namespace

SumView::SumView(QWidget* parent) : BoardView(parent) {
    // The components scroll when the board has less room than they need (many of them, or
    // presentation mode's one column); the line of values stays in view under them.
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea(this);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setAccessibleName(tr("Components"));
    m_content = new QWidget(m_scroll);
    m_layout = new QGridLayout(m_content);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_scroll->setWidget(m_content);
    m_content->installEventFilter(this);
    outer->addWidget(m_scroll, 1);
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("sumTotal"));
    m_total->setWordWrap(true);
    m_total->setAlignment(Qt::AlignCenter);
    outer->addWidget(m_total);
}

BoardView* SumView::componentBoard(int i) const {
    return i >= 0 && i < m_parts.size() ? m_parts[i].board : nullptr;
}

void SumView::rebuild() {
    for (const Part& part : m_parts) {
        delete part.caption;
        delete part.board;
    }
    m_parts.clear();
    for (int r = 0; r < m_layout->rowCount(); ++r)
        m_layout->setRowStretch(r, 0);
    for (int c = 0; c < m_layout->columnCount(); ++c)
        m_layout->setColumnStretch(c, 0);
    const auto& sum = sumIn(m_position);
    m_columns = columnsFor(sum.components.size());
    const int columns = m_columns;
    for (std::size_t i = 0; i < sum.components.size(); ++i) {
        const grundy::AnyPosition& c = componentAt(sum, i);
        Part part;
        part.caption = new QLabel(m_content);
        part.caption->setWordWrap(true);
        part.caption->setObjectName(QStringLiteral("componentCaption%1").arg(i + 1));
        QFont bold = part.caption->font();
        bold.setBold(true);
        part.caption->setFont(bold);
        part.board = homeOf(c).createBoard(c, m_content);
        part.board->setObjectName(QStringLiteral("componentBoard%1").arg(i + 1));
        // The grid shares its room out evenly, whatever each board asks: a board's hint
        // follows its size (stones or bars, a scroll bar), and hints that moved the others
        // made the boards resize each other without end.
        part.board->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
        const int row = 2 * (int(i) / columns), column = int(i) % columns;
        m_layout->addWidget(part.caption, row, column);
        m_layout->addWidget(part.board, row + 1, column);
        m_layout->setRowStretch(row + 1, 1);
        connect(part.board, &BoardView::moveRequested, this, [this, i](const grundy::AnyMove& move) {
            emit moveRequested(grundy::AnyMove(grundy::sum::moveIn(i, move)));
        });
        m_parts.push_back(part);
    }
    for (int c = 0; c < columns; ++c)
        m_layout->setColumnStretch(c, 1);
}

int SumView::columnsFor(std::size_t components) const {
    // Two across from three components on, so that each board keeps room to draw; one in
    // presentation mode, whose larger boards would not fit two across on a projector.
    return components >= 3 && presentationScale() <= 1 ? 2 : 1;
}

void SumView::keepContentMinimum() {
    // The boards ask the grid for nothing (rebuild()): the scrolled content keeps the room
    // they need, so that the area scrolls rather than squeezing them.
    m_content->setMinimumSize(hintOf(&QWidget::minimumSizeHint));
    // Each row of boards at least as tall as its tallest minimum, the rest shared out: an
    // even share gave Kayles' row less than it needs beside Nim's.
    for (int first = 0; first < m_parts.size(); first += m_columns) {
        int board = 0;
        for (int i = first; i < std::min<int>(first + m_columns, m_parts.size()); ++i)
            board = std::max(board, m_parts[i].board->minimumSizeHint().height());
        const int row = 2 * (first / m_columns) + 1;
        if (m_layout->rowMinimumHeight(row) != board) m_layout->setRowMinimumHeight(row, board);
    }
    updateGeometry(); // the size hints follow the boards'
}

bool SumView::eventFilter(QObject* watched, QEvent* event) {
    // A board's minimum changes after it is made (stones or bars, once it has a size; a
    // new font): the content follows, or a minimum from before kept a small sum scrolling
    // (Nim 3, 5 took 261 px of a 430 px board and Kayles 6 was cut).
    if (watched == m_content && event->type() == QEvent::LayoutRequest) keepContentMinimum();
    return BoardView::eventFilter(watched, event);
}

void SumView::setPosition(const grundy::AnyPosition& position,
                          const std::optional<grundy::AnyMove>& lastMove) {
    const bool sameGames = [&] {
        if (!m_hasPosition) return false;
        const auto &a = sumIn(m_position), &b = sumIn(position);
        if (a.components.size() != b.components.size()) return false;
        for (std::size_t i = 0; i < a.components.size(); ++i)
            if (componentAt(a, i).index() != componentAt(b, i).index() ||
                grundy::optionsOf(componentAt(a, i)) != grundy::optionsOf(componentAt(b, i)))
                return false;
        return true;
    }();
    m_position = position;
    m_lastMove = lastMove;
    m_hasPosition = true;
    if (!sameGames) rebuild();
    keepContentMinimum();
    const auto& sum = sumIn(m_position);
    const auto* last = lastMove ? std::get_if<grundy::sum::Move>(&*lastMove) : nullptr;
    for (int i = 0; i < m_parts.size(); ++i) {
        std::optional<grundy::AnyMove> own;
        if (last && last->component == std::size_t(i) && last->move) own = last->move->move;
        m_parts[i].board->setMoveJudge(judgeFor(std::size_t(i)));
        m_parts[i].board->setPosition(componentAt(sum, std::size_t(i)), own);
    }
    updateTexts();
}

MoveJudge SumView::judgeFor(std::size_t i) const {
    // A component's move wins when it makes the XOR of all the components' values 0: it is
    // judged as the sum's move in the whole sum.
    return MoveJudge({m_position,
                      [i](const grundy::AnyMove& m) {
                          return grundy::AnyMove(grundy::sum::moveIn(i, m));
                      },
                      [i](const grundy::AnyMove& m) -> std::optional<grundy::AnyMove> {
                          const auto* s = std::get_if<grundy::sum::Move>(&m);
                          if (!s || s->component != i || !s->move) return std::nullopt;
                          return s->move->move;
                      }});
}

void SumView::updateTexts() {
    if (!m_hasPosition) return;
    const auto& sum = sumIn(m_position);
    const std::vector<grundy::Natural> values = grundy::sum::componentValues(sum);
    QStringList binaries;
    for (int i = 0; i < m_parts.size(); ++i) {
        const QString name = MessageText::text(grundy::sum::componentName(sum, std::size_t(i)));
        m_parts[i].caption->setText(
            moveValuesShown()
                ? tr("%1. %2 \u2014 worth %3").arg(i + 1).arg(name, MessageText::text(grundy::Arg(values[i])))
                : tr("%1. %2").arg(i + 1).arg(name));
        m_parts[i].board->setAccessibleName(tr("Component %1: %2").arg(i + 1).arg(name));
        binaries << binaryText(values[i]);
    }
    const grundy::Natural total = *grundy::sum::sgValue(sum);
    // The values give the answer away, so they are shown on demand, as the boards' marks are.
    if (!moveValuesShown()) {
        m_total->setText(tr("View \u2192 Move Values shows each component's value and their XOR."));
        return;
    }
    m_total->setText(tr("Values in binary: %1; XOR = %2 (%3)")
                         .arg(binaries.join(QStringLiteral(" \u2295 ")), binaryText(total),
                              total == 0 ? tr("the player to move loses")
                                         : tr("the player to move wins")));
}

void SumView::setInteractive(bool interactive) {
    m_interactive = interactive;
    for (const Part& part : m_parts) {
        part.board->setIdleText(idleText());
        part.board->setInteractive(interactive);
    }
}

void SumView::showHint(const grundy::AnyMove& move) {
    const auto* m = std::get_if<grundy::sum::Move>(&move);
    if (!m || !m->move || m->component >= std::size_t(m_parts.size())) return;
    m_parts[int(m->component)].board->showHint(m->move->move);
}

MoveValue SumView::markedValue(const grundy::AnyMove& move) const {
    const auto* m = std::get_if<grundy::sum::Move>(&move);
    if (!m || !m->move || m->component >= std::size_t(m_parts.size())) return MoveValue::None;
    // The component's board marks it, judged in the whole sum (judgeFor).
    return m_parts[int(m->component)].board->markedValue(m->move->move);
}

QSize SumView::hintOf(QSize (QWidget::*hint)() const) const {
    // What the grid would ask if it asked the boards (it ignores them: rebuild()): equal
    // columns as wide as the widest part, each row as tall as its tallest.
    const int columns = m_columns;
    const int spacing = std::max(0, m_layout->spacing());
    int width = 0, height = 0;
    for (int first = 0; first < m_parts.size(); first += columns) {
        int caption = 0, board = 0;
        for (int i = first; i < std::min<int>(first + columns, m_parts.size()); ++i) {
            const QSize c = (m_parts[i].caption->*hint)(), b = (m_parts[i].board->*hint)();
            width = std::max({width, c.width(), b.width()});
            caption = std::max(caption, c.height());
            board = std::max(board, b.height());
        }
        height += caption + board + 2 * spacing;
    }
    return {columns * width + (columns - 1) * spacing, height};
}

QSize SumView::sizeHint() const {
    const QSize parts = hintOf(&QWidget::sizeHint);
    return {std::max(parts.width(), m_total->sizeHint().width()),
            parts.height() + m_total->sizeHint().height()};
}

QSize SumView::minimumSizeHint() const {
    // One part in view at a time, the rest scrolled to, and the line of values.
    int width = 0, height = 0;
    for (const Part& part : m_parts) {
        width = std::max({width, part.board->minimumSizeHint().width(),
                          part.caption->minimumSizeHint().width()});
        height = std::max(height, part.board->minimumSizeHint().height() +
                                      part.caption->sizeHint().height());
    }
    return {m_columns * width + m_scroll->verticalScrollBar()->sizeHint().width(),
            height + m_total->sizeHint().height()};
}

int SumView::wordsHeight() const {
    // The words of the parts the minimum size shows at once (minimumSizeHint: one row of
    // them; the others scroll), and the line of values.
    int part = 0;
    for (const Part& p : m_parts)
        part = std::max(part, p.caption->sizeHint().height() + p.board->wordsHeight());
    return part + m_total->sizeHint().height();
}

void SumView::retranslate() {
    m_scroll->setAccessibleName(tr("Components"));
    updateTexts();
}

void SumView::layoutChanged() {
    if (!m_hasPosition) return;
    // Presentation mode came or went: one column or two, and the boards' new minimums
    // (known once they have their new font too).
    if (columnsFor(m_parts.size()) != m_columns) {
        rebuild();
        setPosition(m_position, m_lastMove);
        setInteractive(m_interactive);
    }
    QMetaObject::invokeMethod(this, &SumView::keepContentMinimum, Qt::QueuedConnection);
}

void SumView::moveValuesChanged() {
    updateTexts();
}
