import KheperLogImport
import KheperTrainingLog

extension FuzzProperty {
    /// Exports as users' files hold them, whatever the bytes: the CSV reader reads the same records, or refuses with
    /// the same error, whether the input comes whole or split where the first byte says; and the log importer, in
    /// every format and with or without a unit, reads the file or refuses it with a `LogImportError`, never anything
    /// else, emitting only sessions with a title, exercises and sets as the summary counts them.
    public static let trainingLogImport = FuzzProperty(name: "training-log-import") {
        input throws(FuzzPropertyViolation) in
        guard let selector = input.first else { return }
        let bytes = Array(input.dropFirst())
        let split = bytes.isEmpty ? 0 : Int(selector) % (bytes.count + 1)
        let whole = csvRecords([bytes[...]])
        let pieces = csvRecords([bytes[..<split], bytes[split...]])
        guard whole.records == pieces.records, whole.error == pieces.error else {
            throw FuzzPropertyViolation(
                "reading the CSV whole and split at byte \(split) differ: \(whole.records.count) records and "
                    + "\(whole.error ?? "no error") against \(pieces.records.count) and \(pieces.error ?? "no error")")
        }
        let formats: [LogFormat?] = [nil, .strong, .hevy, .fitnotes]
        var options = ImportOptions()
        options.format = formats[Int(selector >> 2) % formats.count]
        options.defaultUnit = selector & 1 == 0 ? nil : .kg
        options.keepGoing = selector & 2 != 0
        var importer = LogImporter(options: options)
        var sets = 0
        var sessions = 0
        do {
            let emit: (LoggedSession) -> Void = { session in
                sessions += 1
                sets += session.exercises.reduce(0) { $0 + $1.sets.count }
            }
            try importer.feed(bytes[..<split], onSession: emit)
            try importer.feed(bytes[split...], onSession: emit)
            let summary = try importer.finish(onSession: emit)
            guard summary.sessions == sessions, summary.sets == sets else {
                throw FuzzPropertyViolation(
                    "the summary counts \(summary.sessions) sessions and \(summary.sets) sets; "
                        + "\(sessions) and \(sets) were emitted")
            }
        } catch let violation as FuzzPropertyViolation {
            throw violation
        } catch is LogImportError {
            return
        } catch {
            throw FuzzPropertyViolation("the importer threw something other than a LogImportError: \(error)")
        }
    }

    /// The records a CSV reader reads from `chunks` fed in turn, and the message of the error that ended it, if any.
    private static func csvRecords(_ chunks: [ArraySlice<UInt8>]) -> (records: [[String]], error: String?) {
        var reader = CSVReader()
        var records: [[String]] = []
        do {
            for chunk in chunks { try reader.feed(chunk) { records.append($0.fields) } }
            try reader.finish { records.append($0.fields) }
        } catch {
            return (records, "\(error)")
        }
        return (records, nil)
    }
}
