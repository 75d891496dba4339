// SPDX-License-Identifier: MIT
#include "grid/gridpanel.h"

#include "boards/movemarks.h"
#include "common/exporter.h"
#include "common/lineedits.h"
#include "common/presentation.h"
#include "common/textlines.h"
#include "common/theme.h"
#include "core/base/natural.h"
#include "grid/wythoffgridview.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <tuple>

namespace {

/// `text` with its closing bracketed part held on one line: "(13 px per cell)" broke
/// inside its brackets, and the Chinese "（每格 13 像素）" between 像 and 素. Spaces there
/// become no-break spaces, and a word joiner goes beside each Chinese character.
QString bracketOnOneLine(const QString& text) {
    const qsizetype open = std::max(text.lastIndexOf(QLatin1Char('(')), text.lastIndexOf(QChar(0xFF08)));
    if (open < 0) return text;
    const auto chinese = [](QChar c) { return c.unicode() >= 0x2E80; };
    QString tail;
    for (qsizetype i = open; i < text.size(); ++i) {
        const QChar c = text[i];
        if (i > open && (chinese(c) || chinese(text[i - 1]))) tail += QChar(0x2060);
        tail += c == QLatin1Char(' ') ? QChar(0x00A0) : c;
    }
    return text.left(open) + tail;
}

QLineEdit* digitEdit(QWidget* parent) {
    auto* edit = new QLineEdit(parent);
    edit->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]*")), edit));
    enableClearButtonOnFirstEdit(edit);
    return edit;
}

QToolButton* toolButton(const QString& text, QWidget* parent) {
    // Framed like "Back to the game" beside them: raised only under the pointer, − + and
    // Export read as plain text, and a teacher did not see that they could be clicked.
    auto* button = new QToolButton(parent);
    button->setText(text);
    return button;
}

/// A checkable action and its checkbox, kept in step with each other and with the view
/// (setChecked does not re-emit a value it already has, so the connections cannot loop).
void bindToggle(QAction* action, QCheckBox* box, WythoffGridView* view,
                void (WythoffGridView::*set)(bool), void (WythoffGridView::*changed)(bool)) {
    action->setCheckable(true);
    QObject::connect(action, &QAction::toggled, view, set);
    QObject::connect(box, &QCheckBox::toggled, action, &QAction::setChecked);
    QObject::connect(view, changed, box, &QCheckBox::setChecked);
    QObject::connect(view, changed, action, &QAction::setChecked);
}

} // namespace

