// SPDX-License-Identifier: MIT
// The window's renderer of the core's messages: it says every sentence exactly as the
// core's English renderer does (so the two cannot drift apart), and the Explain panel,
// the hints and the history go through it, so a translation reaches all of them.
#include "core/games/catalogue.h"
#include "common/messagetext.h"
#include "dialogs/newgamedialog.h"
#include "core/text/english.h"
#include "core/analysis/explain.h"
#include "explain/explainpanel.h"
#include "session/gamesession.h"
#include "window/commandline.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QTranslator>
#include <QtTest>

using namespace grundy;

namespace {

/// Sample values for every placeholder a sentence may have: distinct numbers, so a
/// placeholder swapped with another shows.
std::vector<Arg> sampleArgs() {
    std::vector<Arg> args;
    for (unsigned long i = 1; i <= 9; ++i)
        args.emplace_back(Natural(100 * i + i));
    return args;
}

/// A "translation" that marks every sentence of the core's messages: «pattern».
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (QByteArrayView(context) != "MessageText") return {};
        return QStringLiteral("\u00ab%1\u00bb").arg(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

/// m as the marking translator renders it.
QString marked(const Message& m) {
    return QString::fromStdString(
        render(m, [](MessageId id) { return "\u00ab" + englishFormat(id) + "\u00bb"; }));
}

/// The message of the core's error that `act` throws.
template <class F> Message errorOf(F act) {
    try {
        act();
    } catch (const MessageError& e) {
        return e.message();
    }
    throw std::logic_error("no error");
}

/// Installs the marking translator for the scope.
struct Marking {
    MarkingTranslator translator;
    Marking() { QCoreApplication::installTranslator(&translator); }
    ~Marking() { QCoreApplication::removeTranslator(&translator); }
};

} // namespace

class TestMessageText : public QObject {
    Q_OBJECT
private slots:
    void everyMessageSaysWhatTheCoreSays_data() {
        QTest::addColumn<int>("id");
        for (MessageId id : kAllMessageIds)
            QTest::newRow(std::string(messageIdName(id)).c_str()) << int(id);
    }

    void everyMessageSaysWhatTheCoreSays() {
        QFETCH(int, id);
        const Message m{MessageId(id), sampleArgs()};
        const std::string english = toEnglish(m);
        QVERIFY(!english.empty());
        QCOMPARE(MessageText::text(m), QString::fromStdString(english));
        QCOMPARE(MessageText::format(MessageId(id)), QString::fromStdString(englishFormat(m.id)));
    }

    void nestedMessagesAndListsRenderAlike() {
        const Message m{MessageId::NimHighestColumn,
                        {Message{MessageId::ColumnSmall, {Natural(4)}},
                         List{{Message{MessageId::PileNumber, {Natural(1)}},
                               Message{MessageId::PileNumber, {Natural(2)}},
                               Message{MessageId::PileNumber, {Natural(3)}}},
                              true}}};
        QVERIFY(toEnglish(m).find("the 4s column") != std::string::npos);
        QVERIFY(toEnglish(m).find("pile 1, pile 2 and pile 3") != std::string::npos);
        QCOMPARE(MessageText::text(m), QString::fromStdString(toEnglish(m)));
    }

    void explainPanelShowsTranslatedSentences() {
        Marking marking;
        const AnyPosition p = makePosition(GameKind::Nim, {3, 5, 7}, {});
        const explain::Explanation e = explain::explain(p);
        ExplainPanel panel;
        panel.setPosition(p);
        const QString text = panel.plainText();
        QVERIFY2(text.contains(marked(e.title)), qPrintable(text));
        QVERIFY2(text.contains(marked(e.verdict)), qPrintable(text));
        for (const Message& para : e.paragraphs)
            QVERIFY2(text.contains(marked(para)), qPrintable(marked(para)));
        for (const explain::Fact& fact : e.facts)
            QVERIFY2(text.contains(marked(fact.name)), qPrintable(marked(fact.name)));
        QVERIFY(text.contains(marked(e.binary->rows[0].label)));
        QVERIFY(text.contains(marked(e.moves[0].reason)));
    }

    void hintAndHistoryShowTranslatedSentences() {
        Marking marking;
        MainWindow w;
        w.setComputerDelay(0);
        const AnyPosition start = bash::Position{Natural(23), Natural(4)};
        w.startGame(GameSetup{start, {Seat::Human, Seat::Computer}});
        w.hintAction()->trigger();
        const AnyMove move = bash::Move{Natural(3)};
        const QString hint = w.sidePanel()->hintLabel()->text();
        QVERIFY2(hint.contains(marked(describeMove(start, move))), qPrintable(hint));
        QVERIFY2(hint.contains(marked(explain::reasonMessage(start, move))), qPrintable(hint));
        QVERIFY(w.session()->playHumanMove(move));
        QCOMPARE(w.session()->history().front().description, marked(describeMove(start, move)));
    }

    // An illegal move's refusal says the core's reason with tr(), not its English.
    void illegalMoveRefusalIsTranslated() {
        Marking marking;
        const AnyPosition start = bash::Position{Natural(9), Natural(4)};
        const AnyMove move = bash::Move{Natural(6)};
        const Message why = errorOf([&] { grundy::apply(start, move); });
        QCOMPARE(why.id, MessageId::ErrorTakeTooMany);
        GameSession session;
        session.start(start, {Seat::Human, Seat::Human});
        QString refusal;
        QVERIFY(!session.playHumanMove(move, &refusal));
        QVERIFY2(refusal.contains(marked(why)), qPrintable(refusal));
    }

    // New Game's position errors (the game's checks and its options') go through tr().
    void newGamePositionErrorIsTranslated_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("id");
        QTest::newRow("bash, two numbers")
            << int(GameKind::Bash) << "23, 5" << int(MessageId::ErrorShapeExactlyOne);
        QTest::newRow("wythoff, one number")
            << int(GameKind::Wythoff) << "4" << int(MessageId::ErrorShapeExactly);
    }

    void newGamePositionErrorIsTranslated() {
        QFETCH(int, game);
        QFETCH(QString, position);
        QFETCH(int, id);
        Marking marking;
        NewGameDialog dialog;
        dialog.setGame(GameKind(game));
        dialog.findChild<QLineEdit*>("kEdit")->setText("4");
        dialog.findChild<QRadioButton*>("typedRadio")->setChecked(true);
        dialog.findChild<QLineEdit*>("positionEdit")->setText(position);
        std::vector<Natural> numbers;
        for (const QString& part : position.split(',', Qt::SkipEmptyParts))
            numbers.emplace_back(part.trimmed().toStdString(), 10);
        const Message why = errorOf([&] {
            positionFrom(gameInfo(GameKind(game)), numbers, {{"k", "4"}});
        });
        QCOMPARE(int(why.id), id);
        QStringList shown;
        for (const QLabel* l : dialog.findChildren<QLabel*>())
            shown << l->text();
        QVERIFY2(shown.join('\n').contains(marked(why)), qPrintable(shown.join('\n')));
    }

    // The window's command line says a bad --position in the window's language.
    void commandLinePositionErrorIsTranslated() {
        Marking marking;
        const LaunchRequest r = parseCommandLine(
            {"grundy", "--game", "staircase", "--position", "2,2", "--cells", "5"});
        QCOMPARE(r.action, LaunchRequest::Action::Fail);
        const Message why = errorOf([] { staircase::validate({{Natural(2), Natural(2)}, 5}); });
        QVERIFY2(r.message.contains(marked(why)), qPrintable(r.message));
    }
};

QTEST_MAIN(TestMessageText)
#include "tst_messagetext.moc"
