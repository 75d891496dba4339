// SPDX-License-Identifier: MIT
#include "window/remotenessline.h"

#include "core/analysis/remoteness.h"
#include "session/gamesession.h"
#include "session/remotenesscounter.h"
#include "window/sidepanel.h"

#include <QEvent>

using grundy::Seat;

RemotenessLine::RemotenessLine(QWidget* parent) : QLabel(parent) {
    setObjectName("remotenessLine");
    setWordWrap(true);
    // Wraps to the panel's width and never widens it (a remoteness may have 40 digits).
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    hide();
}

int RemotenessLine::runningSearches() const {
    return m_counter ? m_counter->runningSearches() : 0;
}

void RemotenessLine::update(GameSession& session) {
    if (m_counter != session.remoteness()) {
        m_counter = session.remoteness();
        connect(m_counter, &RemotenessCounter::counted, this, [this] {
            if (m_counting) ask();
        });
    }
    const int player = session.toMove();
    const Seat me = session.seat(player), other = session.seat(1 - player);
    // The seats named as TurnWords names them: a demonstration's "Computer 2" is thinking.
    m_mover = me == Seat::Human && other == Seat::Computer   ? Mover::You
              : me == Seat::Computer && other == Seat::Human ? Mover::Computer
              : me == Seat::Computer                         ? Mover::ComputerN
                                                             : Mover::Player;
    m_player = player;
    if (session.isOver()) {
        m_position.reset();
        m_counting = false;
        hide();
        return;
    }
    if (m_position != session.position()) {
        m_position = session.position();
        m_won = grundy::outcome(*m_position) == grundy::Outcome::N;
        m_counting = true;
        ask();
    } else if (m_counting) {
        ask(); // a new game (or a restart) forgot the search for this same position
    }
    retranslate();
}

void RemotenessLine::ask() {
    auto answer = m_counter->answer(*m_position, true);
    if (!answer) return;
    m_answer = std::move(*answer);
    m_counting = false;
    retranslate();
    emit counted();
}

void RemotenessLine::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QLabel::changeEvent(event);
}

void RemotenessLine::retranslate() {
    if (!m_position) return hide();
    show();
    if (m_counting) return setText(tr("Counting the moves to the end…"));
    if (!m_answer.exact && m_answer.atLeast)
        return setText(SidePanel::wrappable(
            tr("The game lasts at least %1 more moves; how many exactly is not known: too many "
               "positions to search.")
                .arg(QString::fromStdString(grundy::toString(*m_answer.atLeast)))));
    if (!m_answer.exact)
        return setText(tr("How many moves are left is not known: too many positions to search."));
    const QString n = QString::fromStdString(grundy::toString(*m_answer.exact));
    const bool one = *m_answer.exact == 1;
    const QString player = QString::number(m_player + 1);
    QString text;
    switch (m_mover) {
    case Mover::You:
        text = m_won ? (one ? tr("You can win in 1 move.") : tr("You can win in %1 moves.").arg(n))
                     : (one ? tr("You can hold out for 1 move.")
                            : tr("You can hold out for %1 moves.").arg(n));
        break;
    case Mover::Computer:
        text = m_won ? (one ? tr("The computer can win in 1 move.")
                            : tr("The computer can win in %1 moves.").arg(n))
                     : (one ? tr("The computer can hold out for 1 move.")
                            : tr("The computer can hold out for %1 moves.").arg(n));
        break;
    case Mover::Player:
        text = m_won ? (one ? tr("Player %1 can win in 1 move.").arg(player)
                            : tr("Player %1 can win in %2 moves.").arg(player, n))
                     : (one ? tr("Player %1 can hold out for 1 move.").arg(player)
                            : tr("Player %1 can hold out for %2 moves.").arg(player, n));
        break;
    case Mover::ComputerN:
        text = m_won ? (one ? tr("Computer %1 can win in 1 move.").arg(player)
                            : tr("Computer %1 can win in %2 moves.").arg(player, n))
                     : (one ? tr("Computer %1 can hold out for 1 move.").arg(player)
                            : tr("Computer %1 can hold out for %2 moves.").arg(player, n));
        break;
    }
    setText(SidePanel::wrappable(text));
}
