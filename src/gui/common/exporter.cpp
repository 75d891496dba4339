// SPDX-License-Identifier: MIT
#include "common/exporter.h"

#include "common/settings.h"

#include <QBuffer>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScreen>
#include <QSvgGenerator>
#include <QWidget>

#include <algorithm>

namespace {

bool fail(QString* error, const QString& why) {
    if (error) *error = why;
    return false;
}

bool validSize(const QSize& size, QString* error) {
    if (size.isEmpty()) return fail(error, Exporter::tr("There is nothing to export."));
    // A QImage needs width * height * 4 bytes; keep well below the 2 GiB it can address.
    if (qint64(size.width()) * size.height() > qint64(16384) * 16384)
        return fail(error, Exporter::tr("The picture is too large to export."));
    return true;
}

} // namespace

bool Exporter::savePng(const QString& path, const QSize& size, const PaintFunction& paint,
                       QString* error, qreal scale, const QColor& background) {
    const QSize pixels = (QSizeF(size) * scale).toSize();
    if (!validSize(pixels, error)) return false;
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return fail(error, tr("Not enough memory for the picture."));
    image.setDevicePixelRatio(scale);
    image.fill(background);
    {
        QPainter painter(&image);
        paint(painter);
    }
    if (!image.save(path, "PNG"))
        return fail(error, tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool Exporter::saveSvg(const QString& path, const QSize& size, const PaintFunction& paint,
                       const QString& title, QString* error, const QColor& background) {
    if (!validSize(size, error)) return false;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    // QSvgGenerator writes both verbatim into the XML.
    generator.setTitle(title.toHtmlEscaped());
    generator.setDescription(tr("Made with Grundy").toHtmlEscaped());
    QPainter painter;
    if (!painter.begin(&generator)) return fail(error, tr("Could not draw the picture."));
    painter.fillRect(QRect(QPoint(0, 0), size), background);
    paint(painter);
    painter.end();
    // The generator gives the size in millimetres at its resolution, which viewers read
    // back at 90 or 96 dpi; plain pixels make the default size `size` everywhere.
    QByteArray svg = buffer.data();
    static const QRegularExpression mm(
        QStringLiteral(R"(<svg width="[0-9.]+mm" height="[0-9.]+mm")"));
    const QRegularExpressionMatch match = mm.match(QString::fromLatin1(svg.left(200)));
    if (match.hasMatch())
        svg.replace(match.capturedStart(), match.capturedLength(),
                    QStringLiteral(R"(<svg width="%1" height="%2")")
                        .arg(size.width())
                        .arg(size.height())
                        .toLatin1());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(svg) != svg.size() || !file.commit())
        return fail(error, tr("Could not write %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool Exporter::savePng(const QString& path, QWidget* widget, QString* error) {
    const auto render = [widget](QPainter& painter) { widget->render(&painter); };
    return savePng(path, widget->size(), render, error, widget->devicePixelRatioF(),
                   widget->palette().color(QPalette::Window));
}

bool Exporter::saveSvg(const QString& path, QWidget* widget, const QString& title, QString* error) {
    const auto render = [widget](QPainter& painter) { widget->render(&painter); };
    return saveSvg(path, widget->size(), render, title, error,
                   widget->palette().color(QPalette::Window));
}

void Exporter::askAndSave(QWidget* parent, const QString& suggestedName,
                          const WriteFunction& write) {
    const QString path = askPath(parent, suggestedName, Settings::lastFolder());
    if (path.isEmpty()) return;
    Settings::rememberFolderOf(path);
    QString error;
    if (!write(path, &error)) QMessageBox::warning(parent, tr("Export"), error);
}

QString Exporter::askPath(QWidget* parent, const QString& suggestedName, const QString& directory) {
    const bool svg =
        QFileInfo(suggestedName).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0;
    const QString suffix = svg ? QStringLiteral("svg") : QStringLiteral("png");
    const QString filter = svg ? tr("SVG drawing (*.svg)") : tr("PNG image (*.png)");
    const QString start =
        directory.isEmpty() ? suggestedName : QDir(directory).filePath(suggestedName);
    QString path = askFile(parent, tr("Export"), start, filter, true, suffix);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + suffix;
    return path;
}

QSize Exporter::fileDialogSize(const QSize& available) {
    return {std::min(880, available.width() * 9 / 10), std::min(560, available.height() * 9 / 10)};
}

QString Exporter::askFile(QWidget* parent, const QString& title, const QString& start,
                          const QString& filter, bool save, const QString& defaultSuffix) {
    QFileDialog dialog(parent, title, QString(), filter);
    dialog.setObjectName(QStringLiteral("grundyFileDialog"));
    dialog.setAcceptMode(save ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
    dialog.setFileMode(save ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
    if (!defaultSuffix.isEmpty()) dialog.setDefaultSuffix(defaultSuffix);
    const QFileInfo info(start);
    if (start.isEmpty() || info.isDir()) {
        if (!start.isEmpty()) dialog.setDirectory(start);
    } else {
        dialog.setDirectory(info.absolutePath());
        dialog.selectFile(info.fileName());
    }
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    if (screen) dialog.resize(fileDialogSize(screen->availableGeometry().size()));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return {};
    return dialog.selectedFiles().constFirst();
}
