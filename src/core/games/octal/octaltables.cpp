// SPDX-License-Identifier: MIT
#include "core/games/octal/octaltables.h"

#include <map>
#include <memory>
#include <string>

namespace grundy::octal {

Table& tableFor(const takebreak::OctalCode& code) {
    static std::mutex lock;
    static std::map<std::string, std::unique_ptr<Table>> all;
    const std::lock_guard guard(lock);
    std::unique_ptr<Table>& t = all[code.text()];
    if (!t) t = std::make_unique<Table>(code);
    return *t;
}

unsigned lockedValue(Table& table, const Natural& row) {
    const std::lock_guard guard(table.mutex);
    return table.values.value(row); // BeyondTable is an InvalidPosition with its words
}

} // namespace grundy::octal
