// SPDX-License-Identifier: MIT
#include "sgtable/sgtablepanel.h"

#include "common/exporter.h"
#include "common/settings.h"
#include "sgtable/sgtablecache.h"
#include "sgtable/sgtablecomputer.h"
#include "sgtable/sgtablemodel.h"
#include "sgtable/sgtablepainter.h"
#include "sgtable/sgtableview.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

// Tables start zoomed to fit, the classic one with cells large enough for its numbers.
constexpr int kClassicSize = 20;
constexpr qreal kClassicMinCell = 20, kClassicMaxCell = 32;
// The largest side of an exported PNG, in pixels of cells.
constexpr int kPngCells = 4096;
// The most rows and columns an SVG holds (one rectangle and number per cell).
constexpr int kSvgCells = 64;

/// The colour scale of the tables shown, drawn by SgTablePainter::paintLegend.
class Legend : public QWidget {
public:
    explicit Legend(QWidget* parent) : QWidget(parent) {
        setFixedHeight(SgTablePainter::legendHeight(font()) + 4);
        setMinimumWidth(260);
    }
    void setTables(std::shared_ptr<const SgTables> tables) {
        m_tables = std::move(tables);
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override {
        if (!m_tables) return;
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        SgTablePainter::paintLegend(p, QRectF(rect()).adjusted(0, 2, 0, -2), m_tables->scale(),
                                    font(), palette().color(QPalette::WindowText));
    }

private:
    std::shared_ptr<const SgTables> m_tables;
};

QToolButton* toolButton(const QString& text, QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setText(text);
    return button;
}

// A view with its caption (`label`) above it.
QWidget* titled(QLabel* label, SgTableView* view, QWidget* parent) {
    auto* box = new QWidget(parent);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    label->setTextFormat(Qt::RichText);
    // Long captions must not make one table wider than the other.
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(label);
    layout->addWidget(view, 1);
    return box;
}

} // namespace

SgTablePanel::SgTablePanel(QWidget* parent)
    : SgTablePanel(std::make_shared<SgTableCache>(), parent) {}

SgTablePanel::SgTablePanel(std::shared_ptr<SgTableCache> cache, QWidget* parent)
    : QWidget(parent), m_computer(new SgTableComputer(std::move(cache), this)),
      m_wythoff(new SgTableView(SgTableKind::Wythoff, this)),
      m_nim(new SgTableView(SgTableKind::Nim, this)), m_sizeBox(new QComboBox(this)),
      m_progress(new QProgressBar(this)), m_cancel(new QPushButton(this)),
      m_compute(new QPushButton(this)), m_exportPng(new QPushButton(this)),
      m_exportSvg(new QPushButton(this)), m_zoomIn(toolButton(QStringLiteral("+"), this)),
      m_zoomOut(toolButton(QStringLiteral("\u2212"), this)), m_fit(toolButton({}, this)),
      m_legend(new Legend(this)), m_status(new QLabel(this)), m_sizeLabel(new QLabel(this)),
      m_wythoffTitle(new QLabel(this)), m_nimTitle(new QLabel(this)), m_axes(new QLabel(this)) {
    for (int n : sizes())
        m_sizeBox->addItem(QString(), n);
    m_progress->setRange(0, 100);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_sizeLabel);
    controls->addWidget(m_sizeBox);
    controls->addSpacing(12);
    controls->addWidget(m_zoomOut);
    controls->addWidget(m_zoomIn);
    controls->addWidget(m_fit);
    controls->addStretch();
    controls->addWidget(m_exportPng);
    controls->addWidget(m_exportSvg);
    auto* progress = new QHBoxLayout;
    progress->addWidget(m_progress, 1);
    progress->addWidget(m_cancel);
    progress->addWidget(m_compute);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(titled(m_wythoffTitle, m_wythoff, this));
    splitter->addWidget(titled(m_nimTitle, m_nim, this));
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_legend, 1);
    bottom->addWidget(m_axes);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addLayout(progress);
    layout->addWidget(splitter, 1);
    layout->addLayout(bottom);
    layout->addWidget(m_status);

    connect(m_sizeBox, &QComboBox::currentIndexChanged, this, &SgTablePanel::compute);
    connect(m_cancel, &QPushButton::clicked, this, &SgTablePanel::cancel);
    connect(m_compute, &QPushButton::clicked, this, &SgTablePanel::compute);
    connect(m_zoomIn, &QToolButton::clicked, m_wythoff, &SgTableView::zoomIn);
    connect(m_zoomOut, &QToolButton::clicked, m_wythoff, &SgTableView::zoomOut);
    connect(m_fit, &QToolButton::clicked, this, &SgTablePanel::fit);
    connect(m_exportPng, &QPushButton::clicked, this, &SgTablePanel::exportPngInteractive);
    connect(m_exportSvg, &QPushButton::clicked, this, &SgTablePanel::exportSvgInteractive);
    connect(m_computer, &SgTableComputer::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_computer, &SgTableComputer::finished, this, &SgTablePanel::onFinished);
    connect(m_computer, &SgTableComputer::cancelled, this, &SgTablePanel::onCancelled);
    for (SgTableView* view : {m_wythoff, m_nim}) {
        const auto sync = [this, view] { syncFrom(view); };
        connect(view, &SgTableView::cellSizeChanged, this, sync);
        connect(view->horizontalScrollBar(), &QScrollBar::valueChanged, this, sync);
        connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this, sync);
        connect(view, &SgTableView::cellHovered, this, &SgTablePanel::showHovered);
    }
    retranslate();
    compute();
}

