// SPDX-License-Identifier: MIT
// The manual pages and the bash completion against the programs' own --help: every
// option, subcommand, game and judge problem the programs list is in the pages and the
// completion, and the options have one spelling (--k) in the help of both programs; and
// the games they list are exactly the catalogue's.
#include "core/games/catalogue.h"
#include "core/text/english.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

namespace {

QString readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// What `program args...` prints on standard output (the help texts).
QString output(const QString& program, const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(60000)) return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString cli(const QStringList& args) {
    return output(QStringLiteral(GRUNDY_CLI), args);
}

/// The options a help text names: -h, --help, --k, --origin ...
QStringList optionsIn(const QString& help) {
    static const QRegularExpression option(
        QStringLiteral("(?:^|[\\s,\\[(])(--?[A-Za-z][A-Za-z0-9-]*)"));
    QStringList out;
    for (auto it = option.globalMatch(help); it.hasNext();)
        out << it.next().captured(1);
    out.removeDuplicates();
    return out;
}

/// The subcommands a CLI11 help lists under "Subcommands:".
QStringList subcommandsIn(const QString& help) {
    QStringList out;
    bool inside = false;
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Subcommands:"))) {
            inside = true;
        } else if (inside && line.startsWith(QLatin1String("  "))) {
            out << line.trimmed().section(QLatin1Char(' '), 0, 0);
        } else if (inside) {
            break;
        }
    }
    return out;
}

/// A manual page as it reads: troff's "\-" is a "-", and font changes (\fB) are not text.
QString manPage(const QString& name) {
    static const QRegularExpression font(QStringLiteral("\\\\f[BIRP]"));
    return readFile(QStringLiteral(GRUNDY_SOURCE "/installer/man/") + name)
        .replace(QLatin1String("\\-"), QLatin1String("-"))
        .remove(font);
}

/// Whether `word` stands on its own in `text` (not inside a longer word or option).
bool hasWord(const QString& text, const QString& word) {
    const QRegularExpression re(QStringLiteral("(?<![A-Za-z0-9-])%1(?![A-Za-z0-9-])")
                                    .arg(QRegularExpression::escape(word)));
    return re.match(text).hasMatch();
}

/// The ids of the catalogue's games, each followed by its presets' (kayles), in its order.
QStringList catalogueIds() {
    QStringList ids;
    for (const grundy::GameInfo* game : grundy::catalogue()) {
        ids << QString::fromUtf8(game->id.data(), qsizetype(game->id.size()));
        for (const grundy::Preset& preset : game->presets)
            ids << QString::fromUtf8(preset.id.data(), qsizetype(preset.id.size()));
    }
    return ids;
}

/// The games a text lists by `pattern` (its first group), in order.
QStringList gamesListed(const QString& text, const QString& pattern) {
    QStringList out;
    const QRegularExpression re(pattern, QRegularExpression::MultilineOption);
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

/// The part of `text` from the first `from` to the next `to` after it (empty if none).
QString between(const QString& text, const QString& from, const QString& to) {
    const qsizetype begin = text.indexOf(from);
    if (begin < 0) return {};
    const qsizetype end = text.indexOf(to, begin + from.size());
    return text.mid(begin, end < 0 ? -1 : end - begin);
}

/// The words after the first `from` up to the next `to`, separated by `separator`.
QStringList listAfter(const QString& text, const QString& from, const QString& to,
                      const QString& separator) {
    return between(text, from, to).mid(from.size()).split(separator, Qt::SkipEmptyParts);
}

} // namespace

class TstManPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(!manPage("grundy.6").isEmpty());
        QVERIFY(!manPage("grundy-cli.6").isEmpty());
        m_completion =
            readFile(QStringLiteral(GRUNDY_SOURCE "/installer/completion/grundy-cli.bash"));
        QVERIFY(!m_completion.isEmpty());
        // Every help page of grundy-cli: the program's, each subcommand's, each game's.
        m_cliHelp = {cli({"--help"}),         cli({"judge", "--help"}),
                     cli({"grid", "--help"}), cli({"grid", "wythoff", "--help"}),
                     cli({"sg", "--help"}),   cli({"sg", "subtraction", "--help"})};
        const QString solve = cli({"solve", "--help"});
        m_cliHelp << solve;
        m_games = subcommandsIn(solve);
        QVERIFY(m_games.size() >= 5);
        for (const QString& game : m_games)
            m_cliHelp << cli({"solve", game, "--help"});
        for (const QString& help : m_cliHelp)
            QVERIFY(help.contains(QLatin1String("Usage:")));
    }

    /// `grundy --help`: every option is in grundy(6), in its synopsis too.
    void grundyPage() {
        const QString help = output(QStringLiteral(GRUNDY_GUI), {"--help"});
        QVERIFY(help.contains(QLatin1String("--game")));
        const QString page = manPage("grundy.6");
        const QString synopsis = between(page, ".SH SYNOPSIS", "\n.SH ");
        QVERIFY(!synopsis.isEmpty());
        for (const QString& option : optionsIn(help)) {
            QVERIFY2(hasWord(page, option), qPrintable(option));
            QVERIFY2(hasWord(synopsis, option), qPrintable("synopsis: " + option));
        }
    }

    /// grundy(6)'s description names every game of the catalogue.
    void grundyDescriptionNamesEveryGame() {
        const QString description =
            between(manPage("grundy.6"), ".SH DESCRIPTION", "\n.SH ").simplified();
        QVERIFY(!description.isEmpty());
        for (const grundy::GameInfo* game : grundy::catalogue()) {
            const QString name =
                QString::fromStdString(grundy::toEnglish(grundy::gameName(game->kind)));
            QVERIFY2(description.contains(name, Qt::CaseInsensitive), qPrintable(name));
        }
    }

    /// Every option, subcommand, game and judge problem of grundy-cli is in grundy-cli(6)
    /// and in the bash completion.
    void cliPageAndCompletion() {
        const QString page = manPage("grundy-cli.6");
        QStringList words;
        for (const QString& help : m_cliHelp)
            words << optionsIn(help) << subcommandsIn(help);
        // The judge problems, as an unknown one lists them: (known: poj1067, hdu1527, ...).
        QProcess unknown;
        unknown.start(QStringLiteral(GRUNDY_CLI), {"judge", "foo"});
        QVERIFY(unknown.waitForFinished(60000));
        const auto choices = QRegularExpression(QStringLiteral("\\(known: ([^)]*)\\)"))
                                 .match(QString::fromUtf8(unknown.readAllStandardError()));
        QVERIFY(choices.hasMatch());
        const QStringList problems = choices.captured(1).split(QStringLiteral(", "));
        QVERIFY(problems.size() >= 10);
        const QString judgeHelp = cli({"judge", "--help"});
        for (const QString& problem : problems)
            QVERIFY2(hasWord(judgeHelp, problem), qPrintable("judge --help: " + problem));
        words << problems;
        words.removeDuplicates();
        for (const QString& word : words) {
            QVERIFY2(hasWord(page, word), qPrintable(QStringLiteral("grundy-cli.6: ") + word));
            QVERIFY2(hasWord(m_completion, word),
                     qPrintable(QStringLiteral("grundy-cli.bash: ") + word));
        }
    }

    /// The games of both programs' help, of both pages and of the completion are the
    /// catalogue's (core/games/catalogue.h): a game missing from one, or one too many, is
    /// named with the place that lacks it.
    void gamesAreTheCatalogues() {
        const QStringList ids = catalogueIds();
        QVERIFY(ids.size() >= 5);
        const QString guiHelp = output(QStringLiteral(GRUNDY_GUI), {"--help"}).simplified();
        const QList<std::pair<QString, QStringList>> lists = {
            {"grundy --help (--game)", listAfter(guiHelp, "Start this game: ", ".", ", ")},
            {"grundy-cli solve --help", m_games},
            {"grundy.6 (--game)", gamesListed(between(manPage("grundy.6"), ".BI --game", "\n.TP"),
                                              "^\\.BR? ([a-z0-9-]+)")},
            {"grundy-cli.6 (solve)",
             gamesListed(between(manPage("grundy-cli.6"), ".SS solve", "\n.SS"),
                         "^\\.BI \"([a-z0-9-]+) ")},
            {"grundy-cli.bash (games)", listAfter(m_completion, "local games=\"", "\"", " ")},
        };
        for (const auto& [where, listed] : lists) {
            for (const QString& id : ids)
                QVERIFY2(listed.contains(id), qPrintable(where + ": no " + id));
            for (const QString& game : listed)
                QVERIFY2(ids.contains(game), qPrintable(where + ": " + game + " is not a game"));
        }
    }

    /// One spelling: a game's option is --k in the help of both programs, and the old -k
    /// is not shown (it is still accepted: tst_cli_solve, tst_mainwindow).
    void oneSpelling() {
        const QString gui = output(QStringLiteral(GRUNDY_GUI), {"--help"});
        QVERIFY2(gui.contains(QLatin1String("  --k <K>")), qPrintable(gui));
        QVERIFY(!gui.contains(QLatin1String("  -k <K>")));
        const QString bash = cli({"solve", "bash", "--help"});
        QVERIFY2(bash.contains(QLatin1String("  --k K")), qPrintable(bash));
        QVERIFY(!bash.contains(QLatin1String("-k,")));
        QVERIFY(!hasWord(bash, QStringLiteral("-k")));
    }

private:
    QString m_completion;
    QStringList m_cliHelp;
    QStringList m_games;
};

QTEST_GUILESS_MAIN(TstManPages)
#include "tst_manpages.moc"
