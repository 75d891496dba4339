// SPDX-License-Identifier: MIT
// How long a saved game takes to open, and where the time goes. Without --phases it does
// what File > Open does (MainWindow::openFile) and waits for the window to be drawn, then
// quits: run it under `/usr/bin/time -v` for the peak memory of opening alone. With
// --phases it first times each step on its own: reading the file, parseRecord, movesOf,
// GameSession::load, then the window. Then it times an undo and a redo in the window. Run
// with QT_QPA_PLATFORM=offscreen (set here when unset). Files come from bench/make_record.py;
// bench/bench_open.sh runs both. See docs/benchmarks.md.
//
// Usage: bench_open [--phases] FILE
#include "core/io/record.h"
#include "session/gamesession.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>
#include <cstring>

namespace {

/// Milliseconds since `timer` started, and restarts it.
double lap(QElapsedTimer& timer) {
    const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    timer.restart();
    return ms;
}

/// Times the steps of opening one by one, each outside the window.
bool phases(const QString& path) {
    QElapsedTimer timer;
    timer.start();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return false;
    const std::string text = file.readAll().toStdString();
    std::printf("read            %9.1f ms  (%zu bytes)\n", lap(timer), text.size());
    const grundy::GameRecord record = grundy::parseRecord(text);
    std::printf("parseRecord     %9.1f ms  (%zu moves)\n", lap(timer), record.moves.size());
    const auto moves = grundy::movesOf(record);
    std::printf("movesOf         %9.1f ms\n", lap(timer));
    {
        GameSession session;
        session.load(record);
        std::printf("GameSession::load %7.1f ms\n", lap(timer));
    }
    std::printf("session deleted %9.1f ms\n", lap(timer));
    return true;
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const bool withPhases = argc == 3 && std::strcmp(argv[1], "--phases") == 0;
    if (argc != 2 && !withPhases) {
        std::fputs("usage: bench_open [--phases] FILE\n", stderr);
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[argc - 1]);
    if (withPhases && !phases(path)) {
        std::fputs("bench_open: cannot read the file\n", stderr);
        return 2;
    }

    MainWindow window;
    window.setComputerDelay(0);
    window.show();
    QApplication::processEvents();
    QElapsedTimer timer;
    timer.start();
    const bool opened = window.openFile(path);
    const double openMs = lap(timer);
    // Layouts and paints wait for the event loop; grab() draws the whole window now.
    QApplication::processEvents();
    window.grab();
    const double paintMs = lap(timer);
    std::printf("window: openFile %.1f ms, then drawn %.1f ms (total %.1f ms)%s\n", openMs, paintMs,
                openMs + paintMs, opened ? "" : " -- the file was refused");
    if (!opened) return 1;
    // What one step costs in a long game: Undo (the person's last move and the reply),
    // then Redo, each until the window is drawn again.
    for (const bool undo : {true, false}) {
        timer.restart();
        if (undo)
            window.session()->undo();
        else
            window.session()->redo();
        QApplication::processEvents();
        window.grab();
        std::printf("window: %s and drawn %.1f ms (%zu moves)\n", undo ? "undo" : "redo",
                    lap(timer), window.session()->history().size());
    }
    return 0;
}
