public import KheperCore

extension BlockRegistry {
    /// A registry with the kinds `files` declare added to this one's.
    ///
    /// - Throws: ``KindFileError`` for a tag this registry already has or another file declares (naming both),
    ///   or nesting rules that name a kind neither this registry nor the files register.
    public func adding(_ files: [KindFile]) throws(KindFileError) -> BlockRegistry {
        var declaredBy: [BlockKind: String] = [:]
        for file in files {
            if definition(for: file.kind) != nil {
                throw KindFileError(
                    .duplicateKind, file: file.file, at: ["kind"],
                    "\(JSONValue.string(file.kind.rawValue)) is already a kind this tool knows (built in or "
                        + "added by the host); choose another tag")
            }
            if let other = declaredBy[file.kind] {
                throw KindFileError(
                    .duplicateKind, file: file.file, at: ["kind"],
                    "\(JSONValue.string(file.kind.rawValue)) is also declared by \(other); a tag is declared once")
            }
            declaredBy[file.kind] = file.file
        }
        for file in files {
            for (member, kinds) in [
                ("parents", file.nesting.allowedParents), ("children", file.nesting.allowedChildren),
            ] {
                for kind in kinds.sorted() where definition(for: kind) == nil && declaredBy[kind] == nil {
                    throw KindFileError(
                        .unknownKind, file: file.file, at: ["nesting", .key(member)],
                        "names \(JSONValue.string(kind.rawValue)), which is not a registered kind; expected one of: "
                            + (self.kinds + Array(declaredBy.keys)).map(\.rawValue).sorted().joined(separator: ", "))
                }
            }
        }
        do {
            return try adding(files.map(\.definition))
        } catch {
            let problem = error.problems[0]
            let file = files.first { $0.kind.rawValue == problem.kind }?.file ?? "kind files"
            throw KindFileError(.invalid, file: file, problem.message)
        }
    }
}
