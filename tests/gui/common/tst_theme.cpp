// SPDX-License-Identifier: MIT
// View → Theme: Light and Dark keep every text the window draws at 4.5:1 or more (WCAG
// AA), the boards and the grid follow the theme, the choice is applied at once and
// remembered; the toolbar shows its icons (the shipped ones where the desktop has none).
#include "windowparts.h"
#include "boards/boardview.h"
#include "boards/stonepainter.h"
#include "common/deferredicon.h"
#include "common/settings.h"
#include "common/theme.h"
#include "explain/explainpanel.h"
#include "grid/gridframe.h"
#include "grid/gridpanel.h"
#include "grid/wythoffgridview.h"
#include "sgtable/sgtablemodel.h"
#include "window/maintoolbar.h"
#include "window/mainwindow.h"
#include "window/thememenu.h"

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QProxyStyle>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOptionButton>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <array>
#include <initializer_list>
#include <map>
#include <memory>

using grundy::Natural;
using grundy::Seat;
using theme::Theme;
namespace wythoff = grundy::wythoff;
namespace nim = grundy::nim;
namespace staircase = grundy::staircase;
namespace redistribution = grundy::redistribution;
namespace bash = grundy::bash;

Q_DECLARE_METATYPE(Theme)
Q_DECLARE_METATYPE(GameSetup)

namespace {

/// Every text colour the window draws and the colour under it, for a palette.
QList<theme::TextPair> allPairs(const QPalette& p) {
    QList<theme::TextPair> pairs = theme::textPairs(p);
    pairs += stonepainter::textPairs(p);
    pairs += GridColours(p).textPairs();
    const auto [oddBack, oddText] = ExplainPanel::oddColumnColours(p);
    pairs.append({QStringLiteral("explain: odd binary columns"), oddText, oddBack});
    return pairs;
}

/// The colour most pixels of `area` in `image` have (the background under the drawing).
QColor commonest(const QImage& image, const QRect& area) {
    std::map<QRgb, int> counts;
    for (int y = area.top(); y <= area.bottom(); y += 2)
        for (int x = area.left(); x <= area.right(); x += 2)
            ++counts[image.pixel(x, y) | 0xff000000u];
    const auto most = std::max_element(counts.begin(), counts.end(),
                                       [](auto& a, auto& b) { return a.second < b.second; });
    return QColor::fromRgb(most->first);
}

QRect areaOf(const QWidget* widget, const QWidget* window) {
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

ThemeMenu* themeMenu(const MainWindow& w) {
    return w.findChild<ThemeMenu*>();
}

/// How much of `icon` (at 24 px) is drawn, opaque, in about the lightness of `ink`.
int inkedPixels(const QIcon& icon, const QColor& ink) {
    const QImage image = icon.pixmap(24).toImage();
    int inked = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            inked += c.alpha() > 200 && qAbs(c.lightness() - ink.lightness()) < 40;
        }
    return inked;
}

/// A "theme" column with a row for each of `themes`, named by their ids ("light").
void themeRows(std::initializer_list<Theme> themes) {
    QTest::addColumn<Theme>("theme");
    for (const Theme t : themes)
        QTest::newRow(qPrintable(theme::idOf(t))) << t;
}

} // namespace

