import Foundation
import Kheper
import KheperCore
import KheperEditor
import KheperJSON
import KheperOrderKeys
import KheperSQLite
import KheperSync
import KheperTestSupport
import KheperTrainingLog

/// The server a simulation syncs with: the contract's push and pull, a fault to inject into the next push, and
/// what it holds, to check against.
protocol SimulatedServer: SyncServer {
    /// Makes the next push fail as `fault` says.
    func failNextPush(_ fault: ReferenceServer.PushFault)
    /// The whole change log, in version order.
    var log: [PulledChange] { get throws }
    /// The documents and logged sets the server holds.
    var state: MergeState { get throws }
}

extension ReferenceServer: SimulatedServer {}

/// A seeded run of several devices, each an SQLite store with its editor, editing offline and syncing with one
/// server (the reference server, or PostgreSQL) in random orders, with pushes killed, replayed and failed on the way.
struct SyncSimulation {
    /// One device: its store file, its training log and what it logged.
    final class Device {
        let name: String
        let path: String
        let store: SQLiteDocumentStore
        let log: SQLiteTrainingLogStore
        var session: LoggedSession?
        var sessionCount = 0
        /// Whether its editor jitters new keys; the others pick plain keys, so keys collide and get rewritten.
        var jitters = true

        init(name: String, folder: String) throws {
            self.name = name
            path = folder + "/\(name).sqlite"
            store = try SQLiteDocumentStore(path: path)
            log = SQLiteTrainingLogStore(sharing: store)
        }
    }

    let seed: UInt64
    /// The seed in the logged sessions' ids: two simulations with the same one log the same session and set ids,
    /// as two users importing the same export do.
    let idSeed: UInt64
    let steps: Int
    var random: SeededGenerator
    let server: any SimulatedServer
    var devices: [Device] = []
    let registry = BlockRegistry.standard
    let folder: String
    /// Every (client, seq) the server acknowledged as applied or rewritten to a device that heard the answer.
    var acknowledged: [(client: String, seq: Int)] = []
    /// Every logged set's id, as the devices made them.
    var loggedSetIDs: Set<String> = []
    var counter = 0
    /// What happened, for the failure message.
    var trace: [String] = []
    /// How often each push status came back to a device, to show the run reached every rule.
    var statuses: [PushOutcome.Status: Int] = [:]
    /// The devices, with their latest steps, whose outbox did not describe their documents.
    var unfaithful: [String] = []
    /// How many pushes were killed, replayed and failed.
    var interruptions = 0

    init(
        seed: UInt64, steps: Int, server: any SimulatedServer = ReferenceServer(),
        deviceCounts: ClosedRange<Int> = 2...6, idSeed: UInt64? = nil
    ) throws {
        self.seed = seed
        self.idSeed = idSeed ?? seed
        self.steps = steps
        self.server = server
        random = SeededGenerator(seed: seed)
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        folder = base + "/kheper-sync-\(seed)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let count = Int.random(in: deviceCounts, using: &random)
        for index in 0..<count {
            let device = try Device(name: "d\(index)", folder: folder)
            device.jitters = Int.random(in: 0..<3, using: &random) == 0
            devices.append(device)
        }
    }

    func removeFiles() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: - Running

    mutating func run() throws {
        try start()
        for _ in 0..<steps { try step() }
        try finish()
    }

    /// One device starts a workout everyone syncs first, so they edit the same blocks.
    mutating func start() throws {
        _ = try DocumentSession.importing(try SyncFixtures.document(), store: devices[0].store, registry: registry)
        for device in devices { try sync(device) }
    }

    /// One random device edits or syncs.
    mutating func step() throws {
        let device = devices.randomElement(using: &random)!
        if Int.random(in: 0..<10, using: &random) < 6 {
            for _ in 0..<Int.random(in: 1...4, using: &random) { try edit(on: device) }
        } else {
            try interruptedOrPlainSync(device)
        }
    }

    /// Every device syncs twice, so all of them hold everything.
    mutating func finish() throws {
        for _ in 0..<2 {
            for device in devices { try sync(device) }
        }
    }

