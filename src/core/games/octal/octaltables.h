// SPDX-License-Identifier: MIT
#pragma once

/// The values of each octal code, shared by every position of the code in the process and
/// grown as they are asked. Not part of the game's interface (octal.h).

#include "core/takebreak/octalvalues.h"

#include <mutex>

namespace grundy::octal {

/// One code's values; `mutex` guards them.
struct Table {
    explicit Table(const takebreak::OctalCode& code) : values(code) {}
    std::mutex mutex;
    takebreak::OctalValues values;
};

/// The one Table of a code for the whole process (entries are never dropped, so the
/// reference stays valid).
Table& tableFor(const takebreak::OctalCode& code);

/// A value under the table's lock, turning the engine's BeyondTable into the game's words.
unsigned lockedValue(Table& table, const Natural& row);

} // namespace grundy::octal
