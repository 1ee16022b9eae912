import Testing

@testable import KheperOrderKeys

/// Tests of internal limits that valid input cannot reach through the public API.
@Suite struct OrderKeyEngineTests {
    /// The reference never runs out of integer parts for valid input, but the engine reports the
    /// limits instead of trapping.
    @Test func integerLimitsAreReportedNotTrapped() throws {
        let largest = "z" + String(repeating: "z", count: 26)
        let smallest = "A" + String(repeating: "0", count: 26)
        OrderKeyEngine.with(.base62) { engine in
            var buffer = [UInt8](repeating: 0, count: 40)
            buffer.withUnsafeMutableBufferPointer { storage in
                var out = OrderKeyWriter(storage)
                OrderKeyEngine.withUTF8Bytes(largest) { bytes in
                    #expect(!engine.increment(bytes, into: &out))
                }
                OrderKeyEngine.withUTF8Bytes(smallest) { bytes in
                    #expect(!engine.decrement(bytes, into: &out))
                }
                #expect(out.count == 0)
            }
        }
        // At the limits the public API falls back to the fraction, as the reference does.
        #expect(try FractionalIndex.key(between: largest, and: nil) == largest + "V")
        #expect(try FractionalIndex.key(between: nil, and: smallest + "1") == smallest + "0V")
    }

    @Test func exhaustedMessage() {
        let error = OrderKeyError.exhausted("zz", "no integer part sorts after it")
        #expect(error.code == .exhausted)
        #expect(error.message == "order key space exhausted at \"zz\": no integer part sorts after it")
    }
}
