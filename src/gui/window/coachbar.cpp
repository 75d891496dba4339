// SPDX-License-Identifier: MIT
#include "window/coachbar.h"

#include "common/messagetext.h"
#include "common/textlines.h"
#include "core/analysis/explain.h"
#include "core/analysis/review.h"
#include "common/textpane.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

using grundy::Seat;

CoachBar::CoachBar(GameSession* session, QWidget* parent)
    : QWidget(parent), m_session(session), m_frame(new QWidget(this)), m_note(new TextPane(m_frame)),
      m_continue(new QPushButton(m_frame)) {
    setObjectName(QStringLiteral("coachBar"));
    auto* outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_frame);
    m_frame->setAutoFillBackground(true);
    m_frame->setBackgroundRole(QPalette::AlternateBase);
    // The note's room stays while it is hidden: the board below never moves.
    QSizePolicy keep = m_frame->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_frame->setSizePolicy(keep);
    auto* layout = new QHBoxLayout(m_frame);
    layout->addWidget(m_note, 1);
    layout->addWidget(m_continue, 0, Qt::AlignVCenter);
    m_frame->hide();
    hide();
    retranslate();
    connect(m_continue, &QPushButton::clicked, this, &CoachBar::dismiss);
    connect(session, &GameSession::moveMade, this, &CoachBar::onMoveMade);
    connect(session, &GameSession::historyChanged, this, &CoachBar::follow);
    // Resumed some other way: the note has had its say.
    connect(session, &GameSession::pausedChanged, this, [this](bool paused) {
        if (!paused && m_mistake != 0) {
            m_mistake = 0;
            m_frame->hide();
        }
    });
}

QLabel* CoachBar::noteLabel() const {
    return m_note->label();
}

bool CoachBar::isNoteShown() const {
    return m_mistake != 0;
}

void CoachBar::follow() {
    const bool coached = m_session->computerPlay().level == grundy::Level::Coach &&
                         m_session->seat(0) != m_session->seat(1);
    setVisible(coached);
    if (coached) updateHeight();
    // Undo, restart, a new or opened game: the note's mistake is gone from the game.
    const auto history = m_session->history();
    if (m_mistake != 0 && (history.empty() || history.back().id != m_mistake)) dismiss();
}

void CoachBar::onMoveMade(const GameSession::Entry& entry) {
    if (m_session->computerPlay().level != grundy::Level::Coach) return;
    if (m_session->seat(entry.by) != Seat::Human || m_session->seat(1 - entry.by) != Seat::Computer)
        return;
    if (m_session->isOver()) return; // the game is lost already; the end says so
    const auto verdict =
        grundy::verdictOf(grundy::outcome(entry.before), grundy::outcome(entry.after));
    if (verdict != grundy::Verdict::Mistake) return;
    // The computer waits for Continue (its turn was offered before this signal).
    m_session->setPaused(true);
    m_mistake = entry.id;
    m_entry = entry;
    retranslate();
    m_frame->show();
}

void CoachBar::dismiss() {
    m_mistake = 0;
    m_frame->hide();
    m_session->setPaused(false);
}

void CoachBar::retranslate() {
    m_continue->setText(tr("&Continue"));
    m_continue->setToolTip(tr("Let the computer reply to your move."));
    m_note->setAccessibleName(tr("The coach's note"));
    if (m_mistake == 0) return;
    const grundy::AnyMove better = grundy::computerMove(m_entry.before);
    m_note->setText(
        tr("That move lets the computer win. A winning move was: %1. Why: %2")
            .arg(MessageText::text(grundy::describeMove(m_entry.before, better)),
                 MessageText::text(grundy::explain::reasonMessage(m_entry.before, better))));
}

void CoachBar::updateHeight() {
    // Room for three lines of the note or the button, whichever is taller: a longer note
    // scrolls in it, so the board never moves.
    const QMargins margins = m_frame->layout()->contentsMargins();
    const int lines = textlines::height(m_note->label(), 3);
    setFixedHeight(std::max(lines, m_continue->sizeHint().height()) + margins.top() +
                   margins.bottom());
}

void CoachBar::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
    // Another language may set its lines in a taller font (textlines.h).
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        updateHeight();
}
