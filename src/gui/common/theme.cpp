// SPDX-License-Identifier: MIT
#include "common/theme.h"

#include "common/deferredicon.h"
#include "common/presentation.h"

#include <QApplication>
#include <QEvent>
#include <QPainter>
#include <QPointer>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QStyleOptionButton>
#include <QWidget>

#include <cmath>
#include <optional>

namespace theme {

namespace {

/// The platform's look, remembered before the first apply() changes it.
struct SystemLook {
    QString style;
    QPalette palette;
};
std::optional<SystemLook> s_system;
Theme s_current = Theme::System;

void rememberSystem() {
    if (s_system) return;
    s_system = SystemLook{QApplication::style()->name(), QApplication::palette()};
}

/// Sets `role` in every colour group, then the disabled group's own colour if given.
void set(QPalette& p, QPalette::ColorRole role, const QColor& all,
         const QColor& disabled = QColor()) {
    p.setColor(role, all);
    if (disabled.isValid()) p.setColor(QPalette::Disabled, role, disabled);
}

QPalette lightPalette() {
    QPalette p;
    const QColor window(239, 239, 239), ink(25, 25, 25), grey(105, 105, 105);
    set(p, QPalette::Window, window);
    set(p, QPalette::WindowText, ink, grey);
    set(p, QPalette::Base, Qt::white, window);
    set(p, QPalette::AlternateBase, QColor(245, 245, 245));
    set(p, QPalette::Text, ink, grey);
    set(p, QPalette::Button, window);
    set(p, QPalette::ButtonText, ink, grey);
    set(p, QPalette::BrightText, Qt::white);
    set(p, QPalette::Light, Qt::white);
    set(p, QPalette::Midlight, QColor(227, 227, 227));
    set(p, QPalette::Mid, QColor(184, 184, 184));
    set(p, QPalette::Dark, QColor(159, 159, 159));
    set(p, QPalette::Shadow, QColor(118, 118, 118));
    // Darker than Fusion's own blue, so that white text on it reads at 4.5:1.
    set(p, QPalette::Highlight, QColor(38, 100, 170), QColor(115, 115, 115));
    set(p, QPalette::HighlightedText, Qt::white);
    set(p, QPalette::Link, QColor(0, 80, 170));
    set(p, QPalette::LinkVisited, QColor(110, 40, 150));
    set(p, QPalette::ToolTipBase, QColor(255, 255, 220));
    set(p, QPalette::ToolTipText, Qt::black);
    set(p, QPalette::PlaceholderText, grey);
    return p;
}

QPalette darkPalette() {
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 32), ink(230, 230, 230), grey(165, 165, 165);
    set(p, QPalette::Window, window);
    set(p, QPalette::WindowText, ink, grey);
    set(p, QPalette::Base, base, window);
    set(p, QPalette::AlternateBase, QColor(40, 40, 43));
    set(p, QPalette::Text, ink, grey);
    set(p, QPalette::Button, QColor(58, 58, 62));
    set(p, QPalette::ButtonText, ink, grey);
    set(p, QPalette::BrightText, QColor(255, 120, 120));
    set(p, QPalette::Light, QColor(80, 80, 85));
    set(p, QPalette::Midlight, QColor(68, 68, 72));
    set(p, QPalette::Mid, QColor(50, 50, 54));
    set(p, QPalette::Dark, QColor(25, 25, 27));
    set(p, QPalette::Shadow, Qt::black);
    set(p, QPalette::Highlight, QColor(48, 110, 190), QColor(80, 80, 85));
    set(p, QPalette::HighlightedText, Qt::white, ink);
    // Links (and the emphasised turn line) need a light blue on the dark window.
    set(p, QPalette::Link, QColor(120, 175, 255));
    set(p, QPalette::LinkVisited, QColor(190, 150, 255));
    set(p, QPalette::ToolTipBase, base);
    set(p, QPalette::ToolTipText, ink);
    set(p, QPalette::PlaceholderText, grey);
    return p;
}

/// Every look goes through this proxy, over Fusion for Light and Dark or over the
/// platform's style for System.
///
/// In Light and Dark it outlines check box and radio button indicators so that an
/// unchecked one shows, and text fields, whose fill is near the window's. Fusion draws
/// their outline a little darker than the window colour: nearly black on the dark window
/// (about 1.1:1), pale grey on the light one. Drawn with another window colour (the only
/// thing Fusion takes it for there), the outline is a mid grey at least 3:1 against the
/// window (WCAG's non-text contrast; tst_theme measures it).
///
/// In presentation mode it scales buttons' icons and check box and radio button
/// indicators as the text is scaled: a 16 px icon beside 1.4 times the text, and a check
/// box smaller than its label, were hard to see from the back of a room.
class GrundyStyle : public QProxyStyle {
public:
    GrundyStyle(const QString& base, bool outline)
        : QProxyStyle(QStyleFactory::create(base)), m_base(base), m_outline(outline) {}

