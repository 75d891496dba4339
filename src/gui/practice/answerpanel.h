// SPDX-License-Identifier: MIT
#pragma once

#include "core/practice/exercise.h"

#include <QList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;

/// Where a student answers an exercise, in the way its kind asks: the P and N buttons, a
/// value typed, the cells of a table, a button per component of a sum. A winning move is
/// made on the board, not here: the panel only says so.
class AnswerPanel : public QWidget {
    Q_OBJECT
public:
    explicit AnswerPanel(QWidget* parent = nullptr);

    /// Asks for an answer to `exercise`, its fields empty.
    void ask(const grundy::practice::Exercise& exercise);
    /// Puts the keyboard in the field to type the answer into (a value, the table's first
    /// cell); the other kinds are answered by a click.
    void focusAnswer();

    QPushButton* pButton() const { return m_p; }
    QPushButton* nButton() const { return m_n; }
    QLineEdit* valueEdit() const { return m_value; }
    const QList<QLineEdit*>& cells() const { return m_cells; }
    const QList<QPushButton*>& componentButtons() const { return m_components; }
    /// The Check button of a typed answer (a value, a table).
    QPushButton* checkButton() const { return m_check; }

signals:
    /// The student gave this answer.
    void answered(const grundy::practice::Answer& answer);

protected:
    void changeEvent(QEvent* event) override;
    /// Return in a field is the field's alone (check, or the next cell): passed on, a dialog
    /// would take it for its default button, which after a check is Next, skipping the
    /// verdict.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* makeOutcomePage();
    QWidget* makeMovePage();
    QWidget* makeValuePage();
    QWidget* makeTablePage();
    QWidget* makeWhichPage();
    /// Sets the words that depend on the language.
    void retranslate();
    /// Whether every field the typed answer needs is filled; the Check button follows.
    void updateCheck();
    /// Sends the typed value or table.
    void sendTyped();

    grundy::practice::Kind m_kind = grundy::practice::Kind::PorN;
    QStackedWidget* m_pages;
    QPushButton* m_p;
    QPushButton* m_n;
    QLabel* m_moveText;
    QLabel* m_valueLabel;
    QLineEdit* m_value;
    QWidget* m_table;
    QList<QLineEdit*> m_cells;
    QWidget* m_which;
    QList<QPushButton*> m_components;
    QPushButton* m_check;
};
