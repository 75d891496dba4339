// SPDX-License-Identifier: MIT
#pragma once

#include "core/games/game.h"

#include <QTimer>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "common/workerthreads.h"

class GameSession;
class QLabel;
class QProgressBar;

/// The window's work in the background, shown in the status bar: the computer still
/// thinking a moment after its delay ("The computer is thinking…" and a busy bar), and the tables a
/// new game looks up (core buildTables: the Fibonacci subtraction table to 10^7 heaps)
/// being built on a worker thread, with their percentage, the board column disabled until
/// the game can start. Hidden while there is nothing to show.
class BackgroundWork : public QWidget {
    Q_OBJECT
public:
    /// Follows `session`'s computer; `blocked` (the board and its panel) is disabled while a
    /// game's tables are built.
    BackgroundWork(GameSession* session, QWidget* blocked, QWidget* parent = nullptr);
    /// Stops a table being built (what it built is kept) and waits for it.
    ~BackgroundWork() override;

    /// Calls `then` once the tables answers about `position` look up are built: at once when
    /// they are (or take a blink), else from the event loop after building them on a worker
    /// thread. A later call or cancelTables() drops the `then` still waiting.
    void whenTablesReady(const grundy::AnyPosition& position, std::function<void()> then);
    /// Drops the game waiting for its tables (another one was opened).
    void cancelTables();
    /// Whether tables are being built for a game waiting to start.
    bool isBuildingTables() const { return bool(m_then); }
    /// The percentage of them built (while building).
    int tablePercent() const { return m_percent; }
    /// Builds not yet ended, cancelled ones included (at 0 their ends have been handled).
    int runningBuilds() const { return m_workers.count(); }
    /// Whether the busy bar says the computer is thinking.
    bool showsThinking() const { return m_thinking; }

signals:
    /// The percentage of the tables built went up (0 to 100).
    void tableProgress(int percent);

protected:
    void changeEvent(QEvent* event) override;

private:
    void tablesBuilt(quint64 generation);
    void showTableProgress(int percent);
    void setThinking(bool thinking);
    void retranslate();

    GameSession* m_session;
    QWidget* m_blocked;
    QLabel* m_label;
    QProgressBar* m_bar;
    bool m_thinking = false;
    QTimer m_grace; ///< the moment a late computer waits before it is said to think
    int m_percent = 0;
    std::function<void()> m_then; ///< the game waiting for its tables
    quint64 m_generation = 0;     ///< counts builds asked for: an older one's end is stale
    std::shared_ptr<std::atomic<bool>> m_stop;
    /// Last: destroyed first, waiting for the build (told to stop) to end.
    WorkerThreads m_workers{this};
};
