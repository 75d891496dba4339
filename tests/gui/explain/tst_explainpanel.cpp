// SPDX-License-Identifier: MIT
// The explanation panel: it follows setPosition for every game, shows huge numbers in
// full, fits any width, and stays readable in light and dark palettes.
#include "explain/explainpanel.h"
#include "testsupport.h"

#include <QDir>
#include <QImage>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

#include <algorithm>
#include <cmath>

using grundy::AnyPosition;
using grundy::GameKind;
using grundy::Natural;
using testsupport::nums;
using testsupport::pow10;

namespace {

QString s(const Natural& n) {
    return QString::fromStdString(n.get_str());
}

AnyPosition position(GameKind kind, const std::vector<Natural>& numbers,
                     grundy::GameOptions options = {}) {
    return grundy::makePosition(kind, numbers, options);
}

/// WCAG contrast ratio of two colours (1 to 21).
double contrast(const QColor& a, const QColor& b) {
    auto luminance = [](const QColor& c) {
        auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QPalette darkPalette() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::AlternateBase, QColor(0x2d, 0x2d, 0x2d));
    p.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}

/// How many pixels of `image` are `colour`, within 40 per channel (text is antialiased).
int pixelsOf(const QImage& image, const QColor& colour) {
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = image.pixel(x, y);
            count += std::abs(qRed(p) - colour.red()) <= 40 &&
                     std::abs(qGreen(p) - colour.green()) <= 40 &&
                     std::abs(qBlue(p) - colour.blue()) <= 40;
        }
    return count;
}

/// Text without the spaces that group binary digits and the line breaks between cells.
QString squeezed(QString text) {
    text.remove(QLatin1Char(' '));
    text.remove(QLatin1Char('\n'));
    return text;
}

} // namespace

Q_DECLARE_METATYPE(std::vector<Natural>)

