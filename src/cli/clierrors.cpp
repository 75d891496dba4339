// SPDX-License-Identifier: MIT
#include "clierrors.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <regex>
#include <string_view>

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
        {std::regex("(.+): At Most 1 required but received (\\d+)"),
         "$1 is given $2 times: give it once"},
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

/// The subcommands given, outermost first: solve, then wythoff.
std::vector<const CLI::App*> subcommandsGiven(const CLI::App& top) {
    std::vector<const CLI::App*> path;
    for (const CLI::App* at = &top; !at->get_subcommands().empty();) {
        at = at->get_subcommands().front();
        path.push_back(at);
    }
    return path;
}

/// `word` as a shell reads it back: in single quotes when it holds anything but letters,
/// digits and ,.=:/+_- (a dag's --graph 0>1 would redirect).
std::string shellWord(const std::string& word) {
    const bool plain = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) ||
               std::string_view(",.=:/+_-").find(c) != std::string_view::npos;
    });
    if (plain) return word;
    std::string quoted = "'";
    for (const char c : word)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

/// `args` with the words before the last subcommand's name that are no subcommand names
/// (what was meant for that subcommand, given too early) moved to the end, as a command.
std::string withOptionsLast(const std::vector<const CLI::App*>& path,
                            const std::vector<std::string>& args) {
    std::string command = "grundy-cli", early;
    std::size_t next = 0; // the next subcommand name to meet
    for (const std::string& word : args) {
        if (next < path.size() && word == path[next]->get_name()) {
            ++next;
            command += " " + word;
        } else if (next < path.size()) {
            early += " " + shellWord(word);
        } else {
            command += " " + shellWord(word);
        }
    }
    return command + early;
}

/// An option of the last subcommand (the game) given before its name reaches its parent,
/// which does not know it, so CLI11 calls it unexpected; but the option exists: say where it
/// goes. Nothing when `word` is no option of that subcommand.
std::optional<std::string> misplacedOption(const std::vector<const CLI::App*>& path,
                                           const std::string& word,
                                           const std::vector<std::string>& args) {
    if (path.empty() || word.size() < 2 || word[0] != '-') return std::nullopt;
    if (!path.back()->get_option_no_throw(word.substr(0, word.find('=')))) return std::nullopt;
    return word + " is an option of the " + (path.size() == 1 ? "command" : "game") +
           ", so it goes after the " + (path.size() == 1 ? "command" : "game") + "'s name: write " +
           withOptionsLast(path, args);
}

} // namespace

std::string sentenceFor(const CLI::App& top, const CLI::Error& error,
                        const std::vector<std::string>& args) {
    const std::string text = error.what();
    const std::vector<const CLI::App*> path = subcommandsGiven(top);
    std::string command; // the subcommands given: "solve wythoff"
    for (const CLI::App* at : path)
        command += (command.empty() ? "" : " ") + at->get_name();
    // Grundy's own check: an option's ("--k: expected ...") is said after the command it
    // belongs to; the others name their command already ("solve: unknown game ...").
    if (error.get_name() == "ValidationError")
        return text.starts_with("-") && !command.empty() ? command + ": " + text : text;
    std::string commands; // the program's: "judge, solve, …"
    for (const CLI::App* sub : top.get_subcommands({}))
        commands += (commands.empty() ? "" : ", ") + sub->get_name();
    // No command, but words: the first names what is wrong.
    if (const auto words = top.remaining(); command.empty() && !words.empty() &&
                                            std::regex_match(text, std::regex("A subcommand.*")))
        return words.front().rfind('-', 0) == 0
                   ? "unknown option " + words.front()
                   : "unknown command \"" + words.front() + "\" (known: " + commands + ")";
    // The words CLI11 could not place, the program's and each subcommand's: an option of
    // the command or game given before its name ("--time-limit 1 solve nim 3") is what is
    // wrong, whatever CLI11 then missed or did not expect.
    std::vector<std::string> unplaced = top.remaining();
    for (const CLI::App* at : path)
        for (const std::string& word : at->remaining())
            unplaced.push_back(word);
    for (const std::string& word : unplaced)
        if (const auto sentence = misplacedOption(path, word, args))
            return command + ": " + *sentence;
    // A required value missing beside an unknown option (judge --foo): the option was
    // meant, and is what is wrong.
    if (error.get_name() == "RequiredError" && !path.empty())
        for (const std::string& word : path.back()->remaining())
            if (word.size() > 1 && word[0] == '-') return command + ": unknown option " + word;
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
