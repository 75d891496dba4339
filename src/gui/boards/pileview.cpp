// SPDX-License-Identifier: MIT
#include "boards/pileview.h"

#include "boards/boardaccessible.h"
#include "boards/movemarks.h"
#include "boards/pilecolumnpainter.h"
#include "boards/stonepainter.h"
#include "common/messagetext.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using grundy::AnyMove;
using grundy::Natural;

PileView::PileView(const PileRules& rules, const grundy::AnyPosition& position, QWidget* parent)
    : BoardView(parent), m_rules(rules), m_position(position),
      m_scroll(new QScrollBar(Qt::Horizontal, this)), m_splitButton(new PileSplitSwitch(this)),
      m_caption(new QLabel(this)), m_typed(new TypedPileMoves(this, rules, position)),
      m_layout(*this, rules, *m_scroll) {
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
    m_splitButton->retranslate();
    updateToolTip();
    updateMostText();
    m_typed->retranslate();
}

void PileView::updateMostText() {
    const auto most = m_rules.maxTake(m_position);
    m_layout.setMostText(most ? tr("up to %1").arg(stonepainter::abridgedNatural(*most))
                              : QString());
}

QString PileView::pileName(int pile) const {
    return m_rules.pileName(pile);
}

AnyMove PileView::moveFor(int pile, const Natural& take) const {
    const PileRules& rules = m_rules;
    if (splitMode() && pile != kBoth) return rules.splitMove(m_position, pile, take);
    return rules.moveFor(pile, take);
}

bool PileView::canSplit() const {
    return m_rules.canSplit();
}

void PileView::setSplitMode(bool on) {
    if (!m_splitButton->turn(on && canSplit() && m_interactive)) return;
    m_longestHint.clear(); // the split's words are measured too
    updateToolTip();
    updateCaption();
    update();
}

PileWords PileView::words() const {
    return {m_rules, m_position};
}

QString PileView::describeChoice(int pile, const Natural& take) const {
    if (!splitMode())
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
    if (splitMode() && !canSplit()) setSplitMode(false);
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
    m_keyChoice.column = m_layout.columnWithStones(cursorWas);
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
    if (!m_layout.stones()) m_typed->fillIn(move);
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
    const int c = m_layout.columnOf(pile);
    if (m_layout.stones() || c < 0) return {};
    return m_typed->barParts(m_layout.columns(), m_lastMove, m_hint)[c];
}

QStringList PileView::barNotes() const {
    return m_layout.stones() ? QStringList() : m_typed->notes(m_lastMove, m_hint);
}

QString PileView::countText(int pile) const {
    return pile >= 0 && pile < int(m_countTexts.size()) ? m_countTexts[pile] : QString();
}

