// SPDX-License-Identifier: MIT
#pragma once

#include "boards/pilerules.h"

#include <QCoreApplication>
#include <QString>

/// The pile board's sentences for one position of the game its rules play: the help under
/// the board, its tooltip, a hint and a previewed take or split. Kept apart from PileView's
/// layout and drawing; its words stay in PileView's translation context.
class PileWords {
    Q_DECLARE_TR_FUNCTIONS(PileView)
public:
    /// Words on `position` (kept by the caller while this lives), played by `rules`.
    PileWords(const PileRules& rules, const grundy::AnyPosition& position)
        : m_rules(rules), m_position(position) {}

    /// "take 3 from pile 2".
    QString take(int pile, const grundy::Natural& take) const;
    /// "take 3 from pile 2 is not allowed".
    QString notAllowed(int pile, const grundy::Natural& take) const;
    /// Why a cut is refused (nothing on one side), and a split previewed, in words.
    QString splitRefusal() const;
    QString splitPreview(const grundy::AnyMove& split) const;
    /// The caption for the hint `move`, while the Split switch is `splitMode`.
    QString hint(const grundy::AnyMove& move, bool splitMode) const;
    /// The longest hint or preview caption the position can show (its height is reserved).
    QString longestHint(bool splitMode) const;
    /// The caption's help as the piles are drawn (`stones`, else bars): the longest text it
    /// shows, which sets its height.
    QString help(bool stones, bool splitMode) const;
    /// The board's tooltip as the piles are drawn.
    QString toolTip(bool stones, bool splitMode) const;

private:
    int pileCount() const { return int(m_rules.piles(m_position).size()); }

    const PileRules& m_rules;
    const grundy::AnyPosition& m_position;
};
