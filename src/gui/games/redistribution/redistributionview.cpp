// SPDX-License-Identifier: MIT
#include "games/redistribution/redistributionview.h"

#include "boards/boardaccessible.h"
#include "boards/stonepainter.h"
#include "common/messagetext.h"
#include "common/textlines.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

using grundy::Natural;
namespace rd = grundy::redistribution;

namespace {
constexpr int kMaxStones = 40;
constexpr int kMinPitch = 10;

QString pileName(int pile) {
    return RedistributionView::tr("pile %1").arg(pile + 1);
}
} // namespace

RedistributionView::RedistributionView(QWidget* parent)
    : BoardView(parent), m_controlsRow(new QHBoxLayout), m_summary(new QLabel(this)),
      m_confirm(new QPushButton(this)), m_reset(new QPushButton(this)),
      m_scroll(new QScrollBar(Qt::Horizontal, this)) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true); // the stones a click would take light up under the pointer
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addLayout(m_controlsRow);
    m_scroll->hide();
    layout->addWidget(m_scroll);
    connect(m_scroll, &QScrollBar::valueChanged, this, [this] {
        bindControls();
        refresh();
    });
    m_summary->setWordWrap(true);
    // Room for a summary of huge numbers, so it wraps instead of being squeezed.
    m_summary->setMinimumHeight(3 * fontMetrics().height());
    m_summary->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_summary);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_reset);
    buttons->addWidget(m_confirm);
    layout->addLayout(buttons);
    m_confirm->setDefault(true);
    connect(m_confirm, &QPushButton::clicked, this, &RedistributionView::confirm);
    connect(m_reset, &QPushButton::clicked, this, &RedistributionView::reset);
    setPosition(rd::Position{{2, 1, 3}});
    retranslate();
}

void RedistributionView::retranslate() {
    m_confirm->setText(tr("Confirm"));
    m_reset->setText(tr("Reset"));
    setToolTip(tr("Click the pile to take from, then set how many stones leave the game and "
                  "how many go to each other pile.\nKeys: Left/Right choose the pile, Up/Down "
                  "how many leave, Tab to the fields, Enter confirms, Escape resets."));
    m_scroll->setToolTip(tr("More piles"));
    bindControls(); // the piles' tooltips
}

void RedistributionView::setPosition(const grundy::AnyPosition& position,
                                     const std::optional<grundy::AnyMove>& lastMove) {
    const auto* p = std::get_if<rd::Position>(&position);
    if (!p) return;
    const bool resized = p->piles.size() != m_position.piles.size();
    m_position = *p;
    m_marks.clear();
    m_lastMove.reset();
    if (lastMove)
        if (const auto* m = std::get_if<rd::Move>(&*lastMove)) m_lastMove = *m;
    m_hint.reset();
    m_hover.reset();
    if (resized) {
        const QSignalBlocker block(m_scroll);
        m_scroll->setValue(0);
    }
    m_amounts.assign(piles().size(), QString());
    m_source = -1;
    fitColumns();
    refresh();
}

void RedistributionView::addControls() {
    const int k = int(m_boxes.size());
    PileControls c;
    c.box = new QWidget(this);
    auto* v = new QVBoxLayout(c.box);
    v->setContentsMargins(0, 0, 0, 0);
    c.role = new QLabel(c.box);
    c.role->setAlignment(Qt::AlignCenter);
    v->addWidget(c.role);
    auto* h = c.steps = new QHBoxLayout;
    c.minus = new QToolButton(c.box);
    c.minus->setText(QStringLiteral("−"));
    c.edit = new QLineEdit(c.box);
    c.edit->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]*")), c.edit));
    c.edit->setAlignment(Qt::AlignRight);
    setEditWidth(c.edit);
    c.plus = new QToolButton(c.box);
    c.plus->setText(QStringLiteral("+"));
    h->addWidget(c.minus);
    h->addWidget(c.edit, 1);
    h->addWidget(c.plus);
    v->addLayout(h);
    m_controlsRow->addWidget(c.box);
    showSteps(c);
    if (k == 0) c.box->installEventFilter(this); // the stones' size follows its width
    connect(c.minus, &QToolButton::clicked, this, [this, k] { step(m_first + k, -1); });
    connect(c.plus, &QToolButton::clicked, this, [this, k] { step(m_first + k, +1); });
    connect(c.edit, &QLineEdit::textChanged, this, [this, k](const QString& text) {
        m_amounts[m_first + k] = text;
        refresh();
    });
    m_boxes.push_back(c);
}

