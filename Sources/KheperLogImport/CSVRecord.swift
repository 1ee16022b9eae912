/// One record of a CSV file: its fields, decoded, and where each field starts.
public struct CSVRecord: Sendable, Hashable {
    /// The fields, unquoted, with doubled quotes read as one.
    public var fields: [String]
    /// Where each field starts, one per field.
    public var positions: [CSVPosition]
    /// The separator the record was read with, given or detected.
    public var separator: UInt8

    /// Creates a record.
    public init(fields: [String], positions: [CSVPosition], separator: UInt8 = UInt8(ascii: ",")) {
        self.fields = fields
        self.positions = positions
        self.separator = separator
    }

    /// The line the record starts on.
    public var line: Int { positions.first?.line ?? 0 }

    /// The field at `index`, or nil past the end.
    public subscript(safe index: Int) -> String? { index >= 0 && index < fields.count ? fields[index] : nil }

    /// Where the field at `index` starts; past the end, the start of the record.
    public func position(of index: Int) -> CSVPosition {
        index >= 0 && index < positions.count ? positions[index] : positions.first ?? CSVPosition(line: 0, column: 0)
    }
}
