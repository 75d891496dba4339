// SPDX-License-Identifier: MIT
#include "boards/boardaccessible.h"

#include "boards/boardview.h"

#include <QEvent>
#include <QPointer>
#include <QWidget>
#include <QWindow>

namespace {

/// One part of a painted widget: an interface of its own (no QObject), asking the widget's
/// PartsAccessible for its words and place each time, so it never holds stale text.
class PartAccessible : public QAccessibleInterface {
public:
    PartAccessible(QWidget* widget, int index) : m_widget(widget), m_index(index) {}

    bool isValid() const override {
        const PartsAccessible* owner = this->owner();
        return owner && m_index < owner->parts().count();
    }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override {
        return m_widget ? m_widget->window()->windowHandle() : nullptr;
    }
    QAccessibleInterface* parent() const override {
        return m_widget ? QAccessible::queryAccessibleInterface(m_widget) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override {
        return t == QAccessible::Name && isValid() ? owner()->parts().text(m_index) : QString();
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        if (!isValid()) return {};
        const QRect r = owner()->parts().rect(m_index);
        return r.isEmpty() ? QRect() : QRect(m_widget->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override {
        return isValid() ? owner()->parts().role() : QAccessible::NoRole;
    }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        const QRect r = owner()->parts().rect(m_index);
        // A part scrolled out of view is still a part of the position: it is off screen.
        s.offscreen = r.isEmpty() || !m_widget->rect().intersects(r);
        s.invisible = !m_widget->isVisible();
        s.focusable = true;
        s.focused = m_widget->hasFocus() && owner()->parts().focused() == m_index;
        return s;
    }
    int index() const { return m_index; }
    const QWidget* widget() const { return m_widget; }

private:
    const PartsAccessible* owner() const {
        return m_widget ? dynamic_cast<const PartsAccessible*>(
                              QAccessible::queryAccessibleInterface(m_widget))
                        : nullptr;
    }

    QPointer<QWidget> m_widget;
    int m_index;
};

/// Tells the screen reader what changed on a painted widget: a painted widget changes on
/// screen only through a paint, so each paint compares the parts with the last ones.
class PartsWatcher : public QObject {
public:
    PartsWatcher(QWidget* widget, const PartsAccessible& iface)
        : QObject(widget), m_widget(widget), m_iface(iface), m_parts(iface.parts()) {
        widget->installEventFilter(this);
    }

    bool eventFilter(QObject*, QEvent* event) override {
        if ((event->type() == QEvent::Paint || event->type() == QEvent::FocusIn) &&
            QAccessible::isActive())
            compare(event->type() == QEvent::FocusIn);
        return false;
    }

private:
    /// An event about part `part` (the interface's child after the child widgets).
    void send(QAccessible::Event type, int part) {
        QAccessibleEvent event(m_widget, type);
        event.setChild(m_iface.childCount() - m_parts.count() + part);
        QAccessible::updateAccessibility(&event);
    }

    void compare(bool focusIn) {
        const int count = m_parts.count();
        std::vector<QString> texts(std::size_t(std::max(count, 0)));
        for (int i = 0; i < count; ++i)
            texts[std::size_t(i)] = m_parts.text(i);
        if (texts.size() != m_texts.size()) {
            QAccessibleEvent reorder(m_widget, QAccessible::ObjectReorder);
            QAccessible::updateAccessibility(&reorder);
        } else {
            for (std::size_t i = 0; i < texts.size(); ++i)
                if (texts[i] != m_texts[i]) send(QAccessible::NameChanged, int(i));
        }
        // The cursor on another part, or its part saying something new, is a new focus.
        const int focus = m_parts.focused();
        const QString focusText =
            focus >= 0 && focus < count ? texts[std::size_t(focus)] : QString();
        if (focus >= 0 && m_widget->hasFocus() &&
            (focusIn || focus != m_focus || focusText != m_focusText))
            send(QAccessible::Focus, focus);
        m_texts = std::move(texts);
        m_focus = focus;
        m_focusText = focusText;
    }

    QWidget* m_widget;
    const PartsAccessible& m_iface;
    const AccessibleParts& m_parts;
    std::vector<QString> m_texts;
    int m_focus = -1;
    QString m_focusText;
};

/// A board's parts, from the board's own accessors (BoardView::partCount() …).
class BoardParts : public AccessibleParts {
public:
    explicit BoardParts(const BoardView* board, QAccessible::Role role)
        : m_board(board), m_role(role) {}
    int count() const override { return m_board->partCount(); }
    QString text(int part) const override { return m_board->partText(part); }
    QRect rect(int part) const override { return m_board->partRect(part); }
    int focused() const override { return m_board->focusedPart(); }
    QAccessible::Role role() const override { return m_role; }

private:
    const BoardView* m_board;
    QAccessible::Role m_role;
};

QAccessibleInterface* boardFactory(const QString&, QObject* object) {
    auto* board = qobject_cast<BoardView*>(object);
    if (!board) return nullptr;
    // A board whose parts are cells (the strip) is a table of them; piles are a list.
    const bool cells = board->partsAreCells();
    return new PartsAccessible(
        board, cells ? QAccessible::Table : QAccessible::List,
        std::make_unique<BoardParts>(board, cells ? QAccessible::Cell : QAccessible::ListItem));
}

} // namespace

PartsAccessible::PartsAccessible(QWidget* widget, QAccessible::Role role,
                                 std::unique_ptr<AccessibleParts> parts)
    : QAccessibleWidget(widget, role), m_parts(std::move(parts)) {
    // The watcher is the widget's child: it goes with the widget, or with this interface.
    m_watcher = new PartsWatcher(widget, *this);
}

PartsAccessible::~PartsAccessible() {
    for (QAccessible::Id id : m_ids)
        if (id) QAccessible::deleteAccessibleInterface(id);
    // The watcher reads the parts this interface owns: it must not outlive them.
    delete m_watcher;
}

int PartsAccessible::childCount() const {
    return QAccessibleWidget::childCount() + m_parts->count();
}

QAccessibleInterface* PartsAccessible::part(int part) const {
    if (part < 0 || part >= m_parts->count()) return nullptr;
    if (m_ids.size() <= std::size_t(part)) m_ids.resize(std::size_t(part) + 1, 0);
    QAccessible::Id& id = m_ids[std::size_t(part)];
    if (!id) id = QAccessible::registerAccessibleInterface(new PartAccessible(widget(), part));
    return QAccessible::accessibleInterface(id);
}

QAccessibleInterface* PartsAccessible::child(int index) const {
    const int widgets = QAccessibleWidget::childCount();
    return index < widgets ? QAccessibleWidget::child(index) : part(index - widgets);
}

int PartsAccessible::indexOfChild(const QAccessibleInterface* child) const {
    if (const auto* p = dynamic_cast<const PartAccessible*>(child))
        return p->widget() == widget() && p->isValid()
                   ? QAccessibleWidget::childCount() + p->index()
                   : -1;
    return QAccessibleWidget::indexOfChild(child);
}

QAccessibleInterface* PartsAccessible::childAt(int x, int y) const {
    const QPoint local = widget()->mapFromGlobal(QPoint(x, y));
    for (int i = 0; i < m_parts->count(); ++i)
        if (m_parts->rect(i).contains(local)) return part(i);
    return QAccessibleWidget::childAt(x, y);
}

QAccessibleInterface* PartsAccessible::focusChild() const {
    if (widget()->hasFocus() && m_parts->focused() >= 0) return part(m_parts->focused());
    return QAccessibleWidget::focusChild();
}

QString BoardAccessible::capitalised(QString text) {
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

QString BoardAccessible::pileText(const QString& pileName, const grundy::Natural& count,
                                  const QString& countText) {
    // Two whole sentences: the count's word follows the number.
    return count == 1 ? tr("%1, 1 stone").arg(capitalised(pileName))
                      : tr("%1, %2 stones").arg(capitalised(pileName), countText);
}

QString BoardAccessible::ladderText(const QString& name, const QString& mostText) {
    return tr("%1, up to %2 from each").arg(capitalised(name), mostText);
}

QString BoardAccessible::cellText(const QString& cell, bool chip) {
    return chip ? tr("Cell %1, chip").arg(cell) : tr("Cell %1, empty").arg(cell);
}

QString BoardAccessible::gapText(const QString& first, const QString& last) {
    return tr("Cells %1 to %2, empty").arg(first, last);
}

void BoardAccessible::install() {
    QAccessible::installFactory(boardFactory);
}
