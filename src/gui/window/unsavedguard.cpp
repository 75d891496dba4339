// SPDX-License-Identifier: MIT
#include "window/unsavedguard.h"

#include "common/settings.h"
#include "games/gamehome.h"
#include "session/gamesession.h"

#include <QEvent>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

using grundy::Seat;

UnsavedGuard::UnsavedGuard(QWidget* window, GameSession* session, SaveFunction save)
    : QObject(window), m_window(window), m_session(session), m_save(std::move(save)) {
    // Every change announces historyChanged: a move, undo, redo, restart, and a start or
    // an opened file too, which the window then marks as clean with setFile().
    connect(m_session, &GameSession::historyChanged, this, [this] {
        m_modified = true;
        updateTitle();
    });
    m_window->installEventFilter(this);
    updateTitle();
}

void UnsavedGuard::setFile(const QString& path) {
    m_file = path;
    m_modified = false;
    updateTitle();
}

void UnsavedGuard::updateTitle() {
    const QString game = homeOf(m_session->kind()).nameOf(m_session->position());
    m_window->setWindowFilePath(m_file);
    // The title is set whole (the file path alone would title the window with the file's
    // name only); "[*]" is where Qt shows the modified mark.
    m_window->setWindowTitle(
        m_file.isEmpty() ? tr("%1[*] — Grundy").arg(game)
                         : tr("%1 — %2[*] — Grundy").arg(game, QFileInfo(m_file).fileName()));
    m_window->setWindowModified(m_modified);
}

bool UnsavedGuard::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_window && event->type() == QEvent::LanguageChange) updateTitle();
    return QObject::eventFilter(watched, event);
}

bool UnsavedGuard::hasUnsavedMoves() const {
    const bool person = m_session->seat(0) == Seat::Human || m_session->seat(1) == Seat::Human;
    return m_modified && person && !m_session->isOver() && !m_session->history().empty();
}

bool UnsavedGuard::mayReplaceGame() {
    if (!hasUnsavedMoves()) return true;
    QMessageBox box(
        QMessageBox::Warning, tr("Save the game?"),
        tr("Do you want to save this game of %1 first?").arg(homeOf(m_session->kind()).name()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("unsavedGameBox"));
    box.setInformativeText(tr("Its moves are not saved: without saving, they are lost."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return m_save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void UnsavedGuard::keepForNextStart() {
    if (!hasUnsavedMoves()) {
        Settings::remove(Settings::kUnfinishedGame);
        return;
    }
    const std::string json = grundy::toJson(m_session->record());
    Settings::setValue(Settings::kUnfinishedGame, QByteArray(json.data(), qsizetype(json.size())));
}

std::optional<grundy::GameRecord> UnsavedGuard::keptGame() {
    const QByteArray json = Settings::value(Settings::kUnfinishedGame).toByteArray();
    if (json.isEmpty()) return std::nullopt;
    try {
        return grundy::parseRecord(std::string_view(json.constData(), std::size_t(json.size())));
    } catch (const grundy::RecordError&) {
        return std::nullopt; // written by another version, or damaged: nothing to offer
    }
}

QMessageBox* UnsavedGuard::offerKeptGame(const std::function<void(grundy::GameRecord)>& load,
                                         const std::function<void()>& newGame) {
    std::optional<grundy::GameRecord> kept = keptGame();
    Settings::remove(Settings::kUnfinishedGame);
    if (!kept) return nullptr;
    auto* box =
        new QMessageBox(QMessageBox::Question, tr("Continue the last game?"),
                        tr("Your last game of %1 was not finished. Do you want to continue it?")
                            .arg(homeOf(grundy::kindOf(kept->start)).name()),
                        QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("keptGameBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* resume = box->addButton(tr("&Continue"), QMessageBox::AcceptRole);
    QPushButton* fresh = box->addButton(tr("&New Game…"), QMessageBox::ActionRole);
    box->setDefaultButton(resume);
    connect(box, &QMessageBox::finished, this,
            [this, box, resume, fresh, load, newGame, game = std::move(*kept)]() mutable {
                if (box->clickedButton() == fresh) {
                    newGame();
                    return;
                }
                if (box->clickedButton() != resume) return;
                try {
                    load(std::move(game));
                } catch (const grundy::RecordError&) {
                    return; // its moves do not make a game: the current one stays
                }
                // The moves are in no file: the title says so.
                m_file.clear();
                m_modified = true;
                updateTitle();
            });
    box->open();
    return box;
}
