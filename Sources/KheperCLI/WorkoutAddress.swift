import KheperCore
import KheperEditor

/// Resolves the WORKOUT and BLOCK arguments: an id, a unique id prefix, or (for workouts) an exact title.
enum WorkoutAddress {
    /// The id of the one workout `reference` names.
    static func resolve(_ reference: String, in store: any DocumentStore) throws(CommandFailure) -> DocumentID {
        try summary(of: reference, in: store).id
    }

    /// The summary (id, title, block count) of the one workout `reference` names; an empty or blank reference
    /// names none, rather than being a prefix of every id.
    static func summary(of reference: String, in store: any DocumentStore) throws(CommandFailure) -> DocumentSummary {
        let candidates = try candidates(for: reference, in: store)
        switch candidates.count {
        case 1:
            return candidates[0]
        case 0:
            throw CommandFailure("no workout has the id, id prefix or title \"\(reference)\"; `kheper list` shows them")
        default:
            let names = candidates.prefix(8).map { "\($0.id) (\($0.title))" }.joined(separator: ", ")
            throw CommandFailure("\"\(reference)\" matches \(candidates.count) workouts: \(names); give more of the id")
        }
    }

    /// The workouts `reference` may name: the one with that id, else those with that title, else those whose id
    /// starts with it; none when it names no workout. An empty or blank reference is a usage error.
    static func candidates(for reference: String, in store: any DocumentStore) throws(CommandFailure)
        -> [DocumentSummary]
    {
        guard !ParsedArguments.isBlank(reference) else {
            throw CommandFailure(ParsedArguments.emptyReference("WORKOUT", reference, .workout), exitCode: .usage)
        }
        let workouts: [DocumentSummary]
        do {
            workouts = try store.listDocuments()
        } catch {
            throw CommandFailure(error)
        }
        if let exact = workouts.first(where: { $0.id.rawValue == reference }) { return [exact] }
        let titled = workouts.filter { $0.title == reference }
        return titled.isEmpty ? workouts.filter { $0.id.rawValue.hasPrefix(reference) } : titled
    }

    /// The id of the one block `reference` names in the slice's workout, loaded into the slice with its ancestors.
    static func resolveBlock(_ reference: String, in slice: inout DocumentSlice) throws(EditorError) -> BlockID {
        guard !ParsedArguments.isBlank(reference) else {
            throw EditorError(.unknownBlock, ParsedArguments.emptyReference("BLOCK", reference, .block))
        }
        if try slice.load(BlockID(reference)) != nil { return BlockID(reference) }
        let candidates = try slice.blocks(withPrefix: reference, limit: 9)
        switch candidates.count {
        case 1:
            try slice.load(candidates[0].id)
            return candidates[0].id
        case 0:
            throw EditorError(
                .unknownBlock,
                "no block in \(ChangeDescription.quoted(slice.header.title)) has the id or id prefix "
                    + ChangeDescription.quoted(reference))
        default:
            let names = candidates.prefix(8).map { "\($0.id) (\($0.kind))" }.joined(separator: ", ")
            let count = candidates.count > 8 ? "more than 8" : "\(candidates.count)"
            throw EditorError(
                .unknownBlock,
                "\(ChangeDescription.quoted(reference)) matches \(count) blocks: \(names); give more of the id")
        }
    }
}
