// SPDX-License-Identifier: MIT
#include "dialogs/componentlist.h"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

ComponentList::ComponentList(QWidget* parent)
    : QWidget(parent), m_list(new QListWidget(this)), m_edit(new QLineEdit(this)),
      m_add(new QPushButton(this)), m_remove(new QPushButton(this)) {
    m_list->setObjectName(QStringLiteral("componentList"));
    m_edit->setObjectName(QStringLiteral("componentEdit"));
    m_add->setObjectName(QStringLiteral("addComponentButton"));
    m_remove->setObjectName(QStringLiteral("removeComponentButton"));
    // Neither may take Enter from the dialog's OK.
    m_add->setAutoDefault(false);
    m_remove->setAutoDefault(false);
    // A few rows show at once: the list scrolls beyond them rather than the dialog growing.
    m_list->setMaximumHeight(m_list->fontMetrics().height() * 6);
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 0, 0);
    layout->addWidget(m_remove, 0, 1, Qt::AlignTop);
    layout->addWidget(m_edit, 1, 0);
    layout->addWidget(m_add, 1, 1);
    // Enter in the field adds its word instead of closing the dialog.
    m_edit->installEventFilter(this);
    connect(m_add, &QPushButton::clicked, this, &ComponentList::add);
    connect(m_remove, &QPushButton::clicked, this, &ComponentList::remove);
    connect(m_edit, &QLineEdit::textChanged, this, &ComponentList::enableButtons);
    connect(m_list, &QListWidget::currentRowChanged, this, &ComponentList::enableButtons);
    retranslate();
    enableButtons();
}

QStringList ComponentList::words() const {
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out << m_list->item(i)->text();
    return out;
}

void ComponentList::setWords(const QStringList& words) {
    m_list->clear();
    m_list->addItems(words);
    enableButtons();
    emit changed();
}

void ComponentList::setPlaceholderText(const QString& text) {
    m_edit->setPlaceholderText(text);
}

void ComponentList::add() {
    const QString word = m_edit->text().trimmed();
    if (word.isEmpty()) return;
    m_list->addItem(word);
    m_list->setCurrentRow(m_list->count() - 1);
    m_edit->clear();
    emit changed();
}

void ComponentList::remove() {
    delete m_list->takeItem(m_list->currentRow());
    enableButtons();
    emit changed();
}

void ComponentList::enableButtons() {
    m_add->setEnabled(!m_edit->text().trimmed().isEmpty());
    m_remove->setEnabled(m_list->currentRow() >= 0);
}

bool ComponentList::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && !m_edit->text().trimmed().isEmpty()) {
            add();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ComponentList::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

void ComponentList::retranslate() {
    m_add->setText(tr("Add component"));
    m_remove->setText(tr("Remove"));
    m_list->setAccessibleName(tr("Components"));
    m_edit->setAccessibleName(tr("Next component"));
}