    const QString& baseName() const { return m_base; }
    bool outlines() const { return m_outline; }

    int pixelMetric(PixelMetric metric, const QStyleOption* option,
                    const QWidget* widget) const override {
        const int size = QProxyStyle::pixelMetric(metric, option, widget);
        switch (metric) {
        case PM_SmallIconSize: // (not the toolbar's: its text under the icon is larger
        case PM_ButtonIconSize: // already, and its height is the board's on a projector)
        case PM_ButtonMargin:   // "Confirm" filled its button to the edges
        case PM_TabBarIconSize:
        case PM_IndicatorWidth:
        case PM_IndicatorHeight:
        case PM_ExclusiveIndicatorWidth:
        case PM_ExclusiveIndicatorHeight:
            return widget ? int(std::lround(size * presentation::scale(widget))) : size;
        default:
            return size;
        }
    }

    int styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget,
                  QStyleHintReturn* returned) const override {
        // Words only on a dialog's OK and Cancel in Light and Dark: the platform's icon
        // theme gave them a green tick and a red cross beside the window's plain icons.
        if (m_outline && hint == SH_DialogButtonBox_ButtonsHaveIcons) return 0;
        return QProxyStyle::styleHint(hint, option, widget, returned);
    }

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override {
        if (m_outline) {
            // A field's frame is its only edge where its fill is close to the window's
            // (white on the light window, and a disabled field's window-coloured fill in
            // both).
            const QColor outline =
                isDark(option->palette) ? QColor(215, 215, 222) : QColor(140, 140, 140);
            if ((element == PE_IndicatorCheckBox || element == PE_IndicatorRadioButton) &&
                drawRecoloured<QStyleOptionButton>(element, option, painter, widget,
                                                   QPalette::Window, outline))
                return;
            if (element == PE_FrameLineEdit &&
                drawRecoloured<QStyleOptionFrame>(element, option, painter, widget,
                                                  QPalette::Window, outline))
                return;
            if (element == PE_PanelButtonCommand && (option->state & State_On))
                return drawChecked(element, option, painter, widget);
        }
        QProxyStyle::drawPrimitive(element, option, painter, widget);
    }

    /// Qt's own icons (the menu bar's and toolbar's overflow arrows, a message box's sign)
    /// are read when first drawn: see deferredIcon. An icon asked for with a derived
    /// option is made at once (only a plain QStyleOption is kept, as a copy).
    QIcon standardIcon(StandardPixmap which, const QStyleOption* option,
                       const QWidget* widget) const override {
        if (option && option->type != QStyleOption::SO_Default)
            return QProxyStyle::standardIcon(which, option, widget);
        std::optional<QStyleOption> kept;
        if (option) {
            kept = *option;
            kept->styleObject = nullptr; // it may be gone when the icon is drawn
        }
        return deferredIcon([which, kept, base = QPointer<QStyle>(baseStyle()),
                             widget = QPointer<const QWidget>(widget)] {
            // After a change of theme the new style makes it.
            QStyle* style = base ? base.data() : QApplication::style();
            return style->standardIcon(which, kept ? &*kept : nullptr, widget);
        });
    }

private:
    /// Draws `element` from a copy of `option` whose palette has `colour` for `role`, when
    /// `option` is an `Option`; whether it did.
    template <typename Option>
    bool drawRecoloured(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                        const QWidget* widget, QPalette::ColorRole role,
                        const QColor& colour) const {
        const auto* given = qstyleoption_cast<const Option*>(option);
        if (!given) return false;
        Option copy(*given);
        copy.palette.setColor(role, colour);
        QProxyStyle::drawPrimitive(element, &copy, painter, widget);
        return true;
    }

    /// A checked button (the toolbar's Grid, the side panel's Explain), tinted with the
    /// selection's colour and outlined in it at 3:1 or more against the window: Fusion only
    /// darkens it a tenth, 1.2:1 from an unchecked one in both themes. Tool buttons come
    /// here through Fusion too.
    void drawChecked(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget) const {
        const bool dark = isDark(option->palette);
        const QColor selection = option->palette.color(QPalette::Highlight);
        const QColor tint =
            blend(option->palette.color(QPalette::Button), selection, dark ? 0.5 : 0.3);
        if (!drawRecoloured<QStyleOptionButton>(element, option, painter, widget,
                                                QPalette::Button, tint))
            drawRecoloured<QStyleOption>(element, option, painter, widget, QPalette::Button,
                                         tint);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(dark ? blend(selection, Qt::white, 0.45) : selection, 1.5));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(option->rect).adjusted(1, 1.5, -1.5, -1), 2, 2);
        painter->restore();
    }

    QString m_base;
    bool m_outline;
};

