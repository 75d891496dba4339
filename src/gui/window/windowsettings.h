// SPDX-License-Identifier: MIT
#pragma once

class MainWindow;
class QWidget;

/// What the window remembers between runs (common/settings.h): its geometry and dock
/// layout, presentation mode, the Explain panel, the Wythoff grid's panel and switches.
/// The computer's delay, the last folder and New Game's choices are written where they
/// change; the unfinished game by UnsavedGuard.
namespace WindowSettings {

/// Puts the window as it was left (call once its docks and actions exist, before it is
/// shown). A remembered geometry larger than the screen is fitted to it.
void restore(MainWindow& window);
/// Remembers the window as it is now (at close).
void save(MainWindow& window);
/// Shrinks and moves a top-level `window` so that it lies within its screen's available
/// area (its minimum size permitting).
void fitToScreen(QWidget& window);

} // namespace WindowSettings
