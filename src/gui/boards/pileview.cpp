// SPDX-License-Identifier: MIT
#include "boards/pileview.h"

#include "boards/boardaccessible.h"
#include "boards/movemarks.h"
#include "boards/stonepainter.h"
#include "common/messagetext.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using grundy::AnyMove;
using grundy::Natural;

namespace {
constexpr int kMaxPitch = 40;
constexpr int kLargestPitch = 72; // on a large screen stones grow up to this (times the scale)
constexpr int kMinPitch = 12;     // smaller stones are hard to aim at: use bars instead
constexpr int kGap = 16;
constexpr int kTop = 8; // room above the tallest stack
} // namespace

PileView::PileView(const PileRules& rules, const grundy::AnyPosition& position, QWidget* parent)
    : BoardView(parent), m_rules(rules), m_position(position),
      m_scroll(new QScrollBar(Qt::Horizontal, this)), m_splitButton(new QToolButton(this)),
      m_caption(new QLabel(this)), m_typed(new TypedPileMoves(this, rules, position)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    m_scroll->hide();
    layout->addWidget(m_scroll);
    connect(m_scroll, &QScrollBar::valueChanged, this, [this] {
        layoutBoard();
        update();
    });
    m_splitButton->setCheckable(true);
    m_splitButton->setFocusPolicy(Qt::NoFocus); // the board keeps the keys (S toggles it)
    m_splitButton->hide();
    layout->addWidget(m_splitButton, 0, Qt::AlignHCenter);
    connect(m_splitButton, &QToolButton::toggled, this, &PileView::setSplitMode);
    m_caption->setWordWrap(true);
    m_caption->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_caption);
    layout->addWidget(typedRow());
    // The caption's place changes after the layout runs (say, when the typed row hides):
    // the board above it is laid out again then.
    m_caption->installEventFilter(this);
    m_splitButton->installEventFilter(this); // the board ends above the Split switch
    connect(m_typed, &TypedPileMoves::moveRequested, this, &BoardView::moveRequested);
    showPosition(position, std::nullopt, true); // the first position: fill the typed row
    retranslate();
}

void PileView::retranslate() {
    m_splitButton->setText(tr("Split a pile (S)"));
    m_splitButton->setToolTip(tr("Turn on to cut a pile in two instead of taking stones."));
    updateToolTip();
    updateMostText();
    m_typed->retranslate();
}

void PileView::updateMostText() {
    const auto most = m_rules.maxTake(m_position);
    m_mostText = most ? tr("up to %1").arg(stonepainter::abridgedNatural(*most)) : QString();
}

int PileView::pileCount() const {
    return static_cast<int>(m_rules.piles(m_position).size());
}

QString PileView::pileName(int pile) const {
    return m_rules.pileName(pile);
}

AnyMove PileView::moveFor(int pile, const Natural& take) const {
    const PileRules& rules = m_rules;
    if (m_splitMode && pile != kBoth) return rules.splitMove(m_position, pile, take);
    return rules.moveFor(pile, take);
}

bool PileView::canSplit() const {
    return m_rules.canSplit();
}

void PileView::setSplitMode(bool on) {
    on = on && canSplit() && m_interactive;
    if (m_splitButton->isChecked() != on) {
        const QSignalBlocker block(m_splitButton);
        m_splitButton->setChecked(on);
    }
    if (on == m_splitMode) return;
    m_splitMode = on;
    m_longestHint.clear(); // the split's words are measured too
    updateToolTip();
    updateCaption();
    update();
}

PileWords PileView::words() const {
    return {m_rules, m_position};
}

QString PileView::describeChoice(int pile, const Natural& take) const {
    if (!m_splitMode)
        return isLegal(pile, take) ? words().take(pile, take) : words().notAllowed(pile, take);
    if (!isLegal(pile, take)) return words().splitRefusal();
    return words().splitPreview(moveFor(pile, take));
}

bool PileView::isLegal(int pile, const Natural& take) const {
    return grundy::isLegal(m_position, moveFor(pile, take));
}

