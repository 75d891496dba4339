// SPDX-License-Identifier: MIT
#include "grid/gridcellwords.h"

#include "core/games/wythoff/wythoff.h"

#include <QStringList>

#include <algorithm>

using grundy::Natural;
namespace wythoff = grundy::wythoff;

namespace {
QString text(const Natural& n) {
    return QString::fromStdString(grundy::toString(n));
}
} // namespace

bool GridCellWords::isP(const Natural& a, const Natural& b, grundy::Convention play) {
    return play == grundy::Convention::Misere ? wythoff::isMisereP(a, b) : wythoff::isP(a, b);
}

GridCellWords::Facts GridCellWords::facts(const Natural& a, const Natural& b) const {
    const Natural& posA = m_frame.position.first;
    const Natural& posB = m_frame.position.second;
    const auto& targets = m_frame.winningTargets;
    Facts facts;
    facts.where = tr("A = %1, B = %2").arg(text(a), text(b));
    facts.outcome = isP(a, b, m_frame.geometry.play) ? tr("P-position: the player to move loses")
                                                     : tr("N-position: the player to move wins");
    if (a == posA && b == posB)
        facts.note = tr("the game's position");
    else if ((a < posA && b == posB) || (a == posA && b < posB) ||
             (a < posA && posA - a == posB - b))
        facts.note = m_frame.showWinningMoves && std::find(targets.begin(), targets.end(),
                                                           std::pair{a, b}) != targets.end()
                         ? tr("one move from the game's position: a winning move")
                     : m_frame.moveValues ? tr("one move from the game's position: a losing move")
                                          : tr("one move from the game's position");
    return facts;
}

QString GridCellWords::describeBlock(const Natural& a, const Natural& b) const {
    const GridGeometry& g = m_frame.geometry;
    const int stride = g.stride;
    const Natural a0 = g.blockOf(a) * stride, b0 = g.blockOf(b) * stride;
    // Each column holds exactly one P-cell, at its partner's row.
    const bool misere = g.play == grundy::Convention::Misere;
    int count = 0;
    for (Natural x = a0; x < a0 + stride; ++x) {
        const Natural y = misere ? wythoff::miserePartner(x) : wythoff::partner(x);
        if (y >= b0 && y < b0 + stride) ++count;
    }
    return tr("A = %1 to %2, B = %3 to %4: P-positions in this block: %5")
        .arg(text(a0), text(a0 + (stride - 1)), text(b0), text(b0 + (stride - 1)))
        .arg(count);
}

QString GridCellWords::describe(const Natural& a, const Natural& b) const {
    if (m_frame.geometry.stride > 1) return describeBlock(a, b);
    const Facts f = facts(a, b);
    return f.note.isEmpty() ? tr("%1 \u2014 %2").arg(f.where, f.outcome)
                            : tr("%1 \u2014 %2 (%3)").arg(f.where, f.outcome, f.note);
}

QString GridCellWords::cellToolTip(const Natural& a, const Natural& b,
                                   std::optional<std::uint32_t> sg) const {
    const Facts f = facts(a, b);
    QStringList lines{f.where, f.outcome};
    if (!f.note.isEmpty()) lines << f.note.left(1).toUpper() + f.note.mid(1);
    if (sg) lines << tr("Sprague\u2013Grundy value: G(%1, %2) = %3").arg(text(a), text(b)).arg(*sg);
    return lines.join(QLatin1Char('\n'));
}

QString GridCellWords::blockToolTip(const Natural& a, const Natural& b) const {
    return describeBlock(a, b) + QLatin1Char('\n') + tr("Click to zoom in.");
}
