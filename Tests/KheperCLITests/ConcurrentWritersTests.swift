import Foundation
import KheperCore
import KheperTestSupport
import Synchronization
import Testing

/// Several real `kheper` processes write one store at once, as two terminals or a script beside the editor do:
/// no acknowledged change is lost, sibling keys stay unique, no block is orphaned, and the shared undo history
/// holds exactly one step per acknowledged edit.
@Suite(.serialized) struct ConcurrentWritersTests {
    let directory = FileManager.default.temporaryDirectory.appending(path: "kheper-writers-\(UUID().uuidString)")
    var store: String { directory.appending(path: "store.sqlite").path }

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// What one run of `kheper` did.
    struct Run: Sendable {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `kheper` with `arguments` on the test's store and waits for it.
    func kheper(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try StoreOpeningCommandTests.executable()
        process.arguments = arguments + ["--store", store]
        process.environment = ["NO_COLOR": "1", "HOME": directory.path]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs `workers` closures on threads of their own at the same time and returns their results in order.
    func concurrently<Value: Sendable>(
        _ workers: Int,
        _ body: @escaping @Sendable (Int) throws -> Value
    ) throws -> [Value] {
        let results = LockedResults<Value>(count: workers)
        let group = DispatchGroup()
        for worker in 0..<workers {
            group.enter()
            Thread {
                results.set(worker, Result { try body(worker) })
                group.leave()
            }.start()
        }
        group.wait()
        return try results.values()
    }

    @Test func concurrentSetsOfOneBlockAndAddsIntoOneSetAreAllKept() throws {
        let workout = try kheper(["new", "Writers"]).output
        let superset = try kheper(["add", workout, "set"]).output
        let block = try kheper(["add", workout, "exercise", "Squat", "5x5", "--into", superset]).output
        let rounds = 6
        let added = try concurrently(4) { worker in
            var ids: [String] = []
            for round in 1...rounds {
                let set = try kheper(["set", workout, block, "x-field\(worker)=\(round)"])
                guard set.status == 0 else { throw Failure("set exited \(set.status): \(set.error)") }
                let add = try kheper(["add", workout, "exercise", "W\(worker) R\(round) 3x5", "--into", superset])
                guard add.status == 0 else { throw Failure("add exited \(add.status): \(add.error)") }
                ids.append(add.output)
            }
            return ids
        }
        let exported = try kheper(["export", workout])
        let document = try JSONValue(parsing: exported.output)
        let blocks = document["blocks"]?.arrayValue ?? []
        let container = try #require(blocks.first { $0["id"]?.stringValue == superset })
        let children = container["children"]?.arrayValue ?? []
        let childIDs = Set(children.compactMap { $0["id"]?.stringValue })
        // Every acknowledged add is inside the set, and every acknowledged field kept its last value.
        #expect(childIDs.isSuperset(of: added.flatMap { $0 }))
        #expect(children.count == 1 + 4 * rounds)
        let squat = try #require(children.first { $0["id"]?.stringValue == block })
        for worker in 0..<4 {
            #expect(squat["data"]?["x-field\(worker)"] == .number(JSONNumber(rounds)), "worker \(worker)")
        }
        // One undoable step per acknowledged edit: 2 set-up edits and two per round and worker.
        #expect(try undoAll(workout) == 2 + 2 * 4 * rounds)
        #expect(try kheper(["check"]).status == 0)
    }

    @Test func mixedWritersKeepTheStoreSoundAndTheHistoryWhole() throws {
        let seed = UInt64(Date().timeIntervalSince1970) % 100_000
        let workout = try kheper(["new", "Mixed"]).output
        let sets = [try kheper(["add", workout, "set"]).output, try kheper(["add", workout, "set"]).output]
        for set in sets {
            _ = try kheper(["add", workout, "exercise", "Anchor 3x5", "--into", set])
        }
        let initial = try kheper(["export", workout]).output
        let tallies = try concurrently(4) { worker in
            var random = SeededGenerator(seed: seed &+ UInt64(worker))
            var own: [String] = []
            var tally = (edits: 0, undos: 0)
            for step in 0..<20 {
                var arguments: [String]
                let choice = own.isEmpty ? 0 : Int.random(in: 0..<10, using: &random)
                switch choice {
                case 0, 1, 2:
                    let place = [["--into", sets[0]], ["--into", sets[1]], []].randomElement(using: &random)!
                    arguments = ["add", workout, "exercise", "W\(worker) S\(step) 3x5"] + place
                case 3, 4:
                    arguments = ["set", workout, own.randomElement(using: &random)!, "name=W\(worker) S\(step)"]
                case 5, 6:
                    let place = [["--into", sets[0]], ["--into", sets[1]], ["--after", sets[1]], ["--first"]]
                        .randomElement(using: &random)!
                    arguments = ["move", workout, own.randomElement(using: &random)!] + place
                case 7, 8:
                    arguments = ["remove", workout, own.randomElement(using: &random)!]
                default:
                    arguments = ["undo", workout]
                }
                let run = try kheper(arguments)
                // A refusal (a block removed or undone by another writer meanwhile) exits 1 and changes nothing.
                guard run.status == 0 else {
                    guard run.status == 1, !run.error.isEmpty else {
                        throw Failure("seed \(seed): \(arguments) exited \(run.status): \(run.error)")
                    }
                    continue
                }
                guard !run.output.hasPrefix("unchanged") else { continue }
                if arguments[0] == "undo" { tally.undos += 1 } else { tally.edits += 1 }
                if arguments[0] == "add" { own.append(run.output) }
                if arguments[0] == "remove" { own.removeAll { $0 == arguments[2] } }
            }
            return tally
        }
        let edits = tallies.map(\.edits).reduce(0, +)
        let undos = tallies.map(\.undos).reduce(0, +)
        #expect(edits > 20, "seed \(seed)")
        #expect(try kheper(["check"]).status == 0, "seed \(seed)")
        // The shared history holds one step per acknowledged edit, less those acknowledged undos took back, on top
        // of the 4 set-up steps; undoing them all gives back the workout as it was before the writers started.
        let undone = try undoAll(workout)
        #expect(undone == 4 + edits - undos, "seed \(seed)")
        let blocksNow = try JSONValue(parsing: try kheper(["export", workout]).output)["blocks"]
        #expect(blocksNow == .array([]), "seed \(seed)")
        for _ in 0..<4 { _ = try kheper(["redo", workout]) }
        #expect(try kheper(["export", workout]).output == initial, "seed \(seed)")
    }

    /// Undoes until nothing is left and returns how many steps that took.
    private func undoAll(_ workout: String) throws -> Int {
        var count = 0
        while try kheper(["undo", workout]).status == 0 {
            count += 1
            if count > 500 { break }
        }
        return count
    }
}

/// A failure inside a worker, with the reason.
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Results written by worker threads, one slot each.
final class LockedResults<Value: Sendable>: Sendable {
    private let slots: Mutex<[Result<Value, any Error>?]>

    init(count: Int) {
        slots = Mutex(Array(repeating: nil, count: count))
    }

    func set(_ index: Int, _ result: Result<Value, any Error>) {
        slots.withLock { $0[index] = result }
    }

    func values() throws -> [Value] {
        try slots.withLock { $0 }.map { try #require($0).get() }
    }
}
