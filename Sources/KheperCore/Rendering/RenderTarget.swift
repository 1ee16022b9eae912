/// A kind of output that documents render to, such as plain text, Markdown, HTML or a host's own views.
///
/// A target says how to render what has no renderer of its own, so every kind stays readable on every target:
/// registered kinds without a renderer get ``fallback(_:)``, unknown blocks get ``placeholder(for:_:)``.
public protocol RenderTarget: Sendable {
    /// What rendering produces, such as `String`.
    associatedtype Output

    /// A short name for listings, such as `html`.
    static var name: String { get }

    /// Renders a registered block whose kind supplies no renderer for this target.
    static func fallback(_ input: RenderInput<Self>) -> Output

    /// Renders a block kept raw, naming its type.
    static func placeholder(for block: UnknownBlock, _ input: RenderInput<Self>) -> Output

    /// Joins the rendered root blocks into the whole document.
    static func document(_ document: BlockDocument, blocks: [Output], context: RenderContext) -> Output
}
