// SPDX-License-Identifier: MIT
// The translations: every entry of translations/*.ts finished and keeping its source's
// placeholders and accelerator, no tr() string of the sources missing from them (lupdate
// is run over the sources), built into the program, and switched while the window is open.
#include "windowparts.h"
#include "boards/boardview.h"
#include "common/language.h"
#include "common/settings.h"
#include "dialogs/newgamedialog.h"
#include "explain/explainpanel.h"
#include "window/languagemenu.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace grundy;

Q_DECLARE_METATYPE(GameSetup)

namespace {

/// One message of a .ts file.
struct TsEntry {
    QString context, source, comment;
    QStringList translations; ///< one, or one per plural form
    bool unfinished = false;
    bool numerus = false;

    QString key() const { return context + QChar(0) + source + QChar(0) + comment; }
    QString where() const { return QStringLiteral("%1: \"%2\"").arg(context, source); }
};

/// The messages of the .ts file at `path`; fails the test (returns nothing) if it cannot
/// be read.
QList<TsEntry> readTs(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(path + ": " + file.errorString()), __FILE__, __LINE__);
        return {};
    }
    QList<TsEntry> entries;
    QString context;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            TsEntry e;
            e.context = context;
            e.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    e.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("comment")) {
                    e.comment = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    e.unfinished = xml.attributes().value(QLatin1String("type")) ==
                                   QLatin1String("unfinished");
                    if (e.numerus) {
                        while (xml.readNextStartElement())
                            e.translations << xml.readElementText();
                    } else {
                        e.translations << xml.readElementText();
                    }
                } else {
                    xml.skipCurrentElement();
                }
            }
            entries << e;
        }
    }
    if (xml.hasError())
        QTest::qFail(qPrintable(path + ": " + xml.errorString()), __FILE__, __LINE__);
    return entries;
}

QString tsPath(const QString& code) {
    return QStringLiteral(GRUNDY_SOURCE_DIR "/translations/grundy_%1.ts").arg(code);
}

/// The languages with a .ts file: all but English, the sources' own.
QStringList translated() {
    QStringList codes = Language::available();
    codes.removeAll(QStringLiteral("en"));
    return codes;
}

/// The placeholders of a text, sorted: %1..%99, %L1, and %n of plurals.
QStringList placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%L?(?:[1-9][0-9]?|n)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

/// The accelerator letter of a text ("&Game" → G), or a null QChar. "&&" is a plain
/// ampersand and "&amp;" an HTML entity: neither is an accelerator.
QChar accelerator(const QString& text) {
    static const QRegularExpression re(QStringLiteral("&(?:&|[A-Za-z]+;|#[0-9]+;|(.))"));
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (m.hasCaptured(1) && !m.captured(1).at(0).isSpace()) return m.captured(1).at(0);
    }
    return {};
}

/// Every text a person can see in `root` and its children: titles, labels, buttons,
/// actions and menus, tooltips, placeholders, the items of choosers, accessible names.
QStringList visibleTexts(QWidget* root) {
    QStringList texts{root->windowTitle(), root->toolTip()};
    for (QAction* a : root->findChildren<QAction*>())
        texts << a->text() << a->toolTip();
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets << root;
    for (QWidget* w : widgets) {
        texts << w->toolTip() << w->accessibleName();
        if (auto* l = qobject_cast<QLabel*>(w)) texts << l->text();
        if (auto* b = qobject_cast<QAbstractButton*>(w)) texts << b->text();
        if (auto* m = qobject_cast<QMenu*>(w)) texts << m->title();
        if (auto* d = qobject_cast<QDockWidget*>(w)) texts << d->windowTitle();
        if (auto* e = qobject_cast<QLineEdit*>(w)) texts << e->placeholderText();
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i)
                texts << c->itemText(i);
        for (QAction* a : w->actions())
            texts << a->text() << a->toolTip();
    }
    texts.removeAll(QString());
    return texts;
}

QStringList menuTitles(MainWindow& w) {
    QStringList titles;
    for (QAction* a : w.menuBar()->actions())
        titles << a->text();
    return titles;
}

