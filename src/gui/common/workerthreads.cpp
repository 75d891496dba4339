// SPDX-License-Identifier: MIT
/// @file
/// Worker threads that are counted, cleaned up and waited for.
#include "common/workerthreads.h"

#include <QThread>

#include <algorithm>

WorkerThreads::~WorkerThreads() {
    for (QThread* thread : m_threads) {
        thread->wait();
        delete thread;
    }
}

void WorkerThreads::start(const QString& name, std::function<void()> work) {
    QThread* thread = QThread::create(std::move(work));
    thread->setObjectName(name);
    m_threads.push_back(thread);
    // Queued to the owner's thread, after anything the job posted there before it ended.
    QObject::connect(thread, &QThread::finished, m_owner, [this, thread] {
        std::erase(m_threads, thread);
        thread->deleteLater();
    });
    thread->start(QThread::LowPriority);
}
