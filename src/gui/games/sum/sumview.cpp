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
    m_layout = new QGridLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("sumTotal"));
    m_total->setWordWrap(true);
    m_total->setAlignment(Qt::AlignCenter);
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
    const auto& sum = sumIn(m_position);
    // Tiled two across from three components on, so that each board keeps room to draw.
    const int columns = sum.components.size() >= 3 ? 2 : 1;
    for (std::size_t i = 0; i < sum.components.size(); ++i) {
        const grundy::AnyPosition& c = componentAt(sum, i);
        Part part;
        part.caption = new QLabel(this);
        part.caption->setWordWrap(true);
        part.caption->setObjectName(QStringLiteral("componentCaption%1").arg(i + 1));
        QFont bold = part.caption->font();
        bold.setBold(true);
        part.caption->setFont(bold);
        part.board = homeOf(c).createBoard(c, this);
        part.board->setObjectName(QStringLiteral("componentBoard%1").arg(i + 1));
        const int row = 2 * (int(i) / columns), column = int(i) % columns;
        m_layout->addWidget(part.caption, row, column);
        m_layout->addWidget(part.board, row + 1, column);
        m_layout->setRowStretch(row + 1, 1);
        connect(part.board, &BoardView::moveRequested, this, [this, i](const grundy::AnyMove& move) {
            emit moveRequested(grundy::AnyMove(grundy::sum::moveIn(i, move)));
        });
        m_parts.push_back(part);
    }
    m_layout->removeWidget(m_total);
    const int rows = 2 * ((int(sum.components.size()) + columns - 1) / columns);
    m_layout->addWidget(m_total, rows, 0, 1, -1);
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
    m_hasPosition = true;
    if (!sameGames) rebuild();
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

int SumView::wordsHeight() const {
    int height = m_total->sizeHint().height();
    for (const Part& part : m_parts)
        height += part.caption->sizeHint().height() + part.board->wordsHeight();
    return height;
}

void SumView::retranslate() {
    updateTexts();
}

void SumView::moveValuesChanged() {
    updateTexts();
}
