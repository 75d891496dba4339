// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli judge PROBLEM`: each seed online-judge problem of docs/games.md section 7,
/// reading its input format and writing exactly its expected output, for numbers of
/// any size.

#include <string>
#include <vector>

namespace grundy::cli {

/// The problem names `judge` accepts (aliases included), in the order of docs/games.md.
std::vector<std::string> judgeProblems();

/// Answers `problem` from file descriptor `in` to `out`; bad input gives one line on
/// `err` ("grundy-cli: PROBLEM: line N: ...") after every earlier answer is written, and
/// so does a failed read ("grundy-cli: judge: cannot read input: REASON"); a failed write
/// stops at once ("grundy-cli: judge: cannot write output: REASON").
/// Returns the exit status: 0, or 1 for bad input, a failed read or a failed write.
int runJudge(const std::string& problem, int in = 0, int out = 1, int err = 2);

} // namespace grundy::cli