    mutating func sync(_ device: Device) throws {
        checkOutbox(of: device)
        let clientID = try device.store.syncClientID()
        let report = try device.store.sync(with: server)
        for outcome in report.outcomes where outcome.status == .applied || outcome.status == .rewritten {
            acknowledged.append((clientID, outcome.seq))
        }
        for outcome in report.outcomes { statuses[outcome.status, default: 0] += 1 }
        trace.append("\(device.name) sync: \(report.outcomes.count) pushed, \(report.pulled) pulled")
    }

    /// Records the device when its outbox does not describe its documents (checked before each sync, since a
    /// mismatch lasts until one).
    mutating func checkOutbox(of device: Device) {
        if (try? outboxDescribesTheDocuments(of: device)) != true {
            unfaithful.append("\(device.name) before: " + trace.suffix(8).joined(separator: "; "))
        }
    }

    mutating func interruptedOrPlainSync(_ device: Device) throws {
        checkOutbox(of: device)
        let outbox = try device.store.syncOutbox()
        let choice = Int.random(in: 0..<4, using: &random)
        if choice < 3 && !outbox.isEmpty { interruptions += 1 }
        switch choice {
        case 0 where !outbox.isEmpty:
            // Killed between push and pull: the server applied the batch, the device never heard.
            _ = try? server.push(outbox)
            trace.append("\(device.name) killed after pushing \(outbox.count)")
        case 1 where !outbox.isEmpty:
            // A replayed push: the batch arrives twice.
            _ = try? server.push(outbox)
            try sync(device)
            trace.append("\(device.name) replayed \(outbox.count)")
        case 2 where !outbox.isEmpty:
            let fault: ReferenceServer.PushFault = Bool.random(using: &random) ? .beforeApplying : .afterApplying
            server.failNextPush(fault)
            do {
                try device.store.sync(with: server)
                trace.append("\(device.name) push fault \(fault) did not fail")
                throw SyncError(.protocolViolation, "a failing push did not fail")
            } catch let error as SyncError where error.code == .unreachable {
                trace.append("\(device.name) push failed \(fault)")
            }
            let after = try device.store.syncOutbox()
            guard after.map(\.seq).starts(with: outbox.map(\.seq)) else {
                throw SyncError(.protocolViolation, "a failed push lost outbox records")
            }
        default:
            try sync(device)
        }
    }

    // MARK: - Editing

    /// Whether the device's workouts are exactly its shadow with its outbox applied on top: the records an edit
    /// made describe that edit faithfully, so the server, applying them, reaches what the device shows.
    func outboxDescribesTheDocuments(of device: Device) throws -> Bool {
        let replay = Rebase.run(
            shadow: try device.store.syncShadow(), cursor: 0, pulled: [], pending: try device.store.syncOutbox())
        return try SyncSimulationTests.documents(of: device.store) == SyncSimulationTests.documents(of: replay.local)
    }

