// SPDX-License-Identifier: MIT
#include "judgeinparallel.h"

#include "output.h"
#include "tokenizer.h"

#include <condition_variable>
#include <cstring>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

namespace grundy::cli {

namespace {

/// The input is cut into chunks of this size, each moved on to the next line start.
constexpr std::size_t kChunk = std::size_t{1} << 20;
/// Below this, starting a thread is not worth it.
constexpr std::size_t kAtLeast = 4 * kChunk;

/// The cases of one chunk, answered.
struct Chunk {
    std::vector<unsigned char> wins; ///< One per case, in order.
    std::size_t first = 0;           ///< Where the first case starts (after whitespace).
    std::size_t stop = 0;            ///< Where the case after the last one starts.
    std::uint64_t lines = 0;         ///< Line breaks from `first` to `stop`.
    bool whole = false; ///< Stopped at its limit, not at something the fast path leaves.
};

/// Where the line after the one `at` is in starts (the size of `text` when there is none).
std::size_t nextLineStart(std::string_view text, std::size_t at) {
    if (at >= text.size()) return text.size();
    const void* newline = std::memchr(text.data() + at, '\n', text.size() - at);
    return newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - text.data()) + 1
                   : text.size();
}

/// Chunk k runs from the start of a line at or after k chunk sizes.
std::size_t chunkStart(std::string_view text, std::size_t k) {
    return k == 0 ? 0 : nextLineStart(text, k * kChunk - 1);
}

/// Answers the cases of `text` that start from `from` (whitespace skipped) and before
/// `limit`, stopping early at anything smallPairAt does not take.
void answerChunk(std::string_view text, std::size_t from, std::size_t limit, PairAnswer answer,
                 Chunk& chunk) {
    const char* const s = text.data();
    const std::size_t lastStart =
        text.size() > Tokenizer::kPairWindow ? text.size() - Tokenizer::kPairWindow : 0;
    chunk.wins.clear();
    chunk.lines = 0;
    chunk.whole = false;
    std::size_t p = from;
    while (p < text.size() && isSpace(s[p]))
        ++p;
    chunk.first = p;
    try {
        while (p < limit && p < lastStart) {
            u64 a = 0, b = 0, lines = 0;
            const std::size_t length = Tokenizer::smallPairAt(s + p, a, b, lines);
            if (length == 0) break;
            chunk.wins.push_back(answer(a, b) ? 1 : 0);
            chunk.lines += lines;
            for (p += length; p < text.size() && isSpace(s[p]); ++p)
                chunk.lines += s[p] == '\n';
        }
        chunk.whole = p >= limit;
    } catch (...) {
        // Out of memory, or an answer that throws: the reader meets the case again.
    }
    chunk.stop = p;
}

/// The odd chunks, answered on a second thread, at most two ahead of the writer.
class ReadAhead {
public:
    ReadAhead(std::string_view text, std::size_t chunks, PairAnswer answer)
        : m_thread([this, text, chunks, answer] { run(text, chunks, answer); }) {}
    ~ReadAhead() {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_changed.notify_all();
        m_thread.join();
    }
    ReadAhead(const ReadAhead&) = delete;
    ReadAhead& operator=(const ReadAhead&) = delete;

    /// Odd chunk k, once answered; valid until done(k).
    const Chunk& wait(std::size_t k) {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return m_full[slot(k)]; });
        return m_slots[slot(k)];
    }
    /// Chunk k is written out: its slot takes the next chunk.
    void done(std::size_t k) {
        {
            const std::lock_guard lock(m_mutex);
            m_full[slot(k)] = false;
        }
        m_changed.notify_all();
    }

private:
    static std::size_t slot(std::size_t k) { return (k / 2) % 2; }

    void run(std::string_view text, std::size_t chunks, PairAnswer answer) {
        for (std::size_t k = 1; k < chunks; k += 2) {
            {
                std::unique_lock lock(m_mutex);
                m_changed.wait(lock, [&] { return m_stop || !m_full[slot(k)]; });
                if (m_stop) return;
            }
            answerChunk(text, chunkStart(text, k), chunkStart(text, k + 1), answer,
                        m_slots[slot(k)]);
            {
                const std::lock_guard lock(m_mutex);
                m_full[slot(k)] = true;
            }
            m_changed.notify_all();
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_changed;
    Chunk m_slots[2];
    bool m_full[2] = {false, false};
    bool m_stop = false;
    std::thread m_thread; // last: it starts once the rest is ready
};

} // namespace

u64 answerPairsInParallel(Tokenizer& tokens, u64 cases, PairAnswer answer, Output& out,
                          std::string_view win, std::string_view lose) {
    const std::string_view text = tokens.restInView();
    if (text.size() < kAtLeast || cases == 0 || std::thread::hardware_concurrency() < 2)
        return 0;
    const std::size_t chunks = (text.size() + kChunk - 1) / kChunk;
    std::optional<ReadAhead> ahead;
    try {
        ahead.emplace(text, chunks, answer);
    } catch (const std::system_error&) {
        return 0; // no thread to be had (a process limit): one core reads it all
    }
    Chunk mine;
    u64 answered = 0;
    std::size_t at = 0; // where the next case starts: the tokenizer's place in `text`
    for (std::size_t k = 0; k < chunks; ++k) {
        const bool ours = k % 2 == 0;
        if (ours) answerChunk(text, at, chunkStart(text, k + 1), answer, mine);
        const Chunk& chunk = ours ? mine : ahead->wait(k);
        // A chunk read ahead is only right when the last case before it ended where it
        // starts, and only whole cases count: the count may not run out inside it.
        if (chunk.first != at || chunk.wins.size() > cases - answered) break;
        for (const unsigned char w : chunk.wins)
            out.put(w ? win : lose);
        answered += chunk.wins.size();
        tokens.skipRead(chunk.stop - at, chunk.lines);
        at = chunk.stop;
        const bool whole = chunk.whole; // read before the slot is handed back
        if (!ours) ahead->done(k);
        if (!whole) break;
    }
    return answered;
}

} // namespace grundy::cli
