// SPDX-License-Identifier: MIT
#include "boards/pilewords.h"

#include "boards/stonepainter.h"
#include "common/messagetext.h"

#include <algorithm>

using grundy::AnyMove;
using grundy::Natural;

QString PileWords::take(int pile, const Natural& take) const {
    return tr("take %1 from %2").arg(stonepainter::formatNatural(take), m_rules.pileName(pile));
}

QString PileWords::notAllowed(int pile, const Natural& take) const {
    return tr("%1 is not allowed").arg(this->take(pile, take));
}

QString PileWords::splitRefusal() const {
    return tr("A split leaves stones on both sides of the cut: point at a higher stone.");
}

QString PileWords::splitPreview(const AnyMove& split) const {
    return tr("%1 (click to split)")
        .arg(MessageText::text(grundy::describeMove(m_position, split)));
}

QString PileWords::hint(const AnyMove& move, bool splitMode) const {
    const QString what = MessageText::text(grundy::describeMove(m_position, move));
    if (m_rules.splitsAPile(move, pileCount()))
        return splitMode
                   ? tr("Hint: %1. Click the lowest outlined stone.").arg(what)
                   : tr("Hint: %1. Turn on Split, then click the lowest outlined stone.").arg(what);
    return m_rules.takesFromBoth(move)
               ? tr("Hint: %1. Click the outlined rung of the middle ladder.").arg(what)
               : tr("Hint: %1. Click the lowest outlined stone.").arg(what);
}

QString PileWords::longestHint(bool splitMode) const {
    // A hint or a preview takes at most a whole pile (or the smaller pile from both): the
    // longest of those sentences is as long as any this position can show, within a digit.
    const PileRules& rules = m_rules;
    const auto numbers = m_rules.piles(m_position);
    QString longest;
    const auto consider = [&](int pile, const Natural& take) {
        if (take <= 0) return;
        for (const QString& text :
             {hint(rules.moveFor(pile, take), splitMode), notAllowed(pile, take)})
            if (text.size() > longest.size()) longest = text;
    };
    for (int p = 0; p < int(numbers.size()); ++p)
        consider(p, numbers[p]);
    if (rules.hasLadder()) consider(PileRules::kBoth, std::min(numbers[0], numbers[1]));
    if (rules.canSplit()) {
        // The split's hint and preview name both parts: the longest split of the largest pile.
        const auto largest = std::max_element(numbers.begin(), numbers.end());
        const int p = int(largest - numbers.begin());
        const AnyMove split = rules.splitMove(m_position, p, *largest / 2);
        for (const QString& text : {hint(split, splitMode), splitRefusal(), splitPreview(split)})
            if (text.size() > longest.size()) longest = text;
    }
    return longest;
}

QString PileWords::help(bool stones, bool splitMode) const {
    const bool onePile = pileCount() == 1;
    if (!stones && m_rules.canSplit())
        return onePile ? tr("The pile is too large to draw: type how many stones to take and "
                            "press Take, or how many one part keeps and press Split.")
                       : tr("The piles are too large to draw: choose a pile, type how many "
                            "stones to take and press Take, or how many one part keeps and "
                            "press Split.");
    if (!stones)
        return onePile ? tr("The pile is too large to draw: type how many stones to take and "
                            "press Enter.")
                       : tr("The piles are too large to draw: choose a pile, type how many "
                            "stones to take and press Enter.");
    if (splitMode)
        return tr("Split: point at a stone to cut its pile below it, click to split. Keys: ←/→ "
                  "pile, ↑/↓ where to cut, Enter splits, S takes instead.");
    if (m_rules.canSplit())
        return tr("Click a stone to take it and all above it, or turn on Split to cut a pile "
                  "in two. Keys: ←/→ pile, ↑/↓ how many, Enter takes, S splits.");
    // A game that allows only some takes (a subtraction game's set) names them first.
    if (const QString takes = m_rules.takesText(m_position); !takes.isEmpty())
        return tr("%1 Click a lit stone to take it and all above it. Keys: ←/→ pile, ↑/↓ how "
                  "many, Enter takes.")
            .arg(takes);
    if (onePile)
        return tr("Click a stone to take it and all above it. Keys: ↑/↓ how many, Enter "
                  "takes.");
    return m_rules.hasLadder()
               ? tr("Click a stone to take it and all above it, or a rung of the middle "
                    "ladder to take that many from both piles. Keys: ←/→ pile, ↑/↓ how "
                    "many, Enter takes.")
               : tr("Click a stone to take it and all above it. Keys: ←/→ pile, ↑/↓ how "
                    "many, Enter takes.");
}

QString PileWords::toolTip(bool stones, bool splitMode) const {
    const bool onePile = pileCount() == 1;
    QString tip;
    if (!stones && m_rules.canSplit())
        tip = tr("Mouse: click a bar to choose its pile.\n"
                 "Then type how many stones to take (Take), or how many one part keeps "
                 "(Split).");
    else if (!stones)
        tip = onePile ? tr("Type how many stones to take and press Enter.")
                      : tr("Mouse: click a bar to choose its pile.\n"
                           "Then type how many stones to take and press Enter.");
    else if (splitMode)
        tip = tr("Split: click a stone to cut its pile in two below it.\n"
                 "Keys: Left/Right choose a pile, Up/Down where to cut, Enter splits, S goes "
                 "back to taking.");
    else if (m_rules.canSplit())
        tip = tr("Mouse: click a stone to take it and every stone above it; turn on Split to "
                 "cut a pile in two instead.\n"
                 "Keys: Left/Right choose a pile, Up/Down choose how many, Enter takes, S "
                 "splits.");
    else if (onePile)
        tip = tr("Mouse: click a stone to take it and every stone above it.\n"
                 "Keys: Up/Down choose how many, Enter takes.");
    else
        tip = tr("Mouse: click a stone to take it and every stone above it.\n"
                 "Keys: Left/Right choose a pile, Up/Down choose how many, Enter takes.");
    return tip;
}
