import KheperLogImport
import KheperTrainingLog
import Testing

/// What no store can keep, or no export writes, is refused while the CSV is read, with its line and column, and no
/// session is emitted: a NUL byte, a number too large for a `Double`, a field longer than the cap.
@Suite struct CSVRefusalTests {
    static let fitNotesHeader = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n"

    /// The error importing `text` throws, and the sessions emitted before it.
    func refusal(_ text: [UInt8], options: ImportOptions = ImportOptions()) throws -> (LogImportError, Int) {
        var sessions = 0
        let error = try #require(throws: LogImportError.self) {
            _ = try LogImporter.importBytes(text, options: options) { _ in sessions += 1 }
        }
        return (error, sessions)
    }

    @Test func aNullByteInAFieldIsRefusedWithItsLineAndColumn() throws {
        let text =
            Array((Self.fitNotesHeader + "2024-01-01,Fly,Chest,50,kgs,8,,,,fine\n2024-01-01,Fl").utf8)
            + [0] + Array("y,Chest,50,kgs,8,,,,\n".utf8)
        let (error, sessions) = try refusal(text)
        #expect(error.code == .nullCharacter)
        #expect(error.position == CSVPosition(line: 3, column: 14))
        #expect(
            error.message
                == "line 3, column 14: a U+0000 (NUL) byte in a field; expected text without U+0000, which cannot be "
                + "stored")
        #expect(sessions == 0)
    }

    @Test func aNullByteInAQuotedFieldIsRefusedToo() throws {
        let text = Array((Self.fitNotesHeader + "2024-01-01,Fly,Chest,50,kgs,8,,,,\"a").utf8) + [0] + Array("\"\n".utf8)
        let (error, _) = try refusal(text)
        #expect(error.code == .nullCharacter)
        #expect(error.position == CSVPosition(line: 2, column: 36))
    }

    @Test func keepGoingSkipsOnlyTheRowWithANullByte() throws {
        let text =
            Array((Self.fitNotesHeader + "2024-01-01,Fly,Chest,50,kgs,8,,,,\n2024-01-01,Fl").utf8)
            + [0] + Array("y,Chest,50,kgs,8,,,,\n".utf8)
        var sets = 0
        let summary = try LogImporter.importBytes(text, options: ImportOptions(keepGoing: true)) {
            sets += $0.setCount
        }
        #expect(sets == 1)
        #expect(summary.skipped.map(\.line) == [3])
        #expect(summary.skipped.first?.reason.hasPrefix("line 3, column 14: a U+0000 (NUL) byte") == true)
    }

    @Test(arguments: ["1e309", "-1e309", "2E+308"])
    func aWeightTooLargeForADoubleIsRefusedNamingTheColumn(_ weight: String) throws {
        let text = Array((Self.fitNotesHeader + "2024-01-01,Fly,Chest,\(weight),kgs,8,,,,\n").utf8)
        let (error, sessions) = try refusal(text)
        #expect(error.code == .invalidValue)
        #expect(
            error.message
                == "line 2, column 22: Weight is \"\(weight)\", but it should be a number no larger than "
                + "1.7976931348623157e+308")
        #expect(sessions == 0)
    }

    @Test func aDistanceOrTimeTooLargeForADoubleIsRefused() throws {
        let distance = try refusal(Array((Self.fitNotesHeader + "2024-01-01,Run,Cardio,,,,1e309,km,,\n").utf8)).0
        #expect(distance.message.hasPrefix("line 2, column 26: Distance is \"1e309\""))
        let time = try refusal(Array((Self.fitNotesHeader + "2024-01-01,Run,Cardio,,,,,,1e309,\n").utf8)).0
        #expect(time.message == "line 2, column 28: Time is \"1e309\", but it should be a time such as 0:00:30")
    }

    @Test func aFieldLongerThanTheCapIsRefusedWhereItStartsWithoutReadingItWhole() throws {
        let cap = CSVReader.maximumFieldBytes
        #expect(cap == 65_536)
        var reader = CSVReader()
        var records = 0
        try reader.feed(Array(Self.fitNotesHeader.utf8) + Array("2024-01-01,".utf8)) { _ in records += 1 }
        try reader.feed([UInt8](repeating: UInt8(ascii: "x"), count: cap)) { _ in records += 1 }
        let error = try #require(throws: LogImportError.self) {
            try reader.feed([UInt8(ascii: "x")]) { _ in records += 1 }
        }
        #expect(error.code == .fieldTooLong)
        #expect(error.position == CSVPosition(line: 2, column: 12))
        #expect(
            error.message
                == "line 2, column 12: the field that starts here is longer than 65536 bytes; expected at most 65536 "
                + "bytes (64 KiB) in one field")
        #expect(records == 1)
    }

    @Test func aFieldExactlyAtTheCapIsRead() throws {
        let field = String(repeating: "é", count: CSVReader.maximumFieldBytes / 2)
        #expect(try Fixture.records(Array("a,\"\(field)\"\n".utf8)) == [["a", field]])
    }

    @Test func aHugeQuotedFieldOrFirstLineIsRefusedByteByByteToo() throws {
        let huge = String(repeating: "y", count: 100_000)
        var reader = CSVReader()
        let quoted = try #require(throws: LogImportError.self) {
            try reader.feed(Array("a,b\n1,\"\(huge)\"\n".utf8).lazy.map { $0 }) { _ in }
        }
        #expect(quoted.code == .fieldTooLong)
        #expect(quoted.position == CSVPosition(line: 2, column: 3))
        let firstLine = try #require(throws: LogImportError.self) {
            _ = try LogImporter.importBytes(Array(huge.utf8)) { _ in }
        }
        #expect(firstLine.code == .fieldTooLong)
        #expect(firstLine.position == CSVPosition(line: 1, column: 1))
    }

    @Test func aByteOrderMarkInsideAValueShowsAsAnEscapeInTheMessage() throws {
        let text = Array((Self.fitNotesHeader + "2024-01-01,Fly,Chest,50,kgs,\u{FEFF}8,,,,\n").utf8)
        let (error, _) = try refusal(text)
        #expect(
            error.message
                == "line 2, column 29: Reps is \"\\u{FEFF}8\", but it should be a whole number such as 8")
        #expect(!error.message.unicodeScalars.contains("\u{FEFF}"))
    }

    @Test func invisibleCharactersAreQuotedVisiblyAndOthersAsThemselves() {
        #expect(LogImportError.quoted("a\u{0}b\u{200B}c\u{2028}\u{1B}") == "\"a\\u{0}b\\u{200B}c\\u{2028}\\u{1B}\"")
        #expect(LogImportError.quoted("Bänk 😀 \"x\"") == "\"Bänk 😀 \"x\"\"")
    }
}
