// SPDX-License-Identifier: MIT
#pragma once

#include "record.h"

#include <QDialog>

#include <array>
#include <memory>

class QLabel;
namespace Ui {
class NewGameDialog;
}

/// What a new game needs: where it starts and who sits in each seat (seat 0 moves first).
struct GameSetup {
    grundy::AnyPosition start;
    std::array<grundy::Seat, 2> players{grundy::Seat::Human, grundy::Seat::Computer};
};

/// The New Game dialog: the game and its rule, the start position (random of a chosen
/// size, or typed in), K or the strip length, who moves first, and the opponent.
/// Invalid input is explained beside its field and OK stays disabled.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget* parent = nullptr);
    ~NewGameDialog() override;

    /// Preselects a game (e.g. the one being played).
    void setGame(grundy::GameKind kind);
    grundy::GameKind game() const;
    /// The game to start; call after the dialog was accepted. A random start is drawn
    /// when the dialog is accepted, so it stays the same however often this is called.
    GameSetup setup() const { return m_setup; }

    /// One line that states a game's rule.
    static QString ruleText(grundy::GameKind kind);
    /// The game's name as people say it.
    static QString gameName(grundy::GameKind kind);

    Ui::NewGameDialog* form() const { return m_ui.get(); } ///< for tests

    void accept() override;

private:
    void updateForGame();
    /// Checks every field, shows what is wrong beside it; true when all are fine.
    bool validate();
    std::optional<grundy::AnyPosition> typedPosition(QString* whyNot) const;
    grundy::AnyPosition randomPosition() const;
    grundy::GameOptions options() const;
    std::array<grundy::Seat, 2> seats() const;

    std::unique_ptr<Ui::NewGameDialog> m_ui;
    QLabel* m_kError = nullptr;
    QLabel* m_cellsError = nullptr;
    QLabel* m_positionError = nullptr;
    GameSetup m_setup;
};
