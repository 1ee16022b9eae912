import Kheper
import KheperEditor

extension FuzzProperty {
    /// The `set` path and value parser and the edit it drives: the first byte picks a block of a small workout, the
    /// rest is a `FIELD=VALUE` argument. The argument is read or refused; an edit the editor accepts leaves a
    /// document that writes and reads back, and undoing it restores the workout exactly.
    public static let fieldChange = FuzzProperty(name: "field-change") { input throws(FuzzPropertyViolation) in
        guard let selector = input.first else { return }
        let argument = String(decoding: input.dropFirst(), as: UTF8.self)
        guard let change = try? FieldChange(parsing: argument) else { return }
        let registry = BlockRegistry.standard
        let document = sampleWorkout
        let targets = document.allIDs
        var editor = DocumentEditor(document: document, registry: registry)
        guard (try? editor.update(targets[Int(selector) % targets.count], [change])) != nil else { return }
        let written = try encodedBytes(editor.document, registry, "the edited workout")
        guard (try? registry.decodeDocument(from: written)) != nil else {
            throw FuzzPropertyViolation("the edit \"\(argument)\" was accepted but the workout no longer reads back")
        }
        // An edit that changes nothing records no step.
        guard editor.document != document else { return }
        do {
            _ = try editor.undo()
        } catch {
            throw FuzzPropertyViolation("the edit \"\(argument)\" cannot be undone: \(error)")
        }
        guard editor.document == document else {
            throw FuzzPropertyViolation("undoing the edit \"\(argument)\" did not restore the workout")
        }
        renderEverywhere(editor.document, registry)
    }

    /// A workout with one block of each kind that has fields to edit, and one of a kind nobody registered.
    static let sampleWorkout: BlockDocument = {
        let text = #"""
            {"format": "kheper.workout", "formatVersion": 1, "title": "Fuzz", "blocks": [
              {"type": "exercise", "data": {"name": "Squat", "sets": [{"reps": 5, "load": {"value": 100, "unit": "kg"}}]}},
              {"type": "set", "data": {"rounds": 3}, "children": [
                {"type": "timer", "data": {"mode": "interval", "work": 40, "rest": 20, "rounds": 8}}]},
              {"type": "text", "data": {"text": "Notes"}},
              {"type": "someone.else", "data": {"a": [1, {"b": null}]}}
            ]}
            """#
        guard let decoded = try? BlockRegistry.standard.decodeDocument(from: text) else {
            preconditionFailure("the fuzzing sample workout must read")
        }
        return decoded.document
    }()
}
