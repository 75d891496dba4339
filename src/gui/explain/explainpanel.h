// SPDX-License-Identifier: MIT
#pragma once

#include "core/analysis/explain.h"

#include <QColor>
#include <QWidget>

#include <optional>
#include <utility>

class QTextBrowser;

/// Explains the current position for teaching: who wins and why, the key numbers as a
/// small table, Nim piles and Georgia-and-Bob gaps in binary columns (odd columns
/// highlighted, with the XOR row), and every winning move with its reason. Meant for a
/// QDockWidget; while hidden it only remembers the position and renders when shown (or
/// when plainText()/html() is asked for), so it costs nothing during play.
class ExplainPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExplainPanel(QWidget* parent = nullptr);

    /// Explains p (throws grundy::InvalidPosition for a broken position, like the core).
    void setPosition(const grundy::AnyPosition& p);
    /// Shows no explanation (no game).
    void clear();

    /// The shown text without formatting, all numbers in full (for tests and copying).
    QString plainText() const;
    /// The rich text shown (for tests).
    QString html() const;
    /// The explanation shown, if any.
    const std::optional<grundy::explain::Explanation>& explanation() const;
    QTextBrowser* browser() const { return m_browser; }

    /// Background and text colour of the highlighted (odd) binary columns for a palette:
    /// a tint of Highlight over Base, with Text on it, so it reads well in light and dark
    /// palettes alike.
    static std::pair<QColor, QColor> oddColumnColours(const QPalette& palette);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    /// The browser's name for screen readers, in the language in effect.
    void nameForScreenReaders();
    /// Rebuilds the explanation and the document when the position changed.
    void ensureRendered() const;
    void render() const;
    QString toHtml(const grundy::explain::Explanation& e) const;

    QTextBrowser* m_browser;
    std::optional<grundy::AnyPosition> m_position;
    mutable std::optional<grundy::explain::Explanation> m_explanation;
    mutable bool m_dirty = false;
};