SgTablePanel::~SgTablePanel() = default;

void SgTablePanel::retranslate() {
    setWindowTitle(tr("Sprague–Grundy tables"));
    m_cancel->setText(tr("Cancel"));
    m_compute->setText(tr("Compute"));
    m_exportPng->setText(tr("Export PNG\u2026"));
    m_exportPng->setToolTip(tr("Save the whole Wythoff SG table as a PNG image"));
    m_exportSvg->setText(tr("Export SVG\u2026"));
    m_exportSvg->setToolTip(
        tr("Save the Wythoff SG table as an SVG drawing (at most %1 \u00d7 %1 cells, from the "
           "top-left cell in view)")
            .arg(kSvgCells));
    m_zoomIn->setToolTip(tr("Zoom in (+, Ctrl+wheel)"));
    m_zoomOut->setToolTip(tr("Zoom out (\u2212, Ctrl+wheel)"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show the whole table"));
    for (int i = 0; i < m_sizeBox->count(); ++i)
        m_sizeBox->setItemText(i, tr("%1 \u00d7 %1").arg(m_sizeBox->itemData(i).toInt()));
    m_sizeBox->setToolTip(tr("Rows and columns of the tables: piles 0 to n \u2212 1"));
    m_sizeLabel->setText(tr("Size:"));
    m_wythoffTitle->setText(tr("<b>Wythoff\u2019s game</b>: Sprague\u2013Grundy value G(a, b)"));
    m_nimTitle->setText(tr("<b>Two-pile Nim</b>: a XOR b"));
    m_axes->setText(
        tr("Rows: pile a (down) \u00b7 columns: pile b (across) \u00b7 (0, 0) at the top left"));
    showState();
}

void SgTablePanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

void SgTablePanel::showState() {
    const int n = tableSize();
    const auto& tables = m_wythoff->tables();
    QString placeholder;
    if (m_computer->isRunning()) {
        placeholder = tr("Computing the %1 \u00d7 %1 table\u2026").arg(n);
        m_status->setText(tr("Computing %1 \u00d7 %1 Sprague\u2013Grundy values\u2026").arg(n));
    } else if (tables) {
        m_status->setText(
            tr("%1 \u00d7 %1 table: hover a cell to compare the two values.").arg(tables->size()));
    } else {
        placeholder = tr("Cancelled. Press Compute or choose another size.");
        m_status->setText(tr("Computation cancelled."));
    }
    for (SgTableView* view : {m_wythoff, m_nim})
        view->setPlaceholder(placeholder);
}

const QList<int>& SgTablePanel::sizes() {
    static const QList<int> sizes{20, 64, 256, 1024, 2048};
    return sizes;
}

int SgTablePanel::tableSize() const {
    return m_sizeBox->currentData().toInt();
}

void SgTablePanel::setTableSize(int n) {
    const int index = m_sizeBox->findData(n);
    if (index < 0) return;
    if (index == m_sizeBox->currentIndex())
        compute();
    else
        m_sizeBox->setCurrentIndex(index); // computes
}

bool SgTablePanel::isComputing() const {
    return m_computer->isRunning();
}

SgTableCache* SgTablePanel::cache() const {
    return m_computer->cache();
}

std::shared_ptr<const SgTables> SgTablePanel::tables() const {
    return m_wythoff->tables();
}

QString SgTablePanel::statusText() const {
    return m_status->text();
}

void SgTablePanel::compute() {
    const int n = tableSize();
    setBusy(true);
    for (SgTableView* view : {m_wythoff, m_nim})
        view->setTables(nullptr);
    static_cast<Legend*>(m_legend)->setTables(nullptr);
    m_computer->start(n);
    showState();
}

void SgTablePanel::cancel() {
    m_computer->cancel();
}

void SgTablePanel::onCancelled() {
    setBusy(false);
    m_compute->setVisible(true);
    showState();
}

void SgTablePanel::onFinished(std::shared_ptr<const SgTables> tables) {
    setBusy(false);
    for (SgTableView* view : {m_wythoff, m_nim})
        view->setTables(tables);
    static_cast<Legend*>(m_legend)->setTables(tables);
    fit();
    showState();
    emit tablesReady(tables->size());
}

void SgTablePanel::setBusy(bool busy) {
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    m_compute->setVisible(false);
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_exportPng, m_exportSvg, m_zoomIn, m_zoomOut, m_fit})
        w->setEnabled(!busy);
}

