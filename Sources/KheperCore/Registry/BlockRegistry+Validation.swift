extension BlockRegistry {
    /// Checks a document's content and returns every finding; it never throws.
    ///
    /// It reports each kind's own validation, blocks kept raw and why, nesting rules, child counts and the depth
    /// limit. Paths point into the document as it would be written.
    public func validate(_ document: BlockDocument) -> [Diagnostic] { validate(document) { _ in nil } }

    /// Checks a document, placing findings at the paths `sourcePath` gives, falling back to the written layout.
    ///
    /// Paths are worked out only for blocks that have findings, so checking a clean document allocates none.
    func validate(_ document: BlockDocument, sourcePath: (BlockID) -> JSONPath?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var stack: [(id: BlockID, depth: Int)] = document.childIDs(of: nil).reversed().map { ($0, 0) }
        while let (id, depth) = stack.popLast() {
            guard let node = document[id] else { continue }
            var found = contentDiagnostics(node, document: document)
            let parentKind = node.parentID.flatMap { document[$0]?.content.registeredKind }
            found += placementDiagnostics(node, parentKind: parentKind, depth: depth, document: document)
            if !found.isEmpty {
                let path = sourcePath(id) ?? document.path(of: id) ?? .root
                diagnostics += found.map { $0.placed(under: path, blockID: id) }
            }
            for child in document.childIDs(of: id).reversed() { stack.append((child, depth + 1)) }
        }
        return diagnostics
    }

    /// Findings about a block's payload, with paths relative to the block.
    private func contentDiagnostics(_ node: BlockNode, document: BlockDocument) -> [Diagnostic] {
        let path = JSONPath.root
        let dataPath: JSONPath = ["data"]
        switch node.content {
        case .known(let block):
            guard let definition = definition(for: block.kind) else { return [] }
            let own = definition.validate(block).map { $0.placed(under: dataPath, blockID: nil) }
            guard definition.nesting.isContainer else { return own }
            let children = document.children(of: node.id).map(\.content)
            return own + definition.validateChildren(of: block.base, children)
        case .unknown(let block):
            let type = JSONValue.string(block.kind.rawValue).description
            let diagnostic: Diagnostic
            switch block.reason {
            case .unregisteredKind:
                diagnostic = .warning(
                    .unknownKind,
                    "unknown block kind \(type); the block is kept as written and its children are still read",
                    at: path.appending("type"))
            case .malformedKind(let problem):
                diagnostic = .warning(
                    .malformedKind, "malformed block kind \(type): \(problem); the block is kept as written",
                    at: path.appending("type"))
            case .newerVersion(let supported):
                diagnostic = .warning(
                    .newerVersion,
                    "this \(type) block is version \(block.version), newer than the supported version \(supported); "
                        + "it is kept as written", at: path.appending("version"))
            case .migrationFailed(let fromVersion, let message):
                diagnostic = .error(
                    .migrationFailed,
                    "migrating this \(type) block from version \(fromVersion) failed: \(message); "
                        + "it is kept as written at version \(block.version)", at: dataPath)
            case .undecodableData(let message, let inner):
                diagnostic = .error(
                    .undecodableData, "\(message); this \(type) block is kept as written", at: dataPath.appending(inner)
                )
            case .malformedNode(let message):
                diagnostic = .error(.malformedBlock, "\(message); it is kept as written", at: path)
            case .unreadableData(let message):
                diagnostic = .error(
                    .undecodableData,
                    "unreadable: the stored data of this \(type) block could not be read (\(message)); it is kept "
                        + "as written and can be moved, exported or removed", at: dataPath)
            }
            return [diagnostic]
        }
    }

    /// Findings about where a block sits, how deep, and how many children it has, with paths relative to the
    /// block; `depth` is the block's own, 0 at the top level.
    private func placementDiagnostics(_ node: BlockNode, parentKind: BlockKind?, depth: Int, document: BlockDocument)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        let kind = node.content.registeredKind
        let context: PlacementContext = node.parentID == nil ? .root() : .inside(parentKind, depth: depth)
        let refusals = placementRefusals(of: kind, writtenAs: node.content.kind, at: context, adding: 0)
        for refusal in refusals where refusal.code != .tooDeep {
            diagnostics.append(.error(.nestingNotAllowed, refusal.message))
        }
        if let kind, let rules = definition(for: kind)?.nesting, rules.isContainer {
            let (count, what) = (document.childCount(of: node.id), kind.withArticle + " block")
            if count < rules.minimumChildren {
                let message = "\(what) should have at least \(rules.minimumChildren) children; it has \(count)"
                diagnostics.append(.warning(.tooFewChildren, message))
            }
            if let maximum = rules.maximumChildren, count > maximum {
                let message = "\(what) may have at most \(maximum) children; it has \(count)"
                diagnostics.append(.error(.tooManyChildren, message))
            }
        }
        if refusals.contains(where: { $0.code == .tooDeep }) {
            diagnostics.append(
                .error(.tooDeep, "this block is nested \(depth + 1) levels deep; the limit is \(maximumDepth)"))
        }
        return diagnostics
    }
}
