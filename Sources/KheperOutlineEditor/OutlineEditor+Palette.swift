import KheperCore
import KheperEditor
import KheperInteraction
import KheperTerminal

// The "+" palette: inserting a block of a chosen kind, or converting the focused block to one.
extension OutlineEditor {
    mutating func openPalette(_ purpose: InsertPalette.Purpose) {
        switch purpose {
        case .insert:
            let row = rows.indices.contains(focus) ? rows[focus] : nil
            mode = .palette(
                InsertPalette(
                    purpose: .insert, kinds: insertableKinds(into: false), canGoInto: row?.isContainer ?? false))
        case .convert:
            guard let id = focusedID, let node = document[id] else { return }
            guard case .known(let block) = node.content else {
                message = "Kept as written: it can be moved or deleted, not converted."
                return
            }
            let kinds = registry.definitions.filter { $0.kind != block.kind }.sorted {
                $0.kind.rawValue < $1.kind.rawValue
            }
            mode = .palette(InsertPalette(purpose: .convert, kinds: kinds, canGoInto: false))
        }
    }

    /// The kinds a new block may have after the focused block, or inside it.
    func insertableKinds(into: Bool) -> [BlockDefinition] {
        guard let id = focusedID, let row = rows.indices.contains(focus) ? rows[focus] : nil else {
            return registry.insertableKinds(at: .root(childCount: document.childCount(of: nil)))
        }
        let context: PlacementContext
        if into {
            context = .inside(
                document[id]?.content.registeredKind, id: id, depth: row.depth + 1,
                childCount: document.childCount(of: id))
        } else if let parent = document[id]?.parentID {
            context = .inside(
                document[parent]?.content.registeredKind, id: parent, depth: row.depth,
                childCount: document.childCount(of: parent))
        } else {
            context = .root(childCount: document.childCount(of: nil))
        }
        return registry.insertableKinds(at: context)
    }

    mutating func handlePalette(_ key: Key, _ palette: inout InsertPalette) {
        switch key {
        case .escape, .ctrl("c"):
            mode = .outline
            return
        case .up, .down:
            // While names are suggested, ↓ and ↑ walk them; otherwise they choose the kind.
            let step = key == .down ? 1 : -1
            if !palette.suggestions.move(by: step) {
                palette.choose(by: step)
                palette.refreshSuggestions(from: nameSuggestions)
            }
        case .tab where palette.suggestions.chosen != nil, .enter where palette.suggestions.chosen != nil:
            _ = palette.acceptSuggestion()
            palette.refreshSuggestions(from: nameSuggestions)
        case .tab, .backTab:
            if palette.canGoInto {
                let into = !palette.into
                var fresh = InsertPalette(
                    purpose: .insert, kinds: insertableKinds(into: into), canGoInto: true, into: into)
                fresh.query = palette.query
                palette = fresh
                palette.refreshSuggestions(from: nameSuggestions)
            }
        case .backspace:
            if !palette.query.isEmpty { palette.query.removeLast() }
            palette.selection = 0
            palette.refreshSuggestions(from: nameSuggestions)
        case .character(let character):
            palette.query.append(character)
            palette.selection = 0
            palette.refreshSuggestions(from: nameSuggestions)
        case .paste(let text):
            palette.query += text.filter { $0 != "\n" && $0 != "\r" }
            palette.selection = 0
            palette.refreshSuggestions(from: nameSuggestions)
        case .enter:
            if complete(palette) { return }
        default: break
        }
        mode = .palette(palette)
    }

    /// Inserts or converts as the palette says; returns whether it is done (the palette closes).
    mutating func complete(_ palette: InsertPalette) -> Bool {
        guard let definition = palette.chosen else {
            message = "No kind matches \"\(palette.query)\"."
            return false
        }
        let kind = definition.kind
        switch palette.purpose {
        case .convert:
            guard let id = focusedID else { return true }
            guard
                perform({ (editor: inout DocumentEditor) throws(EditorError) in try editor.convert(id, to: kind) })
                    != nil
            else { return false }
            rebuildRows(focusing: id)
            message = "Converted to \(definition.displayName)."
        case .insert:
            let shorthand = palette.matches.shorthand
            let point: InsertionPoint
            if let id = focusedID {
                point = palette.into ? .lastChild(of: id) : .after(id)
            } else {
                point = .rootEnd
            }
            guard
                let inserted = perform({ (editor: inout DocumentEditor) throws(EditorError) in
                    try editor.insertNew(kind: kind, shorthand: shorthand, at: point)
                })
            else { return false }
            if palette.into, let id = focusedID, let index = rows.firstIndex(where: { $0.id == id }),
                rows[index].isCollapsed
            {
                focus = index
                expandFocused()
            }
            applyChanges(inserted.changes, focusing: inserted.id)
            message = "Inserted \(definition.displayName)."
        }
        mode = .outline
        return true
    }
}
