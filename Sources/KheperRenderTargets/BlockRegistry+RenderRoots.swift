public import KheperCore

extension BlockRegistry {
    /// Each root block of `document` rendered for `target` as `render(_:as:context:)` renders it, made only as the
    /// sequence is read, so a host can write a large document's blocks out without holding all their output.
    @inlinable public func renderRoots<Target: RenderTarget>(
        of document: BlockDocument, as target: Target.Type, context: RenderContext = RenderContext()
    ) -> some Sequence<Target.Output> {
        let draw = renderer(for: target, in: document, context: context.setting(DocumentFormatKey.self, to: format))
        // Root blocks are taken one at a time: a list of them all would copy every root node at once.
        return (0..<document.childCount(of: nil)).lazy.compactMap { document.child(at: $0, of: nil) }.map {
            draw($0, 0)
        }
    }
}