void RedistributionView::setCompact(bool compact) {
    if (compact == m_compact) return;
    m_compact = compact;
    for (const PileControls& c : m_boxes)
        showSteps(c);
}

void RedistributionView::showSteps(const PileControls& c) const {
    c.minus->setVisible(!m_compact);
    c.plus->setVisible(!m_compact);
    setEditWidth(c.edit);
    // Its minimum size changes now, not at the next layout (the row of − field + is a
    // layout of its own, which the box's does not invalidate).
    for (QLayout* l : c.box->findChildren<QLayout*>())
        l->invalidate();
    c.box->layout()->invalidate();
}

void RedistributionView::fitColumns() {
    const int n = int(piles().size());
    if (m_boxes.empty()) addControls();
    const QMargins margins = layout()->contentsMargins();
    const int room = width() - margins.left() - margins.right();
    // − field + under every pile while they all fit so; else the fields alone (stones
    // clicked, Up/Down and typing still set every amount), which fit about twice as many
    // (12 piles at 1024x768, where − and + showed 5 and a scroll bar); beyond that a
    // scroll bar.
    // Measured, not tried: showing − and + to see whether they fit, then hiding them,
    // made every resize lay the row out twice.
    setCompact(n * columnWidth(false) > room);
    m_shown = std::clamp(room / std::max(1, columnWidth(m_compact)), 1, std::max(1, n));
    m_shown = std::min(m_shown, n);
    while (int(m_boxes.size()) < m_shown)
        addControls();
    {
        const QSignalBlocker block(m_scroll); // this is the layout the scroll bar asks for
        m_scroll->setRange(0, n - m_shown);
        m_scroll->setPageStep(std::max(1, m_shown));
    }
    if (m_scroll->isHidden() == (m_shown < n)) m_scroll->setVisible(m_shown < n);
    bindControls();
}

void RedistributionView::bindControls() {
    m_first = m_scroll->value();
    for (int k = 0; k < int(m_boxes.size()); ++k) {
        const PileControls& c = m_boxes[k];
        const bool used = k < m_shown;
        if (c.box->isHidden() == used) c.box->setVisible(used);
        if (!used) continue;
        const int pile = m_first + k;
        c.minus->setToolTip(tr("One stone fewer for %1").arg(pileName(pile)));
        c.plus->setToolTip(tr("One stone more for %1").arg(pileName(pile)));
        // − and + are symbols: a screen reader says what they do instead.
        c.minus->setAccessibleName(c.minus->toolTip());
        c.plus->setAccessibleName(c.plus->toolTip());
        const QSignalBlocker block(c.edit);
        if (c.edit->text() != m_amounts[pile]) c.edit->setText(m_amounts[pile]);
    }
}

void RedistributionView::showPile(int pile) {
    if (pile < 0 || pile >= int(piles().size()) || inView(pile)) return;
    m_scroll->setValue(pile < m_first ? pile : pile - m_shown + 1);
}

void RedistributionView::setAmount(int pile, const QString& text) {
    m_amounts[pile] = text;
    if (inView(pile)) {
        const QSignalBlocker block(controls(pile).edit);
        controls(pile).edit->setText(text);
    }
}

void RedistributionView::setInteractive(bool interactive) {
    m_interactive = interactive;
    refresh();
}

void RedistributionView::showHint(const grundy::AnyMove& move) {
    if (const auto* m = std::get_if<rd::Move>(&move)) {
        m_hint = *m;
        showPile(int(m->pile));
        // The fields hold the hinted move, ready to confirm.
        if (chooseSource(int(m->pile))) {
            setAmount(int(m->pile), QString::fromStdString(grundy::toString(m->removed)));
            for (const auto& [to, stones] : m->gifts)
                setAmount(int(to), QString::fromStdString(grundy::toString(stones)));
            refresh();
        }
    }
    update();
}

