// SPDX-License-Identifier: MIT
#include "window/backgroundwork.h"

#include "session/gamesession.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>

BackgroundWork::BackgroundWork(GameSession* session, QWidget* blocked, QWidget* parent)
    : QWidget(parent), m_session(session), m_blocked(blocked), m_label(new QLabel(this)),
      m_bar(new QProgressBar(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    m_bar->setMaximumWidth(160);
    m_bar->setTextVisible(false); // the label says the number
    hide();
    m_grace.setSingleShot(true);
    m_grace.setInterval(150);
    connect(&m_grace, &QTimer::timeout, this, [this] {
        if (!m_session->isComputerLate()) return;
        m_thinking = true;
        retranslate();
    });
    connect(session, &GameSession::computerLate, this, &BackgroundWork::setThinking);
    // An old computer player goes without saying it is no longer late: ask after each change.
    connect(session, &GameSession::turnChanged, this,
            [this] { setThinking(m_session->isComputerLate()); });
}

BackgroundWork::~BackgroundWork() {
    if (m_stop) *m_stop = true;
}

void BackgroundWork::whenTablesReady(const grundy::AnyPosition& position,
                                     std::function<void()> then) {
    cancelTables();
    if (grundy::tablesReady(position)) {
        then();
        return;
    }
    const quint64 generation = m_generation;
    m_then = std::move(then);
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_blocked->setEnabled(false);
    m_percent = 0;
    retranslate();
    m_workers.start(QStringLiteral("tables"), [this, position, generation, stop = m_stop] {
        int posted = 0;
        try {
            const bool built =
                grundy::buildTables(position, [&](std::uint64_t done, std::uint64_t total) {
                    postProgress(this, posted, int(done * 100 / std::max<std::uint64_t>(total, 1)),
                                 [this, generation](int percent) {
                                     if (generation == m_generation) showTableProgress(percent);
                                 });
                    return !*stop;
                });
            if (!built) return; // told to stop: nobody waits for it
        } catch (const std::exception&) {
            // None is known (the position was checked); the game says it when it starts.
        }
        QMetaObject::invokeMethod(
            this, [this, generation] { tablesBuilt(generation); }, Qt::QueuedConnection);
    });
}

void BackgroundWork::cancelTables() {
    ++m_generation;
    if (m_stop) *m_stop = true;
    m_stop.reset();
    if (!m_then) return;
    m_then = nullptr;
    m_blocked->setEnabled(true);
    retranslate();
}

void BackgroundWork::tablesBuilt(quint64 generation) {
    if (generation != m_generation || !m_then) return;
    showTableProgress(100);
    const std::function<void()> then = std::move(m_then);
    m_then = nullptr;
    m_stop.reset();
    m_blocked->setEnabled(true);
    retranslate();
    then();
}

void BackgroundWork::showTableProgress(int percent) {
    if (percent <= m_percent) return;
    m_percent = percent;
    retranslate();
    emit tableProgress(percent);
}

void BackgroundWork::setThinking(bool thinking) {
    // A move a few milliseconds late (Instant speed) would only flicker: say it after a
    // moment, if the computer is late still.
    if (thinking && !m_thinking) {
        if (!m_grace.isActive()) m_grace.start();
        return;
    }
    m_grace.stop();
    if (thinking == m_thinking) return;
    m_thinking = thinking;
    retranslate();
}

void BackgroundWork::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

void BackgroundWork::retranslate() {
    // The tables come first: while they are built no game runs.
    if (m_then) {
        m_label->setText(tr("Building the table of values: %1%").arg(m_percent));
        m_bar->setRange(0, 100);
        m_bar->setValue(m_percent);
    } else if (m_thinking) {
        m_label->setText(tr("The computer is thinking…"));
        m_bar->setRange(0, 0); // busy: no end known
    }
    setVisible(m_then || m_thinking);
}
