// SPDX-License-Identifier: MIT
// Thin entry point: the application, the command line, the window.
#include "common/language.h"
#include "window/afterfirstpaint.h"
#include "window/commandline.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QIcon>

#include <cstdio>

int main(int argc, char** argv) {
    // A worksheet is written without a window, and help, the version and a refused command
    // line are answered without one: none of them needs a display (a server, a script).
    const bool display = hasDisplay();
    if ((asksForWorksheet(argc, argv) || !display) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName("grundy");
    QApplication::setApplicationDisplayName("Grundy");
    QApplication::setApplicationVersion(GRUNDY_VERSION);
    QApplication::setOrganizationName("Grundy");
    QApplication::setDesktopFileName("io.github.grundy.Grundy");
    // The remembered language, or the system's: before any text is made (--help too).
    Language::applyChosen();

    const LaunchRequest request = parseCommandLine(QApplication::arguments());
    switch (request.action) {
    case LaunchRequest::Action::ShowHelp:
    case LaunchRequest::Action::ShowVersion:
        std::fputs(qPrintable(request.message + '\n'), stdout);
        return 0;
    case LaunchRequest::Action::Fail:
        std::fprintf(stderr, "grundy: %s\nTry 'grundy --help'.\n", qPrintable(request.message));
        return 2;
    case LaunchRequest::Action::PrintWorksheet:
        return WorksheetPrinter::print(request.worksheet);
    case LaunchRequest::Action::Run:
        if (display) break;
        std::fprintf(stderr, "grundy: %s\n", qPrintable(noDisplayMessage()));
        return 1;
    }

    MainWindow window;
    if (request.delayMs) window.setComputerDelay(*request.delayMs);
    window.setRecordFile(request.recordFile);
    if (request.setup) window.startGame(*request.setup);
    window.show();
    // The icon after the window: reading its images (Qt 6.4 decodes them all, and looks for
    // image plugins) is not worth a later first paint.
    AfterFirstPaint::run(&window, [] {
        QIcon icon;
        for (const char* size : {"48", "128", "256"})
            icon.addFile(QString(":/icons/grundy-%1.png").arg(size));
        QApplication::setWindowIcon(icon);
    });
    // A file that cannot be opened is explained over the window, which keeps its game.
    if (!request.file.isEmpty()) window.openFile(request.file);
    // A game asked for on the command line is the one wanted: the kept one waits.
    else if (!request.setup)
        window.offerUnfinishedGame();
    return QApplication::exec();
}
