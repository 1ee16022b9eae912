/// The coding key of a member a ``DataField`` reads and writes: its spec's name.
struct DataFieldKey: CodingKey, Sendable {
    let stringValue: String

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }

    var intValue: Int? { nil }
}
