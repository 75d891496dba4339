// SPDX-License-Identifier: MIT
#pragma once

#include <CLI/App.hpp>
#include <CLI/Error.hpp>

#include <string>
#include <vector>

namespace grundy::cli {

/// The command line's error in grundy-cli's own words: CLI11 finds what is wrong ("At Most 2
/// required but received 3"), this says it as every other message of the program does
/// ("solve wythoff: unknown option --bogus"), after the subcommands given. `top` is the
/// program's CLI::App. A game's option given before the game's name, which CLI11 calls
/// unexpected, is named as misplaced, with the command line that puts it after the name.
/// `args` are the command line's words after the program's name, for that command line.
/// Grundy's own checks (CLI::ValidationError) keep their sentence.
std::string sentenceFor(const CLI::App& top, const CLI::Error& error,
                        const std::vector<std::string>& args);

} // namespace grundy::cli