class TstTheme : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(m_settings.isValid());
        Settings::useFolder(m_settings.path());
        m_systemStyle = QApplication::style()->name();
        m_systemWindow = QApplication::palette().color(QPalette::Window);
    }

    void cleanup() {
        theme::apply(Theme::System);
        Settings::remove(Settings::kTheme);
        Settings::remove(Settings::kToolBar);
    }

    // deferredIcon makes its icon once, when it is first drawn or measured, for every copy.
    void deferredIconIsMadeOnceWhenFirstUsed() {
        int made = 0;
        const QIcon icon = deferredIcon([&made] {
            ++made;
            QPixmap red(16, 16);
            red.fill(Qt::red);
            return QIcon(red);
        });
        const QIcon copy = icon;
        QCOMPARE(made, 0);
        QCOMPARE(copy.pixmap(16).toImage().pixelColor(8, 8), QColor(Qt::red));
        QVERIFY(!icon.isNull());
        QCOMPARE(icon.actualSize(QSize(64, 64)), QSize(16, 16));
        QCOMPARE(made, 1);
    }

    // The style's standard icons, made only when drawn (start-up reads no image), are
    // Qt's own: the same pixels as the base style's, also after the theme that made them
    // is gone (the style that would have made them is deleted with it).
    void standardIconsAreTheBaseStylesAfterAThemeChange() {
        theme::apply(Theme::Light);
        QStyleOption plain;
        const QIcon warning = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        const QIcon extension =
            QApplication::style()->standardIcon(QStyle::SP_ToolBarHorizontalExtensionButton, &plain);
        theme::apply(Theme::Dark);
        theme::apply(Theme::System);
        std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        const auto same = [](const QIcon& a, const QIcon& b) {
            const QImage x = a.pixmap(32).toImage(), y = b.pixmap(32).toImage();
            return !x.isNull() && x.convertToFormat(QImage::Format_ARGB32) == y.convertToFormat(QImage::Format_ARGB32);
        };
        QVERIFY(same(warning, fusion->standardIcon(QStyle::SP_MessageBoxWarning)));
        QVERIFY(same(extension, fusion->standardIcon(QStyle::SP_ToolBarHorizontalExtensionButton, &plain)));
    }

    // In presentation mode check boxes, radio buttons, buttons' icons and their margins grow
    // with the text (they stayed at their normal size beside 1.4 times the text, and
    // "Confirm" filled its button to the edges), in every theme, and
    // return to their size after it.
    void presentationScalesIndicatorsAndIcons_data() {
        themeRows({Theme::System, Theme::Dark, Theme::Light});
    }
    void presentationScalesIndicatorsAndIcons() {
        QFETCH(Theme, theme);
        theme::apply(theme);
        MainWindow w;
        auto* box = new QCheckBox(QStringLiteral("P-positions"), &w);
        auto* radio = new QRadioButton(QStringLiteral("Misère"), &w);
        auto* button = new QPushButton(QStringLiteral("Hint"), &w);
        const auto sizes = [&] {
            QStyleOptionButton option;
            option.initFrom(box);
            return std::array<int, 4>{
                box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box).width(),
                radio->style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth, nullptr, radio),
                button->iconSize().width(),
                button->style()->pixelMetric(QStyle::PM_ButtonMargin, nullptr, button)};
        };
        const std::array<int, 4> normal = sizes();
        w.setPresentationMode(true);
        const std::array<int, 4> large = sizes();
        for (std::size_t i = 0; i < normal.size(); ++i)
            QVERIFY2(large[i] >= normal[i] * 13 / 10,
                     qPrintable(QStringLiteral("part %1: %2 px, %3 in normal mode").arg(i).arg(large[i]).arg(normal[i])));
        w.setPresentationMode(false);
        QVERIFY(sizes() == normal);
    }

    // A dock's title grows with the text in presentation mode, and returns to its size
    // after it. Qt 6.4's QDockWidget paints its title with the font it was made with
    // while its own font is the application's, so the title stayed small.
    void presentationEnlargesDockTitles() {
        theme::apply(Theme::Light);
        MainWindow w;
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("wythoffGridDock"));
        QVERIFY(dock && dock->isVisible());
        // The rows of the title's words: ink against the title bar, left of its buttons.
        const auto wordsHeight = [&] {
            QCoreApplication::processEvents();
            const QImage image = dock->grab().toImage();
            const int band = dock->widget()->geometry().top();
            const QColor bar = image.pixelColor(1, band / 2);
            int first = -1, last = -1;
            for (int y = 0; y < band; ++y)
                for (int x = 0; x < image.width() / 2; ++x)
                    if (theme::contrastRatio(image.pixelColor(x, y), bar) >= 3.0) {
                        if (first < 0) first = y;
                        last = y;
                        break;
                    }
            return first < 0 ? 0 : last - first + 1;
        };
        const int normal = wordsHeight();
        QVERIFY(normal > 0);
        w.setPresentationMode(true);
        const int large = wordsHeight();
        qInfo("title words %d px, %d px in presentation mode", normal, large);
        QVERIFY2(large >= normal * 13 / 10, qPrintable(QString::number(large)));
        w.setPresentationMode(false);
        QCOMPARE(wordsHeight(), normal);
    }

    // An unchecked check box or radio button, and a text field (enabled or not), shows its
    // outline: the border pixels stand at least 3:1 (WCAG's non-text contrast) against the
    // window around it, in both themes. A disabled field's fill is the window's, and the
    // redistribution board's fields vanished in the dark theme (1.2:1).
    void uncheckedIndicatorsVisible_data() {
        QTest::addColumn<int>("theme");
        QTest::addColumn<QString>("kind");
        for (const auto& [name, theme] : {std::pair("dark", Theme::Dark), std::pair("light", Theme::Light)})
            for (const char* kind : {"check box", "radio button", "field", "disabled field"})
                QTest::addRow("%s, %s", name, kind) << int(theme) << QString::fromLatin1(kind);
    }
    void uncheckedIndicatorsVisible() {
        QFETCH(int, theme);
        QFETCH(QString, kind);
        theme::apply(Theme(theme));
        QWidget window;
        QWidget* widget = nullptr;
        QRect box;
        if (kind.endsWith(QStringLiteral("field"))) {
            auto* field = new QLineEdit(QStringLiteral("0"), &window);
            field->setEnabled(!kind.startsWith(QStringLiteral("disabled")));
            field->resize(60, field->sizeHint().height());
            box = field->rect();
            widget = field;
        } else {
            const bool radio = kind == QStringLiteral("radio button");
            QAbstractButton* button =
                radio ? static_cast<QAbstractButton*>(new QRadioButton("Misère", &window))
                      : new QCheckBox("Misère", &window);
            button->adjustSize();
            QStyleOptionButton option;
            option.initFrom(button);
            box = button->style()->subElementRect(radio ? QStyle::SE_RadioButtonIndicator
                                                        : QStyle::SE_CheckBoxIndicator,
                                                  &option, button);
            widget = button;
        }
        window.resize(widget->size() + QSize(4, 4));
        widget->move(2, 2);
        box.translate(2, 2);
        const QImage image = window.grab().toImage();
        QVERIFY(!box.isEmpty());
        const QColor background = window.palette().color(QPalette::Window);
        // The most contrasting pixel on each side of the indicator's box: its outline.
        double weakestSide = 21;
        const auto side = [&](QPoint from, QPoint step, int count, QPoint inward) {
            double best = 1;
            for (int i = 0; i < count; ++i)
                for (int depth = 0; depth < 3; ++depth) {
                    const QPoint p = from + step * i + inward * depth;
                    if (image.rect().contains(p))
                        best =
                            std::max(best, theme::contrastRatio(image.pixelColor(p), background));
                }
            weakestSide = std::min(weakestSide, best);
        };
        const int w = box.width(), h = box.height();
        side(box.topLeft() + QPoint(w / 4, 0), {1, 0}, w / 2, {0, 1});
        side(box.bottomLeft() + QPoint(w / 4, 0), {1, 0}, w / 2, {0, -1});
        side(box.topLeft() + QPoint(0, h / 4), {0, 1}, h / 2, {1, 0});
        side(box.topRight() + QPoint(0, h / 4), {0, 1}, h / 2, {-1, 0});
        qInfo("%s outline against the window: %.2f:1", qPrintable(kind), weakestSide);
        QVERIFY2(weakestSide >= 3.0, qPrintable(QString::number(weakestSide)));
    }

    // A checked button stands out: outlined at 3:1 or more against the window on every
    // side (an unchecked one is not), its fill apart from an unchecked one's, and its words
    // at 4.5:1 on it, in both themes. Fusion only darkened it a tenth (1.2:1 apart).
    void checkedButtonsStandOut_data() { themeRows({Theme::Dark, Theme::Light}); }
    void checkedButtonsStandOut() {
        QFETCH(Theme, theme);
        theme::apply(theme);
        QWidget window;
        const QColor background = window.palette().color(QPalette::Window);
        struct Look {
            QColor fill;
            double outline; ///< the weakest side's strongest pixel against the window
        };
        const auto lookOf = [&](bool checked, bool push) {
            QAbstractButton* button = push ? static_cast<QAbstractButton*>(new QPushButton(&window))
                                           : new QToolButton(&window);
            button->setText(QStringLiteral("Grid"));
            button->setCheckable(true);
            button->setChecked(checked);
            button->resize(120, 40);
            const QImage image = button->grab().toImage();
            delete button;
            // The fill: the commonest colour inside the edges (the words are a few pixels).
            QHash<QRgb, int> count;
            for (int y = 6; y < image.height() - 6; ++y)
                for (int x = 6; x < image.width() - 6; ++x)
                    ++count[image.pixel(x, y)];
            QRgb commonest = 0;
            for (auto it = count.cbegin(); it != count.cend(); ++it)
                if (it.value() > count.value(commonest)) commonest = it.key();
            double weakest = 21;
            const auto side = [&](QPoint from, QPoint step, QPoint inward) {
                double best = 1;
                for (int i = 0; i < 20; ++i)
                    for (int depth = 0; depth < 4; ++depth)
                        best = std::max(best, theme::contrastRatio(
                                                  image.pixelColor(from + step * i + inward * depth),
                                                  background));
                weakest = std::min(weakest, best);
            };
            const int w = image.width(), h = image.height();
            side({w / 2 - 10, 0}, {1, 0}, {0, 1});
            side({w / 2 - 10, h - 1}, {1, 0}, {0, -1});
            side({0, h / 2 - 10}, {0, 1}, {1, 0});
            side({w - 1, h / 2 - 10}, {0, 1}, {-1, 0});
            return Look{QColor(commonest), weakest};
        };
        const QColor words = window.palette().color(QPalette::ButtonText);
        for (const bool push : {false, true}) {
            const Look on = lookOf(true, push), off = lookOf(false, push);
            const double apart = theme::contrastRatio(on.fill, off.fill);
            qInfo("%s: checked %s outlined %.2f:1, unchecked %s outlined %.2f:1, fills %.2f:1 "
                  "apart, words %.2f:1",
                  push ? "push button" : "tool button", qPrintable(on.fill.name()), on.outline,
                  qPrintable(off.fill.name()), off.outline, apart,
                  theme::contrastRatio(words, on.fill));
            QVERIFY(on.outline >= 3.0);
            QVERIFY(off.outline < 3.0);
            QVERIFY(apart >= 1.3);
            QVERIFY(theme::contrastRatio(words, on.fill) >= 4.5);
        }
    }

    void contrastRatio_data() {
        QTest::addColumn<QColor>("a");
        QTest::addColumn<QColor>("b");
        QTest::addColumn<double>("ratio");
        QTest::newRow("black on white") << QColor(Qt::black) << QColor(Qt::white) << 21.0;
        QTest::newRow("same colour") << QColor(120, 30, 200) << QColor(120, 30, 200) << 1.0;
        // #767676 on white is the classic 4.54:1.
        QTest::newRow("grey 118 on white") << QColor(118, 118, 118) << QColor(Qt::white) << 4.54;
    }

    void contrastRatio() {
        QFETCH(QColor, a);
        QFETCH(QColor, b);
        QFETCH(double, ratio);
        QVERIFY(qAbs(theme::contrastRatio(a, b) - ratio) < 0.01);
        QVERIFY(qAbs(theme::contrastRatio(b, a) - ratio) < 0.01);
    }

    void textContrast_data() {
        QTest::addColumn<QColor>("text");
        QTest::addColumn<QColor>("background");
        for (const Theme t : {Theme::Light, Theme::Dark})
            for (const theme::TextPair& pair : allPairs(theme::palette(t)))
                QTest::addRow("%s: %s", qPrintable(theme::idOf(t)), qPrintable(pair.what))
                    << pair.text << pair.background;
    }

    void textContrast() {
        QFETCH(QColor, text);
        QFETCH(QColor, background);
        const double ratio = theme::contrastRatio(text, background);
        qInfo("%s: %s on %s, %.2f:1", QTest::currentDataTag(), qPrintable(text.name()),
              qPrintable(background.name()), ratio);
        QVERIFY2(ratio >= 4.5, qPrintable(QString::number(ratio, 'f', 2)));
    }

    // The SG tables write each value in black or white on its own colour, in both themes.
    void sgTableNumbers_data() {
        QTest::addColumn<int>("maxValue");
        for (int top : {1, 7, 63, 255})
            QTest::addRow("values 0..%d", top) << top;
    }

    void sgTableNumbers() {
        QFETCH(int, maxValue);
        const SgColorScale scale{std::uint32_t(maxValue)};
        double worst = 21;
        for (std::uint32_t v = 0; v <= std::uint32_t(maxValue); ++v) {
            const QColor back = scale.color(v);
            worst = std::min(worst, theme::contrastRatio(SgColorScale::textColor(back), back));
        }
        qInfo("SG table numbers, values 0..%d: worst %.2f:1", maxValue, worst);
        QVERIFY(worst >= 4.5);
    }

    // Chosen in the menu: applied at once (Fusion and the palette), remembered, and
    // System gives the platform's look back.
    void menuAppliesAndRemembers() {
        // Shown: a palette reaches the windows that are on the screen.
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ThemeMenu* menu = themeMenu(w);
        QVERIFY(menu);
        QVERIFY(menu->action(Theme::System)->isChecked());
        menu->action(Theme::Dark)->trigger();
        QCOMPARE(theme::current(), Theme::Dark);
        // Fusion, under the proxy that outlines its check boxes and radio buttons.
        auto* proxy = qobject_cast<QProxyStyle*>(QApplication::style());
        QVERIFY(proxy);
        QCOMPARE(proxy->baseStyle()->name().toLower(), QString("fusion"));
        QCOMPARE(QApplication::palette().color(QPalette::Window),
                 theme::palette(Theme::Dark).color(QPalette::Window));
        // The widgets hear of the new palette from the event loop.
        QTRY_VERIFY(w.palette().color(QPalette::Window).lightness() < 80);
        QCOMPARE(Settings::value(Settings::kTheme).toString(), QString("dark"));
        menu->action(Theme::Light)->trigger();
        QTRY_VERIFY(w.palette().color(QPalette::Window).lightness() > 200);
        QCOMPARE(Settings::value(Settings::kTheme).toString(), QString("light"));
        menu->action(Theme::System)->trigger();
        QCOMPARE(theme::styleName(), m_systemStyle);
        QCOMPARE(QApplication::palette().color(QPalette::Window), m_systemWindow);
        QCOMPARE(Settings::value(Settings::kTheme).toString(), QString("system"));

        // The next start applies the remembered theme.
        Settings::setValue(Settings::kTheme, QStringLiteral("dark"));
        MainWindow next;
        next.show();
        QCOMPARE(theme::current(), Theme::Dark);
        QVERIFY(themeMenu(next)->action(Theme::Dark)->isChecked());
        QTRY_VERIFY(next.palette().color(QPalette::Window).lightness() < 80);
    }

    // What a person sees: the board's background, the grid's cells and the Explain
    // panel follow the theme, in every game.
    void windowFollowsTheme_data() {
        QTest::addColumn<Theme>("chosen");
        QTest::addColumn<GameSetup>("setup");
        const std::pair<const char*, GameSetup> games[] = {
            {"wythoff",
             GameSetup{wythoff::Position{Natural(7), Natural(11)}, {Seat::Human, Seat::Computer}}},
            {"nim", GameSetup{nim::Position{{3, 4, 5}}, {Seat::Human, Seat::Computer}}},
            {"bash",
             GameSetup{bash::Position{Natural(23), Natural(4)}, {Seat::Human, Seat::Computer}}},
            {"redistribution",
             GameSetup{redistribution::Position{{2, 1, 3}}, {Seat::Human, Seat::Computer}}},
            {"staircase", GameSetup{staircase::Position{{3, 5}, 8}, {Seat::Human, Seat::Computer}}},
            {"northcott", GameSetup{grundy::makePosition(grundy::GameKind::Northcott, {2, 6, 7, 3},
                                                         {{"columns", "8"}}),
                                    {Seat::Human, Seat::Computer}}}};
        for (const Theme t : {Theme::Light, Theme::Dark})
            for (const auto& [name, setup] : games)
                QTest::addRow("%s, %s", qPrintable(theme::idOf(t)), name) << t << setup;
    }

    void windowFollowsTheme() {
        QFETCH(Theme, chosen);
        QFETCH(GameSetup, setup);
        MainWindow w;
        w.setComputerDelay(60000); // nothing moves while the picture is taken
        w.startGame(setup);
        themeMenu(w)->choose(chosen);
        inwindow::explainDock(w)->show();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QImage shot = w.grab().toImage();
        const QPalette pal = theme::palette(chosen);
        const bool dark = chosen == Theme::Dark;
        const QColor board = commonest(shot, areaOf(inwindow::board(w), &w));
        QCOMPARE(board, pal.color(QPalette::Window));
        QVERIFY(dark ? board.lightness() < 80 : board.lightness() > 200);
        const QColor explain = commonest(shot, areaOf(inwindow::explainPanel(w), &w));
        QVERIFY(dark ? explain.lightness() < 80 : explain.lightness() > 200);
        if (inwindow::gridDock(w)->isVisible()) {
            const QColor grid = commonest(shot, areaOf(inwindow::gridPanel(w)->view(), &w));
            QCOMPARE(grid, pal.color(QPalette::Base));
        }
    }

    // The grid's legend names the colours of the theme in use, also after a change.
    // The grid's move arrows cross the band of cells one move away: they must stand out
    // from it and from the empty cells (non-text contrast, 3:1), in both themes (dark:
    // 1.67:1 against the band before).
    // The grid's colour design: every mark that carries meaning keeps 3:1 (WCAG's figure
    // for graphics) against the cells and against the band of cells one move reaches, which
    // the arrows, P-cells, winning arrows and phi lines all cross; the band itself, a tint
    // that repeats the arrows, must still show on a projector's washed-out light.
    void gridMarksStandOut_data() { themeRows({Theme::Light, Theme::Dark}); }
    void gridMarksStandOut() {
        QFETCH(Theme, theme);
        const GridColours c(theme::palette(theme));
        const double a = c.reachable.alphaF();
        const QColor band = QColor::fromRgbF(float(c.reachable.redF() * a + c.base.redF() * (1 - a)),
                                             float(c.reachable.greenF() * a + c.base.greenF() * (1 - a)),
                                             float(c.reachable.blueF() * a + c.base.blueF() * (1 - a)));
        const double bandOnCells = theme::contrastRatio(band, c.base);
        qInfo("band %s: %.2f:1 on the cells", qPrintable(band.name()), bandOnCells);
        QVERIFY2(bandOnCells >= 1.6, qPrintable(QString::number(bandOnCells, 'f', 2)));
        const std::pair<const char*, QColor> marks[] = {
            {"arrows", c.ray}, {"P-cells", c.p}, {"winning moves", c.win}, {"phi lines", c.line}};
        for (const auto& [name, colour] : marks) {
            const double onBand = theme::contrastRatio(colour, band), onBase = theme::contrastRatio(colour, c.base);
            qInfo("%s %s: %.2f:1 on the band, %.2f:1 on the cells", name, qPrintable(colour.name()), onBand, onBase);
            QVERIFY2(onBand >= 3, name);
            QVERIFY2(onBase >= 3, name);
        }
    }

    void gridLegendFollowsTheme() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        inwindow::gridPanel(w)->showPAction()->setChecked(true);
        const auto legendNames = [&w](Theme t) {
            const QString p = GridColours(theme::palette(t)).p.name(QColor::HexArgb);
            for (const QLabel* label : inwindow::gridPanel(w)->findChildren<QLabel*>())
                if (label->text().contains(p)) return true;
            return false;
        };
        for (const Theme t : {Theme::Dark, Theme::Light, Theme::Dark}) {
            themeMenu(w)->choose(t);
            QTRY_VERIFY(legendNames(t));
            QVERIFY(!legendNames(t == Theme::Dark ? Theme::Light : Theme::Dark));
        }
    }

    // Every toolbar action has an icon; without an icon theme (Xvfb, offscreen) the
    // shipped one shows, drawn in the theme's button text colour.
    void toolbarIcons_data() {
        QTest::addColumn<Theme>("chosen");
        QTest::newRow("light") << Theme::Light;
        QTest::newRow("dark") << Theme::Dark;
    }

    void toolbarIcons() {
        QFETCH(Theme, chosen);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        themeMenu(w)->choose(chosen);
        auto* bar = w.findChild<MainToolBar*>();
        QVERIFY(bar);
        QStringList texts;
        const QColor ink = theme::palette(chosen).color(QPalette::ButtonText);
        for (QAction* a : bar->actions()) {
            if (a->isSeparator()) continue;
            texts << a->iconText().remove('&');
            QVERIFY2(!a->icon().isNull(), qPrintable(a->text()));
            // A drawing, in a readable colour (the icons are redrawn for the new palette).
            QTRY_VERIFY2(inkedPixels(a->icon(), ink) > 20, qPrintable(a->text()));
        }
        QCOMPARE(texts.size(), 9); // New, Open, Save, Undo, Redo, Hint, Explain, Grid, Values
        QVERIFY(texts.contains("Values"));
        QVERIFY(texts.contains("Undo"));
        QVERIFY(texts.contains("Explain"));
        QVERIFY(texts.contains("Grid"));
        QCOMPARE(bar->toolButtonStyle(), Qt::ToolButtonTextUnderIcon);
    }

    void toolbarRemembered() {
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            auto* bar = w.findChild<MainToolBar*>();
            QVERIFY(!bar->isHidden());
            bar->toggleViewAction()->trigger();
            QVERIFY(bar->isHidden());
            QCOMPARE(Settings::value(Settings::kToolBar).toBool(), false);
        }
        MainWindow next;
        next.show();
        QVERIFY(QTest::qWaitForWindowExposed(&next));
        QVERIFY(next.findChild<MainToolBar*>()->isHidden());
    }

    void standardShortcuts() {
        MainWindow w;
        QVERIFY(inwindow::undoAction(w)->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Z)));
        QVERIFY(
            inwindow::redoAction(w)->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        const QList<QKeySequence> full = inwindow::presentationAction(w)->shortcuts();
        QCOMPARE(full.first(), QKeySequence(Qt::Key_F11));
        for (const QKeySequence& k : full) // each once, or none of them would work
            QCOMPARE(full.count(k), 1);
        auto* bar = w.findChild<MainToolBar*>();
        QCOMPARE(bar->actions().first()->shortcut(), QKeySequence(QKeySequence::New));
    }

private:
    QTemporaryDir m_settings;
    QString m_systemStyle;
    QColor m_systemWindow;
};

QTEST_MAIN(TstTheme)
#include "tst_theme.moc"
