// SPDX-License-Identifier: MIT
#pragma once

#include <CLI/App.hpp>
#include <CLI/Error.hpp>

#include <string>

namespace grundy::cli {

/// The command line's error in grundy-cli's own words: CLI11 finds what is wrong ("At Most 2
/// required but received 3"), this says it as every other message of the program does
/// ("solve wythoff: unknown option --bogus"), after the subcommands given. `top` is the
/// program's CLI::App. Grundy's own checks (CLI::ValidationError) keep their sentence.
std::string sentenceFor(const CLI::App& top, const CLI::Error& error);

} // namespace grundy::cli
