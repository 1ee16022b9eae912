/// UTF-8 text written a piece at a time, as ``ExerciseSummary`` writes one line per exercise of a large document:
/// appending bytes to one buffer costs far less than growing a `String` a piece at a time.
struct SummaryText {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// An empty text with room for `capacity` bytes.
    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// How many bytes have been written.
    var count: Int { bytes.count }

    /// The text written, as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends a literal.
    mutating func append(_ literal: StaticString) { literal.withUTF8Buffer { bytes.append(contentsOf: $0) } }

    /// Appends a string.
    mutating func append(contentsOf text: String) { bytes.append(contentsOf: text.utf8) }

    /// Appends another text.
    mutating func append(contentsOf text: SummaryText) { bytes.append(contentsOf: text.bytes) }

    /// Appends `number` in decimal, as `String(number)` writes it.
    mutating func append(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var rest = number.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }
}
