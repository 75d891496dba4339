// SPDX-License-Identifier: MIT
#include "sgtable/sgtablecomputer.h"

#include "sgtable/sgtablecache.h"
#include "sgtable/sgtablemodel.h"

#include <cmath>

using grundy::wythoff::SgTable;

namespace {

// Share of the progress bar for the Wythoff fill; the two colour images take the rest.
constexpr double kFillShare = 0.7;

} // namespace

SgTableComputer::SgTableComputer(std::shared_ptr<SgTableCache> cache, QObject* parent)
    : QObject(parent), m_cache(std::move(cache)) {
    connect(m_cache.get(), &SgTableCache::tableReady, this, &SgTableComputer::onTableReady);
    connect(m_cache.get(), &SgTableCache::progressChanged, this, &SgTableComputer::onFillProgress);
}

SgTableComputer::~SgTableComputer() {
    if (m_job) m_job->stop.request_stop();
    m_cache->release(this); // m_threads then waits for the workers
}

void SgTableComputer::start(int n) {
    cancel();
    m_job = std::make_shared<Job>();
    m_size = n;
    setProgress(0);
    if (auto table = m_cache->require(this, n)) paintImages(std::move(table));
}

void SgTableComputer::cancel() {
    if (!m_job) return;
    m_job->stop.request_stop();
    m_job.reset();
    m_cache->release(this);
    emit cancelled();
}

void SgTableComputer::setProgress(int percent) {
    m_progress = percent;
    emit progressChanged(percent);
}

void SgTableComputer::onFillProgress(int percent) {
    if (m_job && !m_job->painting) setProgress(int(kFillShare * percent));
}

void SgTableComputer::onTableReady(const std::shared_ptr<const SgTable>& table) {
    if (m_job && !m_job->painting && table->size() >= std::size_t(m_size)) paintImages(table);
}

void SgTableComputer::paintImages(std::shared_ptr<const SgTable> table) {
    m_job->painting = true;
    m_threads.start(
        QStringLiteral("SG images %1").arg(m_size),
        [this, job = m_job, table = std::move(table), n = m_size] { run(job, table, n); });
}

// On the worker thread. The images are its own until the result is posted; the table is
// shared read-only.
void SgTableComputer::run(const std::shared_ptr<Job>& job,
                          const std::shared_ptr<const SgTable>& table, int n) {
    const std::stop_token stop = job->stop.get_token();
    const SgColorScale scale(SgTables::maxValue(*table, n));
    QImage images[2];
    for (int i = 0; i < 2; ++i) {
        const double base = kFillShare + (1 - kFillShare) * i / 2;
        images[i] = SgTables::makeImage(
            *table, n, i ? SgTableKind::Nim : SgTableKind::Wythoff, scale, [&](int rows) {
                report(job, int(100 * (base + (1 - kFillShare) * rows / (2.0 * n))));
                return stop.stop_requested();
            });
        if (stop.stop_requested()) return;
    }
    deliver(job, std::make_shared<const SgTables>(table, n, std::move(images[0]),
                                                  std::move(images[1]), scale));
}

// The GUI side ignores jobs it has dropped.
void SgTableComputer::report(const std::shared_ptr<Job>& job, int percent) {
    postProgress(this, job->lastPercent, percent, [this, job](int posted) {
        if (job == m_job) setProgress(posted);
    });
}

void SgTableComputer::deliver(const std::shared_ptr<Job>& job,
                              std::shared_ptr<const SgTables> tables) {
    QMetaObject::invokeMethod(
        this,
        [this, job, tables = std::move(tables)] {
            if (job != m_job) return;
            m_job.reset();
            setProgress(100);
            emit finished(tables);
        },
        Qt::QueuedConnection);
}
