/// Finds where values sit in JSON text, so findings can point at a line the way a compiler does.
///
/// All the paths asked for are found in one pass over the bytes: the paths form a tree, the pass descends only into
/// values on some path and skips everything else, and line and column come from one more sweep over the offsets
/// in order. The work is linear in the size of the text plus the findings, however many there are. When part of a
/// path is missing, its location is the deepest value found; a key written twice is found at its first occurrence.
public struct JSONLocator: Sendable {
    /// How much work locating took, so tests can check it grows linearly without timing anything.
    public struct Work: Sendable, Hashable {
        /// Passes over the text; each starts at its beginning.
        public var passes = 0
        /// Bytes looked at, over all passes.
        public var bytesExamined = 0
        /// Path steps taken while building the tree of wanted paths.
        public var pathSteps = 0

        /// No work yet.
        public init() {}
    }

    /// The JSON text, as UTF-8 bytes.
    public let bytes: [UInt8]

    /// A locator over `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Where the JSON text begins: after a UTF-8 byte order mark, if there is one.
    private var textStart: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The 1-based line and column of the value at `path`, or of its nearest existing ancestor.
    public func location(of path: JSONPath) -> (line: Int, column: Int)? {
        var work = Work()
        return locations(of: [path], work: &work)[0]
    }

    /// The 1-based line and column, in Unicode scalars, of the value at each path (or of its nearest existing
    /// ancestor), in the order of `paths`; nil for every path when the text holds no value.
    public func locations(of paths: [JSONPath], work: inout Work) -> [(line: Int, column: Int)?] {
        var tree = LocatorPathTree()
        let ends = paths.map { tree.insert($0, steps: &work.pathSteps) }
        var scan = LocatorScan(bytes: bytes, start: textStart)
        scan.visit(&tree)
        work.passes += 1
        work.bytesExamined += scan.examined
        let offsets = paths.indices.map { tree.deepestFoundOffset(along: paths[$0], ending: ends[$0]) }
        let positions = lineAndColumn(of: offsets.compactMap { $0 }, work: &work)
        return offsets.map { offset in offset.flatMap { positions[$0] } }
    }

    /// Line and column of every offset, from one sweep over the text up to the last of them.
    private func lineAndColumn(of offsets: [Int], work: inout Work) -> [Int: (line: Int, column: Int)] {
        let sorted = Set(offsets).sorted()
        var result: [Int: (line: Int, column: Int)] = [:]
        result.reserveCapacity(sorted.count)
        var line = 1
        var column = 1
        var index = textStart
        for offset in sorted {
            while index < offset && index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            result[offset] = (line, column)
        }
        work.passes += 1
        work.bytesExamined += index - textStart
        return result
    }
}