Natural PileView::takenFrom(const std::optional<AnyMove>& move, int pile) const {
    if (!move || move->index() != m_position.index()) return 0;
    return m_rules.takenFrom(*move, pile);
}

int PileView::columnOf(int pile) const {
    for (std::size_t c = 0; c < m_columns.size(); ++c)
        if (m_columns[c].pile == pile) return static_cast<int>(c);
    return -1;
}

void PileView::setPosition(const grundy::AnyPosition& position,
                           const std::optional<AnyMove>& lastMove) {
    const bool kindChanged = position.index() != m_position.index() ||
                             m_rules.piles(position).size() != m_rules.piles(m_position).size();
    showPosition(position, lastMove, kindChanged);
}

void PileView::showPosition(const grundy::AnyPosition& position,
                            const std::optional<AnyMove>& lastMove, bool kindChanged) {
    m_position = position;
    m_lastMove = lastMove;
    if (m_splitMode && !canSplit()) setSplitMode(false);
    m_hint.reset();
    m_hover.reset();
    m_keyChoice.take = 1;
    if (kindChanged) m_keyChoice.column = -1;
    // The counts are turned into text here, once, not on every layout or paint.
    m_countTexts.clear();
    for (const Natural& n : m_rules.piles(position))
        m_countTexts.push_back(stonepainter::abridgedNatural(n));
    updateMostText();
    m_typed->setPosition(position, kindChanged);
    m_marks.reset();
    moveValuesChanged();
    m_longestHint.clear(); // measured again when the caption is next shown with stones
    layoutBoard();
    // The cursor is on a pile with stones from the start (drawn before the window is first
    // activated) and leaves a pile the move emptied.
    const int cursorWas = m_keyChoice.column;
    m_keyChoice.column = columnWithStones(cursorWas);
    if (cursorWas < 0) m_keyChoice.take = 1;
    updateCaption();
    update();
}

void PileView::setInteractive(bool interactive) {
    m_interactive = interactive;
    m_splitButton->setEnabled(interactive);
    m_hover.reset();
    m_typed->setInteractive(interactive);
    updateCaption();
    update();
}

void PileView::showHint(const AnyMove& move) {
    m_hint = move;
    if (!m_stones) m_typed->fillIn(move);
    updateCaption();
    update();
}

QRect PileView::boardRect() const {
    const QWidget* below = !m_scroll->isHidden()        ? static_cast<QWidget*>(m_scroll)
                           : !m_splitButton->isHidden() ? static_cast<QWidget*>(m_splitButton)
                                                        : m_caption;
    return QRect(0, 0, width(), below->geometry().top() - 4);
}

stonepainter::BarParts PileView::barParts(int pile) const {
    const int c = columnOf(pile);
    if (m_stones || c < 0) return {};
    return m_typed->barParts(m_columns, m_lastMove, m_hint)[c];
}

QStringList PileView::barNotes() const {
    return m_stones ? QStringList() : m_typed->notes(m_lastMove, m_hint);
}

QString PileView::countText(int pile) const {
    return pile >= 0 && pile < int(m_countTexts.size()) ? m_countTexts[pile] : QString();
}

int PileView::maxPitch() const {
    return int(kMaxPitch * presentationScale());
}

int PileView::roomyPitch() const {
    // Stones grow into a wide board, each column pitch * 8 / 5 wide, up to kLargestPitch;
    // never smaller than the usual largest, which a narrow board squeezes as before.
    const std::size_t numbers = m_rules.piles(m_position).size();
    const int columns = int(numbers) + (m_rules.hasLadder() ? 1 : 0);
    const int byWidth = (width() / std::max(1, columns) - kGap) * 5 / 8;
    return std::max(maxPitch(), std::min(int(kLargestPitch * presentationScale()), byWidth));
}

