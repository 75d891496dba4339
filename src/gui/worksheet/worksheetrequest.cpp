// SPDX-License-Identifier: MIT
#include "worksheet/worksheetrequest.h"

#include "common/exercisesetfile.h"
#include "common/language.h"
#include "worksheet/worksheetwriter.h"

#include <cstdio>

using namespace grundy::practice;

std::vector<Topic> WorksheetRequest::topicsAsked() const {
    return topics.empty() ? std::vector<Topic>(kTopics.begin(), kTopics.end()) : topics;
}

std::vector<Kind> WorksheetRequest::kindsAsked() const {
    return kinds.empty() ? std::vector<Kind>(kKinds.begin(), kKinds.end()) : kinds;
}

std::optional<ExerciseSet> WorksheetPrinter::exercisesOf(const WorksheetRequest& request,
                                                         QString* error) {
    if (!request.setFile.isEmpty()) return ExerciseSetFile::read(request.setFile, error);
    try {
        return ExerciseSet{exerciseSet(request.seed, request.count, request.kindsAsked(),
                                       request.difficulty, request.topicsAsked()),
                           {},
                           request.seed};
    } catch (const std::invalid_argument&) {
        if (error) *error = tr("no exercise of the kinds asked is drawn from the games asked");
        return std::nullopt;
    }
}

namespace {

QtMessageHandler qtHandler = nullptr;

/// Qt's messages but one: laying the boards out as if shown, on the platform without a
/// display, makes each say that it "does not support propagateSizeHints()", which is no
/// news to a person printing a worksheet.
void withoutSizeHintNotes(QtMsgType type, const QMessageLogContext& context,
                          const QString& message) {
    if (message.contains(QLatin1String("propagateSizeHints"))) return;
    if (qtHandler) qtHandler(type, context, message);
}

} // namespace

int WorksheetPrinter::print(const WorksheetRequest& request) {
    qtHandler = qInstallMessageHandler(withoutSizeHintNotes);
    if (!request.language.isEmpty()) Language::use(request.language);
    QString error;
    const std::optional<ExerciseSet> set = exercisesOf(request, &error);
    if (set && WorksheetWriter::write(*set, request.output, &error)) return 0;
    std::fprintf(stderr, "grundy: %s\n", qPrintable(error));
    return 1;
}
