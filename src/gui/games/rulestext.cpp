// SPDX-License-Identifier: MIT
#include "games/rulestext.h"

#include "dialogs/newgamedialog.h"

#include <QCoreApplication>

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("Rules", text);
}

QString howToPlay(grundy::GameKind kind) {
    switch (kind) {
    case grundy::GameKind::Bash:
    case grundy::GameKind::Nim:
        return tr("Click a stone to take it and every stone above it; the stones a click "
                  "would take light up first. Keys: Left/Right choose the pile, Up/Down how "
                  "many, Enter takes. Piles too large to draw show a number and a field to "
                  "type how many to take.");
    case grundy::GameKind::Wythoff:
        return tr("Click a stone to take it and every stone above it. The ladder between the "
                  "piles takes the same number from both: click a rung. In the Wythoff grid "
                  "(View menu), click any cell one move away to move there; Show P-positions "
                  "marks the losing positions.");
    case grundy::GameKind::Redistribution:
        return tr("Click the pile to take from. Set how many of its stones leave the game, "
                  "and with + and − how many go onto each other pile that still has stones. "
                  "Confirm is enabled as soon as the move is legal.");
    case grundy::GameKind::Staircase:
        return tr("Click or drag a chip: the cells it can reach light up; click one or drop "
                  "the chip there. Keys: Left/Right choose a chip, Enter, Left/Right choose "
                  "the cell, Enter.");
    }
    return {};
}

QString losingPositions(grundy::GameKind kind) {
    switch (kind) {
    case grundy::GameKind::Bash:
        return tr("The player to move loses exactly when the pile is a multiple of K + 1.");
    case grundy::GameKind::Nim:
        return tr("The player to move loses exactly when the XOR of the pile sizes is 0 "
                  "(Bouton's theorem).");
    case grundy::GameKind::Wythoff:
        return tr("The player to move loses exactly at the pairs (⌊kφ⌋, ⌊kφ⌋ + k): (0, 0), "
                  "(1, 2), (3, 5), (4, 7), (6, 10), (8, 13), … with φ the golden ratio.");
    case grundy::GameKind::Redistribution:
        return tr("The player to move loses exactly when the piles pair up: every size "
                  "occurs an even number of times.");
    case grundy::GameKind::Staircase:
        return tr("Pair the chips from the right (the leftmost with the wall when their "
                  "number is odd). The player to move loses exactly when the XOR of the "
                  "empty cells inside the pairs is 0.");
    }
    return {};
}

} // namespace

QString rulesHtml(grundy::GameKind kind) {
    return QString("<h3>%1</h3><p>%2</p><h4>%3</h4><p>%4</p><h4>%5</h4><p>%6</p>")
        .arg(NewGameDialog::gameName(kind).toHtmlEscaped(),
             NewGameDialog::ruleText(kind).toHtmlEscaped(), tr("How to play").toHtmlEscaped(),
             howToPlay(kind).toHtmlEscaped(), tr("Who wins").toHtmlEscaped(),
             losingPositions(kind).toHtmlEscaped());
}