GridPanel::GridPanel(QWidget* parent)
    : QWidget(parent), m_view(new WythoffGridView(this)), m_showP(new QAction(this)),
      m_showLines(new QAction(this)), m_showWins(new QAction(this)),
      m_exportPngAction(new QAction(this)), m_exportSvgAction(new QAction(this)),
      m_showPBox(new QCheckBox(this)), m_showLinesBox(new QCheckBox(this)),
      m_showWinsBox(new QCheckBox(this)), m_zoomIn(toolButton(QStringLiteral("+"), this)),
      m_zoomOut(toolButton(QStringLiteral("\u2212"), this)), m_export(toolButton({}, this)),
      m_goA(digitEdit(this)), m_goB(digitEdit(this)), m_go(new QPushButton(this)),
      m_back(new QPushButton(this)), m_goMessage(new QLabel(this)), m_legend(new QLabel(this)),
      m_status(new QLabel(this)), m_showLabel(new QLabel(this)), m_goToLabel(new QLabel(this)) {
    bindToggle(m_showP, m_showPBox, m_view, &WythoffGridView::setShowPPositions,
               &WythoffGridView::showPPositionsChanged);
    bindToggle(m_showLines, m_showLinesBox, m_view, &WythoffGridView::setShowPhiLines,
               &WythoffGridView::showPhiLinesChanged);
    bindToggle(m_showWins, m_showWinsBox, m_view, &WythoffGridView::setShowWinningMoves,
               &WythoffGridView::showWinningMovesChanged);
    auto* exportMenu = new QMenu(m_export);
    exportMenu->addAction(m_exportPngAction);
    exportMenu->addAction(m_exportSvgAction);
    m_export->setMenu(exportMenu);
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setToolButtonStyle(Qt::ToolButtonTextOnly);
    theme::useWarningColor(m_goMessage);
    m_goMessage->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Two lines always, so hovering never resizes the grid; longer text is in the tooltip.
    m_status->setWordWrap(true);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);

    // A grid, so that the last switch can go on a line of its own (see applySizes).
    auto* toggles = new QGridLayout;
    toggles->setObjectName(QStringLiteral("toggles"));
    toggles->addWidget(m_showLabel, 0, 0);
    toggles->addWidget(m_showPBox, 0, 1);
    toggles->addWidget(m_showLinesBox, 0, 2);
    toggles->setColumnStretch(4, 1);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_zoomOut);
    controls->addWidget(m_zoomIn);
    controls->addWidget(m_back);
    controls->addStretch();
    controls->addWidget(m_export);
    auto* goTo = new QHBoxLayout;
    goTo->addWidget(m_goToLabel);
    goTo->addWidget(m_goA, 1);
    goTo->addWidget(m_goB, 1);
    goTo->addWidget(m_go);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(toggles);
    layout->addLayout(controls);
    layout->addLayout(goTo);
    layout->addWidget(m_goMessage);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_legend);
    layout->addWidget(m_status);
    m_goMessage->hide();
    m_status->installEventFilter(this);
    applySizes();

    connect(m_exportPngAction, &QAction::triggered, this, [this] { exportInteractive(false); });
    connect(m_exportSvgAction, &QAction::triggered, this, [this] { exportInteractive(true); });
    connect(m_zoomIn, &QToolButton::clicked, m_view, &WythoffGridView::zoomIn);
    connect(m_zoomOut, &QToolButton::clicked, m_view, &WythoffGridView::zoomOut);
    connect(m_back, &QPushButton::clicked, m_view, &WythoffGridView::backToGame);
    connect(m_go, &QPushButton::clicked, this, &GridPanel::goToTyped);
    connect(m_goA, &QLineEdit::returnPressed, this, &GridPanel::goToTyped);
    connect(m_goB, &QLineEdit::returnPressed, this, &GridPanel::goToTyped);
    connect(m_view, &WythoffGridView::cellHovered, this,
            [this](const grundy::Natural& a, const grundy::Natural& b) {
                setSubject(StatusSubject::Hovered, std::pair{a, b});
            });
    // The keyboard cursor names its cell as the pointer does, while the keys are in use.
    // setPosition moves the cursor too: whatever the line names, it is written afresh.
    connect(m_view, &WythoffGridView::cursorMoved, this, [this] {
        if (m_view->hasFocus())
            setSubject(StatusSubject::Cursor);
        else
            refreshStatus();
    });
    connect(m_view, &WythoffGridView::hoverLeft, this, [this] { setSubject(StatusSubject::View); });
    connect(m_view, &WythoffGridView::viewChanged, this, &GridPanel::refreshStatus);
    connect(m_view, &WythoffGridView::viewChanged, this, [this] {
        m_zoomIn->setEnabled(m_view->canZoomIn());
        m_zoomOut->setEnabled(m_view->canZoomOut());
    });
    connect(m_view, &WythoffGridView::showPPositionsChanged, this, &GridPanel::updateLegend);
    connect(m_view, &WythoffGridView::cursorMoved, this, &GridPanel::updateLegend); // the play
    connect(m_view, &WythoffGridView::showPhiLinesChanged, this, &GridPanel::updateLegend);
    connect(m_view, &WythoffGridView::showWinningMovesChanged, this, &GridPanel::updateLegend);
    connect(&MoveValuesSwitch::instance(), &MoveValuesSwitch::changed, this,
            &GridPanel::updateLegend);
    retranslate(); // and the status line and the legend
}

