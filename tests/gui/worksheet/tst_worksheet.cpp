// SPDX-License-Identifier: MIT
// Worksheets: the PDF read back as text (pdftotext) holds every exercise's question and, after
// them, every answer with its reason, in English and in Chinese; the same set gives the same
// sheet; a place that cannot be written is refused with the reason.
#include "common/language.h"
#include "common/messagetext.h"
#include "window/commandline.h"
#include "worksheet/worksheetwriter.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace grundy::practice;

namespace {

/// A text as pdfText() reads it.
QString squeezed(const QString& text) {
    return text.normalized(QString::NormalizationForm_KC)
        .remove(QRegularExpression(QStringLiteral("\\s")));
}

/// The text of a PDF as pdftotext reads it, with no white space at all: lines break where the
/// page breaks them, not where the messages do.
QString pdfText(const QString& path) {
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty()) return {};
    QProcess p;
    p.start(tool, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
    // Compatibility forms as what they stand for: the font's ligatures (the "ff" of Wythoff)
    // are one glyph, which pdftotext reads as U+FB00.
    QString text = QString::fromUtf8(p.readAllStandardOutput());
    // A CJK font draws some characters with the glyph of a radical (页 and ⻚), and Qt's PDF
    // names such a glyph by the radical: read it as the character.
    static const std::pair<char16_t, char16_t> radicals[]{
        {u'\u2EDA', u'页'}, {u'\u2ED3', u'长'}, {u'\u2ED4', u'门'}, {u'\u2EDC', u'飞'},
        {u'\u2EE2', u'马'}, {u'\u2EC5', u'见'}, {u'\u2EC9', u'贝'}, {u'\u2ECB', u'车'},
        {u'\u2EDB', u'风'}, {u'\u2EE5', u'鱼'}, {u'\u2EE6', u'鸟'}, {u'\u2EEC', u'齐'}};
    for (const auto& [radical, character] : radicals)
        text.replace(QChar(radical), QChar(character));
    return squeezed(text);
}

QString squeezed(const grundy::Message& m) {
    return squeezed(MessageText::text(m));
}

ExerciseSet everyKind(std::uint64_t seed) {
    const std::vector<Kind> all(kKinds.begin(), kKinds.end());
    return ExerciseSet{exerciseSet(seed, 15, all, 2), {}, seed};
}

} // namespace

