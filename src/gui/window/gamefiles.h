// SPDX-License-Identifier: MIT
#pragma once

#include "core/io/record.h"

#include <QObject>
#include <QString>

#include <functional>

class BackgroundWork;
class GameSession;
class UnsavedGuard;
class QMainWindow;

/// The game's files: Open and Save (asking where), a saved game opened or written by path,
/// the record file written after every move, and the warning over the window when one of
/// these fails (the game then stays as it was). It keeps the UnsavedGuard that knows the
/// game's file and asks before unsaved moves are lost.
class GameFiles : public QObject {
    Q_OBJECT
public:
    /// Puts an opened game in the window; throws, changing nothing, when the session cannot
    /// load it.
    using Loader = std::function<void(grundy::GameRecord)>;

    GameFiles(QMainWindow* window, GameSession* session, BackgroundWork* background, Loader load);

    UnsavedGuard* guard() const { return m_guard; }

    /// Asks for a saved game and opens it (after the guard allows replacing the game).
    void open();
    /// Asks where to save the game and saves it; false when cancelled or failed.
    bool save();
    /// Opens a saved game; on failure shows why and keeps the current game.
    bool openFile(const QString& path);
    /// Saves the game; on failure shows why.
    bool saveFile(const QString& path);
    /// Saves the game to `path` after every move and at the end ("" stops).
    void setRecordFile(const QString& path);
    QString recordFile() const { return m_recordFile; }
    /// Writes the record file, if there is one.
    void writeRecord();

private:
    /// A warning over the window: `text` in plain words, `detail` (the path, the reason as
    /// the reader gave it) below it.
    void showError(const QString& title, const QString& text, const QString& detail);
    /// Opens the saved game read from `path`; `name` and `where` say the file in messages.
    bool openText(const QString& path, const QString& name, const QString& where,
                  QByteArray text);

    QMainWindow* m_window;
    GameSession* m_session;
    BackgroundWork* m_background;
    Loader m_load;
    UnsavedGuard* m_guard;
    QString m_recordFile;
    bool m_recordFileTooLong = false; ///< the game outgrew a saved game; said once
};
