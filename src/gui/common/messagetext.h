// SPDX-License-Identifier: MIT
#pragma once

/// The core's messages (core/text/message.h) in the window's language: each Phrase carries
/// its translation context and English source, which QCoreApplication::translate looks up
/// (lupdate finds the phrases in the core's sources, core/text/phrase.h).

#include "core/text/message.h"

#include <QString>

/// Renders the core's messages translated.
class MessageText {
public:
    /// The translated pattern of one phrase (its English source while untranslated).
    static QString format(const grundy::Phrase& phrase);
    /// m in the window's language.
    static QString text(const grundy::Message& m);
    /// a in the window's language (a fact's value).
    static QString text(const grundy::Arg& a);
};
