// SPDX-License-Identifier: MIT
#include "window/keyboardhelp.h"

#include "core/games/catalogue.h"
#include "games/gamehome.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMenuBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace {

QString row(const QString& keys, const QString& action) {
    return QStringLiteral("<tr><td style='padding-right:16px'><b>%1</b></td><td>%2</td></tr>")
        .arg(keys.toHtmlEscaped(), action.toHtmlEscaped());
}

/// The shortcuts of `menu` and its submenus, in menu order.
void addShortcuts(const QMenu* menu, QString& rows) {
    for (const QAction* action : menu->actions()) {
        if (action->menu()) {
            addShortcuts(action->menu(), rows);
            continue;
        }
        if (action->shortcuts().isEmpty()) continue;
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        QString text = action->text();
        text.remove(QLatin1Char('&'));
        if (text.endsWith(QChar(0x2026))) text.chop(1);
        rows += row(keys.join(KeyboardHelp::tr(" or ")), text);
    }
}

} // namespace

KeyboardHelp::KeyboardHelp(const QMenuBar* menus, QWidget* parent)
    : QDialog(parent), m_browser(new QTextBrowser(this)) {
    setWindowTitle(tr("Keyboard"));
    m_browser->setAccessibleName(tr("Keyboard play and shortcuts"));
    m_browser->setHtml(html(menus));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(620, 640);
}

QString KeyboardHelp::html(const QMenuBar* menus) {
    QString page = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(tr("Playing from the keyboard").toHtmlEscaped(),
                            tr("Tab moves between the board, its fields and the buttons beside "
                               "it. On the board:")
                                .toHtmlEscaped());
    for (const grundy::GameInfo* info : grundy::catalogue()) {
        const GameHome& home = homeOf(info->kind);
        QString rows;
        for (const KeyUse& use : home.keyboardPlay())
            rows += row(use.keys, use.action);
        page +=
            QStringLiteral("<h4>%1</h4><table>%2</table>").arg(home.name().toHtmlEscaped(), rows);
    }
    QString shortcuts;
    if (menus)
        for (const QAction* action : menus->actions())
            if (action->menu()) addShortcuts(action->menu(), shortcuts);
    page += QStringLiteral("<h3>%1</h3><table>%2</table>")
                .arg(tr("The window's shortcuts").toHtmlEscaped(), shortcuts);
    return page;
}
