// SPDX-License-Identifier: MIT
#include "window/commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRandomGenerator>

using grundy::Seat;

namespace {

LaunchRequest failure(const QString& message) {
    LaunchRequest r;
    r.action = LaunchRequest::Action::Fail;
    r.message = message;
    return r;
}

std::optional<grundy::Natural> natural(const QString& text) {
    return grundy::parseNatural(text.trimmed().toStdString());
}

} // namespace

LaunchRequest parseCommandLine(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Play impartial stone games against a computer that never makes a mistake."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption game("game",
                                  "Start this game: bash, nim, wythoff, redistribution "
                                  "or staircase (Georgia and Bob).",
                                  "name");
    const QCommandLineOption position(
        "position", "The start: pile sizes, or chip cells, separated by commas.", "numbers");
    const QCommandLineOption k("k", "Bash game: the most stones a move may take.", "K");
    const QCommandLineOption cells(
        "cells", "Georgia and Bob: the strip length (default: the last chip).", "M");
    const QCommandLineOption first("first", "Who moves first: you (default) or computer.",
                                   "you|computer");
    const QCommandLineOption opponent(
        "opponent", "computer (default), human (two people at this screen) or demo.",
        "computer|human|demo");
    const QCommandLineOption delay("delay", "The computer's visible delay before it moves.", "ms");
    const QCommandLineOption record("record", "Save the game to this file after every move.",
                                    "file");
    parser.addOptions({game, position, k, cells, first, opponent, delay, record});
    parser.addPositionalArgument("file", "A saved game to open.", "[file]");

    if (!parser.parse(arguments)) return failure(parser.errorText());
    LaunchRequest request;
    if (parser.isSet(help)) {
        request.action = LaunchRequest::Action::ShowHelp;
        request.message = parser.helpText();
        return request;
    }
    if (parser.isSet(version)) {
        request.action = LaunchRequest::Action::ShowVersion;
        request.message =
            QCoreApplication::applicationName() + ' ' + QCoreApplication::applicationVersion();
        return request;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) return failure("only one file can be opened at a time");
    if (!files.isEmpty()) request.file = files.front();
    request.recordFile = parser.value(record);
    if (parser.isSet(delay)) {
        bool ok = false;
        const int ms = parser.value(delay).toInt(&ok);
        if (!ok || ms < 0 || ms > 60000)
            return failure("--delay takes milliseconds from 0 to 60000, not \"" +
                           parser.value(delay) + '"');
        request.delayMs = ms;
    }

    const bool startsGame = parser.isSet(game);
    for (const QCommandLineOption* o : {&position, &k, &cells, &first, &opponent})
        if (parser.isSet(*o) && !startsGame)
            return failure("--" + o->names().front() + " needs --game");
    if (!startsGame) return request;
    if (!request.file.isEmpty()) return failure("open a file or start a --game, not both");

    const auto kind = grundy::gameFromId(parser.value(game).toStdString());
    if (!kind)
        return failure("unknown game \"" + parser.value(game) +
                       "\" (bash, nim, wythoff, redistribution or staircase)");
    if (!parser.isSet(position)) return failure("--game needs --position");
    std::vector<grundy::Natural> numbers;
    for (const QString& part : parser.value(position).split(',')) {
        const auto n = natural(part);
        if (!n) return failure("--position: \"" + part + "\" is not a non-negative integer");
        numbers.push_back(*n);
    }
    grundy::GameOptions options;
    if (*kind == grundy::GameKind::Bash) {
        if (!parser.isSet(k)) return failure("the Bash game needs --k");
        const auto value = natural(parser.value(k));
        if (!value || *value < 1) return failure("--k must be a whole number of at least 1");
        options.k = *value;
    } else if (parser.isSet(k)) {
        return failure("--k is only for the Bash game");
    }
    if (*kind == grundy::GameKind::Staircase) {
        options.cells = *std::max_element(numbers.begin(), numbers.end());
        if (parser.isSet(cells)) {
            const auto value = natural(parser.value(cells));
            if (!value) return failure("--cells must be a whole number");
            options.cells = *value;
        }
    } else if (parser.isSet(cells)) {
        return failure("--cells is only for Georgia and Bob (staircase)");
    }

    GameSetup setup;
    try {
        setup.start = grundy::makePosition(*kind, numbers, options);
    } catch (const grundy::InvalidPosition& e) {
        return failure(QString("--position: ") + e.what());
    }
    const QString who = parser.isSet(opponent) ? parser.value(opponent) : "computer";
    const QString starts = parser.isSet(first) ? parser.value(first) : "you";
    if (starts != "you" && starts != "computer")
        return failure("--first takes you or computer, not \"" + starts + '"');
    if (who == "computer")
        setup.players = starts == "you" ? std::array{Seat::Human, Seat::Computer}
                                        : std::array{Seat::Computer, Seat::Human};
    else if (who == "human")
        setup.players = {Seat::Human, Seat::Human};
    else if (who == "demo")
        setup.players = {Seat::Computer, Seat::Computer};
    else
        return failure("--opponent takes computer, human or demo, not \"" + who + '"');
    if (parser.isSet(first) && who != "computer")
        return failure("--first only applies when playing against the computer");
    request.setup = setup;
    return request;
}
