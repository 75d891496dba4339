// SPDX-License-Identifier: MIT
#pragma once

#include "dialogs/newgamedialog.h"
#include "worksheet/worksheetrequest.h"

#include <QString>
#include <QStringList>

#include <optional>

/// What `grundy [FILE] [--game NAME --position ...]` or `grundy --worksheet ...` asks for.
struct LaunchRequest {
    enum class Action { Run, ShowHelp, ShowVersion, Fail, PrintWorksheet };
    Action action = Action::Run;
    QString message;                ///< the help or version text, or what is wrong
    QString file;                   ///< a saved game to open
    std::optional<GameSetup> setup; ///< a game to start directly
    std::optional<int> delayMs;     ///< the computer's visible delay
    QString recordFile;             ///< save the game here after every move
    WorksheetRequest worksheet;     ///< the worksheet to print (PrintWorksheet)
};

/// Whether the command line asks for a worksheet, which needs no display: looked at before
/// the application is made, so that it can be made without one.
bool asksForWorksheet(int argc, const char* const* argv);

/// Whether there is a display to show the window on: a platform named by QT_QPA_PLATFORM,
/// or an X11 or Wayland display. Without one, help, the version, a refused command line and
/// a worksheet are still answered.
bool hasDisplay();

/// What is said when the window is asked for and there is no display.
QString noDisplayMessage();

/// Reads the command line (arguments[0] is the program). Never exits the process; the
/// caller prints the message and exits 0 (help, version) or 2 (Fail), or prints the
/// worksheet.
LaunchRequest parseCommandLine(const QStringList& arguments);
