/// Renders one block kind for one target; a kind's definition lists its renderers, and a host may add more.
public struct BlockRenderer: Sendable {
    /// The kind this renderer draws.
    public let kind: BlockKind

    /// The target type this renderer produces output for.
    public let target: any RenderTarget.Type

    @usableFromInline let body: any Sendable

    /// Creates a renderer of `block` for `target`.
    ///
    /// - Parameters:
    ///   - block: The block type this renderer draws.
    ///   - kind: The kind it draws when the type backs several kinds, such as kinds declared in files; the type's
    ///     `kind` by default.
    ///   - target: The output it produces.
    ///   - render: Turns a block and its input into output.
    @inlinable public init<B: Block, Target: RenderTarget>(
        _ block: B.Type, kind: BlockKind? = nil, for target: Target.Type,
        render: @escaping @Sendable (B, RenderInput<Target>) -> Target.Output
    ) {
        self.kind = kind ?? B.kind
        self.target = target
        self.body = { block, input in (block as? B).map { render($0, input) } } as Body<Target>
    }

    /// Renders `block`, or returns `nil` when the block or target is not this renderer's.
    public func render<Target: RenderTarget>(_ block: any Block, _ input: RenderInput<Target>) -> Target.Output? {
        body(for: Target.self)?(block, input)
    }

    /// The function this renderer draws with for `target`, or `nil` when it draws for another target.
    func body<Target: RenderTarget>(for target: Target.Type) -> Body<Target>? { body as? Body<Target> }

    /// A renderer's function: the output for a block, or `nil` when the block is not of the renderer's type.
    @usableFromInline typealias Body<T: RenderTarget> = @Sendable (any Block, RenderInput<T>) -> T.Output?

    var key: BlockRendererKey { BlockRendererKey(kind: kind, target: ObjectIdentifier(target)) }
}

/// Identifies a renderer slot: one kind on one target.
struct BlockRendererKey: Hashable, Sendable {
    let kind: BlockKind
    let target: ObjectIdentifier
}
