// SPDX-License-Identifier: MIT
#include "core/text/english.h"

namespace grundy {

std::string englishFormat(const Phrase& phrase) {
    return phrase.source;
}

std::string toEnglish(const Message& m) {
    return render(m, englishFormat);
}

std::string toEnglish(const Arg& a) {
    return render(a, englishFormat);
}

MessageError::MessageError(Message message)
    : std::invalid_argument(toEnglish(message)),
      m_message(std::make_shared<const Message>(std::move(message))) {}

} // namespace grundy
