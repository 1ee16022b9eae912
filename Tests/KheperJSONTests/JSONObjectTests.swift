import Foundation
import Testing

@testable import KheperJSON

@Suite struct JSONObjectTests {
    @Test func equalityIgnoresOrder() {
        let left: JSONObject = ["a": 1, "b": [1, 2], "c": ["x": nil, "y": true]]
        let right: JSONObject = ["c": ["y": true, "x": nil], "a": 1.0, "b": [1, 2]]
        #expect(left == right)
        #expect(left.hashValue == right.hashValue)
        #expect(JSONValue.object(left) == JSONValue.object(right))
        let different: JSONObject = ["a": 1, "b": [2, 1], "c": ["x": nil, "y": true]]
        #expect(left != different)
        let fewer: JSONObject = ["a": 1, "b": [1, 2]]
        #expect(left != fewer)
    }

    @Test func keepsInsertionOrderOnWrite() {
        var object = JSONObject()
        object["zeta"] = 1
        object["alpha"] = 2
        object["mid"] = 3
        object["zeta"] = 4
        #expect(object.keys == ["zeta", "alpha", "mid"])
        #expect(JSONValue.object(object).serializedString() == #"{"zeta":4,"alpha":2,"mid":3}"#)
        object["alpha"] = nil
        #expect(object.keys == ["zeta", "mid"])
        #expect(object.count == 2)
        #expect(!object.contains("alpha"))
        #expect(object.contains("mid"))
        let pairs = object.map { "\($0.key)=\($0.value)" }
        #expect(pairs == ["zeta=4", "mid=3"])
    }

    @Test func largeObjectsUseTheIndexConsistently() {
        var object = JSONObject()
        for index in 0..<100 { object["k\(index)"] = .number(JSONNumber(index)) }
        #expect(object.count == 100)
        #expect(object["k57"] == 57)
        object["k10"] = nil
        object["k57"] = "changed"
        #expect(object["k57"] == "changed")
        #expect(object["k10"] == nil)
        #expect(object["k11"] == 11)
        #expect(object.keys.count == 99)
        for index in 0..<95 where index != 10 { object["k\(index)"] = nil }
        #expect(object.keys == ["k95", "k96", "k97", "k98", "k99"])
        #expect(object["k97"] == 97)
        object["new"] = true
        #expect(object.keys.last == "new")
        #expect(object.removeValue(forKey: "new") == true)
        #expect(object.isEmpty == false)
    }

    @Test func duplicateLiteralKeysLastWins() {
        let object: JSONObject = ["a": 1, "b": 2, "a": 3]
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
    }

    @Test func emptyObject() {
        let object = JSONObject()
        #expect(object.isEmpty)
        #expect(object.count == 0)
        #expect(object["x"] == nil)
        #expect(Array(object).isEmpty)
    }

    @Test func anObjectCodesAsTheJSONObjectItIsAndAnythingElseIsRefused() throws {
        let object: JSONObject = ["name": "Squat", "sets": [1, 2], "note": nil]
        #expect(try JSONValueDecoder().decode(JSONObject.self, from: try JSONValueEncoder().encode(object)) == object)
        let foundation = try JSONEncoder().encode(object)
        #expect(try JSONDecoder().decode(JSONObject.self, from: foundation) == object)
        #expect(try JSONValue(parsing: String(decoding: foundation, as: UTF8.self)) == .object(object))
        let refused = #expect(throws: DecodingError.self) {
            try JSONValueDecoder().decode(JSONObject.self, from: [1, 2])
        }
        guard case .typeMismatch(_, let context) = refused else {
            Issue.record("a list is refused as another error: \(String(describing: refused))")
            return
        }
        #expect(context.debugDescription.hasPrefix("expected a JSON object"))
    }
}
