// SPDX-License-Identifier: MIT
#pragma once

/// Memory for one large computation, asked of the kernel in 2 MiB pages where it gives them
/// (madvise MADV_HUGEPAGE; Linux's transparent huge pages are often "madvise" only). Each
/// first touch of a 4 KiB page is a page fault, and on virtual machines a costly one: the
/// 16 MiB of the 2048x2048 SG table took about as long in faults as in the fill.

#include <cstddef>
#include <memory_resource>
#include <optional>

namespace grundy::cli {

/// A region of `bytes` handed out by a monotonic resource; what does not fit, or all of it
/// if the region cannot be mapped, comes from the default resource.
class LargePages {
public:
    explicit LargePages(std::size_t bytes);
    ~LargePages();
    LargePages(const LargePages&) = delete;
    LargePages& operator=(const LargePages&) = delete;

    std::pmr::memory_resource* resource();

private:
    void* m_mapping = nullptr;
    std::size_t m_mappingSize = 0;
    std::optional<std::pmr::monotonic_buffer_resource> m_arena;
};

} // namespace grundy::cli
