/// Where a kind may be placed and what it may contain: the rules the registry and the editor enforce.
///
/// A child may sit in a parent when the parent lists the child's kind, or when the child lists the parent's
/// kind; either listing suffices, so a third-party kind can join a built-in container without changing it.
/// A leaf never has children.
public struct NestingRules: Sendable, Hashable {
    /// Whether blocks of this kind may have children at all.
    public var isContainer: Bool

    /// The kinds this kind accepts as children; meaningful only for containers.
    public var allowedChildren: Set<BlockKind>

    /// Whether blocks of this kind may sit at the document's root.
    public var allowedAtRoot: Bool

    /// The container kinds this kind may be placed in, in addition to those that list it.
    public var allowedParents: Set<BlockKind>

    /// The fewest children a container should have; fewer is a warning, since containers start empty.
    public var minimumChildren: Int

    /// The most children a container may have, or `nil` for no limit; more is an error.
    public var maximumChildren: Int?

    /// Creates rules from every part.
    public init(
        isContainer: Bool, allowedChildren: Set<BlockKind> = [], allowedAtRoot: Bool = true,
        allowedParents: Set<BlockKind> = [], minimumChildren: Int = 0, maximumChildren: Int? = nil
    ) {
        self.isContainer = isContainer
        self.allowedChildren = allowedChildren
        self.allowedAtRoot = allowedAtRoot
        self.allowedParents = allowedParents
        self.minimumChildren = minimumChildren
        self.maximumChildren = maximumChildren
    }

    /// Rules for a kind with no children, placed at the root and/or inside `parents`.
    public static func leaf(atRoot: Bool = true, inside parents: Set<BlockKind> = []) -> NestingRules {
        NestingRules(isContainer: false, allowedAtRoot: atRoot, allowedParents: parents)
    }

    /// Rules for a container of `children`, placed at the root and/or inside `parents`.
    public static func container(
        of children: Set<BlockKind>, atRoot: Bool = true, inside parents: Set<BlockKind> = [], minimumChildren: Int = 0,
        maximumChildren: Int? = nil
    ) -> NestingRules {
        NestingRules(
            isContainer: true, allowedChildren: children, allowedAtRoot: atRoot, allowedParents: parents,
            minimumChildren: minimumChildren, maximumChildren: maximumChildren)
    }

    /// Every kind these rules name, which must all be registered.
    public var referencedKinds: Set<BlockKind> { allowedChildren.union(allowedParents) }
}