int PileView::columnWidth(const Column& c, int pitch, bool narrowest) const {
    const QFontMetrics fm = fontMetrics();
    const double scale = presentationScale();
    // Only the ladder carries the words "same number": the piles' columns need not be as
    // wide (in presentation mode that kept Wythoff's board from fitting a projector).
    const int ladderW = c.pile == kBoth ? fm.horizontalAdvance(tr("same number")) + 12 : 0;
    int w = std::max(
        {pitch * 8 / 5, fm.horizontalAdvance(pileName(c.pile)) + 16, ladderW, int(56 * scale)});
    if (!m_stones) {
        // The count is drawn wrapping anywhere, so at its narrowest the bar's column only
        // needs its name.
        const int countW = narrowest ? 0 : fm.horizontalAdvance(c.text);
        w = std::clamp(std::max(countW, fm.horizontalAdvance(pileName(c.pile)) + 16),
                       int(90 * scale), int(240 * scale));
    }
    if (!m_mostText.isEmpty()) w += fm.horizontalAdvance(m_mostText) + 8;
    return w;
}

int PileView::columnsWidth(int pitch, bool narrowest, int gap, int most) const {
    int sum = 0, widest = 0;
    for (const Column& c : m_columns) {
        const int w = columnWidth(c, pitch, narrowest) + gap;
        sum += w;
        widest = std::max(widest, w);
    }
    return std::min(sum, most * widest);
}

void PileView::layoutBoard() {
    const auto numbers = m_rules.piles(m_position);
    m_columns.clear();
    Natural tallest = 0;
    for (int p = 0; p < static_cast<int>(numbers.size()); ++p) {
        m_columns.push_back({p, numbers[p], {}, countText(p)});
        tallest = std::max<Natural>(tallest, numbers[p] + takenFrom(m_lastMove, p));
    }
    const QFontMetrics fm = fontMetrics();
    const int textH = fm.height();
    // Decide on the height without the typed row, so showing it cannot flip the mode.
    const int usable = height() - m_caption->sizeHint().height() - 2 * textH - 24 - kTop;
    m_stonePitch = tallest > 0
                       ? std::min<int>(roomyPitch(), usable / std::max(1, int(tallest.get_si())))
                       : maxPitch();
    const bool stones = tallest <= kMaxStones && m_stonePitch >= kMinPitch;
    if (stones != m_stones || typedRow()->isHidden() == !stones) {
        m_stones = stones;
        typedRow()->setVisible(!stones);
    }
    const bool splitShown = m_stones && canSplit();
    if (m_splitButton->isHidden() == splitShown) m_splitButton->setVisible(splitShown);
    if (!splitShown && m_splitMode) {
        m_splitMode = false; // bars split through the typed row's Split button
        const QSignalBlocker block(m_splitButton);
        m_splitButton->setChecked(false);
    }
    updateToolTip();
    if (m_stones && m_rules.hasLadder())
        m_columns.insert(m_columns.begin() + 1,
                         {kBoth, std::min(numbers[0], numbers[1]), {}, tr("same number")});
    const QRect board = boardRect();
    if (m_stones && tallest > 0) {
        // The mode is decided above; the stones must also fit the board as it is now laid
        // out (eventFilter lays out again when the caption moves).
        const int room = board.height() - 2 * textH - 8 - kTop;
        m_stonePitch = std::min<int>(m_stonePitch, std::max(4, room / int(tallest.get_si())));
    }
    std::vector<int> widths;
    int total = 0;
    for (const Column& c : m_columns) {
        widths.push_back(columnWidth(c, m_stonePitch));
        total += widths.back() + kGap;
    }
    // Narrower than the columns want (the window is smaller than minimumSizeHint): share
    // the width out, so every column stays on the board rather than the last falling off.
    int gap = kGap;
    if (total > board.width() && !widths.empty()) {
        gap = 4;
        const int n = int(widths.size());
        const int sum = total - n * kGap, room = std::max(n, board.width() - n * gap);
        total = 0;
        // No narrower than the pile's name (bold, as drawn): more columns scroll instead of
        // cutting every name ("ile 1" for 25 piles at 1024 px).
        QFont bold = font();
        bold.setBold(true);
        const QFontMetrics boldFm(bold);
        const int tiniest = int(24 * presentationScale());
        for (std::size_t i = 0; i < widths.size(); ++i) {
            int& w = widths[i];
            const int narrowest =
                std::max(tiniest, boldFm.horizontalAdvance(pileName(m_columns[i].pile)) + 4);
            if (sum > room) w = std::max(narrowest, w * room / sum);
            total += w + gap;
        }
    }
    // Still too many to fit: as many as fit are in view, and the scroll bar moves them.
    const int n = int(widths.size());
    m_shownCount = n;
    if (total > board.width() && n > 1) {
        const int widest = *std::max_element(widths.begin(), widths.end()) + gap;
        m_shownCount = std::clamp(board.width() / widest, 1, n);
    }
    {
        const QSignalBlocker block(m_scroll); // this is the layout the scroll bar asks for
        m_scroll->setRange(0, n - m_shownCount);
        m_scroll->setPageStep(m_shownCount);
        m_firstShown = m_scroll->value();
    }
    if (m_scroll->isHidden() == (m_shownCount < n)) m_scroll->setVisible(m_shownCount < n);
    total = 0;
    for (int i = m_firstShown; i < m_firstShown + m_shownCount; ++i)
        total += widths[i] + gap;
    int x = board.left() + std::max(0, (board.width() - total) / 2) + gap / 2;
    for (int i = 0; i < n; ++i) {
        const bool shown = i >= m_firstShown && i < m_firstShown + m_shownCount;
        m_columns[i].area = shown ? QRect(x, board.top(), widths[i], board.height()) : QRect();
        if (shown) x += widths[i] + gap;
    }
}