class TstWorksheet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
                 "pdftotext (poppler-utils) is missing: installer/install-deps.sh installs it");
    }
    void init() { Language::use(QStringLiteral("en")); }

    void everyQuestionThenEveryAnswer_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
    }
    void everyQuestionThenEveryAnswer() {
        QFETCH(QString, language);
        Language::use(language);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
        const ExerciseSet set = everyKind(7);
        QString error;
        QVERIFY2(WorksheetWriter::write(set, path, &error), qPrintable(error));
        // For looking at the pages (pdftoppm): GRUNDY_KEEP_WORKSHEETS=folder.
        if (const QString keep = qEnvironmentVariable("GRUNDY_KEEP_WORKSHEETS"); !keep.isEmpty())
            QFile::copy(path, keep + QStringLiteral("/worksheet-%1.pdf").arg(language));
        const QString text = pdfText(path);
        QVERIFY(!text.isEmpty());
        const qsizetype key = text.indexOf(squeezed(WorksheetWriter::tr("Answer key")));
        QVERIFY2(key > 0, "no answer key");
        qsizetype at = 0;
        for (std::size_t i = 0; i < set.exercises.size(); ++i) {
            const Exercise& e = set.exercises[i];
            const QString asked = squeezed(question(e));
            at = text.indexOf(asked, at);
            QVERIFY2(at >= 0 && at < key, qPrintable(QStringLiteral("question %1 (%2) not before "
                                                                    "the key")
                                                         .arg(i + 1)
                                                         .arg(asked)));
        }
        at = key;
        for (std::size_t i = 0; i < set.exercises.size(); ++i) {
            const Exercise& e = set.exercises[i];
            const Answer right = solution(e);
            const QString answer = squeezed(
                WorksheetWriter::tr("%1. %2").arg(i + 1).arg(MessageText::text(answerText(e, right))));
            at = text.indexOf(answer, at);
            QVERIFY2(at > key, qPrintable(QStringLiteral("answer %1 (%2) not in the key, in order")
                                              .arg(i + 1)
                                              .arg(answer)));
            const QString reason = squeezed(check(e, right).reason);
            QVERIFY2(text.indexOf(reason, at) > at,
                     qPrintable(QStringLiteral("reason %1 (%2)").arg(i + 1).arg(reason)));
        }
        // The first page: a name and a date to fill in; every page numbered.
        QVERIFY(text.contains(squeezed(WorksheetWriter::tr("Name:"))));
        QVERIFY(text.contains(squeezed(WorksheetWriter::tr("Date:"))));
        QVERIFY(text.contains(squeezed(WorksheetWriter::tr("Page %1").arg(2))));
    }

    void theSameSetGivesTheSameSheet() {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.pdf"));
        const QString b = dir.filePath(QStringLiteral("b.pdf"));
        QVERIFY(WorksheetWriter::write(everyKind(11), a));
        QVERIFY(WorksheetWriter::write(everyKind(11), b));
        QCOMPARE(pdfText(a), pdfText(b));
        QVERIFY(WorksheetWriter::write(everyKind(12), b));
        QVERIFY(pdfText(a) != pdfText(b));
    }

    void commandLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("problem"); // empty: a worksheet is asked for
        const QString out = QStringLiteral("--output=s.pdf");
        QTest::newRow("drawn") << QStringList{"--worksheet", "--game", "nim,kayles", "--kinds",
                                              "pn,table", "--count", "5", "--seed", "7",
                                              "--difficulty", "3", "--language", "zh_CN", out}
                               << QString();
        QTest::newRow("set file") << QStringList{"--worksheet", "set.json", out} << QString();
        QTest::newRow("no output") << QStringList{"--worksheet"} << "needs --output";
        // Found by fuzz_commandline: an empty --output was taken as the file to write.
        QTest::newRow("empty output") << QStringList{"--worksheet", "--output", ""}
                                      << "--output needs a file name";
        QTest::newRow("unknown game") << QStringList{"--worksheet", "--game", "northcott", out}
                                      << "no exercises of \"northcott\"";
        QTest::newRow("unknown kind") << QStringList{"--worksheet", "--kinds", "pn,foo", out}
                                      << "--kinds takes";
        QTest::newRow("nim has no table") << QStringList{"--worksheet", "--game", "nim", "--kinds",
                                                         "table", out}
                                          << "no exercise of these kinds";
        QTest::newRow("count 0") << QStringList{"--worksheet", "--count", "0", out} << "--count";
        QTest::newRow("count too many")
            << QStringList{"--worksheet", "--count", "1001", out} << "--count";
        QTest::newRow("difficulty 6")
            << QStringList{"--worksheet", "--difficulty", "6", out} << "--difficulty";
        QTest::newRow("seed") << QStringList{"--worksheet", "--seed", "-1", out} << "--seed";
        QTest::newRow("language") << QStringList{"--worksheet", "--language", "fr", out}
                                  << "--language";
        QTest::newRow("a game's flag") << QStringList{"--worksheet", "--position", "3", out}
                                       << "--position does not apply";
        QTest::newRow("set and seed") << QStringList{"--worksheet", "a.json", "--seed", "3", out}
                                      << "--seed does not apply to a set file";
        QTest::newRow("two sets") << QStringList{"--worksheet", "a.json", "b.json", out}
                                  << "only one";
        QTest::newRow("no worksheet") << QStringList{"--count", "3"} << "--count needs --worksheet";
    }
    void commandLine() {
        QFETCH(QStringList, args);
        QFETCH(QString, problem);
        const LaunchRequest r = parseCommandLine(QStringList{"grundy"} + args);
        if (!problem.isEmpty()) {
            QCOMPARE(r.action, LaunchRequest::Action::Fail);
            QVERIFY2(r.message.contains(problem), qPrintable(r.message));
            return;
        }
        QCOMPARE(r.action, LaunchRequest::Action::PrintWorksheet);
        QCOMPARE(r.worksheet.output, QStringLiteral("s.pdf"));
        if (QTest::currentDataTag() == QLatin1String("drawn")) {
            const WorksheetRequest& w = r.worksheet;
            QVERIFY((w.topics == std::vector{Topic::Nim, Topic::TakeAndBreak}));
            QVERIFY((w.kinds == std::vector{Kind::PorN, Kind::Table}));
            QCOMPARE(w.count, std::size_t(5));
            QCOMPARE(w.seed, std::uint64_t(7));
            QCOMPARE(w.difficulty, 3);
            QCOMPARE(w.language, QStringLiteral("zh_CN"));
            const auto set = WorksheetPrinter::exercisesOf(w);
            QVERIFY(set);
            QVERIFY(set->exercises == exerciseSet(7, 5, w.kinds, 3, w.topics));
            QCOMPARE(set->seed, std::optional<std::uint64_t>(7));
        } else {
            QCOMPARE(r.worksheet.setFile, QStringLiteral("set.json"));
        }
    }

    /// The program itself, with no display: the exit status says how it went.
    void theProgramWithoutADisplay() {
        QTemporaryDir dir;
        const auto run = [&](const QStringList& args, QString* errors = nullptr) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove(QStringLiteral("DISPLAY"));
            env.remove(QStringLiteral("WAYLAND_DISPLAY"));
            env.remove(QStringLiteral("QT_QPA_PLATFORM"));
            env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path());
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(GRUNDY_PROGRAM), args);
            p.waitForFinished(120000);
            if (errors) *errors = QString::fromUtf8(p.readAllStandardError());
            return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        };
        const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
        QString errors;
        QCOMPARE(run({"--worksheet", "--game", "sum", "--count", "3", "--seed", "7", "--language", "en", "--output", sheet},
                     &errors),
                 0);
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
        const QString text = pdfText(sheet);
        for (const Exercise& e : exerciseSet(7, 3, {kKinds.begin(), kKinds.end()}, 2, {Topic::Sums}))
            QVERIFY(text.contains(squeezed(question(e))));
        // A set that is not one: 1, and the file named; bad arguments: 2.
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"grundy-exercises\", \"version\": 1, \"exercises\": 3}");
        file.close();
        QCOMPARE(run({"--worksheet", bad, "--output", sheet}, &errors), 1);
        QVERIFY2(errors.contains(QDir::toNativeSeparators(bad)), qPrintable(errors));
        QCOMPARE(run({"--worksheet", "--count", "many", "--output", sheet}, &errors), 2);
        QVERIFY2(errors.contains(QLatin1String("--count")), qPrintable(errors));
        QCOMPARE(run({"--worksheet", "--output", dir.filePath(QStringLiteral("no/s.pdf"))}, &errors), 1);
        QVERIFY2(errors.contains(QLatin1String("cannot be written")), qPrintable(errors));
        // Help, the version and a wrong command line are answered too; the window is refused
        // in a sentence, not by Qt's platform plugin.
        QCOMPARE(run({"--help"}, &errors), 0);
        QVERIFY2(errors.isEmpty(), qPrintable(errors));
        QCOMPARE(run({"--version"}, &errors), 0);
        QCOMPARE(run({"--game", "nim", "--position", "3,x"}, &errors), 2);
        QVERIFY2(errors.contains(QLatin1String("--position")), qPrintable(errors));
        QCOMPARE(run({}, &errors), 1);
        QVERIFY2(errors.startsWith(QLatin1String("grundy: the window cannot be opened: there is no display")),
                 qPrintable(errors));
    }

    void aPlaceThatCannotBeWrittenIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing/sheet.pdf"));
        QString error;
        QVERIFY(!WorksheetWriter::write(everyKind(3), path, &error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(TstWorksheet)
#include "tst_worksheet.moc"
