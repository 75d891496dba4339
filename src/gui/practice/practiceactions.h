// SPDX-License-Identifier: MIT
#pragma once

#include "core/practice/exercise.h"

#include <QObject>
#include <QPointer>

class PracticeWindow;
class QAction;
class QWidget;

/// The window's practice actions, in the Game menu beside Open and Save: Practice (a run
/// from a new seed), Open Exercise Set (a teacher's set, or a student's answers to it, in
/// a practice window), and for a teacher Save Exercise Set and Print Worksheet (the same
/// choice of exercises, written as a set file or as a PDF). One practice window at a time:
/// opening another replaces it.
class PracticeActions : public QObject {
    Q_OBJECT
public:
    explicit PracticeActions(QWidget* window);

    /// Opens the set in `path` in a practice window; a file that is not a set is explained
    /// over the window (false), which keeps the practice it had.
    bool openSetFile(const QString& path);
    /// The practice window open now, if any.
    PracticeWindow* practiceWindow() const;
    /// Sets the actions' texts (a new language).
    void retranslate();

    QAction* practice;
    QAction* openSet;
    QAction* saveSet;
    QAction* printWorksheet;

signals:
    /// An exercise in the practice window is done (PracticeWindow::exerciseFinished).
    void exerciseFinished(const QString& game, grundy::practice::Kind kind, bool rightFirstTime);

private:
    void startPractice();
    void askAndOpenSet();
    /// Shows `practice` in place of the practice window open now.
    void showPractice(PracticeWindow* practice);

    QWidget* m_window;
    QPointer<PracticeWindow> m_practice;
};
