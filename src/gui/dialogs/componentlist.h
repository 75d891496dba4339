// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLineEdit;
class QListWidget;
class QPushButton;

/// New Game's start for a game made of words (a sum: one word per component, "nim:3,5"):
/// the list of words, a field for the next one with Add, and Remove for the chosen one. It
/// only keeps the words; the dialog asks the game's catalogue entry whether they make a
/// position.
class ComponentList : public QWidget {
    Q_OBJECT
public:
    explicit ComponentList(QWidget* parent = nullptr);

    QStringList words() const;
    void setWords(const QStringList& words);
    /// What the field shows while empty: "e.g. nim:3,5".
    void setPlaceholderText(const QString& text);

signals:
    /// A word was added or removed.
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// The field's word at the end of the list (chosen there, so that Remove takes it back).
    void add();
    void remove();
    void enableButtons();
    void retranslate();

    QListWidget* m_list;
    QLineEdit* m_edit;
    QPushButton* m_add;
    QPushButton* m_remove;
};
