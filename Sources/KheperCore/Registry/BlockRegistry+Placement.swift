extension BlockRegistry {
    /// The kinds that may contain `kind`, with `nil` standing for the document's top level.
    public func allowedParents(of kind: BlockKind) -> [BlockKind?] {
        (canPlace(kind, in: nil) ? [nil] : []) + kinds.filter { canPlace(kind, in: $0) }.map(Optional.some)
    }

    /// The registered kinds that `kind` may contain; empty for a leaf.
    public func allowedChildren(of kind: BlockKind) -> [BlockKind] {
        guard definition(for: kind)?.nesting.isContainer == true else { return [] }
        return kinds.filter { canPlace($0, in: kind) }
    }

    /// Every reason a block of `kind`, whose subtree is `height` levels tall, may not go at `context` when the
    /// parent gains `adding` children; empty when it may. The one statement of the placement rules that
    /// validation, the editor and drag and drop all use.
    ///
    /// - Parameters:
    ///   - kind: The block's kind, `nil` when unregistered; unregistered kinds are placed anywhere a block fits.
    ///   - writtenAs: The kind as the document writes it, named in messages; `kind` when `nil`.
    ///   - height: How many levels the block's subtree spans, 1 for a block without children.
    ///   - context: The parent (or the top level), its depth and its current child count.
    ///   - adding: How many children the parent gains; 0 checks a block already in place.
    public func placementRefusals(
        of kind: BlockKind?, writtenAs: BlockKind? = nil, height: Int = 1, at context: PlacementContext, adding: Int = 1
    ) -> [PlacementRefusal] {
        var what: String { "\((writtenAs ?? kind ?? BlockKind(stringLiteral: "")).withArticle) block" }
        var refusals: [PlacementRefusal] = []
        if context.isRoot {
            if !canPlace(kind, in: nil) {
                refusals.append(
                    .init(.kindNotAllowed, "\(what) cannot be placed at the top level; \(placementHint(for: kind))"))
            }
        } else if let parentKind = context.parentKind, let rules = definition(for: parentKind)?.nesting {
            var parent: String {
                context.parentID.map { "the \(parentKind) block \"\($0)\"" } ?? parentKind.withArticle + " block"
            }
            if !rules.isContainer {
                refusals.append(
                    .init(.notAContainer, "\(what) cannot be placed inside \(parent), which has no children"))
            } else if !canPlace(kind, in: parentKind) {
                refusals.append(
                    .init(
                        .kindNotAllowed,
                        "\(what) cannot be placed inside \(parentKind.withArticle) block; \(placementHint(for: kind))"))
            } else if adding > 0, let maximum = rules.maximumChildren, context.childCount + adding > maximum {
                let message =
                    context.parentID == nil && context.childCount == 0
                    ? "\(parent) may hold at most \(maximum) blocks, not \(adding)"
                    : "\(parent) may hold at most \(maximum) blocks and already holds \(context.childCount)"
                refusals.append(.init(.containerFull, message))
            }
        }
        let depth = context.depth + height
        if depth > maximumDepth {
            refusals.append(
                .init(.tooDeep, "\(what) would be nested \(depth) levels deep there; the limit is \(maximumDepth)"))
        }
        return refusals
    }

    /// The first reason a block of `kind` may not go at `context`, or `nil` when it may; see
    /// ``placementRefusals(of:writtenAs:height:at:adding:)``.
    public func placementRefusal(
        of kind: BlockKind?, writtenAs: BlockKind? = nil, height: Int = 1, at context: PlacementContext, adding: Int = 1
    ) -> PlacementRefusal? {
        placementRefusals(of: kind, writtenAs: writtenAs, height: height, at: context, adding: adding).first
    }

    /// The kinds a new block may have at `context`, allowing for nesting rules, the depth limit and the parent's
    /// child limit, ordered by tag: the data behind the "+" menu, whose entries show each definition's display name,
    /// symbol and shorthand examples.
    public func insertableKinds(at context: PlacementContext) -> [BlockDefinition] {
        definitions.filter { placementRefusal(of: $0.kind, at: context) == nil }
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
