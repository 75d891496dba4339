// SPDX-License-Identifier: MIT
// Fuzzes the window's command-line parser, parseCommandLine: the input is split into
// arguments at NUL bytes (read as UTF-8) after the program name. Invariants: no crash
// or sanitizer report; a failure or help text has a message; a delay lies in 0..60000;
// a Run request that starts a game has a valid position (makePosition accepts its
// numbers and options and gives the same position back); and a worksheet asked for has
// somewhere to go, fields in their ranges, and draws (a set file aside) at least one
// exercise. Needs QtCore only.
#include "fuzzcheck.h"
#include "window/commandline.h"

#include <QCoreApplication>

#include <cstddef>
#include <cstdint>

using namespace grundy;

namespace {

QStringList argumentsOf(const std::uint8_t* data, std::size_t size) {
    QStringList arguments{"grundy"};
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    for (const QByteArray& part : bytes.split('\0'))
        arguments << QString::fromUtf8(part);
    if (size == 0) arguments.removeLast(); // no input: no argument
    return arguments;
}

void checkSetup(const GameSetup& setup) {
    const AnyPosition& start = setup.start;
    try {
        const AnyPosition again = makePosition(kindOf(start), numbersOf(start), optionsOf(start));
        fuzz::require(again == start, "the start is the position its numbers describe");
    } catch (const InvalidPosition& e) {
        fuzz::require(false, std::string("the start is a valid position, not: ") + e.what());
    }
}

void checkWorksheet(const WorksheetRequest& sheet) {
    fuzz::require(!sheet.output.isEmpty(), "a worksheet has a file to go to");
    fuzz::require(sheet.count >= 1 && sheet.count <= practice::kMaxSetExercises,
                  "a worksheet has 1 to 1000 exercises");
    fuzz::require(sheet.difficulty >= practice::kEasiest && sheet.difficulty <= practice::kHardest,
                  "a worksheet's difficulty lies in 1..5");
    if (!sheet.setFile.isEmpty()) return;
    WorksheetRequest one = sheet;
    one.count = 1; // that one can be drawn is enough
    fuzz::require(WorksheetPrinter::exercisesOf(one).has_value(),
                  "the games and kinds asked draw an exercise");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** argv) {
    // The parser asks the application for its name and version, as main() sets them.
    // Qt sees only the program name, not libFuzzer's flags.
    static int qtArgc = 1;
    static char* qtArgv[] = {(*argv)[0], nullptr};
    static QCoreApplication app(qtArgc, qtArgv);
    QCoreApplication::setApplicationName("grundy");
    QCoreApplication::setApplicationVersion("0");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const LaunchRequest request = parseCommandLine(argumentsOf(data, size));
    switch (request.action) {
    case LaunchRequest::Action::Run:
        if (request.delayMs)
            fuzz::require(*request.delayMs >= 0 && *request.delayMs <= 60000,
                          "the delay lies in 0..60000 ms");
        if (request.setup) {
            fuzz::require(request.file.isEmpty(), "a file or a game, not both");
            checkSetup(*request.setup);
        }
        break;
    case LaunchRequest::Action::PrintWorksheet:
        fuzz::require(!request.setup, "a worksheet starts no game");
        checkWorksheet(request.worksheet);
        break;
    case LaunchRequest::Action::ShowHelp:
    case LaunchRequest::Action::ShowVersion:
    case LaunchRequest::Action::Fail:
        fuzz::require(!request.message.isEmpty(), "help, version and failures have a message");
        fuzz::require(!request.setup, "only Run starts a game");
        break;
    }
    return 0;
}
