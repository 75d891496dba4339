// SPDX-License-Identifier: MIT
#pragma once

/// The core's messages in English: the only place with the core's English sentences
/// (grundy-cli prints them; the window translates the same sentences with tr()).

#include "core/text/message.h"

#include <string>

namespace grundy {

/// The English pattern of one message, with %1..%9 placeholders.
std::string englishFormat(MessageId id);

/// m in English.
std::string toEnglish(const Message& m);
/// a in English.
std::string toEnglish(const Arg& a);

} // namespace grundy
