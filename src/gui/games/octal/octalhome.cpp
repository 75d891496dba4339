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
        return tr("Drag over adjacent pins of a row (or click one pin) to knock them down; while "
                  "you point, the pins that would fall are marked and the rows left are shown. "
                  "In Grundy's game click the gap where a row is split. Keys: Up/Down choose the "
                  "row, Left/Right the first pin, Shift+Left/Right how many, Enter knocks them "
                  "down.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Up / Down"), tr("choose the row")},
                {tr("Left / Right"), tr("choose the first pin (in Grundy's game, the gap)")},
                {tr("Shift+Left / Shift+Right"), tr("knock down fewer or more pins")},
                {tr("Enter or Space"), tr("knock the chosen pins down, or split the row")}};
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
