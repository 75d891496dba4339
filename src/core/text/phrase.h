// SPDX-License-Identifier: MIT
#pragma once

/// A sentence or phrase of the core, written once beside the code that says it: its
/// translation context and its English source, with %1..%9 placeholders. The core stays
/// free of Qt; grundy-cli prints the source (english.h), the window passes the pair to
/// QCoreApplication::translate (gui/common/messagetext.h).

#include <string_view>

namespace grundy {

/// One sentence or phrase: the context a translator finds it under (a game's id, or a
/// shared part: "text", "games", "explain") and its English.
struct Phrase {
    const char* context = "";
    const char* source = "";

    /// The same words: equal context and source, wherever the literals happen to live.
    friend bool operator==(const Phrase& a, const Phrase& b) {
        return std::string_view(a.context) == b.context && std::string_view(a.source) == b.source;
    }
};

} // namespace grundy

/// A Phrase in `context` whose English is `source` (both string literals). lupdate reads it
/// as QT_TRANSLATE_NOOP (-tr-function-alias QT_TRANSLATE_NOOP+=GRUNDY_TR, src/gui/CMakeLists.txt),
/// so every phrase reaches the translations without a second list.
#define GRUNDY_TR(context, source)                                                                 \
    ::grundy::Phrase {                                                                             \
        context, source                                                                            \
    }