LanguageMenu* languageMenu(MainWindow& w) {
    return w.findChild<LanguageMenu*>();
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_settings;
    QHash<QString, TsEntry> m_chinese; ///< translations/grundy_zh_CN.ts by key

    /// The Chinese of `source` in `context`, or "" while it is not translated.
    QString chinese(const char* context, const QString& source) const {
        const TsEntry e = m_chinese.value(TsEntry{QLatin1String(context), source, {}, {}}.key());
        return e.unfinished || e.translations.isEmpty() ? QString() : e.translations.first();
    }

    /// The texts of `root` still in English though their translation differs.
    QStringList untranslated(QWidget* root) const {
        QHash<QString, QString> english; // source → where it comes from
        for (const TsEntry& e : m_chinese)
            if (!e.unfinished && !e.translations.isEmpty() && e.translations.first() != e.source)
                english.insert(e.source, e.where());
        QStringList left;
        for (const QString& text : visibleTexts(root))
            if (english.contains(text)) left << english.value(text);
        left.removeDuplicates();
        return left;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_settings.isValid());
        Settings::useFolder(m_settings.path());
        for (const TsEntry& e : readTs(tsPath(QStringLiteral("zh_CN"))))
            m_chinese.insert(e.key(), e);
        QVERIFY(!m_chinese.isEmpty());
    }

    void cleanup() {
        Language::choose(QStringLiteral("en"));
        Settings::remove(Settings::kLanguage);
    }

    // (a) Every entry translated: none unfinished, none empty.
    void everyEntryTranslated_data() {
        QTest::addColumn<QString>("code");
        for (const QString& code : translated())
            QTest::newRow(qPrintable(code)) << code;
    }
    void everyEntryTranslated() {
        QFETCH(QString, code);
        const QList<TsEntry> entries = readTs(tsPath(code));
        QStringList unfinished;
        for (const TsEntry& e : entries) {
            const bool empty = e.translations.isEmpty() ||
                               std::any_of(e.translations.begin(), e.translations.end(),
                                           [](const QString& t) { return t.isEmpty(); });
            if (e.unfinished || empty) unfinished << e.where();
        }
        QVERIFY2(unfinished.isEmpty(),
                 qPrintable(QStringLiteral("%1 of %2 entries of %3 are unfinished or empty:\n  %4")
                                .arg(unfinished.size())
                                .arg(entries.size())
                                .arg(tsPath(code), unfinished.join(QStringLiteral("\n  ")))));
    }

    // (a) A translation keeps its source's %1..%n, and an accelerator when the source has
    // one (a letter or digit that a keyboard types, as in "游戏(&G)"), and adds none.
    void placeholdersAndAcceleratorsKept_data() { everyEntryTranslated_data(); }
    void placeholdersAndAcceleratorsKept() {
        QFETCH(QString, code);
        QStringList wrong;
        for (const TsEntry& e : readTs(tsPath(code))) {
            if (e.unfinished) continue;
            for (const QString& t : e.translations) {
                if (t.isEmpty()) continue;
                if (placeholders(t) != placeholders(e.source))
                    wrong << QStringLiteral("%1 → \"%2\": placeholders %3, not %4")
                                 .arg(e.where(), t, placeholders(t).join(QLatin1Char(' ')),
                                      placeholders(e.source).join(QLatin1Char(' ')));
                const QChar want = accelerator(e.source), got = accelerator(t);
                if (want.isNull() != got.isNull() ||
                    (!got.isNull() && !(got.isLetterOrNumber() && got.unicode() < 128)))
                    wrong << QStringLiteral("%1 → \"%2\": the accelerator &%3 is not kept")
                                 .arg(e.where(), t, want);
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    /// The Chinese text calls each thing by one name: a P-position is 必败态 or P 态 (not
    /// also P 局面), the keys' part of a help line starts 按键 (not also 键盘), and stones
    /// are counted with 个 (not also 颗).
    void chineseTermsAreOneEach() {
        struct Term {
            const char* source; ///< in the English text
            const char* avoid;  ///< a second name the Chinese text must not use
        };
        const Term terms[] = {{"P-position", "P 局面"}, {"N-position", "N 局面"}, {"Keys", "键盘："},
                              {"stone", "颗"}};
        QStringList wrong;
        for (const TsEntry& e : readTs(tsPath(QStringLiteral("zh_CN"))))
            for (const Term& term : terms)
                for (const QString& t : e.translations)
                    if (e.source.contains(QLatin1String(term.source)) &&
                        t.contains(QString::fromUtf8(term.avoid)))
                        wrong << QStringLiteral("%1 → \"%2\" says %3").arg(e.where(), t, QString::fromUtf8(term.avoid));
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    // (b) lupdate over the sources finds no string the .ts files lack: a new tr() string or
    // core phrase cannot reach the window untranslated.
    void noSourceStringMissing_data() { everyEntryTranslated_data(); }
    void noSourceStringMissing() {
        QFETCH(QString, code);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(GRUNDY_SOURCE_DIR));
        // The core's phrases too: lupdate reads GRUNDY_TR as QT_TRANSLATE_NOOP, as the build's
        // update_translations does (src/gui/CMakeLists.txt).
        lupdate.start(QStringLiteral(GRUNDY_LUPDATE),
                      {QStringLiteral("-silent"), QStringLiteral("-recursive"),
                       QStringLiteral("src/gui"), QStringLiteral("src/app"), QStringLiteral("ui"),
                       QStringLiteral("src/core"), QStringLiteral("-tr-function-alias"),
                       QStringLiteral("QT_TRANSLATE_NOOP+=GRUNDY_TR"), QStringLiteral("-locations"),
                       QStringLiteral("none"), QStringLiteral("-ts"), fresh});
        QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
                 lupdate.readAllStandardError().constData());
        QSet<QString> committed;
        for (const TsEntry& e : readTs(tsPath(code)))
            committed.insert(e.key());
        const QList<TsEntry> found = readTs(fresh);
        QVERIFY2(found.size() > 100, "lupdate found (almost) no strings in the sources");
        QVERIFY2(std::any_of(found.begin(), found.end(),
                             [](const TsEntry& e) {
                                 return e.context == QLatin1String("nim") &&
                                        e.source == QLatin1String("X = XOR of the piles");
                             }),
                 "lupdate found none of the core's phrases (GRUNDY_TR, core/text/phrase.h)");
        QStringList missing;
        for (const TsEntry& e : found)
            if (!committed.contains(e.key())) missing << e.where();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 lacks %2 string(s) of the sources (build the "
                                           "target update_translations, then translate them):"
                                           "\n  %3")
                                .arg(tsPath(code))
                                .arg(missing.size())
                                .arg(missing.join(QStringLiteral("\n  ")))));
    }

    // The compiled translations are inside the program (the app's and the tests' alike).
    void translationsBuiltIn_data() { everyEntryTranslated_data(); }
    void translationsBuiltIn() {
        QFETCH(QString, code);
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/grundy_%1.qm").arg(code)));
    }

    // The system's languages, in order of preference, pick the first Grundy speaks.
    void systemLanguage_data() {
        QTest::addColumn<QStringList>("uiLanguages");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Chinese (China)") << QStringList{"zh-CN", "zh-Hans-CN", "zh"} << "zh_CN";
        QTest::newRow("Simplified, Singapore") << QStringList{"zh-Hans-SG"} << "zh_CN";
        QTest::newRow("Traditional only") << QStringList{"zh-Hant-TW"} << "en";
        QTest::newRow("English (US)") << QStringList{"en-US", "en"} << "en";
        QTest::newRow("German, then Chinese") << QStringList{"de-DE", "zh-CN"} << "zh_CN";
        QTest::newRow("English, then Chinese") << QStringList{"en-GB", "zh-CN"} << "en";
        QTest::newRow("French only") << QStringList{"fr-FR", "fr"} << "en";
        QTest::newRow("none") << QStringList{} << "en";
    }
    void systemLanguage() {
        QFETCH(QStringList, uiLanguages);
        QFETCH(QString, expected);
        QCOMPARE(Language::bestFor(uiLanguages), expected);
    }

    // The remembered choice is the one applied at start-up; an unknown one is the system's.
    void choiceRemembered() {
        Settings::setValue(Settings::kLanguage, QStringLiteral("zh_CN"));
        QCOMPARE(Language::chosen(), QStringLiteral("zh_CN"));
        Language::applyChosen();
        QCOMPARE(Language::current(), QStringLiteral("zh_CN"));
        Settings::setValue(Settings::kLanguage, QStringLiteral("xx"));
        QCOMPARE(Language::chosen(), QString());
        Language::choose(QStringLiteral("en"));
        QCOMPARE(Settings::value(Settings::kLanguage).toString(), QStringLiteral("en"));
        QCOMPARE(Language::current(), QStringLiteral("en"));
    }

    // View → Language: the system's language and every language named in itself.
    void menuNamesLanguagesInThemselves() {
        Settings::setValue(Settings::kLanguage, QStringLiteral("en"));
        MainWindow w;
        LanguageMenu* menu = languageMenu(w);
        QVERIFY(menu);
        QVERIFY(menu->actionFor(QString()));
        QCOMPARE(menu->actionFor(QStringLiteral("en"))->text(), QStringLiteral("English"));
        QCOMPARE(menu->actionFor(QStringLiteral("zh_CN"))->text(), QString::fromUtf8("简体中文"));
        QVERIFY(menu->actionFor(QStringLiteral("en"))->isChecked()); // the remembered one
        QVERIFY(!menu->actionFor(QString())->isChecked());
    }

    // (c) Choosing 简体中文 changes the open window at once: the menus, the explanation,
    // every text of each game's board, the New Game dialog; English brings it all back.
    void switchesAtRunTime_data() {
        QTest::addColumn<GameSetup>("setup");
        QTest::newRow("Wythoff") << GameSetup{wythoff::Position{Natural(7), Natural(11)}};
        QTest::newRow("Bash") << GameSetup{bash::Position{Natural(23), Natural(4)}};
        QTest::newRow("Nim") << GameSetup{nim::Position{{3, 4, 5}}};
        QTest::newRow("Nim, huge")
            << GameSetup{nim::Position{{Natural("123456789012345678901234567890"), Natural(5)}}};
        QTest::newRow("redistribution") << GameSetup{redistribution::Position{{2, 1, 3}}};
        QTest::newRow("Georgia and Bob") << GameSetup{staircase::Position{{3, 5}, 8}};
        QTest::newRow("Georgia and Bob, long strip")
            << GameSetup{staircase::Position{{3, 5}, Natural("1000000000000")}};
    }
    void switchesAtRunTime() {
        QFETCH(GameSetup, setup);
        const QString game = chinese("MainWindow", QStringLiteral("&Game"));
        if (game.isEmpty()) QSKIP("translations/grundy_zh_CN.ts does not translate the window yet");

        MainWindow w;
        w.startGame(setup);
        inwindow::explainDock(w)->show();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QStringList englishMenus = menuTitles(w);
        const QString englishExplanation = inwindow::explainPanel(w)->plainText();
        const QString englishTurn = inwindow::sidePanel(w)->turnLabel()->text();
        QVERIFY(englishMenus.contains(QStringLiteral("&Game")));

        languageMenu(w)->actionFor(QStringLiteral("zh_CN"))->trigger();
        QCOMPARE(Settings::value(Settings::kLanguage).toString(), QStringLiteral("zh_CN"));
        QTRY_VERIFY(menuTitles(w).contains(game));
        QCoreApplication::sendPostedEvents(); // every widget's LanguageChange
        QVERIFY(!menuTitles(w).contains(QStringLiteral("&Game")));
        QVERIFY(inwindow::explainPanel(w)->plainText() != englishExplanation);
        const QString why = chinese("ExplainPanel", QStringLiteral("Why"));
        if (!why.isEmpty()) QVERIFY(inwindow::explainPanel(w)->plainText().contains(why));
        QVERIFY(inwindow::sidePanel(w)->turnLabel()->text() != englishTurn);
        const QStringList left = untranslated(&w);
        QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("still in English:\n  ") +
                                            left.join(QStringLiteral("\n  "))));
        // Qt's own words (the standard dialogs' buttons) follow too.
        QVERIFY2(QCoreApplication::translate("QPlatformTheme", "Cancel") != QLatin1String("Cancel"),
                 "Qt's translations are missing: install qt6-translations-l10n");
        {
            NewGameDialog dialog(&w); // made anew each time it opens
            const QStringList leftInDialog = untranslated(&dialog);
            QVERIFY2(leftInDialog.isEmpty(),
                     qPrintable(QStringLiteral("New Game still in English:\n  ") +
                                leftInDialog.join(QStringLiteral("\n  "))));
        }

        languageMenu(w)->actionFor(QStringLiteral("en"))->trigger();
        QTRY_COMPARE(menuTitles(w), englishMenus);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(inwindow::explainPanel(w)->plainText(), englishExplanation);
        QCOMPARE(inwindow::sidePanel(w)->turnLabel()->text(), englishTurn);
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    }

    // Boxes open when the language changes (the end of the game, the rules) and the
    // board's screen-reader name switch too, not only what is made afterwards.
    void openBoxesSwitchToo() {
        const QString gameOver = chinese("MainWindow", QStringLiteral("Game over"));
        if (gameOver.isEmpty()) QSKIP("translations/grundy_zh_CN.ts does not translate it yet");
        MainWindow w;
        w.startGame(GameSetup{bash::Position{Natural(1), Natural(3)}});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showRules();
        QMessageBox* rules = w.findChild<QMessageBox*>();
        QVERIFY(rules);
        const QString englishRules = rules->text();
        const QString englishBoard = inwindow::board(w)->accessibleName();
        QVERIFY(w.session()->playHumanMove(bash::Move{Natural(1)}));
        QTRY_VERIFY(inwindow::gameOverBox(w));
        QMessageBox* over = inwindow::gameOverBox(w);
        QCOMPARE(over->windowTitle(), QStringLiteral("Game over"));
        const QString englishVerdict = over->text();

        languageMenu(w)->actionFor(QStringLiteral("zh_CN"))->trigger();
        QCoreApplication::sendPostedEvents();
        QTRY_COMPARE(over->windowTitle(), gameOver);
        QVERIFY(over->text() != englishVerdict);
        QVERIFY(rules->text() != englishRules);
        QVERIFY(inwindow::board(w)->accessibleName() != englishBoard);
        const QStringList left = untranslated(over);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral("\n  "))));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
