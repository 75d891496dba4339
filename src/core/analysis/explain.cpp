// SPDX-License-Identifier: MIT
#include "core/analysis/explain.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/text/english.h"

#include <cctype>

namespace grundy::explain {

namespace {

using namespace words;

/// The first letter in upper case, for a move description that starts a line.
std::string capitalized(std::string s) {
    if (!s.empty()) s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

} // namespace

std::string binary(const Natural& n) {
    return n.get_str(2);
}

Explanation explain(const AnyPosition& p) {
    return gameOf(p).explain(p); // every game explains itself, in its own folder
}

Message reasonMessage(const AnyPosition& p, const AnyMove& m) {
    const AnyPosition next = apply(p, m); // throws IllegalMove, also for another game's move
    const Outcome after = outcome(next);
    if (after == Outcome::N && isOver(next)) return text(ReasonTakesLast); // misère
    if (after == Outcome::N) {
        // Not a winning move: show the opponent's refutation, in the same words.
        const AnyMove reply = winningMoves(next).front();
        return {outcome(p) == Outcome::P ? ReasonFromP : ReasonNotWinning,
                {describeMove(next, reply), reasonMessage(next, reply)}};
    }
    return gameOf(p).reason(p, m); // every game says why its winning moves win
}

std::string reasonFor(const AnyPosition& p, const AnyMove& m) {
    return toEnglish(reasonMessage(p, m));
}

std::string toText(const Explanation& e) {
    std::string out = toEnglish(e.title) + "\n" + toEnglish(e.verdict) + "\n";
    for (const Fact& fact : e.facts)
        out += toEnglish(fact.name) + ": " + toEnglish(fact.value) + "\n";
    if (e.binary) {
        auto line = [&](const BinaryRow& row) {
            out += toEnglish(row.label) + "  " + row.bits + "  (" + row.value + ")\n";
        };
        for (const BinaryRow& row : e.binary->rows)
            line(row);
        line(e.binary->xorRow);
    }
    for (const Message& para : e.paragraphs)
        out += toEnglish(para) + "\n";
    if (!e.moves.empty()) out += "Winning moves:\n";
    for (const WinningMove& move : e.moves)
        out += "- " + capitalized(toEnglish(move.move)) + ": " + toEnglish(move.reason) + "\n";
    if (e.moreMoves) out += toEnglish(Message{words::ExplainMoreMoves, {e.moves.size()}}) + "\n";
    return out;
}

} // namespace grundy::explain
