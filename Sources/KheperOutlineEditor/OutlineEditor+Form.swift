import KheperCore
import KheperEditor
import KheperInteraction
import KheperTerminal

// The inline field form that Enter opens on the focused block, and its commit.
extension OutlineEditor {
    /// The lines the form's entries may use: the body without the form's heading.
    var formHeight: Int { max(1, bodyHeight - 1) }

    mutating func openForm() {
        guard let id = focusedID, let node = document[id] else { return }
        guard case .known = node.content else {
            message = "Kept as written: it can be moved or deleted, not edited."
            return
        }
        guard let form = BlockFieldForm(block: id, in: document, registry: registry), !form.entries.isEmpty else {
            message = "This block has no fields to edit."
            return
        }
        mode = .form(InlineForm(form: form, height: formHeight, width: size.columns))
    }

    mutating func handleForm(_ key: Key, _ inline: inout InlineForm) {
        switch key {
        case .escape, .ctrl("c"):
            mode = .outline
            message = "Edit cancelled; nothing changed."
        case .up where inline.suggestions.highlighted != nil, .down where !inline.suggestions.names.isEmpty:
            _ = inline.suggestions.move(by: key == .down ? 1 : -1)
            mode = .form(inline)
        case .tab where inline.suggestions.chosen != nil, .enter where inline.suggestions.chosen != nil:
            _ = inline.acceptSuggestion()
            inline.follow(height: formHeight, width: size.columns)
            mode = .form(inline)
        case .enter:
            let commit: BlockFieldFormCommit
            do {
                commit = try inline.form.commit()
            } catch {
                mode = .form(inline)
                message = error.problems.first?.message ?? error.message
                return
            }
            mode = .outline
            guard !commit.isEmpty else {
                message = "Nothing changed."
                return
            }
            guard
                let changes = perform({ (editor: inout DocumentEditor) throws(EditorError) in
                    try commit.apply(to: &editor)
                })
            else {
                mode = .form(inline)
                return
            }
            applyChanges(changes, focusing: commit.blockID)
            message = "Saved."
        default:
            let (text, focus) = (inline.line.text, inline.form.focusIndex)
            inline.handle(key, height: formHeight, width: size.columns)
            // Names are suggested as the field is typed, not when the form opens or the focus arrives.
            if inline.form.focusIndex != focus {
                inline.suggestions = SuggestionList()
            } else if inline.line.text != text {
                inline.refreshSuggestions(from: nameSuggestions)
            }
            mode = .form(inline)
        }
    }
}
