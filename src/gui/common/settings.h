// SPDX-License-Identifier: MIT
#pragma once

/// Everything Grundy remembers between runs: each key with its default, in one place.
/// The values live in QSettings (organisation "Grundy", application "grundy"; on Linux
/// ~/.config/Grundy/grundy.conf). Tests point it at a temporary folder with
/// Settings::useFolder() before anything reads a setting.
///
/// Reading: `Settings::value(Settings::kComputerDelay).toInt()`; writing:
/// `Settings::setValue(Settings::kComputerDelay, 250)`. A new setting is one more
/// constant below, never a key spelled out elsewhere.

#include <QString>
#include <QVariant>

namespace Settings {

/// One remembered value: where it is kept and what it is until first set.
struct Key {
    const char* name;
    QVariant fallback;
};

// The window.
inline const Key kWindowGeometry{"window/geometry", QByteArray()}; ///< saveGeometry()
inline const Key kWindowState{"window/state", QByteArray()};       ///< saveState(): docks
inline const Key kPresentationMode{"window/presentation", false};  ///< F11
inline const Key kExplainPanel{"window/explainPanel", false};      ///< the Explain dock shown
inline const Key kMoveValues{"window/moveValues", false}; ///< View → Move Values marked on boards
inline const Key kLastFolder{"window/lastFolder", QString()};      ///< Open, Save, exports
inline const Key kTheme{"window/theme", QStringLiteral("system")}; ///< system, light, dark
inline const Key kLanguage{"window/language", QString()};          ///< "" (the system's), en, zh_CN
inline const Key kToolBar{"window/toolBar", true};                 ///< the toolbar shown
inline const Key kValueHistoryPanel{"window/valueHistoryPanel", false}; ///< its dock shown

// The Wythoff grid's switches (View menu and the grid panel).
inline const Key kGridPanel{"grid/panel", true};            ///< the grid dock shown
inline const Key kGridPPositions{"grid/pPositions", false}; ///< P-positions highlighted
inline const Key kGridMoves{"grid/moves", false};           ///< the winning moves marked
inline const Key kGridPhiLines{"grid/phiLines", false};     ///< the lines y = φx and y = x/φ
inline const Key kGridSgValues{"grid/sgValues", false};     ///< SG values in the cells

// The computer.
inline const Key kComputerDelay{"computer/delayMs", 600}; ///< its visible pause, ms
/// How it picks its moves: "fewest" (fewest winning replies) or "remoteness" (win fastest,
/// hold out longest).
inline const Key kComputerStyle{"computer/style", QStringLiteral("fewest")};

// New Game: the last choices, so the dialog opens as it was left.
inline const Key kNewGameGame{"newGame/game", QStringLiteral("wythoff")}; ///< catalogue id
inline const Key kNewGameOpponent{"newGame/opponent", QStringLiteral("computer")};
inline const Key kNewGameFirst{"newGame/first", QStringLiteral("you")};
/// The random start's outcome for the person: "any", "win", "lose".
inline const Key kNewGameOutcome{"newGame/outcome", QStringLiteral("any")};
inline const Key kNewGameLevel{"newGame/level", QStringLiteral("perfect")}; ///< levelWord
/// Game → Statistics: "nim/strong" → {"played", "won", "mistakes"} (window/statistics.h).
inline const Key kStatistics{"statistics/games", QVariantMap()};
inline const Key kNewGameRandom{"newGame/random", true}; ///< a random start, or typed
inline const Key kNewGamePositions{"newGame/positions", QVariantMap()}; ///< id → typed text
inline const Key kNewGameOptions{"newGame/options", QVariantMap()};     ///< "game.option" → text

// The game left unfinished when the window closed (a saved game's JSON), offered at the
// next start; empty when there is none.
inline const Key kUnfinishedGame{"session/unfinishedGame", QByteArray()};

/// The value of `key`, or its fallback when it was never set (or cannot be read).
QVariant value(const Key& key);
/// Remembers `value` for `key`.
void setValue(const Key& key, const QVariant& value);
/// Forgets `key`: it reads as its fallback again.
void remove(const Key& key);
/// The folder file dialogs start in: the one a file was last opened, saved or exported in.
QString lastFolder();
/// Remembers the folder of `file` (a path just opened, saved or exported) as lastFolder().
void rememberFolderOf(const QString& file);
/// Keeps the settings in `folder` from now on (for tests: a temporary folder).
void useFolder(const QString& folder);

} // namespace Settings
