// SPDX-License-Identifier: MIT
#include "sgtable/takebreakpanel.h"

#include "common/exporter.h"
#include "common/messagetext.h"
#include "common/presentation.h"
#include "common/theme.h"
#include "core/games/octal/octalwords.h"
#include "sgtable/octalplotview.h"
#include "sgtable/octalsequenceview.h"
#include "sgtable/sgtablemodel.h"

#include <QDir>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using grundy::takebreak::Certificate;
using grundy::takebreak::OctalCode;
using grundy::takebreak::OctalValues;

namespace {

/// The names of kNamedCodes, in the octal game's words.
const grundy::Phrase* phraseOf(std::string_view id) {
    if (id == "kayles") return &grundy::words::GameKayles;
    if (id == "dawson-kayles") return &grundy::words::GameDawsonKayles;
    if (id == "dawson-chess") return &grundy::words::GameDawsonChess;
    if (id == "grundys-game") return &grundy::words::GameGrundysGame;
    return nullptr;
}

QString number(std::size_t n) {
    return QLocale().toString(qulonglong(n));
}

/// The sequence grid's legend: a cell drawn as the grid draws it, then what it means.
class GridLegend : public QWidget {
public:
    enum class Kind { PrePeriod, FirstPeriod, Rare };
    struct Entry {
        Kind kind;
        QString text;
    };
    explicit GridLegend(QWidget* parent) : QWidget(parent) {
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    }
    void setEntries(QList<Entry> entries) {
        m_entries = std::move(entries);
        setVisible(!m_entries.isEmpty());
        updateGeometry();
        update();
    }
    const QList<Entry>& entries() const { return m_entries; }
    QSize sizeHint() const override {
        const int h = fontMetrics().height();
        int width = 0;
        for (const Entry& e : m_entries)
            width += h + 2 + 6 + 6 + fontMetrics().horizontalAdvance(e.text) + 2 * h;
        return {std::max(width - 2 * h - 6, 20), h + 8};
    }
    QSize minimumSizeHint() const override { return {20, fontMetrics().height() + 8}; }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        const int h = fontMetrics().height();
        const int edge = h + 2;
        int x = 0;
        const QColor cell = SgColorScale(4).color(2);
        for (const Entry& e : m_entries) {
            const QRect swatch(x, (height() - edge) / 2, edge + 6, edge);
            p.fillRect(swatch, cell);
            switch (e.kind) {
            case Kind::PrePeriod: {
                QColor hatch = SgColorScale::textColor(cell);
                hatch.setAlpha(90);
                p.fillRect(swatch, QBrush(hatch, Qt::BDiagPattern));
                break;
            }
            case Kind::FirstPeriod:
                p.setPen(QPen(palette().text().color(), presentation::lineWidth(this, 3)));
                p.setBrush(Qt::NoBrush);
                p.drawRect(swatch.adjusted(1, 1, -2, -2));
                break;
            case Kind::Rare: {
                const double w = std::max(2.0, presentation::lineWidth(this, 2.5));
                p.setPen(QPen(OctalPlotView::rareColour(palette()), w));
                p.setBrush(Qt::NoBrush);
                p.drawRect(QRectF(swatch).adjusted(w / 2 + 1, w / 2 + 1, -w / 2 - 1, -w / 2 - 1));
                break;
            }
            }
            x = swatch.right() + 6;
            const int w = fontMetrics().horizontalAdvance(e.text);
            p.setPen(palette().windowText().color());
            p.drawText(QRect(x, 0, std::max(0, width() - x), height()),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       fontMetrics().elidedText(e.text, Qt::ElideRight, std::max(0, width() - x)));
            x += w + 2 * h;
            if (x >= width()) break;
        }
    }

private:
    QList<Entry> m_entries;
};

QToolButton* toolButton(const QString& text, QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setText(text);
    return button;
}

} // namespace

