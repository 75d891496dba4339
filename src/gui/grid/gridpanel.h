// SPDX-License-Identifier: MIT
#pragma once

#include "core/base/natural.h"

#include <QPointer>
#include <QWidget>

#include <optional>
#include <utility>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class WythoffGridView;

/// The Wythoff grid with its controls, for a dock: switches for the P-positions, the phi
/// lines and the winning moves, zoom buttons, "Back to the game", an "Export" menu (PNG,
/// SVG), "Go to position…" fields, a legend, and a status line that names the hovered cell
/// (or, while the keys are in use, the keyboard cursor's cell), else the part of the plane
/// in view. The line follows the game and the view as they change; it keeps two lines by
/// abridging long numbers in the middle, and its tooltip holds the full text.
///
/// Presentation mode (see presentation.h) reaches the panel as a QEvent::FontChange: the
/// controls take the larger font, and the sizes the panel fixes itself (its margins, the
/// status line's two-line height) are measured again from the new font and scale.
class GridPanel : public QWidget {
    Q_OBJECT
public:
    explicit GridPanel(QWidget* parent = nullptr);

    /// The grid itself: give it the game's position, listen to its cellClicked.
    WythoffGridView* view() const { return m_view; }
    /// Checkable "Show P-positions", kept in step with the panel's checkbox; for a menu.
    QAction* showPAction() const { return m_showP; }
    /// Checkable "Show φ lines" (b = phi*a and b = a/phi), in step with its checkbox.
    QAction* showLinesAction() const { return m_showLines; }
    /// Checkable "Show winning moves", in step with its checkbox.
    QAction* showWinningMovesAction() const { return m_showWins; }
    /// "Export PNG…" / "Export SVG…": ask for a file and save the grid as it looks, with
    /// its legend (WythoffGridView::exportPng / exportSvg); a message box on failure.
    QAction* exportPngAction() const { return m_exportPngAction; }
    QAction* exportSvgAction() const { return m_exportSvgAction; }

    /// Whether the panel is available: it shows the positions of Wythoff's game, so
    /// during another game it is not (the grid would mark a position that game does not
    /// have). Unavailable, `toggle` (the menu item that shows the panel) and the panel's
    /// menu actions are disabled, and their tooltips and status tips say why.
    void setAvailable(bool available, QAction* toggle);

    /// Saves the grid as it looks, with its legend, without asking. On failure returns
    /// false and, if given, says why in `error`.
    bool exportPng(const QString& path, QString* error = nullptr) const;
    bool exportSvg(const QString& path, QString* error = nullptr) const;

    /// The controls, for tests and for the main window's keyboard navigation.
    QCheckBox* showPCheckBox() const { return m_showPBox; }
    QCheckBox* showLinesCheckBox() const { return m_showLinesBox; }
    QCheckBox* showWinningMovesCheckBox() const { return m_showWinsBox; }
    /// The "Export" button; its menu holds exportPngAction and exportSvgAction.
    QToolButton* exportButton() const { return m_export; }
    QLineEdit* goToAEdit() const { return m_goA; }
    QLineEdit* goToBEdit() const { return m_goB; }
    QPushButton* goButton() const { return m_go; }
    QPushButton* backButton() const { return m_back; }
    QToolButton* zoomInButton() const { return m_zoomIn; }
    QToolButton* zoomOutButton() const { return m_zoomOut; }
    /// Why the last "Go" was refused; empty after a good one.
    QString goToMessage() const;
    /// The line under the grid as shown: numbers too long for its two lines are abridged
    /// in the middle (first and last digits around an ellipsis).
    QString statusText() const;
    /// The line under the grid in full, as its tooltip gives it.
    QString fullStatusText() const { return m_statusFull; }

    /// `text` with every run of more than 2 * keep + 1 digits cut to its first and last
    /// `keep` digits around an ellipsis.
    static QString abridgeNumbers(const QString& text, int keep);

public slots:
    /// Centres the cell typed in the fields, or says why it cannot.
    void goToTyped();

protected:
    /// Follows the font (presentation mode) and the language.
    void changeEvent(QEvent* e) override;
    /// Fits the status line again when its width changes.
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    /// Sets the sizes measured from the font and the presentation scale: the margins and
    /// the status line's height.
    void applySizes();
    /// What the status line names, and the cell it names.
    enum class StatusSubject { View, Hovered, Cursor };
    void setSubject(StatusSubject subject,
                    std::optional<std::pair<grundy::Natural, grundy::Natural>> cell = {});
    /// Writes the status line afresh for its subject: after a hover, a cursor move, a
    /// change of the game's position or of the view.
    void refreshStatus();
    void showViewRange();
    void setStatus(const QString& text);
    /// Shows m_statusFull, abridging long numbers until it fits the label's two lines.
    void fitStatus();
    void updateLegend();
    /// Sets every text again, in the language in effect.
    void retranslate();
    /// Enables the actions, or disables them with the reason as their tooltip.
    void applyAvailability();
    void exportInteractive(bool svg);

    WythoffGridView* m_view;
    QAction *m_showP, *m_showLines, *m_showWins, *m_exportPngAction, *m_exportSvgAction;
    QCheckBox *m_showPBox, *m_showLinesBox, *m_showWinsBox;
    QToolButton *m_zoomIn, *m_zoomOut, *m_export;
    QLineEdit *m_goA, *m_goB;
    QPushButton *m_go, *m_back;
    QLabel *m_goMessage, *m_legend, *m_status;
    QLabel *m_showLabel, *m_goToLabel;
    bool m_available = true;    ///< Wythoff's game is being played (setAvailable)
    QPointer<QAction> m_toggle; ///< the window's action that shows the panel
    StatusSubject m_subject = StatusSubject::View;
    std::optional<std::pair<grundy::Natural, grundy::Natural>> m_hoveredCell;
    QString m_statusFull;
};
