// SPDX-License-Identifier: MIT
#pragma once

#include "core/io/record.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class GameSession;
class QMessageBox;
class QWidget;

/// Keeps a person's moves from being lost. It knows which file holds the game (if any) and
/// whether the game has changed since (any move, undo, redo or restart), and shows both in
/// the window's title: "Nim — lesson.json — Grundy", with Qt's `[*]` modified mark.
///
/// Before a new game or an opened file replaces a game in the middle, with moves not in a
/// file, it asks: Save, Discard or Cancel. Quitting does not ask: an unfinished game with
/// unsaved moves is kept (Settings::kUnfinishedGame) and offered at the next start.
/// Finished games and games between two computers are not asked about or kept: nothing
/// in the middle would be lost.
class UnsavedGuard : public QObject {
    Q_OBJECT
public:
    /// Saves the game under a name the person chooses; false when cancelled or failed.
    using SaveFunction = std::function<bool()>;

    /// Watches `session`, titles `window`; `save` is the window's Save.
    UnsavedGuard(QWidget* window, GameSession* session, SaveFunction save);

    /// The game is now the one in `path` (empty: in no file) and has nothing unsaved.
    void setFile(const QString& path);
    QString file() const { return m_file; }
    /// Whether the game changed since it was started, opened or saved.
    bool isModified() const { return m_modified; }

    /// Whether the game may be replaced by another: true at once when nothing would be
    /// lost; otherwise asks (Save / Discard / Cancel) and says what the person chose
    /// (Save counts only when the game was saved).
    bool mayReplaceGame();

    /// At quit: keeps an unfinished game with unsaved moves for the next start, and
    /// forgets any kept before when there is none.
    void keepForNextStart();
    /// The game kept by the last keepForNextStart(), if it can still be read.
    static std::optional<grundy::GameRecord> keptGame();

    /// Offers the kept game, if there is one, in a box over the window that does not block
    /// it: Continue calls `load` with it (the game is then unsaved, in no file), New Game
    /// calls `newGame`; closing the box keeps the current game. The kept game is forgotten
    /// either way (it is kept again at quit if still unfinished). Returns the box (its
    /// objectName is "keptGameBox"), or null when there is nothing to offer.
    QMessageBox* offerKeptGame(const std::function<void(grundy::GameRecord)>& load,
                               const std::function<void()>& newGame);

protected:
    /// Writes the title again when the language changes.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Whether moves would be lost: an unfinished game, with a person playing, moves made
    /// and not saved.
    bool hasUnsavedMoves() const;
    void updateTitle();

    QWidget* m_window;
    GameSession* m_session;
    SaveFunction m_save;
    QString m_file;
    bool m_modified = false;
};