bool RedistributionView::chooseSource(int pile) {
    if (pile < 0 || pile >= int(piles().size()) || piles()[pile] <= 0 || !m_interactive)
        return false;
    m_source = pile;
    for (int i = 0; i < int(piles().size()); ++i)
        setAmount(i, i == pile ? QStringLiteral("1") : QStringLiteral("0"));
    showPile(pile);
    refresh();
    return true;
}

void RedistributionView::reset() {
    m_source = -1;
    for (int i = 0; i < int(piles().size()); ++i)
        setAmount(i, QString());
    refresh();
}

Natural RedistributionView::amount(int pile) const {
    return stonepainter::parseNatural(m_amounts[pile]).value_or(Natural(0));
}

void RedistributionView::step(int pile, int delta) {
    if (m_source < 0) return;
    const Natural now = amount(pile);
    const Natural next = delta < 0 && now <= 0 ? Natural(0) : Natural(now + delta);
    setAmount(pile, QString::fromStdString(grundy::toString(next)));
    refresh();
}

std::optional<rd::Move> RedistributionView::preparedMove() const {
    if (m_source < 0) return std::nullopt;
    rd::Move m;
    m.pile = std::size_t(m_source);
    for (int i = 0; i < int(piles().size()); ++i) {
        if (piles()[i] <= 0) continue;
        const auto n = stonepainter::parseNatural(m_amounts[i]);
        if (!n) return std::nullopt;
        if (i == m_source)
            m.removed = *n;
        else if (*n > 0)
            m.gifts.emplace_back(std::size_t(i), *n);
    }
    return m;
}

void RedistributionView::refresh() {
    const auto move = preparedMove();
    QString text;
    bool legal = false;
    if (m_source < 0) {
        text = m_interactive ? tr("Click the pile to take stones from.") : idleText();
    } else if (!move) {
        text = tr("Type a number of stones in every field.");
    } else {
        text = tr("remove %1 from %2")
                   .arg(stonepainter::formatNatural(move->removed), pileName(m_source));
        for (const auto& [to, stones] : move->gifts)
            text += tr(", give %1 to %2")
                        .arg(stonepainter::wrappableNatural(stones), pileName(int(to)));
        try {
            rd::apply(m_position, *move);
            legal = true;
        } catch (const grundy::MessageError& e) {
            text +=
                QStringLiteral(" — ") + tr("not allowed: %1").arg(MessageText::text(e.message()));
        }
    }
    if (legal && moveValuesShown())
        text = movevalues::withValue(text, moveJudge().valueOf(m_position, *move));
    if (const QString note = valuesNote(); !note.isEmpty()) text = tr("%1\n%2").arg(text, note);
    m_summary->setText(text);
    m_confirm->setEnabled(m_interactive && legal);
    m_reset->setEnabled(m_interactive && m_source >= 0);
    for (int i = m_first; i < m_first + m_shown; ++i) {
        const PileControls& c = controls(i);
        const bool inPlay = piles()[i] > 0;
        c.role->setText(roleWords(!inPlay ? Role::Empty : i == m_source ? Role::Source : Role::Receiver));
        c.edit->setAccessibleName(i == m_source
                                      ? tr("Stones of %1 that leave the game").arg(pileName(i))
                                      : tr("Stones given to %1").arg(pileName(i)));
        c.box->setEnabled(m_interactive && inPlay && m_source >= 0);
    }
    // Stones while everything drawn fits, bars otherwise.
    Natural tallest = 0;
    for (int i = 0; i < int(piles().size()); ++i) {
        Natural extra = 0;
        if (move && i != m_source) extra = amount(i);
        if (m_lastMove && std::size_t(i) == m_lastMove->pile) {
            extra = m_lastMove->removed;
            for (const auto& g : m_lastMove->gifts)
                extra += g.second;
        }
        tallest = std::max<Natural>(tallest, piles()[i] + extra);
    }
    const int usable = boardRect().height() - labelHeight() - 4;
    // Stones grow with the columns (a large window), up to twice their usual largest size.
    const double scale = presentationScale();
    const int columnW = m_boxes.empty() ? 0 : m_boxes.front().box->width();
    const int maxPitch = std::max(int(32 * scale), std::min(int(64 * scale), columnW * 3 / 4));
    // A tall pile on a low board gets its stones side by side in rows (boards/stonestack.h).
    m_stack = tallest > 0 && tallest <= kMaxStones
                  ? StoneStack::largest(int(tallest.get_si()), usable,
                                        [&](int across) {
                                            return across == 1 ? maxPitch
                                                               : std::min(int(64 * scale),
                                                                          StoneStack::pitchForWidth(columnW, across));
                                        })
                  : StoneStack{maxPitch, 1};
    m_stones = tallest <= kMaxStones && m_stack.pitch >= kMinPitch;
    update();
}