class TstExplainPanel : public QObject {
    Q_OBJECT

private slots:
    void updatesForEachGame_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<std::vector<Natural>>("numbers");
        QTest::addColumn<long>("option");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("bash") << int(GameKind::Bash) << nums({23}) << 4L
                              << QStringList{"23 mod 5 = 3", "Take 3 stones", "Key numbers"};
        QTest::newRow("nim") << int(GameKind::Nim) << nums({3, 5, 7}) << 0L
                             << QStringList{"In binary", "pile 3", "XOR", "Take 1 from pile 2"};
        QTest::newRow("wythoff") << int(GameKind::Wythoff) << nums({5, 8}) << 0L
                                 << QStringList{"a_3 = 4", "(4, 7) = (a_3, b_3)",
                                                "Reduce the larger pile (pile B, 8) to 3"};
        QTest::newRow("wythoff P")
            << int(GameKind::Wythoff) << nums({3, 5}) << 0L
            << QStringList{"the 3rd P-position (k = 2)", "Every move loses against best play"};
        QTest::newRow("redistribution")
            << int(GameKind::Redistribution) << nums({3, 5, 5, 8}) << 0L
            << QStringList{"Unpaired sizes: 3, 8", "Remove 5 from pile 4"};
        QTest::newRow("staircase")
            << int(GameKind::Staircase) << nums({2, 5, 9, 14}) << 14L
            << QStringList{"chips on 9 and 14", "Move the chip on cell 14 to cell 12"};
        QTest::newRow("northcott")
            << int(GameKind::Northcott) << nums({4, 5, 1, 3, 1, 2}) << 6L
            << QStringList{"row 2 (black 1, white 3)", "Moving your piece back",
                           "Move the black piece of row 2 from column 1 to column 2"};
    }
    void updatesForEachGame() {
        QFETCH(int, kind);
        QFETCH(std::vector<Natural>, numbers);
        QFETCH(long, option);
        QFETCH(QStringList, expected);
        ExplainPanel panel;
        panel.resize(400, 600);
        panel.show();
        QVERIFY(panel.plainText().contains("No game"));
        // Start from another game, so the update has something to replace.
        panel.setPosition(
            position(GameKind::Bash, nums({1}), {{"k", grundy::toString(Natural(1))}}));
        QVERIFY(panel.plainText().contains("Bash game"));
        grundy::GameOptions options;
        if (GameKind(kind) == GameKind::Bash) options.set("k", option);
        if (GameKind(kind) == GameKind::Staircase) options.set("cells", option);
        if (GameKind(kind) == GameKind::Northcott) options.set("columns", option);
        panel.setPosition(position(GameKind(kind), numbers, options));
        // Rendered at once while visible: the browser itself holds the new text.
        const QString shown = panel.browser()->toPlainText();
        for (const QString& needle : expected)
            QVERIFY2(shown.contains(needle), qPrintable(needle + " not in:\n" + shown));
        if (GameKind(kind) != GameKind::Bash) QVERIFY(!shown.contains("1 stone, take 1 to 1"));
        QVERIFY(panel.browser()->textInteractionFlags() & Qt::TextSelectableByMouse);
        QVERIFY(panel.explanation().has_value());
    }

    // Hidden in its dock, the panel only renders on demand.
    void hiddenPanelRendersWhenAsked() {
        ExplainPanel panel;
        panel.setPosition(position(GameKind::Nim, nums({1, 2, 3}), {}));
        QVERIFY(panel.browser()->toPlainText().contains("No game"));
        QVERIFY(panel.plainText().contains("Every move loses against best play"));
        panel.clear();
        QVERIFY(panel.plainText().contains("No game"));
        QVERIFY(!panel.explanation().has_value());
    }

    void hugeNumbersAppearExactly() {
        const Natural big = pow10(40);
        ExplainPanel panel;
        panel.setPosition(position(GameKind::Nim, {big, big + 1, Natural(7)}, {}));
        QString text = panel.plainText();
        QVERIFY(text.contains(s(big)));
        QVERIFY(text.contains(s(big + 1)));
        // X = 10^40 ^ (10^40 + 1) ^ 7 = 1 ^ 7 = 6.
        QVERIFY(text.contains("X = XOR of the piles\n6") ||
                text.contains("X = XOR of the piles 6"));
        QVERIFY(squeezed(text).contains(QString::fromStdString(big.get_str(2))));

        // Wythoff at k = 10^40: a_k = floor((k + sqrt(5 k^2)) / 2), computed by the test.
        const Natural k = big;
        const Natural ak = testsupport::referenceLower(k);
        panel.setPosition(position(GameKind::Wythoff, {ak + 1, ak + k + 1}, {}));
        text = panel.plainText();
        QVERIFY(text.contains(s(ak)));
        QVERIFY(text.contains(s(ak + k)));
        QVERIFY(text.contains("taking 1 from both piles"));
    }

    // No width is too narrow: long numbers and binary rows wrap instead of overflowing.
    void wrapsAtAnyWidth() {
        const Natural big = pow10(40);
        for (int width : {180, 260, 700}) {
            ExplainPanel panel;
            panel.resize(width, 500);
            panel.show();
            panel.setPosition(position(GameKind::Nim, {big, big + 3, Natural(12345)}, {}));
            QCoreApplication::processEvents();
            QVERIFY2(panel.browser()->horizontalScrollBar()->maximum() == 0,
                     qPrintable(QString("width %1 overflows by %2")
                                    .arg(width)
                                    .arg(panel.browser()->horizontalScrollBar()->maximum())));
        }
    }

    void readableInLightAndDarkPalettes() {
        for (const QPalette& palette : {QPalette(Qt::white), darkPalette()}) {
            const auto [back, fore] = ExplainPanel::oddColumnColours(palette);
            QVERIFY2(contrast(back, fore) >= 4.5,
                     qPrintable(QString("odd columns %1 on %2").arg(fore.name(), back.name())));
            QVERIFY(contrast(palette.color(QPalette::Base), palette.color(QPalette::Text)) >= 4.5);
        }
        // A palette change rebuilds the document with the new colours.
        ExplainPanel panel;
        panel.setPosition(position(GameKind::Nim, nums({3, 5, 7}), {}));
        panel.setPalette(darkPalette());
        const auto [back, fore] = ExplainPanel::oddColumnColours(darkPalette());
        QVERIFY(panel.html().contains(back.name(), Qt::CaseInsensitive));
    }

    // Pictures of every game's page in both palettes, kept for a person to look at when
    // GRUNDY_EXPLAIN_PNG names a directory (else written to a temporary one): each is the
    // panel as shown, its page in the palette's base colour with the text on it, and the
    // binary columns of Nim and Georgia and Bob in their highlight.
    void screenshots() {
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const QString dir = qEnvironmentVariable("GRUNDY_EXPLAIN_PNG", scratch.path());
        QDir().mkpath(dir);
        const Natural big = pow10(40);
        const std::vector<std::pair<QString, AnyPosition>> shots = {
            {"bash", position(GameKind::Bash, nums({23}), {{"k", grundy::toString(Natural(4))}})},
            {"nim", position(GameKind::Nim, nums({3, 5, 7}), {})},
            {"nim-huge", position(GameKind::Nim, {big, big + 3, Natural(12345)}, {})},
            {"wythoff", position(GameKind::Wythoff, nums({5, 8}), {})},
            {"wythoff-p", position(GameKind::Wythoff, nums({3, 5}), {})},
            {"redistribution", position(GameKind::Redistribution, nums({3, 5, 5, 8}), {})},
            {"staircase", position(GameKind::Staircase, nums({2, 5, 9, 14}),
                                   {{"cells", grundy::toString(Natural(14))}})},
        };
        for (bool dark : {false, true}) {
            for (const auto& [name, p] : shots) {
                ExplainPanel panel;
                if (dark) panel.setPalette(darkPalette());
                panel.resize(name == "nim-huge" ? 260 : 420, 900);
                panel.show();
                panel.setPosition(p);
                QCoreApplication::processEvents();
                const QString path = dir + "/" + name + (dark ? "-dark" : "") + ".png";
                QVERIFY(panel.grab().save(path));
                const QImage shot = QImage(path).convertToFormat(QImage::Format_RGB32);
                QCOMPARE(shot.size(), panel.size() * panel.devicePixelRatio());
                const QPalette shown = panel.browser()->palette();
                const int area = shot.width() * shot.height();
                QVERIFY2(pixelsOf(shot, shown.color(QPalette::Base)) > area / 2, qPrintable(path));
                QVERIFY2(pixelsOf(shot, shown.color(QPalette::Text)) > 100, qPrintable(path));
                if (name.startsWith("nim") || name == "staircase")
                    QVERIFY2(pixelsOf(shot, ExplainPanel::oddColumnColours(shown).first) > 100,
                             qPrintable(path));
            }
        }
    }
};

QTEST_MAIN(TstExplainPanel)
#include "tst_explainpanel.moc"
