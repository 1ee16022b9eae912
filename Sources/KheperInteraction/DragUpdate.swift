public import KheperCore

/// What one pointer move during a drag shows: the target, its indicator and preview, and any auto-scroll.
public struct DragUpdate: Sendable, Hashable {
    /// What ending the drag now would do.
    public var target: DropTarget

    /// The gap and depth to draw the drop line at, or `nil` over the trash.
    public var indicator: DropIndicator?

    /// Whether the nesting rules allow the target; `false` only when no depth at the gap is allowed.
    public var isAllowed: Bool

    /// Whether the depth was moved away from the one the pointer proposed, to the nearest allowed one.
    public var isSnapped: Bool

    /// The rows as they would look after the drop.
    public var preview: DragPreview

    /// The scroll the pointer asks for near a viewport edge, or `nil`.
    public var autoScroll: AutoScrollHint?

    /// Why the drop is not allowed, by the nesting rule that refused the proposed depth; `nil` when it is allowed.
    public var refusal: PlacementRefusal?

    /// Creates an update.
    public init(
        target: DropTarget,
        indicator: DropIndicator?,
        isAllowed: Bool,
        isSnapped: Bool,
        preview: DragPreview,
        autoScroll: AutoScrollHint?,
        refusal: PlacementRefusal? = nil
    ) {
        self.target = target
        self.indicator = indicator
        self.isAllowed = isAllowed
        self.isSnapped = isSnapped
        self.preview = preview
        self.autoScroll = autoScroll
        self.refusal = refusal
    }
}