int PileView::columnWithStones(int column) const {
    const int n = int(m_columns.size());
    for (int step = 0; step < n; ++step) {
        const int c = (std::max(0, column) + step) % n;
        if (m_columns[c].count > 0) return c;
    }
    return -1;
}

void PileView::showColumn(int column) {
    if (column < m_firstShown)
        m_scroll->setValue(column);
    else if (column >= m_firstShown + m_shownCount)
        m_scroll->setValue(column - m_shownCount + 1);
}

bool PileView::eventFilter(QObject* watched, QEvent* event) {
    if ((watched == m_caption || watched == m_splitButton) &&
        (event->type() == QEvent::Move || event->type() == QEvent::Resize)) {
        layoutBoard();
        update();
    }
    return BoardView::eventFilter(watched, event);
}

void PileView::layoutChanged() {
    layoutBoard();
    updateCaption();
}

void PileView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    layoutBoard();
    updateCaption(); // the size decides between stones and typed moves
}

QSize PileView::sizeHint() const {
    int tallest = 0;
    for (const Natural& n : m_rules.piles(m_position))
        tallest = std::max(tallest, n <= kMaxStones ? int(n.get_si()) : 0);
    const int textH = fontMetrics().height();
    const double scale = presentationScale();
    // Room for every column at a comfortable stone size, its name and count included.
    const int pitch = int(28 * scale);
    const int columnsW = columnsWidth(maxPitch(), false, kGap, kMinShownColumns);
    const int w = std::max({int(360 * scale), columnsW + 40, typedRow()->sizeHint().width() + 20});
    if (!m_stones)
        return {std::max(w, int(420 * scale)), 14 * textH + typedRow()->sizeHint().height() + 80};
    return {w, std::min(tallest, kMaxStones) * pitch + 6 * textH + 60 + kTop};
}

QSize PileView::minimumSizeHint() const {
    const int textH = fontMetrics().height();
    // Every column with its name and count, the stones at their smallest.
    const int columnsW = columnsWidth(kMinPitch, true, 4, kMinShownColumns);
    // The typed row at its narrowest (buttons under the field) inside the margins.
    const QMargins margins = layout()->contentsMargins();
    const QSize row = typedRow()->minimumSizeHint();
    const int rowW = row.width() + margins.left() + margins.right();
    int h = 8 * textH + 60;
    if (int(m_columns.size()) > kMinShownColumns) h += m_scroll->sizeHint().height();
    if (!m_stones) {
        // The bars with their notes, names and counts, the caption and the row.
        h = std::max(h, 8 * textH + 40 + m_caption->sizeHint().height() + row.height() +
                            margins.top() + margins.bottom());
    }
    return {std::max({260, columnsW + 8, rowW}), h};
}

