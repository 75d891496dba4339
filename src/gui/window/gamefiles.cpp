// SPDX-License-Identifier: MIT
#include "window/gamefiles.h"

#include "common/boundedfile.h"
#include "common/exporter.h"
#include "common/fileerror.h"
#include "common/recordlimits.h"
#include "common/settings.h"
#include "session/gamesession.h"
#include "window/backgroundwork.h"
#include "window/unsavedguard.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QSaveFile>
#include <QStatusBar>

#include <algorithm>
#include <new>

namespace {

QString fileFilter() {
    return GameFiles::tr("Grundy games (*.grundy.json *.json);;All files (*)");
}

} // namespace

GameFiles::GameFiles(QMainWindow* window, GameSession* session, BackgroundWork* background,
                     Loader load)
    : QObject(window), m_window(window), m_session(session), m_background(background),
      m_load(std::move(load)),
      m_guard(new UnsavedGuard(window, session, [this] { return save(); })) {
    // After the guard's own connection: a game recorded to a file is saved, not modified.
    connect(session, &GameSession::historyChanged, this, &GameFiles::writeRecord);
    connect(session, &GameSession::gameOver, this, &GameFiles::writeRecord);
}

void GameFiles::open() {
    if (!m_guard->mayReplaceGame()) return;
    const QString path = Exporter::askFile(m_window, tr("Open Game"), Settings::lastFolder(),
                                           fileFilter(), false);
    if (path.isEmpty()) return;
    Settings::rememberFolderOf(path);
    openFile(path);
}

bool GameFiles::save() {
    // A name typed without a suffix is saved as .json, which the Open dialog lists.
    const QString path = Exporter::askFile(m_window, tr("Save Game"), Settings::lastFolder(),
                                           fileFilter(), true, QStringLiteral("json"));
    if (path.isEmpty()) return false;
    Settings::rememberFolderOf(path);
    return saveFile(path);
}

bool GameFiles::openFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    const QString where = QDir::toNativeSeparators(path);
    const auto tooLarge = [&] {
        showError(tr("Cannot open game"), tr("“%1” is too large to be a Grundy game.").arg(name),
                  tr("%1: larger than the %2 MiB limit for a saved game.")
                      .arg(where, QString::number(grundy::kMaxRecordBytes >> 20)));
        return false;
    };
    const auto unreadable = [&](const QString& why) {
        showError(tr("Cannot open game"), tr("“%1” cannot be opened.").arg(name),
                  tr("%1 cannot be read: %2").arg(where, why));
        return false;
    };
    BoundedFile file = BoundedFile::read(path, qint64(grundy::kMaxRecordBytes));
    if (file.tooLarge) return tooLarge();
    if (!file.ok()) return unreadable(file.error);
    return openText(path, name, where, std::move(file.text));
}

bool GameFiles::openText(const QString& path, const QString& name, const QString& where,
                         QByteArray text) {
    // A failed open keeps the game (the loader changes nothing when it throws).
    try {
        grundy::GameRecord record =
            grundy::parseRecord(std::string_view(text.constData(), std::size_t(text.size())));
        text = QByteArray();                      // the game takes its place
        if (!grundy::tablesReady(record.start)) { // opened again once they are built
            m_background->whenTablesReady(record.start, [this, path] { openFile(path); });
            return true;
        }
        m_background->cancelTables(); // a new game waiting for its tables is not wanted
        m_load(std::move(record));
    } catch (const grundy::RecordError& e) {
        showError(tr("Cannot open game"),
                  tr("“%1” is not a Grundy game, or it is damaged.").arg(name),
                  tr("%1: %2").arg(where, QString::fromUtf8(e.what())));
        return false;
    } catch (const std::bad_alloc&) {
        showError(tr("Cannot open game"), tr("“%1” is too large to open.").arg(name),
                  tr("%1: there is not enough memory for this game.").arg(where));
        return false;
    } catch (const std::exception& e) { // none is known: the record's checks come first
        showError(tr("Cannot open game"), tr("“%1” cannot be opened.").arg(name),
                  tr("%1: %2").arg(where, QString::fromUtf8(e.what())));
        return false;
    }
    m_guard->setFile(path);
    m_window->statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return true;
}

bool GameFiles::saveFile(const QString& path) {
    const grundy::GameRecord record = m_session->record();
    const std::string json = grundy::toJson(record);
    // A file that could not be opened again is not written: the one there is kept.
    if (const QString problem = RecordLimits::gameProblem(record.moves.size(), json.size());
        !problem.isEmpty()) {
        if (path != m_recordFile || !m_recordFileTooLong)
            showError(
                tr("Cannot save game"),
                tr("The game is too long to be saved as “%1”.").arg(QFileInfo(path).fileName()),
                tr("%1: %2. The file is left as it was.")
                    .arg(QDir::toNativeSeparators(path), problem));
        // Saving after every move says so once, not at every move.
        if (path == m_recordFile) m_recordFileTooLong = true;
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(json.data(), qint64(json.size())) != qint64(json.size()) || !file.commit()) {
        showError(
            tr("Cannot save game"),
            tr("The game cannot be saved as “%1”.").arg(QFileInfo(path).fileName()),
            tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    m_guard->setFile(path);
    return true;
}

void GameFiles::setRecordFile(const QString& path) {
    m_recordFile = path;
    m_recordFileTooLong = false;
}

void GameFiles::writeRecord() {
    if (!m_recordFile.isEmpty()) saveFile(m_recordFile);
}

void GameFiles::showError(const QString& title, const QString& text, const QString& detail) {
    showFileError(m_window, title, text, detail); // the game stays as it was behind it
}
