// SPDX-License-Identifier: MIT
// The window's size and drawing time for positions with many piles or long numbers (issue 7:
// the window's size must not follow the pile count or the digits). It starts a game (or
// opens FILE as File > Open does), waits for the window to be drawn, and prints the time
// and the window's minimum size; run it under `/usr/bin/time -v` for the peak memory. Run
// with QT_QPA_PLATFORM=offscreen (set here when unset). See docs/benchmarks.md, "The window
// with many piles or long numbers".
//
// Usage: bench_window nim PILES | bash DIGITS | wythoff DIGITS | FILE
//   nim PILES       Nim with PILES piles of 1..7 stones
//   bash DIGITS     Bash with 30 stones and a K of DIGITS digits
//   wythoff DIGITS  Wythoff with a pile A of DIGITS digits and a pile B of 5
#include "session/gamesession.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

/// A number of `digits` digits: 3 then 7s.
grundy::Natural longNumber(long digits) {
    return grundy::Natural(std::string("3") + std::string(std::max(0L, digits - 1), '7'));
}

std::optional<grundy::AnyPosition> positionFor(const char* game, long n) {
    if (std::strcmp(game, "nim") == 0) {
        grundy::nim::Position p;
        for (long i = 0; i < n; ++i)
            p.piles.push_back(1 + i % 7);
        return p;
    }
    if (std::strcmp(game, "bash") == 0) return grundy::bash::Position{30, longNumber(n)};
    if (std::strcmp(game, "wythoff") == 0) return grundy::wythoff::Position{longNumber(n), 5};
    return std::nullopt;
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    std::optional<grundy::AnyPosition> position;
    if (argc == 3) position = positionFor(argv[1], std::atol(argv[2]));
    if (argc != 2 && !position) {
        std::fputs("usage: bench_window nim PILES | bash DIGITS | wythoff DIGITS | FILE\n", stderr);
        return 2;
    }
    // Two people play, so no computer move runs while the window is measured.
    MainWindow window;
    window.show();
    QApplication::processEvents();
    QElapsedTimer timer;
    timer.start();
    if (position)
        window.session()->start(*position, {grundy::Seat::Human, grundy::Seat::Human});
    else if (!window.openFile(QString::fromLocal8Bit(argv[1])))
        std::fputs("bench_window: the file was refused\n", stderr);
    // Layouts and paints wait for the event loop; grab() draws the whole window now.
    QApplication::processEvents();
    window.grab();
    const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    const QSize min = window.minimumSizeHint();
    std::printf("shown and drawn in %.1f ms; window minimum %dx%d, size %dx%d\n", ms, min.width(),
                min.height(), window.width(), window.height());
    return 0;
}
