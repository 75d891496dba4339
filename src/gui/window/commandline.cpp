// SPDX-License-Identifier: MIT
#include "window/commandline.h"

#include "common/language.h"
#include "common/messagetext.h"
#include "common/recordlimits.h"
#include "games/gamehome.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRandomGenerator>

#include <algorithm>
#include <vector>

using grundy::Seat;

namespace {

/// The translation context of the command line's words.
struct CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

/// The ids of every game, for the help and for an unknown game: "bash, nim, …".
QString knownGames() {
    QStringList ids;
    for (const grundy::GameInfo* game : grundy::catalogue()) {
        ids << QString::fromUtf8(game->id.data(), qsizetype(game->id.size()));
        for (const grundy::Preset& preset : game->presets)
            ids << QString::fromUtf8(preset.id.data(), qsizetype(preset.id.size()));
    }
    return ids.join(QStringLiteral(", "));
}

QString qstr(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

/// The ids of the games worksheets draw exercises from, in course order: "bash, nim, …".
QString worksheetGames() {
    QStringList ids;
    for (const grundy::practice::Topic topic : grundy::practice::kTopics)
        ids << qstr(grundy::gameId(grundy::practice::topicGame(topic)));
    return ids.join(QStringLiteral(", "));
}

/// One command-line option per game option id (--k, --cells, ...), from the catalogue;
/// the help names the games that have it.
std::vector<QCommandLineOption> gameOptionFlags() {
    std::vector<QCommandLineOption> flags;
    std::vector<std::string_view> seen;
    for (const grundy::GameInfo* game : grundy::catalogue())
        for (const grundy::OptionSpec& spec : game->options) {
            if (std::find(seen.begin(), seen.end(), spec.id) != seen.end()) continue;
            seen.push_back(spec.id);
            const OptionField field = homeOf(game->kind).optionField(spec.id);
            flags.emplace_back(
                qstr(spec.id),
                CommandLine::tr("%1: %2.").arg(homeOf(game->kind).name(), field.help),
                qstr(spec.valueName));
        }
    return flags;
}

/// A switch for a word option (--misere for --play misere), from the catalogue.
struct SwitchFlag {
    QCommandLineOption flag;
    std::string optionId;
    std::string word;
};

std::vector<SwitchFlag> gameSwitchFlags() {
    std::vector<SwitchFlag> flags;
    for (const grundy::GameInfo* game : grundy::catalogue())
        for (const grundy::OptionSpec& spec : game->options) {
            if (spec.switchWord.empty()) continue;
            const bool seen = std::any_of(flags.begin(), flags.end(), [&](const SwitchFlag& f) {
                return f.optionId == spec.id;
            });
            if (seen) continue;
            flags.push_back({QCommandLineOption(qstr(spec.switchWord),
                                                CommandLine::tr("The same as --%1 %2.")
                                                    .arg(qstr(spec.id), qstr(spec.switchWord))),
                             std::string(spec.id), std::string(spec.switchWord)});
        }
    return flags;
}

/// An option problem in the command line's words (--k, not "option k").
QString optionProblem(const grundy::OptionError& e) {
    const QString flag = QStringLiteral("--") + QString::fromStdString(e.option());
    const QString game = homeOf(e.game()).name();
    switch (e.problem()) {
    case grundy::OptionError::Problem::Unknown:
        return CommandLine::tr("%1 is not an option of %2").arg(flag, game);
    case grundy::OptionError::Problem::Missing:
        return CommandLine::tr("%1 needs %2").arg(game, flag);
    case grundy::OptionError::Problem::NotANumber:
    case grundy::OptionError::Problem::TooSmall:
        return CommandLine::tr("%1 must be a whole number of at least %2")
            .arg(flag)
            .arg(e.minimum());
    case grundy::OptionError::Problem::Invalid:
        return CommandLine::tr("%1 \"%2\" %3")
            .arg(flag, QString::fromStdString(e.value()),
                 e.reason() ? MessageText::text(*e.reason()) : QString());
    }
    return MessageText::text(e.message());
}

/// The help with every game option spelled --k, as the errors, the docs and grundy-cli
/// spell it: Qt writes a one-letter option with one dash ("-k <K>") and takes both.
QString spelledLong(QString help, const std::vector<QCommandLineOption>& flags) {
    for (const QCommandLineOption& flag : flags) {
        const QString name = flag.names().front();
        if (name.size() != 1) continue;
        // The column of descriptions has at least one space of padding: use it for the dash.
        const QString shown = QStringLiteral("-%1 <%2>").arg(name, flag.valueName());
        help.replace(QStringLiteral("  ") + shown + QLatin1Char(' '),
                     QStringLiteral("  -") + shown);
    }
    return help;
}

LaunchRequest failure(const QString& message) {
    LaunchRequest r;
    r.action = LaunchRequest::Action::Fail;
    r.message = message;
    return r;
}

std::optional<grundy::Natural> natural(const QString& text) {
    return grundy::parseNatural(text.trimmed().toStdString());
}

/// Every option of the command line, added to one parser in the order the help lists them.
struct Options {
    QCommandLineParser parser;
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption game{"game", CommandLine::tr("Start this game: %1.").arg(knownGames()),
                                  CommandLine::tr("name")};
    const QCommandLineOption position{
        "position",
        CommandLine::tr("The start: pile sizes, or chip cells, separated by commas or spaces."),
        CommandLine::tr("numbers")};
    const QCommandLineOption component{
        "component",
        CommandLine::tr("A sum of games' component, GAME:POSITION[:OPTION=VALUE]... (nim:3,5, "
                        "kayles:6, subtraction:7,9:set=1,3,4); give one for each."),
        CommandLine::tr("word")};
    const std::vector<QCommandLineOption> optionFlags = gameOptionFlags();
    const QCommandLineOption first{
        "first", CommandLine::tr("Who moves first: you (default) or computer."), "you|computer"};
    const QCommandLineOption opponent{
        "opponent",
        CommandLine::tr("computer (default), human (two people at this screen) or demo."),
        "computer|human|demo"};
    const QCommandLineOption delay{
        "delay", CommandLine::tr("The computer's visible delay before it moves."), "ms"};
    const QCommandLineOption level{
        "level",
        CommandLine::tr("How strong the computer plays: perfect (default), strong, learner, "
                        "random or coach."),
        "perfect|strong|learner|random|coach"};
    const QCommandLineOption seed{
        "seed",
        CommandLine::tr("The seed of the computer's random choices, or of a worksheet's "
                        "exercises: the same seed replays the same game and draws the same "
                        "sheet (default: a random one)."),
        "N"};
    const QCommandLineOption record{"record",
                                    CommandLine::tr("Save the game to this file after every move."),
                                    CommandLine::tr("file")};
    const std::vector<SwitchFlag> switchFlags = gameSwitchFlags();
    const QCommandLineOption worksheet{
        "worksheet",
        CommandLine::tr("Write a worksheet to print (an A4 PDF with its answer key) and quit; "
                        "no display is needed. Its exercises are drawn from --game (one or "
                        "more of %1, separated by commas; default: all), or read from a set "
                        "file given instead.")
            .arg(worksheetGames())};
    const QCommandLineOption kinds{
        "kinds",
        CommandLine::tr("A worksheet's kinds of exercise, separated by commas (default: all)."),
        "pn,move,sg,table,which"};
    const QCommandLineOption count{
        "count", CommandLine::tr("How many exercises a worksheet has (default: 12)."), "N"};
    const QCommandLineOption difficulty{
        "difficulty", CommandLine::tr("How hard a worksheet's exercises are (default: 2)."),
        "1-5"};
    const QCommandLineOption language{
        "language",
        CommandLine::tr("The language a worksheet is written in (default: the window's)."),
        "en|zh_CN"};
    const QCommandLineOption output{
        "output", CommandLine::tr("The PDF file a worksheet is written to."),
        CommandLine::tr("file")};

    Options() {
        parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Play impartial stone games against a computer that never makes a mistake."));
        parser.addOptions({game, position, component});
        for (const QCommandLineOption& flag : optionFlags)
            parser.addOption(flag);
        for (const SwitchFlag& s : switchFlags)
            parser.addOption(s.flag);
        parser.addOptions({first, opponent, level, seed, delay, record});
        parser.addOptions({worksheet, kinds, count, difficulty, language, output});
        parser.addPositionalArgument(
            "file", CommandLine::tr("A saved game to open (with --worksheet: an exercise set)."),
            "[file]");
    }
};

/// The file to open, the file to record to and the computer's delay; what is wrong, or empty.
QString readFileAndDelay(const Options& o, LaunchRequest& request) {
    const QStringList files = o.parser.positionalArguments();
    if (files.size() > 1) return CommandLine::tr("only one file can be opened at a time");
    if (!files.isEmpty()) request.file = files.front();
    request.recordFile = o.parser.value(o.record);
    if (o.parser.isSet(o.delay)) {
        bool ok = false;
        const int ms = o.parser.value(o.delay).toInt(&ok);
        if (!ok || ms < 0 || ms > 60000)
            return CommandLine::tr("--delay takes milliseconds from 0 to 60000, not \"%1\"")
                .arg(o.parser.value(o.delay));
        request.delayMs = ms;
    }
    return {};
}

/// The flags of a game to start: its start and players, then `also`, then the game's
/// options and switches.
std::vector<const QCommandLineOption*> gameFlags(
    const Options& o, std::initializer_list<const QCommandLineOption*> also) {
    std::vector<const QCommandLineOption*> flags{&o.position, &o.component, &o.first,
                                                 &o.opponent, &o.level};
    flags.insert(flags.end(), also);
    for (const QCommandLineOption& flag : o.optionFlags)
        flags.push_back(&flag);
    for (const SwitchFlag& s : o.switchFlags)
        flags.push_back(&s.flag);
    return flags;
}

/// The first flag given that only a --game takes, when there is no --game; else empty.
QString flagWithoutGame(const Options& o) {
    if (o.parser.isSet(o.game)) return {};
    for (const QCommandLineOption* flag : gameFlags(o, {&o.seed}))
        if (o.parser.isSet(*flag))
            return CommandLine::tr("--%1 needs --game").arg(flag->names().front());
    return {};
}

/// The game's options from their flags and switches (--k 3, --misere); what is wrong, or empty.
QString readGameOptions(const Options& o, grundy::GameOptions& options) {
    for (const QCommandLineOption& flag : o.optionFlags) {
        if (!o.parser.isSet(flag)) continue;
        const QString value = o.parser.value(flag);
        if (const QString problem = RecordLimits::digitsProblem(value); !problem.isEmpty())
            return CommandLine::tr("--%1: %2").arg(flag.names().front(), problem);
        options.set(flag.names().front().toStdString(), value.toStdString());
    }
    for (const SwitchFlag& s : o.switchFlags) {
        if (!o.parser.isSet(s.flag)) continue;
        if (const std::string* given = options.find(s.optionId); given && *given != s.word)
            return CommandLine::tr("--%1 and --%2 %3 disagree")
                .arg(s.flag.names().front(), qstr(s.optionId), QString::fromStdString(*given));
        options.set(s.optionId, s.word);
    }
    return {};
}

/// The start of a game written as words (a sum of games) from its --component words; what is
/// wrong, or empty.
QString readComponents(const Options& o, const grundy::GameInfo& info, grundy::AnyPosition& start) {
    if (o.parser.isSet(o.position))
        return CommandLine::tr("--game %1 takes --component, not --position").arg(qstr(info.id));
    const QStringList given = o.parser.values(o.component);
    if (given.isEmpty()) return CommandLine::tr("--game %1 needs --component").arg(qstr(info.id));
    std::vector<std::string> words;
    for (const QString& word : given) {
        if (const QString problem = RecordLimits::digitsProblem(word); !problem.isEmpty())
            return CommandLine::tr("--component: %1").arg(problem);
        words.push_back(word.toStdString());
    }
    try {
        start = info.fromWords(words);
    } catch (const grundy::InvalidPosition& e) {
        return CommandLine::tr("--component: %1").arg(MessageText::text(e.message()));
    }
    return {};
}

/// The start of --game from --position and the game's options, and what the game changed
/// of it (GameHome::startNote); what is wrong, or empty.
QString readStart(const Options& o, grundy::AnyPosition& start, QString& note) {
    const grundy::GameChoice choice = grundy::findGameOrPreset(o.parser.value(o.game).toStdString());
    const grundy::GameInfo* info = choice.game;
    if (!info)
        return CommandLine::tr("unknown game \"%1\" (%2)")
            .arg(o.parser.value(o.game), knownGames());
    if (info->fromWords) return readComponents(o, *info, start);
    if (!o.parser.isSet(o.position)) return CommandLine::tr("--game needs --position");
    // The spellings grundy-cli takes: "3,5,7", "3, 5, 7" or "3 5 7".
    const std::string text = o.parser.value(o.position).toStdString();
    QStringList parts;
    for (const std::string_view piece : grundy::numberPieces(text))
        parts << QString::fromUtf8(piece.data(), qsizetype(piece.size()));
    if (parts.isEmpty()) parts << QString(); // a blank --position: "" is no number
    if (const QString problem = RecordLimits::numbersProblem(parts); !problem.isEmpty())
        return CommandLine::tr("--position: %1").arg(problem);
    std::vector<grundy::Natural> numbers;
    for (const QString& part : parts) {
        const auto n = natural(part);
        if (!n)
            return CommandLine::tr("--position: \"%1\" is not a non-negative integer").arg(part);
        numbers.push_back(*n);
    }
    grundy::GameOptions options;
    if (const QString problem = readGameOptions(o, options); !problem.isEmpty()) return problem;
    try {
        grundy::applyPreset(choice, options); // --game kayles is --game octal --code 0.77
        start = grundy::positionFrom(*info, numbers, options);
        note = homeOf(info->kind).startNote(start, options);
    } catch (const grundy::OptionError& e) {
        return optionProblem(e);
    } catch (const grundy::InvalidPosition& e) {
        return CommandLine::tr("--position: %1").arg(MessageText::text(e.message()));
    }
    return {};
}

/// --seed, if given, into `seed`; what is wrong, or empty.
QString readSeed(const Options& o, grundy::u64& seed) {
    if (!o.parser.isSet(o.seed)) return {};
    const auto n = natural(o.parser.value(o.seed));
    if (!n || !grundy::fitsU64(*n))
        return CommandLine::tr(
                   "--seed takes a whole number from 0 to 18446744073709551615, not \"%1\"")
            .arg(o.parser.value(o.seed));
    seed = grundy::toU64(*n);
    return {};
}

/// Who plays (--opponent, --first) and how the computer plays (--level, --seed); what is
/// wrong, or empty.
QString readPlayers(const Options& o, GameSetup& setup) {
    const QCommandLineParser& parser = o.parser;
    const QString who = parser.isSet(o.opponent) ? parser.value(o.opponent) : "computer";
    const QString starts = parser.isSet(o.first) ? parser.value(o.first) : "you";
    if (starts != "you" && starts != "computer")
        return CommandLine::tr("--first takes you or computer, not \"%1\"").arg(starts);
    if (who == "computer")
        setup.players = starts == "you" ? std::array{Seat::Human, Seat::Computer}
                                        : std::array{Seat::Computer, Seat::Human};
    else if (who == "human")
        setup.players = {Seat::Human, Seat::Human};
    else if (who == "demo")
        setup.players = {Seat::Computer, Seat::Computer};
    else
        return CommandLine::tr("--opponent takes computer, human or demo, not \"%1\"").arg(who);
    if (parser.isSet(o.first) && who != "computer")
        return CommandLine::tr("--first only applies when playing against the computer");
    if (parser.isSet(o.level)) {
        const auto chosen = grundy::levelFromWord(parser.value(o.level).toStdString());
        if (!chosen)
            return CommandLine::tr(
                       "--level takes perfect, strong, learner, random or coach, not \"%1\"")
                .arg(parser.value(o.level));
        setup.level = *chosen;
    }
    if (parser.isSet(o.seed)) {
        setup.seed = 0;
        if (const QString problem = readSeed(o, *setup.seed); !problem.isEmpty()) return problem;
    }
    if ((parser.isSet(o.level) || parser.isSet(o.seed)) && who == "human")
        return CommandLine::tr("--%1 only applies when a computer plays")
            .arg(parser.isSet(o.level) ? "level" : "seed");
    return {};
}

/// The flags only a worksheet takes.
std::vector<const QCommandLineOption*> worksheetFlags(const Options& o) {
    return {&o.kinds, &o.count, &o.difficulty, &o.language, &o.output};
}

/// A whole number from `least` to `most` given to `flag`; what is wrong, or empty.
QString readNumber(const Options& o, const QCommandLineOption& flag, long least, long most,
                   long& number) {
    if (!o.parser.isSet(flag)) return {};
    const auto n = natural(o.parser.value(flag));
    if (!n || *n < least || *n > most)
        return CommandLine::tr("--%1 takes a whole number from %2 to %3, not \"%4\"")
            .arg(flag.names().front())
            .arg(least)
            .arg(most)
            .arg(o.parser.value(flag));
    number = n->get_si();
    return {};
}

/// The topics of --game (ids separated by commas); what is wrong, or empty.
QString readTopics(const Options& o, std::vector<grundy::practice::Topic>& topics) {
    if (!o.parser.isSet(o.game)) return {};
    for (const QString& id : o.parser.value(o.game).split(QLatin1Char(','))) {
        const grundy::GameChoice choice = grundy::findGameOrPreset(id.trimmed().toStdString());
        const auto topic = choice.game ? grundy::practice::topicOf(choice.game->kind) : std::nullopt;
        if (!topic)
            return CommandLine::tr("a worksheet has no exercises of \"%1\" (%2)")
                .arg(id, worksheetGames());
        if (std::find(topics.begin(), topics.end(), *topic) == topics.end())
            topics.push_back(*topic);
    }
    return {};
}

/// The kinds of --kinds (ids separated by commas); what is wrong, or empty.
QString readKinds(const Options& o, std::vector<grundy::practice::Kind>& kinds) {
    if (!o.parser.isSet(o.kinds)) return {};
    for (const QString& id : o.parser.value(o.kinds).split(QLatin1Char(','))) {
        const auto kind = grundy::practice::kindFromId(id.trimmed().toStdString());
        if (!kind)
            return CommandLine::tr("--kinds takes pn, move, sg, table and which, not \"%1\"")
                .arg(id);
        if (std::find(kinds.begin(), kinds.end(), *kind) == kinds.end()) kinds.push_back(*kind);
    }
    return {};
}

/// `grundy --worksheet [SET] [--game ...] --output FILE`: what to print, or what is wrong.
LaunchRequest readWorksheet(const Options& o) {
    // A game's flags but the seed, which a worksheet's exercises are drawn from.
    for (const QCommandLineOption* flag : gameFlags(o, {&o.delay, &o.record}))
        if (o.parser.isSet(*flag))
            return failure(CommandLine::tr("--%1 does not apply to --worksheet")
                               .arg(flag->names().front()));
    LaunchRequest request;
    request.action = LaunchRequest::Action::PrintWorksheet;
    WorksheetRequest& sheet = request.worksheet;
    const QStringList files = o.parser.positionalArguments();
    if (files.size() > 1) return failure(CommandLine::tr("only one exercise set can be printed at a time"));
    if (!files.isEmpty()) {
        sheet.setFile = files.front();
        for (const QCommandLineOption* flag : {&o.game, &o.kinds, &o.count, &o.seed, &o.difficulty})
            if (o.parser.isSet(*flag))
                return failure(CommandLine::tr("--%1 does not apply to a set file, whose "
                                               "exercises are fixed")
                                   .arg(flag->names().front()));
    }
    if (!o.parser.isSet(o.output)) return failure(CommandLine::tr("--worksheet needs --output"));
    sheet.output = o.parser.value(o.output);
    if (sheet.output.isEmpty()) return failure(CommandLine::tr("--output needs a file name"));
    if (o.parser.isSet(o.language)) {
        sheet.language = o.parser.value(o.language);
        if (!Language::available().contains(sheet.language))
            return failure(CommandLine::tr("--language takes %1, not \"%2\"")
                               .arg(Language::available().join(QStringLiteral(", ")),
                                    sheet.language));
    }
    long count = long(sheet.count);
    long difficulty = sheet.difficulty;
    for (const QString& problem :
         {readTopics(o, sheet.topics), readKinds(o, sheet.kinds),
          readNumber(o, o.count, 1, long(grundy::practice::kMaxSetExercises), count),
          readNumber(o, o.difficulty, grundy::practice::kEasiest, grundy::practice::kHardest,
                     difficulty)})
        if (!problem.isEmpty()) return failure(problem);
    // Nim asks no table.
    if (sheet.setFile.isEmpty() && !grundy::practice::asksAny(sheet.topicsAsked(), sheet.kindsAsked()))
        return failure(CommandLine::tr("--kinds %1: no exercise of these kinds is drawn from "
                                       "--game %2")
                           .arg(o.parser.value(o.kinds), o.parser.value(o.game)));
    sheet.count = std::size_t(count);
    sheet.difficulty = int(difficulty);
    sheet.seed = QRandomGenerator::global()->generate64();
    if (const QString problem = readSeed(o, sheet.seed); !problem.isEmpty()) return failure(problem);
    return request;
}

} // namespace

bool asksForWorksheet(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string_view(argv[i]) == "--worksheet" || std::string_view(argv[i]) == "-worksheet")
            return true;
    return false;
}

