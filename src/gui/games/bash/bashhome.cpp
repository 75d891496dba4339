// SPDX-License-Identifier: MIT
// The Bash game in the window: one pile on the pile board, with K in New Game.
#include "games/gamehome.h"
#include "games/homes.h"

#include "boards/pilerules.h"
#include "boards/pileview.h"

#include <QCoreApplication>

namespace {

/// One pile, named just "pile"; a move takes 1..K.
class BashPiles : public PileRules {
    Q_DECLARE_TR_FUNCTIONS(BashHome)
public:
    grundy::AnyMove moveFor(int, const grundy::Natural& take) const override {
        return grundy::bash::Move{take};
    }
    grundy::Natural takenFrom(const grundy::AnyMove& move, int) const override {
        return std::get<grundy::bash::Move>(move).take;
    }
    QString pileName(int) const override { return tr("pile"); }
    std::optional<grundy::Natural> maxTake(const grundy::AnyPosition& p) const override {
        return std::get<grundy::bash::Position>(p).maxTake;
    }
};

class BashHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(BashHome)
public:
    const grundy::GameInfo& info() const override { return grundy::bash::info(); }
    QString name() const override { return tr("Bash game"); }
    QString rule() const override {
        return tr("One pile: take 1 to K stones. Whoever takes the last stone wins.");
    }
    QString howToPlay() const override {
        return tr("Click a stone to take it and every stone above it; the stones a click would "
                  "take light up first. Keys: Up/Down choose how many, Enter takes. A pile too "
                  "large to draw shows a number and a field to type how many to take.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Up / Down"), tr("choose how many stones to take")},
                {tr("Enter or Space"), tr("take them")},
                {tr("Tab"), tr("reach the typed move's field (a pile too large to draw)")}};
    }
    QString losingPositions() const override {
        return tr("The player to move loses exactly when the pile is a multiple of K + 1.");
    }
    QString misereRule() const override {
        return tr("Misère Bash game: one pile, take 1 to K stones. Whoever takes the last stone "
                  "loses.");
    }
    QString misereLosingPositions() const override {
        return tr("Misère play: the player to move loses exactly when the pile is 1 more than "
                  "a multiple of K + 1 (n mod (K + 1) = 1).");
    }
    QString positionExample() const override { return tr("e.g. 23"); }
    RandomStartFields randomStart() const override {
        return {1, {}, tr("One pile of up to"), tr("stones")};
    }
    OptionField optionField(std::string_view id) const override {
        if (id != "k") return GameHome::optionField(id); // the play switch
        return {tr("Most stones per move (&K):"), tr("K"), QStringLiteral("3"),
                tr("the most stones a move may take")};
    }
    const PileRules* pileRules() const override {
        static const BashPiles rules;
        return &rules;
    }
};

} // namespace

namespace homes::bash {

const GameHome& home() {
    static const BashHome home;
    return home;
}

} // namespace homes::bash
