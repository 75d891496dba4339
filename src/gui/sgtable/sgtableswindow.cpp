// SPDX-License-Identifier: MIT
#include "sgtable/sgtableswindow.h"

#include "sgtable/sgtablepanel.h"
#include "sgtable/subtractiontablespanel.h"
#include "sgtable/takebreakpanel.h"

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
    m_takeBreakHolder = new QWidget(this);
    new QVBoxLayout(m_takeBreakHolder);
    m_takeBreakHolder->layout()->setContentsMargins(0, 0, 0, 0);
    addTab(m_takeBreakHolder, QString());
    connect(this, &QTabWidget::currentChanged, this, [this](int index) {
        if (widget(index) == m_subtractionHolder) showSubtraction();
        if (widget(index) == m_takeBreakHolder) showTakeBreak();
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

void SgTablesWindow::showTakeBreak() {
    if (!m_takeBreak) {
        m_takeBreak = new TakeBreakPanel(m_takeBreakHolder);
        m_takeBreakHolder->layout()->addWidget(m_takeBreak);
    }
    setCurrentWidget(m_takeBreakHolder);
}

void SgTablesWindow::retranslate() {
    setWindowTitle(tr("Sprague–Grundy tables"));
    setTabText(indexOf(m_wythoff), tr("&Wythoff and Nim"));
    setTabText(indexOf(m_subtractionHolder), tr("S&ubtraction games"));
    setTabText(indexOf(m_takeBreakHolder), tr("&Take-and-break games"));
}

void SgTablesWindow::changeEvent(QEvent* event) {
    QTabWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}
