// SPDX-License-Identifier: MIT
// The baseline of the window start-up benchmark: a bare Qt Widgets "hello" window, nothing
// but QApplication and one QLabel. Usage: bench_hello [WIDTHxHEIGHT]; without a size the label
// takes its own (small) size hint. bench/bench_startup.sh opens it at grundy's 1280x760 so
// that both programs fill and keep the same window surface. See docs/benchmarks.md.
#include <QApplication>
#include <QLabel>
#include <QStringList>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QLabel label(QStringLiteral("Hello, world"));
    label.setWindowTitle(QStringLiteral("hello"));
    const QStringList args = QApplication::arguments();
    if (args.size() > 1) {
        const QStringList wh = args.at(1).split(u'x');
        if (wh.size() == 2) label.resize(wh.at(0).toInt(), wh.at(1).toInt());
    }
    label.show();
    return QApplication::exec();
}
