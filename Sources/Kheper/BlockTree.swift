public import KheperCore

/// A block with the blocks nested in it, as written in Swift code by ``BlockTreeBuilder``.
public struct BlockTree: Sendable, Hashable {
    /// The block's payload.
    public var content: BlockContent

    /// The blocks nested inside it, in order.
    public var children: [BlockTree]

    /// Creates a tree from a payload and its children.
    public init(_ content: BlockContent, children: [BlockTree] = []) {
        self.content = content
        self.children = children
    }
}

/// Builds lists of blocks in Swift code, for tests, templates and examples.
///
/// ```swift
/// let workout = BlockDocument(title: "Push day") {
///     TextBlock(text: "Warm up first")
///     SetBlock(name: "A").containing {
///         ExerciseBlock(name: "Bench Press")
///         ExerciseBlock(name: "Row")
///     }
/// }
/// ```
@resultBuilder
public enum BlockTreeBuilder {
    /// A block without children.
    public static func buildExpression(_ block: some Block) -> [BlockTree] {
        [BlockTree(BlockContent(block))]
    }

    /// A block with its children.
    public static func buildExpression(_ tree: BlockTree) -> [BlockTree] {
        [tree]
    }

    /// A list of blocks, such as one made in a loop elsewhere.
    public static func buildExpression(_ trees: [BlockTree]) -> [BlockTree] {
        trees
    }

    /// Joins the statements of a block.
    public static func buildBlock(_ parts: [BlockTree]...) -> [BlockTree] {
        parts.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [BlockTree]?) -> [BlockTree] {
        part ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [BlockTree]) -> [BlockTree] {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [BlockTree]) -> [BlockTree] {
        part
    }

    /// A `for` loop.
    public static func buildArray(_ parts: [[BlockTree]]) -> [BlockTree] {
        parts.flatMap { $0 }
    }
}

extension Block {
    /// This block with the blocks built by `children` nested inside it.
    public func containing(@BlockTreeBuilder _ children: () -> [BlockTree]) -> BlockTree {
        BlockTree(BlockContent(self), children: children())
    }
}

extension BlockDocument {
    /// Creates a document from blocks written with ``BlockTreeBuilder``, giving each a fresh id and order key.
    public init(id: DocumentID = .random(), title: String, @BlockTreeBuilder blocks: () -> [BlockTree]) {
        self.init(id: id, title: title)
        append(blocks(), under: nil)
    }

    /// Appends trees under `parent` (the root when `nil`), each with a fresh id and evenly spaced keys.
    public mutating func append(_ trees: [BlockTree], under parent: BlockID?) {
        var pending: [(trees: [BlockTree], parent: BlockID?)] = [(trees, parent)]
        while let (siblings, parentID) = pending.popLast() {
            for tree in siblings {
                guard let node = try? append(tree.content, under: parentID) else { continue }
                if !tree.children.isEmpty { pending.append((tree.children, node.id)) }
            }
        }
    }
}
