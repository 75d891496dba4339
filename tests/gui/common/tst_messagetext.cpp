// SPDX-License-Identifier: MIT
// The window's renderer of the core's messages: untranslated it says every sentence exactly
// as the core's English renderer does, a translation of a phrase's context and source reaches
// it, and the Explain panel, the hints and the history go through it, so a translation
// reaches all of them.
#include "windowparts.h"
#include "common/messagetext.h"
#include "core/analysis/explain.h"
#include "core/analysis/explainwords.h"
#include "core/games/bash/bashwords.h"
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/games/list.h"
#include "core/games/nim/nimwords.h"
#include "core/text/english.h"
#include "core/text/words.h"
#include "dialogs/newgamedialog.h"
#include "explain/explainpanel.h"
#include "session/gamesession.h"
#include "window/commandline.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSet>
#include <QTranslator>
#include "gamehooks.h"

#include <QtTest>

using namespace grundy;

Q_DECLARE_METATYPE(grundy::Phrase)

namespace {

/// The translation contexts of the core's phrases: the shared ones and one per game.
bool isCoreContext(QByteArrayView context) {
    static const QSet<QByteArray> contexts = {"text", "games", "explain",
#define GRUNDY_GAME_CONTEXT(Kind, id) #id,
                                              GRUNDY_GAMES(GRUNDY_GAME_CONTEXT)
#undef GRUNDY_GAME_CONTEXT
    };
    return contexts.contains(context.toByteArray());
}

/// A "translation" that marks every sentence of the core's messages: «pattern».
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (!isCoreContext(context)) return {};
        return QStringLiteral("\u00ab%1\u00bb").arg(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

/// m as the marking translator renders it.
QString marked(const Message& m) {
    return QString::fromStdString(
        render(m, [](const Phrase& p) { return "\u00ab" + englishFormat(p) + "\u00bb"; }));
}

/// The position of a game's catalogue example (gamehooks.h).
AnyPosition examplePosition(const GameInfo& game) {
    return testhooks::exampleOf(game);
}

/// Every message of an explanation, its facts' values and its moves.
std::vector<Arg> messagesOf(const explain::Explanation& e) {
    std::vector<Arg> all{e.title, e.verdict};
    for (const explain::Fact& fact : e.facts) {
        all.emplace_back(fact.name);
        all.push_back(fact.value);
    }
    for (const Message& para : e.paragraphs)
        all.emplace_back(para);
    for (const explain::WinningMove& move : e.moves) {
        all.emplace_back(move.move);
        all.emplace_back(move.reason);
    }
    if (e.binary)
        for (const explain::BinaryRow& row : e.binary->rows)
            all.emplace_back(row.label);
    return all;
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
    // Every message of every game's explained example, in normal and misère play where the
    // game has both: untranslated the window says what grundy-cli says, and with the Chinese
    // translation loaded it renders (every placeholder has its value) and changes.
    void everyGamesMessagesRender_data() {
        QTest::addColumn<int>("game");
        QTest::addColumn<bool>("misere");
        for (const GameInfo* game : catalogue()) {
            QTest::newRow(std::string(game->id).c_str()) << int(game->kind) << false;
            if (game->option("play"))
                QTest::newRow((std::string(game->id) + ", misère").c_str())
                    << int(game->kind) << true;
        }
    }

    void everyGamesMessagesRender() {
        QFETCH(int, game);
        QFETCH(bool, misere);
        const GameInfo& info = gameInfo(GameKind(game));
        AnyPosition p = examplePosition(info);
        if (misere) {
            GameOptions options = info.optionsOf(p);
            setPlay(options, Convention::Misere);
            p = positionFrom(info, info.numbers(p), options);
        }
        const std::vector<Arg> all = messagesOf(explain::explain(p));
        QVERIFY(all.size() > 4);
        for (const Arg& a : all) {
            const std::string english = toEnglish(a);
            QVERIFY(!english.empty());
            QCOMPARE(MessageText::text(a), QString::fromStdString(english));
        }
        QTranslator chinese;
        QVERIFY(chinese.load(QStringLiteral(":/i18n/grundy_zh_CN.qm")));
        QCoreApplication::installTranslator(&chinese);
        QString text;
        for (const Arg& a : all)
            text += MessageText::text(a);
        QCoreApplication::removeTranslator(&chinese);
        QVERIFY2(!text.contains(QStringLiteral("%")), qPrintable(text));
        QVERIFY2(text.toStdString().find(toEnglish(all[1])) == std::string::npos, qPrintable(text));
    }

    void nestedMessagesAndListsRenderAlike() {
        const Message m{words::NimHighestColumn,
                        {Message{words::ColumnSmall, {Natural(4)}},
                         List{{Message{words::PileNumber, {Natural(1)}},
                               Message{words::PileNumber, {Natural(2)}},
                               Message{words::PileNumber, {Natural(3)}}},
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
        inwindow::hintAction(w)->trigger();
        const AnyMove move = bash::Move{Natural(3)};
        const QString hint = inwindow::sidePanel(w)->hintLabel()->text();
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
        QCOMPARE(why.phrase, words::ErrorTakeTooMany);
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
        QTest::addColumn<Phrase>("phrase");
        QTest::newRow("bash, two numbers")
            << int(GameKind::Bash) << "23, 5" << words::ErrorShapeExactlyOne;
        QTest::newRow("wythoff, one number")
            << int(GameKind::Wythoff) << "4" << words::ErrorShapeExactly;
    }

    void newGamePositionErrorIsTranslated() {
        QFETCH(int, game);
        QFETCH(QString, position);
        QFETCH(Phrase, phrase);
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
        QCOMPARE(why.phrase, phrase);
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
