// SPDX-License-Identifier: MIT
#include "games/staircase/stripview.h"

#include "boards/boardaccessible.h"
#include "boards/stonepainter.h"
#include "common/messagetext.h"

#include <QComboBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

using grundy::Natural;
namespace sc = grundy::staircase;

namespace {
constexpr int kMinCell = 30;
constexpr int kMaxCell = 44;
constexpr int kLargestCell = 88; // on a large screen cells grow up to this (times the scale)
constexpr int kMargin = 8;
constexpr int kTinyCell = 20; // the narrowest cell that still shows a two-digit number
} // namespace

StripView::StripView(QWidget* parent)
    : BoardView(parent), m_caption(new QLabel(this)), m_row(new TypedMoveRow(false, this)),
      m_scroll(new QScrollBar(Qt::Horizontal, this)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    m_caption->setWordWrap(true);
    m_caption->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_caption);
    layout->addWidget(m_row);
    connect(m_row, &TypedMoveRow::primaryTriggered, this, &StripView::typedMove);
    connect(m_row->chooser(), &QComboBox::activated, this, [this](int chip) { select(chip); });
    // The strip scrolls when its cells do not fit; the bar sits under the cell numbers.
    m_scroll->hide();
    connect(m_scroll, &QScrollBar::valueChanged, this, qOverload<>(&QWidget::update));
    setPosition(sc::Position{{3, 5}, 8});
    retranslate();
}

void StripView::retranslate() {
    setToolTip(tr("Click or drag a chip, then click or drop it on a lit cell.\nKeys: Left/Right "
                  "choose a chip, Enter starts choosing its target, Left/Right move the target, "
                  "Enter moves, Escape cancels."));
    m_row->setButtonTexts(tr("Move"));
    m_row->edit()->setPlaceholderText(tr("target cell"));
    m_row->chooser()->setAccessibleName(tr("Chip to move"));
    m_row->edit()->setAccessibleName(tr("Target cell"));
    m_row->setMessage({}); // a refusal in the old language is no longer worth reading
    m_scroll->setToolTip(tr("More of the strip"));
    for (int chip = 0; chip < m_row->chooser()->count(); ++chip)
        m_row->chooser()->setItemText(chip, chipName(chip));
}

QString StripView::chipName(int chip) const {
    return tr("chip on cell %1")
        .arg(stonepainter::formatNatural(m_position.cells[std::size_t(chip)]));
}

void StripView::setPosition(const grundy::AnyPosition& position,
                            const std::optional<grundy::AnyMove>& lastMove) {
    const auto* p = std::get_if<sc::Position>(&position);
    if (!p) return;
    const sc::Move* move = lastMove ? std::get_if<sc::Move>(&*lastMove) : nullptr;
    // The same position and move shown again (the window refreshes for other reasons):
    // the old cell found when the move was first shown stays marked.
    const bool again = *p == m_position && move && m_lastMove && *move == *m_lastMove;
    if (!again) m_lastFrom.reset();
    m_lastTo.reset();
    m_lastMove.reset();
    if (move) {
        // The chip's old cell is known only when the move led here from the shown position.
        if (!again && sc::isLegal(m_position, *move) && sc::apply(m_position, *move) == *p)
            m_lastFrom = m_position.cells[move->chip];
        if (move->chip < p->cells.size()) m_lastTo = p->cells[move->chip];
        m_lastMove = *move;
    }
    m_position = *p;
    moveValuesChanged();
    m_hint.reset();
    m_selected = -1;
    m_target.reset();
    m_dragging = false;
    m_row->chooser()->clear();
    for (int chip = 0; chip < int(m_position.cells.size()); ++chip)
        m_row->chooser()->addItem(chipName(chip));
    m_row->edit()->clear();
    m_row->setMessage({});
    buildItems();
    if (m_lastTo) showCell(*m_lastTo);
    updateCaption();
    update();
}

void StripView::setInteractive(bool interactive) {
    m_interactive = interactive;
    m_row->setEnabled(interactive);
    if (!interactive) select(-1);
    updateCaption();
}

void StripView::showHint(const grundy::AnyMove& move) {
    if (const auto* m = std::get_if<sc::Move>(&move)) {
        m_hint = *m;
        // The typed row holds the hinted move, ready to confirm with Enter.
        m_row->chooser()->setCurrentIndex(int(m->chip));
        m_row->edit()->setText(stonepainter::formatNatural(m->to));
        m_row->setMessage({});
        if (m_row->isVisible()) m_row->edit()->setFocus();
    }
    buildItems();
    if (m_hint) showCell(m_hint->to);
    update();
}