void RedistributionView::confirm() {
    const auto move = preparedMove();
    if (!m_interactive || !move || !rd::isLegal(m_position, *move)) return;
    emit moveRequested(*move);
}

int RedistributionView::labelHeight() const {
    // The name line plus the exact count, wrapped to the column: huge counts take lines.
    const QFontMetrics fm = fontMetrics();
    int countH = fm.height();
    for (int i = m_first; i < m_first + m_shown; ++i) {
        const int w = std::max(40, controls(i).box->width());
        const QString count =
            stonepainter::wrappedCount(stonepainter::abridgedNatural(piles()[i]), fm, w);
        countH = std::max(countH, fm.boundingRect(QRect(0, 0, w, 100000), 0, count).height());
    }
    return fm.height() + countH + 8;
}

QString RedistributionView::summary() const {
    return m_summary->text();
}

QRect RedistributionView::boardRect() const {
    const int bottom = m_boxes.empty() ? height() : m_boxes.front().box->geometry().top();
    return QRect(0, 0, width(), bottom - 4);
}

QRect RedistributionView::pileRect(int pile) const {
    if (!inView(pile)) return {};
    const QRect box = controls(pile).box->geometry();
    const QRect board = boardRect();
    return QRect(box.left(), board.top(), box.width(), board.height());
}

QString RedistributionView::partText(int part) const {
    if (part < 0 || part >= partCount()) return {};
    const Natural& count = piles()[std::size_t(part)];
    const QString text =
        BoardAccessible::pileText(pileName(part), count, stonepainter::abridgedNatural(count));
    if (!moveValuesShown() || !m_stones || count <= 0) return text;
    QStringList winning;
    const std::vector<MoveValue>& marks = stoneMarks(part);
    for (int k = 1; k <= int(marks.size()); ++k)
        if (marks[k - 1] == MoveValue::Winning) winning << QString::number(k);
    // Only removals alone are drawn; a move that also gives stones away is said in the
    // summary once it is prepared.
    if (winning.isEmpty())
        return tr("%1. Removing stones from it alone is a losing move.").arg(text);
    return tr("%1. Removing %2 of its stones (and giving none) is a winning move; removing "
              "another number is a losing move.")
        .arg(text, winning.join(QStringLiteral(", ")));
}

void RedistributionView::moveValuesChanged() {
    refresh(); // the summary says the prepared move's value, and the board's winning move
}

const std::vector<MoveValue>& RedistributionView::stoneMarks(int pile) const {
    auto it = m_marks.find(pile);
    if (it != m_marks.end()) return it->second;
    std::vector<MoveValue> marks;
    const Natural& n = piles()[std::size_t(pile)];
    if (n <= 2 * kMaxStones)
        for (int k = 1; k <= int(n.get_si()); ++k)
            marks.push_back(moveJudge().valueOf(m_position, rd::Move{std::size_t(pile), k, {}}));
    return m_marks.emplace(pile, std::move(marks)).first->second;
}

QString RedistributionView::valuesNote() const {
    if (!moveValuesShown() || rd::isOver(m_position)) return {};
    const auto winning = moveJudge().winningMovesOf<rd::Move>(m_position);
    // The game's construction finds one winning move; others may exist, so only a lost
    // position says that every move loses.
    if (winning.empty()) return tr("Move values: every move here loses.");
    return tr("Move values: a winning move is %1.")
        .arg(MessageText::text(rd::describeMove(m_position, winning.front())));
}

