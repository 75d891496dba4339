// SPDX-License-Identifier: MIT
#pragma once

#include "boards/movejudge.h"
#include "boards/movemarks.h"
#include "common/presentation.h"
#include "core/games/game.h"

#include <QEvent>
#include <QWidget>

#include <optional>

/// A widget that draws one game's position and reports the move the person means.
/// It never decides who wins or whose turn it is: the session tells it.
///
/// View → Move Values (MoveValuesSwitch) reaches every board here: while it is on, a board
/// marks each legal move it draws as winning or losing (movemarks.h), with values it works
/// out once per position (moveValuesChanged() says when to work them out again).
///
/// Presentation mode (see presentation.h) reaches a board as a QEvent::FontChange: it
/// lays itself out again for the new text size (layoutChanged()) and draws its lines
/// lineWidth() thick. A new language (QEvent::LanguageChange) sets the texts made once
/// again (retranslate()) and then lays the board out the same way, for its new words.
class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr) : QWidget(parent) {
        connect(&MoveValuesSwitch::instance(), &MoveValuesSwitch::changed, this, [this] {
            moveValuesChanged();
            update();
        });
    }

    /// Whether the board marks its moves as winning or losing (View → Move Values).
    bool moveValuesShown() const { return MoveValuesSwitch::instance().isOn(); }
    /// The mark the board draws for `move` in the shown position: None while the values
    /// are off or when the board draws no mark for it (tests and tooltips ask this).
    virtual MoveValue markedValue(const grundy::AnyMove& move) const {
        Q_UNUSED(move);
        return MoveValue::None;
    }

    /// How the board judges its moves for those marks (movejudge.h): in its own position,
    /// unless the board that shows it as part of a larger game (a sum) says otherwise. Set
    /// before setPosition(): the marks of that position follow it.
    void setMoveJudge(MoveJudge judge) { m_judge = std::move(judge); }
    const MoveJudge& moveJudge() const { return m_judge; }

    /// Shows `position`; `lastMove` (the move that led here) is highlighted if given.
    virtual void setPosition(const grundy::AnyPosition& position,
                             const std::optional<grundy::AnyMove>& lastMove = std::nullopt) = 0;
    /// Whether the person may make a move now (their turn, game not over).
    virtual void setInteractive(bool interactive) = 0;
    /// Highlights a suggested move (a hint) until the position changes.
    virtual void showHint(const grundy::AnyMove& move) = 0;

    /// What the board says while the person cannot move (the other player's turn, a
    /// demonstration, a finished game). Takes effect at the next setInteractive().
    void setIdleText(const QString& text) { m_idleText = text; }
    QString idleText() const {
        return m_idleText.isEmpty() ? tr("Waiting for the other player.") : m_idleText;
    }

    /// How many pixels of the board's height its words take (captions, names under the
    /// pieces): presentation mode's larger font takes that much more, which the window gives
    /// back so the pieces are no smaller on a projector.
    virtual int wordsHeight() const { return 0; }

    /// The presentation scale in effect (1 normally, presentation::kScale on a projector).
    double presentationScale() const { return presentation::scale(this); }
    /// A line `base` pixels wide at the normal size, as thick as this board draws it now.
    double lineWidth(double base) const { return presentation::lineWidth(this, base); }

    /// The board's parts as a screen reader reads them (boards/boardaccessible.h): how
    /// many there are, what part `part` says ("Pile 2, 7 stones"), where it is drawn (in
    /// the board's coordinates) and which one the keyboard is on (-1: none).
    virtual int partCount() const { return 0; }
    virtual QString partText(int part) const {
        Q_UNUSED(part);
        return {};
    }
    virtual QRect partRect(int part) const {
        Q_UNUSED(part);
        return {};
    }
    virtual int focusedPart() const { return -1; }
    /// Whether the parts are cells of a table (a strip of squares) rather than items of a
    /// list (piles): screen readers announce them so.
    virtual bool partsAreCells() const { return false; }

    /// Whether to draw the keyboard cursor: while the board has the focus, and also while
    /// its window is inactive but the board will have the focus when it is active again
    /// (at start-up before the window is activated, after switching to another program),
    /// so the person always sees where the keys act.
    bool showsKeyboardCursor() const { return hasFocus() || window()->focusWidget() == this; }

signals:
    /// The person chose this move (legal in the shown position).
    void moveRequested(const grundy::AnyMove& move);

protected:
    /// Called when the font (and with it, perhaps, the presentation scale) changed: lay
    /// the board out again. The sizeHint is updated and the board repainted afterwards.
    virtual void layoutChanged() {}
    /// Called when the language changed, before layoutChanged(): set the texts that are
    /// made once (tooltips, buttons) again.
    virtual void retranslate() {}
    /// Called when View → Move Values is turned on or off (the board is repainted after):
    /// work out the marks of the shown position, or drop them.
    virtual void moveValuesChanged() {}

    /// The board draws its keyboard cursor while it has the focus: repaint as it comes
    /// and goes.
    void focusInEvent(QFocusEvent* event) override {
        QWidget::focusInEvent(event);
        update();
    }
    void focusOutEvent(QFocusEvent* event) override {
        QWidget::focusOutEvent(event);
        update();
    }

    void changeEvent(QEvent* event) override {
        QWidget::changeEvent(event);
        if (event->type() == QEvent::LanguageChange) retranslate();
        if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
            layoutChanged();
            updateGeometry();
            update();
        }
    }

private:
    QString m_idleText;
    MoveJudge m_judge;
};
