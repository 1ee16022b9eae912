extension OrderKeyEngine {
    /// Runs `body` with the UTF-8 bytes of `string`, or with `nil` for a `nil` string.
    @inline(__always)
    static func withBytes<R>(_ string: String?, _ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
        guard let string else { return body(nil) }
        return withUTF8Bytes(string) { body($0) }
    }

    /// Runs `body` with the UTF-8 bytes of `string`, without copying native strings.
    @inline(__always)
    static func withUTF8Bytes<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable({ body($0) }) {
            return result
        }
        return Array(string.utf8).withUnsafeBufferPointer { body($0) }
    }

    /// Generates one key between two strings.
    func key(_ a: String?, _ b: String?, trusted: Bool = false) -> Result<String, OrderKeyError> {
        Self.withBytes(a) { a in
            Self.withBytes(b) { b in
                key(a, b, trusted: trusted)
            }
        }
    }

    /// Generates one key between two byte strings.
    func key(
        _ a: UnsafeBufferPointer<UInt8>?,
        _ b: UnsafeBufferPointer<UInt8>?,
        trusted: Bool
    ) -> Result<String, OrderKeyError> {
        var failure: OrderKeyError?
        let string = String(unsafeUninitializedCapacity: Self.capacity(a?.count ?? 0, b?.count ?? 0)) { buffer in
            var out = OrderKeyWriter(buffer)
            do throws(OrderKeyError) {
                try generate(a, b, into: &out, trusted: trusted)
            } catch {
                failure = error
                return 0
            }
            return out.count
        }
        if let failure { return .failure(failure) }
        return .success(string)
    }

    /// Generates `count` keys between two strings in the reference's order, without recursion.
    func keys(_ a: String?, _ b: String?, count: Int) -> Result<[String], OrderKeyError> {
        // The first key validates both bounds and their order, even when no key is wanted.
        let first: String
        switch key(a, b) {
        case .success(let key): first = key
        case .failure(let error): return .failure(error)
        }
        guard count > 1 else { return .success(count == 1 ? [first] : []) }
        var result: [String] = []
        result.reserveCapacity(count)
        result.append(first)
        switch (a, b) {
        case (_, nil):
            // Walk upward from `a`.
            var current = first
            for _ in 1..<count {
                switch key(current, nil, trusted: true) {
                case .success(let next): current = next
                case .failure(let error): return .failure(error)
                }
                result.append(current)
            }
        case (nil, .some):
            // Walk downward from `b`, then put the keys in increasing order.
            var current = first
            for _ in 1..<count {
                switch key(nil, current, trusted: true) {
                case .success(let next): current = next
                case .failure(let error): return .failure(error)
                }
                result.append(current)
            }
            result.reverse()
        case (let a?, let b?):
            // Split at the middle key, left and right ranges handled from an explicit work stack;
            // each key goes straight to its final position, so the order matches the reference.
            result = [String](repeating: "", count: count)
            let middle = count / 2
            result[middle] = first
            var stack: [(lower: String, upper: String, count: Int, start: Int)] = [
                (first, b, count - middle - 1, middle + 1),
                (a, first, middle, 0),
            ]
            while let range = stack.popLast() {
                guard range.count > 0 else { continue }
                let key: String
                switch self.key(range.lower, range.upper, trusted: true) {
                case .success(let generated): key = generated
                case .failure(let error): return .failure(error)
                }
                let middle = range.count / 2
                result[range.start + middle] = key
                if range.count > 1 {
                    stack.append((key, range.upper, range.count - middle - 1, range.start + middle + 1))
                    stack.append((range.lower, key, middle, range.start))
                }
            }
        }
        return .success(result)
    }
}
