// SPDX-License-Identifier: MIT
#pragma once

/// A failed read of the input or write of the output: the command stops there, says so on
/// stderr ("grundy-cli: COMMAND: cannot read input: REASON") and exits with status 1.

#include <cstring>
#include <stdexcept>
#include <string>

namespace grundy::cli {

/// Thrown by Tokenizer (reading) and Output (writing); what() is the message without the
/// "grundy-cli: COMMAND: " prefix, e.g. "cannot write output: No space left on device".
class IoError : public std::runtime_error {
public:
    /// A read that failed with errno `error`.
    static IoError reading(int error) { return IoError("cannot read input: ", error); }
    /// A file that cannot be opened or read, errno `error`.
    static IoError opening(const std::string& path, int error) {
        return IoError(("cannot read " + path + ": ").c_str(), error);
    }
    /// A write that failed with errno `error`.
    static IoError writing(int error) { return IoError("cannot write output: ", error); }

private:
    IoError(const char* what, int error)
        : std::runtime_error(what + std::string(std::strerror(error))) {}
};

} // namespace grundy::cli