QRect PileView::stoneRect(int pile, int index) const {
    const int c = columnOf(pile);
    if (!m_stones || c < 0 || index < 0 || index >= kMaxStones * 2) return {};
    const Column& col = m_columns[c];
    if (col.area.isEmpty()) return {}; // scrolled out of view
    if (index >= col.count + (pile == kBoth ? Natural(0) : takenFrom(m_lastMove, pile))) return {};
    const int labelH = 2 * fontMetrics().height() + 8;
    const int d = m_stonePitch - 2;
    const int bottom = col.area.bottom() - labelH;
    const int cy = bottom - index * m_stonePitch - m_stonePitch / 2;
    const int cx =
        col.area.left() + std::max(m_stonePitch * 4 / 5,
                                   col.area.width() / 2 - (m_rules.maxTake(m_position) ? 20 : 0));
    if (pile == kBoth) {
        const int w = std::max(col.area.width() * 3 / 4, 20), h = std::max(m_stonePitch / 2, 8);
        return QRect(cx - w / 2, cy - h / 2, w, h);
    }
    return QRect(cx - d / 2, cy - d / 2, d, d);
}

QRect PileView::pileRect(int pile) const {
    const int c = columnOf(pile);
    return c < 0 ? QRect() : m_columns[c].area;
}

QString PileView::partText(int part) const {
    if (part < 0 || part >= partCount()) return {};
    const Column& col = m_columns[std::size_t(part)];
    const QString text =
        col.pile == kBoth
            ? BoardAccessible::ladderText(pileName(kBoth), stonepainter::abridgedNatural(col.count))
            : BoardAccessible::pileText(pileName(col.pile), col.count, col.text);
    return moveValuesShown() ? movevalues::withPartValues(text, winningIn(col.pile)) : text;
}

void PileView::moveValuesChanged() {
    // The bars mark the listed winning moves (every winning take is listed, whatever the
    // size) and say that the rest lose; the stones' marks are worked out when first drawn.
    m_typed->setWinningMoves(moveValuesShown() ? std::optional(grundy::winningMoves(m_position))
                                               : std::nullopt);
    updateCaption();
}

const PileMarks& PileView::marks() const {
    if (!m_marks) m_marks.emplace(m_rules, m_position, kMaxStones);
    return *m_marks;
}

MoveValue PileView::stoneMark(int pile, int take) const {
    if (!moveValuesShown() || !m_stones || take < 1) return MoveValue::None;
    return marks().at(pile, take, m_splitMode && pile != kBoth);
}

MoveValue PileView::markedValue(const AnyMove& move) const {
    if (!moveValuesShown() || !grundy::isLegal(m_position, move)) return MoveValue::None;
    if (!m_stones) return m_typed->markedValue(move);
    return marks().of(move);
}

QStringList PileView::winningIn(int pile) const {
    // The winning moves of this column: its takes, and its splits.
    QStringList winning;
    const auto addWinning = [&](const AnyMove& move) {
        winning << MessageText::text(grundy::describeMove(m_position, move));
    };
    const PileRules& rules = m_rules;
    if (m_stones) {
        for (const AnyMove& move : marks().winningIn(pile))
            addWinning(move);
        winning.removeDuplicates(); // a split is the same from either side of the cut
    } else {
        for (const AnyMove& move : m_typed->winningMoves())
            if ((pile != kBoth &&
                 (rules.takenFrom(move, pile) > 0 || rules.splitPartOf(move, pile) > 0)))
                addWinning(move);
    }
    return winning;
}

QRect PileView::partRect(int part) const {
    return part >= 0 && part < partCount() ? m_columns[std::size_t(part)].area : QRect();
}

int PileView::focusedPart() const {
    return m_stones && m_keyChoice.column < partCount() ? m_keyChoice.column : -1;
}

PileView::Choice PileView::choiceAt(const QPoint& pos) const {
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        const Column& col = m_columns[c];
        if (!col.area.contains(pos) || col.count <= 0) continue;
        const int n = int(col.count.get_si());
        for (int i = 0; i < n; ++i) {
            // A generous hit area: the stone's whole row within the column.
            const QRect r = stoneRect(col.pile, i);
            if (pos.y() >= r.center().y() - m_stonePitch / 2 &&
                pos.y() < r.center().y() + m_stonePitch - m_stonePitch / 2)
                return {int(c), n - i};
        }
    }
    return {};
}

