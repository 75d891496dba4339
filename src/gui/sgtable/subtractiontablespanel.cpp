// SPDX-License-Identifier: MIT
#include "sgtable/subtractiontablespanel.h"

#include "common/theme.h"
#include "sgtable/sgsequenceview.h"
#include "sgtable/twoheaptableview.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

using grundy::subtraction::Period;
using grundy::subtraction::Set;
using grundy::subtraction::SgSequence;

namespace {

QScrollArea* scrolled(QWidget* content, QWidget* parent) {
    auto* area = new QScrollArea(parent);
    area->setWidget(content);
    area->setWidgetResizable(false);
    area->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return area;
}

} // namespace

SubtractionTablesPanel::SubtractionTablesPanel(QWidget* parent) : QWidget(parent) {
    m_setLabel = new QLabel(this);
    m_set = new QLineEdit(QStringLiteral("1,3,4"), this);
    m_set->setObjectName(QStringLiteral("subtractionSetEdit"));
    m_setLabel->setBuddy(m_set);
    m_heapsLabel = new QLabel(this);
    m_heaps = new QSpinBox(this);
    m_heaps->setRange(10, 100000);
    m_heaps->setValue(100);
    m_heapsLabel->setBuddy(m_heaps);
    m_show = new QPushButton(this);
    m_show->setDefault(true);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    theme::useWarningColor(m_problem);
    m_sequenceCaption = new QLabel(this);
    m_twoHeapCaption = new QLabel(this);
    m_sequence = new SgSequenceView(this);
    m_twoHeaps = new TwoHeapTableView(this);

    auto* inputs = new QGridLayout;
    inputs->addWidget(m_setLabel, 0, 0);
    inputs->addWidget(m_set, 0, 1);
    inputs->addWidget(m_heapsLabel, 0, 2);
    inputs->addWidget(m_heaps, 0, 3);
    inputs->addWidget(m_show, 0, 4);
    inputs->setColumnStretch(1, 1);
    auto* tables = new QGridLayout;
    tables->addWidget(m_sequenceCaption, 0, 0);
    tables->addWidget(m_twoHeapCaption, 0, 1);
    tables->addWidget(scrolled(m_sequence, this), 1, 0);
    tables->addWidget(scrolled(m_twoHeaps, this), 1, 1);
    tables->setColumnStretch(0, 1);
    tables->setColumnStretch(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(inputs);
    layout->addWidget(m_problem);
    layout->addWidget(m_summary);
    layout->addLayout(tables, 1);

    connect(m_show, &QPushButton::clicked, this, &SubtractionTablesPanel::compute);
    connect(m_set, &QLineEdit::returnPressed, this, &SubtractionTablesPanel::compute);
    retranslate();
    compute();
}

SubtractionTablesPanel::~SubtractionTablesPanel() {
    ++m_job; // a result still on its way is for nobody
}

void SubtractionTablesPanel::compute() {
    const int job = ++m_job;
    QString text = m_set->text();
    text.remove(QLatin1Char(' '));
    const std::optional<Set> set = Set::parse(text.toStdString());
    m_refused = !set;
    if (!set) {
        m_badSet = m_set->text();
        m_computing = false;
        updateSummary();
        return;
    }
    m_computing = true;
    updateSummary();
    const auto count = std::size_t(m_heaps->value());
    m_threads.start(QStringLiteral("SG sequence"), [this, job, set = *set, count] {
        // Within the table's limit values() cannot throw: a set of many numbers has a table
        // shorter than the 10^5 heaps the field allows, and shows that many.
        SgSequence sg(set);
        Result result{set, sg.values(std::min(count, sg.limit())), sg.period()};
        QMetaObject::invokeMethod(
            this,
            [this, job, result = std::move(result)] {
                if (job == m_job) show(result);
            },
            Qt::QueuedConnection);
    });
}

void SubtractionTablesPanel::show(const Result& result) {
    m_computing = false;
    m_shown = result;
    m_sequence->setSequence(result.values, result.period);
    m_twoHeaps->setValues(result.values);
    updateSummary();
    emit computed();
}

QString SubtractionTablesPanel::summary() const {
    return m_summary->text();
}

QString SubtractionTablesPanel::problem() const {
    return m_refused ? m_problem->text() : QString();
}

void SubtractionTablesPanel::updateSummary() {
    // A refused set is said under the field; the tables keep the last set shown.
    m_problem->setVisible(m_refused);
    m_problem->setText(tr("\"%1\" is not a subtraction set: write the takes separated by "
                          "commas (1,3,4), or powers-of-two, or fibonacci.")
                           .arg(m_badSet));
    if (m_computing) return m_summary->setText(tr("Computing the SG values…"));
    if (!m_shown) return m_summary->setText({});
    const QString set = QString::fromStdString(m_shown->set.text());
    const std::optional<Period>& period = m_shown->period;
    if (period && period->start == 0)
        m_summary->setText(tr("S = %1: the SG values repeat with period %2 from heap 0 (the "
                              "first period is framed).")
                               .arg(set)
                               .arg(period->length));
    else if (period)
        m_summary->setText(tr("S = %1: heaps 0 to %2 are the pre-period (hatched); from heap %3 "
                              "the SG values repeat with period %4 (the first period is framed).")
                               .arg(set)
                               .arg(period->start - 1)
                               .arg(period->start)
                               .arg(period->length));
    else if (m_shown->set.kind() == Set::Kind::Fibonacci)
        m_summary->setText(tr("S = fibonacci: the SG values have no period; these are the values "
                              "of the first %1 heaps.")
                               .arg(m_shown->values.size()));
    else
        m_summary->setText(tr("S = %1: no period within the first %2 heaps.")
                               .arg(set)
                               .arg(grundy::subtraction::tableLimit(m_shown->set)));
}

void SubtractionTablesPanel::retranslate() {
    m_setLabel->setText(tr("Set &S:"));
    m_set->setToolTip(tr("The takes a move may make: numbers separated by commas (1,3,4), "
                         "powers-of-two, or fibonacci"));
    m_heapsLabel->setText(tr("&Heaps:"));
    m_show->setText(tr("Sho&w"));
    m_sequenceCaption->setText(tr("SG value of one heap (rows start at the heap on the left)"));
    m_twoHeapCaption->setText(tr("Two heaps a and b: SG(a) XOR SG(b); 0 (orange) loses"));
    updateSummary();
}

void SubtractionTablesPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}