void StripView::buildItems() {
    const Natural& m = m_position.length;
    m_compressed = m > kMaxCells;
    // The cells worth drawing: all of them, or those around chips, marks and both ends.
    std::set<Natural> shown;
    if (!m_compressed) {
        for (Natural c = 1; c <= m; ++c)
            shown.insert(c);
    } else {
        auto around = [&](const Natural& c, int before, int after) {
            for (int d = -before; d <= after; ++d)
                if (c + d >= 1 && c + d <= m) shown.insert(c + d);
        };
        around(1, 0, 1);
        around(m, 1, 0);
        for (const Natural& c : m_position.cells)
            around(c, 2, 1);
        if (m_lastFrom) around(*m_lastFrom, 0, 0);
        if (m_hint) around(m_hint->to, 0, 0);
        if (m_target) around(*m_target, 0, 0);
    }
    m_items.clear();
    Natural next = 1;
    for (const Natural& c : shown) {
        if (c > next) m_items.push_back({next, c - 1, true, {}});
        m_items.push_back({c, c, false, {}});
        next = c + 1;
    }
    m_row->setVisible(m_compressed);
    layoutItems();
}

QString StripView::cellLabel(const Natural& cell, int width) const {
    // Long cell numbers keep their last digits; the caption and chooser give them exactly.
    return fontMetrics().elidedText(stonepainter::formatNatural(cell), Qt::ElideLeft, width - 4);
}

void StripView::layoutItems() {
    const QFontMetrics fm = fontMetrics();
    const auto gapText = [](const Item& it) {
        return StripView::gapText(it.last - it.first + 1, true);
    };
    int cells = 0, gaps = 0, gapsW = 0;
    for (Item& it : m_items) {
        if (!it.gap) {
            ++cells;
        } else {
            ++gaps;
            it.rect.setWidth(
                std::min(fm.horizontalAdvance(gapText(it)) + 12, int(240 * presentationScale())));
            gapsW += it.rect.width();
        }
    }
    // A strip wider than the board: the gaps give up width first (their text wraps onto
    // more lines), then the cells go below their usual smallest size. The last cell was
    // cut off at the right edge of a narrow board before.
    const int room = width() - 2 * kMargin;
    if (gaps > 0 && cells * minCell() + gapsW > room) {
        const int narrowest = fm.horizontalAdvance(tr("empty cells")) + 12;
        const int share = std::max(gaps * narrowest, room - cells * minCell());
        int shrunk = 0;
        for (Item& it : m_items)
            if (it.gap) {
                it.rect.setWidth(std::max(narrowest, it.rect.width() * share / gapsW));
                shrunk += it.rect.width();
            }
        gapsW = shrunk;
    }
    for (Item& it : m_items)
        if (it.gap)
            // Huge counts wrap onto more lines: the gap grows taller, never clips.
            it.rect.setHeight(fm.boundingRect(QRect(0, 0, it.rect.width() - 8, 100000),
                                              Qt::TextWordWrap | Qt::AlignCenter, gapText(it))
                                  .height() +
                              8);
    // Cells narrower than the tiniest would be unreadable: they keep their usual smallest
    // size and the strip scrolls instead.
    const int avail = room - gapsW;
    const int perCell = cells > 0 ? avail / cells : maxCell();
    const int tiny = int(kTinyCell * presentationScale());
    const int boardBottom = m_caption->geometry().top() - 4;
    // Cells grow into a large board (as tall as its height allows, up to kLargestCell)
    // and never shrink below the usual largest for it.
    const int byHeight = boardBottom - 2 * fm.height() - 2 * kMargin - 12;
    const int largest =
        std::max(maxCell(), std::min(int(kLargestCell * presentationScale()), byHeight));
    m_cellW = perCell < tiny ? minCell() : std::min(perCell, largest);
    const int stripH = m_cellW;
    const int total = cells * m_cellW + gapsW;
    const bool scrolled = total > room;
    const int barH = scrolled ? m_scroll->sizeHint().height() : 0;
    int tallestGap = 0;
    for (const Item& it : m_items)
        if (it.gap) tallestGap = std::max(tallestGap, it.rect.height());
    const int top = std::max(kMargin + std::max(0, tallestGap - stripH) / 2,
                             (boardBottom - stripH - 2 * fm.height() - barH) / 2);
    {
        const QSignalBlocker block(m_scroll); // the layout asks for this range
        m_scroll->setRange(0, std::max(0, total - room));
        m_scroll->setPageStep(std::max(1, room));
        m_scroll->setSingleStep(m_cellW);
    }
    m_scroll->setGeometry(kMargin, top + stripH + fm.height() + 6, room, barH);
    if (m_scroll->isHidden() == scrolled) m_scroll->setVisible(scrolled);
    int x = scrolled ? kMargin : std::max(kMargin, (width() - total) / 2);
    for (Item& it : m_items) {
        const int w = it.gap ? it.rect.width() : m_cellW;
        const int h = it.gap ? std::max(stripH, it.rect.height()) : stripH;
        it.rect = QRect(x, top + (stripH - h) / 2, w, h);
        x += w;
    }
}

