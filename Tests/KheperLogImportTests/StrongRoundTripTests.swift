import Foundation
import KheperLogImport
import KheperTrainingLog
import Testing

/// A Strong import followed by a Strong export in the layout the sessions record gives the same rows, for every
/// Strong fixture: the same header and the same cells, but for the normalisation `kheper log --help` names (names
/// trimmed, `38min` written `38m`, times with seconds, a header added to a file without one, skipped rows left
/// out).
@Suite struct StrongRoundTripTests {
    static let fixtures: [(name: String, unit: WeightUnit?, layout: String)] = [
        ("strong-comma-12.csv", .kg, "comma-12"),
        ("strong-comma-11.csv", .kg, "comma-11"),
        ("strong-comma-10.csv", .kg, "comma-10"),
        ("strong-comma-quirks.csv", .kg, "comma-12"),
        ("strong-headerless.csv", .kg, "comma-12"),
        ("strong-semicolon-14.csv", nil, "semicolon-14"),
        ("strong-semicolon-13.csv", nil, "semicolon-13"),
        ("strong-quoted-semicolon.csv", nil, "quoted-semicolon"),
        ("strong-2016.csv", nil, "2016-kg"),
        ("strong-2016-lbs.csv", nil, "2016-lb"),
    ]

    /// The cells of `bytes`, with the documented normalisation applied to a file as Strong wrote it.
    static func rows(
        _ bytes: [UInt8], layout: StrongLayout, normalising: Bool, skipping skipped: [ImportNote] = []
    ) throws -> [[String]] {
        var reader = CSVReader()
        var rows: [[String]] = []
        let skippedLines = Set(skipped.map(\.line))
        let keep = { (record: CSVRecord) in
            if !normalising || !skippedLines.contains(record.line) { rows.append(record.fields) }
        }
        try reader.feed(bytes, onRecord: keep)
        try reader.finish(onRecord: keep)
        guard normalising else { return rows }
        let date = layout.columns.firstIndex(of: .date)
        if let first = rows.first, first != layout.headers { rows.insert(layout.headers, at: 0) }
        let name = layout.columns.firstIndex(of: .exerciseName)
        let duration = layout.columns.firstIndex(of: .duration)
        for index in rows.indices.dropFirst() {
            if let date, rows[index][date].count == 16 { rows[index][date] += ":00" }
            if let name { rows[index][name] = rows[index][name].trimmingCharacters(in: .whitespaces) }
            if let duration, rows[index][duration].hasSuffix("min") {
                rows[index][duration] = String(rows[index][duration].dropLast(3)) + "m"
            }
        }
        return rows
    }

    @Test(arguments: fixtures)
    func importThenExportGivesTheSameRows(name: String, unit: WeightUnit?, layoutName: String) throws {
        let (sessions, summary) = try Fixture.load(name, options: ImportOptions(defaultUnit: unit))
        #expect(summary.skipped.count == (name == "strong-comma-quirks.csv" ? 1 : 0))
        let identifier = try #require(sessions.first?.sourceLayout)
        #expect(sessions.allSatisfy { $0.sourceLayout == identifier })
        let layout = try #require(StrongLayout(identifier: identifier))
        #expect(layout == StrongLayout.named(layoutName), "\(identifier)")
        let exporter = StrongExporter(layout: layout, weightUnit: unit ?? .kg)
        let written = exporter.headerLine() + sessions.map(exporter.lines(for:)).joined()
        let original = try Self.rows(
            Fixture.bytes(name), layout: layout, normalising: true, skipping: summary.skipped)
        let exported = try Self.rows(Array(written.utf8), layout: layout, normalising: false)
        #expect(exported.first == original.first)
        for (line, (back, row)) in zip(exported, original).enumerated() where back != row {
            Issue.record("\(name) row \(line + 1): exported \(back), file \(row)")
        }
        #expect(exported.count == original.count)
    }

    @Test func everyExportLayoutReadsBackAsItself() throws {
        for (name, layout) in StrongLayout.exportLayouts {
            #expect(StrongLayout(identifier: layout.identifier) == layout, "\(name)")
        }
        #expect(StrongLayout(identifier: "|Date|Exercise Name") == nil)
        #expect(StrongLayout(identifier: ",Name,Age") == nil)
    }
}
