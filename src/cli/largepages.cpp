// SPDX-License-Identifier: MIT
#include "largepages.h"

#include <sys/mman.h>

#include <cstdint>

namespace grundy::cli {

namespace {

constexpr std::size_t kLargePage = std::size_t{2} << 20;

std::size_t roundUp(std::size_t n, std::size_t to) {
    return (n + to - 1) / to * to;
}

} // namespace

LargePages::LargePages(std::size_t bytes) {
    if (bytes < kLargePage) return; // the small pages serve as well
    // One page more than asked, so that the region can start on a 2 MiB boundary: a large
    // page only backs an aligned 2 MiB of addresses.
    const std::size_t size = roundUp(bytes, kLargePage);
    void* mapping = mmap(nullptr, size + kLargePage, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping == MAP_FAILED) return;
    m_mapping = mapping;
    m_mappingSize = size + kLargePage;
    const auto start = roundUp(reinterpret_cast<std::uintptr_t>(mapping), kLargePage);
    void* region = reinterpret_cast<void*>(start);
    madvise(region, size, MADV_HUGEPAGE); // a refusal only leaves the small pages
    m_arena.emplace(region, size);
}

LargePages::~LargePages() {
    m_arena.reset();
    if (m_mapping) munmap(m_mapping, m_mappingSize);
}

std::pmr::memory_resource* LargePages::resource() {
    return m_arena ? &*m_arena : std::pmr::get_default_resource();
}

} // namespace grundy::cli
