// SPDX-License-Identifier: MIT
// Worksheets: the PDF read back as text (pdftotext) holds every exercise's question and, after
// them, every answer with its reason, in English and in Chinese; the same set gives the same
// sheet; a place that cannot be written is refused with the reason.
#include "common/language.h"
#include "common/messagetext.h"
#include "worksheet/worksheetwriter.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace grundy::practice;

namespace {

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
    QString text = QString::fromUtf8(p.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
    text.remove(QRegularExpression(QStringLiteral("\\s")));
    return text;
}

/// A text as pdfText() reads it.
QString squeezed(const QString& text) {
    return text.normalized(QString::NormalizationForm_KC)
        .remove(QRegularExpression(QStringLiteral("\\s")));
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
    void cleanupTestCase() { Language::use(QStringLiteral("en")); }

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
