import KheperTrainingLog

extension StrongLayout {
    /// The layouts `kheper log export --layout` writes, by name, in the order help lists them: every layout the
    /// importer reads that has a header row.
    public static let exportLayouts: [(name: String, layout: StrongLayout)] = [
        ("comma-12", comma),
        ("comma-11", layout(columns: Array(comma.columns.dropLast()), separator: UInt8(ascii: ","))),
        ("comma-11-rpe", layout(columns: comma.columns.filter { $0 != .duration }, separator: UInt8(ascii: ","))),
        (
            "comma-10",
            layout(columns: comma.columns.filter { $0 != .duration && $0 != .rpe }, separator: UInt8(ascii: ","))
        ),
        ("semicolon-14", semicolon),
        (
            "semicolon-13",
            layout(columns: semicolon.columns.filter { $0 != .duration }, separator: UInt8(ascii: ";"))
        ),
        ("quoted-semicolon", quotedSemicolon),
        ("2016-kg", legacy2016(weightUnit: .kg)),
        ("2016-lb", legacy2016(weightUnit: .lb)),
    ]

    /// The layout `name` (one of ``exportLayouts``), or nil.
    public static func named(_ name: String) -> StrongLayout? {
        exportLayouts.first { $0.name == name }?.layout
    }

    /// The layout in one line for a session to keep: the separator, then the header row joined by it; read back
    /// with ``init(identifier:)``.
    public var identifier: String {
        let separator = String(UnicodeScalar(self.separator))
        return separator + headers.joined(separator: separator)
    }

    /// The layout an ``identifier`` describes, detected from its header as an import would; nil when it names no
    /// Strong layout.
    public init?(identifier: String) {
        guard let first = identifier.utf8.first, first == UInt8(ascii: ",") || first == UInt8(ascii: ";") else {
            return nil
        }
        let header = identifier.dropFirst().split(
            separator: Character(UnicodeScalar(first)), omittingEmptySubsequences: false
        )
        .map(String.init)
        guard let layout = StrongLayout.detect(header: header, separator: first) else { return nil }
        self = layout
    }
}
