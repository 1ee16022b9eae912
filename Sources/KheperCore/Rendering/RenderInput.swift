/// Everything a renderer sees for one block: the node, its children already rendered, and the context.
public struct RenderInput<Target: RenderTarget> {
    /// The node being rendered.
    public let node: BlockNode

    /// The node's children, rendered for the same target, in order.
    public let children: [Target.Output]

    /// How deep the node sits; root blocks are at depth 0.
    public let depth: Int

    /// Values the host supplies, such as a progress-history source for charts.
    public let context: RenderContext

    /// Creates an input; the registry's document renderer makes these.
    public init(node: BlockNode, children: [Target.Output], depth: Int, context: RenderContext) {
        self.node = node
        self.children = children
        self.depth = depth
        self.context = context
    }
}
