// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class ExerciseChoice;

/// Game → Save Exercise Set… and Print Worksheet…: the exercises chosen (ExerciseChoice),
/// then where to write them, as a set file for students to open or as a worksheet (PDF) to
/// print. A file that cannot be written is said over the dialog, which stays open.
class ExerciseSetDialog : public QDialog {
    Q_OBJECT
public:
    enum class Purpose { SaveSet, PrintWorksheet };
    ExerciseSetDialog(Purpose purpose, QWidget* parent = nullptr);

    ExerciseChoice* choice() const { return m_choice; }
    /// Writes the chosen exercises to `path` and closes; on failure says why and stays.
    bool writeTo(const QString& path);

    void accept() override; ///< asks where, then writeTo()

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    Purpose m_purpose;
    ExerciseChoice* m_choice;
    class QDialogButtonBox* m_buttons;
};
