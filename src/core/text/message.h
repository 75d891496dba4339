// SPDX-License-Identifier: MIT
#pragma once

/// Text that leaves the core as data: which sentence (a Phrase, phrase.h) with which numbers
/// and nested phrases (the Args), so that each front end renders it in its own language —
/// grundy-cli in English (english.h), the window translated (gui/common/messagetext.h).
/// Every Phrase is one whole sentence or phrase with %1..%9 placeholders; nothing is
/// glued from pieces, so a translation may put the placeholders in any order.

#include "core/base/natural.h"
#include "core/text/phrase.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

namespace grundy {

struct Arg;

/// A number shown in binary ("111"), without a prefix.
struct Binary {
    Natural value;
    bool operator==(const Binary&) const = default;
};

/// Text from the input shown as it was given, never translated: an option's name, a value
/// that is not a number.
struct Verbatim {
    std::string text;
    bool operator==(const Verbatim&) const = default;
};

/// A list of items shown one after the other: "3, 5, 7", or with `conjunction` the last
/// two joined by "and": "pile 1, pile 2 and pile 3". The separators are messages too.
struct List {
    std::vector<Arg> items;
    bool conjunction = false;
    bool operator==(const List&) const;
};

/// One sentence or phrase and the values of its placeholders (%1 is args[0]).
struct Message {
    Phrase phrase;
    std::vector<Arg> args;
    bool operator==(const Message&) const;
};

/// The value of one placeholder: a number (in decimal), a number in binary, a nested
/// phrase, a list, or text from the input.
struct Arg {
    std::variant<Natural, Binary, Message, List, Verbatim> value;

    Arg(const Natural& n) : value(n) {}
    Arg(std::size_t n) : value(Natural(n)) {}
    Arg(Binary b) : value(std::move(b)) {}
    Arg(Message m) : value(std::move(m)) {}
    Arg(List l) : value(std::move(l)) {}
    Arg(Verbatim v) : value(std::move(v)) {}
    bool operator==(const Arg&) const = default;
};

inline bool List::operator==(const List& o) const {
    return conjunction == o.conjunction && items == o.items;
}
inline bool Message::operator==(const Message& o) const {
    return phrase == o.phrase && args == o.args;
}

/// The pattern of one Phrase in some language: whole text with %1..%9 placeholders.
using MessageFormat = std::function<std::string(const Phrase&)>;

/// m written out with `format` for every sentence, nested phrase and list separator.
/// Throws std::logic_error when a pattern names a placeholder the message has no value
/// for (a bug in the core or a translation).
std::string render(const Message& m, const MessageFormat& format);
/// One value written out the same way (a fact's value, a list).
std::string render(const Arg& a, const MessageFormat& format);

/// n as a phrase: "1 stone", "5 stones".
Message stones(const Natural& n);
/// n as an ordinal: "1st", "2nd", "23rd", "11th".
Message ordinal(const Natural& n);

/// An error whose words are a Message, so each front end says it in its own language;
/// what() is its English (english.h), for grundy-cli and logs.
class MessageError : public std::invalid_argument {
public:
    explicit MessageError(Message message);
    /// What is wrong, as data.
    const Message& message() const noexcept { return *m_message; }

private:
    std::shared_ptr<const Message> m_message; // shared: copying an exception cannot throw
};

/// Thrown when a move is not legal in a position; message() says why.
class IllegalMove : public MessageError {
public:
    using MessageError::MessageError;
};

/// Thrown when a position itself breaks the rules (two chips on one cell, K = 0, ...);
/// message() says what is wrong.
class InvalidPosition : public MessageError {
public:
    using MessageError::MessageError;
};

} // namespace grundy