void GridPanel::retranslate() {
    m_showP->setText(tr("Show P-p&ositions"));
    m_showLines->setText(tr("Show φ l&ines"));
    m_showWins->setText(tr("Show &winning moves"));
    m_exportPngAction->setText(tr("Export Grid as &PNG\u2026"));
    m_exportSvgAction->setText(tr("Export Grid as &SVG\u2026"));
    m_showPBox->setText(tr("P-positions"));
    m_showLinesBox->setText(tr("φ lines"));
    m_showWinsBox->setText(tr("winning moves"));
    for (const auto& [action, box] : {std::pair{m_showP, m_showPBox},
                                      {m_showLines, m_showLinesBox},
                                      {m_showWins, m_showWinsBox}})
        // The box reads "Show: <what>" on screen; the full name for screen readers.
        box->setAccessibleName(QString(action->text()).remove(QLatin1Char('&')));
    m_zoomIn->setToolTip(tr("Zoom in (+)"));
    m_zoomOut->setToolTip(tr("Zoom out (\u2212)"));
    // The zoom buttons show symbols and the fields only placeholders: they get names.
    m_view->setAccessibleName(tr("Wythoff grid"));
    m_zoomIn->setAccessibleName(tr("Zoom in"));
    m_zoomOut->setAccessibleName(tr("Zoom out"));
    m_goA->setAccessibleName(tr("Pile A to go to"));
    m_goB->setAccessibleName(tr("Pile B to go to"));
    m_export->setText(tr("Export"));
    m_export->setToolTip(tr("Save the grid as it looks, with its legend"));
    m_goA->setPlaceholderText(tr("pile A"));
    m_goB->setPlaceholderText(tr("pile B"));
    m_go->setText(tr("Go"));
    m_back->setText(tr("Back to the game"));
    m_back->setToolTip(tr("Show the game's position and its moves (Home)"));
    m_showLabel->setText(tr("Show:"));
    m_goToLabel->setText(tr("Go to position:"));
    m_goMessage->hide(); // a refusal in the old language is no longer worth reading
    refreshStatus();
    updateLegend();
    applyAvailability(); // the switches' tooltips, or why they are off
}

void GridPanel::applySizes() {
    const double scale = presentation::scale(this);
    // In presentation mode the switches take two lines: on one, with the large text, the
    // panel was the widest part of a window that must fit a 1024-pixel projector.
    if (auto* toggles = layout()->findChild<QGridLayout*>(QStringLiteral("toggles"))) {
        toggles->removeWidget(m_showWinsBox);
        if (scale > 1)
            toggles->addWidget(m_showWinsBox, 1, 1, 1, 2);
        else
            toggles->addWidget(m_showWinsBox, 0, 3);
    }
    const int margin = int(std::lround(4 * scale));
    layout()->setContentsMargins(margin, margin, margin, margin);
    // The label's own font: children have theirs before the panel hears of the change.
    m_status->setFixedHeight(textlines::height(m_status, 2) + 2);
}

void GridPanel::changeEvent(QEvent* e) {
    QWidget::changeEvent(e);
    if (e->type() == QEvent::LanguageChange) {
        // Another language may set its lines in a taller font (textlines.h).
        applySizes();
        retranslate();
    }
    // The legend names the view's colours; the view hears of the new palette after the
    // panel, so the legend is remade once every widget has it.
    if (e->type() == QEvent::PaletteChange)
        QMetaObject::invokeMethod(this, &GridPanel::updateLegend, Qt::QueuedConnection);
    if (e->type() == QEvent::FontChange) {
        applySizes();
        fitStatus();
        // The rows' own layouts keep their cached size hints until the posted layout
        // request; drop them now so that sizeHint() answers for the new font at once.
        for (QLayout* row : layout()->findChildren<QLayout*>())
            row->invalidate();
        updateGeometry();
    }
}

bool GridPanel::eventFilter(QObject* watched, QEvent* e) {
    // Shown again at the same size, a line set while hidden is fitted too (no resize).
    if (watched == m_status && (e->type() == QEvent::Resize || e->type() == QEvent::Show))
        fitStatus();
    return QWidget::eventFilter(watched, e);
}

QString GridPanel::goToMessage() const {
    return m_goMessage->isHidden() ? QString() : m_goMessage->text();
}

bool GridPanel::exportPng(const QString& path, QString* error) const {
    return m_view->exportPng(path, error);
}

bool GridPanel::exportSvg(const QString& path, QString* error) const {
    return m_view->exportSvg(path, error);
}

