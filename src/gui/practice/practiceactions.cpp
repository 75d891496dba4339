// SPDX-License-Identifier: MIT
#include "practice/practiceactions.h"

#include "common/boundedfile.h"
#include "common/exporter.h"
#include "common/settings.h"
#include "core/practice/exerciseset.h"
#include "practice/practicewindow.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
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
    const QString where = QDir::toNativeSeparators(path);
    const auto refuse = [&](const QString& detail) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot open exercise set"),
                                    tr("“%1” cannot be opened as an exercise set.").arg(name),
                                    QMessageBox::Ok, m_window);
        box->setObjectName(QStringLiteral("fileErrorBox"));
        box->setInformativeText(detail);
        box->setTextInteractionFlags(Qt::TextSelectableByMouse);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    };
    const BoundedFile file = BoundedFile::read(path, qint64(kMaxSetBytes));
    if (file.tooLarge)
        return refuse(tr("%1: larger than the %2 MiB limit for an exercise set.")
                          .arg(where)
                          .arg(kMaxSetBytes >> 20));
    if (!file.ok()) return refuse(tr("%1 cannot be read: %2").arg(where, file.error));
    try {
        ExerciseSet set = parseExerciseSet(
            std::string_view(file.text.constData(), std::size_t(file.text.size())));
        if (set.exercises.empty()) return refuse(tr("%1: the set has no exercises.").arg(where));
        showPractice(new PracticeWindow(std::move(set), path, m_window));
    } catch (const ExerciseSetError& e) {
        return refuse(tr("%1: %2").arg(where, QString::fromUtf8(e.what())));
    }
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
}
