// SPDX-License-Identifier: MIT
#include "sgtable/sgtableswindow.h"

#include "sgtable/sgtablepanel.h"
#include "sgtable/subtractiontablespanel.h"

#include <QEvent>
#include <QVBoxLayout>

SgTablesWindow::SgTablesWindow(std::shared_ptr<SgTableCache> cache, QWidget* parent)
    : QTabWidget(parent) {
    m_wythoff = new SgTablePanel(std::move(cache), this);
    addTab(m_wythoff, QString());
    // The subtraction page starts computing when made: only once someone looks at it.
    m_subtractionHolder = new QWidget(this);
    new QVBoxLayout(m_subtractionHolder);
    m_subtractionHolder->layout()->setContentsMargins(0, 0, 0, 0);
    addTab(m_subtractionHolder, QString());
    connect(this, &QTabWidget::currentChanged, this, [this](int index) {
        if (widget(index) == m_subtractionHolder) showSubtraction();
    });
    retranslate();
}

void SgTablesWindow::showSubtraction() {
    if (!m_subtraction) {
        m_subtraction = new SubtractionTablesPanel(m_subtractionHolder);
        m_subtractionHolder->layout()->addWidget(m_subtraction);
    }
    setCurrentWidget(m_subtractionHolder);
}

void SgTablesWindow::retranslate() {
    setWindowTitle(tr("Sprague–Grundy tables"));
    setTabText(indexOf(m_wythoff), tr("&Wythoff and Nim"));
    setTabText(indexOf(m_subtractionHolder), tr("S&ubtraction games"));
}

void SgTablesWindow::changeEvent(QEvent* event) {
    QTabWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}