/// Keeps its parent widget's text in the warning colour of the palette it inherits.
class WarningColorKeeper : public QObject {
public:
    explicit WarningColorKeeper(QWidget* widget) : QObject(widget), m_widget(widget) {
        widget->installEventFilter(this);
        update();
    }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == m_widget && event->type() == QEvent::PaletteChange) update();
        return false;
    }

private:
    void update() {
        // The window colour is inherited, so it tells the theme; setting the same colour
        // again sends no further change.
        QPalette p = m_widget->palette();
        const QColor warning = warningColor(p);
        if (p.color(QPalette::WindowText) == warning) return;
        p.setColor(QPalette::WindowText, warning);
        m_widget->setPalette(p);
    }
    QWidget* m_widget;
};

} // namespace

void useWarningColor(QWidget* widget) {
    new WarningColorKeeper(widget);
}

QString idOf(Theme theme) {
    switch (theme) {
    case Theme::System:
        return QStringLiteral("system");
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    }
    return QStringLiteral("system");
}

Theme fromId(const QString& id) {
    for (Theme t : {Theme::Light, Theme::Dark})
        if (id == idOf(t)) return t;
    return Theme::System;
}

QPalette palette(Theme theme) {
    switch (theme) {
    case Theme::Light:
        return lightPalette();
    case Theme::Dark:
        return darkPalette();
    case Theme::System:
        break;
    }
    return s_system ? s_system->palette : QApplication::palette();
}

void apply(Theme theme) {
    rememberSystem();
    const bool outline = theme != Theme::System;
    const QString base = outline ? QStringLiteral("Fusion") : s_system->style;
    const auto* now = dynamic_cast<const GrundyStyle*>(QApplication::style());
    if (!now || now->outlines() != outline || now->baseName().compare(base, Qt::CaseInsensitive) != 0)
        QApplication::setStyle(new GrundyStyle(base, outline));
    // At start under System the platform's palette stays its own (it may follow the
    // desktop's colour scheme); once changed, System brings back the one remembered.
    if (theme != Theme::System || s_current != Theme::System) QApplication::setPalette(palette(theme));
    s_current = theme;
}

QString styleName() {
    const auto* now = dynamic_cast<const GrundyStyle*>(QApplication::style());
    return now ? now->baseName() : QApplication::style()->name();
}

Theme current() {
    return s_current;
}

bool isDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor warningColor(const QPalette& palette) {
    return isDark(palette) ? QColor(255, 140, 120) : QColor(180, 30, 20);
}

double relativeLuminance(const QColor& colour) {
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const QColor c = colour.toRgb();
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor blend(const QColor& under, const QColor& over, double alpha) {
    const auto mix = [alpha](double u, double o) { return u + (o - u) * alpha; };
    return QColor::fromRgbF(float(mix(under.redF(), over.redF())),
                            float(mix(under.greenF(), over.greenF())),
                            float(mix(under.blueF(), over.blueF())));
}

QList<TextPair> textPairs(const QPalette& p) {
    using P = QPalette;
    struct Roles {
        const char* what;
        P::ColorRole text, back;
    };
    // Enabled and disabled alike.
    const Roles main[] = {{"window text on window", P::WindowText, P::Window},
                          {"text on base", P::Text, P::Base},
                          {"button text on button", P::ButtonText, P::Button},
                          {"highlighted text on highlight", P::HighlightedText, P::Highlight}};
    // Enabled only.
    const Roles more[] = {{"text on alternate base", P::Text, P::AlternateBase},
                          {"tooltip text on tooltip", P::ToolTipText, P::ToolTipBase},
                          {"link on base", P::Link, P::Base},
                          {"link on window", P::Link, P::Window},
                          {"placeholder text on base", P::PlaceholderText, P::Base}};
    QList<TextPair> out;
    const auto add = [&](const Roles& r, P::ColorGroup group, const QString& prefix) {
        out.append(
            {prefix + QString::fromLatin1(r.what), p.color(group, r.text), p.color(group, r.back)});
    };
    for (const Roles& r : main)
        add(r, P::Active, QString());
    for (const Roles& r : more)
        add(r, P::Active, QString());
    for (const Roles& r : main)
        add(r, P::Disabled, QStringLiteral("disabled "));
    out.append({QStringLiteral("warning on window"), warningColor(p), p.color(P::Window)});
    return out;
}

} // namespace theme
