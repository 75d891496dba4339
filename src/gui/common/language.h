// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

/// The language the window speaks: English (the sources' own), or a translation built
/// into the program under :/i18n (translations/grundy_<code>.ts). The person's choice
/// (View → Language) is remembered in Settings::kLanguage; without one, the system's
/// language is used when Grundy speaks it, else English.
///
/// Choosing installs Grundy's translator and Qt's own for the same language (the buttons
/// of the standard dialogs, from QLibraryInfo::TranslationsPath). Qt then sends every
/// widget QEvent::LanguageChange, on which each sets its texts again (its retranslate()):
/// the window changes language at once, without a restart.
class Language {
public:
    Language() = delete;

    /// The languages Grundy speaks, as codes: "en", "zh_CN".
    static QStringList available();
    /// A language's name in that language ("English", "简体中文"): never translated.
    static QString nativeName(const QString& code);

    /// The remembered choice: "" for the system's language, else a code of available().
    static QString chosen();
    /// Switches to `code` ("" = the system's language) at once and remembers it.
    static void choose(const QString& code);
    /// Switches to `code` (one of available()) for this run only, remembering nothing (a
    /// worksheet printed in another language).
    static void use(const QString& code);
    /// Switches to the remembered choice (at start-up, before any window is made).
    static void applyChosen();
    /// The language in effect, a code of available().
    static QString current();
    /// Whether the language in effect is written in Chinese characters, whose lines are
    /// taller (another font draws them) and whose words are shorter than English ones.
    static bool isChinese();

    /// Which of the languages Grundy speaks a person reading `uiLanguages` (in order of
    /// preference, as QLocale::uiLanguages() gives them) reads best; English if none.
    static QString bestFor(const QStringList& uiLanguages);
};
