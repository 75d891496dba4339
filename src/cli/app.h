// SPDX-License-Identifier: MIT
#pragma once

/// The grundy-cli command line: `judge`, `solve` and `grid`, parsed with CLI11.

namespace grundy::cli {

/// Runs grundy-cli; returns the exit status (0 fine, 1 bad judge input, 2 usage error).
int run(int argc, char** argv);

} // namespace grundy::cli
