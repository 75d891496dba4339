// SPDX-License-Identifier: MIT
#include "grid/gridaccessible.h"

#include "boards/boardaccessible.h"
#include "boards/stonepainter.h"
#include "grid/wythoffgridview.h"
#include "core/games/wythoff/wythoff.h"

namespace {

/// The cursor cell, the one part of the grid a person reaches by keys: the other cells
/// are too many to list (the plane has no end), and their words are in the tooltips.
class CursorCell : public AccessibleParts {
public:
    explicit CursorCell(const WythoffGridView* view) : m_view(view) {}
    int count() const override { return 1; }
    QString text(int) const override {
        const auto& [a, b] = m_view->cursorCell();
        const QString x = stonepainter::formatNatural(a), y = stonepainter::formatNatural(b);
        return m_view->isP(a, b) ? GridAccessible::tr("(%1, %2): P-position").arg(x, y)
                                 : GridAccessible::tr("(%1, %2): N-position").arg(x, y);
    }
    QRect rect(int) const override {
        const auto& [a, b] = m_view->cursorCell();
        const QPoint centre = m_view->cellCenter(a, b);
        if (centre == QPoint(-1, -1)) return {};
        const int size = m_view->cellSize();
        return QRect(centre.x() - size / 2, centre.y() - size / 2, size, size);
    }
    int focused() const override { return 0; }
    QAccessible::Role role() const override { return QAccessible::Cell; }

private:
    const WythoffGridView* m_view;
};

QAccessibleInterface* gridFactory(const QString&, QObject* object) {
    auto* view = qobject_cast<WythoffGridView*>(object);
    return view ? new PartsAccessible(view, QAccessible::Table, std::make_unique<CursorCell>(view))
                : nullptr;
}

} // namespace

void GridAccessible::install() {
    QAccessible::installFactory(gridFactory);
}
