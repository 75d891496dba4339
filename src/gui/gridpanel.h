// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class WythoffGridView;

/// The Wythoff grid with its controls, for a dock: the P-position overlay switch, zoom
/// buttons, "Go to position…" fields, "Back to the game", and a status line that names the
/// hovered cell exactly.
class GridPanel : public QWidget {
    Q_OBJECT
public:
    explicit GridPanel(QWidget* parent = nullptr);

    /// The grid itself: give it the game's position, listen to its cellClicked.
    WythoffGridView* view() const { return m_view; }
    /// Checkable "Show P-positions", kept in step with the panel's checkbox; for a menu.
    QAction* showPAction() const { return m_showP; }

    /// The controls, for tests and for the main window's keyboard navigation.
    QCheckBox* showPCheckBox() const { return m_showPBox; }
    QLineEdit* goToAEdit() const { return m_goA; }
    QLineEdit* goToBEdit() const { return m_goB; }
    QPushButton* goButton() const { return m_go; }
    QPushButton* backButton() const { return m_back; }
    QToolButton* zoomInButton() const { return m_zoomIn; }
    QToolButton* zoomOutButton() const { return m_zoomOut; }
    /// Why the last "Go" was refused; empty after a good one.
    QString goToMessage() const;
    /// The line under the grid.
    QString statusText() const;

public slots:
    /// Centres the cell typed in the fields, or says why it cannot.
    void goToTyped();

private:
    void showViewRange();
    void setStatus(const QString& text);
    void updateLegend();

    WythoffGridView* m_view;
    QAction* m_showP;
    QCheckBox* m_showPBox;
    QToolButton *m_zoomIn, *m_zoomOut;
    QLineEdit *m_goA, *m_goB;
    QPushButton *m_go, *m_back;
    QLabel *m_goMessage, *m_legend, *m_status;
};
