// SPDX-License-Identifier: MIT
#include "boards/typedpilemoves.h"

#include "boards/stonepainter.h"
#include "common/messagetext.h"
#include "common/presentation.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QStringList>

#include <algorithm>
#include <vector>

using grundy::AnyMove;
using grundy::Natural;

namespace {
QString capitalised(const QString& s) {
    return s.left(1).toUpper() + s.mid(1);
}
} // namespace

TypedPileMoves::TypedPileMoves(QWidget* board, const PileRules& rules,
                               const grundy::AnyPosition& position)
    : QObject(board), m_board(board), m_rules(rules), m_position(position),
      m_row(new TypedMoveRow(true, board)) {
    m_row->hide();
    retranslate();
    connect(m_row, &TypedMoveRow::primaryTriggered, this, [this] { take(false); });
    // Enter takes from both piles only while the hint's move from both is in the field.
    connect(m_row->edit(), &QLineEdit::textEdited, this,
            [this] { m_row->setEnterPressesSecondary(false); });
    connect(m_row->chooser(), &QComboBox::activated, this,
            [this] { m_row->setEnterPressesSecondary(false); });
    connect(m_row, &TypedMoveRow::secondaryTriggered, this, [this] { take(true); });
}

void TypedPileMoves::retranslate() {
    const PileRules& rules = m_rules;
    // The second button is the ladder's (take from both) or, for a game that splits, Split.
    m_row->setButtonTexts(tr("Take"), rules.canSplit() ? tr("Split") : tr("Take from both"));
    m_row->chooser()->setAccessibleName(tr("Pile to take from"));
    m_row->edit()->setAccessibleName(rules.canSplit() ? tr("Stones to take, or to split off")
                                                      : tr("Stones to take"));
    for (int p = 0; p < m_row->chooser()->count(); ++p)
        m_row->chooser()->setItemText(p, capitalised(rules.pileName(p)));
    m_row->setMessage({}); // a refusal in the old language is no longer worth reading
}

void TypedPileMoves::setPosition(const grundy::AnyPosition& position, bool kindChanged) {
    m_position = position;
    if (kindChanged) {
        const int piles = int(m_rules.piles(position).size());
        m_row->chooser()->clear();
        for (int p = 0; p < piles; ++p)
            m_row->chooser()->addItem(QString());
        retranslate();
        m_row->chooser()->setVisible(piles > 1);
        const PileRules& rules = m_rules;
        m_row->secondaryButton()->setVisible(rules.hasLadder() || rules.canSplit());
    }
    m_row->edit()->clear();
    m_row->setMessage({});
    m_row->setEnterPressesSecondary(false);
}

void TypedPileMoves::setInteractive(bool interactive) {
    m_interactive = interactive;
    m_row->setEnabled(interactive);
}

void TypedPileMoves::choosePile(int pile) {
    m_row->chooser()->setCurrentIndex(pile);
    m_row->edit()->setFocus();
}

void TypedPileMoves::take(bool both) {
    if (!m_interactive) return;
    const auto take = m_row->value();
    if (!take) return;
    const PileRules& rules = m_rules;
    if (both && rules.canSplit()) return split(*take);
    const int pile = both ? PileRules::kBoth : std::max(0, m_row->chooser()->currentIndex());
    const AnyMove move = rules.moveFor(pile, *take);
    if (!grundy::isLegal(m_position, move)) {
        // Short reasons: the numbers involved may be too long to read in a message.
        const auto most = rules.maxTake(m_position);
        const auto piles = m_rules.piles(m_position);
        const bool pileHasIt = pile >= 0 && pile < int(piles.size()) && *take <= piles[pile];
        if (*take < 1)
            m_row->setMessage(tr("Take at least one stone."));
        else if (most && *take > *most && pileHasIt)
            m_row->setMessage(
                tr("A move takes at most %1.").arg(stonepainter::abridgedNatural(*most)));
        else if (!rules.allowsTake(m_position, *take))
            m_row->setMessage(
                tr("A move cannot take %1 stones. %2")
                    .arg(stonepainter::abridgedNatural(*take), rules.takesText(m_position)));
        else
            m_row->setMessage(tr("That is more than %1 holds.").arg(rules.pileName(pile)));
        return;
    }
    m_row->setMessage({});
    emit moveRequested(move);
}

