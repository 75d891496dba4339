// SPDX-License-Identifier: MIT
// Window start-up of GUI programs, measured from the outside on an X server (Xvfb): starts each
// program, notes when its first top-level window is mapped and when the program first draws
// into it (a DAMAGE extension event), lets it idle, reads its memory from /proc, kills it.
// Programs run interleaved, round after round, and the medians are compared with the first
// program's (the baseline). The programs need no test code: nothing but X events is watched.
//
// Usage: bench_startup [--runs N] [--warmup N] [--settle MS] [-v] -- PROG [ARGS]... [-- PROG...]
// Needs DISPLAY; bench/bench_startup.sh starts an Xvfb for it. See docs/benchmarks.md.
#include <X11/Xlib.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <optional>
#include <poll.h>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

extern char** environ;

// libXdamage: only its runtime library (libxdamage1) is installed with Qt, not its headers, so
// the two functions used are declared here (its ABI has not changed since version 1.1).
extern "C" {
using Damage = XID;
Bool XDamageQueryExtension(Display* dpy, int* eventBase, int* errorBase);
Damage XDamageCreate(Display* dpy, Drawable drawable, int level);
}

namespace {

constexpr int kXDamageReportNonEmpty = 3; // one event: when the window is first drawn into
constexpr int kXDamageNotify = 0;

struct Program {
    std::vector<std::string> argv;
    std::string name;
};

struct Sample {
    double mapMs = 0;   // start to the window being mapped
    double paintMs = 0; // start to the program's first drawing in it
    double rssMiB = 0;  // VmRSS after settling
    double hwmMiB = 0;  // VmHWM (peak RSS) after settling
    double anonMiB = 0; // RssAnon (heap, stacks: the program's own data) after settling
};

double nowMs() {
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

/// Sum of the kB values of the lines starting with one of `keys` in a /proc file, in MiB.
double procMiB(const std::string& file, std::initializer_list<const char*> keys) {
    std::ifstream in(file);
    std::string line;
    long kb = 0;
    while (std::getline(in, line))
        for (const char* key : keys)
            if (line.rfind(key, 0) == 0)
                kb += std::strtol(line.c_str() + std::strlen(key), nullptr, 10);
    return static_cast<double>(kb) / 1024.0;
}

int ignoreXError(Display*, XErrorEvent*) {
    return 0;
} // windows may vanish before we watch them

class Probe {
public:
    Probe() {
        m_dpy = XOpenDisplay(nullptr);
        if (!m_dpy) fail("cannot open display (set DISPLAY)");
        int errorBase = 0;
        if (!XDamageQueryExtension(m_dpy, &m_damageEvent, &errorBase))
            fail("the X server has no DAMAGE extension");
        XSetErrorHandler(ignoreXError);
        XSelectInput(m_dpy, DefaultRootWindow(m_dpy), SubstructureNotifyMask);
        XSync(m_dpy, False);
    }
    ~Probe() { XCloseDisplay(m_dpy); }

    std::optional<Sample> run(const Program& program, int settleMs, int timeoutMs) {
        drain();
        std::vector<char*> argv;
        for (const std::string& a : program.argv)
            argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        pid_t pid = 0;
        const double t0 = nowMs();
        if (posix_spawn(&pid, argv[0], nullptr, nullptr, argv.data(), environ) != 0) {
            std::perror(argv[0]);
            return std::nullopt;
        }
        Sample s;
        Window mapped = 0;
        bool painted = false;
        while (!painted) {
            const double left = t0 + timeoutMs - nowMs();
            if (left <= 0 || !waitEvent(static_cast<int>(left))) break;
            XEvent e;
            XNextEvent(m_dpy, &e);
            if (e.type == CreateNotify) {
                // Watch every new top-level window before the program can map and draw it.
                XDamageCreate(m_dpy, e.xcreatewindow.window, kXDamageReportNonEmpty);
                XFlush(m_dpy);
            } else if (e.type == MapNotify && !mapped && !e.xmap.override_redirect) {
                mapped = e.xmap.window;
                s.mapMs = nowMs() - t0;
            } else if (e.type == m_damageEvent + kXDamageNotify && mapped &&
                       e.xany.window == mapped) { // XDamageNotifyEvent.drawable
                s.paintMs = nowMs() - t0;
                painted = true;
            }
        }
        if (painted) {
            std::this_thread::sleep_for(std::chrono::milliseconds(settleMs));
            const std::string proc = "/proc/" + std::to_string(pid);
            s.rssMiB = procMiB(proc + "/status", {"VmRSS:"});
            s.hwmMiB = procMiB(proc + "/status", {"VmHWM:"});
            s.anonMiB = procMiB(proc + "/status", {"RssAnon:"});
        } else {
            std::fprintf(stderr, "%s: no window drawn within %d ms\n", program.name.c_str(),
                         timeoutMs);
        }
        kill(pid, SIGKILL);
        int status = 0;
        waitpid(pid, &status, 0);
        if (painted && (WIFEXITED(status) || WTERMSIG(status) != SIGKILL)) {
            std::fprintf(stderr, "%s: exited by itself before it was stopped\n",
                         program.name.c_str());
            painted = false;
        }
        // Let the server tear the program's windows down before the next start.
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        drain();
        return painted ? std::optional(s) : std::nullopt;
    }

private:
    bool waitEvent(int timeoutMs) {
        if (XPending(m_dpy)) return true;
        pollfd fd{ConnectionNumber(m_dpy), POLLIN, 0};
        return poll(&fd, 1, timeoutMs) > 0 && XPending(m_dpy);
    }
    void drain() {
        XSync(m_dpy, False);
        while (XPending(m_dpy)) {
            XEvent e;
            XNextEvent(m_dpy, &e);
        }
    }
    [[noreturn]] static void fail(const char* why) {
        std::fprintf(stderr, "bench_startup: %s\n", why);
        std::exit(2);
    }

    Display* m_dpy = nullptr;
    int m_damageEvent = 0;
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

template <class F> std::vector<double> column(const std::vector<Sample>& samples, F f) {
    std::vector<double> v;
    for (const Sample& s : samples)
        v.push_back(f(s));
    return v;
}

[[noreturn]] void usage() {
    std::fputs("usage: bench_startup [--runs N] [--warmup N] [--settle MS] [-v] "
               "-- PROG [ARGS]... [-- PROG [ARGS]...]...\n",
               stderr);
    std::exit(2);
}

} // namespace

int main(int argc, char** argv) {
    int runs = 15, warmup = 2, settleMs = 300;
    bool verbose = false;
    std::vector<Program> programs;
    int i = 1;
    for (; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
        const std::string a = argv[i];
        if (a == "-v")
            verbose = true;
        else if (i + 1 < argc && a == "--runs")
            runs = std::atoi(argv[++i]);
        else if (i + 1 < argc && a == "--warmup")
            warmup = std::atoi(argv[++i]);
        else if (i + 1 < argc && a == "--settle")
            settleMs = std::atoi(argv[++i]);
        else
            usage();
    }
    for (; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0) {
            programs.emplace_back();
            continue;
        }
        programs.back().argv.emplace_back(argv[i]);
    }
    std::erase_if(programs, [](const Program& p) { return p.argv.empty(); });
    if (programs.empty() || runs < 1) usage();
    for (Program& p : programs) {
        p.name = p.argv[0].substr(p.argv[0].rfind('/') + 1);
        for (std::size_t k = 1; k < p.argv.size(); ++k)
            p.name += ' ' + p.argv[k];
    }

    Probe probe;
    std::vector<std::vector<Sample>> samples(programs.size());
    int failures = 0;
    for (int round = -warmup; round < runs; ++round) {
        // Alternate the order so no program always follows the same one.
        for (std::size_t k = 0; k < programs.size(); ++k) {
            const std::size_t p = (round % 2 == 0) ? k : programs.size() - 1 - k;
            const std::optional<Sample> s = probe.run(programs[p], settleMs, 20000);
            if (!s) {
                ++failures;
                continue;
            }
            if (verbose)
                std::fprintf(stderr, "%s%-28s map %7.1f ms  paint %7.1f ms  RSS %6.1f MiB\n",
                             round < 0 ? "(warm-up) " : "", programs[p].name.c_str(), s->mapMs,
                             s->paintMs, s->rssMiB);
            if (round >= 0) samples[p].push_back(*s);
        }
    }

    std::printf("medians of %d runs (settled %d ms after the first paint)\n", runs, settleMs);
    std::printf("%-28s %9s %9s %9s %9s %9s %9s\n", "program", "map ms", "paint ms", "min ms",
                "RSS MiB", "HWM MiB", "anon MiB");
    std::vector<Sample> med(programs.size());
    for (std::size_t p = 0; p < programs.size(); ++p) {
        const auto& s = samples[p];
        med[p] = {median(column(s, [](const Sample& x) { return x.mapMs; })),
                  median(column(s, [](const Sample& x) { return x.paintMs; })),
                  median(column(s, [](const Sample& x) { return x.rssMiB; })),
                  median(column(s, [](const Sample& x) { return x.hwmMiB; })),
                  median(column(s, [](const Sample& x) { return x.anonMiB; }))};
        const auto paints = column(s, [](const Sample& x) { return x.paintMs; });
        const double minPaint =
            paints.empty() ? 0 : *std::min_element(paints.begin(), paints.end());
        std::printf("%-28s %9.1f %9.1f %9.1f %9.1f %9.1f %9.1f\n", programs[p].name.c_str(),
                    med[p].mapMs, med[p].paintMs, minPaint, med[p].rssMiB, med[p].hwmMiB,
                    med[p].anonMiB);
    }
    for (std::size_t p = 1; p < programs.size(); ++p)
        std::printf("ratio %s / %s: paint %.2f, map %.2f, RSS %.2f, HWM %.2f, anon %.2f\n",
                    programs[p].name.c_str(), programs[0].name.c_str(),
                    med[p].paintMs / med[0].paintMs, med[p].mapMs / med[0].mapMs,
                    med[p].rssMiB / med[0].rssMiB, med[p].hwmMiB / med[0].hwmMiB,
                    med[p].anonMiB / med[0].anonMiB);
    if (failures) std::printf("%d run(s) failed and were left out\n", failures);
    return failures ? 1 : 0;
}
