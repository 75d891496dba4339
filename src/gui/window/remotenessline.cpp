// SPDX-License-Identifier: MIT
#include "window/remotenessline.h"

#include "core/analysis/remoteness.h"
#include "session/gamesession.h"
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

RemotenessLine::~RemotenessLine() {
    m_stop.request_stop(); // the worker gives up; m_threads waits for it
}

void RemotenessLine::update(const GameSession& session) {
    const int player = session.toMove();
    const Seat me = session.seat(player), other = session.seat(1 - player);
    // The seats named as TurnWords names them: a demonstration's "Computer 2" is thinking.
    m_mover = me == Seat::Human && other == Seat::Computer   ? Mover::You
              : me == Seat::Computer && other == Seat::Human ? Mover::Computer
              : me == Seat::Computer                         ? Mover::ComputerN
                                                             : Mover::Player;
    m_player = player;
    if (session.isOver()) {
        m_stop.request_stop();
        m_position.reset();
        m_counting = false;
        ++m_generation;
        hide();
        return;
    }
    if (m_position != session.position()) start(session.position());
    retranslate();
}

void RemotenessLine::start(const grundy::AnyPosition& position) {
    m_stop.request_stop(); // an older search is no longer wanted
    m_stop = std::stop_source();
    m_position = position;
    m_won = grundy::outcome(position) == grundy::Outcome::N;
    const quint64 generation = ++m_generation;
    if (auto known = grundy::closedFormRemoteness(position)) {
        m_value = std::move(known);
        m_counting = false;
        emit counted();
        return;
    }
    m_counting = true;
    m_threads.start("remoteness", [this, position, generation, stop = m_stop.get_token()] {
        grundy::RemotenessLimits limits;
        limits.stop = stop;
        std::optional<grundy::Natural> value = grundy::remoteness(position, limits);
        QMetaObject::invokeMethod(
            this,
            [this, generation, value = std::move(value)] {
                if (generation != m_generation) return; // an older position's
                m_value = value;
                m_counting = false;
                retranslate();
                emit counted();
            },
            Qt::QueuedConnection);
    });
}

void RemotenessLine::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QLabel::changeEvent(event);
}

void RemotenessLine::retranslate() {
    if (!m_position) return hide();
    show();
    if (m_counting) return setText(tr("Counting the moves to the end…"));
    if (!m_value)
        return setText(tr("How many moves are left is not known: too many positions to search."));
    const QString n = QString::fromStdString(grundy::toString(*m_value));
    const bool one = *m_value == 1;
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
