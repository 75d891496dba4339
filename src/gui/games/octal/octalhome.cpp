// SPDX-License-Identifier: MIT
// Octal games in the window (Kayles, Dawson's Kayles, Dawson's chess, Grundy's game and any
// code): rows of pins on the pins board.
#include "games/gamehome.h"
#include "games/homes.h"

#include "common/messagetext.h"
#include "games/octal/pinsview.h"

#include <QCoreApplication>

namespace {

class OctalHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(OctalHome)
public:
    const grundy::GameInfo& info() const override { return grundy::octal::info(); }
    QString name() const override { return tr("Octal game"); }
    /// "Kayles (0.77)" for a named code, else "Octal game 0.156".
    QString nameOf(const grundy::AnyPosition& position) const override {
        const std::string code = std::get<grundy::octal::Position>(position).code.text();
        const QString digits = QString::fromStdString(code);
        for (const grundy::Preset& preset : info().presets)
            if (preset.value == code)
                return tr("%1 (%2)").arg(MessageText::text(grundy::Message{preset.name, {}}), digits);
        return tr("Octal game %1").arg(digits);
    }
    QString rule() const override {
        return tr("Rows of pins: knock down adjacent pins of one row, as many and where the octal "
                  "code allows. Kayles (0.77): one pin or two side by side, anywhere. Whoever "
                  "makes the last move wins.");
    }
    QString howToPlay() const override {
        return tr("The code's k-th digit after the point says what knocking down k adjacent pins "
                  "may leave of their row: 1, nothing (the whole row); 2, one row (pins at an "
                  "end); 4, two rows (pins in the middle); a sum allows each of its parts. A first "
                  "digit 4 also splits a row without knocking pins down (4!: into two unequal "
                  "rows, Grundy's game). Drag over adjacent pins of a row (or click one pin) to "
                  "knock them down; where a split is allowed, click between two pins. While you "
                  "point, the pins that would fall lean over and the caption says what is left. "
                  "Keys: Up/Down choose the row, Left/Right the first pin, Shift+Left/Right how "
                  "many, Enter knocks them down.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Up / Down"), tr("choose the row")},
                {tr("Left / Right"), tr("choose the first pin (in Grundy's game, the gap)")},
                {tr("Home / End"), tr("move the choice to the row's start or end")},
                {tr("Shift+Left / Shift+Right"), tr("knock down fewer or more pins")},
                {tr("Enter or Space"), tr("knock the chosen pins down, or split the row")},
                {tr("Escape"), tr("clear the choice")}};
    }
    QString losingPositions() const override {
        return tr("Each row counts as a Nim pile of its value G(n), the mex of the values its "
                  "moves leave (two rows count as the XOR of theirs). The player to move loses "
                  "exactly when the rows' values XOR to 0. Kayles repeats with period 12 from "
                  "rows of 71 pins; Grundy's game has no known period.");
    }
    QString positionExample() const override { return tr("row lengths, e.g. 5, 7, 10"); }
    RandomStartFields randomStart() const override {
        return {0, tr("Rows:"), tr("each up to"), tr("pins")};
    }
    OptionField optionField(std::string_view) const override {
        return {tr("Octal &code:"),
                tr("The octal code"),
                QStringLiteral("0.77"),
                tr("the octal code, such as 0.77 (Kayles), 0.07, 0.137 or 4!.0, or a name: "
                   "kayles, dawson-kayles, dawson-chess, grundys-game"),
                {{tr("Kayles"), QStringLiteral("0.77")},
                 {tr("Dawson's Kayles"), QStringLiteral("0.07")},
                 {tr("Dawson's chess"), QStringLiteral("0.137")},
                 {tr("Grundy's game"), QStringLiteral("4!.0")}}};
    }
    BoardView* createBoard(const grundy::AnyPosition&, QWidget* parent) const override {
        return new PinsView(parent);
    }
    bool takesStones() const override { return false; }
};

} // namespace

namespace homes::octal {

const GameHome& home() {
    static const OctalHome home;
    return home;
}

} // namespace homes::octal