void GridPanel::exportInteractive(bool svg) {
    const QString name =
        svg ? QStringLiteral("wythoff-grid.svg") : QStringLiteral("wythoff-grid.png");
    Exporter::askAndSave(this, name, [this, svg](const QString& path, QString* error) {
        return svg ? exportSvg(path, error) : exportPng(path, error);
    });
}

QString GridPanel::statusText() const {
    return m_status->text();
}

void GridPanel::goToTyped() {
    // The validators stop most typing mistakes, but pasted or programmatic text is not
    // validated, so parse again and say which field is wrong.
    const auto a = grundy::parseNatural(m_goA->text().trimmed().toStdString());
    const auto b = grundy::parseNatural(m_goB->text().trimmed().toStdString());
    QString problem;
    if (!a && !b)
        problem = tr("Type both piles as whole numbers, like 12 and 20.");
    else if (!a)
        problem = tr("Pile A must be a whole number (digits only).");
    else if (!b)
        problem = tr("Pile B must be a whole number (digits only).");
    m_goMessage->setText(problem);
    m_goMessage->setVisible(!problem.isEmpty());
    if (!problem.isEmpty()) {
        (a ? m_goB : m_goA)->setFocus();
        return;
    }
    m_view->goTo(*a, *b);
    m_view->setFocus();
}

void GridPanel::setSubject(StatusSubject subject,
                           std::optional<std::pair<grundy::Natural, grundy::Natural>> cell) {
    m_subject = subject;
    m_hoveredCell = std::move(cell);
    refreshStatus();
}

void GridPanel::refreshStatus() {
    // The cursor is named only while the grid has the keys; after that the view's range.
    if (m_subject == StatusSubject::Cursor && !m_view->hasFocus()) m_subject = StatusSubject::View;
    switch (m_subject) {
    case StatusSubject::Hovered:
        setStatus(m_view->describeCell(m_hoveredCell->first, m_hoveredCell->second));
        break;
    case StatusSubject::Cursor:
        setStatus(m_view->describeCell(m_view->cursorCell().first, m_view->cursorCell().second));
        break;
    case StatusSubject::View:
        showViewRange();
        break;
    }
}

void GridPanel::showViewRange() {
    const auto last = [](const grundy::Natural& first, int count) {
        return QString::fromStdString(grundy::toString(grundy::Natural(first + (count - 1))));
    };
    const QString firstA = QString::fromStdString(grundy::toString(m_view->firstColumn()));
    const QString firstB = QString::fromStdString(grundy::toString(m_view->firstRow()));
    const QString lastA = last(m_view->firstColumn(), m_view->visibleColumns());
    const QString lastB = last(m_view->firstRow(), m_view->visibleRows());
    if (m_view->cellsPerBlock() > 1)
        setStatus(bracketOnOneLine(tr("In view: A %1 to %2, B %3 to %4 (%5 × %5 cells per %6 px square)")
                                       .arg(firstA, lastA, firstB, lastB)
                                       .arg(m_view->cellsPerBlock())
                                       .arg(m_view->cellSize())));
    else
        setStatus(bracketOnOneLine(tr("In view: A %1 to %2, B %3 to %4 (%5 px per cell)")
                                       .arg(firstA, lastA, firstB, lastB)
                                       .arg(m_view->cellSize())));
}

void GridPanel::setStatus(const QString& text) {
    if (text == m_statusFull) return;
    m_statusFull = text;
    m_status->setToolTip(text);
    fitStatus();
}

QString GridPanel::abridgeNumbers(const QString& text, int keep) {
    // A plain scan: a regular expression is compiled on first use, at start-up.
    QString out;
    out.reserve(text.size());
    for (qsizetype at = 0; at < text.size();) {
        qsizetype end = at;
        while (end < text.size() && text[end] >= u'0' && text[end] <= u'9')
            ++end;
        if (end == at) {
            out += text[at++];
            continue;
        }
        const QStringView run = QStringView(text).mid(at, end - at);
        if (run.size() > 2 * keep + 1) {
            out += run.left(keep);
            out += QChar(0x2026);
            out += run.right(keep);
        } else {
            out += run;
        }
        at = end;
    }
    return out;
}

