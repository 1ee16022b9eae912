/// The immutable digit bytes and 256-entry lookup table of an alphabet, in one allocation that is
/// never written after initialization.
final class OrderKeyDigitStorage: @unchecked Sendable {
    /// The table (256 entries) followed by the digits.
    private let memory: UnsafeMutableBufferPointer<UInt8>
    /// Whether ``deinit`` frees the memory; built-in alphabets keep theirs for the whole program.
    private let ownsMemory: Bool
    /// For each byte value, its index among the digits or ``OrderKeyDigits/notADigit``.
    let table: UnsafeBufferPointer<UInt8>
    /// The digits, smallest first.
    let digits: UnsafeBufferPointer<UInt8>

    convenience init(_ bytes: [UInt8]) {
        self.init(bytes, ownsMemory: true)
    }

    /// Returns storage whose memory is never freed, for alphabets that live as long as the program.
    static func immortal(_ bytes: [UInt8]) -> OrderKeyDigitStorage {
        OrderKeyDigitStorage(bytes, ownsMemory: false)
    }

    private init(_ bytes: [UInt8], ownsMemory: Bool) {
        self.ownsMemory = ownsMemory
        let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256 + bytes.count)
        memory.initialize(repeating: OrderKeyDigits.notADigit)
        for (index, byte) in bytes.enumerated() {
            memory[Int(byte)] = UInt8(truncatingIfNeeded: index)
            memory[256 + index] = byte
        }
        self.memory = memory
        self.table = UnsafeBufferPointer(rebasing: memory[0..<256])
        self.digits = UnsafeBufferPointer(rebasing: memory[256...])
    }

    deinit {
        if ownsMemory { memory.deallocate() }
    }
}
