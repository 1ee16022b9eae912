import Testing

@testable import KheperJSON

/// `merging(unknownFields:writtenLike:)` puts back what a typed round trip loses: number text, member order and
/// the place of unknown members.
@Suite struct WrittenLikeTests {
    @Test func numbersThatReadBackAsTheEncodedValueKeepTheirText() throws {
        let written = try JSONValue(parsing: #"{"a":40,"b":1E3,"c":2.50,"d":-0,"e":0.1000000000000000000001,"f":7}"#)
        // What a type with Double fields a, b, c, d, e and an Int field f encodes.
        let encoded = try JSONValue(parsing: #"{"a":40.0,"b":1000.0,"c":2.5,"d":-0.0,"e":0.1,"f":7}"#)
        #expect(
            encoded.merging(unknownFields: nil, writtenLike: written).serializedString() == written.serializedString())
    }

    @Test func changedNumbersAreWrittenAsEncoded() throws {
        let written = try JSONValue(parsing: #"{"a":40,"b":1E3,"f":9007199254740993}"#)
        let encoded = try JSONValue(parsing: #"{"a":41.0,"b":1000.5,"f":9007199254740992}"#)
        // An integer is compared exactly, even where a Double could not tell the two apart.
        #expect(
            encoded.merging(unknownFields: nil, writtenLike: written).serializedString() == encoded.serializedString())
    }

    @Test func membersKeepTheWrittenOrderAndUnknownOnesTheirPlace() throws {
        let written = try JSONValue(
            parsing: #"{"name":"Squat","x-note":1,"sets":[{"reps":5,"x-tag":"a","rest":90}],"old":2}"#)
        let encoded = try JSONValue(parsing: #"{"sets":[{"rest":90,"reps":5}],"name":"Squat","new":true}"#)
        let overlay = try JSONValue(parsing: #"{"x-note":1,"sets":[{"x-tag":"a"}]}"#)
        let merged = encoded.merging(unknownFields: overlay, writtenLike: written)
        // `old` was known and is gone now; `new` was not written before and comes last.
        #expect(
            merged.serializedString()
                == #"{"name":"Squat","x-note":1,"sets":[{"reps":5,"x-tag":"a","rest":90}],"new":true}"#)
    }

    @Test(arguments: Array(1...25) as [UInt64])
    func aTypedRoundTripIsUndoneByteForByte(seed: UInt64) throws {
        var random = WrittenLikeRandom(state: seed)
        for _ in 0..<20 {
            let written = random.value(depth: 0)
            var overlay: JSONValue?
            let encoded = random.typedRoundTrip(of: written, overlay: &overlay)
            let merged = encoded.merging(unknownFields: overlay, writtenLike: written)
            #expect(
                merged.serializedString() == written.serializedString(),
                "seed \(seed): \(written) came back as \(merged) from \(encoded) and \(overlay ?? nil)")
        }
    }
}

/// Random JSON with numbers in varied forms, and what a Codable type would make of it.
private struct WrittenLikeRandom {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }

    mutating func number() -> JSONNumber {
        let forms = [
            "40", "40.0", "4E1", "4.0e+1", "400e-1", "-0", "-0.0", "0", "2.50", "25E-1", "1E3", "1e-7", "-12.125",
            "0.1000000000000000000001", "123456789",
        ]
        return JSONNumber(literal: forms[next(forms.count)])!
    }

    mutating func value(depth: Int) -> JSONValue {
        switch next(depth >= 3 ? 3 : 5) {
        case 0: return .number(number())
        case 1: return .string("s\(next(9))")
        case 2: return .bool(next(2) == 0)
        case 3: return .array((0..<next(4)).map { _ in value(depth: depth + 1) })
        default:
            var object = JSONObject()
            for index in 0..<next(6) { object["k\(index)-\(next(3))"] = value(depth: depth + 1) }
            return .object(object)
        }
    }

    /// What decoding `written` into a type and encoding it again gives: numbers in a typed form (integer text for
    /// whole numbers, sometimes a Double's text), members in another order, some members left to the overlay.
    mutating func typedRoundTrip(of written: JSONValue, overlay: inout JSONValue?) -> JSONValue {
        switch written {
        case .number(let number):
            if number.isInteger, next(2) == 0, let integer = number.int64Value { return .number(JSONNumber(integer)) }
            return .number(JSONNumber(number.doubleValue)!)
        case .array(let array):
            var extras: [JSONValue] = []
            var encoded: [JSONValue] = []
            for element in array {
                var inner: JSONValue?
                encoded.append(typedRoundTrip(of: element, overlay: &inner))
                extras.append(inner ?? .null)
            }
            while extras.last == .null { extras.removeLast() }
            overlay = extras.isEmpty ? nil : .array(extras)
            return .array(encoded)
        case .object(let object):
            var members: [(String, JSONValue)] = []
            var unknown = JSONObject()
            for (key, value) in object {
                if next(4) == 0 {
                    unknown[key] = value
                    continue
                }
                var inner: JSONValue?
                members.append((key, typedRoundTrip(of: value, overlay: &inner)))
                if let inner { unknown[key] = inner }
            }
            members.reverse()
            overlay = unknown.isEmpty ? nil : .object(unknown)
            return .object(JSONObject(members))
        default:
            return written
        }
    }
}
