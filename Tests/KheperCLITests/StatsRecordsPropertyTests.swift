import Foundation
import KheperCLI
import KheperJSON
import KheperTestSupport
import Testing

/// For any logged history, every record `kheper stats` prints is reachable from the sets `kheper history --json`
/// prints: the set it names exists, is a working set, has reps in the stated range when it is an estimate, and no
/// other such set beats it.
@Suite struct StatsRecordsPropertyTests {
    /// The rep range the output states, read from it: `sets of 1–10 reps`.
    static func statedRange(in output: String) -> ClosedRange<Int>? {
        guard let match = output.firstRange(of: "estimated 1RM by Epley, sets of ") else { return nil }
        let rest = output[match.upperBound...].prefix { $0 != " " }
        let bounds = rest.split(separator: "–").compactMap { Int($0) }
        return bounds.count == 2 ? bounds[0]...bounds[1] : nil
    }

    /// A random Strong history: a few exercises, sessions on distinct days, working and warm-up sets with reps from
    /// 1 to 25 in kg or lb.
    static func history(_ random: inout SeededGenerator) -> String {
        var csv = StrongExportFixture.header
        let exercises = (1...Int.random(in: 1...4, using: &random)).map { "Lift \($0) (Barbell)" }
        for day in 1...Int.random(in: 1...8, using: &random) {
            let date = "2024-02-\(day < 10 ? "0" : "")\(day) 09:00:00"
            for exercise in exercises where Bool.random(using: &random) || day == 1 {
                for order in 1...Int.random(in: 1...4, using: &random) {
                    let unit = Bool.random(using: &random) ? "kg" : "lbs"
                    let weight = Double(Int.random(in: 4...120, using: &random)) * 2.5
                    let setOrder = Int.random(in: 0...5, using: &random) == 0 ? "W" : "\(order)"
                    csv +=
                        "\(date);Day \(day);\(exercise);\(setOrder);\(weight);\(unit);"
                        + "\(Int.random(in: 1...25, using: &random));;;;0;;;1h\n"
                }
            }
        }
        return csv
    }

    @Test(arguments: [1, 2, 3, 26, 2_026, 0xC0FFEE] as [UInt64])
    func everyRecordStatsPrintsIsReachableFromTheHistoryJSON(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let tool = try ToolHarness()
        try tool.write("log.csv", Self.history(&random))
        func run(_ arguments: String...) -> (code: ExitCode, out: String, err: String) { tool.runInStore(arguments) }
        #expect(run("log", "import", "log.csv").code == .success, "seed \(seed)")
        let stats = run("stats", "--top", "100000", "--unit", "kg")
        #expect(stats.code == .success, "seed \(seed): \(stats.err)")
        let range = try #require(Self.statedRange(in: stats.out), "seed \(seed): no formula and range in \(stats.out)")
        let records = stats.out.split(separator: "\n").filter { $0.hasPrefix("  Lift ") }
        #expect(!records.isEmpty, "seed \(seed): \(stats.out)")
        for record in records {
            let name = String(record.dropFirst(2).prefix { $0 != ":" })
            let history = run("history", "--json", "--unit", "kg", name)
            let json = try JSONValue(parsing: Array(history.out.utf8))
            // Every working set with a load, as (day, reps, weight as recorded, kilograms).
            var sets: [(day: String, reps: Int?, recorded: String, kilograms: Double)] = []
            for session in json["sessions"]?.arrayValue ?? [] {
                let day = String((session["start"]?.stringValue ?? "").prefix(10))
                for set in session["sets"]?.arrayValue ?? [] where set["type"] != "warmUp" {
                    guard let weight = set["weight"]?.numberValue?.doubleValue, weight > 0,
                        let unit = set["weightUnit"]?.stringValue
                    else { continue }
                    let reps = set["reps"]?.numberValue.map { Int($0.doubleValue) }
                    let shown = weight == weight.rounded() ? String(Int(weight)) : String(weight)
                    sets.append((day, reps, "\(shown) \(unit)", unit == "lb" ? weight * 0.453_592_37 : weight))
                }
            }
            let context = "seed \(seed): \(record)"
            let estimates = sets.compactMap { set -> Double? in
                guard let reps = set.reps, range.contains(reps) else { return nil }
                return reps == 1 ? set.kilograms : set.kilograms * (1 + Double(reps) / 30)
            }
            if let part = record.firstRange(of: "e1RM ") {
                // e1RM X kg (R × W U, DAY)
                let text = record[part.upperBound...]
                let value = try #require(Double(text.prefix { $0 != " " }), "\(context)")
                let inner = text.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
                let pieces = inner.components(separatedBy: ", ")
                let repsAndWeight = pieces[0].components(separatedBy: " × ")
                let reps = try #require(Int(repsAndWeight[0]), "\(context)")
                #expect(range.contains(reps), "\(context): \(reps) reps is outside \(range)")
                #expect(
                    sets.contains { $0.day == pieces[1] && $0.reps == reps && $0.recorded == repsAndWeight[1] },
                    "\(context): no such set in the history")
                let best = try #require(estimates.max(), "\(context)")
                #expect(abs(best - value) <= 0.05 + 1e-9, "\(context): the best estimate is \(best)")
            } else {
                #expect(estimates.isEmpty, "\(context): a set in range was left out")
            }
            let heaviestPart = try #require(record.firstRange(of: "heaviest "), "\(context)")
            let heaviest = try #require(
                Double(record[heaviestPart.upperBound...].prefix { $0 != " " }), "\(context)")
            let top = try #require(sets.map(\.kilograms).max(), "\(context)")
            #expect(abs(top - heaviest) <= 0.05 + 1e-9, "\(context): the heaviest set is \(top) kg")
        }
    }
}
