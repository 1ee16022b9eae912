import Foundation
import KheperCore
import KheperEditor
import KheperLogImport
import KheperTrainingLog

/// `kheper log export`: writes the whole history, oldest session first, in Strong's semicolon layout or in
/// Kheper's own CSV layout with one row per set.
enum LogExport {
    /// The columns of `--format csv`, documented in `kheper log --help`.
    static let csvHeader = [
        "session_id", "start", "end", "title", "source", "exercise", "exercise_notes", "set_order", "set_type",
        "reps", "weight", "weight_unit", "rpe", "seconds", "distance", "distance_unit", "notes",
        "rest_after_seconds",
    ]

    static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) throws(CommandFailure) {
        let store = try LogCommand.open(arguments, context, mode: .read)
        var text = ""
        var sessions = 0
        do {
            if arguments.options["format"] == "csv" {
                text = line(csvHeader)
                try store.forEachSession { session in
                    sessions += 1
                    text += csvLines(session)
                }
            } else {
                let exporter = StrongExporter(layout: .semicolon)
                text = exporter.headerLine()
                try store.forEachSession { session in
                    sessions += 1
                    text += exporter.lines(for: session)
                }
            }
        } catch {
            throw CommandFailure("cannot export the training log: \(error)")
        }
        guard let output = arguments.options["output"] else {
            context.output.writeVerbatim(bytes: Array(text.utf8), format: .markup)
            return
        }
        do {
            try AtomicFile.write(Array(text.utf8), to: context.environment.absolute(output))
        } catch {
            throw CommandFailure("cannot write \(output): \(error)")
        }
        context.output.printError("exported \(sessions) sessions to \(output)")
    }

    /// One row per set of the session, in the `csv` layout.
    static func csvLines(_ session: LoggedSession) -> String {
        var text = ""
        for exercise in session.exercises {
            for set in exercise.sets {
                text += line([
                    session.id, timestamp(session.start), session.end.map(timestamp) ?? "", session.title ?? "",
                    session.source.rawValue, exercise.name, exercise.notes ?? "", String(set.order),
                    set.type.rawValue, set.reps.map(String.init) ?? "", number(set.weight?.value),
                    set.weight?.unit.rawValue ?? "", number(set.rpe), number(set.durationSeconds),
                    number(set.distance?.value), set.distance?.unit.rawValue ?? "", set.notes ?? "",
                    number(set.restAfterSeconds),
                ])
            }
        }
        return text
    }

    /// A number exactly as stored (the shortest text that reads back as it), or empty.
    private static func number(_ value: Double?) -> String {
        value.map(LogNumberFormatter.shortest) ?? ""
    }

    /// `yyyy-MM-ddTHH:mm:ssZ`, the wall-clock time as stored.
    private static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// A comma-separated line, quoting fields that hold a comma, quote or line break.
    private static func line(_ fields: [String]) -> String {
        fields.map { field in
            guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
            return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }.joined(separator: ",") + "\n"
    }
}
