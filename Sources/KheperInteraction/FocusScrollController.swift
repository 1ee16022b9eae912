/// Keeps the focused field visible above the keyboard: turns focus changes and keyboard notifications into
/// scroll commands (a target offset and an animation), or into no command when nothing needs to move.
///
/// The rules:
/// - A focused field that is already fully visible between the covered bands causes no command.
/// - Otherwise the content scrolls just enough to show it with ``Configuration/margin`` to spare (less when
///   the margin does not fit); a field taller than the space left has its top aligned with the top of that
///   space instead, so it shows from its beginning and is whole again once the keyboard goes.
/// - With the keyboard up (after `didShow`), a focus change scrolls at once (``ScrollAnimation/immediate``).
/// - While the keyboard is hidden, hiding or still appearing, a focus change is queued (``pendingField``). It
///   fires with the keyboard's duration and curve at the next event that tells the keyboard's frame: `willShow`
///   (focus normally arrives just before it) or `didShow`. A `willShow` also re-checks the focused field against
///   the new frame, so a keyboard that grows (a suggestion bar) never covers it.
/// - When the keyboard hides, the inset goes back and the offset is clamped to the smaller range in the same
///   animation as the keyboard, so the content never snaps; an offset still in range does not move.
/// - No command targets an offset outside 0 … content height + insets − visible height.
///
/// A viewport without a keyboard, such as a terminal (use ``Configuration/terminal`` and rows as units), is
/// driven by focus alone: every focus change is handled at once.
///
/// The controller assumes the host applies every command it returns; report other scrolling (the user's) and
/// layout changes with ``updateViewport(_:)`` and ``setFrame(_:for:)``.
public struct FocusScrollController: Sendable {
    /// How the controller behaves: the margin it keeps and whether a software keyboard comes and goes.
    public struct Configuration: Sendable, Hashable {
        /// The space kept between a field scrolled into view and the covered band it was scrolled from.
        public var margin: Double

        /// Whether a software keyboard appears on focus, so a focus change waits for its frame.
        public var hasKeyboard: Bool

        /// Creates a configuration.
        public init(margin: Double, hasKeyboard: Bool) {
            self.margin = max(0, margin)
            self.hasKeyboard = hasKeyboard
        }

        /// A touch screen with a software keyboard, in points.
        public static let touch = Configuration(margin: 16, hasKeyboard: true)

        /// A terminal, in rows: no keyboard to wait for, one row of margin.
        public static let terminal = Configuration(margin: 1, hasKeyboard: false)
    }

    /// Where the keyboard is in its show/hide cycle.
    public enum KeyboardPhase: Sendable, Hashable {
        /// No keyboard covers the view.
        case hidden
        /// `willShow` arrived and `didShow` has not.
        case appearing
        /// `didShow` arrived.
        case shown
        /// `willHide` arrived and `didHide` has not.
        case hiding
    }

    /// The behaviour chosen at creation.
    public let configuration: Configuration

    /// The viewport as the controller last knew it, its offset updated by every command it returned.
    public private(set) var viewport: ScrollViewport

    /// The frames of the editable fields, in content coordinates.
    public private(set) var fields: [FieldID: FieldFrame] = [:]

    /// The field that has focus, or `nil`.
    public private(set) var focusedField: FieldID?

    /// The field whose scroll waits for the keyboard's frame (or for its own frame), or `nil`.
    public private(set) var pendingField: FieldID?

    /// Where the keyboard is in its cycle.
    public private(set) var keyboardPhase: KeyboardPhase = .hidden

    /// How much of the viewport's bottom the keyboard covers.
    public private(set) var keyboardOverlap: Double = 0

    /// The duration and curve of the latest keyboard animation.
    private var keyboardAnimation: ScrollAnimation = .immediate

    /// Creates a controller for `viewport`.
    public init(viewport: ScrollViewport, configuration: Configuration = .touch) {
        self.viewport = viewport
        self.configuration = configuration
    }

    /// The bottom inset to add to the viewport's own while the keyboard covers more than it; apply it in the same
    /// animation as the command the keyboard event returned.
    public var keyboardInset: Double {
        viewport.coveredBottom(keyboardOverlap: keyboardOverlap) - viewport.bottomInset
    }

    /// The largest offset the content may have now.
    public var maximumOffset: Double {
        viewport.maximumOffset(keyboardOverlap: keyboardOverlap)
    }

    // MARK: Host reports

    /// Records the viewport after the user scrolled or the layout changed; nothing scrolls.
    public mutating func updateViewport(_ viewport: ScrollViewport) {
        self.viewport = viewport
    }

    /// Records a field's frame (`nil` forgets it); when the field waits only for its frame, scrolls to it now.
    @discardableResult
    public mutating func setFrame(_ frame: FieldFrame?, for id: FieldID) -> ScrollCommand? {
        fields[id] = frame
        guard id == pendingField, canScrollNow else { return nil }
        return firePending(.immediate)
    }

    // MARK: Events

