// kheper-store-stress: a test helper that writes to a store until it is killed.
//
// USAGE: kheper-store-stress STORE-PATH [WORKOUT-ID] [--count N] [--pause-ms MS]
//        kheper-store-stress STORE-PATH --open-only [--wait-for-input]
//        kheper-store-stress STORE-PATH --read-only
//
// Opens the store, creates the workout (default "stress") unless it exists, then applies one StoreWrite per step,
// each inserting block "b<N>" with a fresh order key, and prints `ack N` only after `apply` has returned (so the
// write is durable). Runs until killed, or for N steps, sleeping MS milliseconds between steps (default 0).
// Errors go to standard error with exit status 1.
//
// --open-only opens (creating) the store read-write, prints `opened` and exits; with --wait-for-input it first
// waits for a line on standard input, so a test can start many at the same moment. --read-only opens the store
// read-only and prints `workout ID BLOCKS` for each workout, then exits.

import Foundation
import KheperCore
import KheperEditor
import KheperSQLite

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

let usage = """
    usage: kheper-store-stress STORE-PATH [WORKOUT-ID] [--count N] [--pause-ms MS]
           kheper-store-stress STORE-PATH (--open-only [--wait-for-input] | --read-only)
    """
var positional: [String] = []
var limit: Int?
var pause = 0
var openOnly = false
var waitForInput = false
var readOnly = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--count":
        guard let value = arguments.next().flatMap({ Int($0) }) else { fail(usage) }
        limit = value
    case "--pause-ms":
        guard let value = arguments.next().flatMap({ Int($0) }), value >= 0 else { fail(usage) }
        pause = value
    case "--open-only":
        openOnly = true
    case "--wait-for-input":
        waitForInput = true
    case "--read-only":
        readOnly = true
    default:
        positional.append(argument)
    }
}
guard (1...2).contains(positional.count) else { fail(usage) }
let storePath = positional[0]
let documentID = DocumentID(positional.count == 2 ? positional[1] : "stress")

if openOnly {
    if waitForInput { _ = readLine() }
    do throws(StoreError) {
        _ = try SQLiteDocumentStore(path: storePath)
        print("opened")
        exit(0)
    } catch {
        fail(error.description)
    }
}
if readOnly {
    do throws(StoreError) {
        let store = try SQLiteDocumentStore(path: storePath, access: .readOnly)
        for workout in try store.listDocuments() {
            print("workout \(workout.id) \(workout.blockCount)")
        }
        exit(0)
    } catch {
        fail(error.description)
    }
}

do throws(StoreError) {
    let store = try SQLiteDocumentStore(path: storePath)
    var lastKey: OrderKey?
    var next = 1
    if let existing = try store.loadDocument(id: documentID) {
        lastKey = existing.blocks.filter { $0.parentID == nil }.map(\.order).max()
        next = existing.blocks.count + 1
    } else {
        try store.createDocument(DocumentRecord(id: documentID, title: "Stress \(documentID)", blocks: []))
    }
    while limit.map({ next <= $0 }) ?? true {
        guard let key = try? OrderKey.between(lastKey, nil) else {
            fail("no order key after \(String(describing: lastKey))")
        }
        let block = BlockRecord(
            id: BlockID("b\(next)"), parentID: nil, order: key, kind: "text", version: 1,
            data: ["text": .string("Block \(next)"), "n": .number(JSONNumber(next))])
        let history = HistoryChange(
            upserts: [HistoryEntry(position: next - 1, payload: ["insert": .string("b\(next)")])], cursor: next)
        try store.apply(StoreWrite(documentID: documentID, upserts: [block], history: history))
        // Unbuffered: the line reaches the pipe before the next write starts.
        FileHandle.standardOutput.write(Data("ack \(next)\n".utf8))
        lastKey = key
        next += 1
        if pause > 0 { usleep(UInt32(min(pause, 1000) * 1000)) }
    }
} catch {
    fail(error.description)
}