void StripView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    updateCaption(); // the caption's reserved height depends on the width
    layoutItems();
}

int StripView::minCell() const {
    return int(kMinCell * presentationScale());
}

int StripView::maxCell() const {
    return int(kMaxCell * presentationScale());
}

void StripView::layoutChanged() {
    buildItems();
    updateCaption();
}

QSize StripView::sizeHint() const {
    int w = 2 * kMargin;
    for (const Item& it : m_items)
        w += it.gap ? it.rect.width() : maxCell();
    const int h = maxCell() + 6 * fontMetrics().height() + 40 +
                  (m_compressed ? m_row->sizeHint().height() : 0);
    return {std::clamp(w, int(360 * presentationScale()), 1600), h};
}

QSize StripView::minimumSizeHint() const {
    // Longer strips scroll, so the board never asks for more than a modest width.
    int w = 2 * kMargin;
    for (const Item& it : m_items)
        w += it.gap ? it.rect.width() : minCell();
    // (At most 360 px, scaled: the board beside the side panel fits a 1024-pixel screen.)
    return {std::clamp(w, 260, int(360 * presentationScale())),
            minCell() + 6 * fontMetrics().height() + 30 + m_scroll->sizeHint().height()};
}

QRect StripView::shownRect(const Item& item) const {
    return item.rect.translated(-m_scroll->value(), 0);
}

const StripView::Item* StripView::itemOf(const Natural& cell) const {
    const auto it =
        std::lower_bound(m_items.begin(), m_items.end(), cell,
                         [](const Item& item, const Natural& c) { return item.last < c; });
    return it != m_items.end() && !it->gap && it->first == cell ? &*it : nullptr;
}

QPoint StripView::cellCenter(const Natural& cell) const {
    const Item* item = itemOf(cell);
    if (!item) return {};
    const QRect shown = shownRect(*item);
    return shown.left() >= 0 && shown.right() < width() ? shown.center() : QPoint();
}

void StripView::showCell(const Natural& cell) {
    const Item* item = itemOf(cell);
    if (!item || m_scroll->isHidden()) return;
    const int room = m_scroll->pageStep();
    const int left = item->rect.left() - kMargin, right = item->rect.right() - kMargin;
    if (left < m_scroll->value())
        m_scroll->setValue(left - m_cellW);
    else if (right >= m_scroll->value() + room)
        m_scroll->setValue(right - room + 1 + m_cellW);
}

QPoint StripView::chipCenter(int chip) const {
    if (chip < 0 || chip >= int(m_position.cells.size())) return {};
    return cellCenter(m_position.cells[chip]);
}

QString StripView::gapText(const Natural& count, bool wrappable) {
    // Two sentences, so that one cell is never "1 empty cells".
    if (count == 1) return tr("… 1 empty cell …");
    return tr("… %1 empty cells …")
        .arg(wrappable ? stonepainter::wrappableNatural(count)
                       : stonepainter::formatNatural(count));
}

QStringList StripView::gapLabels() const {
    QStringList out;
    for (const Item& it : m_items)
        if (it.gap) out << gapText(it.last - it.first + 1);
    return out;
}

QString StripView::partText(int part) const {
    if (part < 0 || part >= partCount()) return {};
    const Item& item = m_items[std::size_t(part)];
    if (item.gap) {
        const QString text = BoardAccessible::gapText(stonepainter::formatNatural(item.first),
                                                      stonepainter::formatNatural(item.last));
        return m_winning && moveTo(item.last) ? movevalues::withPartValues(text, winningInto(item))
                                              : text;
    }
    return movevalues::withValue(
        BoardAccessible::cellText(stonepainter::formatNatural(item.first), chipOn(item.first) >= 0),
        cellMark(item.first));
}

