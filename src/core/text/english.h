// SPDX-License-Identifier: MIT
#pragma once

/// The core's messages in English, the source language of every Phrase: grundy-cli prints
/// them, and the window translates the same phrases (gui/common/messagetext.h).

#include "core/text/message.h"

#include <string>

namespace grundy {

/// The English pattern of one phrase, with %1..%9 placeholders: its source.
std::string englishFormat(const Phrase& phrase);

/// m in English.
std::string toEnglish(const Message& m);
/// a in English.
std::string toEnglish(const Arg& a);

} // namespace grundy
