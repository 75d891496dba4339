// SPDX-License-Identifier: MIT
// The subtraction game (S-Nim) in the window: piles on the pile board, where only the
// stones a take of the set can reach are lit; the set and misère play in New Game.
#include "games/gamehome.h"
#include "games/homes.h"

#include "boards/pilerules.h"
#include "boards/pileview.h"
#include "common/messagetext.h"

#include <QCoreApplication>

#include <algorithm>

namespace {

const grundy::subtraction::Position& subtractionOf(const grundy::AnyPosition& p) {
    return std::get<grundy::subtraction::Position>(p);
}

/// Numbered piles; a move takes a number of the set from one.
class SubtractionPiles : public PileRules {
    Q_DECLARE_TR_FUNCTIONS(SubtractionHome)
public:
    grundy::AnyMove moveFor(int pile, const grundy::Natural& take) const override {
        return grundy::subtraction::Move{static_cast<std::size_t>(std::max(pile, 0)), take};
    }
    grundy::Natural takenFrom(const grundy::AnyMove& move, int pile) const override {
        const auto& m = std::get<grundy::subtraction::Move>(move);
        return static_cast<int>(m.pile) == pile ? m.take : grundy::Natural(0);
    }
    QString pileName(int pile) const override { return tr("pile %1").arg(pile + 1); }
    bool allowsTake(const grundy::AnyPosition& p, const grundy::Natural& take) const override {
        return subtractionOf(p).set.contains(take);
    }
    QString takesText(const grundy::AnyPosition& p) const override {
        return tr("Each move takes a number of stones in %1.")
            .arg(MessageText::text(grundy::subtraction::setPhrase(subtractionOf(p).set)));
    }
};

class SubtractionHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(SubtractionHome)
public:
    const grundy::GameInfo& info() const override { return grundy::subtraction::info(); }
    QString name() const override { return tr("Subtraction game"); }
    QString rule() const override {
        return tr("Several piles and a set S of allowed takes: take a number of stones in S "
                  "from one pile. Whoever takes the last stone wins (in misère play, loses).");
    }
    QString howToPlay() const override {
        return tr("Click a stone to take it and every stone above it; only the stones a take "
                  "in S can reach are lit. Keys: Left/Right choose the pile, Up/Down step "
                  "through the allowed takes, Enter takes. Piles too large to draw show a "
                  "number and a field to type how many to take.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Left / Right"), tr("choose the pile")},
                {tr("Up / Down"), tr("choose an allowed take")},
                {tr("Enter or Space"), tr("take them")},
                {tr("Tab"), tr("reach the typed move's fields (piles too large to draw)")}};
    }
    QString losingPositions() const override {
        return tr("Each pile has a Sprague\u2013Grundy value SG(n), the least number that is "
                  "not the value of a pile one take smaller; the values of a finite set repeat "
                  "after a pre-period. The player to move loses exactly when the piles' values "
                  "XOR to 0. In misère play one pile is decided by its own table, several by "
                  "searching every continuation.");
    }
    QString positionExample() const override { return tr("e.g. 7, 9"); }
    RandomStartFields randomStart() const override {
        return {0, tr("Piles:"), tr("each up to"), tr("stones")};
    }
    OptionField optionField(std::string_view id) const override {
        if (id == "set")
            return {tr("Allowed take&s S:"), tr("The set S"), QStringLiteral("1,3,4"),
                    tr("the allowed takes: numbers such as 1,3,4, or powers-of-two, or "
                       "fibonacci")};
        return GameHome::optionField(id);
    }
    QString startNote(const grundy::AnyPosition& made, const grundy::GameOptions& asked) const override {
        // Piles only shrink, so the game leaves out the takes above every pile (a huge one
        // would defeat the search for the values' period): say which.
        const std::string* text = asked.find("set");
        const auto typed = text ? grundy::subtraction::Set::parse(*text) : std::nullopt;
        if (!typed) return {};
        const auto& kept = subtractionOf(made).set.numbers();
        grundy::List left; // joined as the language joins a list ("11, 20" or "11、20")
        for (const grundy::Natural& n : typed->numbers()) {
            if (std::binary_search(kept.begin(), kept.end(), n)) continue;
            // Digits as the set writes them; a long number by its ends (no commas of its own
            // in a list of numbers, and no line as long as the number).
            const std::string digits = grundy::toString(n);
            left.items.emplace_back(grundy::Verbatim{
                digits.size() <= 12 ? digits
                                    : digits.substr(0, 4) + "\u2026" + digits.substr(digits.size() - 4)});
        }
        if (left.items.empty()) return {};
        return tr("No pile is large enough for %n of the takes (%1): the game is played with "
                  "%2.", "", int(left.items.size()))
            .arg(MessageText::text(grundy::Arg(left)),
                 MessageText::text(grundy::subtraction::setPhrase(subtractionOf(made).set)));
    }
    const PileRules* pileRules() const override {
        static const SubtractionPiles rules;
        return &rules;
    }
};

} // namespace

namespace homes::subtraction {

const GameHome& home() {
    static const SubtractionHome home;
    return home;
}

} // namespace homes::subtraction