void TypedPileMoves::split(const Natural& part) {
    const PileRules& rules = m_rules;
    const int pile = std::max(0, m_row->chooser()->currentIndex());
    const AnyMove move = rules.splitMove(m_position, pile, part);
    if (!grundy::isLegal(m_position, move)) {
        m_row->setMessage(tr("Type how many stones one part keeps: at least 1, and fewer than "
                             "%1 holds.")
                              .arg(rules.pileName(pile)));
        return;
    }
    m_row->setMessage({});
    emit moveRequested(move);
}

std::vector<stonepainter::BarParts>
TypedPileMoves::barParts(const std::vector<PileColumn>& columns,
                         const std::optional<AnyMove>& lastMove,
                         const std::optional<AnyMove>& hint) const {
    const PileRules& rules = m_rules;
    const auto taken = [&](const std::optional<AnyMove>& move, int pile) {
        return move && pile != PileRules::kBoth ? rules.takenFrom(*move, pile) : Natural(0);
    };
    Natural tallest = 0;
    for (const PileColumn& col : columns)
        tallest = std::max<Natural>(tallest, col.count + taken(lastMove, col.pile));
    std::vector<stonepainter::BarParts> parts;
    for (const PileColumn& col : columns)
        parts.push_back(stonepainter::barParts(col.count, taken(lastMove, col.pile),
                                               taken(hint, col.pile), tallest));
    return parts;
}

void TypedPileMoves::fillIn(const AnyMove& move) {
    const PileRules& rules = m_rules;
    const int piles = int(m_rules.piles(m_position).size());
    for (int p = 0; p < piles; ++p) {
        // A split: its pile and its smaller part, and Enter presses Split.
        const Natural part = rules.splitPartOf(move, p);
        if (part <= 0) continue;
        m_row->chooser()->setCurrentIndex(p);
        m_row->setEnterPressesSecondary(true);
        m_row->edit()->setText(stonepainter::formatNatural(part));
        m_row->setMessage({});
        if (m_row->isVisible()) m_row->edit()->setFocus();
        return;
    }
    std::vector<int> from; // the piles the move takes from
    for (int p = 0; p < piles; ++p)
        if (rules.takenFrom(move, p) > 0) from.push_back(p);
    if (from.empty()) return;
    // Two piles at once is the ladder's move: Enter then presses Take from both.
    const bool both = from.size() > 1;
    if (!both) m_row->chooser()->setCurrentIndex(from.front());
    m_row->setEnterPressesSecondary(both);
    m_row->edit()->setText(stonepainter::formatNatural(rules.takenFrom(move, from.front())));
    m_row->setMessage({});
    if (m_row->isVisible()) m_row->edit()->setFocus();
}

void TypedPileMoves::paintWinningTakes(QPainter& painter, const QRectF& bar,
                                       const stonepainter::BarParts& parts,
                                       const PileColumn& col) const {
    if (!m_winning || col.count <= 0) return;
    const PileRules& rules = m_rules;
    const double scale = presentation::scale(m_board);
    const double size = 14 * scale;
    // The pile's part of the bar, as paintBar draws it (at least a sliver).
    const double keptH =
        std::clamp(parts.kept * bar.height(), stonepainter::kMinBarPart * scale, bar.height());
    for (const AnyMove& move : *m_winning) {
        const Natural take = rules.takenFrom(move, col.pile);
        if (take <= 0) continue;
        // Beside the bar, where the take cuts the pile: that many stones from its top.
        const double fraction = mpq_class(take, col.count).get_d();
        const double y = bar.bottom() - keptH + std::clamp(fraction * keptH, size / 2, keptH);
        movevalues::paintMark(painter, QPointF(bar.right() + size / 2 + 4, y), size,
                              MoveValue::Winning, m_board->palette(), scale);
    }
}

void TypedPileMoves::setWinningMoves(std::optional<std::vector<AnyMove>> winning) {
    m_winning = std::move(winning);
}

const std::vector<AnyMove>& TypedPileMoves::winningMoves() const {
    static const std::vector<AnyMove> none;
    return m_winning ? *m_winning : none;
}

MoveValue TypedPileMoves::markedValue(const AnyMove& move, const MoveJudge& judge) const {
    if (!m_winning) return MoveValue::None;
    // Every winning take is listed (the games' winningMoves); a split beyond those listed
    // is decided by the core.
    if (std::find(m_winning->begin(), m_winning->end(), move) != m_winning->end())
        return MoveValue::Winning;
    return judge.valueOf(m_position, move);
}

