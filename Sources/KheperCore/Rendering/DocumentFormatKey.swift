/// The ``RenderContext`` key under which a registry hands targets its ``DocumentFormat``, so a page can name an
/// untitled document by what it is.
public enum DocumentFormatKey: RenderContextKey {
    /// The generic format, when a document is rendered without a registry's.
    public static let defaultValue = DocumentFormat.generic
}
