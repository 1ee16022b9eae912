extension BlockRegistry {
    /// How many levels below the block being rendered keep their own nesting; deeper blocks are drawn as a flat
    /// list under the last nested one, so a hostile chain of blocks cannot make output grow with the square of its
    /// depth. Twice the registry's depth limit, so every document that validates keeps its shape.
    public var renderNestingLimit: Int { max(maximumDepth, 1) * 2 }

    /// Renders a whole document for `target`, children before their parents.
    ///
    /// Each block uses its kind's renderer for the target; a registered kind without one uses the target's
    /// fallback, and an unknown block renders as the target's placeholder naming its type.
    @inlinable public func render<Target: RenderTarget>(
        _ document: BlockDocument, as target: Target.Type, context: RenderContext = RenderContext()
    ) -> Target.Output {
        let context = context.setting(DocumentFormatKey.self, to: format)
        let draw = renderer(for: target, in: document, context: context)
        // Root ids are listed, not nodes: a list of the nodes would copy every root node at once.
        let blocks = document.childIDs(of: nil).compactMap { document[$0].map { draw($0, 0) } }
        return Target.document(document, blocks: blocks, context: context)
    }

    /// Renders one block and its children for `target`.
    ///
    /// The walk keeps its own stack, so a document of any depth renders without exhausting the thread's stack;
    /// blocks more than ``renderNestingLimit`` levels below `node` are listed flat under the deepest nested one.
    public func render<Target: RenderTarget>(
        _ node: BlockNode, in document: BlockDocument, depth: Int, as target: Target.Type,
        context: RenderContext = RenderContext()
    ) -> Target.Output { renderer(for: target, in: document, context: context)(node, depth) }

    /// Renders a block of `document` at a depth, with its children, as ``render(_:in:depth:as:context:)`` does.
    /// Each kind's renderer is found once here, not once a block, so a host rendering many blocks makes one of these.
    @inlinable public func renderer<Target: RenderTarget>(
        for target: Target.Type, in document: BlockDocument, context: RenderContext
    ) -> (BlockNode, Int) -> Target.Output {
        let (table, limit) = (renderTable(for: target), renderNestingLimit)
        func renderOne(_ node: BlockNode, children: [Target.Output], depth: Int) -> Target.Output {
            let input = RenderInput<Target>(node: node, children: children, depth: depth, context: context)
            switch node.content {
            case .unknown(let block): return Target.placeholder(for: block, input)
            case .known(let block): return table[block.kind]?(block.base, input) ?? Target.fallback(input)
            }
        }
        func children(of id: BlockID, level: Int) -> [BlockNode] {  // Flat at the limit, none below it.
            if level < limit { return document.children(of: id) }
            return level > limit ? [] : document.subtreeIDs(of: id).dropFirst().compactMap { document[$0] }
        }
        return { node, depth in
            let below = children(of: node.id, level: 0)
            guard !below.isEmpty else { return renderOne(node, children: [], depth: depth) }  // Most blocks.
            var stack = [(node: node, level: 0, children: below, rendered: [Target.Output]())]
            while let top = stack.last {
                if top.rendered.count < top.children.count {
                    let (child, level) = (top.children[top.rendered.count], top.level + 1)
                    stack.append((child, level, children(of: child.id, level: level), []))
                    continue
                }
                let frame = stack.removeLast()
                let (sum, overflow) = depth.addingReportingOverflow(frame.level)  // A huge depth stays at the maximum.
                let output = renderOne(frame.node, children: frame.rendered, depth: overflow ? .max : sum)
                guard !stack.isEmpty else { return output }
                stack[stack.count - 1].rendered.append(output)
            }
            preconditionFailure("the render stack always holds the block being rendered")
        }
    }

    /// Each kind's renderer for `target`, its own or the host's.
    @usableFromInline func renderTable<T: RenderTarget>(for target: T.Type) -> [BlockKind: BlockRenderer.Body<T>] {
        renderers.values.reduce(into: [:]) { table, renderer in
            table[renderer.kind] = renderer.body(for: target) ?? table[renderer.kind]
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
