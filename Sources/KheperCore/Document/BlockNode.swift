/// One block in a document, as seen from outside: its identity, place, payload and any extra node members.
public struct BlockNode: Sendable, Hashable {
    /// The block's stable identifier.
    public var id: BlockID

    /// The parent block, or `nil` for a root block.
    public var parentID: BlockID?

    /// The key that orders the block among its siblings.
    public var order: OrderKey

    /// The block's payload.
    public var content: BlockContent

    /// Members of the node object other than the standard ones, kept to be written back.
    public var extraFields: JSONObject

    /// Creates a node.
    public init(
        id: BlockID, parentID: BlockID?, order: OrderKey, content: BlockContent, extraFields: JSONObject = JSONObject()
    ) {
        self.id = id
        self.parentID = parentID
        self.order = order
        self.content = content
        self.extraFields = extraFields
    }
}