TakeBreakPanel::TakeBreakPanel(QWidget* parent) : QWidget(parent) {
    m_codeLabel = new QLabel(this);
    m_code = new QLineEdit(QStringLiteral("0.77"), this);
    m_code->setObjectName(QStringLiteral("takeBreakCodeEdit"));
    m_codeLabel->setBuddy(m_code);
    m_examples = new QToolButton(this);
    m_examples->setObjectName(QStringLiteral("takeBreakExamples"));
    m_examples->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_examples);
    for (const grundy::takebreak::NamedCode& named : grundy::takebreak::kNamedCodes) {
        const QString code = QString::fromUtf8(named.code.data(), qsizetype(named.code.size()));
        QAction* action = menu->addAction(QString(), this, [this, code] { showCode(code); });
        action->setData(code);
    }
    m_examples->setMenu(menu);
    m_heapsLabel = new QLabel(this);
    m_heaps = new QSpinBox(this);
    m_heaps->setObjectName(QStringLiteral("takeBreakHeaps"));
    m_heaps->setRange(1, kMaxHeaps);
    m_heaps->setValue(1000);
    m_heaps->setGroupSeparatorShown(true);
    m_heaps->setSingleStep(1000);
    m_heapsLabel->setBuddy(m_heaps);
    m_show = new QPushButton(this);
    m_show->setDefault(true);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    theme::useWarningColor(m_problem);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_cancel = new QPushButton(this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sequenceCaption = new QLabel(this);
    m_sequenceCaption->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_sequenceLegend = new GridLegend(this);
    m_sequence = new OctalSequenceView(this);
    m_plotCaption = new QLabel(this);
    m_plotCaption->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_zoomOut = toolButton(QStringLiteral("\u2212"), this);
    m_zoomIn = toolButton(QStringLiteral("+"), this);
    m_fit = toolButton(QString(), this);
    m_exportPng = new QPushButton(this);
    m_exportSvg = new QPushButton(this);
    m_plot = new OctalPlotView(this);
    m_rareNote = new QLabel(this);
    m_rareNote->setWordWrap(true);
    m_rareNote->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* inputs = new QHBoxLayout;
    inputs->addWidget(m_codeLabel);
    inputs->addWidget(m_code, 1);
    inputs->addWidget(m_examples);
    inputs->addSpacing(12);
    inputs->addWidget(m_heapsLabel);
    inputs->addWidget(m_heaps);
    inputs->addWidget(m_show);
    auto* progress = new QHBoxLayout;
    progress->addWidget(m_progress, 1);
    progress->addWidget(m_cancel);

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_sequenceCaption);
    // The grid's legend; for Grundy's game, what a rare value is beside it.
    auto* legendRow = new QHBoxLayout;
    legendRow->addWidget(m_sequenceLegend, 0, Qt::AlignTop);
    legendRow->addWidget(m_rareNote, 1);
    topLayout->addLayout(legendRow);
    auto* area = new QScrollArea(top);
    area->setWidget(m_sequence);
    area->setWidgetResizable(false);
    area->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    area->setMinimumHeight(60);
    topLayout->addWidget(area, 1);

    auto* bottom = new QWidget(this);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    auto* plotBar = new QHBoxLayout;
    plotBar->addWidget(m_plotCaption, 1);
    plotBar->addWidget(m_zoomOut);
    plotBar->addWidget(m_zoomIn);
    plotBar->addWidget(m_fit);
    plotBar->addSpacing(12);
    plotBar->addWidget(m_exportPng);
    plotBar->addWidget(m_exportSvg);
    bottomLayout->addLayout(plotBar);
    bottomLayout->addWidget(m_plot, 1);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->addWidget(top);
    m_splitter->addWidget(bottom);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setSizes({2000, 3000}); // scaled to the height it gets: 2 : 3

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(inputs);
    layout->addWidget(m_problem);
    layout->addLayout(progress);
    layout->addWidget(m_summary);
    layout->addWidget(m_splitter, 1);

    connect(m_show, &QPushButton::clicked, this, &TakeBreakPanel::compute);
    connect(m_code, &QLineEdit::returnPressed, this, &TakeBreakPanel::compute);
    connect(m_cancel, &QPushButton::clicked, this, &TakeBreakPanel::cancel);
    connect(m_zoomIn, &QToolButton::clicked, m_plot, &OctalPlotView::zoomIn);
    connect(m_zoomOut, &QToolButton::clicked, m_plot, &OctalPlotView::zoomOut);
    connect(m_fit, &QToolButton::clicked, m_plot, &OctalPlotView::fit);
    connect(m_exportPng, &QPushButton::clicked, this, [this] { exportInteractive(false); });
    connect(m_exportSvg, &QPushButton::clicked, this, [this] { exportInteractive(true); });
    connect(m_plot, &OctalPlotView::hovered, this, [this](const QString& text) {
        m_statusText = text;
        showPlotLine();
    });
    setBusy(false);
    retranslate();
    compute();
}

