// SPDX-License-Identifier: MIT
#pragma once

#include <QToolButton>

/// The pile board's Split switch, for games whose rules can split a pile (PileRules::canSplit):
/// while split mode is on, a click on a stone cuts its pile below that stone instead of taking
/// stones. A checkable button that leaves the keys to the board (its S key toggles it), shown
/// only while the piles are stones: bars split through the typed row's Split button.
///
/// The mode is kept apart from the button's checked state: the board turns it with turn()
/// when the button toggles, and may refuse (an idle board), unchecking the button again.
class PileSplitSwitch : public QToolButton {
public:
    explicit PileSplitSwitch(QWidget* board);

    bool isOn() const { return m_on; }
    /// Turns split mode on or off and checks the button to match, without its toggled
    /// signal; false when the mode was so already.
    bool turn(bool on);
    /// Shows the switch or hides it, turning split mode off while it is hidden.
    void showIf(bool shown);
    /// Sets its words again in the language in effect (they stay in PileView's context).
    void retranslate();

private:
    bool m_on = false;
};
