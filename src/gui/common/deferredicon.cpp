// SPDX-License-Identifier: MIT
#include "common/deferredicon.h"

#include <QIconEngine>
#include <QPainter>

#include <memory>
#include <optional>

namespace {

class DeferredIconEngine : public QIconEngine {
public:
    struct Shared {
        std::function<QIcon()> make;
        std::optional<QIcon> icon;
    };
    explicit DeferredIconEngine(std::shared_ptr<Shared> shared) : m_shared(std::move(shared)) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        return icon().pixmap(size, mode, state);
    }
    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state,
                         qreal scale) override {
        return icon().pixmap(size, scale, mode, state);
    }
    QSize actualSize(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        return icon().actualSize(size, mode, state);
    }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override {
        return icon().availableSizes(mode, state);
    }
    QString iconName() override { return icon().name(); }
    bool isNull() override { return icon().isNull(); }
    QString key() const override { return QStringLiteral("DeferredIconEngine"); }
    QIconEngine* clone() const override { return new DeferredIconEngine(m_shared); }

private:
    const QIcon& icon() {
        if (!m_shared->icon) {
            m_shared->icon = m_shared->make();
            m_shared->make = nullptr; // what it captured is not needed any more
        }
        return *m_shared->icon;
    }
    std::shared_ptr<Shared> m_shared;
};

} // namespace

QIcon deferredIcon(std::function<QIcon()> make) {
    auto shared = std::make_shared<DeferredIconEngine::Shared>();
    shared->make = std::move(make);
    return QIcon(new DeferredIconEngine(std::move(shared)));
}