QRect StripView::partRect(int part) const {
    return part >= 0 && part < partCount() ? shownRect(m_items[std::size_t(part)]) : QRect();
}

int StripView::focusedPart() const {
    const Natural* cell = m_target          ? &*m_target
                          : m_selected >= 0 ? &m_position.cells[std::size_t(m_selected)]
                                            : nullptr;
    const Item* item = cell ? itemOf(*cell) : nullptr;
    return item ? int(item - m_items.data()) : -1;
}

int StripView::itemAt(const QPoint& pos) const {
    for (int i = 0; i < int(m_items.size()); ++i)
        if (shownRect(m_items[i]).adjusted(0, -8, 0, 8).contains(pos)) return i;
    return -1;
}

int StripView::chipOn(const Natural& cell) const {
    const auto& cells = m_position.cells;
    const auto it = std::lower_bound(cells.begin(), cells.end(), cell);
    return it != cells.end() && *it == cell ? int(it - cells.begin()) : -1;
}

void StripView::moveValuesChanged() {
    m_winning.reset();
    if (moveValuesShown()) m_winning = moveJudge().winningMovesOf<sc::Move>(m_position);
}

std::optional<sc::Move> StripView::moveTo(const Natural& cell) const {
    const auto& cells = m_position.cells;
    const auto right = std::lower_bound(cells.begin(), cells.end(), cell);
    if (right == cells.end() || *right == cell) return std::nullopt;
    const sc::Move move{std::size_t(right - cells.begin()), cell};
    return sc::isLegal(m_position, move) ? std::optional(move) : std::nullopt;
}

MoveValue StripView::cellMark(const Natural& cell) const {
    if (!m_winning) return MoveValue::None;
    const auto move = moveTo(cell);
    if (!move) return MoveValue::None;
    // Every winning move is listed (sc::winningMoves): the others lose.
    return std::find(m_winning->begin(), m_winning->end(), *move) != m_winning->end()
               ? MoveValue::Winning
               : MoveValue::Losing;
}

QStringList StripView::winningInto(const Item& gap) const {
    QStringList out;
    if (m_winning)
        for (const sc::Move& m : *m_winning)
            if (m.to >= gap.first && m.to <= gap.last)
                out << MessageText::text(sc::describeMove(m_position, m));
    return out;
}

MoveValue StripView::markedValue(const grundy::AnyMove& move) const {
    const auto* m = std::get_if<sc::Move>(&move);
    if (!m || !m_winning || !sc::isLegal(m_position, *m)) return MoveValue::None;
    if (itemOf(m->to)) return cellMark(m->to);
    // Inside a gap: the gap says which moves into it win, and that the rest lose.
    return std::find(m_winning->begin(), m_winning->end(), *m) != m_winning->end()
               ? MoveValue::Winning
               : MoveValue::Losing;
}

bool StripView::isTarget(const Natural& cell) const {
    return m_selected >= 0 && sc::isLegal(m_position, sc::Move{std::size_t(m_selected), cell});
}

bool StripView::canMove(int chip) const {
    const auto& cells = m_position.cells;
    if (chip < 0 || chip >= int(cells.size())) return false;
    const Natural wall = chip == 0 ? Natural(0) : cells[chip - 1];
    return cells[chip] - wall > 1;
}

int StripView::movableFrom(int from, int dir) const {
    for (int c = from; c >= 0 && c < int(m_position.cells.size()); c += dir)
        if (canMove(c)) return c;
    return -1;
}

void StripView::select(int chip) {
    m_selected = m_interactive ? chip : -1;
    m_target.reset();
    if (m_selected >= 0) {
        m_row->chooser()->setCurrentIndex(m_selected);
        showCell(m_position.cells[m_selected]);
    }
    updateCaption();
    update();
}

void StripView::request(const Natural& to) {
    if (!m_interactive || m_selected < 0) return;
    const sc::Move move{std::size_t(m_selected), to};
    if (!sc::isLegal(m_position, move)) return;
    select(-1);
    emit moveRequested(move);
}

void StripView::typedMove() {
    if (!m_interactive) return;
    const auto to = m_row->value();
    if (!to) return;
    const sc::Move move{std::size_t(std::max(0, m_row->chooser()->currentIndex())), *to};
    try {
        sc::apply(m_position, move);
    } catch (const grundy::MessageError& e) {
        m_row->setMessage(tr("Not allowed: %1.").arg(MessageText::text(e.message())));
        return;
    }
    m_row->setMessage({});
    emit moveRequested(move);
}

