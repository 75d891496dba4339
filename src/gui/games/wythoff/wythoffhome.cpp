// SPDX-License-Identifier: MIT
// Wythoff's game in the window: two piles and the ladder on the pile board, and the grid.
#include "games/gamehome.h"
#include "games/homes.h"

#include "boards/pilerules.h"
#include "boards/pileview.h"
#include "core/games/wythoff/wythoff.h"

#include <QCoreApplication>

namespace {

/// Piles A and B, and the ladder that takes the same from both.
class WythoffPiles : public PileRules {
    Q_DECLARE_TR_FUNCTIONS(WythoffHome)
public:
    grundy::AnyMove moveFor(int pile, const grundy::Natural& take) const override {
        const bool a = pile == 0 || pile == kBoth, b = pile == 1 || pile == kBoth;
        return grundy::wythoff::Move{a ? take : grundy::Natural(0), b ? take : grundy::Natural(0)};
    }
    grundy::Natural takenFrom(const grundy::AnyMove& move, int pile) const override {
        const auto& m = std::get<grundy::wythoff::Move>(move);
        return pile == 0 ? m.fromA : m.fromB;
    }
    QString pileName(int pile) const override {
        if (pile == kBoth) return tr("both piles");
        return pile == 0 ? tr("pile A") : tr("pile B");
    }
    bool hasLadder() const override { return true; }
};

class WythoffHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(WythoffHome)
public:
    const grundy::GameInfo& info() const override { return grundy::wythoff::info(); }
    QString name() const override { return tr("Wythoff's game"); }
    QString rule() const override {
        return tr("Two piles: take any number from one pile, or the same number from both. "
                  "Whoever takes the last stone wins.");
    }
    QString howToPlay() const override {
        return tr("Click a stone to take it and every stone above it. The ladder between the "
                  "piles takes the same number from both: click a rung. In the Wythoff grid "
                  "(View menu), click any cell one move away to move there; Show P-positions "
                  "marks the losing positions.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Left / Right"), tr("choose pile A, the ladder (both piles) or pile B")},
                {tr("Up / Down"), tr("choose how many stones to take")},
                {tr("Enter or Space"), tr("take them")},
                {tr("Arrows (in the grid)"), tr("move the grid's cursor; Shift: ten cells")},
                {tr("Enter (in the grid)"), tr("move to the cursor's cell")},
                {tr("+ / − (in the grid)"), tr("zoom in and out")},
                {tr("Home (in the grid)"), tr("centre the game's position")}};
    }
    QString losingPositions() const override {
        return tr("The player to move loses exactly at the pairs (⌊kφ⌋, ⌊kφ⌋ + k): (0, 0), "
                  "(1, 2), (3, 5), (4, 7), (6, 10), (8, 13), … with φ the golden ratio.");
    }
    QString misereRule() const override {
        return tr("Misère Wythoff: two piles, take any number from one pile, or the same number "
                  "from both. Whoever takes the last stone loses.");
    }
    QString misereLosingPositions() const override {
        return tr("Misère play: the losing positions are those of normal play, except that "
                  "(0, 0), (1, 2) and (2, 1) are replaced by (0, 1), (1, 0) and (2, 2): (0, 1), "
                  "(1, 0), (2, 2), (3, 5), (4, 7), (6, 10), (8, 13), …");
    }
    QString positionExample() const override { return tr("e.g. 30, 47"); }
    RandomStartFields randomStart() const override {
        return {2, {}, tr("Two piles, each up to"), tr("stones")};
    }
    std::optional<grundy::AnyPosition> randomLostPosition(std::size_t, const grundy::Natural& size,
                                                          const grundy::GameOptions& options,
                                                          grundy::Random& random) const override {
        // Lost pairs are about 1.2 / size of all pairs: drawing pairs until one is lost would
        // end, at large sizes, in a winning move from the last pair, often near the corner.
        if (auto lost =
                grundy::wythoff::randomPPosition(size, grundy::conventionFrom(options), random))
            return *lost;
        return std::nullopt;
    }
    const PileRules* pileRules() const override {
        static const WythoffPiles rules;
        return &rules;
    }
    std::optional<GridPoint> gridPoint(const grundy::AnyPosition& position) const override {
        const auto& p = std::get<grundy::wythoff::Position>(position);
        return GridPoint{p.a, p.b, p.play};
    }
};

} // namespace

namespace homes::wythoff {

const GameHome& home() {
    static const WythoffHome home;
    return home;
}

} // namespace homes::wythoff
