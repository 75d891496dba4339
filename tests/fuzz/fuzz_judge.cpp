// SPDX-License-Identifier: MIT
// Fuzzes every judge problem's input path: the first line of the input names the
// problem (e.g. "poj1067"), the rest is what `grundy-cli judge PROBLEM` reads on
// standard input. Invariants: no crash or sanitizer report; the exit status is 0 or 1
// for a known problem (2 for an unknown one); standard error stays empty on 0 and holds
// exactly one line naming the problem and the input line on 1 (docs/games.md section 7).
#include "fuzzcheck.h"
#include "judge.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

/// An in-memory file holding `bytes`, positioned at its start (the judge reads a file
/// descriptor). One file per stream, reused for every input.
class MemoryFile {
public:
    explicit MemoryFile(const char* name) : m_fd(memfd_create(name, 0)) {
        fuzz::require(m_fd >= 0, "memfd_create works");
    }
    int fd() const { return m_fd; }
    void reset(std::string_view bytes) {
        fuzz::require(ftruncate(m_fd, 0) == 0, "ftruncate works");
        std::size_t done = 0;
        while (done < bytes.size()) {
            const ssize_t n =
                pwrite(m_fd, bytes.data() + done, bytes.size() - done, static_cast<off_t>(done));
            fuzz::require(n > 0, "pwrite works");
            done += static_cast<std::size_t>(n);
        }
        fuzz::require(lseek(m_fd, 0, SEEK_SET) == 0, "lseek works");
    }
    std::string contents() const {
        std::string out;
        char buffer[4096];
        off_t at = 0;
        while (true) {
            const ssize_t n = pread(m_fd, buffer, sizeof buffer, at);
            fuzz::require(n >= 0, "pread works");
            if (n == 0) return out;
            out.append(buffer, static_cast<std::size_t>(n));
            at += n;
        }
    }

private:
    int m_fd;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static MemoryFile input("judge-input");
    static MemoryFile errors("judge-errors");
    static const int output = open("/dev/null", O_WRONLY | O_CLOEXEC);
    static const std::vector<std::string> problems = grundy::cli::judgeProblems();
    fuzz::require(output >= 0, "/dev/null opens");

    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const std::size_t newline = std::min(bytes.find('\n'), bytes.size());
    const std::string problem(bytes.substr(0, newline));
    input.reset(bytes.substr(std::min(newline + 1, bytes.size())));
    errors.reset({});

    const int status = grundy::cli::runJudge(problem, input.fd(), output, errors.fd());
    const std::string message = errors.contents();
    const bool known = std::find(problems.begin(), problems.end(), problem) != problems.end();
    if (!known) {
        fuzz::require(status == 2, "an unknown problem exits with status 2");
        return 0;
    }
    fuzz::require(status == 0 || status == 1, "the judge exits with status 0 or 1");
    if (status == 0) {
        fuzz::require(message.empty(), "a run that succeeds writes nothing on standard error");
        return 0;
    }
    const std::string prefix = "grundy-cli: " + problem + ": line ";
    fuzz::require(message.starts_with(prefix), "the error names the problem and the line");
    fuzz::require(message.find('\n') == message.size() - 1, "the error is exactly one line");
    return 0;
}
