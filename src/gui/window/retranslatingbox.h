// SPDX-License-Identifier: MIT
#pragma once

#include <QEvent>
#include <QMessageBox>

#include <functional>
#include <utility>

/// A message box that stays open across a change of language (View → Language): its
/// words come from a function, run when they are set and again at every LanguageChange,
/// so an open game-over or rules box speaks the new language at once.
class RetranslatingBox : public QMessageBox {
public:
    using Texts = std::function<void(QMessageBox& box)>;

    RetranslatingBox(QMessageBox::Icon icon, QWidget* parent) : QMessageBox(parent) {
        setIcon(icon);
    }
    /// Sets the box's words (title, text, buttons' texts) now and after each new language.
    void setTexts(Texts texts) {
        m_texts = std::move(texts);
        m_texts(*this);
    }

protected:
    void changeEvent(QEvent* event) override {
        QMessageBox::changeEvent(event);
        if (event->type() == QEvent::LanguageChange && m_texts) m_texts(*this);
    }

private:
    Texts m_texts;
};
