import Kheper
import KheperCore
import KheperEditor
import KheperInteraction
import KheperTestSupport
import Testing

@Suite struct BlockFieldFormTests {
    static let registry = BlockRegistry.standard

    /// A block of `kind` whose `data` is the JSON `data`, read as a store reads it.
    static func content(_ kind: BlockKind, _ data: String) -> BlockContent {
        let record = BlockRecord(
            id: "x", parentID: nil, order: .first, kind: kind,
            version: registry.definition(for: kind)?.version ?? 1, data: try! JSONValue(parsing: data))
        return registry.node(from: record).content
    }

    static let benchData = """
        {"name":"Bench Press","rest":120,"sets":[
        {"reps":5,"load":{"value":100,"unit":"kg"}},
        {"kind":"warmup","reps":8,"load":{"value":60,"unit":"kg"},"rest":90}]}
        """

    /// e1 exercise (two sets), t1 timer, x1 text, u1 an unknown block.
    static func document() -> BlockDocument {
        var document = BlockDocument(id: "w", title: "Push")
        _ = try? document.append(content("exercise", benchData), id: "e1")
        _ = try? document.append(content("timer", #"{"mode":"countdown","duration":600,"label":"Finisher"}"#), id: "t1")
        _ = try? document.append(content("text", #"{"text":"Push day","style":"heading"}"#), id: "x1")
        _ = try? document.append(.unknown(UnknownBlock(kind: "mystery", data: ["a": 1])), id: "u1")
        return document
    }

    /// The line that shows the entry at `index`: its own, or its table row's.
    static func line(of index: Int, in form: BlockFieldForm) -> FormLine {
        guard let row = form.entries[index].row else { return .entry(index) }
        return .cells(field: row.field, index: row.index)
    }

    static func form(_ id: BlockID, in document: BlockDocument = document()) throws -> BlockFieldForm {
        try #require(BlockFieldForm(block: id, in: document, registry: registry))
    }

    /// The block's `data` as stored.
    static func data(_ id: BlockID, in document: BlockDocument) throws -> JSONValue {
        try registry.record(of: try #require(document[id])).data
    }

    /// The entries as `id=text` for compact expectations.
    static func texts(_ form: BlockFieldForm) -> [String] {
        form.entries.map { "\($0.id)=\($0.text)" }
    }

    @Test func aWholeLoadStoredWithAZeroFractionShowsAsWrittenAndOpensUnmodified() throws {
        let data = """
            {"name":"Squat","sets":[{"reps":5,"load":{"value":80.0,"unit":"kg"}},\
            {"reps":5,"load":{"value":82.50,"unit":"lb"}},{"reps":5,"load":{"value":10.0,"unit":"bodyweight"}}]}
            """
        var document = BlockDocument(id: "w", title: "Legs")
        _ = try document.append(Self.content("exercise", data), id: "e1")
        let form = try Self.form("e1", in: document)
        #expect(form["sets[0].load"]?.text == "80 kg")
        #expect(form["sets[1].load"]?.text == "82.50 lb")
        #expect(form["sets[2].load"]?.text == "bw + 10 kg")
        #expect(form["sets[0].load"]?.isModified == false)
    }

    @Test func aWholeNumberStoredWithAZeroFractionShowsAsWrittenAndOpensUnmodified() throws {
        let data = """
            {"name":"Squat","sets":[{"reps":5,"rpe":8.0},{"reps":5,"rpe":7.5},{"reps":5,"rpe":9}]}
            """
        var document = BlockDocument(id: "w", title: "Legs")
        _ = try document.append(Self.content("exercise", data), id: "e1")
        let form = try Self.form("e1", in: document)
        #expect(form["sets[0].rpe"]?.text == "8")
        #expect(form["sets[1].rpe"]?.text == "7.5")
        #expect(form["sets[2].rpe"]?.text == "9")
        #expect(form["sets[0].rpe"]?.isModified == false)
        #expect(try form.commit().isEmpty)
    }

    @Test func anExerciseFormHasAnEntryPerFieldAndItsSetsAsRows() throws {
        let form = try Self.form("e1")
        let setFields = ["kind", "reps", "repsMax", "amrap", "load", "duration", "distance", "rpe", "rir", "rest"]
        #expect(
            form.entries.map(\.id.rawValue) == ["name", "exerciseID", "entry", "rest", "tempo", "notes"]
                + (0..<2).flatMap { row in setFields.map { "sets[\(row)].\($0)" } })
        #expect(form["name"]?.text == "Bench Press")
        #expect(form["name"]?.label == "Name")
        #expect(form["rest"]?.text == "2:00")
        #expect(form["rest"]?.hint == "2m")
        #expect(form["rest"]?.unit == "s")
        #expect(form["rest"]?.doc == "Default rest after each set.")
        #expect(form["sets[0].load"]?.text == "100 kg")
        #expect(form["sets[0].kind"]?.text == "")
        #expect(form["sets[0].kind"]?.choices == ["warmup", "working", "drop", "failure"])
        #expect(form["sets[1].kind"]?.text == "warmup")
        #expect(form["sets[1].rest"]?.text == "1:30")
        #expect(form["sets[0].amrap"]?.choices == ["true", "false"])
        #expect(form["sets[0].load"]?.row == FormEntry.RowPosition(field: "sets", index: 0))
        #expect(form.listFields == ["sets"])
        #expect(form.rowCount(of: "sets") == 2)
        #expect(form.problems.isEmpty)
        #expect(form.focusedEntry?.id == "name")
        #expect(!form.isModified)
        #expect(try form.commit().isEmpty)
    }

    @Test func tabAndShiftTabMoveFocusAndWrap() throws {
        var form = try Self.form("x1")
        #expect(form.entries.map(\.id) == ["text", "style"])
        #expect(form.focusIndex == 0)
        form.focusNext()
        #expect(form.focusedEntry?.id == "style")
        form.focusNext()
        #expect(form.focusedEntry?.id == "text")
        form.focusPrevious()
        #expect(form.focusedEntry?.id == "style")
        let focused1 = form.focus("text")
        #expect(focused1)
        let focused2 = form.focus("nope")
        #expect(!focused2)
        #expect(form.focusIndex == 0)
    }

    @Test(
        arguments: [
            ("sets[0].load", "100kg", #"{"value":100,"unit":"kg"}"#),
            ("sets[0].load", "225lb", #"{"value":225,"unit":"lb"}"#),
            ("sets[0].load", "bw+10kg", #"{"value":10,"unit":"bodyweight"}"#),
            ("sets[0].load", "bw", #"{"value":0,"unit":"bodyweight"}"#),
            ("sets[0].load", "75%", #"{"value":75,"unit":"percent1RM"}"#),
            ("rest", "2m", "120"),
            ("rest", "1:30", "90"),
            ("rest", "45", "45"),
            ("sets[1].kind", "Warm-up", #""warmup""#),
            ("sets[0].amrap", "yes", "true"),
            ("sets[0].rpe", "8.5", "8.5"),
            ("sets[0].distance", "5km", "5000"),
            ("name", "深蹲 🏋️", #""深蹲 🏋️""#),
        ])
    func typedTextIsReadByTheFieldSpec(_ id: String, _ text: String, _ json: String) throws {
        var form = try Self.form("e1")
        let found3 = form.setText(text, for: FieldID(rawValue: id))
        #expect(found3)
        let entry = try #require(form[FieldID(rawValue: id)])
        #expect(entry.problem == nil)
        #expect(entry.value == (try JSONValue(parsing: json)))
        #expect(entry.isModified)
    }

    @Test(
        arguments: [
            ("rest", "2x", "could not read \"2x\" for \"rest\": expected a duration such as 90, 1:30, 2m or 1h 5m"),
            (
                "sets[0].load", "100 stone",
                "could not read \"100 stone\" for \"load\": expected a load such as 100kg, 225lb, bw, bw+10kg or 75%"
            ),
            ("sets[1].reps", "5000", "\"reps\" is 5000; expected 0 to 1000"),
            ("sets[1].rpe", "8.25", "\"rpe\" is 8.25; expected 1 to 10 in steps of 0.5"),
            (
                "sets[1].kind", "heavy",
                "could not read \"heavy\" for \"kind\": expected one of: warmup, working, drop, failure"
            ),
        ])
    func aBadValueShowsItsMessageUnderItsEntry(_ id: String, _ text: String, _ message: String) throws {
        var form = try Self.form("e1")
        let index = try #require(form.index(of: FieldID(rawValue: id)))
        form.setText(text, at: index)
        let problem = try #require(form.entries[index].problem)
        #expect(problem.message == message)
        #expect(problem.field == FieldID(rawValue: id))
        #expect(form.entries[index].value == nil)
        #expect(form.entries[index].lineCount == 2)
        let lines = form.lines
        let line = try #require(lines.firstIndex(of: Self.line(of: index, in: form)))
        #expect(lines[line + 1] == .problem(index))
        #expect(lines.filter { if case .problem = $0 { true } else { false } }.count == 1)
        #expect(throws: BlockFieldFormError(blockID: "e1", problems: [problem])) { try form.commit() }
        // Fixing the text clears the message.
        form.setText(form.entries[index].originalText, at: index)
        #expect(form.entries[index].problem == nil)
        #expect(try form.commit().isEmpty)
    }

    @Test func anEmptyRequiredFieldIsAProblemAndAnEmptyOptionalOneIsRemoved() throws {
        var form = try Self.form("e1")
        form.setText("", for: "name")
        #expect(form["name"]?.problem?.message == "\"name\" is empty; expected 1 to 120 characters")
        form.setText("Bench Press", for: "name")
        form.setText(" ", for: "rest")
        #expect(form["rest"]?.problem == nil)
        let commit = try form.commit()
        #expect(commit.changes == [FieldChange(path: ["rest"], value: nil)])

        var timer = try Self.form("t1")
        timer.setText("", for: "mode")
        #expect(
            timer["mode"]?.problem?.message
                == "\"mode\" is empty; expected one of: countdown, interval, emom, amrap, tabata")
        #expect(timer["mode"]?.problem?.code == .missing)
    }

    @Test func commitAppliesAsOneUndoStepAndUndoRestoresTheBlock() throws {
        let document = Self.document()
        var editor = DocumentEditor(document: document, registry: Self.registry)
        var form = try Self.form("e1", in: document)
        form.setText("Incline Bench", for: "name")
        form.setText("1:30", for: "rest")
        form.setText("225lb", for: "sets[0].load")
        form.setText("3", for: "sets[1].reps")
        let commit = try form.commit()
        #expect(commit.blockID == "e1")
        #expect(commit.changes.map(\.path.description) == ["name", "rest", "sets"])
        let changes = try commit.apply(to: &editor)
        #expect(changes.updated == ["e1"])
        #expect(editor.history.entries.count == 1)
        let after = try Self.data("e1", in: editor.document)
        #expect(after["name"] == "Incline Bench")
        #expect(after["rest"] == 90)
        #expect(after["sets"]?[0]?["load"] == ["value": 225, "unit": "lb"])
        #expect(after["sets"]?[1] == ["kind": "warmup", "reps": 3, "load": ["value": 60, "unit": "kg"], "rest": 90])
        // The committed form, opened again, reads back as it was typed (formatted).
        let reopened = try Self.form("e1", in: editor.document)
        #expect(reopened["rest"]?.text == "1:30")
        #expect(reopened["sets[0].load"]?.text == "225 lb")
        try editor.undo()
        #expect(try Self.data("e1", in: editor.document) == (try Self.data("e1", in: document)))
        #expect(editor.document == document)
        #expect(!editor.canUndo)
    }

    @Test func retypingAStoredValueDifferentlyChangesNothing() throws {
        var form = try Self.form("e1")
        form.setText("2m", for: "rest")
        form.setText("100kg", for: "sets[0].load")
        #expect(form["rest"]?.isModified == true)
        #expect(try form.commit().changes.filter { $0.path.description != "sets" }.isEmpty)
        var editor = DocumentEditor(document: Self.document(), registry: Self.registry)
        #expect(try form.commit().apply(to: &editor).isEmpty)
        #expect(!editor.canUndo)
    }

    @Test func setsAreRowsToAddRemoveAndReorder() throws {
        let document = Self.document()
        var form = try Self.form("e1", in: document)
        // Add a row after the first: a copy of it, as edited so far, and focus moves into it.
        form.setText("6", for: "sets[0].reps")
        let added4 = form.addRow(to: "sets", after: 0)
        #expect(added4)
        #expect(form.rowCount(of: "sets") == 3)
        #expect(form.focusedEntry?.id == "sets[1].kind")
        #expect(form["sets[1].reps"]?.text == "6")
        #expect(form["sets[1].load"]?.text == "100 kg")
        #expect(form["sets[2].kind"]?.text == "warmup")
        form.setText("bw+10kg", for: "sets[1].load")
        // Move the warm-up set to the top; focus travels with the entry it was on.
        let focused5 = form.focus("sets[2].reps")
        #expect(focused5)
        let moved6 = form.moveFocusedRow(by: -1)
        #expect(moved6)
        #expect(form.focusedEntry?.id == "sets[1].reps")
        let moved7 = form.moveRow(in: "sets", at: 1, by: -1)
        #expect(moved7)
        #expect(form.focusedEntry?.id == "sets[0].reps")
        let moved8 = form.moveRow(in: "sets", at: 0, by: -1)
        #expect(!moved8)
        #expect(form["sets[0].kind"]?.text == "warmup")
        // Remove the middle row: focus moves to the same field of the row taking its place.
        let focused9 = form.focus("sets[1].load")
        #expect(focused9)
        let removed10 = form.removeFocusedRow()
        #expect(removed10)
        #expect(form.focusedEntry?.id == "sets[1].load")
        #expect(form["sets[1].load"]?.text == "bw+10kg")
        #expect(form.rowCount(of: "sets") == 2)
        let commit = try form.commit()
        #expect(commit.changes.map(\.path.description) == ["sets"])
        var editor = DocumentEditor(document: document, registry: Self.registry)
        try commit.apply(to: &editor)
        let sets = try Self.data("e1", in: editor.document)["sets"]
        #expect(
            sets
                == [
                    ["kind": "warmup", "reps": 8, "load": ["value": 60, "unit": "kg"], "rest": 90],
                    ["reps": 6, "load": ["value": 10, "unit": "bodyweight"]],
                ])
        try editor.undo()
        #expect(editor.document == document)
    }

    @Test func removingEveryRowMovesFocusOutOfTheList() throws {
        var form = try Self.form("e1")
        let focused11 = form.focus("sets[1].reps")
        #expect(focused11)
        let removed12 = form.removeFocusedRow()
        #expect(removed12)
        #expect(form.focusedEntry?.id == "sets[0].reps")
        let removed13 = form.removeFocusedRow()
        #expect(removed13)
        #expect(form.rowCount(of: "sets") == 0)
        #expect(form.focusedEntry?.id == "notes")
        let removed14 = form.removeFocusedRow()
        #expect(!removed14)
        #expect(form.lines.last == .list(field: "sets", label: "Sets", rows: 0))
        // With no rows, a row is added to the first list, empty.
        let added15 = form.addRowAfterFocus()
        #expect(added15)
        #expect(form.entries.filter { $0.row != nil }.allSatisfy { $0.text.isEmpty })
        form.setText("5", for: "sets[0].reps")
        let commit = try form.commit()
        #expect(commit.changes == [FieldChange(path: ["sets"], value: [["reps": 5]])])
    }

    @Test func aFullListTakesNoMoreRows() throws {
        let sets = Array(repeating: #"{"reps":1}"#, count: 50).joined(separator: ",")
        var document = BlockDocument(id: "w", title: "Volume")
        try document.append(Self.content("exercise", #"{"name":"Squat","sets":[\#(sets)]}"#), id: "e1")
        var form = try Self.form("e1", in: document)
        #expect(form.rowCount(of: "sets") == 50)
        let added16 = form.addRow(to: "sets")
        #expect(!added16)
        #expect(form.rowCount(of: "sets") == 50)
    }

    @Test func aNewRowWithABadValueRefusesTheCommit() throws {
        var form = try Self.form("e1")
        let added17 = form.addRow(to: "sets")
        #expect(added17)
        form.setText("-3", for: "sets[2].reps")
        let error = try #require(throws: BlockFieldFormError.self) { try form.commit() }
        #expect(error.problems.map(\.field) == ["sets[2].reps"])
        #expect(
            error.message
                == "the block \"e1\" was not changed: 1 field is invalid: \"reps\" is -3; expected 0 to 1000")
        #expect(error.code == .invalidEntries)
    }

    @Test func aTimerFormReadsItsChoiceAndDurations() throws {
        let document = Self.document()
        var form = try Self.form("t1", in: document)
        #expect(
            Self.texts(form) == [
                "mode=countdown", "duration=10:00", "work=", "rest=", "rounds=", "prepare=", "label=Finisher",
            ])
        #expect(form["mode"]?.choices == ["countdown", "interval", "emom", "amrap", "tabata"])
        #expect(form["mode"]?.input == .picker)
        let selected18 = form.selectChoice(at: 0, by: -1)
        #expect(selected18)
        #expect(form["mode"]?.text == "tabata")
        let selected19 = form.selectChoice(at: 0, by: 1)
        #expect(selected19)
        #expect(form["mode"]?.text == "countdown")
        let selected20 = form.selectChoice(at: 1, by: 1)
        #expect(!selected20)
        form.setText("12m", for: "duration")
        form.setText("10s", for: "prepare")
        form.setText("", for: "label")
        var editor = DocumentEditor(document: document, registry: Self.registry)
        try form.commit().apply(to: &editor)
        #expect(try Self.data("t1", in: editor.document) == ["mode": "countdown", "duration": 720, "prepare": 10])
        #expect(try Self.form("t1", in: editor.document)["prepare"]?.text == "10s")
    }

    @Test func aRuleBetweenFieldsShowsUnderTheFieldItNamesAndRefusesTheCommit() throws {
        let document = Self.document()
        var form = try Self.form("t1", in: document)
        form.setText("interval", for: "mode")
        let work = try #require(form.index(of: "work"))
        #expect(form.entries[work].problem?.message == "\"work\" is missing; it is required for an interval timer")
        #expect(form.entries[work].problem?.code == .brokenRule)
        #expect(form.entries[work].valueProblem == nil)
        let lines = form.lines
        #expect(lines[try #require(lines.firstIndex(of: .entry(work))) + 1] == .problem(work))
        #expect(throws: BlockFieldFormError.self) { try form.commit() }
        form.setText("40s", for: "work")
        form.setText("", for: "duration")
        #expect(form.problems.isEmpty)
        var editor = DocumentEditor(document: document, registry: Self.registry)
        try form.commit().apply(to: &editor)
        #expect(try Self.data("t1", in: editor.document) == ["mode": "interval", "label": "Finisher", "work": 40])
    }

    @Test(
        arguments: [
            (
                "tempo", "fast",
                "\"tempo\" is \"fast\"; expected text matching ^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$, such as 3-1-1-0"
            ),
            ("sets[0].repsMax", "3", "\"repsMax\" is 3; expected 5 to 1000"),
        ])
    func anExercisesOwnRulesShowUnderTheirField(_ id: String, _ text: String, _ message: String) throws {
        var form = try Self.form("e1")
        form.setText(text, for: FieldID(rawValue: id))
        #expect(form[FieldID(rawValue: id)]?.problem?.message == message)
        #expect(form.problems.count == 1)
        #expect(throws: BlockFieldFormError.self) { try form.commit() }
    }

    @Test func aRuleTheStoredBlockAlreadyBreaksDoesNotBlockOtherEdits() throws {
        var document = BlockDocument(id: "w", title: "Legacy")
        try document.append(Self.content("timer", #"{"mode":"interval","rounds":4}"#), id: "t1")
        var form = try Self.form("t1", in: document)
        #expect(form.problems.isEmpty)
        form.setText("8", for: "rounds")
        var editor = DocumentEditor(document: document, registry: Self.registry)
        try form.commit().apply(to: &editor)
        #expect(try Self.data("t1", in: editor.document)["rounds"] == 8)
    }

    @Test func aTextBlockForm() throws {
        let document = Self.document()
        var form = try Self.form("x1", in: document)
        #expect(Self.texts(form) == ["text=Push day", "style=heading"])
        #expect(form["text"]?.input == .multilineText)
        form.setText("Push day 💪 深蹲", for: "text")
        form.setText("Title", for: "style")
        var editor = DocumentEditor(document: document, registry: Self.registry)
        try form.commit().apply(to: &editor)
        #expect(try Self.data("x1", in: editor.document) == ["text": "Push day 💪 深蹲", "style": "title"])
    }

    @Test func cancelDiscardsEveryEdit() throws {
        let original = try Self.form("e1")
        var form = original
        form.setText("Dips", for: "name")
        form.addRow(to: "sets")
        form.focusNext()
        #expect(form.isModified)
        form.cancel()
        #expect(form == original)
        #expect(!form.isModified)
    }

    @Test func unknownAndMissingBlocksHaveNoForm() {
        let document = Self.document()
        #expect(BlockFieldForm(block: "u1", in: document, registry: Self.registry) == nil)
        #expect(BlockFieldForm(block: "nope", in: document, registry: Self.registry) == nil)
    }

    @Test func framesGiveEachEntrysLinesForFocusScrolling() throws {
        var form = try Self.form("e1")
        let lines = form.lines
        #expect(lines.count == 6 + 1 + 1 + 2 + 1)
        #expect(lines[6] == .list(field: "sets", label: "Sets", rows: 2))
        #expect(lines[7] == .columns(field: "sets"))
        #expect(lines[8] == .cells(field: "sets", index: 0))
        #expect(lines[9] == .cells(field: "sets", index: 1))
        #expect(lines[10] == .hiddenColumns(field: "sets"))
        var frames = form.entryFrames
        #expect(frames[0] == FieldFrame(minY: 0, height: 1))
        #expect(frames[5] == FieldFrame(minY: 5, height: 1))
        // Every cell of the first row covers the list's heading and the header row.
        #expect(frames[6] == FieldFrame(minY: 6, height: 3))
        #expect(frames[15] == FieldFrame(minY: 6, height: 3))
        #expect(frames[16] == FieldFrame(minY: 9, height: 1))
        #expect(frames.last == FieldFrame(minY: 9, height: 1))
        // A problem adds a line under its entry, or under its row, and pushes the rest down.
        form.setText("2x", for: "rest")
        frames = form.entryFrames
        #expect(frames[3] == FieldFrame(minY: 3, height: 2))
        #expect(frames.last == FieldFrame(minY: 10, height: 1))
        form.setText("x", for: "sets[0].rpe")
        #expect(form.lines[9] == .cells(field: "sets", index: 0))
        #expect(form.lines[10] == .problem(try #require(form.index(of: "sets[0].rpe"))))
        frames = form.entryFrames
        #expect(frames[6] == FieldFrame(minY: 7, height: 4))
        #expect(frames.last == FieldFrame(minY: 11, height: 1))
        #expect(form.fieldFrames["sets[1].rest"] == frames.last)

        // Fed to the terminal controller, focusing the last entry in a 10-row viewport scrolls it into view.
        var controller = FocusScrollController(
            viewport: ScrollViewport(visibleHeight: 10, contentHeight: Double(form.lines.count)),
            configuration: .terminal)
        for (id, frame) in form.fieldFrames { _ = controller.setFrame(frame, for: id) }
        form.focusPrevious()
        let focused = try #require(form.focusedEntry?.id)
        let command = controller.scrollToField(focused)
        #expect(command?.offset == 3)
    }

    @Test func nestedObjectsAreEntriesAndAListOfPlainValuesIsRows() throws {
        let fields = [
            FieldSpec("title", .string, doc: "A title."),
            FieldSpec(
                "target",
                .object([
                    FieldSpec("reps", .integer, range: 0...10, doc: "Reps."),
                    FieldSpec("rest", .duration, doc: "Rest."),
                ]), doc: "A target."),
            FieldSpec("tags", .list(of: FieldSpec("tag", .string, doc: "A tag.")), doc: "Tags."),
        ]
        var form = BlockFieldForm(
            blockID: "n1", kind: "note", fields: fields,
            data: try JSONValue(parsing: #"{"title":"A","target":{"reps":3},"tags":["x","y"]}"#))
        #expect(Self.texts(form) == ["title=A", "target.reps=3", "target.rest=", "tags[0]=x", "tags[1]=y"])
        form.setText("1:30", for: "target.rest")
        form.setText("11", for: "target.reps")
        #expect(form["target.reps"]?.problem?.message == "\"reps\" is 11; expected 0 to 10")
        form.setText("4", for: "target.reps")
        form.setText(" ", for: "tags[1]")
        // A plain text entry of a list is text, even blank; it is never removed, as a list has no holes.
        #expect(form["tags[1]"]?.value == " ")
        form.setText("z", for: "tags[1]")
        let added = form.addRow(to: "tags")
        #expect(added)
        #expect(form["tags[2]"]?.text == "z")
        let commit = try form.commit()
        #expect(
            commit.changes == [
                FieldChange(path: ["target", "reps"], value: 4), FieldChange(path: ["target", "rest"], value: 90),
                FieldChange(path: ["tags"], value: ["x", "z", "z"]),
            ])
    }

    @Test func randomRowEditsCommitWhatAModelOfTheRowsSays() throws {
        var random = SeededGenerator(seed: 13)
        for _ in 0..<40 {
            var form = try Self.form("e1")
            var model = try #require(try Self.data("e1", in: Self.document())["sets"]?.arrayValue)
            let original = model
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let count = model.count
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let after = Int.random(in: -1..<max(count, 1), using: &random)
                    let position = min(after + 1, count)
                    let added = form.addRow(to: "sets", after: after)
                    #expect(added == (count < 50))
                    if added { model.insert(position > 0 ? model[position - 1] : [:], at: position) }
                case 1 where count > 0:
                    let index = Int.random(in: 0..<count, using: &random)
                    let removed = form.removeRow(from: "sets", at: index)
                    #expect(removed)
                    model.remove(at: index)
                case 2 where count > 0:
                    let index = Int.random(in: 0..<count, using: &random)
                    let offset = Bool.random(using: &random) ? 1 : -1
                    let moved = form.moveRow(in: "sets", at: index, by: offset)
                    let destination = min(max(0, index + offset), count - 1)
                    #expect(moved == (destination != index))
                    model.insert(model.remove(at: index), at: destination)
                case 3 where count > 0:
                    let index = Int.random(in: 0..<count, using: &random)
                    let reps = Int.random(in: 0...20, using: &random)
                    form.setText("\(reps)", for: FieldID(rawValue: "sets[\(index)].reps"))
                    var row = model[index].objectValue ?? [:]
                    row["reps"] = .number(JSONNumber(reps))
                    model[index] = .object(row)
                default: break
                }
                #expect(form.rowCount(of: "sets") == model.count)
                for entry in form.entries {
                    guard let row = entry.row else { continue }
                    #expect(entry.id.rawValue.hasPrefix("sets[\(row.index)]."))
                }
                let focused = try #require(form.focusedEntry)
                #expect(form.entries[try #require(form.focusIndex)] == focused)
            }
            let changes = try form.commit().changes
            #expect(changes == (model == original ? [] : [FieldChange(path: ["sets"], value: .array(model))]))
        }
    }
}
