/// Decodes into storage of exactly the size needed: `Array.init(from:)` grows by doubling, and the slack of a large
/// document's many small arrays (an exercise's sets) would be kept as long as the document.
protocol ExactlySizedDecodable {
    init(exactly count: Int, from decoder: any Decoder) throws
}

extension Array: ExactlySizedDecodable where Element: Decodable {
    init(exactly count: Int, from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init()
        reserveCapacity(count)
        while !container.isAtEnd { append(try container.decode(Element.self)) }
    }
}