bool hasDisplay() {
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY") ||
           !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

QString noDisplayMessage() {
    return CommandLine::tr("the window cannot be opened: there is no display (neither DISPLAY nor "
                           "WAYLAND_DISPLAY is set)");
}

LaunchRequest parseCommandLine(const QStringList& arguments) {
    Options o;
    if (!o.parser.parse(arguments)) return failure(o.parser.errorText());
    LaunchRequest request;
    if (o.parser.isSet(o.help)) {
        request.action = LaunchRequest::Action::ShowHelp;
        request.message = spelledLong(o.parser.helpText(), o.optionFlags);
        return request;
    }
    if (o.parser.isSet(o.version)) {
        request.action = LaunchRequest::Action::ShowVersion;
        request.message =
            QCoreApplication::applicationName() + ' ' + QCoreApplication::applicationVersion();
        return request;
    }
    if (o.parser.isSet(o.worksheet)) return readWorksheet(o);
    for (const QCommandLineOption* flag : worksheetFlags(o))
        if (o.parser.isSet(*flag))
            return failure(
                CommandLine::tr("--%1 needs --worksheet").arg(flag->names().front()));
    if (const QString problem = readFileAndDelay(o, request); !problem.isEmpty())
        return failure(problem);
    if (const QString problem = flagWithoutGame(o); !problem.isEmpty()) return failure(problem);
    if (!o.parser.isSet(o.game)) return request;
    if (!request.file.isEmpty())
        return failure(CommandLine::tr("open a file or start a --game, not both"));
    GameSetup setup;
    if (const QString problem = readStart(o, setup.start, setup.note); !problem.isEmpty())
        return failure(problem);
    if (const QString problem = readPlayers(o, setup); !problem.isEmpty()) return failure(problem);
    request.setup = setup;
    return request;
}