void GridPanel::fitStatus() {
    // A hidden line is fitted when shown (its show or resize event): not measured at
    // start-up, at a size it will not keep.
    if (!m_status->isVisible()) {
        m_status->setText(m_statusFull);
        return;
    }
    // Two lines always (the label's fixed height), so hovering never resizes the grid.
    const int width = m_status->contentsRect().width();
    const QFontMetrics fm = m_status->fontMetrics();
    const int twoLines = textlines::height(m_status, 2);
    const auto fits = [&](const QString& text) {
        return fm.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text).height() <=
               twoLines;
    };
    QString shown = m_statusFull;
    for (const int keep : {12, 8, 5, 3}) {
        if (width <= 0 || fits(shown)) break;
        shown = abridgeNumbers(m_statusFull, keep);
    }
    m_status->setText(shown);
}

void GridPanel::updateLegend() {
    const auto swatch = [](const QColor& colour, const QString& what,
                           QChar symbol = QChar(0x25a0)) {
        // Each item on one line (non-breaking spaces and hyphen: "P-position" would break
        // at its hyphen); the legend wraps between items when the dock is narrow or the
        // text large (presentation mode).
        QString text = what.toHtmlEscaped();
        text.replace(QLatin1Char(' '), QStringLiteral("&nbsp;"))
            .replace(QLatin1Char('-'), QChar(0x2011));
        return QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
            .arg(colour.name(QColor::HexArgb), QString(symbol), text);
    };
    const QColor highlight = palette().color(QPalette::Highlight);
    // The game's cell is ringed: a disc, where the cells one move away are squares.
    QStringList items{swatch(highlight, tr("game"), QChar(0x25cf)),
                      swatch(m_view->reachableColour(), tr("one move away")),
                      swatch(m_view->rayColour(), tr("moves"), QChar(0x2190))};
    // Striped, as the P-cells are (U+25A8 SQUARE WITH UPPER RIGHT TO LOWER LEFT FILL).
    if (m_view->showPPositions())
        items << swatch(m_view->pColour(),
                        m_view->play() == grundy::Convention::Misere ? tr("misère P-position")
                                                                     : tr("P-position"),
                        QChar(0x25a8));
    if (m_view->winningMovesShown())
        items << swatch(m_view->winColour(), tr("winning move"), QChar(0x25ef));
    // View → Move Values crosses the other cells one move away, as the boards do.
    if (WythoffGridView::moveValuesShown())
        items << swatch(movevalues::losingColor(palette()), tr("losing move"), QChar(0x2715));
    if (m_view->showPhiLines())
        items << swatch(m_view->lineColour(), tr("b = φ·a, b = a/φ"), QChar(0x2571));
    m_legend->setText(items.join(QStringLiteral("&nbsp;&nbsp; ")));
    m_legend->setWordWrap(true);
}

void GridPanel::setAvailable(bool available, QAction* toggle) {
    m_available = available;
    m_toggle = toggle;
    applyAvailability();
}

void GridPanel::applyAvailability() {
    const QString why =
        m_available ? QString()
                    : tr("The Wythoff grid shows the positions of Wythoff's game: start a game of "
                         "Wythoff's game to use it.");
    for (QAction* a : {m_toggle.data(), m_exportPngAction, m_exportSvgAction, m_showP, m_showLines,
                       m_showWins}) {
        if (!a) continue;
        a->setEnabled(m_available);
        a->setStatusTip(why);
        a->setToolTip(why); // empty: the action's text
        // A disabled menu item shows no status tip: its menu shows the tooltip instead.
        for (QObject* o : a->associatedObjects())
            if (auto* menu = qobject_cast<QMenu*>(o)) menu->setToolTipsVisible(true);
    }
    // What each switch does: on its box always, on its action while the grid is in use.
    const std::tuple<QAction*, QCheckBox*, QString> switches[] = {
        {m_showP, m_showPBox, tr("Mark every P-position in view and the winning moves")},
        {m_showLines, m_showLinesBox,
         tr("Draw the lines b = φ·a and b = a/φ: every P-position lies close to one")},
        {m_showWins, m_showWinsBox, tr("Mark the winning moves from the game's position")}};
    for (const auto& [action, box, tip] : switches) {
        if (m_available) action->setToolTip(tip);
        box->setToolTip(tip);
    }
}