TakeBreakPanel::~TakeBreakPanel() {
    if (m_job) m_job->stop.request_stop(); // m_threads then waits for the worker
    m_job.reset();
}

QString TakeBreakPanel::nameOf(const OctalCode& code) const {
    const QString text = QString::fromStdString(code.text());
    for (const grundy::takebreak::NamedCode& named : grundy::takebreak::kNamedCodes)
        if (named.code == code.text())
            if (const grundy::Phrase* phrase = phraseOf(named.id))
                return tr("%1 (%2)").arg(MessageText::format(*phrase), text);
    return text;
}

void TakeBreakPanel::showCode(const QString& code) {
    m_code->setText(code);
    compute();
}

void TakeBreakPanel::compute() {
    std::optional<OctalCode> code;
    try {
        code = grundy::takebreak::codeOrName(m_code->text().trimmed().toLower().toStdString());
    } catch (const grundy::InvalidPosition& e) {
        // A refused code is said under the field; the views keep what was shown.
        m_refusal = MessageText::text(e.message());
        updateTexts();
        return;
    }
    m_refusal.clear();
    if (m_job) m_job->stop.request_stop();
    m_job = std::make_shared<Job>();
    m_cancelled = false;
    m_asking = nameOf(*code);
    setBusy(true);
    updateTexts();
    const auto count = std::size_t(m_heaps->value());
    m_threads.start(QStringLiteral("octal values"), [this, job = m_job, code = *code, count] {
        Result result{code, {}, {}, count, 0, 0, 0, 0};
        run(job, code, count, result);
        if (job->stop.stop_requested()) return;
        QMetaObject::invokeMethod(
            this,
            [this, job, result = std::move(result)] {
                if (job == m_job) show(result);
            },
            Qt::QueuedConnection);
    });
}

// On the worker thread: the table grows, doubling, until the periodicity theorem proves a
// period or it holds the heaps asked for (at least kPeriodSearch, at most the code's limit):
// the search `grundy-cli sg octal` makes. Past the table, a proved period gives the values.
void TakeBreakPanel::run(const std::shared_ptr<Job>& job, OctalCode code, std::size_t count,
                         Result& result) {
    using grundy::takebreak::kPeriodSearch;
    const std::stop_token stop = job->stop.get_token();
    OctalValues values(code);
    const std::size_t limit = values.limit();
    const std::size_t target = std::max(std::min(kPeriodSearch, limit), std::min(count, limit));
    // The mex costs about n/2 steps a heap for each splitting digit; the sparse space and a
    // code without splits about the same for every heap.
    const bool quadratic = !code.isGrundysGame() && code.splittingDigits() > 0;
    const auto work = [quadratic](double n) { return quadratic ? n * n : n; };
    const grundy::TableProgress progress = [&](std::uint64_t done, std::uint64_t) {
        const int percent = int(100 * work(double(done)) / work(double(target)));
        // The panel outlives its workers (m_threads waits for them); a dropped job's
        // progress is ignored.
        postProgress(this, job->lastPercent, percent, [this, job](int posted) {
            if (job == m_job) m_progress->setValue(posted);
        });
        return !stop.stop_requested();
    };
    std::optional<Certificate> certificate;
    for (std::size_t size = std::min<std::size_t>(64, target);; size = std::min(2 * size, target)) {
        if (!values.growTo(size, progress) || stop.stop_requested()) return;
        certificate = values.certificate();
        if (certificate || size >= target) break;
    }
    const auto& table = values.table();
    const std::size_t shown = certificate ? count : std::min(count, table.size());
    auto out = std::make_shared<std::vector<std::uint16_t>>(shown);
    for (std::size_t n = 0; n < shown; ++n)
        (*out)[n] = n < table.size() ? table[n]
                                     : table[certificate->preperiod +
                                             (n - certificate->preperiod) % certificate->period];
    for (std::size_t n = 0; n < shown; ++n)
        if (grundy::takebreak::isRareValue((*out)[n])) {
            ++result.rareCount;
            result.lastRare = n;
        }
    result.values = std::move(out);
    result.certificate = certificate;
    result.searched = table.size();
    result.limit = limit;
}

