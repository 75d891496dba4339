// SPDX-License-Identifier: MIT
#include "common/textpane.h"

#include "common/textlines.h"

#include <QEvent>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>

#include <algorithm>

TextPane::TextPane(QWidget* parent) : QScrollArea(parent), m_label(new QLabel) {
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setWidget(m_label);
    setWidgetResizable(true); // the label takes the pane's width and its text's height
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The pane shows what is behind it (the side panel, the coach's bar), like a label.
    viewport()->setAutoFillBackground(false);
    m_label->setAutoFillBackground(false);
    // Its width is what it is given: a long word or number wraps instead of widening.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void TextPane::setText(const QString& text) {
    if (text == m_label->text()) return;
    m_label->setText(text);
    verticalScrollBar()->setValue(0); // a new text is read from its start
    updateGeometry();
}

QString TextPane::text() const {
    return m_label->text();
}

void TextPane::setMinimumLines(int lines) {
    m_minimumLines = lines;
    updateGeometry();
}

int TextPane::textHeight() const {
    if (m_label->text().isEmpty()) return 0;
    const QMargins m = contentsMargins();
    const int width = std::max(1, this->width() - m.left() - m.right());
    return m_label->heightForWidth(width);
}

QSize TextPane::sizeHint() const {
    const QMargins m = contentsMargins();
    return {fontMetrics().averageCharWidth() * 20, textHeight() + m.top() + m.bottom()};
}

QSize TextPane::minimumSizeHint() const {
    const QMargins m = contentsMargins();
    const int lines = textlines::height(m_label, m_minimumLines);
    return {fontMetrics().averageCharWidth() * 8 + verticalScrollBar()->sizeHint().width(),
            std::min(textHeight(), lines) + m.top() + m.bottom()};
}

void TextPane::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    if (event->size().width() != event->oldSize().width()) updateGeometry();
}

void TextPane::changeEvent(QEvent* event) {
    QScrollArea::changeEvent(event);
    // Another language may set its lines in a taller font (textlines.h).
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        updateGeometry();
}