    /// Handles one event and returns the scroll it calls for, or `nil`.
    @discardableResult
    public mutating func handle(_ event: FocusEvent) -> ScrollCommand? {
        switch event {
        case .focus(let id):
            return scrollToField(id)
        case .keyboardWillShow(let frame, let duration, let curve):
            return keyboardWillShow(frame, duration: duration, curve: curve)
        case .keyboardDidShow(let frame):
            return keyboardDidShow(frame)
        case .keyboardWillHide(let duration, let curve):
            return keyboardWillHide(duration: duration, curve: curve)
        case .keyboardDidHide:
            return keyboardDidHide()
        }
    }

    /// Gives `id` focus and scrolls it into view now, or queues the scroll until the keyboard's frame is known.
    @discardableResult
    public mutating func scrollToField(_ id: FieldID) -> ScrollCommand? {
        focusedField = id
        pendingField = id
        guard canScrollNow else { return nil }
        return firePending(.immediate)
    }

    /// Forgets the focus and any queued scroll.
    public mutating func clearFocus() {
        focusedField = nil
        pendingField = nil
    }

    /// Fires a queued scroll at once with the current geometry, for a host whose keyboard never showed (a
    /// hardware keyboard); `nil` when nothing waits or nothing needs to move.
    @discardableResult
    public mutating func flushPendingScroll() -> ScrollCommand? {
        firePending(.immediate)
    }

    /// The keyboard will appear (or change size) at `frame`: fires the queued scroll, or re-checks the focused
    /// field, with the keyboard's duration and curve.
    @discardableResult
    public mutating func keyboardWillShow(
        _ frame: KeyboardFrame,
        duration: Double,
        curve: AnimationCurve
    ) -> ScrollCommand? {
        keyboardPhase = .appearing
        keyboardOverlap = frame.overlap(visibleHeight: viewport.visibleHeight)
        keyboardAnimation = .keyboard(duration: duration, curve: curve)
        if pendingField == nil { pendingField = focusedField }
        return firePending(keyboardAnimation)
    }

    /// The keyboard finished appearing at `frame`: fires a scroll queued while it was appearing, or re-checks the
    /// focused field against the final frame, with the keyboard's curve.
    @discardableResult
    public mutating func keyboardDidShow(_ frame: KeyboardFrame) -> ScrollCommand? {
        keyboardPhase = .shown
        keyboardOverlap = frame.overlap(visibleHeight: viewport.visibleHeight)
        if pendingField == nil { pendingField = focusedField }
        return firePending(keyboardAnimation)
    }

    /// The keyboard will hide: gives its inset back, clamping the offset in the keyboard's animation when it
    /// would otherwise lie past the content.
    @discardableResult
    public mutating func keyboardWillHide(duration: Double, curve: AnimationCurve) -> ScrollCommand? {
        keyboardPhase = .hiding
        keyboardOverlap = 0
        keyboardAnimation = .keyboard(duration: duration, curve: curve)
        return clampOffset(keyboardAnimation)
    }

    /// The keyboard finished hiding; clamps the offset at once only if the host skipped the hide animation.
    @discardableResult
    public mutating func keyboardDidHide() -> ScrollCommand? {
        keyboardPhase = .hidden
        keyboardOverlap = 0
        return clampOffset(.immediate)
    }

    // MARK: Geometry

    /// The offset that brings `frame` into view under the current keyboard, or `nil` when it is fully visible.
    public func targetOffset(for frame: FieldFrame) -> Double? {
        let offset = viewport.contentOffset
        let covered = viewport.coveredBottom(keyboardOverlap: keyboardOverlap)
        let space = viewport.visibleHeight - viewport.topInset - covered
        let margin = configuration.margin
        // Offsets between `lowest` and `highest` show the whole field.
        let highest = frame.minY
        let lowest = viewport.topInset + frame.maxY - (viewport.visibleHeight - covered)
        var target: Double
        if frame.height > space + ScrollViewport.tolerance {
            // Exactly at the top, without the margin, so the field is whole again once the space grows.
            target = highest
        } else if offset < lowest - ScrollViewport.tolerance {
            target = min(lowest + margin, highest)
        } else if offset > highest + ScrollViewport.tolerance {
            target = max(highest - margin, lowest)
        } else {
            return nil
        }
        target = viewport.clamped(target, keyboardOverlap: keyboardOverlap)
        return abs(target - offset) <= ScrollViewport.tolerance ? nil : target
    }

    /// Whether a focus change may scroll now rather than wait for the keyboard.
    private var canScrollNow: Bool {
        !configuration.hasKeyboard || keyboardPhase == .shown
    }

    /// Scrolls to the pending field if its frame is known, and clears it.
    private mutating func firePending(_ animation: ScrollAnimation) -> ScrollCommand? {
        guard let id = pendingField, let frame = fields[id] else { return nil }
        pendingField = nil
        guard let target = targetOffset(for: frame) else { return nil }
        viewport.contentOffset = target
        return ScrollCommand(offset: target, animation: animation)
    }

    /// Moves the offset back within the content when the range shrank.
    private mutating func clampOffset(_ animation: ScrollAnimation) -> ScrollCommand? {
        let target = viewport.clamped(viewport.contentOffset, keyboardOverlap: keyboardOverlap)
        guard abs(target - viewport.contentOffset) > ScrollViewport.tolerance else { return nil }
        viewport.contentOffset = target
        return ScrollCommand(offset: target, animation: animation)
    }
}