QStringList TypedPileMoves::notes(const std::optional<AnyMove>& lastMove,
                                  const std::optional<AnyMove>& hint) const {
    QStringList notes;
    const auto moveText = [this](const AnyMove& m) {
        return MessageText::text(grundy::describeMove(m_position, m));
    };
    if (lastMove) notes << tr("Last move: %1").arg(moveText(*lastMove));
    if (hint) notes << tr("Hint: %1").arg(moveText(*hint));
    // A fixed limit is said here; one that changes with play, by the caption (limitText).
    const PileRules& rules = m_rules;
    const auto most = rules.maxTake(m_position);
    if (most && rules.limitText(m_position, lastMove).isEmpty())
        notes << tr("Each move takes 1 to %1 stones.").arg(stonepainter::abridgedNatural(*most));
    if (const QString takes = m_rules.takesText(m_position); !takes.isEmpty()) notes << takes;
    notes << tr("Bar heights are to scale.");
    if (m_winning) {
        // Too many moves to draw: the winning ones are named (and marked on the bars), and
        // the rest are said to lose. Every winning take is listed whatever the size.
        QStringList winning;
        for (const AnyMove& move : *m_winning)
            winning << moveText(move);
        if (winning.isEmpty())
            notes << tr("Move values: every move here loses.");
        else if (winning.size() == 1)
            notes << tr("Move values: the winning move is %1. Every other move loses.")
                         .arg(winning.front());
        else if (winning.size() <= kNamedWinningMoves)
            notes << tr("Move values: the winning moves are %1. Every other move loses.")
                         .arg(winning.join(QStringLiteral("; ")));
        else
            notes << tr("Move values: %n winning moves, among them %1. The marked takes win; "
                        "every other take loses.",
                        nullptr, int(winning.size()))
                         .arg(winning.mid(0, kNamedWinningMoves).join(QStringLiteral("; ")));
    }
    return notes;
}

void TypedPileMoves::paint(QPainter& painter, const QRect& board,
                           const std::vector<PileColumn>& columns, const QFont& nameFont,
                           const std::optional<AnyMove>& lastMove,
                           const std::optional<AnyMove>& hint) const {
    const QFontMetrics fm = m_board->fontMetrics();
    const QPalette& pal = m_board->palette();
    const QStringList notes = this->notes(lastMove, hint);
    painter.setPen(pal.color(QPalette::WindowText));
    // Long moves wrap: the bars start under the notes as they are drawn.
    const QRect notesArea = board.adjusted(8, 4, -8, 0);
    const int notesFlags = Qt::AlignTop | Qt::AlignHCenter | Qt::TextWordWrap;
    const QString notesText = notes.join(QLatin1Char('\n'));
    const int notesH = fm.boundingRect(notesArea, notesFlags, notesText).height();
    painter.drawText(notesArea, notesFlags, notesText);
    const int chosen = m_row->chooser()->isVisible() ? m_row->chooser()->currentIndex() : 0;
    const double scale = presentation::scale(m_board);
    const int barW = int(36 * scale);
    const auto parts = barParts(columns, lastMove, hint);
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const PileColumn& col = columns[c];
        if (col.area.isEmpty()) continue; // scrolled out of view
        // Wrapped at digit groups, the digit count whole ("(30 digits)", never a lone ")").
        const QString count = stonepainter::wrappedCount(col.text, fm, col.area.width());
        const QRect text(col.area.left(), 0, col.area.width(), 10000);
        const int countH = fm.boundingRect(text, Qt::AlignHCenter, count).height();
        const int labelTop = col.area.bottom() - fm.height() - countH - 4;
        const QRectF bar(col.area.center().x() - barW / 2, col.area.top() + notesH + 10, barW,
                         std::max(10, labelTop - col.area.top() - notesH - 16));
        stonepainter::paintBar(painter, bar, parts[c], pal, col.pile == chosen && m_interactive,
                               scale);
        paintWinningTakes(painter, bar, parts[c], col);
        painter.setPen(pal.color(QPalette::WindowText));
        painter.setFont(nameFont);
        painter.drawText(QRect(col.area.left(), labelTop, col.area.width(), fm.height()),
                         Qt::AlignCenter, capitalised(m_rules.pileName(col.pile)));
        painter.setFont(m_board->font());
        painter.drawText(
            QRect(col.area.left(), labelTop + fm.height() + 2, col.area.width(), countH),
            Qt::AlignHCenter, count);
    }
}
