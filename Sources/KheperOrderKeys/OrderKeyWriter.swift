/// A bounded output buffer for one generated key; it never writes past its capacity.
struct OrderKeyWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0
    private(set) var overflowed = false

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    var capacity: Int { buffer.count }

    var written: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[0..<count])
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard count < buffer.count else {
            overflowed = true
            return
        }
        buffer[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= buffer.count - count else {
            overflowed = true
            return
        }
        for byte in bytes {
            buffer[count] = byte
            count += 1
        }
    }

    @inline(__always)
    mutating func append(repeating byte: UInt8, count extra: Int) {
        guard extra >= 0, extra <= buffer.count - count else {
            overflowed = true
            return
        }
        for _ in 0..<extra {
            buffer[count] = byte
            count += 1
        }
    }

    mutating func removeAll() {
        count = 0
    }
}
