// SPDX-License-Identifier: MIT
#include "common/language.h"

#include "common/settings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace {

/// One language Grundy speaks: its code (the .ts file's suffix), what QLocale calls it,
/// and its name in itself.
struct Spoken {
    const char* code;
    QLocale::Language language;
    QLocale::Script script; ///< AnyScript: every script of the language
    const char* nativeName;
};

// English first: the sources' own language, needing no translation file.
const Spoken kSpoken[] = {
    {"en", QLocale::English, QLocale::AnyScript, "English"},
    {"zh_CN", QLocale::Chinese, QLocale::SimplifiedHanScript, "简体中文"},
};

// Owned by the application, which removes them from its list when they are deleted.
QPointer<QTranslator> grundyTranslator;
QPointer<QTranslator> qtTranslator;
QString currentCode = QStringLiteral("en");

/// Installs the translation `file` (suffix .qm) from `folder` in place of `slot`'s.
void install(QPointer<QTranslator>& slot, const QString& file, const QString& folder) {
    delete slot; // removes it from the application
    if (file.isEmpty()) return;
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(file, folder)) {
        delete translator; // not installed (say, Qt's translations are missing): English
        return;
    }
    QCoreApplication::installTranslator(translator);
    slot = translator;
}

void apply(const QString& code) {
    currentCode = code;
    const bool english = code == QLatin1String("en");
    // English is the sources': no file; no Qt translation either, so the standard
    // dialogs speak the window's language.
    install(grundyTranslator, english ? QString() : QStringLiteral("grundy_") + code,
            QStringLiteral(":/i18n"));
    install(qtTranslator, english ? QString() : QStringLiteral("qtbase_") + code,
            QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

} // namespace

QStringList Language::available() {
    QStringList codes;
    for (const Spoken& s : kSpoken)
        codes << QLatin1String(s.code);
    return codes;
}

QString Language::nativeName(const QString& code) {
    for (const Spoken& s : kSpoken)
        if (code == QLatin1String(s.code)) return QString::fromUtf8(s.nativeName);
    return code;
}

QString Language::chosen() {
    const QString code = Settings::value(Settings::kLanguage).toString();
    return available().contains(code) ? code : QString();
}

void Language::choose(const QString& code) {
    Settings::setValue(Settings::kLanguage, code);
    applyChosen();
}

void Language::use(const QString& code) {
    apply(available().contains(code) ? code : QStringLiteral("en"));
}

void Language::applyChosen() {
    const QString code = chosen();
    apply(code.isEmpty() ? bestFor(QLocale::system().uiLanguages()) : code);
}

QString Language::current() {
    return currentCode;
}

bool Language::isChinese() {
    return currentCode.startsWith(QLatin1String("zh"));
}

QString Language::bestFor(const QStringList& uiLanguages) {
    for (const QString& name : uiLanguages) {
        const QLocale locale(name);
        for (const Spoken& s : kSpoken)
            if (locale.language() == s.language &&
                (s.script == QLocale::AnyScript || locale.script() == s.script))
                return QLatin1String(s.code);
    }
    return QLatin1String(kSpoken[0].code);
}
