// SPDX-License-Identifier: MIT
#include "practice/practiceactions.h"

#include "common/exercisesetfile.h"
#include "common/exporter.h"
#include "common/fileerror.h"
#include "common/settings.h"
#include "core/practice/exerciseset.h"
#include "practice/exercisesetdialog.h"
#include "practice/practicewindow.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

using namespace grundy::practice;

PracticeActions::PracticeActions(QWidget* window) : QObject(window), m_window(window) {
    const auto make = [this](const char* name) {
        auto* action = new QAction(this);
        action->setObjectName(QString::fromLatin1(name));
        return action;
    };
    practice = make("practiceAction");
    practice->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    connect(practice, &QAction::triggered, this, &PracticeActions::startPractice);
    openSet = make("openSetAction");
    connect(openSet, &QAction::triggered, this, &PracticeActions::askAndOpenSet);
    saveSet = make("saveSetAction");
    printWorksheet = make("printWorksheetAction");
    for (QAction* action : {saveSet, printWorksheet})
        connect(action, &QAction::triggered, this, [this, action] {
            auto* dialog = new ExerciseSetDialog(action == saveSet
                                                     ? ExerciseSetDialog::Purpose::SaveSet
                                                     : ExerciseSetDialog::Purpose::PrintWorksheet,
                                                 m_window);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        });
    retranslate();
}

void PracticeActions::startPractice() {
    showPractice(new PracticeWindow(QRandomGenerator::global()->generate64(), m_window));
}

void PracticeActions::askAndOpenSet() {
    const QString path =
        Exporter::askFile(m_window, tr("Open Exercise Set"), Settings::lastFolder(),
                          tr("Exercise sets (*.json);;All files (*)"), false);
    if (path.isEmpty()) return;
    Settings::rememberFolderOf(path);
    openSetFile(path);
}

PracticeWindow* PracticeActions::practiceWindow() const { return m_practice; }

bool PracticeActions::openSetFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QString why;
    std::optional<ExerciseSet> set = ExerciseSetFile::read(path, &why);
    if (!set) {
        showFileError(m_window, tr("Cannot open exercise set"),
                      tr("“%1” cannot be opened as an exercise set.").arg(name), why);
        return false;
    }
    showPractice(new PracticeWindow(std::move(*set), path, m_window));
    return true;
}

void PracticeActions::showPractice(PracticeWindow* practice) {
    if (m_practice) m_practice->close();
    m_practice = practice;
    connect(practice, &PracticeWindow::exerciseFinished, this, &PracticeActions::exerciseFinished);
    practice->setAttribute(Qt::WA_DeleteOnClose);
    practice->show();
    practice->raise();
    practice->activateWindow();
}

void PracticeActions::retranslate() {
    practice->setText(tr("&Practice…"));
    practice->setToolTip(tr("Exercises with checked answers, in course order"));
    openSet->setText(tr("Open E&xercise Set…"));
    saveSet->setText(tr("S&ave Exercise Set…"));
    saveSet->setToolTip(tr("Choose exercises and save them as a set for students to open"));
    printWorksheet->setText(tr("Print &Worksheet…"));
    printWorksheet->setToolTip(tr("Choose exercises and write them as a PDF to print, with "
                                  "the answer key"));
}
