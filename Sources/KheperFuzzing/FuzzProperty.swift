/// A property that must hold for every input, checked by a libFuzzer entry point and by the corpus replay test.
///
/// A property returns normally when the input is handled as the format says, whether it is read or refused, and
/// throws ``FuzzPropertyViolation`` when it is not; a trap inside the code under test is a violation too.
public struct FuzzProperty: Sendable {
    /// The target's name, which is also the name of its corpus folder and its entry point file.
    public let name: String

    private let body: @Sendable ([UInt8]) throws(FuzzPropertyViolation) -> Void

    /// Creates a property named `name` that checks one input with `body`.
    public init(name: String, _ body: @escaping @Sendable ([UInt8]) throws(FuzzPropertyViolation) -> Void) {
        self.name = name
        self.body = body
    }

    /// Checks one input.
    ///
    /// - Throws: ``FuzzPropertyViolation`` saying what did not hold.
    public func check(_ input: [UInt8]) throws(FuzzPropertyViolation) {
        try body(input)
    }

    /// Checks one input handed over by libFuzzer, and traps on a violation so that libFuzzer keeps the input.
    public func checkOrTrap(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        do {
            try check(input)
        } catch {
            fatalError("\(name): \(error)")
        }
        return 0
    }
}
