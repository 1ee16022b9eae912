extension BlockRegistry {
    /// How many levels below the block being rendered keep their own nesting; deeper blocks are drawn as a flat
    /// list under the last nested one, so a hostile chain of blocks cannot make output grow with the square of its
    /// depth. Twice the registry's depth limit, so every document that validates keeps its shape.
    public var renderNestingLimit: Int { max(maximumDepth, 1) * 2 }

    /// Renders a whole document for `target`, children before their parents.
    ///
    /// Each block uses its kind's renderer for the target; a registered kind without one uses the target's
    /// fallback, and an unknown block renders as the target's placeholder naming its type.
    public func render<Target: RenderTarget>(
        _ document: BlockDocument, as target: Target.Type, context: RenderContext = RenderContext()
    ) -> Target.Output {
        let context = context.setting(DocumentFormatKey.self, to: format)
        // Root blocks are taken one at a time: a list of them all would copy every root node at once.
        let blocks = (0..<document.childCount(of: nil)).compactMap { index in
            document.child(at: index, of: nil).map { render($0, in: document, depth: 0, as: target, context: context) }
        }
        return Target.document(document, blocks: blocks, context: context)
    }

    /// Renders one block and its children for `target`.
    ///
    /// The walk keeps its own stack, so a document of any depth renders without exhausting the thread's stack;
    /// blocks more than ``renderNestingLimit`` levels below `node` are listed flat under the deepest nested one.
    public func render<Target: RenderTarget>(
        _ node: BlockNode, in document: BlockDocument, depth: Int, as target: Target.Type,
        context: RenderContext = RenderContext()
    ) -> Target.Output {
        var stack = [RenderFrame<Target>(node: node, level: 0, children: document.children(of: node.id))]
        while let top = stack.last {
            if top.rendered.count < top.children.count {
                let child = top.children[top.rendered.count]
                let level = top.level + 1
                let children: [BlockNode]
                if top.level >= renderNestingLimit {
                    children = []
                } else if level < renderNestingLimit {
                    children = document.children(of: child.id)
                } else {
                    children = document.subtreeIDs(of: child.id).dropFirst().compactMap { document[$0] }
                }
                stack.append(RenderFrame(node: child, level: level, children: children))
                continue
            }
            let frame = stack.removeLast()
            let (sum, overflow) = depth.addingReportingOverflow(frame.level)  // A huge depth stays at the maximum.
            let input = RenderInput<Target>(
                node: frame.node, children: frame.rendered, depth: overflow ? .max : sum, context: context)
            let output = renderOne(frame.node, input)
            guard !stack.isEmpty else { return output }
            stack[stack.count - 1].rendered.append(output)
        }
        preconditionFailure("the render stack always holds the block being rendered")
    }

    /// Renders one block from its already rendered children.
    private func renderOne<Target: RenderTarget>(_ node: BlockNode, _ input: RenderInput<Target>) -> Target.Output {
        switch node.content {
        case .unknown(let block): return Target.placeholder(for: block, input)
        case .known(let block):
            let key = BlockRendererKey(kind: block.kind, target: ObjectIdentifier(Target.self))
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

/// One block on the renderer's stack: its children in order and the outputs of those already rendered.
private struct RenderFrame<Target: RenderTarget> {
    let node: BlockNode
    let level: Int
    let children: [BlockNode]
    var rendered: [Target.Output] = []
}
