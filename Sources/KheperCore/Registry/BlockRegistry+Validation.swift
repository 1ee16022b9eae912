extension BlockRegistry {
    /// Checks a document's content and returns every finding; it never throws.
    ///
    /// It reports each kind's own validation, blocks kept raw and why, nesting rules, child counts and the depth
    /// limit. Paths point into the document as it would be written.
    public func validate(_ document: WorkoutDocument) -> [Diagnostic] {
        validate(document) { _ in nil }
    }

    /// Checks a document, placing findings at the paths `sourcePath` gives, falling back to the written layout.
    func validate(_ document: WorkoutDocument, sourcePath: (BlockID) -> JSONPath?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var stack: [(id: BlockID, path: JSONPath, depth: Int)] = []
        for (index, id) in document.childIDs(of: nil).enumerated().reversed() {
            stack.append((id, sourcePath(id) ?? ["blocks", .index(index)], 1))
        }
        while let (id, path, depth) = stack.popLast() {
            guard let node = document[id] else { continue }
            let parentKind = node.parentID.flatMap { document[$0]?.content.registeredKind }
            diagnostics += contentDiagnostics(node, path: path, document: document)
            diagnostics += placementDiagnostics(node, parentKind: parentKind, path: path, document: document)
            if depth > maximumDepth {
                diagnostics.append(
                    Diagnostic(
                        severity: .error,
                        code: .tooDeep,
                        message: "this block is nested \(depth) levels deep; the limit is \(maximumDepth)",
                        blockID: id,
                        path: path
                    )
                )
            }
            let children = document.childIDs(of: id)
            for (index, child) in children.enumerated().reversed() {
                stack.append(
                    (child, sourcePath(child) ?? path.appending("children").appending(index: index), depth + 1))
            }
        }
        return diagnostics
    }

    private func contentDiagnostics(_ node: BlockNode, path: JSONPath, document: WorkoutDocument) -> [Diagnostic] {
        let dataPath = path.appending("data")
        switch node.content {
        case .known(let block):
            guard let definition = definition(for: block.kind) else { return [] }
            let own = definition.validate(block.base).map { $0.placed(under: dataPath, blockID: node.id) }
            guard definition.nesting.isContainer else { return own }
            let children = document.children(of: node.id).map(\.content)
            return own
                + definition.validateChildren(of: block.base, children).map { $0.placed(under: path, blockID: node.id) }
        case .unknown(let block):
            let type = JSONValue.string(block.type).description
            let diagnostic: Diagnostic
            switch block.reason {
            case .unregisteredKind:
                diagnostic = .warning(
                    .unknownKind,
                    "unknown block kind \(type); the block is kept as written and its children are still read",
                    at: path.appending("type")
                )
            case .malformedKind(let problem):
                diagnostic = .warning(
                    .malformedKind,
                    "malformed block kind \(type): \(problem); the block is kept as written",
                    at: path.appending("type")
                )
            case .newerVersion(let supported):
                diagnostic = .warning(
                    .newerVersion,
                    "this \(type) block is version \(block.version), newer than the supported version \(supported); "
                        + "it is kept as written",
                    at: path.appending("version")
                )
            case .migrationFailed(let fromVersion, let message):
                diagnostic = .error(
                    .migrationFailed,
                    "migrating this \(type) block from version \(fromVersion) failed: \(message); "
                        + "it is kept as written at version \(block.version)",
                    at: dataPath
                )
            case .undecodableData(let message, let inner):
                diagnostic = .error(
                    .undecodableData,
                    "\(message); this \(type) block is kept as written",
                    at: dataPath.appending(inner)
                )
            case .malformedNode(let message):
                diagnostic = .error(.malformedBlock, "\(message); it is kept as written", at: path)
            }
            return [diagnostic.placed(under: .root, blockID: node.id)]
        }
    }

    private func placementDiagnostics(
        _ node: BlockNode,
        parentKind: BlockKind?,
        path: JSONPath,
        document: WorkoutDocument
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let kind = node.content.registeredKind
        let parentIsRoot = node.parentID == nil
        let parentKnown = parentKind != nil || parentIsRoot
        if parentKnown && !canPlace(kind, in: parentKind) {
            let what = "a \(JSONValue.string(node.content.typeTag).description) block"
            let message: String
            if let parentKind, definition(for: parentKind)?.nesting.isContainer == false {
                message = "\(what) cannot sit inside a \"\(parentKind)\" block, which has no children"
            } else if let parentKind {
                message = "\(what) cannot be placed inside a \"\(parentKind)\" block; \(placementHint(for: kind))"
            } else {
                message = "\(what) cannot be placed at the top level; \(placementHint(for: kind))"
            }
            diagnostics.append(
                Diagnostic(severity: .error, code: .nestingNotAllowed, message: message, blockID: node.id, path: path)
            )
        }
        if let kind, let rules = definition(for: kind)?.nesting, rules.isContainer {
            let count = document.childCount(of: node.id)
            if count < rules.minimumChildren {
                diagnostics.append(
                    Diagnostic(
                        severity: .warning,
                        code: .tooFewChildren,
                        message:
                            "a \"\(kind)\" block should have at least \(rules.minimumChildren) children; it has \(count)",
                        blockID: node.id,
                        path: path
                    )
                )
            }
            if let maximum = rules.maximumChildren, count > maximum {
                diagnostics.append(
                    Diagnostic(
                        severity: .error,
                        code: .tooManyChildren,
                        message: "a \"\(kind)\" block may have at most \(maximum) children; it has \(count)",
                        blockID: node.id,
                        path: path
                    )
                )
            }
        }
        return diagnostics
    }

    /// Where a kind may go, for messages: "it may be placed at the top level or inside: set".
    func placementHint(for kind: BlockKind?) -> String {
        guard let kind else { return "it may be placed anywhere" }
        let parents = allowedParents(of: kind)
        var places: [String] = []
        if parents.contains(nil) { places.append("at the top level") }
        let containers = parents.compactMap { $0?.rawValue }
        if !containers.isEmpty { places.append("inside: " + containers.joined(separator: ", ")) }
        return places.isEmpty ? "it may not be placed anywhere" : "it may be placed " + places.joined(separator: " or ")
    }
}
