import Foundation
import KheperLogImport
import KheperTestSupport
import Testing

@Suite struct CSVReaderTests {
    private let sample = Array(
        "\u{FEFF}a;\"b;\"\"c\"\"\";d\r\n\"multi\nline\";é😀;\r\n\r\n 日本 ;\"\";x\rlast;1;2".utf8)

    @Test func readsQuotesSeparatorsLineEndsAndTheByteOrderMark() throws {
        #expect(
            try Fixture.records(sample) == [
                ["a", "b;\"c\"", "d"], ["multi\nline", "é😀", ""], [" 日本 ", "", "x"], ["last", "1", "2"],
            ])
    }

    @Test func detectsTheSeparatorOutsideQuotes() throws {
        #expect(try Fixture.records(Array("\"a;b\",c\n1,2\n".utf8)) == [["a;b", "c"], ["1", "2"]])
        #expect(try Fixture.records(Array("a;b,c;d\n".utf8)) == [["a", "b,c", "d"]])
    }

    @Test func givesTheSameRecordsWhateverTheChunkSize() throws {
        let whole = try Fixture.records(sample)
        for size in 1...sample.count {
            var reader = CSVReader()
            var records: [[String]] = []
            var start = 0
            while start < sample.count {
                try reader.feed(sample[start..<min(start + size, sample.count)]) { records.append($0.fields) }
                start += size
            }
            try reader.finish { records.append($0.fields) }
            #expect(records == whole, "chunks of \(size) bytes")
        }
    }

    @Test func readsACollectionWithoutContiguousStorageAsItsBytes() throws {
        var reader = CSVReader()
        var records: [[String]] = []
        try reader.feed(sample.lazy.map { $0 }) { records.append($0.fields) }
        try reader.finish { records.append($0.fields) }
        #expect(records == (try Fixture.records(sample)))
    }

    @Test func reportsWhereEachFieldStarts() throws {
        var reader = CSVReader()
        var positions: [[CSVPosition]] = []
        try reader.feed(Array("ab,\"c\nd\",é\nx,y".utf8)) { positions.append($0.positions) }
        try reader.finish { positions.append($0.positions) }
        #expect(positions[0] == [.init(line: 1, column: 1), .init(line: 1, column: 4), .init(line: 2, column: 4)])
        #expect(positions[1] == [.init(line: 3, column: 1), .init(line: 3, column: 3)])
    }

    @Test(arguments: [
        ("a,b\"c\n", 1, 4), ("a,\"b\"c\n", 1, 6), ("a\nb,\"open\n", 2, 3), ("x\n\"a\nb", 2, 1),
        ("日本,語😀\"x\n", 1, 6), ("\"é\r\nü\"\r\nab,\"c\"d", 3, 7),
    ])
    func refusesMalformedInputWithLineAndColumn(text: String, line: Int, column: Int) {
        var reader = CSVReader()
        do {
            try reader.feed(Array(text.utf8)) { _ in }
            try reader.finish { _ in }
            Issue.record("\(text.debugDescription) was read")
        } catch let error as LogImportError {
            #expect(error.code == .malformedCSV)
            #expect(error.position == CSVPosition(line: line, column: column), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test(arguments: [1, 2, 3, 42, 1_000_003] as [UInt64])
    func randomRecordsReadBackAsWritten(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let alphabet: [String] = ["a", "Z", "7", " ", ",", ";", "\"", "\n", "\r\n", "é", "日", "😀", "-", "."]
        for _ in 0..<50 {
            let separator: Character = Bool.random(using: &random) ? "," : ";"
            let columns = Int.random(in: 1...5, using: &random)
            var expected: [[String]] = []
            var text = ""
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                var record: [String] = []
                for _ in 0..<columns {
                    let length = Int.random(in: 0...6, using: &random)
                    record.append((0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined())
                }
                if record == [""] { record = ["x"] }
                expected.append(record)
                text +=
                    record.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
                    .joined(separator: String(separator)) + "\n"
            }
            let records = try Fixture.records(Array(text.utf8), separator: UInt8(ascii: separator == "," ? "," : ";"))
            #expect(records == expected, "seed \(seed): \(text.debugDescription)")
        }
    }
}