MoveValue RedistributionView::markedValue(const grundy::AnyMove& move) const {
    const auto* m = std::get_if<rd::Move>(&move);
    if (!m || !moveValuesShown() || !rd::isLegal(m_position, *m)) return MoveValue::None;
    if (m->gifts.empty() && m_stones) {
        const auto& marks = stoneMarks(int(m->pile));
        if (m->removed <= int(marks.size())) return marks[m->removed.get_ui() - 1];
    }
    const auto prepared = preparedMove();
    return prepared && *prepared == *m ? moveJudge().valueOf(m_position, *m) : MoveValue::None;
}

QRect RedistributionView::stoneRect(int pile, int index) const {
    const QRect area = pileRect(pile);
    if (!m_stones || area.isEmpty() || index < 0 || index >= 2 * kMaxStones) return {};
    const int d = m_stack.pitch - 2;
    const QPoint c = QPoint(area.center().x(), area.bottom() - labelHeight()) + m_stack.centre(index);
    return QRect(c.x() - d / 2, c.y() - d / 2, d, d);
}

int RedistributionView::fieldWidth(const QFontMetrics& fm, bool compact) {
    // Three digits in a compact column, five beside − and +, and the field's frame.
    return fm.horizontalAdvance(compact ? QStringLiteral("000") : QStringLiteral("00000")) + 12;
}

void RedistributionView::setEditWidth(QLineEdit* edit) const {
    edit->setMinimumWidth(fieldWidth(edit->fontMetrics(), m_compact));
}

QFont RedistributionView::nameFont() const {
    // The widest name fits its column: its letters shrink down to 70 % (as the pile
    // boards' names do) before they would run into the next column.
    int width = std::numeric_limits<int>::max();
    for (int i = m_first; i < m_first + m_shown; ++i)
        width = std::min(width, pileRect(i).width());
    QFont f = font();
    const int widest = QFontMetrics(f).horizontalAdvance(
        tr("Pile %1").arg(int(piles().size())));
    if (widest > width - 4 && widest > 0)
        return textlines::scaledFont(f, std::max(0.7, 0.96 * (width - 4) / widest));
    return f;
}

void RedistributionView::layoutChanged() {
    m_summary->setMinimumHeight(3 * fontMetrics().height());
    for (const PileControls& c : m_boxes)
        setEditWidth(c.edit);
    fitColumns();
    refresh();
}

bool RedistributionView::eventFilter(QObject* watched, QEvent* event) {
    // The columns' width is known once the layout has placed them (after resizeEvent and
    // after the − and + come or go): the stones are sized for it then.
    if (event->type() == QEvent::Resize && !m_boxes.empty() && watched == m_boxes.front().box)
        refresh();
    return BoardView::eventFilter(watched, event);
}

void RedistributionView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    fitColumns(); // how many piles are in view follows the width
    refresh();    // the stone size follows the height
}

std::optional<std::pair<int, int>> RedistributionView::stoneAt(const QPoint& at) const {
    if (!m_stones) return std::nullopt;
    for (int pile = m_first; pile < m_first + m_shown; ++pile) {
        if (!pileRect(pile).contains(at)) continue;
        const int n = int(piles()[pile].get_si());
        for (int stone = 0; stone < n; ++stone)
            if (stoneRect(pile, stone).contains(at)) return std::pair{pile, n - stone};
    }
    return std::nullopt;
}

void RedistributionView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const QPoint at = event->position().toPoint();
    for (int pile = m_first; pile < m_first + m_shown; ++pile) {
        if (!pileRect(pile).contains(at) || !chooseSource(pile)) continue;
        // A click on a stone removes it and every stone above it, as on the other boards.
        if (const auto stone = stoneAt(at)) {
            setAmount(pile, QString::number(stone->second));
            refresh();
        }
        return;
    }
}

void RedistributionView::mouseMoveEvent(QMouseEvent* event) {
    const auto hover = m_interactive ? stoneAt(event->position().toPoint()) : std::nullopt;
    if (hover != m_hover) {
        m_hover = hover;
        update();
    }
}

