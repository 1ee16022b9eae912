import Foundation
import KheperLogImport
import KheperTrainingLog
import Testing

/// `LogImporter.importFile` reads on a second thread and hands sessions over through a bounded queue: these check
/// that what arrives, in what order, and how it stops are the same as reading the bytes in one go.
@Suite struct LogImporterFileTests {
    static let header =
        "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;"
        + "Notes;Workout Notes;Workout Duration\n"

    /// A Strong export of `sessions` sessions of three sets each, about 100 bytes a row; session `badSession`, when
    /// given, is one row whose weight is not a number.
    static func export(sessions: Int, badRowInSession badSession: Int? = nil) -> String {
        var text = header
        for session in 0..<sessions {
            let day = String(1 + session % 28).leftPadded
            let hour = String(session % 24).leftPadded
            let date = "\(2000 + session / 672)-\(String(1 + session / 28 % 12).leftPadded)-\(day) \(hour):00:00"
            if session == badSession {
                text += "\(date);\"Session \(session)\";\"Squat (Barbell)\";1;heavy;kg;5;;;;0;;;1h\n"
                continue
            }
            for set in 1...3 {
                text += "\(date);\"Session \(session)\";\"Squat (Barbell)\";\(set);\(100 + set);kg;5;8;;;0;;;1h\n"
            }
        }
        return text
    }

    /// Writes `text` to a new file in the temporary folder and returns its path.
    static func write(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(path: "kheper-log-import-\(UUID()).csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileOfManyChunksGivesTheSessionsAndSummaryOfItsBytesInOrder() throws {
        // About 2 MB: many more 64 KiB chunks than the queue holds, so the reader waits for the storer.
        let text = Self.export(sessions: 7_000)
        let path = try Self.write(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var fromFile: [LoggedSession] = []
        var progress: [Int] = []
        let fileSummary = try LogImporter.importFile(
            atPath: path, progress: { progress.append($0) }, onSession: { fromFile.append($0) })
        var fromBytes: [LoggedSession] = []
        let bytesSummary = try LogImporter.importBytes(Array(text.utf8)) { fromBytes.append($0) }
        #expect(fromFile.count == 7_000)
        #expect(fromFile == fromBytes)
        #expect(fileSummary == bytesSummary)
        #expect(progress == progress.sorted() && progress.last == text.utf8.count)
    }

    @Test func anErrorFromTheStorerStopsTheReaderAndComesBack() throws {
        struct Refused: Error, Equatable {}
        let path = try Self.write(Self.export(sessions: 7_000))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var stored = 0
        #expect(throws: Refused()) {
            _ = try LogImporter.importFile(atPath: path) { _ in
                if stored == 10 { throw Refused() }
                stored += 1
            }
        }
        #expect(stored == 10)
    }

    @Test func aBadRowEndsTheImportAfterTheSessionsBeforeIt() throws {
        let path = try Self.write(Self.export(sessions: 5_000, badRowInSession: 4_000))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var titles: [String?] = []
        #expect {
            _ = try LogImporter.importFile(atPath: path) { titles.append($0.title) }
        } throws: { error in
            (error as? LogImportError)?.code == .invalidValue
        }
        #expect(titles.count == 4_000 && titles.last == "Session 3999")
        #expect(titles == (0..<4_000).map { "Session \($0)" })
    }

    @Test func aMissingFileIsUnreadable() {
        #expect {
            _ = try LogImporter.importFile(atPath: "/nonexistent/kheper-\(UUID()).csv") { _ in }
        } throws: { error in
            (error as? LogImportError)?.code == .unreadable
        }
    }
}

extension String {
    /// The text with a leading zero when it is one character long.
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
