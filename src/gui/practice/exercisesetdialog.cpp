// SPDX-License-Identifier: MIT
#include "practice/exercisesetdialog.h"

#include "common/exercisesetfile.h"
#include "common/exporter.h"
#include "common/fileerror.h"
#include "common/settings.h"
#include "practice/exercisechoice.h"
#include "worksheet/worksheetwriter.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QMainWindow>
#include <QPushButton>
#include <QStatusBar>
#include <QVBoxLayout>

ExerciseSetDialog::ExerciseSetDialog(Purpose purpose, QWidget* parent)
    : QDialog(parent), m_purpose(purpose), m_choice(new ExerciseChoice(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(purpose == Purpose::SaveSet ? QStringLiteral("saveSetDialog")
                                              : QStringLiteral("worksheetDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_choice);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ExerciseSetDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_choice, &ExerciseChoice::changed, this, [this] {
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_choice->problem().isEmpty());
    });
    retranslate();
}

void ExerciseSetDialog::accept() {
    const bool sheet = m_purpose == Purpose::PrintWorksheet;
    const QString name = sheet ? tr("worksheet.pdf") : tr("exercises.json");
    const QString path = Exporter::askFile(
        this, windowTitle(), QDir(Settings::lastFolder()).filePath(name),
        sheet ? tr("PDF files (*.pdf);;All files (*)") : tr("Exercise sets (*.json);;All files (*)"),
        true, sheet ? QStringLiteral("pdf") : QStringLiteral("json"));
    if (path.isEmpty()) return;
    Settings::rememberFolderOf(path);
    writeTo(path);
}

bool ExerciseSetDialog::writeTo(const QString& path) {
    const auto set = m_choice->set();
    if (!set) return false;
    QString error;
    const bool written = m_purpose == Purpose::PrintWorksheet
                             ? WorksheetWriter::write(*set, path, &error)
                             : ExerciseSetFile::write(path, *set, &error);
    if (written) {
        // Said where the window says what it did (a saved game, a move refused).
        if (auto* window = qobject_cast<QMainWindow*>(parentWidget()))
            window->statusBar()->showMessage(
                (m_purpose == Purpose::PrintWorksheet ? tr("Worksheet written to %1")
                                                      : tr("Exercise set saved to %1"))
                    .arg(QDir::toNativeSeparators(path)),
                8000);
        QDialog::accept();
        return true;
    }
    showFileError(this, windowTitle(),
                  m_purpose == Purpose::PrintWorksheet ? tr("The worksheet could not be written.")
                                                       : tr("The exercise set could not be saved."),
                  error);
    return false;
}

void ExerciseSetDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

void ExerciseSetDialog::retranslate() {
    const bool sheet = m_purpose == Purpose::PrintWorksheet;
    setWindowTitle(sheet ? tr("Print Worksheet") : tr("Save Exercise Set"));
    m_buttons->button(QDialogButtonBox::Ok)
        ->setText(sheet ? tr("Write &PDF…") : tr("&Save…"));
}
