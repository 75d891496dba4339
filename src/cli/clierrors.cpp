// SPDX-License-Identifier: MIT
#include "clierrors.h"

#include <regex>

namespace grundy::cli {

namespace {

/// CLI11's wording of each error it can report to grundy-cli, and ours. `$1`… are the
/// parts CLI11 put in (an option's name, a count, a value). Matched by the text alone: some
/// errors carry the subcommand's name in place of their kind.
struct Rewording {
    std::regex theirs;
    const char* ours;
};

const std::vector<Rewording>& rewordings() {
    static const std::vector<Rewording> list = {
        {std::regex("(.+): At Most (\\d+) required but received (\\d+)"),
         "$1: at most $2, $3 given"},
        {std::regex("(.+): At least (\\d+) required but received (\\d+)"),
         "$1: at least $2, $3 given"},
        {std::regex("(.+): (\\d+) required (.*) missing"),
         "$1 needs a value ($3)"},
        {std::regex("Expected exactly (\\d+) arguments to (.+), got (\\d+)"),
         "$2 takes $1 values, $3 given"},
        {std::regex("Expected at least (\\d+) arguments to (.+), got (\\d+)"),
         "$2 takes at least $1 values, $3 given"},
        {std::regex("A subcommand is required"), "which command? One of $commands"},
        {std::regex("(.+) is required"), "$1 missing"},
        {std::regex("(.+) excludes (.+)"), "$1 and $2 cannot be given together"},
        {std::regex("(.+) requires (.+)"), "$1 needs $2 too"},
        {std::regex("The following arguments? (?:was|were) not expected: (-.*)"),
         "unknown option $1"},
        {std::regex("The following arguments? (?:was|were) not expected: (.*)"),
         "unexpected argument $1"},
        {std::regex("Could not convert: (.+) = (.*)"),
         "$1: \"$2\" cannot be read"},
        {std::regex("The value (.+) is not an allowed value for (.+)"),
         "$2: \"$1\" is not allowed"},
        {std::regex("(.+): too many inputs for a flag"), "$1 takes no value"},
    };
    return list;
}

} // namespace

std::string sentenceFor(const CLI::App& top, const CLI::Error& error) {
    const std::string text = error.what();
    if (error.get_name() == "ValidationError") return text; // Grundy's own check
    std::string command; // the subcommands given: "solve wythoff"
    for (const CLI::App* at = &top; !at->get_subcommands().empty();) {
        at = at->get_subcommands().front();
        command += (command.empty() ? "" : " ") + at->get_name();
    }
    std::string commands; // the program's: "judge, solve, …"
    for (const CLI::App* sub : top.get_subcommands({}))
        commands += (commands.empty() ? "" : ", ") + sub->get_name();
    // No command, but words: the first names what is wrong.
    if (const auto words = top.remaining(); command.empty() && !words.empty() &&
                                            std::regex_match(text, std::regex("A subcommand.*")))
        return words.front().rfind('-', 0) == 0
                   ? "unknown option " + words.front()
                   : "unknown command \"" + words.front() + "\" (known: " + commands + ")";
    std::string sentence = text;
    for (const Rewording& r : rewordings()) {
        if (!std::regex_match(text, r.theirs)) continue;
        sentence = std::regex_replace(std::regex_replace(text, r.theirs, r.ours),
                                      std::regex("\\$commands"), commands);
        break;
    }
    return command.empty() ? sentence : command + ": " + sentence;
}

} // namespace grundy::cli
