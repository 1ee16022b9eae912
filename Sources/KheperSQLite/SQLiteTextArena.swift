/// Memory holding the text bound to one run of a statement, so SQLite reads each value in place
/// (`SQLITE_STATIC`) instead of copying it into an allocation of its own, which it frees when the parameter is
/// bound again: an import binds a few hundred thousand values. The memory is reused from run to run and grows
/// only when one run binds more text than it holds, so it is bounded by the largest statement's text.
///
/// A reference type only to free its memory once; it lives inside the connection and never leaves its lock.
final class SQLiteTextArena {
    /// The size of each block of memory, unless one value needs more.
    static let blockSize = 64 * 1024

    private var blocks: [UnsafeMutableRawBufferPointer] = []
    private var block = 0
    private var offset = 0

    /// An arena that holds nothing yet.
    init() {}

    deinit {
        for block in blocks { block.deallocate() }
    }

    /// Starts a new run: the text copied for the previous one may be overwritten.
    func reset() {
        block = 0
        offset = 0
    }

    /// A copy of `bytes` that stays where it is until the next ``reset()``; never null, even for no bytes.
    func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafePointer<CChar> {
        let count = bytes.count
        while true {
            if block == blocks.count {
                blocks.append(.allocate(byteCount: max(Self.blockSize, count), alignment: 1))
            }
            if blocks[block].count - offset >= count { break }
            block += 1
            offset = 0
        }
        // Blocks are never empty, so the base address exists.
        let destination = blocks[block].baseAddress.unsafelyUnwrapped + offset
        if let source = bytes.baseAddress, count > 0 {
            destination.copyMemory(from: source, byteCount: count)
        }
        offset += count
        return UnsafePointer(destination.assumingMemoryBound(to: CChar.self))
    }
}
