import Kheper
import KheperEditor
import Testing

/// The editor refuses field paths and values too deep to store, even from callers that build `FieldChange`s
/// themselves, and changes nothing when it does.
@Suite struct EditorDepthLimitTests {
    /// A path of `count` `a` steps.
    static func deepPath(_ count: Int) -> JSONPath {
        JSONPath(Array(repeating: .key("a"), count: count))
    }

    /// `[[…[1]…]]`, nested `depth` arrays deep, built without recursion.
    static func deepArray(_ depth: Int) -> JSONValue {
        var value: JSONValue = 1
        for _ in 0..<depth { value = .array([value]) }
        return value
    }

    @Test(arguments: [33, 600, 65_000])
    func refusesAPathDeeperThanTheLimitWithoutWalkingIt(depth: Int) throws {
        var editor = try Fixtures.editor()
        let before = editor.document
        let error = try #require(throws: EditorError.self) {
            try editor.update("e1", [FieldChange(path: Self.deepPath(depth), value: 1)])
        }
        #expect(error.code == .fieldPathTooDeep)
        #expect(error.message.contains("\(depth) levels deep") && error.message.contains("at most 32"))
        #expect(error.message.utf8.count < 300)
        #expect(editor.document == before)
        #expect(!editor.canUndo)
    }

    @Test func refusesAValueNestedDeeperThanTheLimit() throws {
        var editor = try Fixtures.editor()
        let before = editor.document
        let error = try #require(throws: EditorError.self) {
            try editor.update("e1", [FieldChange(path: ["notes"], value: Self.deepArray(600))])
        }
        #expect(error.code == .valueTooDeep)
        #expect(error.message.contains("\"notes\"") && error.message.contains("600 levels"))
        #expect(editor.document == before)
    }

    @Test func setsAFieldAtTheDeepestAllowedPath() throws {
        var editor = try Fixtures.editor()
        let path = Self.deepPath(FieldChange.maximumPathDepth)
        try editor.update("e1", [FieldChange(path: path, value: Self.deepArray(FieldChange.maximumValueDepth - 1))])
        let node = try #require(editor.document["e1"])
        var value = try Fixtures.registry.record(of: node).data
        for _ in 0..<FieldChange.maximumPathDepth { value = try #require(value["a"]) }
        #expect(value == Self.deepArray(FieldChange.maximumValueDepth - 1))
    }
}
