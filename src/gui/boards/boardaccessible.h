// SPDX-License-Identifier: MIT
#pragma once

#include "core/base/natural.h"

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>
#include <QRect>
#include <QString>

#include <memory>
#include <vector>

/// What a painted widget shows as separate parts (piles, cells), for PartsAccessible.
class AccessibleParts {
public:
    virtual ~AccessibleParts() = default;
    /// How many parts there are now.
    virtual int count() const = 0;
    /// What part `part` says: "Pile 2, 7 stones".
    virtual QString text(int part) const = 0;
    /// Where part `part` is drawn, in the widget's coordinates (empty: not in view).
    virtual QRect rect(int part) const = 0;
    /// The part the keyboard cursor is on, or -1.
    virtual int focused() const = 0;
    /// What a part is: a list item (a pile), a cell (of the strip or the grid).
    virtual QAccessible::Role role() const = 0;
};

/// The screen reader's view of a painted widget: its child widgets as usual, then one
/// child per part (its name, role and screen rectangle). While an assistive technology
/// listens, the focused part follows the keyboard cursor (a Focus event when it moves) and
/// parts whose words changed say so (NameChanged).
class PartsAccessible : public QAccessibleWidget {
public:
    PartsAccessible(QWidget* widget, QAccessible::Role role,
                    std::unique_ptr<AccessibleParts> parts);
    ~PartsAccessible() override;

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

    const AccessibleParts& parts() const { return *m_parts; }
    /// The interface of part `part` (made on first use, kept while the part exists).
    QAccessibleInterface* part(int part) const;

private:
    std::unique_ptr<AccessibleParts> m_parts;
    mutable std::vector<QAccessible::Id> m_ids; ///< the parts' interfaces made so far
    QPointer<QObject> m_watcher;                ///< tells the screen reader what changed
};

/// The boards' words for screen readers, and the factory that gives every BoardView its
/// PartsAccessible.
class BoardAccessible {
    Q_DECLARE_TR_FUNCTIONS(BoardAccessible)
public:
    /// "Pile 2, 7 stones" from "pile 2", the count and how the board writes it (abridged).
    static QString pileText(const QString& pileName, const grundy::Natural& count,
                            const QString& countText);
    /// "Both piles, up to 7 from each" (the Wythoff ladder).
    static QString ladderText(const QString& name, const QString& mostText);
    /// "Cell 14, chip" or "Cell 15, empty".
    static QString cellText(const QString& cell, bool chip);
    /// "Cells 20 to 999, empty" (a gap of the compressed strip).
    static QString gapText(const QString& first, const QString& last);
    /// `text` with its first letter in upper case ("pile A" → "Pile A").
    static QString capitalised(QString text);

    /// Installs the factory of the boards' interfaces; installing it again does nothing.
    static void install();
};
