import Kheper
import KheperCatalogue
import KheperEditor
import KheperProgram

/// A program stored as a document, opened for a command: the document, read without its undo history so opening
/// it costs its blocks however many advances it has had, its plan checked by an engine for the lifter's equipment,
/// and where it stands (`ProgramDocument.state(of:engine:)`).
struct StoredProgram {
    /// The store holding the program.
    private let store: any DocumentStore
    /// The kinds its document is read and written with.
    private let registry: BlockRegistry
    /// The program's document, as read, or as this program last wrote it.
    private(set) var document: BlockDocument
    /// The engine of its plan, rounding to the lifter's equipment.
    let engine: ProgramEngine
    /// Where the program stands.
    let state: ProgramState

    /// Opens the program `reference` names (an id or a title), as `mode` allows. With `rounding`, the lifter's
    /// exercise catalogue, its loads are rounded to the lifter's equipment, each lift's from its catalogue entry, as
    /// a play needs; without, the catalogue is not read, as status and advancing, which work on exact loads, need
    /// not.
    ///
    /// - Throws: a failure naming the document when it is no program (no day, a line that does not read) or its
    ///   progress does not read, or when the settings hold equipment in two units.
    init(
        _ reference: String, _ arguments: ParsedArguments, _ context: CommandContext,
        mode: KheperCommandLine.StoreMode, rounding: ExerciseCatalogue? = nil
    ) throws(CommandFailure) {
        let (document, store) = try StoreAccess.document(reference, arguments, context, mode: mode)
        try self.init(document, in: store, arguments, context, rounding: rounding)
    }

    /// Reads the program `document` holds, stored in `store`, as ``init(_:_:_:mode:rounding:)`` does.
    init(
        _ document: BlockDocument, in store: any DocumentStore, _ arguments: ParsedArguments,
        _ context: CommandContext, rounding: ExerciseCatalogue? = nil
    ) throws(CommandFailure) {
        self.store = store
        self.registry = context.registry
        self.document = document
        do {
            let plan = try ProgramDocument.plan(of: document, rules: .standard)
            if let catalogue = rounding {
                let equipment = ProgramCommand.equipment(of: plan, catalogue)
                let settings = try SettingsCommand.openForReading(arguments, context)
                let profile = try EquipmentSettings.profile(in: settings, unit: ProgramCommand.unit(of: plan)).profile
                engine = try ProgramEngine(plan, profile: profile, equipment: equipment.loading)
            } else {
                engine = try ProgramEngine(plan, profile: .standard(ProgramCommand.unit(of: plan)))
            }
            state = try ProgramDocument.state(of: document, engine: engine)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            let failure = CommandFailure(error)
            throw CommandFailure(
                "\(ChangeDescription.quoted(document.title)) is not a program kheper can read: \(failure.message) "
                    + "[\(failure.code.rawValue)]", exitCode: .usage)
        }
    }

    /// An advance, as undo and redo describe it.
    static let advanced = EditTransaction.Summary(
        done: "advanced the program", undone: "moved the program back to where it stood before its latest advance")

    /// Following a changed log, as undo and redo describe it.
    static let followed = EditTransaction.Summary(
        done: "followed the changed log: the program's advances from a changed session taken back and made again",
        undone: "put the program back as it stood before it followed the changed log")

    /// Stores `document`, the program advanced or moved back, as one step `kheper undo` takes back and describes by
    /// `summary`. When only blocks' contents changed, as an advance changes them, the write's transaction reads just
    /// those blocks and refuses if one of them changed since the program was read; otherwise it reads every block
    /// again. It never reads the history.
    ///
    /// A step that makes several advances passes the progress each wrote (`ProgramDocument.latestProgress(of:)`
    /// after each) as `advances`, kept with the step so a later change to the log can take them back one by one. A
    /// step that follows a change to the log passes that change's number as `logChange`, kept with it too, so
    /// `log undo` can find the step (``followed(_:)``).
    mutating func write(
        _ document: BlockDocument, _ summary: EditTransaction.Summary = advanced,
        advances: [(id: BlockID, progress: LiftBlock.Progress)] = [], logChange: Int? = nil
    ) throws(CommandFailure) {
        var members = advances.isEmpty ? JSONObject() : ProgressRecall.kept(advances).objectValue ?? JSONObject()
        if let logChange { members[Self.logChangeMember] = .number(JSONNumber(logChange)) }
        let kept: JSONValue? = members.isEmpty ? nil : .object(members)
        let read = self.document
        let changed = Self.contentsChanged(from: read, to: document)
        do {
            try DocumentSession.edit(document: document.id, in: store, registry: registry) {
                slice throws(EditorError) in
                guard let changed else {
                    try slice.loadAll()
                    _ = try slice.perform { editor throws(EditorError) in
                        try editor.replaceContent(with: document, summary: summary, kept: kept)
                    }
                    return
                }
                for id in changed { try slice.load(id) }
                _ = try slice.perform { editor throws(EditorError) in
                    // The loaded blocks, as they are to be: the step changes these and nothing else.
                    var written = editor.document
                    for id in changed {
                        guard let stored = written[id], stored.content == read[id]?.content,
                            let content = document[id]?.content
                        else {
                            throw EditorError(
                                .stepNoLongerApplies,
                                "\(ChangeDescription.quoted(read.title)) changed while this command ran (block "
                                    + "\"\(id)\"); nothing was written, and running the command again starts from "
                                    + "the program as it now is")
                        }
                        do throws(DocumentError) { try written.setContent(content, of: id) } catch {
                            throw EditorError(.invalidValue, error.message)
                        }
                    }
                    try editor.replaceContent(with: written, summary: summary, kept: kept)
                }
            }
        } catch {
            throw CommandFailure(error)
        }
        self.document = document
    }

    /// The member of a step's `kept` that names the log change the step followed.
    private static let logChangeMember = "logChange"

    /// The number of the log change `step` followed, when it is a program's step following one.
    static func followed(_ step: EditTransaction) -> Int? {
        step.kept?.objectValue?[logChangeMember]?.numberValue?.int64Value.map(Int.init)
    }

    /// The blocks whose contents differ between `read` and `written`, when nothing else does (the same title, the
    /// same blocks in the same places, the same extra members); nil otherwise.
    private static func contentsChanged(from read: BlockDocument, to written: BlockDocument) -> [BlockID]? {
        guard read.title == written.title, read.extraFields == written.extraFields, read.count == written.count
        else { return nil }
        var changed: [BlockID] = []
        for id in read.allIDs {
            guard let before = read[id], let after = written[id], before.parentID == after.parentID,
                before.order == after.order, before.extraFields == after.extraFields
            else { return nil }
            if before.content != after.content { changed.append(id) }
        }
        return changed
    }
}

extension ProgramEngine {
    /// The name of day `index`, with its week when it has one: `Week 2, Day A`.
    func dayName(_ index: Int) -> String {
        let day = plan.days[index]
        return day.week.map { "\($0), \(day.name)" } ?? day.name
    }
}
