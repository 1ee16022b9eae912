public import KheperCore
public import KheperLift

/// What a program's lift blocks once knew of their earlier progress and no longer keep: read from states of the
/// program it no longer holds (its undo history), so ``ProgramDocument`` can take back advances older than the
/// ``LiftBlock/Progress/keptEarlier`` a progress keeps.
///
/// Each block's progress is remembered with what it replaced, keyed by the progress itself without its chain. Where
/// two past states hold the same progress over different earlier ones (an advance taken back and made again to the
/// same state), the first remembered wins: remember the newest states first.
public struct ProgressRecall: Sendable {
    /// For each block, each progress it held (its chain dropped) and what that progress replaced.
    private var earlier: [BlockID: [LiftBlock.Progress: LiftBlock.Progress.Earlier]] = [:]

    /// An empty recall: only what the blocks keep themselves is known.
    public init() {}

    /// Remembers `progress`, a progress block `id` held, and every progress its chain keeps, each with what it
    /// replaced where that is known.
    public mutating func remember(_ progress: LiftBlock.Progress, of id: BlockID) {
        var next: LiftBlock.Progress? = progress
        while let current = next {
            let replaced = current.earlier
            guard replaced != .unknown else { return }
            let key = Self.key(current)
            if earlier[id]?[key] == nil { earlier[id, default: [:]][key] = replaced }
            guard case .progress(let before) = replaced else { return }
            next = before
        }
    }

    /// What a step that makes several advances at once keeps with it (`EditTransaction.kept`), since its rows hold
    /// only the states before and after it: the progress each advance wrote, each keeping only the progress it
    /// replaced, once with every block that holds it (the blocks of one track hold the same).
    /// ``remember(kept:)`` reads it back.
    public static func kept(_ written: [(id: BlockID, progress: LiftBlock.Progress)]) -> JSONValue {
        let encoder = JSONValueEncoder()
        var links: [(progress: LiftBlock.Progress, blocks: [JSONValue])] = []
        var positions: [LiftBlock.Progress: Int] = [:]
        for (id, progress) in written {
            var link = progress
            if case .progress(var replaced) = progress.earlier {
                replaced.previous = nil
                link.previous = try? encoder.encode(replaced)
            }
            if let position = positions[link] {
                links[position].blocks.append(.string(id.rawValue))
            } else {
                positions[link] = links.count
                links.append((link, [.string(id.rawValue)]))
            }
        }
        return [
            "liftProgress": .array(
                links.compactMap { link in
                    (try? encoder.encode(link.progress)).map { ["blocks": .array(link.blocks), "progress": $0] }
                })
        ]
    }

    /// Remembers each progress ``kept(_:)`` wrote into `kept`; anything else in it is passed over.
    public mutating func remember(kept: JSONValue) {
        guard case .array(let links) = kept.objectValue?["liftProgress"] else { return }
        let decoder = JSONValueDecoder()
        for link in links {
            guard let blocks = link.objectValue?["blocks"]?.arrayValue, let value = link.objectValue?["progress"],
                let progress = try? decoder.decode(LiftBlock.Progress.self, from: value)
            else { continue }
            for block in blocks.compactMap(\.stringValue) { remember(progress, of: BlockID(block)) }
        }
    }

    /// What `progress`, held by block `id`, replaced: as it keeps it, else as remembered, else unknown.
    public func earlier(of progress: LiftBlock.Progress, in id: BlockID) -> LiftBlock.Progress.Earlier {
        let kept = progress.earlier
        guard kept == .unknown else { return kept }
        return earlier[id]?[Self.key(progress)] ?? .unknown
    }

    /// A progress without the chain it keeps: the same advance seen at any depth.
    private static func key(_ progress: LiftBlock.Progress) -> LiftBlock.Progress {
        var key = progress
        key.previous = nil
        return key
    }
}
