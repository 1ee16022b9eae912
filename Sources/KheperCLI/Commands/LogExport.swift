import Foundation
import KheperCore
import KheperEditor
import KheperLogImport
import KheperTrainingLog

/// `kheper log export`: writes the whole history, oldest session first, in one of Strong's layouts (by default the
/// one the sessions were imported from) or in Kheper's own CSV layout with one row per set.
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
            if arguments[LogCommand.format] == "csv" {
                if arguments[LogCommand.layout] != nil || arguments[LogCommand.unit] != nil {
                    throw CommandFailure(
                        "--layout and --unit apply to --format strong only; --format csv keeps every unit as recorded",
                        exitCode: .usage)
                }
                text = line(csvHeader)
                try store.forEachSession { session in
                    sessions += 1
                    text += csvLines(session)
                }
            } else {
                let exporter = try strongExporter(arguments, store: store, context: &context)
                text = exporter.headerLine()
                try store.forEachSession { session in
                    sessions += 1
                    text += exporter.lines(for: session)
                }
            }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("cannot export the training log: \(error)")
        }
        guard let output = arguments[.output] else {
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

    /// The Strong writer: `--layout`, else the layout the oldest session that records one was imported from
    /// (saying so when sessions came from several), else the semicolon layout; weights in a layout without a unit
    /// are in `--unit`, else the unit of the first weight recorded.
    private static func strongExporter(
        _ arguments: ParsedArguments, store: any TrainingLogStore, context: inout CommandContext
    ) throws -> StrongExporter {
        var layout: StrongLayout?
        if let name = arguments[LogCommand.layout] {
            guard let named = StrongLayout.named(name) else {
                throw CommandFailure(
                    "--layout is \"\(name)\", which Kheper reads but does not write: a file without a header row "
                        + "cannot be told from other layouts when read back; expected one of "
                        + StrongLayout.exportLayouts.map(\.name).joined(separator: ", "),
                    exitCode: .usage)
            }
            layout = named
        }
        var unit = arguments[LogCommand.unit].flatMap(WeightUnit.init(rawValue:))
        guard layout == nil || (unit == nil && !(layout?.namesWeightUnit ?? true)) else {
            return StrongExporter(layout: layout ?? .semicolon, weightUnit: unit ?? .kg)
        }
        var recorded: [String] = []
        try store.forEachSession { session in
            if unit == nil { unit = session.exercises.lazy.flatMap(\.sets).compactMap(\.weight?.unit).first }
            if session.source == .strong, let identifier = session.sourceLayout, !recorded.contains(identifier) {
                recorded.append(identifier)
            }
        }
        if layout == nil, let first = recorded.first, let imported = StrongLayout(identifier: first) {
            layout = imported
            if recorded.count > 1 {
                context.output.printError(
                    "the sessions were imported from \(recorded.count) Strong layouts; writing \(imported.name), "
                        + "the oldest's (--layout chooses another)")
            }
        }
        return StrongExporter(layout: layout ?? .semicolon, weightUnit: unit ?? .kg)
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
