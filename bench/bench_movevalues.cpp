// SPDX-License-Identifier: MIT
// Move values (View → Move Values, issue 10): the time to work out the marks of one position,
// once per position change, in the core (every move of a position) and on the pile board (a
// new position shown with the values on, then one paint), at the sizes: Nim with 25
// piles of 100 stones (bars) and of 40 (1000 stones drawn), a pile of 10^30, Lasker's Nim and
// a subtraction game on stones. Prints the median of `runs` (the argument, 50 by default).
// Run with QT_QPA_PLATFORM=offscreen (set here when unset). See docs/benchmarks.md.
#include "boards/movemarks.h"
#include "boards/pileview.h"
#include "core/games/game.h"
#include "core/analysis/movevalues.h"
#include "games/gamehome.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using grundy::AnyPosition;
using grundy::GameKind;
using grundy::Natural;

namespace {

/// Median milliseconds of `runs` calls of `f`.
double medianMs(int runs, const std::function<void()>& f) {
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        f();
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::nth_element(ms.begin(), ms.begin() + runs / 2, ms.end());
    return ms[static_cast<std::size_t>(runs / 2)];
}

/// Every take of every pile, listed (small piles only).
std::vector<grundy::AnyMove> everyTake(int count, int size) {
    std::vector<grundy::AnyMove> moves;
    for (int p = 0; p < count; ++p)
        for (int t = 1; t <= size; ++t)
            moves.emplace_back(grundy::nim::Move{std::size_t(p), Natural(t)});
    return moves;
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 50;

    // The core alone: every one of the 2500 takes of Nim 25 × 100.
    {
        const AnyPosition p =
            grundy::makePosition(GameKind::Nim, std::vector<Natural>(25, Natural(100)), {});
        const auto moves = everyTake(25, 100);
        std::printf("core, Nim 25 x 100, all %zu takes: %.3f ms\n", moves.size(),
                    medianMs(runs, [&] { (void)grundy::winningAmong(p, moves); }));
    }

    // The board: a new position with the values on (the marks worked out once), then a paint.
    MoveValuesSwitch::instance().setOn(true);
    struct Case {
        const char* name;
        GameKind kind;
        std::vector<Natural> numbers;
        grundy::GameOptions options;
    };
    const Natural big = Natural(1) << 100; // about 1.3 * 10^30
    const auto many = [](int count, int size) {
        return std::vector<Natural>(std::size_t(count), Natural(size));
    };
    const std::vector<Case> cases{
        {"Nim 25 x 100 (bars)", GameKind::Nim, many(25, 100), {}},
        {"Nim 25 x 40 (1000 stones)", GameKind::Nim, many(25, 40), {}},
        {"Nim 2^100, 2^100 + 6 (bars)", GameKind::Nim, {big, big + 6}, {}},
        {"Lasker 25 x 40 (takes and splits)", GameKind::Lasker, many(25, 40), {}},
        {"subtraction {1,3,4} 25 x 40", GameKind::Subtraction, many(25, 40), {{"set", "1,3,4"}}},
    };
    for (const Case& c : cases) {
        // Two positions in turn, so that every setPosition is a change of position.
        std::vector<Natural> fewer = c.numbers;
        fewer[0] -= 1;
        const AnyPosition one = grundy::makePosition(c.kind, c.numbers, c.options);
        const AnyPosition two = grundy::makePosition(c.kind, fewer, c.options);
        // The board as the game's home makes it, with the game's rules.
        const PileRules& rules = *homeOf(c.kind).pileRules();
        PileView view(rules, one);
        view.resize(1920, 1080);
        view.show();
        QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
        const grundy::AnyMove probe = rules.moveFor(1, 1);
        bool flip = false;
        const double set = medianMs(runs, [&] {
            flip = !flip;
            view.setPosition(flip ? two : one);
            (void)view.markedValue(probe); // works the marks out, as the first paint would
        });
        MoveValuesSwitch::instance().setOn(false);
        const double off = medianMs(runs, [&] {
            flip = !flip;
            view.setPosition(flip ? two : one);
        });
        const double paintOff = medianMs(runs, [&] { view.render(&image); });
        MoveValuesSwitch::instance().setOn(true);
        (void)view.markedValue(probe);
        const double paint = medianMs(runs, [&] { view.render(&image); });
        std::printf("board, %s: new position %.3f ms with values (%.3f ms without), paint "
                    "%.3f ms (%.3f ms without)\n",
                    c.name, set, off, paint, paintOff);
    }
    return 0;
}
