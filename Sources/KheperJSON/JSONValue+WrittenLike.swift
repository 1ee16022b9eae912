extension JSONValue {
    /// Merges an unknown-fields overlay back like ``merging(unknownFields:)``, and lays the result out like
    /// `original`, the value this one was decoded from, so what did not change is written back as it was written.
    ///
    /// - Members keep the order they had in `original`; an unknown member goes back to its old place among the
    ///   known ones. Members `original` did not have follow, in this value's order, then unknown members it did not
    ///   have either.
    /// - A number that `original` held at the same path, and that reads back as the value encoded here, keeps its
    ///   original text: `40` stays `40` where a `Double` field would encode `40.0`, and `1E3` stays `1E3`.
    /// - Arrays are matched by index. Members and values that changed are written as this value has them.
    package func merging(unknownFields overlay: JSONValue?, writtenLike original: JSONValue) -> JSONValue {
        switch (self, original) {
        case (.number(let number), .number(let written)):
            return number.isEncoding(of: written) ? original : self
        case (.object(let object), .object(let written)):
            return .object(object.merging(unknownFields: overlay?.objectValue, writtenLike: written))
        case (.array(let array), .array(let written)):
            let extra = overlay?.arrayValue
            var result = array
            for position in array.indices {
                let unknown = extra.flatMap { position < $0.count ? $0[position] : nil }
                if position < written.count {
                    result[position] = array[position].merging(unknownFields: unknown, writtenLike: written[position])
                } else if let unknown {
                    result[position] = array[position].merging(unknownFields: unknown)
                }
            }
            return .array(result)
        default:
            return merging(unknownFields: overlay)
        }
    }
}

extension JSONObject {
    /// This object's members, with `overlay`'s merged in, in `written`'s order (see
    /// ``JSONValue/merging(unknownFields:writtenLike:)``).
    fileprivate func merging(unknownFields overlay: JSONObject?, writtenLike written: JSONObject) -> JSONObject {
        var result = JSONObject()
        result.reserveCapacity(count + (overlay?.count ?? 0))
        var placed = 0
        // Encoded members usually come in the written order, so the next one is tried before any search.
        var cursor = 0
        for position in 0..<written.count {
            let key = written.key(at: position)
            let found: Int?
            if cursor < count, self.key(at: cursor) == key {
                found = cursor
            } else {
                found = self.position(of: key)
            }
            if let found {
                cursor = found + 1
                placed += 1
                let merged = self.value(at: found).merging(
                    unknownFields: overlay?[key], writtenLike: written.value(at: position))
                result.appendUnchecked(key, merged)
            } else if let unknown = overlay?[key] {
                result.appendUnchecked(key, unknown)
            }
        }
        if placed < count {
            for position in 0..<count where !written.contains(self.key(at: position)) {
                let added = self.key(at: position)
                result.appendUnchecked(added, self.value(at: position).merging(unknownFields: overlay?[added]))
            }
        }
        if let overlay {
            for (key, value) in overlay where !result.contains(key) {
                result.appendUnchecked(key, value)
            }
        }
        return result
    }
}

extension JSONNumber {
    /// Whether `written`, read back, is the value this number encodes: the same decimal value, or, for a number
    /// encoded from a `Double` (whose text always has a fraction or an exponent), the same `Double`.
    ///
    /// Integer text is compared exactly, so an integer field never keeps a text that reads back as another value.
    func isEncoding(of written: JSONNumber) -> Bool {
        if literal == written.literal || self == written { return true }
        guard !isPlainInteger, let nearest = JSONNumber(written.doubleValue) else { return false }
        return nearest.literal == literal
    }
}