void StripView::updateCaption() {
    QString text;
    const auto moveText = [](const Natural& from, const Natural& to) {
        return tr("Move the chip on cell %1 to cell %2: press Enter.")
            .arg(stonepainter::formatNatural(from), stonepainter::formatNatural(to));
    };
    const auto chosenText = [this](const Natural& from) {
        return tr("Chip on cell %1 chosen: click a lit cell%2.")
            .arg(stonepainter::formatNatural(from),
                 m_compressed ? tr(" or type the target cell") : QString());
    };
    if (!m_interactive)
        text = idleText();
    else if (m_selected >= 0 && m_target)
        text = moveText(m_position.cells[m_selected], *m_target);
    else if (m_selected >= 0)
        text = chosenText(m_position.cells[m_selected]);
    const QString help = tr("Click or drag a chip left onto a lit cell. Keys: ←/→ chip, Enter, "
                            "←/→ target, Enter.");
    if (text.isEmpty()) text = help;
    m_caption->setText(text);
    // Room for every line it may show (the last chip has the longest numbers), so that
    // choosing a chip or the idle line does not move the strip under the pointer.
    QStringList reserved{help, idleText()};
    if (!m_position.cells.empty()) {
        const Natural& last = m_position.cells.back();
        reserved << moveText(last, last - 1) << chosenText(last);
    }
    stonepainter::reserveCaptionHeight(m_caption, reserved);
}

QString StripView::caption() const {
    return m_caption->text();
}

void StripView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_interactive) return;
    const int i = itemAt(event->position().toPoint());
    if (i < 0 || m_items[i].gap) return;
    const Natural& cell = m_items[i].first;
    if (const int chip = chipOn(cell); chip >= 0) {
        select(chip);
        m_dragging = true;
        m_dragPos = event->position().toPoint();
    } else if (isTarget(cell)) {
        request(cell);
    }
}

void StripView::mouseMoveEvent(QMouseEvent* event) {
    if (!m_dragging) return;
    m_dragPos = event->position().toPoint();
    update();
}

void StripView::mouseReleaseEvent(QMouseEvent* event) {
    if (!m_dragging) return;
    m_dragging = false;
    const int i = itemAt(event->position().toPoint());
    if (i >= 0 && !m_items[i].gap && isTarget(m_items[i].first)) request(m_items[i].first);
    update();
}

void StripView::keyPressEvent(QKeyEvent* event) {
    const int chips = int(m_position.cells.size());
    if (!m_interactive || chips == 0) return BoardView::keyPressEvent(event);
    const int dir = event->key() == Qt::Key_Left ? -1 : event->key() == Qt::Key_Right ? 1 : 0;
    if (dir != 0 && m_target) {
        const Natural next = *m_target + dir;
        if (isTarget(next)) m_target = next;
    } else if (dir != 0) {
        // The cursor rests only on chips that can move: the packed ones are skipped.
        const int next =
            movableFrom(m_selected < 0 ? (dir < 0 ? chips - 1 : 0) : m_selected + dir, dir);
        if (next >= 0) select(next);
    } else if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter ||
               event->key() == Qt::Key_Space) {
        if (m_target) return request(*m_target);
        if (m_selected < 0) return select(movableFrom(0, 1));
        const Natural left = m_position.cells[m_selected] - 1;
        if (isTarget(left)) m_target = left;
    } else if (event->key() == Qt::Key_Escape) {
        select(-1);
    } else {
        return BoardView::keyPressEvent(event);
    }
    if (m_compressed && m_target && !itemOf(*m_target)) buildItems();
    if (m_target) showCell(*m_target);
    updateCaption();
    update();
}

