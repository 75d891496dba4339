// SPDX-License-Identifier: MIT
#include "history/valuehistorymodel.h"

#include "core/analysis/remoteness.h"

#include "common/messagetext.h"
#include "session/gamesession.h"
#include "session/remotenesscounter.h"
#include "core/analysis/sgvalue.h"

#include <QApplication>
#include <QColor>
#include <QEventLoop>
#include <QFont>
#include <QTimer>

using grundy::Outcome;
using grundy::Verdict;

ValueHistoryModel::ValueHistoryModel(GameSession* session, std::function<QString(int)> names,
                                     QObject* parent)
    : QAbstractTableModel(parent), m_session(session), m_names(std::move(names)) {
    // No rows until the session announces a game: before that it holds no valid position.
    connect(session->remoteness(), &RemotenessCounter::counted, this, [this] {
        if (!m_turns.empty())
            emit dataChanged(index(0, RemotenessColumn), index(rowCount() - 1, RemotenessColumn));
    });
}

ValueHistoryModel::Turn ValueHistoryModel::turnAt(std::size_t row) const {
    const auto history = m_session->history();
    const bool now = row == history.size();
    const grundy::AnyPosition& position = now ? m_session->position() : history[row].before;
    return {now ? m_session->toMove() : history[row].by, grundy::outcome(position),
            grundy::sgValue(position), now ? 0 : history[row].id};
}

void ValueHistoryModel::refresh() {
    const auto history = m_session->history();
    const std::size_t rows = history.size() + 1;
    // The turns whose move is still the same entry stay; the turn now is always new.
    std::size_t keep = 0;
    while (keep < m_turns.size() && keep < history.size() && m_turns[keep].id != 0 &&
           m_turns[keep].id == history[keep].id)
        ++keep;
    if (keep < m_turns.size()) {
        beginRemoveRows({}, int(keep), int(m_turns.size()) - 1);
        m_turns.resize(keep);
        endRemoveRows();
    }
    beginInsertRows({}, int(keep), int(rows) - 1);
    for (std::size_t row = keep; row < rows; ++row)
        m_turns.push_back(turnAt(row));
    endInsertRows();
}

int ValueHistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_turns.size());
}

int ValueHistoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<Verdict> ValueHistoryModel::verdict(int row) const {
    if (row < 0 || std::size_t(row) + 1 >= m_turns.size()) return std::nullopt;
    return grundy::verdictOf(m_turns[std::size_t(row)].outcome,
                             m_turns[std::size_t(row) + 1].outcome);
}

QString ValueHistoryModel::headerText(int column) {
    switch (column) {
    case TurnColumn:
        return tr("Turn");
    case PlayerColumn:
        return tr("To move");
    case OutcomeColumn:
        return tr("P/N");
    case ValueColumn:
        return tr("SG value");
    case RemotenessColumn:
        return tr("Moves to the end");
    case MoveColumn:
        return tr("Move made");
    case VerdictColumn:
        return tr("Verdict");
    }
    return {};
}

QString ValueHistoryModel::verdictText(Verdict verdict) {
    // A mark and a word: the mark to find it at a glance, the word to read it.
    switch (verdict) {
    case Verdict::Winning:
        return tr("\u2713 winning");
    case Verdict::Mistake:
        return tr("\u2717 mistake");
    case Verdict::Forced:
        return tr("\u2022 forced");
    }
    return {};
}

QVariant ValueHistoryModel::mistakeLook(int role) {
    if (role == Qt::FontRole) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    // Translucent, so that it reads on light and dark themes alike; the mark and the bold
    // text say it without colour.
    if (role == Qt::BackgroundRole) return QColor(220, 40, 40, 60);
    return {};
}

std::optional<grundy::RemotenessAnswer> ValueHistoryModel::remotenessOf(int row) const {
    const auto history = m_session->history();
    const grundy::AnyPosition& position = std::size_t(row) < history.size()
                                              ? history[std::size_t(row)].before
                                              : m_session->position();
    return m_session->remoteness()->answer(position);
}

bool ValueHistoryModel::awaitRemoteness(int mostMs) const {
    const auto allKnown = [this] {
        for (int row = 0; row < rowCount(); ++row)
            if (!remotenessOf(row)) return false;
        return true;
    };
    if (allKnown()) return true;
    QEventLoop loop;
    QTimer limit;
    limit.setSingleShot(true);
    connect(&limit, &QTimer::timeout, &loop, &QEventLoop::quit);
    connect(m_session->remoteness(), &RemotenessCounter::counted, &loop, [&] {
        if (allKnown()) loop.quit();
    });
    limit.start(mostMs);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    QApplication::restoreOverrideCursor();
    return allKnown();
}

QString ValueHistoryModel::text(int row, int column) const {
    if (row < 0 || std::size_t(row) >= m_turns.size()) return {};
    const Turn& t = m_turns[std::size_t(row)];
    const auto history = m_session->history();
    switch (column) {
    case TurnColumn:
        return QString::number(row + 1);
    case PlayerColumn:
        return m_names(t.toMove);
    case OutcomeColumn:
        // A letter and a shape, so that neither colour nor the letter alone tells them apart.
        return t.outcome == Outcome::P ? tr("\u25A0 P") : tr("\u25CB N");
    case ValueColumn:
        return t.value ? QString::fromStdString(grundy::toString(*t.value))
                       : QStringLiteral("\u2014");
    case RemotenessColumn: {
        const auto r = remotenessOf(row);
        if (!r) return QStringLiteral("\u2026"); // being counted
        if (r->exact) return QString::fromStdString(grundy::toString(*r->exact));
        if (r->atLeast)
            return QStringLiteral("\u2265 ") + QString::fromStdString(grundy::toString(*r->atLeast));
        return QStringLiteral("\u2014");
    }
    case MoveColumn:
        return std::size_t(row) < history.size()
                   ? MessageText::text(grundy::describeMove(history[std::size_t(row)].before,
                                                            history[std::size_t(row)].move))
                   : QString();
    case VerdictColumn:
        if (const auto v = verdict(row)) return verdictText(*v);
        return {};
    }
    return {};
}

QVariant ValueHistoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const int row = index.row();
    const bool mistake = verdict(row) == Verdict::Mistake;
    switch (role) {
    case Qt::DisplayRole:
        return text(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == OutcomeColumn)
            return m_turns[std::size_t(row)].outcome == Outcome::P
                       ? tr("P-position: the player to move loses against best play")
                       : tr("N-position: the player to move can win");
        if (index.column() == ValueColumn && !m_turns[std::size_t(row)].value)
            return tr("Not known here: misère play, or a position too large to search");
        if (index.column() == RemotenessColumn) {
            const auto r = remotenessOf(row);
            if (!r) return tr("Counting the moves to the end…");
            if (r->exact)
                return tr("How many moves the game lasts from this turn when the winner hurries "
                          "and the loser holds out");
            if (r->atLeast)
                return tr("At least so many moves: too many positions to search for the exact "
                          "number");
            return tr("Not known here: too many positions to search");
        }
        if (mistake) return tr("A mistake: this move gave the win away");
        return {};
    case Qt::FontRole:
    case Qt::BackgroundRole:
        return mistake ? mistakeLook(role) : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == TurnColumn || index.column() == ValueColumn ||
            index.column() == RemotenessColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

QVariant ValueHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole) return headerText(section);
    return QAbstractTableModel::headerData(section, orientation, role);
}

void ValueHistoryModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_turns.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}
