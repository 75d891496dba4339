// SPDX-License-Identifier: MIT
#include "sgtable/sgtablecomputer.h"

#include "sgtable/sgtablemodel.h"

#include <QThread>

#include <cmath>

using grundy::wythoff::SgTable;

namespace {

// Share of the progress bar for the Wythoff fill; the two colour images take the rest.
constexpr double kFillShare = 0.7;

} // namespace

SgTableComputer::SgTableComputer(QObject* parent) : QObject(parent) {}

SgTableComputer::~SgTableComputer() {
    if (m_job) m_job->cancelled = true;
    for (QThread* thread : m_threads) {
        thread->wait();
        delete thread;
    }
}

void SgTableComputer::start(int n) {
    cancel();
    m_job = std::make_shared<Job>();
    m_size = n;
    m_progress = 0;
    emit progressChanged(0);
    QThread* thread = QThread::create(&SgTableComputer::run, this, m_job, n, m_hook);
    thread->setObjectName(QStringLiteral("SG table %1").arg(n));
    m_threads.push_back(thread);
    connect(thread, &QThread::finished, this, [this, thread] {
        std::erase(m_threads, thread);
        thread->deleteLater();
    });
    thread->start(QThread::LowPriority);
}

void SgTableComputer::cancel() {
    if (!m_job) return;
    m_job->cancelled = true;
    m_job.reset();
    emit cancelled();
}

// On the worker thread. Everything it touches is its own until the result is posted.
void SgTableComputer::run(std::shared_ptr<Job> job, int n, RowHook hook) {
    const std::size_t size = std::size_t(n);
    std::optional<SgTable> table = SgTable::compute(size, [&](std::size_t rows) {
        if (hook) hook(rows);
        report(job, int(100 * kFillShare * SgTable::fractionDone(size, rows)));
        return !job->cancelled;
    });
    if (!table) return;
    const SgColorScale scale(SgTables::maxValue(*table));
    QImage images[2];
    for (int i = 0; i < 2; ++i) {
        const double base = kFillShare + (1 - kFillShare) * i / 2;
        images[i] = SgTables::makeImage(
            *table, i ? SgTableKind::Nim : SgTableKind::Wythoff, scale, [&](int rows) {
                report(job, int(100 * (base + (1 - kFillShare) * rows / (2.0 * n))));
                return bool(job->cancelled);
            });
        if (job->cancelled) return;
    }
    deliver(job, std::make_shared<const SgTables>(std::move(*table), std::move(images[0]),
                                                  std::move(images[1]), scale));
}

// Posts the percentage when it changes; the GUI side ignores jobs it has dropped.
void SgTableComputer::report(const std::shared_ptr<Job>& job, int percent) {
    if (percent == job->lastPercent) return;
    job->lastPercent = percent;
    QMetaObject::invokeMethod(
        this,
        [this, job, percent] {
            if (job != m_job) return;
            m_progress = percent;
            emit progressChanged(percent);
        },
        Qt::QueuedConnection);
}

void SgTableComputer::deliver(const std::shared_ptr<Job>& job,
                              std::shared_ptr<const SgTables> tables) {
    QMetaObject::invokeMethod(
        this,
        [this, job, tables = std::move(tables)] {
            if (job != m_job) return;
            m_job.reset();
            m_progress = 100;
            emit progressChanged(100);
            emit finished(tables);
        },
        Qt::QueuedConnection);
}
