extension BlockRegistry {
    /// Renders a whole document for `target`, children before their parents.
    ///
    /// Each block uses its kind's renderer for the target; a registered kind without one uses the target's
    /// fallback, and an unknown block renders as the target's placeholder naming its type.
    public func render<Target: RenderTarget>(
        _ document: WorkoutDocument,
        as target: Target.Type,
        context: RenderContext = RenderContext()
    ) -> Target.Output {
        let blocks = document.children(of: nil).map { render($0, in: document, depth: 0, as: target, context: context) }
        return Target.document(document, blocks: blocks, context: context)
    }

    /// Renders one block and its children for `target`.
    public func render<Target: RenderTarget>(
        _ node: BlockNode,
        in document: WorkoutDocument,
        depth: Int,
        as target: Target.Type,
        context: RenderContext = RenderContext()
    ) -> Target.Output {
        let children = document.children(of: node.id).map {
            render($0, in: document, depth: depth + 1, as: target, context: context)
        }
        let input = RenderInput<Target>(node: node, children: children, depth: depth, context: context)
        switch node.content {
        case .unknown(let block):
            return Target.placeholder(for: block, input)
        case .known(let block):
            let key = BlockRendererKey(kind: block.kind, target: ObjectIdentifier(target))
            return renderers[key]?.render(block.base, input) ?? Target.fallback(input)
        }
    }

    /// Whether `kind` has a renderer for `target`, its own or the host's.
    public func hasRenderer<Target: RenderTarget>(for kind: BlockKind, target: Target.Type) -> Bool {
        renderers[BlockRendererKey(kind: kind, target: ObjectIdentifier(target))] != nil
    }

    /// The registered kinds with no renderer for `target`, which render through its fallback.
    public func kindsMissingRenderer<Target: RenderTarget>(for target: Target.Type) -> [BlockKind] {
        kinds.filter { !hasRenderer(for: $0, target: target) }
    }
}
