// SPDX-License-Identifier: MIT
#include "window/maintoolbar.h"

#include "common/language.h"
#include "common/settings.h"

#include <QAction>
#include <QEvent>
#include <QFile>
#include <QIcon>
#include <QIconEngine>
#include <QPainter>
#include <QPixmapCache>
#include <QSvgRenderer>

MainToolBar::MainToolBar(const Actions& a, QWidget* parent) : QToolBar(parent), m_actions(a) {
    setObjectName(QStringLiteral("mainToolBar")); // for saveState()
    setMovable(false);
    // Grundy's own icons, not the desktop theme's: they follow View → Theme (a light theme's
    // dark icons would vanish on the dark palette), and looking eight names up in the icon
    // theme cost about 5 ms of start-up.
    m_items = {{a.newGame, QStringLiteral("new")},     {a.open, QStringLiteral("open")},
               {a.save, QStringLiteral("save")},       {a.undo, QStringLiteral("undo")},
               {a.redo, QStringLiteral("redo")},       {a.hint, QStringLiteral("hint")},
               {a.explain, QStringLiteral("explain")}, {a.grid, QStringLiteral("grid")}};
    for (const Item& item : m_items) {
        addAction(item.action);
        // File actions, then the game's, then the panels'.
        if (item.action == a.save || item.action == a.redo) addSeparator();
    }
    updateIcons();
    retranslate();
    QAction* toggle = toggleViewAction();
    setVisible(Settings::value(Settings::kToolBar).toBool());
    // Only the person's choice is remembered, not hiding with the window.
    connect(toggle, &QAction::triggered, this,
            [](bool on) { Settings::setValue(Settings::kToolBar, on); });
}

namespace {

/// A shipped SVG icon in two colours (normal and disabled), drawn only at the sizes asked
/// for and kept: start-up does not pay for every size of every icon.
class TintedSvgEngine : public QIconEngine {
public:
    TintedSvgEngine(QByteArray normal, QByteArray disabled)
        : m_normal(std::move(normal)), m_disabled(std::move(disabled)) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override {
        QSvgRenderer renderer(mode == QIcon::Disabled ? m_disabled : m_normal);
        renderer.render(painter, rect);
    }
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        // Keyed by the drawing itself: an icon redrawn in new colours is a new key.
        const QString key = QStringLiteral("grundy-toolbar-%1-%2x%3-%4")
                                .arg(qHash(mode == QIcon::Disabled ? m_disabled : m_normal))
                                .arg(size.width())
                                .arg(size.height())
                                .arg(int(mode == QIcon::Disabled));
        QPixmap pixmap;
        if (QPixmapCache::find(key, &pixmap)) return pixmap;
        pixmap = QPixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, QRect(QPoint(0, 0), size), mode, state);
        painter.end();
        QPixmapCache::insert(key, pixmap);
        return pixmap;
    }
    QIconEngine* clone() const override { return new TintedSvgEngine(m_normal, m_disabled); }

private:
    QByteArray m_normal, m_disabled;
};

} // namespace

QIcon MainToolBar::shippedIcon(const QString& name, const QColor& colour,
                               const QColor& disabledColour) {
    QFile file(QStringLiteral(":/icons/toolbar/%1.svg").arg(name));
    if (!file.open(QIODevice::ReadOnly)) return QIcon();
    const QByteArray svg = file.readAll();
    const auto tinted = [&svg](const QColor& c) {
        return QByteArray(svg).replace("#000000", c.name().toLatin1());
    };
    return QIcon(new TintedSvgEngine(tinted(colour), tinted(disabledColour)));
}

void MainToolBar::updateIcons() {
    const QColor ink = palette().color(QPalette::Active, QPalette::ButtonText);
    const QColor grey = palette().color(QPalette::Disabled, QPalette::ButtonText);
    for (const Item& item : m_items)
        item.action->setIcon(shippedIcon(item.icon, ink, grey));
}

void MainToolBar::retranslate() {
    setWindowTitle(tr("Toolbar"));
    // Chinese words are two characters: beside the icons they still fit a 1024-pixel row
    // and spare the height of a line of the taller Chinese font, which a projector's
    // 768 lines need (English words are wider, under the icons they keep the row short).
    setToolButtonStyle(Language::isChinese() ? Qt::ToolButtonTextBesideIcon
                                             : Qt::ToolButtonTextUnderIcon);
    toggleViewAction()->setText(tr("Tool&bar"));
    // Short words under the icons (no "…"); the menus keep the full names.
    m_actions.newGame->setIconText(tr("New Game"));
    m_actions.open->setIconText(tr("Open"));
    m_actions.save->setIconText(tr("Save"));
    // Without their menus' accelerators: "撤销(&U)" would read "撤销(U)" under the icon.
    m_actions.undo->setIconText(tr("Undo"));
    m_actions.redo->setIconText(tr("Redo"));
    m_actions.hint->setIconText(tr("Hint"));
    m_actions.explain->setIconText(tr("Explain"));
    m_actions.grid->setIconText(tr("Grid"));
}

void MainToolBar::changeEvent(QEvent* event) {
    QToolBar::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) updateIcons();
    if (event->type() == QEvent::LanguageChange) retranslate();
}
