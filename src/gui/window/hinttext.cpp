// SPDX-License-Identifier: MIT
#include "window/hinttext.h"

#include "common/messagetext.h"
#include "core/analysis/explain.h"
#include "core/analysis/explainwords.h"
#include "core/games/nim/nimwords.h"
#include "core/games/wythoff/wythoffwords.h"

#include <QStringList>

#include <algorithm>

using grundy::AnyMove;
using grundy::Phrase;

namespace {

/// Whether the explanation names a fact with one of `phrases`.
bool hasFact(const grundy::explain::Explanation& e, std::initializer_list<Phrase> phrases) {
    return std::any_of(e.facts.begin(), e.facts.end(), [&](const grundy::explain::Fact& f) {
        return std::find(phrases.begin(), phrases.end(), f.name.phrase) != phrases.end();
    });
}

/// The key numbers of the position ("X = XOR of the piles = 2; k = b − a = 17"), with
/// what the terms mean, so that the hint reads without the Explain panel. Lists (every
/// pile, every pair) are left out: the board shows them.
QString keyNumbers(const grundy::explain::Explanation& e) {
    QStringList facts;
    for (const grundy::explain::Fact& fact : e.facts)
        if (!std::holds_alternative<grundy::List>(fact.value.value))
            facts << HintText::tr("%1 = %2").arg(MessageText::text(fact.name),
                                                 MessageText::text(fact.value));
    QStringList out;
    if (!facts.isEmpty())
        out << HintText::tr("Key numbers: %1.").arg(facts.join(HintText::tr("; ")));
    if (hasFact(e, {grundy::words::FactNimXor, grundy::words::FactGapXor}))
        out << HintText::tr("X is the nim-sum: the numbers added in binary without carrying "
                            "(XOR), so a bit of X is 1 exactly when an odd number of them have "
                            "a 1 there.");
    if (hasFact(e, {grundy::words::FactLowerK}))
        out << HintText::tr("(a_k, b_k) is the P-position of Wythoff's game with difference k: "
                            "a_k = ⌊k·φ⌋ with φ = (1 + √5)/2, and b_k = a_k + k.");
    return out.join(QLatin1Char(' '));
}

} // namespace

Hint HintText::make(const grundy::AnyPosition& position, const std::optional<AnyMove>& winning) {
    if (grundy::isOver(position)) return {std::nullopt, tr("The game is over.")};
    const grundy::explain::Explanation e = grundy::explain::explain(position);
    const QString terms = keyNumbers(e);
    const auto withTerms = [&](const QString& text) {
        return terms.isEmpty() ? text : text + QLatin1Char(' ') + terms;
    };
    if (winning) {
        return {winning,
                withTerms(tr("Hint: %1. Why: %2")
                              .arg(MessageText::text(grundy::describeMove(position, *winning)),
                                   MessageText::text(
                                       grundy::explain::reasonMessage(position, *winning))))};
    }
    // A lost position: why every move loses (the explanation's last paragraph says it for
    // every game), and the computer's answer to the move it would itself make here.
    const AnyMove move = grundy::computerMove(position);
    const grundy::AnyPosition next = grundy::apply(position, move);
    const QString why = e.paragraphs.empty() ? QString() : MessageText::text(e.paragraphs.back());
    QString text = tr("No move wins here: this is a P-position. %1").arg(why);
    if (!grundy::isOver(next)) {
        const AnyMove reply = grundy::computerMove(next);
        text += QLatin1Char(' ') +
                tr("If you %1, the computer would answer: %2, since %3")
                    .arg(MessageText::text(grundy::describeMove(position, move)),
                         MessageText::text(grundy::describeMove(next, reply)),
                         MessageText::text(grundy::explain::reasonMessage(next, reply)));
    }
    return {move, withTerms(text)};
}
