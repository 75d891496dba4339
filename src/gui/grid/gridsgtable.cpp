// SPDX-License-Identifier: MIT
/// @file
/// The Wythoff grid's lazily filled Sprague-Grundy table.
#include "grid/gridsgtable.h"

#include "wythofftable.h"

#include <atomic>
#include <mutex>
#include <thread>

using grundy::Natural;
namespace wythoff = grundy::wythoff;

namespace gridsgtable {

namespace {
/// The process's SG table, published once filled; never freed (4 MiB for the process's
/// life), so a fill still running when the program ends touches nothing that is gone.
std::atomic<const grundy::wythoff::SgTable*> g_sgTable{nullptr};
std::once_flag g_sgTableStarted;

} // namespace

void prepare() {
    std::call_once(g_sgTableStarted, [] {
        std::thread([] {
            g_sgTable.store(new wythoff::SgTable(kSize), std::memory_order_release);
        }).detach();
    });
}

bool ready() {
    return g_sgTable.load(std::memory_order_acquire) != nullptr;
}

std::optional<std::uint32_t> value(const Natural& a, const Natural& b) {
    if (a >= kSize || b >= kSize) return std::nullopt;
    const wythoff::SgTable* table = g_sgTable.load(std::memory_order_acquire);
    if (!table) {
        prepare();
        return std::nullopt;
    }
    return table->at(a.get_ui(), b.get_ui());
}

} // namespace gridsgtable
