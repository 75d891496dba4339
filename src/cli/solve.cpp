// SPDX-License-Identifier: MIT
#include "solve.h"

#include "core/analysis/remoteness.h"
#include "core/analysis/sgvalue.h"

#include "core/text/english.h"

#include <string>

namespace grundy::cli {

namespace {

/// The decimal digits of n. GMP's count may be one too many; it is made exact where that
/// decides a limit (one power of ten, only for numbers at the limit).
std::size_t digits(const Natural& n) {
    std::size_t d = mpz_sizeinbase(n.get_mpz_t(), 10);
    if (d == kMaxSolveDigits + 1) {
        Natural power;
        mpz_ui_pow_ui(power.get_mpz_t(), 10, d - 1);
        if (n < power) --d;
    }
    return d;
}

/// Throws PositionTooLarge when the position or its report is beyond the limits.
void checkLimits(const ReportHeader& h, std::span<const Natural> numbers) {
    const std::size_t n = numbers.size();
    if (n > kMaxSolveNumbers)
        throw PositionTooLarge("at most " + std::to_string(kMaxSolveNumbers) + " numbers, got " +
                               std::to_string(n));
    const auto tooLong = [](const std::string& what, std::size_t d, const char* unit = "digits") {
        return PositionTooLarge(what + " has " + std::to_string(d) + " " + unit + ", at most " +
                                std::to_string(kMaxSolveDigits));
    };
    std::size_t total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t d = digits(numbers[i]);
        if (d > kMaxSolveDigits) throw tooLong("number " + std::to_string(i + 1), d);
        total += d;
    }
    for (const auto& [name, value] : h.parameters) // a number (K), or words (a graph, a set)
        if (value.size() > kMaxSolveDigits)
            throw tooLong(name, value.size(),
                          parseNatural(value) ? "digits" : "characters");
    // n <= 10^4 and total <= 10^9: no overflow.
    const std::size_t report = n * (total + n);
    if (report > kMaxSolveReport)
        throw PositionTooLarge(
            "the winning moves could print N x (D + N) = " + std::to_string(report) +
            " characters for N = " + std::to_string(n) +
            " numbers of D = " + std::to_string(total) + " digits in all, at most " +
            std::to_string(kMaxSolveReport) + ": give fewer numbers or fewer digits");
}

/// checkLimits counts at most one winning move per number. A game may list more (Lasker's
/// Nim: a take and up to 16 splits a pile, each position one number longer): the report is
/// then checked again with the moves' real count W, before anything is written.
void checkMoveCount(std::size_t moves, const std::vector<Natural>& numbers) {
    const std::size_t n = numbers.size();
    if (moves <= n) return;
    std::size_t total = 0;
    for (const Natural& x : numbers)
        total += digits(x);
    // W x line is compared as W <= limit / line, which cannot overflow.
    const std::size_t line = total + n + 1;
    if (moves <= kMaxSolveReport / line) return;
    throw PositionTooLarge(
        "the " + std::to_string(moves) + " winning moves could print W x (D + N + 1) > " +
        std::to_string(kMaxSolveReport) + " characters for N = " + std::to_string(n) +
        " numbers of D = " + std::to_string(total) +
        " digits in all: give fewer numbers or fewer digits");
}

/// The analysis, the same for every game. One position after a move exists at a time.
void analyse(const ReportHeader& h, const AnyPosition& p, ReportWriter& w,
             std::chrono::nanoseconds timeLimit) {
    const bool over = isOver(p);
    const Outcome result = outcome(p);
    const std::vector<AnyMove> moves = winningMoves(p);
    checkMoveCount(moves.size(), numbersOf(p));
    // The bound is the search's own: what comes before it (a table of SG values for the
    // outcome and the winning moves) is exact work, bounded by the game's size limits.
    RemotenessLimits limits;
    limits.deadline = std::chrono::steady_clock::now() + timeLimit;
    w.begin(h, numbersOf(p), result, over, remotenessAnswer(p, limits));
    for (const AnyMove& m : moves)
        w.winningMove(describe(p, m), numbersOf(apply(p, m)));
    const std::size_t listed = gameOf(p).winningMovesListed;
    if (listed > 0 && moves.size() >= listed) w.movesCut(listed);
    if (over) return w.end();
    const AnyMove m = computerMove(p);
    w.end(describe(p, m), numbersOf(apply(p, m)));
}

/// The report's header: each option as `played` says it where it does (what the position
/// kept), else as `options` (every option of the game) does.
ReportHeader headerOf(const GameInfo& game, const GameOptions& options,
                      const GameOptions& played = {}) {
    ReportHeader h{
        std::string(game.id), toEnglish(gameName(game.kind)), std::string(game.shape.label), {}};
    for (const OptionSpec& spec : game.options) {
        const auto kept = played.find(spec.id);
        const std::string& value = kept ? *kept : *options.find(spec.id);
        // A word option at its default ("play": "normal") is left out: the reports of the
        // games that gained it read as before.
        if (spec.isText() && !spec.textDefault.empty() && value == spec.textDefault) continue;
        h.parameters.emplace_back(std::string(spec.nameInReports()), value);
    }
    return h;
}

} // namespace

void solve(const GameInfo& game, std::vector<Natural> numbers, const GameOptions& given,
           ReportWriter& out, std::chrono::nanoseconds timeLimit) {
    const GameOptions options = completeOptions(game, numbers, given);
    checkLimits(headerOf(game, options), numbers);
    // The game's own checks (two chips on a cell, ...) come before anything is written.
    const AnyPosition p = positionFrom(game, std::move(numbers), options);
    // The options as played: the subtraction game drops the takes above every pile.
    analyse(headerOf(game, options, optionsOf(p)), p, out, timeLimit);
}

void solveWords(const GameInfo& game, const std::vector<std::string>& words, ReportWriter& out,
                std::chrono::nanoseconds timeLimit) {
    const AnyPosition p = game.fromWords(words);
    checkLimits(headerOf(game, optionsOf(p)), numbersOf(p));
    ReportHeader h = headerOf(game, optionsOf(p));
    h.parameters.clear(); // the components' games and options: in the parts below
    // Each component is the sum of that component alone: its word read back gives its value.
    for (const std::string& word : game.wordsOf(p)) {
        const std::size_t colon = word.find(':');
        const std::size_t next = word.find(':', colon + 1);
        const std::string numbers = word.substr(colon + 1, next == std::string::npos ? next : next - colon - 1);
        h.parts.push_back({word.substr(0, colon), parseNaturals(numbers).value_or(std::vector<Natural>{}),
                           *sgValue(game.fromWords({word}))});
    }
    h.sg = sgValue(p);
    analyse(h, p, out, timeLimit);
}

} // namespace grundy::cli