std::optional<PileView::Choice> PileView::preview() const {
    if (!m_interactive || !m_stones) return std::nullopt;
    if (m_hover) return m_hover;
    if (hasFocus() && m_keysUsed && m_keyChoice.column >= 0 &&
        m_keyChoice.column < int(m_columns.size()))
        return m_keyChoice;
    return std::nullopt;
}

void PileView::updateCaption() {
    QString text;
    if (const auto pv = preview()) {
        text = describeChoice(m_columns[pv->column].pile, pv->take);
        // The value under the pointer in words too: "take 3 from pile 2: winning move".
        text = movevalues::withValue(text, stoneMark(m_columns[pv->column].pile, pv->take));
    } else if (!m_interactive) {
        text = idleText();
    } else if (m_hint && m_stones) {
        text = words().hint(*m_hint, m_splitMode);
    } else {
        text = words().help(m_stones, m_splitMode);
    }
    // A game whose limit changes with play says first what this move may take.
    const QString note = m_rules.limitText(m_position, m_lastMove);
    const auto withNote = [&](const QString& line) {
        return note.isEmpty() ? line : note + QLatin1Char('\n') + line;
    };
    m_caption->setText(withNote(text));
    // Room for the longest line it may show, so that a hint or the idle line appearing
    // does not move the stones under the pointer.
    QStringList reserved{withNote(words().help(m_stones, m_splitMode)), withNote(idleText())};
    if (m_stones && m_longestHint.isEmpty()) m_longestHint = words().longestHint(m_splitMode);
    if (m_stones) reserved << withNote(m_longestHint);
    stonepainter::reserveCaptionHeight(m_caption, reserved);
}

void PileView::updateToolTip() {
    const QString tip = words().toolTip(m_stones, m_splitMode);
    if (toolTip() != tip) setToolTip(tip);
}

QString PileView::caption() const {
    return m_caption->text();
}

void PileView::request(int pile, const Natural& take) {
    if (!m_interactive || take < 1 || !isLegal(pile, take)) return;
    m_hover.reset();
    const AnyMove move = moveFor(pile, take);
    setSplitMode(false); // a split is one move: the next click takes again
    emit moveRequested(move);
}

void PileView::mouseMoveEvent(QMouseEvent* event) {
    std::optional<Choice> hover;
    if (m_interactive && m_stones) {
        const Choice c = choiceAt(event->position().toPoint());
        if (c.column >= 0) hover = c;
    }
    m_keysUsed = m_keysUsed && !hover;
    if (hover.has_value() != m_hover.has_value() ||
        (hover && (hover->column != m_hover->column || hover->take != m_hover->take))) {
        m_hover = hover;
        updateCaption();
        update();
    }
}

void PileView::leaveEvent(QEvent* event) {
    BoardView::leaveEvent(event);
    m_hover.reset();
    updateCaption();
    update();
}

void PileView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_interactive) return;
    const QPoint pos = event->position().toPoint();
    if (!m_stones) {
        for (const Column& col : m_columns)
            if (col.area.contains(pos)) {
                m_typed->choosePile(col.pile);
                update();
            }
        return;
    }
    const Choice c = choiceAt(pos);
    if (c.column >= 0) request(m_columns[c.column].pile, c.take);
}