void PileView::layoutBoard() {
    const auto numbers = m_rules.piles(m_position);
    Natural tallest = 0;
    for (int p = 0; p < static_cast<int>(numbers.size()); ++p)
        tallest = std::max<Natural>(tallest, numbers[p] + takenFrom(m_lastMove, p));
    const bool wereStones = m_layout.stones();
    // Decide on the height without the typed row, so showing it cannot flip the mode.
    m_layout.start(numbers, m_countTexts, tallest, height() - m_caption->sizeHint().height());
    const bool stones = m_layout.stones();
    if (stones != wereStones || typedRow()->isHidden() == !stones) typedRow()->setVisible(!stones);
    m_splitButton->showIf(stones && canSplit());
    updateToolTip();
    m_layout.arrange(boardRect(), tallest); // below the Split switch, just shown or hidden
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

int PileView::tallestStack() const {
    int tallest = 0;
    for (const Natural& n : m_rules.piles(m_position))
        tallest = std::max(tallest, n <= kMaxStones ? int(n.get_si()) : 0);
    return tallest;
}

QSize PileView::sizeHint() const {
    const int tallest = tallestStack();
    const int textH = fontMetrics().height();
    const double scale = presentationScale();
    // Room for every column at a comfortable stone size, its name and count included.
    const int pitch = int(28 * scale);
    const int columnsW =
        m_layout.columnsWidth(m_layout.maxPitch(), false, PileLayout::kGap, kMinShownColumns);
    const int w = std::max({int(360 * scale), columnsW + 40, typedRow()->sizeHint().width() + 20});
    if (!m_layout.stones())
        return {std::max(w, int(420 * scale)), 14 * textH + typedRow()->sizeHint().height() + 80};
    return {w, std::min(tallest, kMaxStones) * pitch + 6 * textH + 60 + PileLayout::kTop};
}

QSize PileView::minimumSizeHint() const {
    const int textH = fontMetrics().height();
    // Every column with its name and count, the stones at their smallest.
    const int columnsW = m_layout.columnsWidth(PileLayout::kMinPitch, true, 4, kMinShownColumns);
    // The typed row at its narrowest (buttons under the field) inside the margins.
    const QMargins margins = layout()->contentsMargins();
    const QSize row = typedRow()->minimumSizeHint();
    const int rowW = row.width() + margins.left() + margins.right();
    const int w = std::max({260, columnsW + 8, rowW});
    // The caption as it wraps at the board's width, or at this width before the board has
    // one: its size hint wrapped it for a narrower label, nine lines in presentation mode,
    // and the window outgrew a projector.
    const int captionW = std::max(w, width()) - margins.left() - margins.right();
    const int captionH = std::max(m_caption->minimumHeight(), m_caption->heightForWidth(captionW));
    int h = 8 * textH + 60;
    // Short piles need less: their stones at the smallest pitch with the names, counts and
    // caption (as PileLayout::start measures them). Nim 3, 5 asked 172 px in a sum beside
    // Kayles, and the sum scrolled on a 1024x768 screen.
    if (const int tallest = tallestStack(); m_layout.stones() && tallest > 0 && !m_rules.canSplit())
        h = std::min(h, captionH + m_layout.heightBesideStones() + tallest * PileLayout::kMinPitch +
                            margins.top() + margins.bottom());
    if (int(m_layout.columns().size()) > kMinShownColumns) h += m_scroll->sizeHint().height();
    if (!m_layout.stones()) {
        // The bars with their notes, names and counts, the caption and the row.
        // Six lines of bar: its name, count and notes above a bar still a few lines tall.
        h = std::max(h, 6 * textH + 40 + captionH + row.height() + margins.top() + margins.bottom());
    }
    return {w, h};
}

int PileView::wordsHeight() const {
    // The caption under the board and each column's name and count (see PileLayout::start).
    return m_caption->sizeHint().height() + 2 * fontMetrics().height();
}

QRect PileView::stoneRect(int pile, int index) const {
    const int c = m_layout.columnOf(pile);
    if (!m_layout.stones() || c < 0 || index < 0 || index >= kMaxStones * 2) return {};
    const Column& col = m_layout.columns()[c];
    if (col.area.isEmpty()) return {}; // scrolled out of view
    if (index >= col.count + (pile == kBoth ? Natural(0) : takenFrom(m_lastMove, pile))) return {};
    return m_layout.stoneRect(col, index);
}

QRect PileView::pileRect(int pile) const {
    const int c = m_layout.columnOf(pile);
    return c < 0 ? QRect() : m_layout.columns()[c].area;
}

QString PileView::partText(int part) const {
    if (part < 0 || part >= partCount()) return {};
    const Column& col = m_layout.columns()[std::size_t(part)];
    const QString text =
        col.pile == kBoth
            ? BoardAccessible::ladderText(pileName(kBoth), stonepainter::abridgedNatural(col.count))
            : BoardAccessible::pileText(pileName(col.pile), col.count, col.text);
    return moveValuesShown() ? movevalues::withPartValues(text, winningIn(col.pile)) : text;
}

void PileView::moveValuesChanged() {
    // The bars mark the listed winning moves (every winning take is listed, whatever the
    // size) and say that the rest lose; the stones' marks are worked out when first drawn.
    m_typed->setWinningMoves(moveValuesShown() ? std::optional(moveJudge().winningMoves(m_position))
                                               : std::nullopt);
    updateCaption();
}

const PileMarks& PileView::marks() const {
    if (!m_marks) m_marks.emplace(m_rules, moveJudge(), m_position, kMaxStones);
    return *m_marks;
}

MoveValue PileView::stoneMark(int pile, int take) const {
    if (!moveValuesShown() || !m_layout.stones() || take < 1) return MoveValue::None;
    return marks().at(pile, take, splitMode() && pile != kBoth);
}

MoveValue PileView::markedValue(const AnyMove& move) const {
    if (!moveValuesShown() || !grundy::isLegal(m_position, move)) return MoveValue::None;
    if (!m_layout.stones()) return m_typed->markedValue(move, moveJudge());
    return marks().of(move);
}

QStringList PileView::winningIn(int pile) const {
    // The winning moves of this column: its takes, and its splits.
    QStringList winning;
    const auto addWinning = [&](const AnyMove& move) {
        winning << MessageText::text(grundy::describeMove(m_position, move));
    };
    const PileRules& rules = m_rules;
    if (m_layout.stones()) {
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
    return part >= 0 && part < partCount() ? m_layout.columns()[std::size_t(part)].area : QRect();
}

int PileView::focusedPart() const {
    return m_layout.stones() && m_keyChoice.column < partCount() ? m_keyChoice.column : -1;
}

PileView::Choice PileView::choiceAt(const QPoint& pos) const {
    const auto [column, take] = m_layout.stoneAt(pos);
    return {column, take};
}

std::optional<PileView::Choice> PileView::preview() const {
    if (!m_interactive || !m_layout.stones()) return std::nullopt;
    if (m_hover) return m_hover;
    if (hasFocus() && m_keysUsed && m_keyChoice.column >= 0 &&
        m_keyChoice.column < int(m_layout.columns().size()))
        return m_keyChoice;
    return std::nullopt;
}

void PileView::updateCaption() {
    QString text;
    if (const auto pv = preview()) {
        text = describeChoice(m_layout.columns()[pv->column].pile, pv->take);
        // The value under the pointer in words too: "take 3 from pile 2: winning move".
        text =
            movevalues::withValue(text, stoneMark(m_layout.columns()[pv->column].pile, pv->take));
    } else if (!m_interactive) {
        text = idleText();
    } else if (m_hint && m_layout.stones()) {
        text = words().hint(*m_hint, splitMode());
    } else {
        text = words().help(m_layout.stones(), splitMode());
    }
    // A game whose limit changes with play says first what this move may take.
    const QString note = m_rules.limitText(m_position, m_lastMove);
    const auto withNote = [&](const QString& line) {
        return note.isEmpty() ? line : note + QLatin1Char('\n') + line;
    };
    m_caption->setText(withNote(text));
    // Room for the longest line it may show, so that a hint or the idle line appearing
    // does not move the stones under the pointer.
    QStringList reserved{withNote(words().help(m_layout.stones(), splitMode())),
                         withNote(idleText())};
    if (m_layout.stones() && m_longestHint.isEmpty())
        m_longestHint = words().longestHint(splitMode());
    if (m_layout.stones()) reserved << withNote(m_longestHint);
    stonepainter::reserveCaptionHeight(m_caption, reserved);
}

void PileView::updateToolTip() {
    const QString tip = words().toolTip(m_layout.stones(), splitMode());
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
    if (m_interactive && m_layout.stones()) {
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
    if (!m_layout.stones()) {
        for (const Column& col : m_layout.columns())
            if (col.area.contains(pos)) {
                m_typed->choosePile(col.pile);
                update();
            }
        return;
    }
    const Choice c = choiceAt(pos);
    if (c.column >= 0) request(m_layout.columns()[c.column].pile, c.take);
}

void PileView::keyPressEvent(QKeyEvent* event) {
    if (!m_interactive || !m_layout.stones() || m_layout.columns().empty())
        return BoardView::keyPressEvent(event);
    Choice& k = m_keyChoice;
    const int columns = int(m_layout.columns().size());
    const Choice before = k;
    int step = 0; // Up/Down: to the next legal take that way
    if (k.column < 0)
        k = {std::max(0, m_layout.columnWithStones(0)), 1}; // keys before focus arrived
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
        if (k.column >= 0) request(m_layout.columns()[k.column].pile, k.take);
        return;
    case Qt::Key_S:
        if (!canSplit() || event->modifiers() & ~Qt::KeypadModifier) {
            k = before;
            return BoardView::keyPressEvent(event);
        }
        setSplitMode(!splitMode());
        break;
    default:
        // Other keys (Ctrl on its way to a shortcut, say) show no keyboard choice.
        k = before;
        return BoardView::keyPressEvent(event);
    }
    m_keysUsed = true;
    k.column = std::clamp(k.column, 0, columns - 1);
    m_layout.showColumn(k.column);
    const Column& col = m_layout.columns()[k.column];
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
    if (m_keyChoice.column < 0) m_keyChoice = {m_layout.columnWithStones(0), 1};
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
    const auto& columns = m_layout.columns();
    if (!m_layout.stones())
        return m_typed->paint(painter, boardRect(), columns, m_layout.nameFont(), m_lastMove,
                              m_hint);
    PileColumnPainter stones(painter, *this, m_layout, m_rules, m_position,
                             [this](int pile, int take) { return stoneMark(pile, take); });
    const auto pv = preview();
    for (const Column& col : columns)
        if (!col.area.isEmpty()) stones.paint(col, lookOf(col, pv));
    // The keyboard's cursor, from the moment the board has the focus (before any key).
    const int k = m_keyChoice.column;
    if (showsKeyboardCursor() && m_interactive && k >= 0 && k < int(columns.size()) &&
        !columns[k].area.isEmpty())
        stones.paintCursor(columns[k]);
}

PileColumnLook PileView::lookOf(const Column& col, const std::optional<Choice>& pv) const {
    PileColumnLook look;
    look.split = splitMode();
    const int n = int(col.count.get_si());
    // How many stones from the top the preview takes from this column.
    if (pv) {
        const int pvPile = m_layout.columns()[pv->column].pile;
        if (pvPile == col.pile || (pvPile == kBoth && col.pile != kBoth))
            look.previewTake = pv->take;
    }
    // A hint names where to click: the ladder's rung for a both-piles move (outlining the
    // piles' stones too would point at a one-pile click), else the stones it takes.
    const bool hintBoth = m_hint && m_rules.takesFromBoth(*m_hint);
    look.hintTake = col.pile == kBoth || hintBoth ? 0 : int(takenFrom(m_hint, col.pile).get_si());
    // A split's hint outlines its smaller part on top: clicking its lowest stone cuts there.
    if (m_hint && col.pile != kBoth && m_hint->index() == m_position.index())
        look.hintTake += int(m_rules.splitPartOf(*m_hint, col.pile).get_si());
    // The rung that takes t from both piles is the t-th from the top.
    if (col.pile == kBoth && hintBoth && takenFrom(m_hint, 0) <= col.count)
        look.hintRung = n - int(takenFrom(m_hint, 0).get_si());
    look.ghosts = col.pile == kBoth ? 0 : int(takenFrom(m_lastMove, col.pile).get_si());
    return look;
}
