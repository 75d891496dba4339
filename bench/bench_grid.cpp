// SPDX-License-Identifier: MIT
// Repaint time of the Wythoff grid at 1920x1080: renders the widget into an image again
// and again at several zooms and places in the plane, and prints the median per repaint.
// Run with QT_QPA_PLATFORM=offscreen (set here when unset). See docs/benchmarks.md.
#include "grid/wythoffgridview.h"
#include "core/games/wythoff/wythoff.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

grundy::Natural pow10(unsigned e) {
    grundy::Natural n;
    mpz_ui_pow_ui(n.get_mpz_t(), 10, e);
    return n;
}

/// Median milliseconds of `runs` renders of `view` into `image`.
double medianMs(WythoffGridView& view, QImage& image, int runs) {
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        view.render(&image);
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::nth_element(ms.begin(), ms.begin() + runs / 2, ms.end());
    return ms[static_cast<std::size_t>(runs / 2)];
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 50;

    WythoffGridView view;
    view.resize(1920, 1080);
    view.show();
    QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);

    // The worst case: every overlay on (P-cells, winning moves, phi lines), the view centred
    // on the game's position (a, partner(a) + 3), an N-position with a winning move in view,
    // so the P-cells, the shaded moves, the move rays, the winning arrow and ring, the phi
    // lines with their labels and the marks are all drawn.
    view.setShowPPositions(true);
    view.setShowWinningMoves(true);
    view.setShowPhiLines(true);
    std::printf("%-8s %6s %8s %10s %12s\n", "origin", "cell", "columns", "P-cells", "median ms");
    for (unsigned e : {0u, 18u, 30u, 40u}) {
        const grundy::Natural a = e == 0 ? grundy::Natural(0) : pow10(e);
        const grundy::Natural b = grundy::wythoff::partner(a) + 3;
        // Cells of 2 to 80 px, then the overview's blocks of 32 x 32 cells (cell 0 below).
        for (int cell : {2, 8, 24, 80, 0}) {
            view.setCellSize(cell == 0 ? 2 : cell);
            view.setPosition(a, b);
            view.goTo(a, b);
            while (cell == 0 && view.canZoomOut())
                view.zoomOut();
            view.render(&image); // warm up caches (fonts, glyphs)
            const double ms = medianMs(view, image, runs);
            std::printf("%-8s %6s %8d %10zu %12.3f\n",
                        e == 0 ? "0" : qPrintable("10^" + QString::number(e)),
                        cell == 0 ? "2/32" : qPrintable(QString::number(cell)),
                        view.visibleColumns(), view.visiblePPositions().size(), ms);
        }
    }
    return 0;
}