void PileView::keyPressEvent(QKeyEvent* event) {
    if (!m_interactive || !m_stones || m_columns.empty()) return BoardView::keyPressEvent(event);
    Choice& k = m_keyChoice;
    const int columns = int(m_columns.size());
    const Choice before = k;
    int step = 0; // Up/Down: to the next legal take that way
    if (k.column < 0) k = {std::max(0, columnWithStones(0)), 1}; // keys before focus arrived
    switch (event->key()) {
    case Qt::Key_Left:
        k.column = std::max(0, k.column - 1);
        break;
    case Qt::Key_Right:
        k.column = std::min(columns - 1, k.column + 1);
        break;
    case Qt::Key_Up:
        step = 1;
        break;
    case Qt::Key_Down:
        step = -1;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (k.column >= 0) request(m_columns[k.column].pile, k.take);
        return;
    case Qt::Key_S:
        if (!canSplit() || event->modifiers() & ~Qt::KeypadModifier) {
            k = before;
            return BoardView::keyPressEvent(event);
        }
        setSplitMode(!m_splitMode);
        break;
    default:
        // Other keys (Ctrl on its way to a shortcut, say) show no keyboard choice.
        k = before;
        return BoardView::keyPressEvent(event);
    }
    m_keysUsed = true;
    k.column = std::clamp(k.column, 0, columns - 1);
    showColumn(k.column);
    const Column& col = m_columns[k.column];
    int most = int(col.count.get_si());
    while (most > 0 && !isLegal(col.pile, most))
        --most; // the Bash limit, a subtraction game's set
    int least = 1;
    while (least < most && !isLegal(col.pile, least))
        ++least;
    // Step over takes the game does not allow (a subtraction game's set).
    for (int t = k.take + step; step != 0 && t >= least && t <= most; t += step)
        if (isLegal(col.pile, t)) {
            k.take = t;
            break;
        }
    k.take = std::clamp(k.take, least, std::max(least, most));
    updateCaption();
    update();
}

void PileView::focusInEvent(QFocusEvent* event) {
    BoardView::focusInEvent(event);
    if (m_keyChoice.column < 0) m_keyChoice = {columnWithStones(0), 1};
    updateCaption();
    update();
}

void PileView::focusOutEvent(QFocusEvent* event) {
    BoardView::focusOutEvent(event);
    updateCaption();
    update();
}

void PileView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    if (!m_stones) return m_typed->paint(painter, boardRect(), m_columns, m_lastMove, m_hint);
    const auto pv = preview();
    for (const Column& col : m_columns)
        if (!col.area.isEmpty()) paintColumn(painter, col, pv);
    // The keyboard's cursor, from the moment the board has the focus (before any key):
    // a dotted frame around the chosen pile's stones, name and count.
    const int k = m_keyChoice.column;
    if (showsKeyboardCursor() && m_interactive && k >= 0 && k < int(m_columns.size()) &&
        !m_columns[k].area.isEmpty()) {
        const Column& col = m_columns[k];
        const QRect area = col.area;
        const int n = int(col.count.get_si());
        const int labelTop = area.bottom() - 2 * fontMetrics().height() - 6;
        const int top = n > 0 ? stoneRect(col.pile, n - 1).top() - 6 : labelTop - m_stonePitch;
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().color(QPalette::Highlight), lineWidth(2), Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(area.left() + 2, top, area.width() - 4, area.bottom() - top),
                                6, 6);
        painter.restore();
    }
}

