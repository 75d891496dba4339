// SPDX-License-Identifier: MIT
#pragma once

/// The core's messages (core/text/message.h) in the window's language: one tr() per sentence,
/// so lupdate extracts each of them whole, with its %1 placeholders.

#include "core/text/message.h"

#include <QCoreApplication>
#include <QString>

/// Renders the core's messages with tr(); the context lupdate files them under.
class MessageText {
    Q_DECLARE_TR_FUNCTIONS(MessageText)

public:
    /// The translated pattern of one message (the English one untranslated).
    static QString format(grundy::MessageId id);
    /// m in the window's language.
    static QString text(const grundy::Message& m);
    /// a in the window's language (a fact's value).
    static QString text(const grundy::Arg& a);
};
