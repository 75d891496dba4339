// SPDX-License-Identifier: MIT
#include "window/computerstylemenu.h"

#include "common/settings.h"
#include "session/gamesession.h"

#include <QActionGroup>
#include <QEvent>

namespace {

/// The style's word in the settings.
QString idOf(ComputerStyle style) {
    return style == ComputerStyle::Remoteness ? QStringLiteral("remoteness")
                                              : QStringLiteral("fewest");
}

} // namespace

ComputerStyleMenu::ComputerStyleMenu(GameSession* session, QWidget* parent)
    : QMenu(parent), m_session(session), m_group(new QActionGroup(this)) {
    for (const ComputerStyle s : {ComputerStyle::Remoteness, ComputerStyle::FewestReplies}) {
        QAction* a = addAction(QString());
        a->setCheckable(true);
        a->setData(idOf(s));
        m_group->addAction(a);
        connect(a, &QAction::triggered, this, [this, s] { choose(s); });
    }
    retranslate();
    const bool remoteness =
        Settings::value(Settings::kComputerStyle).toString() == idOf(ComputerStyle::Remoteness);
    const ComputerStyle remembered =
        remoteness ? ComputerStyle::Remoteness : ComputerStyle::FewestReplies;
    m_session->setComputerStyle(remembered);
    action(remembered)->setChecked(true);
}

QAction* ComputerStyleMenu::action(ComputerStyle style) const {
    for (QAction* a : m_group->actions())
        if (a->data().toString() == idOf(style)) return a;
    return nullptr;
}

void ComputerStyleMenu::choose(ComputerStyle style) {
    m_session->setComputerStyle(style);
    action(style)->setChecked(true);
    Settings::setValue(Settings::kComputerStyle, idOf(style));
}

void ComputerStyleMenu::retranslate() {
    setTitle(tr("Computer St&yle"));
    action(ComputerStyle::Remoteness)->setText(tr("&Win Fastest, Hold Out Longest"));
    action(ComputerStyle::FewestReplies)->setText(tr("&Fewest Winning Replies"));
    action(ComputerStyle::Remoteness)
        ->setToolTip(tr("A winning computer ends the game as soon as it can; a losing one "
                        "makes it last as long as it can."));
    action(ComputerStyle::FewestReplies)
        ->setToolTip(tr("A losing computer leaves you the fewest winning replies."));
}

void ComputerStyleMenu::changeEvent(QEvent* event) {
    QMenu::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}