void SgTablePanel::fit() {
    const auto& t = m_wythoff->tables();
    if (!t) return;
    const qreal fitting = m_wythoff->fittingCellSize();
    m_wythoff->setCellSize(t->size() <= kClassicSize
                               ? std::clamp(fitting, kClassicMinCell, kClassicMaxCell)
                               : fitting);
    m_wythoff->horizontalScrollBar()->setValue(0);
    m_wythoff->verticalScrollBar()->setValue(0);
}

// Keeps the other view at the same zoom and scroll position.
void SgTablePanel::syncFrom(SgTableView* from) {
    if (m_syncing) return;
    const QScopedValueRollback guard(m_syncing, true);
    SgTableView* to = from == m_wythoff ? m_nim : m_wythoff;
    to->setCellSize(from->cellSize());
    to->horizontalScrollBar()->setValue(from->horizontalScrollBar()->value());
    to->verticalScrollBar()->setValue(from->verticalScrollBar()->value());
}

void SgTablePanel::showHovered(int a, int b) {
    m_wythoff->setMarkedCell(a, b);
    m_nim->setMarkedCell(a, b);
    if (a >= 0)
        m_status->setText(m_wythoff->describe(a, b) + tr("   \u00b7   ") + m_nim->describe(a, b));
}

QRect SgTablePanel::pngCells() const {
    const auto& t = m_wythoff->tables();
    return t ? QRect(0, 0, t->size(), t->size()) : QRect();
}

qreal SgTablePanel::pngCellSize() const {
    const auto& t = m_wythoff->tables();
    const int largest = t ? std::max(1, kPngCells / std::max(1, t->size())) : 1;
    return std::clamp(std::floor(m_wythoff->cellSize()), 1.0, qreal(largest));
}

QRect SgTablePanel::svgCells() const {
    const auto& t = m_wythoff->tables();
    if (!t) return QRect();
    if (t->size() <= kSvgCells) return pngCells();
    const QPoint corner = m_wythoff->visibleCells().topLeft();
    const int b = std::min(corner.x(), t->size() - kSvgCells);
    const int a = std::min(corner.y(), t->size() - kSvgCells);
    return QRect(b, a, kSvgCells, kSvgCells);
}

QString SgTablePanel::exportTitle(const QRect& cells) const {
    const int n = m_wythoff->tables()->size();
    if (cells == QRect(0, 0, n, n))
        return tr("Sprague\u2013Grundy values of Wythoff\u2019s game G(a, b), 0 \u2264 a, b < %1")
            .arg(n);
    return tr("Sprague\u2013Grundy values of Wythoff\u2019s game G(a, b), a = %1\u2013%2, "
              "b = %3\u2013%4")
        .arg(cells.top())
        .arg(cells.bottom())
        .arg(cells.left())
        .arg(cells.right());
}

bool SgTablePanel::exportPng(const QString& path, QString* error) const {
    if (!m_wythoff->tables()) {
        if (error) *error = tr("There is no table to export yet.");
        return false;
    }
    const QRect cells = pngCells();
    const SgTablePainter painter = m_wythoff->painter(pngCellSize());
    const QString title = exportTitle(cells);
    return Exporter::savePng(
        path, painter.pictureSize(cells),
        [&](QPainter& p) { painter.paintPicture(p, cells, title, false); }, error);
}

bool SgTablePanel::exportSvg(const QString& path, QString* error) const {
    if (!m_wythoff->tables()) {
        if (error) *error = tr("There is no table to export yet.");
        return false;
    }
    const QRect cells = svgCells();
    const SgTablePainter painter = m_wythoff->painter(kSvgCell);
    const QString title = exportTitle(cells);
    return Exporter::saveSvg(
        path, painter.pictureSize(cells),
        [&](QPainter& p) { painter.paintPicture(p, cells, title, true); }, title, error);
}

void SgTablePanel::exportPngInteractive() {
    exportInteractive(false);
}
void SgTablePanel::exportSvgInteractive() {
    exportInteractive(true);
}

void SgTablePanel::exportInteractive(bool svg) {
    QString folder = Settings::lastFolder();
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString name =
        QStringLiteral("wythoff-sg-%1.%2").arg(tableSize()).arg(svg ? "svg" : "png");
    const QString path = Exporter::askPath(this, name, folder);
    if (path.isEmpty()) return;
    Settings::rememberFolderOf(path);
    QString error;
    if (!(svg ? exportSvg(path, &error) : exportPng(path, &error)))
        QMessageBox::warning(this, tr("Export"), error);
    else
        m_status->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}