void StripView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QFontMetrics fm = fontMetrics();
    QColor grid = pal.color(QPalette::WindowText);
    grid.setAlphaF(0.55);
    const QColor lit = stonepainter::reachableFill(pal);
    // A scrolled strip ends at the margins, like its scroll bar.
    if (m_scroll->isVisible()) painter.setClipRect(kMargin, 0, width() - 2 * kMargin, height());
    for (const Item& item : m_items) {
        const QRect shown = shownRect(item);
        if (shown.right() < 0 || shown.left() > width()) continue;
        const Item it{item.first, item.last, item.gap, shown};
        if (it.gap) {
            // A gap is lit when the chosen chip may land somewhere inside it.
            const bool reachable = m_selected >= 0 && isTarget(it.last);
            painter.setPen(QPen(grid, lineWidth(1), Qt::DashLine));
            painter.setBrush(reachable ? QBrush(lit) : Qt::NoBrush);
            painter.drawRect(it.rect.adjusted(2, 4, -2, -4));
            painter.setPen(pal.color(QPalette::WindowText));
            painter.drawText(it.rect.adjusted(4, 0, -4, 0), Qt::AlignCenter | Qt::TextWordWrap,
                             gapText(it.last - it.first + 1, true));
            // A winning target inside the gap: marked on it (its part text names the move).
            if (!winningInto(it).isEmpty())
                movevalues::paintMark(painter, QPointF(it.rect.center().x(), it.rect.top() + 14),
                                      16 * presentationScale(), MoveValue::Winning, pal,
                                      presentationScale());
            continue;
        }
        const Natural& cell = it.first;
        painter.setPen(QPen(grid, lineWidth(1)));
        painter.setBrush(isTarget(cell) ? QBrush(lit) : pal.brush(QPalette::Base));
        painter.drawRect(it.rect);
        if (m_target && *m_target == cell) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), lineWidth(3)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(it.rect.adjusted(2, 2, -2, -2));
        }
        movevalues::paintMark(painter, QRectF(it.rect).center(), it.rect.width() * 0.4,
                              cellMark(cell), pal, presentationScale());
        if (m_hint && m_hint->to == cell) {
            painter.setPen(QPen(stonepainter::hintColor(pal),
                                lineWidth(stonepainter::kHintRingWidth), Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(it.rect.adjusted(4, 4, -4, -4));
        }
        painter.setPen(pal.color(QPalette::WindowText));
        painter.drawText(QRect(it.rect.left(), it.rect.bottom() + 2, it.rect.width(), fm.height()),
                         Qt::AlignCenter, cellLabel(cell, it.rect.width()));
        const QRectF stone = QRectF(it.rect).adjusted(4, 4, -4, -4);
        const int chip = chipOn(cell);
        if (chip >= 0 && !(m_dragging && chip == m_selected)) {
            const bool hinted = m_hint && int(m_hint->chip) == chip;
            stonepainter::paintStone(painter, stone, pal,
                                     chip == m_selected ? StoneLook::Preview : StoneLook::Normal,
                                     hinted, presentationScale());
            if (m_lastTo && *m_lastTo == cell) {
                painter.setPen(QPen(pal.color(QPalette::WindowText), lineWidth(1), Qt::DotLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(QRectF(it.rect).adjusted(1, 1, -1, -1));
            }
        } else if (m_lastFrom && *m_lastFrom == cell) {
            stonepainter::paintStone(painter, stone, pal, StoneLook::Ghost, false,
                                     presentationScale());
        }
    }
    paintLastMove(painter);
    // The keyboard's cursor from the start: the chip that ←/→ or Enter would choose first.
    const int first = movableFrom(0, 1);
    if (showsKeyboardCursor() && m_interactive && m_selected < 0 && first >= 0)
        if (const Item* item = itemOf(m_position.cells[first])) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), lineWidth(2), Qt::DotLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(shownRect(*item).adjusted(-2, -2, 2, 2));
        }
    if (m_dragging && m_selected >= 0) {
        const QRectF stone(m_dragPos.x() - m_cellW / 2.0 + 4, m_dragPos.y() - m_cellW / 2.0 + 4,
                           m_cellW - 8, m_cellW - 8);
        stonepainter::paintStone(painter, stone, pal, StoneLook::Preview, false,
                                 presentationScale());
    }
}

void StripView::paintLastMove(QPainter& painter) const {
    if (!m_lastFrom || !m_lastTo) return;
    const Item* from = itemOf(*m_lastFrom);
    const Item* to = itemOf(*m_lastTo);
    if (!from || !to) return;
    // An arrow over the strip from the chip's old cell (its ghost) to its new one, so the
    // last move reads at a glance, as the ghost stones do on the pile boards.
    const QRect a = shownRect(*from), b = shownRect(*to);
    const double y = a.top() + a.height() * 0.2;
    const QPointF start(a.center().x(), y), end(b.center().x() + b.width() * 0.3, y);
    QColor ink = palette().color(QPalette::WindowText);
    ink.setAlphaF(0.8);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(ink, lineWidth(2), Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(start, end);
    const double head = 6 * presentationScale();
    painter.setBrush(ink);
    painter.drawPolygon(
        QPolygonF({end, end + QPointF(head, -head * 0.6), end + QPointF(head, head * 0.6)}));
    painter.restore();
}
