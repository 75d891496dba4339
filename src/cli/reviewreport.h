// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli review FILE.json`: a saved game's moves with their verdicts (review.h), the
/// mistakes of each player and the first of them; `--json` prints
///   {"game": "nim", "moves": [{"index": 1, "by": 0, "before": "N", "after": "P",
///     "verdict": "winning"}, …], "mistakes": [0, 1]}

#include "output.h"
#include "core/io/record.h"

#include <string>

namespace grundy::cli {

/// Reads a saved game (at most kMaxRecordBytes); throws RecordError for a file that is not
/// one, IoError for a file that cannot be read.
GameRecord readRecordFile(const std::string& path);

/// Writes the review of `record`.
void writeReview(Output& out, const GameRecord& record, bool json);

} // namespace grundy::cli