void TakeBreakPanel::cancel() {
    if (!m_job) return;
    m_job->stop.request_stop();
    m_job.reset();
    m_cancelled = true;
    setBusy(false);
    updateTexts();
}

void TakeBreakPanel::show(const Result& result) {
    m_job.reset();
    m_shown = result;
    const bool rare = result.code.isGrundysGame();
    m_sequence->setSequence(result.values, result.certificate, rare);
    m_plot->setData(result.values, result.certificate, rare,
                    tr("Sprague\u2013Grundy values of %1, heaps 0 to %2")
                        .arg(nameOf(result.code))
                        .arg(number(result.values->size() - 1)));
    setBusy(false);
    updateTexts();
    emit computed();
}

void TakeBreakPanel::setBusy(bool busy) {
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    if (busy) m_progress->setValue(0);
    const bool shown = m_shown.has_value() && !busy;
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_exportPng, m_exportSvg, m_zoomIn, m_zoomOut, m_fit})
        w->setEnabled(shown);
}

QString TakeBreakPanel::summary() const {
    return m_summary->text();
}

QString TakeBreakPanel::problem() const {
    return m_refusal.isEmpty() ? QString() : m_problem->text();
}

QString TakeBreakPanel::rareNote() const {
    return m_shown && m_shown->code.isGrundysGame() ? m_rareNote->text() : QString();
}

QString TakeBreakPanel::statusText() const {
    return m_statusText;
}

void TakeBreakPanel::updateTexts() {
    m_problem->setVisible(!m_refusal.isEmpty());
    m_problem->setText(tr("This code cannot be shown: %1.").arg(m_refusal));
    const bool rare = m_shown && m_shown->code.isGrundysGame();
    m_rareNote->setVisible(rare);
    if (isComputing()) {
        m_summary->setText(tr("Computing the values of %1\u2026").arg(m_asking));
    } else if (m_cancelled) {
        m_summary->setText(
            tr("Cancelled: the values of %1 were not computed.").arg(m_asking) +
            (m_shown ? tr(" The page still shows %1.").arg(nameOf(m_shown->code)) : QString()));
    }
    if (!m_shown) {
        if (!isComputing() && !m_cancelled) m_summary->clear();
        m_sequenceCaption->setText(tr("G(n) of each heap n"));
        m_caption = tr("G(n) against n");
        showPlotLine();
        static_cast<GridLegend*>(m_sequenceLegend)->setEntries({});
        return;
    }
    const Result& r = *m_shown;
    const QString name = nameOf(r.code);
    const std::size_t count = r.values->size();
    if (!isComputing() && !m_cancelled) {
        QString text;
        if (const auto& c = r.certificate)
            text = tr("%1: period %2 from heap %3, proved (the theorem\u2019s check holds to heap "
                      "%4).")
                       .arg(name)
                       .arg(number(c->period))
                       .arg(number(c->preperiod))
                       .arg(number(c->checkedTo));
        else
            text = tr("%1: no period proved below %2.").arg(name, number(r.searched));
        if (!r.certificate && r.code.unequalSplits())
            text += tr(" The periodicity theorem does not cover splits into unequal heaps; whether "
                       "Grundy\u2019s game is ever periodic is an open question.");
        if (count < r.asked)
            text += tr(" The table of this code stops at %1 heaps (the work the page allows), so "
                       "the values stop there.")
                        .arg(number(r.limit));
        m_summary->setText(text);
    }
    const std::size_t gridded = m_sequence->shown();
    if (r.certificate && m_sequence->columns() == int(r.certificate->period))
        m_sequenceCaption->setText(tr("G(n) of each heap n: one period a row, starting at the heap "
                                      "on the left"));
    else
        m_sequenceCaption->setText(
            tr("G(n) of each heap n: %1 heaps a row, starting at the heap on the left")
                .arg(m_sequence->columns()));
    if (gridded < count)
        m_sequenceCaption->setText(
            m_sequenceCaption->text() +
            tr(" (heaps 0 to %1 of %2)").arg(number(gridded - 1), number(count)));
    QList<GridLegend::Entry> entries;
    if (const auto& c = r.certificate) {
        if (c->preperiod > 0)
            entries.append({GridLegend::Kind::PrePeriod,
                            tr("pre-period: heaps 0 to %1").arg(number(c->preperiod - 1))});
        entries.append({GridLegend::Kind::FirstPeriod,
                        tr("first period: heaps %1 to %2; the rest repeats it")
                            .arg(number(c->preperiod), number(c->preperiod + c->period - 1))});
    }
    if (rare) entries.append({GridLegend::Kind::Rare, QString()}); // the note beside it says it
    static_cast<GridLegend*>(m_sequenceLegend)->setEntries(entries);
    m_caption = tr("G(n) against n, heaps 0 to %1").arg(number(count - 1));
    showPlotLine();
    m_rareNote->setText(
        tr("Rare (pink): a value whose bits above the lowest hold an even number of ones (0, 1, "
           "6, 7, 10, 11, …), common otherwise. Only %1 of these %2 heaps are rare (the last "
           "at heap %3), and Grundy’s game is computed from them: the sparse space.")
            .arg(number(r.rareCount), number(count), number(r.lastRare)));
    m_rareNote->setToolTip(
        tr("The kind of a XOR follows the kinds of its parts: two values of the same kind XOR to "
           "a rare value, a rare and a common one to a common value. So the splits with a rare "
           "part, few since rare heaps are few, give every common value among a heap’s "
           "options, and only the rare values below them need the other splits."));
}

