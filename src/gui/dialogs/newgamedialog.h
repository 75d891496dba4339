// SPDX-License-Identifier: MIT
#pragma once

#include "core/io/record.h"

#include <QDialog>
#include <QVariantMap>

#include <array>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

class ComponentList;
class QLabel;
class QCheckBox;
class QLineEdit;
class QHBoxLayout;
class QToolButton;
namespace Ui {
class NewGameDialog;
}

/// What a new game needs: where it starts and who sits in each seat (seat 0 moves first).
struct GameSetup {
    grundy::AnyPosition start;
    std::array<grundy::Seat, 2> players{grundy::Seat::Human, grundy::Seat::Computer};
    grundy::Level level = grundy::Level::Perfect; ///< how the computer plays
    std::optional<grundy::u64> seed{};            ///< its random choices; none: a random seed
    QString note{}; ///< what the game changed of the start asked for (GameHome::startNote)
};

/// The New Game dialog: the game and its rule, the game's options (K, the strip length, ...
/// as its catalogue entry lists them), the start position (random of a chosen size, or
/// typed in; a game made of words, such as a sum, from its list of components), who moves
/// first, and the opponent. What each game shows comes from its home
/// (games/gamehome.h). Invalid input is explained beside its field and OK stays disabled.
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

    Ui::NewGameDialog* form() const { return m_ui.get(); } ///< for tests
    /// The field of the current game's option `id` ("k", "cells"), or null (for tests).
    QLineEdit* optionEdit(std::string_view id) const;
    /// The shown game's switch for option `id` (misère play), or null.
    QCheckBox* optionCheck(std::string_view id) const;

    void accept() override;

private:
    void updateForGame();
    /// Sets every field as the dialog was last accepted (Settings::kNewGame...).
    void restoreChoices();
    /// Remembers every field for the next time the dialog opens.
    void rememberChoices() const;
    /// Checks every field, shows what is wrong beside it; true when all are fine.
    bool validate();
    /// Whether `kind` starts from a list of words (info().fromWords: a sum's components)
    /// instead of numbers and options; it then has no random start.
    static bool startsFromWords(grundy::GameKind kind);
    /// Whether the start is the one typed (or listed), not a random one.
    bool typedStart() const;
    /// The typed start as the fields of `kind` hold it (words one per line), and back.
    QString startText(grundy::GameKind kind) const;
    void setStartText(grundy::GameKind kind, const QString& text);
    std::optional<grundy::AnyPosition> typedPosition(QString* whyNot) const;
    grundy::AnyPosition randomPosition() const;
    /// The random start, with the outcome chosen for the person in `players`' seats; or
    /// nothing, saying why (no such start of this size).
    std::optional<grundy::AnyPosition> randomStart(const std::array<grundy::Seat, 2>& players,
                                                   QString* whyNot) const;
    /// The outcome choice applies to a random start against the computer only.
    void enableOutcome();
    grundy::GameOptions options() const;
    std::array<grundy::Seat, 2> seats() const;

    /// One option's row: its field and the note under it, shown for one game only. A number
    /// or a word is typed (`edit`); a switch such as misère play is a check box (`check`).
    struct OptionRow {
        grundy::GameKind game;
        std::string id;
        QLineEdit* edit = nullptr;
        QCheckBox* check = nullptr;
        QLabel* error = nullptr;
        QToolButton* presets = nullptr; ///< the field's named values (OptionField::presets)
        QHBoxLayout* line = nullptr;    ///< the field and its presets, when it has some

        QWidget* field() const;
        /// The option's text as the catalogue takes it ("4", "1,3,4", "misere").
        QString value() const;
        void setValue(const QString& text) const;
    };
    void addOptionRows();
    /// Puts the preset whose option `row` now holds (Kayles for the code 0.77) in the game
    /// list, or the game itself when none does.
    void showPresetOf(const OptionRow& row);
    void showRule();
    QString optionProblem(const OptionRow& row) const;

    std::unique_ptr<Ui::NewGameDialog> m_ui;
    std::vector<OptionRow> m_optionRows;
    QLabel* m_positionError = nullptr;
    QLabel* m_positionNote = nullptr; ///< GameHome::startNote of a valid typed start
    ComponentList* m_components = nullptr; ///< the start of a game made of words
    GameSetup m_setup;
    /// The typed start of each game (by catalogue id), so that switching games keeps each.
    QVariantMap m_typedPositions;
    std::optional<grundy::GameKind> m_shownGame; ///< the game the fields show
};