void RedistributionView::leaveEvent(QEvent* event) {
    BoardView::leaveEvent(event);
    if (m_hover) {
        m_hover.reset();
        update();
    }
}

void RedistributionView::keyPressEvent(QKeyEvent* event) {
    const int n = int(piles().size());
    auto nextInPlay = [&](int from, int dir) {
        for (int i = from + dir; i >= 0 && i < n; i += dir)
            if (piles()[i] > 0) return i;
        return m_source;
    };
    switch (event->key()) {
    case Qt::Key_Left:
        chooseSource(nextInPlay(m_source < 0 ? n : m_source, -1));
        break;
    case Qt::Key_Right:
        chooseSource(nextInPlay(m_source, +1));
        break;
    case Qt::Key_Up:
        step(std::max(m_source, 0), +1);
        break;
    case Qt::Key_Down:
        step(std::max(m_source, 0), -1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        confirm();
        break;
    case Qt::Key_Escape:
        reset();
        break;
    default:
        BoardView::keyPressEvent(event);
    }
}

void RedistributionView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const auto move = preparedMove();
    for (int i = m_first; i < m_first + m_shown; ++i) {
        Natural leaving = 0, removed = 0, incoming = 0;
        if (move && i == m_source) {
            removed = move->removed;
            leaving = removed;
            for (const auto& g : move->gifts)
                leaving += g.second;
        } else if (move) {
            for (const auto& g : move->gifts)
                if (int(g.first) == i) incoming = g.second;
        }
        if (m_hover && m_hover->first == i) {
            // What a click here would take lights up, as on the other boards.
            leaving = Natural(m_hover->second);
            removed = 0;
        }
        paintPile(painter, i, leaving, removed, incoming);
    }
}

Natural RedistributionView::takenBy(const std::optional<rd::Move>& move, int pile) const {
    Natural t = 0;
    if (move && int(move->pile) == pile) {
        t = move->removed;
        for (const auto& g : move->gifts)
            t += g.second;
    }
    return t;
}

stonepainter::BarParts RedistributionView::barParts(int pile) const {
    if (m_stones || pile < 0 || pile >= int(piles().size())) return {};
    // One linear scale for every bar: the tallest pile (before the last move) fills its bar.
    Natural tallest = 0;
    for (int p = 0; p < int(piles().size()); ++p)
        tallest = std::max<Natural>(tallest, piles()[p] + takenBy(m_lastMove, p));
    return stonepainter::barParts(piles()[pile], takenBy(m_lastMove, pile), takenBy(m_hint, pile),
                                  tallest);
}

