// SPDX-License-Identifier: MIT
// The review of a 1000-move game and the value history's refresh (issue 10: under 10 ms).
// Plays a 1000-move game between two people in a GameSession (Nim: 10 piles of 200, one or
// two stones a move; Wythoff: from (500, 500), one stone a move), then times, as the median
// of several runs: grundy::review over the session's record, the Review dialog's making
// (review and table), the history's first fill (every row) and its refresh after one more
// move. Run with QT_QPA_PLATFORM=offscreen (set here when unset). See docs/benchmarks.md,
// "The value history and the review".
#include "history/reviewdialog.h"
#include "history/valuehistorymodel.h"
#include "core/analysis/review.h"
#include "session/gamesession.h"

#include <QApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

constexpr int kMoves = 1000;
constexpr int kRuns = 7;

double medianMs(const std::function<void()>& work) {
    std::vector<double> ms;
    for (int i = 0; i < kRuns; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

QString name(int player) {
    return QStringLiteral("Player %1").arg(player + 1);
}

void measure(const char* title, GameSession& session,
             const std::function<grundy::AnyMove(int)>& moveAt) {
    for (int i = 0; i < kMoves; ++i)
        if (!session.playHumanMove(moveAt(i))) {
            std::fprintf(stderr, "move %d refused\n", i + 1);
            return;
        }
    const grundy::GameRecord record = session.record();
    const double review = medianMs([&] { (void)grundy::review(record); });
    const double dialog = medianMs([&] { ReviewDialog d(&session, name); });
    const double fill = medianMs([&] {
        ValueHistoryModel model(&session, name);
        model.refresh();
    });
    ValueHistoryModel model(&session, name);
    model.refresh();
    session.undoStack()->undo();
    model.refresh();
    const double oneMore = medianMs([&] {
                               session.undoStack()->redo();
                               model.refresh();
                               session.undoStack()->undo();
                               model.refresh();
                           }) /
                           2;
    std::printf("%-34s review %7.2f ms  dialog %7.2f ms  history fill %7.2f ms  "
                "refresh %6.3f ms\n",
                title, review, dialog, fill, oneMore);
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    using grundy::Seat;
    {
        GameSession session;
        session.start(grundy::nim::Position{std::vector<grundy::Natural>(10, 200)},
                      {Seat::Human, Seat::Human});
        measure("Nim, 10 piles of 200", session, [](int i) {
            return grundy::nim::Move{std::size_t(i % 10), grundy::Natural(1 + i % 2)};
        });
    }
    {
        GameSession session;
        session.start(grundy::wythoff::Position{500, 500}, {Seat::Human, Seat::Human});
        measure("Wythoff from (500, 500)", session, [](int i) {
            return i % 2 ? grundy::wythoff::Move{0, 1} : grundy::wythoff::Move{1, 0};
        });
    }
    return 0;
}
