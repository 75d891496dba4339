// SPDX-License-Identifier: MIT
#include "common/fileerror.h"

#include <QMessageBox>

void showFileError(QWidget* window, const QString& title, const QString& text,
                   const QString& detail) {
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, window);
    box->setObjectName(QStringLiteral("fileErrorBox"));
    box->setInformativeText(detail);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}