void TakeBreakPanel::showPlotLine() {
    m_plotCaption->setText(m_statusText.isEmpty() ? m_caption : m_statusText);
}

void TakeBreakPanel::exportInteractive(bool svg) {
    if (!m_shown) return;
    const QString text = QString::fromStdString(m_shown->code.text());
    QString stem;
    for (const grundy::takebreak::NamedCode& named : grundy::takebreak::kNamedCodes)
        if (named.code == m_shown->code.text())
            stem = QString::fromUtf8(named.id.data(), qsizetype(named.id.size()));
    if (stem.isEmpty()) {
        stem = QStringLiteral("octal-") + text;
        stem.replace(QLatin1Char('.'), QLatin1Char('_'))
            .replace(QLatin1Char('!'), QLatin1Char('u'));
    }
    const QString name = QStringLiteral("%1-sg-%2.%3")
                             .arg(stem)
                             .arg(m_shown->values->size())
                             .arg(svg ? "svg" : "png");
    Exporter::askAndSave(this, name, [this, svg](const QString& path, QString* error) {
        const bool ok = svg ? m_plot->exportSvg(path, error) : m_plot->exportPng(path, error);
        if (ok) {
            m_statusText = tr("Saved %1").arg(QDir::toNativeSeparators(path));
            showPlotLine();
        }
        return ok;
    });
}

void TakeBreakPanel::retranslate() {
    m_codeLabel->setText(tr("Octal &code:"));
    m_code->setToolTip(tr("An octal code such as 0.77 (Kayles), 0.07, 0.137 or 4!.0 (Grundy\u2019s "
                          "game), or a name: kayles, dawson-kayles, dawson-chess, grundys-game"));
    m_examples->setText(tr("E&xamples"));
    m_examples->setToolTip(tr("Codes with a name"));
    for (QAction* action : m_examples->menu()->actions()) {
        const std::string code = action->data().toString().toStdString();
        action->setText(nameOf(OctalCode::parse(code)));
    }
    m_heapsLabel->setText(tr("&Heaps:"));
    m_heaps->setToolTip(tr("How many heaps to show, 0 to N \u2212 1: the grid shows the first "
                           "%1, the plot all of them (up to %2)")
                            .arg(number(OctalSequenceView::kMaxCells), number(kMaxHeaps)));
    m_show->setText(tr("Sho&w"));
    m_cancel->setText(tr("Cancel"));
    m_zoomIn->setToolTip(tr("Zoom in on the heaps (+, mouse wheel; Ctrl+wheel zooms the values)"));
    m_zoomOut->setToolTip(tr("Zoom out (\u2212, mouse wheel)"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Show every heap (Home, double click); drag the plot to move it"));
    m_exportPng->setText(tr("Export PNG\u2026"));
    m_exportPng->setToolTip(tr("Save the plot as it is zoomed as a PNG image"));
    m_exportSvg->setText(tr("Export SVG\u2026"));
    m_exportSvg->setToolTip(tr("Save the plot as it is zoomed as an SVG drawing"));
    updateTexts();
}

void TakeBreakPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}