void PileView::paintColumn(QPainter& painter, const Column& col, const std::optional<Choice>& pv) {
    const int n = int(col.count.get_si());
    // How many stones from the top the preview takes from this column.
    int previewTake = 0;
    if (pv) {
        const int pvPile = m_columns[pv->column].pile;
        if (pvPile == col.pile || (pvPile == kBoth && col.pile != kBoth)) previewTake = pv->take;
    }
    // A hint names where to click: the ladder's rung for a both-piles move (outlining the
    // piles' stones too would point at a one-pile click), else the stones it takes.
    const bool hintBoth = m_hint && m_rules.takesFromBoth(*m_hint);
    int hintTake = col.pile == kBoth || hintBoth ? 0 : int(takenFrom(m_hint, col.pile).get_si());
    // A split's hint outlines its smaller part on top: clicking its lowest stone cuts there.
    if (m_hint && col.pile != kBoth && m_hint->index() == m_position.index())
        hintTake += int(m_rules.splitPartOf(*m_hint, col.pile).get_si());
    // The rung that takes t from both piles is the t-th from the top.
    int hintRung = -1;
    if (col.pile == kBoth && hintBoth && takenFrom(m_hint, 0) <= col.count)
        hintRung = n - int(takenFrom(m_hint, 0).get_si());
    const int ghosts = col.pile == kBoth ? 0 : int(takenFrom(m_lastMove, col.pile).get_si());
    const QPalette& pal = palette();
    const PileRules& rules = m_rules;
    const auto most = rules.maxTake(m_position);
    for (int i = 0; i < n + ghosts; ++i) {
        const QRect r = stoneRect(col.pile, i);
        if (col.pile == kBoth) {
            painter.save();
            painter.setRenderHint(QPainter::Antialiasing);
            const bool lit = n - i <= previewTake;
            painter.setPen(QPen(pal.color(QPalette::WindowText), lineWidth(1.2)));
            painter.setBrush(lit ? pal.color(QPalette::Highlight) : pal.color(QPalette::Button));
            painter.drawRoundedRect(r, r.height() / 2.0, r.height() / 2.0);
            if (i < n)
                movevalues::paintMark(painter, QRectF(r).center(), r.height() * 0.7,
                                      stoneMark(kBoth, n - i), pal, presentationScale());
            if (i == hintRung) {
                const double ring = lineWidth(stonepainter::kHintRingWidth);
                const double out = ring / 2 - 0.5; // around the rung, not over it
                painter.setPen(QPen(stonepainter::hintColor(pal), ring));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(QRectF(r).adjusted(-out, -out, out, out),
                                        r.height() / 2.0 + out, r.height() / 2.0 + out);
            }
            painter.restore();
            continue;
        }
        StoneLook look = StoneLook::Normal;
        if (i >= n)
            look = StoneLook::Ghost;
        else if (n - i <= previewTake)
            look = StoneLook::Preview;
        else if ((most && n - i > *most) || !rules.allowsTake(m_position, n - i))
            look = StoneLook::Locked; // no move takes this stone and those above it
        stonepainter::paintStone(painter, r, pal, look, i < n && n - i <= hintTake,
                                 presentationScale());
        if (i < n)
            movevalues::paintMark(painter, QRectF(r).center(), r.height() * 0.45,
                                  stoneMark(col.pile, n - i), pal, presentationScale());
    }
    if (m_splitMode && previewTake > 0 && previewTake < n) {
        // The cut: a dashed line between the two piles the split leaves.
        const QRect above = stoneRect(col.pile, n - previewTake), below = stoneRect(col.pile, 0);
        const int y = above.bottom() + (m_stonePitch - above.height()) / 2 + 1;
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(pal.color(QPalette::Highlight), lineWidth(2.5), Qt::DashLine));
        painter.drawLine(below.left() - 8, y, below.right() + 8, y);
        painter.restore();
    }
    const QFontMetrics fm = fontMetrics();
    const int labelTop = col.area.bottom() - 2 * fm.height() - 6;
    painter.setPen(pal.color(QPalette::WindowText));
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    const QString name = pileName(col.pile);
    painter.drawText(QRect(col.area.left(), labelTop, col.area.width(), fm.height()),
                     Qt::AlignCenter, name.left(1).toUpper() + name.mid(1));
    painter.setFont(font());
    const QString& count = col.text;
    painter.drawText(
        QRect(col.area.left(), labelTop + fm.height() + 2, col.area.width(), fm.height()),
        Qt::AlignCenter, count);
    if (most && n > 0) {
        // The limit of one move (the Bash game's K): a bracket beside the stones it may take.
        const int reach = int(std::min<Natural>(*most, col.count).get_si());
        const QRect top = stoneRect(0, n - 1), low = stoneRect(0, n - reach);
        const int x = top.right() + 6;
        painter.setPen(QPen(stonepainter::hintColor(pal).darker(110), lineWidth(1.5)));
        painter.drawLine(x, top.top(), x, low.bottom());
        painter.drawLine(x - 4, top.top(), x, top.top());
        painter.drawLine(x - 4, low.bottom(), x, low.bottom());
        painter.setPen(pal.color(QPalette::WindowText));
        painter.drawText(QRect(x + 4, (top.top() + low.bottom()) / 2 - fm.height() / 2,
                               col.area.right() - x - 4, fm.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, m_mostText);
    }
}