    mutating func edit(on device: Device) throws {
        counter += 1
        let choice = Int.random(in: 0..<100, using: &random)
        if choice < 6 {
            try logSet(on: device)
            return
        }
        let workouts = try device.store.listDocuments()
        if workouts.isEmpty || choice < 8 {
            if Bool.random(using: &random) {
                _ = try DocumentSession.create(title: "New \(counter)", store: device.store, registry: registry)
                trace.append("\(device.name) new workout")
            } else {
                // A workout whose envelope has members no kind knows, as an imported file's can.
                let extra: JSONObject = [
                    "origin": .string(device.name), "tags": ["sim", .number(JSONNumber(counter))],
                ]
                try device.store.createDocument(
                    DocumentRecord(
                        id: DocumentID("extra-\(device.name)-\(counter)"), title: "New \(counter)", extraFields: extra,
                        blocks: []))
                trace.append("\(device.name) new workout with extra members")
            }
            return
        }
        let id = workouts.randomElement(using: &random)!.id
        var session = try DocumentSession(loading: id, store: device.store, registry: registry)
        session.jittersOrderKeys = device.jitters
        let ids = session.document.allIDs
        let sets = ids.filter { session.document[$0]?.content.kind == "set" }
        let label: String
        switch choice {
        case 8..<10:
            let title = "Title \(counter)"
            label = "title"
            _ = try? session.perform { editor throws(EditorError) in editor.setTitle(title) }
        case 10..<11 where workouts.count > 1:
            label = "delete workout"
            try device.store.deleteDocument(id: id)
        case 10..<30:
            let content = randomContent()
            let point = randomPoint(ids: ids, sets: sets)
            label = "insert at \(point)"
            _ = try? session.perform { editor throws(EditorError) in try editor.insert(content, at: point) }
        case 30..<52 where !ids.isEmpty:
            let block = ids.randomElement(using: &random)!
            let point = randomPoint(ids: ids, sets: sets)
            label = "move \(block) to \(point)"
            _ = try? session.perform { editor throws(EditorError) in try editor.move(block, to: point) }
        case 52..<60 where !ids.isEmpty:
            // An edit of a block's extra node members (kept for losslessness), which no editor command makes but
            // an import or another app's write can: one member set, another maybe removed.
            let block = ids.randomElement(using: &random)!
            let member = ["note", "color", "source"].randomElement(using: &random)!
            let removes = Int.random(in: 0..<3, using: &random) == 0
            label = "extra \(block).\(member)\(removes ? " removed" : "")"
            guard var row = try device.store.loadDocument(id: id)?.blocks.first(where: { $0.id == block }) else {
                break
            }
            if removes {
                row.extraFields.removeValue(forKey: member)
            } else {
                row.extraFields[member] = .string("\(device.name)-\(counter)")
            }
            try device.store.apply(StoreWrite(documentID: id, upserts: [row]))
        case 52..<80 where !ids.isEmpty:
            let block = ids.randomElement(using: &random)!
            let kind = session.document[block]?.content.kind.rawValue ?? ""
            let field = kind == "text" ? "text" : "name"
            let value = JSONValue.string("\(device.name)-\(counter)")
            label = "update \(block).\(field)"
            _ = try? session.perform { editor throws(EditorError) in
                try editor.update(block, [FieldChange(path: [.key(field)], value: value)])
            }
        case 80..<88 where !ids.isEmpty:
            let block = ids.randomElement(using: &random)!
            label = "delete \(block)"
            _ = try? session.perform { editor throws(EditorError) in try editor.delete(block) }
        default:
            label = "undo"
            _ = try? session.perform { editor throws(EditorError) in try editor.undo() }
        }
        trace.append("\(device.name) \(label) in \(id)")
    }

    mutating func logSet(on device: Device) throws {
        if device.session == nil || Int.random(in: 0..<4, using: &random) == 0 {
            device.sessionCount += 1
            device.session = LoggedSession(
                id: "\(device.name)-session-\(device.sessionCount)-\(idSeed)", title: "Session",
                start: Date(timeIntervalSince1970: 1_700_000_000 + Double(counter)), source: .kheper,
                exercises: [PerformedExercise(name: "Squat")])
        }
        guard var session = device.session else { return }
        let order = session.exercises[0].sets.count + 1
        session.exercises[0].sets.append(PerformedSet(order: order, reps: Int.random(in: 1...12, using: &random)))
        try device.log.saveOpenSession(session, workoutID: "w")
        device.session = session
        loggedSetIDs.insert(LoggedSetMapping.setID(session: session.id, exercise: 0, order: order))
        trace.append("\(device.name) logged set \(order) of \(session.id)")
    }

    mutating func randomContent() -> BlockContent {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: BlockContent(TextBlock(text: "text \(counter)"))
        case 1: BlockContent(ExerciseBlock(name: "exercise \(counter)"))
        default: BlockContent(SetBlock())
        }
    }

    mutating func randomPoint(ids: [BlockID], sets: [BlockID]) -> InsertionPoint {
        let choice = Int.random(in: 0..<6, using: &random)
        if choice < 2, let set = sets.randomElement(using: &random) {
            return choice == 0 ? .firstChild(of: set) : .lastChild(of: set)
        }
        if choice < 4, let block = ids.randomElement(using: &random) {
            return choice == 2 ? .before(block) : .after(block)
        }
        return choice == 4 ? .rootStart : .rootEnd
    }
}
