import Foundation
import KheperLogImport
import KheperTrainingLog
import Testing

/// Reads the fixtures in `Fixtures/` and imports them.
enum Fixture {
    /// The fixture's bytes.
    static func bytes(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"),
            "no fixture \(name)", sourceLocation: sourceLocation)
        return Array(try Data(contentsOf: url))
    }

    /// The sessions and summary an import of the fixture gives.
    static func load(
        _ name: String, options: ImportOptions = ImportOptions(), sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ([LoggedSession], ImportSummary) {
        var sessions: [LoggedSession] = []
        let summary = try LogImporter.importBytes(try bytes(name, sourceLocation: sourceLocation), options: options) {
            sessions.append($0)
        }
        return (sessions, summary)
    }

    /// Every record of a CSV text.
    static func records(_ bytes: [UInt8], separator: UInt8? = nil) throws -> [[String]] {
        var reader = CSVReader(separator: separator)
        var records: [[String]] = []
        try reader.feed(bytes) { records.append($0.fields) }
        try reader.finish { records.append($0.fields) }
        return records
    }

    /// A wall-clock time as stored: UTC.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
        -> Date
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }
}
