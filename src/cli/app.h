// SPDX-License-Identifier: MIT
#pragma once

/// The grundy-cli command line: `judge`, `solve` and `grid`, parsed with CLI11.

namespace grundy::cli {

/// Runs grundy-cli; returns the exit status: 0 fine, 1 bad judge input or a failed read or
/// write, 2 a usage error or a position or grid beyond the limits (docs/limits.md).
int run(int argc, char** argv);

} // namespace grundy::cli