void RedistributionView::paintPile(QPainter& painter, int pile, const Natural& leaving,
                                   const Natural& removed, const Natural& incoming) {
    const QPalette& pal = palette();
    const QRect area = pileRect(pile);
    const Natural& size = piles()[pile];
    const QFontMetrics fm = fontMetrics();
    const int labelTop = area.bottom() - labelHeight() + 4;
    // What the last move and the hint took from this pile.
    const Natural ghosts = takenBy(m_lastMove, pile), hinted = takenBy(m_hint, pile);
    if (size <= 0 && ghosts <= 0) {
        QColor dim = pal.color(QPalette::WindowText);
        dim.setAlphaF(0.4);
        painter.setPen(QPen(dim, lineWidth(1), Qt::DashLine));
        const int h = int(34 * presentationScale());
        painter.drawRoundedRect(QRect(area.left() + 6, labelTop - h - 6, area.width() - 12, h), 6,
                                6);
    }
    if (m_stones) {
        const int n = int(size.get_si());
        const int total = n + int(std::max(incoming, ghosts).get_si());
        for (int i = 0; i < total; ++i) {
            StoneLook look = StoneLook::Normal;
            if (i >= n)
                look = incoming > 0 ? StoneLook::Incoming : StoneLook::Ghost;
            else if (n - i <= removed)
                look = StoneLook::Ghost;
            else if (n - i <= leaving)
                look = StoneLook::Preview;
            stonepainter::paintStone(painter, stoneRect(pile, i), pal, look,
                                     i < n && n - i <= hinted, presentationScale());
            if (i < n && moveValuesShown())
                movevalues::paintMark(painter, QRectF(stoneRect(pile, i)).center(),
                                      stoneRect(pile, i).height() * 0.45,
                                      stoneMarks(pile)[std::size_t(n - i - 1)], pal,
                                      presentationScale());
        }
    } else {
        const double barW = 32 * presentationScale();
        const QRectF bar(area.center().x() - barW / 2, area.top() + 8, barW,
                         std::max(10, labelTop - area.top() - 16));
        stonepainter::paintBar(painter, bar, barParts(pile), pal, pile == m_source,
                               presentationScale());
    }
    painter.setPen(pal.color(QPalette::WindowText));
    QFont bold = nameFont();
    bold.setBold(pile == m_source);
    painter.setFont(bold);
    painter.drawText(QRect(area.left(), labelTop, area.width(), fm.height()), Qt::AlignCenter,
                     tr("Pile %1").arg(pile + 1));
    painter.setFont(font());
    painter.drawText(
        QRect(area.left(), labelTop + fm.height() + 2, area.width(),
              area.bottom() - labelTop - fm.height()),
        Qt::AlignCenter,
        stonepainter::wrappedCount(stonepainter::abridgedNatural(size), fm, area.width()));
    // The keyboard's cursor: the source, or before one is chosen the pile → would choose.
    const auto inPlay =
        std::find_if(piles().begin(), piles().end(), [](const Natural& n) { return n > 0; });
    const bool cursor =
        m_source >= 0 ? pile == m_source : m_interactive && pile == int(inPlay - piles().begin());
    if (cursor && showsKeyboardCursor()) {
        QPen pen(pal.color(QPalette::Highlight), lineWidth(2), Qt::DotLine);
        painter.setPen(pen);
        painter.drawRect(area.adjusted(1, 1, -2, 2)); // below the count, not through it
    }
}

QSize RedistributionView::sizeHint() const {
    Natural tallest = 0;
    for (const Natural& p : piles())
        tallest = std::max(tallest, p);
    const int stones = tallest <= kMaxStones ? int(tallest.get_si()) + 2 : 8;
    const double scale = presentationScale();
    return {std::max(int(420 * scale), columnsWidth(kShownPiles) + 40),
            std::min(stones, 24) * int(24 * scale) + 8 * fontMetrics().height() + 40};
}

QString RedistributionView::roleWords(Role role) {
    // One short word: a column is as wide as its longest, and the source's old words
    // ("leave the game") widened its column and moved every pile after it. An empty pile
    // (out of play, its field disabled) says nothing.
    switch (role) {
    case Role::Source: return tr("take");
    case Role::Receiver: return tr("give");
    case Role::Empty: return QString();
    }
    return {};
}

int RedistributionView::columnWidth(bool compact) const {
    // The longest word a column may carry, over its field (and − and + beside it).
    const QFontMetrics fm = fontMetrics();
    int words = 0;
    for (const Role role : {Role::Source, Role::Receiver, Role::Empty})
        words = std::max(words, fm.horizontalAdvance(roleWords(role)));
    int controls = fieldWidth(fm, compact);
    if (!compact && !m_boxes.empty()) {
        const PileControls& c = m_boxes.front();
        controls += c.minus->sizeHint().width() + c.plus->sizeHint().width() + 2 * c.steps->spacing();
    }
    return std::max(words, controls) + m_controlsRow->spacing();
}

int RedistributionView::columnsWidth(int most) const {
    const QMargins margins = layout()->contentsMargins();
    return std::min(int(piles().size()), most) * columnWidth(m_compact) + margins.left() + margins.right();
}

QSize RedistributionView::minimumSizeHint() const {
    int h = labelHeight() + 10 * fontMetrics().height() + 60;
    if (int(piles().size()) > kMinShownPiles) h += m_scroll->sizeHint().height();
    // From the compact columns whatever the board shows now, so that the minimum does not
    // depend on whether − and + are shown (it grew after a round of presentation mode).
    const QMargins margins = layout()->contentsMargins();
    const int columns = std::min(int(piles().size()), kMinShownPiles) * columnWidth(true) +
                        margins.left() + margins.right();
    return {std::max(columns, 300), h};
}
