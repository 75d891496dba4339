// SPDX-License-Identifier: MIT
#include "common/messagetext.h"

#include <QCoreApplication>

namespace {

std::string formatOf(const grundy::Phrase& phrase) {
    return MessageText::format(phrase).toStdString();
}

} // namespace

QString MessageText::format(const grundy::Phrase& phrase) {
    return QCoreApplication::translate(phrase.context, phrase.source);
}

QString MessageText::text(const grundy::Message& m) {
    return QString::fromStdString(grundy::render(m, formatOf));
}

QString MessageText::text(const grundy::Arg& a) {
    return QString::fromStdString(grundy::render(a, formatOf));
}
