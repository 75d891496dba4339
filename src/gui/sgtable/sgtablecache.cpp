// SPDX-License-Identifier: MIT
/// @file
/// The shared Wythoff SG table: needs, fills on worker threads, cancellation.
#include "sgtable/sgtablecache.h"

#include <algorithm>

SgTableCache::SgTableCache(QObject* parent) : QObject(parent) {}

SgTableCache::~SgTableCache() {
    if (m_job) m_job->stop.request_stop(); // m_threads then waits for the workers
}

std::shared_ptr<const SgTableCache::Table> SgTableCache::require(const QObject* user, int n) {
    if (m_table && m_table->size() >= std::size_t(std::max(n, 0))) {
        release(user); // met: a larger fill it asked for before is not needed for it
        return m_table;
    }
    m_needs[user] = n;
    if (m_watched.insert(user).second)
        connect(user, &QObject::destroyed, this, [this, user] {
            m_watched.erase(user);
            release(user);
        });
    reconsider();
    return nullptr;
}

void SgTableCache::release(const QObject* user) {
    if (m_needs.erase(user) > 0) reconsider();
}

int SgTableCache::computingSize() const {
    return m_job ? m_job->n : 0;
}

int SgTableCache::wantedSize() const {
    int n = 0;
    for (const auto& [user, size] : m_needs)
        n = std::max(n, size);
    if (n == 0 || (m_table && m_table->size() >= std::size_t(n))) return 0;
    return std::max(n, kMinSize);
}

void SgTableCache::reconsider() {
    const int n = wantedSize();
    if (computingSize() == n) return;
    cancelJob();
    if (n == 0) return;
    m_job = std::make_shared<Job>(n);
    m_progress = 0;
    // The thread starts from the event loop, so needs that change together (a window
    // opening while the grid asks, a size changed twice) cost one fill, not one each.
    QMetaObject::invokeMethod(
        this,
        [this, job = m_job] {
            if (job == m_job) launch(job);
        },
        Qt::QueuedConnection);
}

void SgTableCache::cancelJob() {
    if (!m_job) return;
    m_job->stop.request_stop();
    m_job.reset();
}

void SgTableCache::launch(const std::shared_ptr<Job>& job) {
    m_threads.start(QStringLiteral("SG table %1").arg(job->n),
                    [this, job, hook = m_hook] { run(job, hook); });
    emit fillStarted(job->n);
}

// On the worker thread. The table is its own until it is posted; the job's stop source
// is shared, and thread-safe.
void SgTableCache::run(const std::shared_ptr<Job>& job, const RowHook& hook) {
    const auto n = std::size_t(job->n);
    const std::stop_token stop = job->stop.get_token();
    std::optional<Table> table = Table::compute(n, [&](std::size_t rows) {
        if (hook) hook(rows, stop);
        report(job, int(100 * Table::fractionDone(n, rows)));
        return !stop.stop_requested();
    });
    if (!table) return;
    QMetaObject::invokeMethod(
        this,
        [this, job, done = std::make_shared<const Table>(std::move(*table))] { finish(job, done); },
        Qt::QueuedConnection);
}

// The GUI side ignores jobs it has dropped.
void SgTableCache::report(const std::shared_ptr<Job>& job, int percent) {
    postProgress(this, job->lastPercent, percent, [this, job](int posted) {
        if (job != m_job) return;
        m_progress = posted;
        emit progressChanged(posted);
    });
}

void SgTableCache::finish(const std::shared_ptr<Job>& job, std::shared_ptr<const Table> table) {
    if (job != m_job) return;
    m_job.reset();
    m_table = std::move(table);
    m_progress = 100;
    std::erase_if(
        m_needs, [n = m_table->size()](const auto& need) { return std::size_t(need.second) <= n; });
    emit tableReady(m_table);
    reconsider(); // a need that grew while the signal was handled
}
